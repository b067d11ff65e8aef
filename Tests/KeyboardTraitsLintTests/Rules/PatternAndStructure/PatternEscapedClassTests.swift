import Testing

@testable import KeyboardTraits
@testable import KeyboardTraitsLint

/// The intended pattern and the wanted backslashes of `pattern-escaped-class`.
@Suite("Escaped class patterns")
struct PatternEscapedClassTests {
  static func diagnostics(_ rule: any Rule.Type, _ html: String) -> [Diagnostic] {
    let document = FormScanner().scan(html: html, documentURL: "https://shop.example/")
    return Linter(configuration: LintConfiguration(only: [rule.id])).lint(document)
  }

  @Test(
    "an escaped class gives the pattern the author meant",
    arguments: [
      // Every backslash doubled, as in a JavaScript string: all of them are halved.
      (#"\\d{5}"#, #"\d{5}"#),
      (#"^\\d{3}-\\d{4}$"#, #"\d{3}-\d{4}"#),
      (#"[\\w.]+@[a-z]+\\.[a-z]{2,}"#, #"[\w.]+@[a-z]+\.[a-z]{2,}"#),
      // Escaped brackets: only they change.
      (#"\[0-9\]{5}"#, #"[0-9]{5}"#),
      (#"\[A-Z\]{2}\d+"#, #"[A-Z]{2}\d+"#),
    ] as [(String, String)])
  func intended(pattern: String, intended: String) throws {
    let escaped = try #require(EscapedClassPattern(pattern))
    #expect(escaped.intended == intended)
  }

  @Test(
    "a wanted backslash or bracket is no escaped class",
    arguments: [
      #"C:\\Users\\.+"#, #"\\\\d+"#, #"[A-Z]+\\[a-z]+"#, #"\\data"#, #"\[[0-9]+\]"#,
      #"\[note\]"#, #"\d{5}"#, #"[0-9]{5"#, #"DOMAIN\\.+"#,
    ])
  func wanted(pattern: String) {
    #expect(EscapedClassPattern(pattern) == nil)
  }

  @Test("the fix of a digit pattern on a text field brings the number pad")
  func escapedDigitsGetNumberPad() throws {
    let found = Self.diagnostics(
      PatternEscapedClassRule.self, #"<input name="zip" pattern="\\d{5}" aria-label="ZIP">"#)
    let fix = try #require(found.first?.fix)
    #expect(fix.edits.first == .setValue(attribute: "pattern", value: #"\d{5}"#))
    #expect(fix.edits.contains(.add(attribute: "inputmode", value: "numeric")))
    #expect(fix.safety == .unsafe)
    #expect(found.first?.message.contains(#"not \d"#) == true)
  }
}
