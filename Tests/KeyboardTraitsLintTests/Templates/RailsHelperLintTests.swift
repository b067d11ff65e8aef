import Foundation
import Testing

@testable import KeyboardTraits
@testable import KeyboardTraitsLint

/// The rules on fields Rails helpers render: findings at the helper call, and no edit written
/// into Ruby code.
@Suite("Rules on Rails helper fields")
struct RailsHelperLintTests {
  static let cases = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/templates/erb/cases")

  static func lint(_ name: String) throws -> (String, ScannedDocument, [Diagnostic]) {
    let source = try String(contentsOf: cases.appendingPathComponent(name), encoding: .utf8)
    let document = FormScanner().scan(
      html: source, documentURL: "https://shop.example/", syntax: .erb)
    return (source, document, Linter().lint(document))
  }

  @Test("A sign-in without autocomplete: both fields are flagged at the helper call")
  func signInFindings() throws {
    let (source, document, diagnostics) = try Self.lint("rails_sign_in.html.erb")
    let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
    let emailLine = try #require(lines.firstIndex { $0.contains("form.email_field") }) + 1
    let passwordLine = try #require(lines.firstIndex { $0.contains("form.password_field") }) + 1
    let email = diagnostics.filter { $0.fieldIndex == 0 }
    let password = diagnostics.filter { $0.fieldIndex == 1 }
    #expect(email.contains { $0.rule == "username-autocomplete" })
    #expect(password.contains { $0.rule == "password-autocomplete" })
    for diagnostic in email + password where diagnostic.rule.hasSuffix("-autocomplete") {
      #expect([emailLine, passwordLine].contains(diagnostic.position.line), "\(diagnostic)")
      #expect(diagnostic.position.column == 9, "\(diagnostic)")
    }
    #expect(document.fields[0].position.line == emailLine)
  }

  @Test("A sign-up that says what each field is draws no autocomplete finding on them")
  func signUpQuiet() throws {
    let (_, _, diagnostics) = try Self.lint("rails_sign_up.html.erb")
    let rules = Set(diagnostics.map(\.rule))
    for rule in [
      "password-autocomplete", "username-autocomplete", "autocomplete-missing-known-field",
      "password-new-vs-current", "field-outside-form", "label-missing",
    ] {
      #expect(!rules.contains(rule), "\(rule): \(diagnostics.filter { $0.rule == rule })")
    }
  }

  @Test("No fix edits Ruby: a helper's attributes have no place in HTML")
  func noEditsIntoRuby() throws {
    let (source, document, diagnostics) = try Self.lint("rails_sign_in.html.erb")
    let bytes = Array(source.utf8)
    let result = FixApplier.apply(
      diagnostics, to: document, fileBytes: bytes, includingUnsafe: true)
    #expect(result.bytes == bytes)
    #expect(result.applied.isEmpty)
  }
}
