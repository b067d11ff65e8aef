import Foundation
import Testing

@testable import KeyboardTraits
@testable import KeyboardTraitsLint

/// `docs/rules.md` is generated from the rule files; it must never drift from them.
@Suite("Rule documentation")
struct RuleDocumentationTests {
  static let docsURL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("docs/rules.md")

  @Test("docs/rules.md matches `kbtraits rules --format markdown`")
  func generatedDocsAreCurrent() throws {
    let generated = RuleDocumentation.catalogueMarkdown()
    if ProcessInfo.processInfo.environment["KBTRAITS_UPDATE_GOLDENS"] == "1" {
      try generated.write(to: Self.docsURL, atomically: false, encoding: .utf8)
    }
    let committed = try String(contentsOf: Self.docsURL, encoding: .utf8)
    #expect(
      committed == generated,
      "regenerate: swift run kbtraits rules --format markdown > docs/rules.md")
  }

  @Test("every rule appears in the catalogue with its examples")
  func everyRuleDocumented() {
    let markdown = RuleDocumentation.catalogueMarkdown()
    for rule in RuleRegistry.all {
      #expect(markdown.contains("`\(rule.id)`: \(rule.description.name)"))
      for example in rule.description.triggeringExamples {
        #expect(markdown.contains(example.strippedHTML))
      }
    }
  }

  @Test("the catalogue ids from spec/rules.md all exist")
  func catalogueIDsExist() {
    let catalogue = [
      "autocomplete-unknown-token", "autocomplete-token-order", "autocomplete-field-count",
      "autocomplete-contact-misuse", "autocomplete-control-mismatch",
      "autocomplete-webauthn-misplaced", "autocomplete-onoff-misuse", "autocomplete-empty",
      "autocomplete-not-applicable", "autocomplete-fake-off", "password-autocomplete",
      "password-new-vs-current", "username-autocomplete", "otp-autocomplete",
      "autocomplete-missing-known-field", "autocomplete-off-personal", "field-needs-id-or-name",
      "cc-csc-password", "autocomplete-section-needed", "number-for-identifier",
      "email-not-email-keyboard", "tel-not-tel-keyboard", "url-not-url-keyboard",
      "numeric-text-without-inputmode", "inputmode-invalid", "inputmode-conflict",
      "inputmode-none", "amount-needs-decimal", "pattern-digit-hack", "input-type-unknown",
      "implicit-input-type", "identifier-autocapitalize", "autocapitalize-no-effect",
      "identifier-autocorrect", "secret-spellcheck", "typing-aid-invalid-value",
      "name-autocapitalize-words", "enterkeyhint-invalid", "enterkeyhint-suggest",
      "pattern-invalid", "pattern-redundant-anchors", "attribute-not-applicable",
      "card-pattern-too-strict", "input-missing-label", "label-for-broken",
      "placeholder-only-label", "field-outside-form", "split-code-inputs", "paste-blocked",
      "prefer-native-control", "form-dup-name", "attribute-typo", "pattern-not-numeric-pad",
      "typing-aid-false", "search-key-needs-form-action", "enterkeyhint-previous",
      "inputmode-ignored-on-android", "platform-divergence", "login-form-textarea",
      "pattern-escaped-class", "search-field-needs-name", "change-password-needs-username",
    ]
    let ids = Set(RuleRegistry.ids)
    for id in catalogue { #expect(ids.contains(id), "missing rule \(id)") }
    #expect(RuleRegistry.all.count >= 55)
  }
}
