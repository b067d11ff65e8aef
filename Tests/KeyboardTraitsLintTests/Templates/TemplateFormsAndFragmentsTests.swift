import Foundation
import Testing

@testable import KeyboardTraits
@testable import KeyboardTraitsLint

private func lint(_ document: ScannedDocument) -> [Diagnostic] {
  Linter(configuration: KBTraitsConfiguration.strictConfiguration).lint(document)
}

private func findings(_ source: String, _ syntax: SourceSyntax) -> [Diagnostic] {
  lint(FormScanner().scan(html: source, documentURL: "https://shop.example/", syntax: syntax))
}

private func fixture(_ path: String) -> String {
  TemplateFixture.root.appendingPathComponent(path).path
}

/// The rules that read whether a field has a form.
private let formRules: Set<String> = ["field-outside-form", "search-key-needs-form-action"]

/// A sign-in whose form is `open` … `close`, with a search box after the password.
private func signIn(open: String, close: String, vue: Bool = false) -> String {
  let body = """
    \(open)
      <label for="email">Email</label>
      <input type="email" id="email" name="email" autocomplete="username">
      <label for="password">Password</label>
      <input type="password" id="password" name="password" autocomplete="current-password">
      <button type="submit">Sign in</button>
    \(close)
    <html><body><input type="search" name="q" aria-label="Search"></body></html>
    """
  return vue ? "<template><div>\(body)</div></template>" : body
}

