import Testing

@testable import KeyboardTraits
@testable import KeyboardTraitsLint

/// The parts a phone number split over several boxes gets (`autocomplete-missing-known-field`).
@Suite("Split phone numbers")
struct SplitPhoneNumberTests {
  static func diagnostics(_ rule: any Rule.Type, _ html: String) -> [Diagnostic] {
    let document = FormScanner().scan(html: html, documentURL: "https://shop.example/")
    return Linter(configuration: LintConfiguration(only: [rule.id])).lint(document)
  }

  @Test(
    "split phone boxes name their parts",
    arguments: [
      (
        #"""
        <form action="/a"><label>Phone <input name="c" maxlength="2"></label>
        <input name="a" maxlength="3"><input name="p" maxlength="3">
        <input name="s" maxlength="4"></form>
        """#,
        ["tel-country-code", "tel-area-code", "tel-local-prefix", "tel-local-suffix"]
      ),
      (
        #"""
        <form action="/a"><input name="phone_area" size="3"><input name="phone_exchange" size="3">
        <input name="phone_line" size="4"></form>
        """#,
        ["tel-area-code", "tel-local-prefix", "tel-local-suffix"]
      ),
      // Four one-character code boxes are split-code-inputs', never a phone number.
      (
        #"""
        <form action="/a"><input name="phone1" maxlength="1"><input name="phone2" maxlength="1">
        <input name="phone3" maxlength="1"><input name="phone4" maxlength="1"></form>
        """#,
        []
      ),
      // A date: short boxes, no phone words.
      (
        #"""
        <form action="/a"><input name="m" maxlength="3"><input name="d" maxlength="3">
        <input name="y" maxlength="4"></form>
        """#,
        []
      ),
    ] as [(String, [String])])
  func splitPhone(html: String, parts: [String]) {
    let found = Self.diagnostics(AutocompleteMissingKnownFieldRule.self, html)
    let named = found.compactMap { diagnostic in
      diagnostic.fix?.edits.compactMap { edit -> String? in
        if case .add("autocomplete", let value) = edit { return value }
        return nil
      }.first
    }
    #expect(named.filter { $0.hasPrefix("tel-") } == parts)
  }
}
