import Foundation
import Testing

@testable import KeyboardTraits
@testable import KeyboardTraitsLint

private func findings(_ source: String, _ syntax: SourceSyntax) -> [Diagnostic] {
  let linter = Linter(configuration: KBTraitsConfiguration.strictConfiguration)
  let document = FormScanner().scan(
    html: source, documentURL: "https://shop.example/account", syntax: syntax)
  return linter.lint(document)
}

/// Rules that read whether a field has a label with text.
private let labelRules: Set<String> = ["input-missing-label", "placeholder-only-label"]

/// A sign-in page whose email label is only `text`, translated output.
private func signIn(_ syntax: SourceSyntax, text: String) -> String {
  let form = """
    <form action="/account/login" method="post">
      <label for="login-email" class="form-label">\(text)</label>
      <input type="email" id="login-email" name="email" autocomplete="username"
             placeholder="you@example.com">
      <button type="submit">Sign in</button>
    </form>
    """
  return syntax == .vue ? "<template>\n\(form)\n</template>\n" : form
}

/// The same field named by `aria-labelledby`, whose target holds only `text`.
private func labelledBy(_ syntax: SourceSyntax, text: String) -> String {
  let form = """
    <form action="/newsletter">
      <h2 id="newsletter-title">\(text)</h2>
      <input type="email" name="email" aria-labelledby="newsletter-title" autocomplete="email"
             placeholder="you@example.com">
      <button>Subscribe</button>
    </form>
    """
  return syntax == .vue ? "<template>\n\(form)\n</template>\n" : form
}

@Suite("Translated text in templates is label text")
struct TranslatedLabelTextTests {
  /// Each engine's way of printing a translated string, as its projects write it.
  static let translations: [(SourceSyntax, String)] = [
    (.jinja, #"{% trans "Email" %}"#),
    (.jinja, #"{% translate "Email address" %}"#),
    (.jinja, #"{% trans %}Email{% endtrans %}"#),
    (.html, #"{% translate "Email" context "login form" %}"#),
    (.html, #"{% blocktranslate trimmed %}Email{% endblocktranslate %}"#),
    (.html, #"{% blocktrans with site=site_name %}Email{% endblocktrans %}"#),
    (.jinja, #"{{ _('Email') }}"#),
    (.jinja, #"{{ gettext('Email') }}"#),
    (.twig, #"{{ 'login.email'|trans }}"#),
    (.twig, #"{% trans %}Email{% endtrans %}"#),
    (.nunjucks, #"{{ __('Email') }}"#),
    (.liquid, #"{{ 'customer.login_page.email' | t }}"#),
    (.blade, #"@lang('auth.email')"#),
    (.blade, #"{{ __('Email') }}"#),
    (.erb, #"<%= t('.email') %>"#),
    (.vue, #"{{ $t('login.email') }}"#),
    (.vue, #"{{ t('login.email') }}"#),
    (.angular, #"{{ 'Email' | translate }}"#),
    (.svelte, #"{$_('login.email')}"#),
    (.handlebars, #"{{t "login.email"}}"#),
  ]

  @Test("A label holding only translated output has text", arguments: translations)
  func translatedLabel(syntax: SourceSyntax, text: String) {
    let diagnostics = findings(signIn(syntax, text: text), syntax)
    #expect(
      !diagnostics.contains { labelRules.contains($0.rule) }, "\(diagnostics.map(\.message))")
  }

  @Test(
    "An aria-labelledby target holding only translated output names the field",
    arguments: translations)
  func translatedLabelledBy(syntax: SourceSyntax, text: String) {
    let diagnostics = findings(labelledBy(syntax, text: text), syntax)
    #expect(
      !diagnostics.contains { labelRules.contains($0.rule) }, "\(diagnostics.map(\.message))")
  }

  @Test("The readable literal of a translation is the label's text")
  func readableLiteral() {
    let scan = FormScanner().scan(
      html: signIn(.jinja, text: #"{% trans "Email" %}"#), syntax: .jinja)
    #expect(scan.fields[0].label?.contains("Email") == true)
    let labelledBy = FormScanner().scan(
      html: labelledBy(.blade, text: #"@lang('auth.email')"#), syntax: .blade)
    #expect(labelledBy.fields[0].labelSource == .ariaLabelledBy)
  }

  /// A translation stored in a variable prints nothing where it is written.
  @Test("A translation stored with `as` leaves the label empty")
  func storedTranslation() {
    let source = signIn(.jinja, text: #"{% trans "Email" as email_label %}"#)
    let diagnostics = findings(source, .jinja)
    #expect(diagnostics.contains { labelRules.contains($0.rule) })
  }

  @Test("An empty aria-labelledby target is still no name")
  func emptyLabelledBy() {
    let diagnostics = findings(labelledBy(.jinja, text: #"{% if show %}{% endif %}"#), .jinja)
    #expect(diagnostics.contains { labelRules.contains($0.rule) })
  }
}