@Suite("Forms a template writes, and fragments")
struct TemplateFormsAndFragmentsTests {
  static let engineForms: [(SourceSyntax, String, String)] = [
    (.liquid, "{% form 'customer_login' %}", "{% endform %}"),
    (.liquid, "{%- form 'customer_login', class: 'login' -%}", "{%- endform -%}"),
    (.twig, "{{ form_start(loginForm) }}", "{{ form_end(loginForm) }}"),
    (
      .twig, "{{- form_start(form, {'attr': {'novalidate': 'novalidate'}}) -}}",
      "{{ form_end(form) }}"
    ),
    (.vue, #"<el-form ref="loginForm" :model="form">"#, "</el-form>"),
    (.vue, #"<v-form v-model="valid" @submit.prevent="login">"#, "</v-form>"),
    (.vue, #"<b-form @submit="onSubmit">"#, "</b-form>"),
    (.vue, #"<q-form @submit="onSubmit" class="q-gutter-md">"#, "</q-form>"),
  ]

  @Test(
    "An engine's form tag or a form component is a form with a dynamic action",
    arguments: engineForms)
  func engineForm(syntax: SourceSyntax, open: String, close: String) throws {
    let source = signIn(open: open, close: close, vue: syntax == .vue)
    let document = FormScanner().scan(
      html: source, documentURL: "https://shop.example/", syntax: syntax)
    let form = try #require(document.forms.first)
    #expect(document.fields.prefix(2).allSatisfy { $0.formIndex == form.index })
    #expect(form.dynamicAttributes.contains("action"))
    // The field after the form is outside it.
    #expect(document.fields.last?.formIndex == nil)
    #expect(!lint(document).contains { $0.rule == "field-outside-form" })
  }

  @Test("A search field in a form a template writes gets no advice about a missing action")
  func searchInEngineForm() {
    let source = """
      {%- form 'search' -%}
        <input type="search" name="q" aria-label="Search the store">
      {%- endform -%}
      """
    #expect(!findings(source, .liquid).contains { formRules.contains($0.rule) })
    let bare = #"<html><body><input type="search" name="q" aria-label="Search"></body></html>"#
    #expect(findings(bare, .liquid).contains { $0.rule == "search-key-needs-form-action" })
  }

  @Test("Two fields outside a written form in a page still need one")
  func pageWithoutForm() {
    let page = """
      <html><body><h1>TITLE</h1>
        <input type="email" name="email" autocomplete="username" aria-label="Email">
        <input type="password" name="password" aria-label="Password">
      </body></html>
      """
    for syntax: SourceSyntax in [.liquid, .blade, .jinja, .erb, .handlebars] {
      let title = syntax == .erb ? "<%= title %>" : "{{ title }}"
      let source = page.replacingOccurrences(of: "TITLE", with: title)
      #expect(findings(source, syntax).contains { $0.rule == "field-outside-form" }, "\(syntax)")
    }
    let content = page.replacingOccurrences(of: "<html><body>", with: "")
      .replacingOccurrences(of: "</body></html>", with: "")
      .replacingOccurrences(of: "TITLE", with: "{{ title }}")
    let extends = "{% extends 'base.html' %}{% block content %}" + content + "{% endblock %}"
    #expect(findings(extends, .jinja).contains { $0.rule == "field-outside-form" })
  }

  static let fragments: [(SourceSyntax, String)] = [
    (.vue, "<template><div class=\"login\">FIELDS</div></template>"),
    (.svelte, "<div class=\"login\">{title}FIELDS</div>"),
    (.angular, "<div class=\"login\">{{ title }}FIELDS</div>"),
    (.blade, "<div>{{ $title }}FIELDS</div>"),
    (.jinja, "{% macro login() %}FIELDS{% endmacro %}"),
    (.twig, "<div class=\"login\">{{ title }}FIELDS</div>"),
    (.liquid, "<div class=\"login\">{{ 'x' | t }}FIELDS</div>"),
    (.erb, "<div class=\"login\"><%= t('.title') %>FIELDS</div>"),
  ]

  @Test("A missing form in a component or partial is unknown", arguments: fragments)
  func fragment(syntax: SourceSyntax, shell: String) {
    let fields = """
      <input type="email" name="email" autocomplete="username" aria-label="Email">
      <input type="password" name="password" aria-label="Password">
      """
    let source = shell.replacingOccurrences(of: "FIELDS", with: fields)
    let document = FormScanner().scan(
      html: source, documentURL: "https://shop.example/", syntax: syntax)
    #expect(document.fields.allSatisfy { !$0.context.surroundingsAreWritten })
    #expect(!lint(document).contains { formRules.contains($0.rule) })
  }

  @Test(
    "A fragment is known by its path",
    arguments: [
      "app/views/sessions/_form.html.erb", "templates/partials/login.html",
      "_includes/newsletter.html", "theme/snippets/login.liquid", "theme/sections/login.liquid",
      "theme/blocks/email.liquid", "resources/views/components/input.blade.php",
      "templates/macros/forms.html.twig",
    ])
  func fragmentPath(path: String) {
    let page = Array("<html><body>{{ x }}<input name=a></body></html>".utf8)
    #expect(TemplateFragments.isFragment(path: path, utf8: page, syntax: .jinja))
    #expect(!TemplateFragments.isFragment(path: "templates/login.html", utf8: page, syntax: .jinja))
  }

  @Test("A Liquid section's {% form %} owns its fields; a snippet's password fields are unknown")
  func liquidFixtures() throws {
    let scanner = FormScanner()
    let section = try scanner.scanFile(atPath: fixture("liquid/cases/sections/main-login.liquid"))
    #expect(section.forms.count == 1)
    #expect(section.fields.allSatisfy { $0.formIndex == 0 })
    let snippet = try scanner.scanFile(
      atPath: fixture("liquid/cases/snippets/account-password.liquid"))
    #expect(snippet.fields.allSatisfy { !$0.context.surroundingsAreWritten })
    for document in [section, snippet] {
      let rules = lint(document).map(\.rule)
      #expect(!rules.contains("field-outside-form"), "\(rules)")
      #expect(!rules.contains("input-missing-label"), "\(rules)")
    }
  }

  @Test("A Symfony form_start … form_end owns its fields")
  func symfonyFixture() throws {
    let document = try FormScanner().scanFile(
      atPath: fixture("twig/cases/templates/security/login.html.twig"))
    #expect(document.forms.count == 1)
    #expect(document.fields.map(\.formIndex) == [0, 0])
    #expect(
      document.fields.map(\.label) == ["{{ 'login.email'|trans }}", "{{ 'login.password'|trans }}"])
    #expect(!lint(document).contains { $0.rule == "field-outside-form" })
  }
}

@Suite("Labels naming ids that partials render")
struct TemplateIncludeLabelTests {
  @Test("A Blade include that passes the name pairs the label; unreadable partials are unknown")
  func bladeInclude() throws {
    let document = try FormScanner().scanFile(
      atPath: fixture("blade/cases/resources/views/auth/register.blade.php"))
    let labels = Dictionary(uniqueKeysWithValues: document.labels.map { ($0.forID ?? "", $0) })
    #expect(labels["email"]?.forTargetExists == true)
    // form.missing does not exist; form.text renders id="nick", not "nickname": unknown.
    #expect(labels["phone"]?.forTargetExists == nil)
    #expect(labels["nickname"]?.forTargetExists == nil)
    #expect(!lint(document).contains { $0.rule == "label-for-broken" })
  }

  @Test("A Django include with name= pairs the label")
  func djangoInclude() throws {
    let document = try FormScanner().scanFile(
      atPath: fixture("jinja/cases/templates/accounts/signup.html"))
    let labels = Dictionary(uniqueKeysWithValues: document.labels.map { ($0.forID ?? "", $0) })
    #expect(labels["username"]?.forTargetExists == true)
    #expect(labels["email"]?.forTargetExists == nil)
    #expect(!lint(document).contains { $0.rule == "label-for-broken" })
  }

  @Test("A view name that climbs out of the views root is not read")
  func escapingInclude() throws {
    let path = fixture("blade/cases/resources/views/auth/escape.blade.php")
    #expect(
      TemplateIncludes.partialPath(of: "../../secrets/text", syntax: .blade, from: path) == nil)
    let document = try FormScanner().scanFile(atPath: path)
    #expect(document.labels.first?.forTargetExists == nil)
    #expect(
      TemplateIncludes.partialPath(of: "form.text", syntax: .blade, from: path)
        == fixture("blade/cases/resources/views/form/text.blade.php"))
    let outside = "/srv/app/resources/views/auth/login.blade.php"
    #expect(
      TemplateIncludes.partialPath(of: "form/text.html", syntax: .jinja, from: outside) == nil)
  }

