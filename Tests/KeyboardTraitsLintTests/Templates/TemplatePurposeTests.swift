import Foundation
import Testing

@testable import KeyboardTraits
@testable import KeyboardTraitsLint

/// What a field is for, read in template projects as their frameworks render them: Angular's
/// `novalidate`, Rails' hidden inputs and admin views, two-factor and change-email forms
/// (`Tests/Fixtures/templates/<syntax>/cases/`).
@Suite("Template purposes")
struct TemplatePurposeTests {
  /// The findings of the default rules on a case fixture, as `rule@line:column`.
  static func findings(_ path: String) throws -> [String] {
    let url = TemplateFixture.root.appendingPathComponent(path)
    let document = try FormScanner().scanFile(atPath: url.path)
    #expect(document.syntax != nil, "read as a template: \(path)")
    return Linter().lint(document).map { "\($0.rule)@\($0.position.line):\($0.position.column)" }
  }

  static func rule(_ id: String, in found: [String], line: Int) -> Bool {
    found.contains { $0.hasPrefix("\(id)@\(line):") }
  }

  @Test("Angular forms get novalidate: a step or an unbound pattern blocks no submit")
  func angularNoValidate() throws {
    let found = try Self.findings("angular/cases/donation-form.component.html")
    // type=number without step: Angular's form is sent with 12.50 all the same.
    #expect(!Self.rule("amount-needs-decimal", in: found, line: 5), "\(found)")
    // A pattern on a field bound to no form control: no one checks it.
    #expect(!Self.rule("card-pattern-too-strict", in: found, line: 9), "\(found)")
    // Angular's PatternValidator checks a field bound with formControlName.
    #expect(Self.rule("card-pattern-too-strict", in: found, line: 13), "\(found)")
    // ngNativeValidate asks for the browser's own validation: the step rejects 12.50.
    #expect(Self.rule("amount-needs-decimal", in: found, line: 23), "\(found)")
  }

  @Test("An authenticator code is digits: the Number pad, no capitalisation or autocorrection")
  func authenticatorCode() throws {
    for (path, line) in [
      ("angular/cases/donation-form.component.html", 16), ("erb/cases/two_factor.html.erb", 5),
    ] {
      let found = try Self.findings(path)
      #expect(Self.rule("numeric-text-without-inputmode", in: found, line: line), "\(found)")
      let typingAids = [
        "identifier-autocapitalize", "identifier-autocorrect", "code-inline-predictions",
      ]
      for rule in typingAids {
        #expect(!Self.rule(rule, in: found, line: line), "\(rule) in \(path): \(found)")
      }
    }
  }

  @Test("A recovery code may hold letters; an OTP in a password field needs one-time-code")
  func twoFactorForm() throws {
    let found = try Self.findings("erb/cases/two_factor.html.erb")
    #expect(Self.rule("otp-autocomplete", in: found, line: 7), "\(found)")
    #expect(!Self.rule("password-autocomplete", in: found, line: 7), "\(found)")
    #expect(!Self.rule("numeric-text-without-inputmode", in: found, line: 9), "\(found)")
    // Rails' hidden inputs carry autocomplete="off" on purpose.
    #expect(!found.contains { $0.hasPrefix("autocomplete-onoff-misuse@") }, "\(found)")
  }

  @Test("The new address of a change-email form is not the account name")
  func changeEmail() throws {
    let found = try Self.findings("erb/cases/two_factor.html.erb")
    for line in [15, 17] {
      #expect(!Self.rule("username-autocomplete", in: found, line: line), "\(found)")
    }
  }

  @Test("An admin editing another user's record is not signing in")
  func adminUserForm() throws {
    let path = "erb/cases/admin/users/_form.html.erb"
    let url = TemplateFixture.root.appendingPathComponent(path)
    let document = try FormScanner().scanFile(atPath: url.path)
    let diagnostics = Linter().lint(document)
    let found = diagnostics.map { "\($0.rule)@\($0.position.line):\($0.position.column)" }
    #expect(!found.contains { $0.hasPrefix("username-autocomplete@") }, "\(found)")
    #expect(!found.contains { $0.hasPrefix("autocomplete-onoff-misuse@") }, "\(found)")
    // The user's own email is not filled into another user's record.
    #expect(!Self.rule("autocomplete-missing-known-field", in: found, line: 9), "\(found)")
    let password = try #require(diagnostics.first { $0.rule == "password-autocomplete" })
    #expect(password.position.line == 11)
    #expect(password.message.contains("autocomplete=\"new-password\""), "\(password.message)")
    #expect(!password.message.contains("current-password"), "\(password.message)")
  }
}