  @Test("Without any include, a label naming no id is still broken")
  func noInclude() {
    for syntax: SourceSyntax in [.blade, .jinja, .liquid, .handlebars, .erb] {
      let source = """
        <html><body><form action="/s"><label for="mail">Email</label><%= x %>{{ x }}
        <input type="email" id="email" name="email"><button>Go</button></form></body></html>
        """
      #expect(findings(source, syntax).contains { $0.rule == "label-for-broken" }, "\(syntax)")
    }
  }

  @Test("A partial of plain markup in a template syntax is a fragment too")
  func partialWithoutTemplateCode() {
    // An ERB style-guide partial with no ERB in it: its page supplies the form.
    let source = """
      <div class="field"><label for="user_name">Name</label>
      <input class="fullwidth" type="text" name="user[name]" id="user_name"></div>
      """
    #expect(!findings(source, .erb).contains { formRules.contains($0.rule) })
    #expect(findings(source, .html).contains { $0.rule == "field-outside-form" })
  }

  @Test("A label naming the id of a field a helper renders unread is unknown, not broken")
  func labelForUnreadHelper() {
    let source = """
      <html><body><%= form_with model: benefit, scope: :benefit, url: path do |form| %>
        <%= form.label :calculator_type %>
        <%= form.select :calculator_type, options_for_types(form.object) %>
      <% end %></body></html>
      """
    let found = findings(source, .erb)
    #expect(!found.contains { $0.rule == "label-for-broken" }, "\(found)")
  }

  @Test("A partial's field with an id may be labelled by the page that renders it")
  func partialFieldWithID() {
    let partial = #"<input type="date" id="{{ $name }}" name="{{ $name }}">"#
    let document = FormScanner().scan(
      html: partial, documentURL: "https://shop.example/", syntax: .blade)
    #expect(document.fields.first?.context.labelMayBeElsewhere == true)
    #expect(!lint(document).contains { $0.rule == "input-missing-label" })
    // Without an id nothing outside the file can name it.
    let anonymous = FormScanner().scan(
      html: #"<input type="date" name="{{ $name }}">"#, documentURL: "https://shop.example/",
      syntax: .blade)
    #expect(lint(anonymous).contains { $0.rule == "input-missing-label" })
  }

  static let includes: [(SourceSyntax, String)] = [
    (.blade, "@include('partials.email')"),
    (.blade, #"<x-text-input id="email" name="email" />"#),
    (.jinja, "{% include 'partials/email.html' %}"),
    (.twig, "{{ include('partials/email.html.twig') }}"),
    (.nunjucks, #"{% from "forms.njk" import field %}{{ field('email') }}"#),
    (.liquid, "{% render 'email-field' %}"),
    (.handlebars, "{{> email-field }}"),
    (.erb, "<%= render 'email_field' %>"),
    (.ejs, "<%- include('email-field') %>"),
  ]

  @Test("A label naming an id a partial may render is unknown", arguments: includes)
  func unresolvedInclude(syntax: SourceSyntax, include: String) {
    let source = """
      <html><body><form action="/s"><label for="email">Email</label>
      {{ x }}<%= x %>\(include)<button>Go</button></form></body></html>
      """
    #expect(!findings(source, syntax).contains { $0.rule == "label-for-broken" })
  }
}
