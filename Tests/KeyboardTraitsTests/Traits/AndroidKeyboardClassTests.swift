import Testing

@testable import KeyboardTraits

/// Chrome for Android's keyboard class (`android.md` §1), checked against the expected
/// EditorInfo of `android.md` §4.
@Suite("Android keyboard class")
struct AndroidKeyboardClassTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let html: String
    let expected: AndroidKeyboardClass
    /// The §4 row (or C-rule) the case comes from.
    let source: String
    var testDescription: String { "\(source): \(html)" }

    init(_ html: String, _ expected: AndroidKeyboardClass, _ source: String) {
      self.html = html
      self.expected = expected
      self.source = source
    }
  }

  /// §4 rows 1–11: the type mapping without inputmode.
  static let types: [Case] = [
    Case(#"<input type="text">"#, .qwerty, "row 1"),
    Case("<input>", .qwerty, "row 2"),
    Case(#"<input type="bogus">"#, .qwerty, "row 3"),
    Case("<textarea></textarea>", .qwerty, "row 4"),
    Case(#"<div contenteditable="true"></div>"#, .qwerty, "row 5"),
    Case(#"<input type="search">"#, .qwerty, "row 6"),
    Case(#"<input type="email">"#, .email, "row 7"),
    Case(#"<input type="url">"#, .url, "row 8"),
    Case(#"<input type="tel">"#, .phone, "row 9"),
    Case(#"<input type="number">"#, .decimal, "row 10"),
    Case(#"<input type="password">"#, .password, "row 11"),
  ]

  /// §4 rows 21–38: inputmode, where it is read (C4, C11–C13) and the password rule (C16).
  static let inputModes: [Case] = [
    Case(#"<input inputmode="numeric">"#, .number, "row 21"),
    Case(#"<input inputmode="decimal">"#, .decimal, "row 22"),
    Case(#"<input inputmode="tel">"#, .phone, "row 23"),
    Case(#"<input inputmode="email">"#, .email, "row 24"),
    Case(#"<input inputmode="url">"#, .url, "row 25"),
    Case(#"<input inputmode="text">"#, .qwerty, "row 26"),
    Case(#"<input type="search" inputmode="search">"#, .qwerty, "row 27"),
    Case(#"<input inputmode="NUMERIC">"#, .number, "row 28"),
    Case(#"<input inputmode="digits">"#, .qwerty, "row 29"),
    Case(#"<input inputmode="none">"#, .none, "row 30"),
    Case(#"<input type="email" inputmode="numeric">"#, .email, "row 31"),
    Case(#"<input type="email" inputmode="none">"#, .email, "row 32"),
    Case(#"<input type="tel" inputmode="numeric">"#, .phone, "row 33"),
    Case(#"<input type="password" inputmode="numeric">"#, .numberPassword, "row 34"),
    Case(#"<input type="password" inputmode="tel">"#, .password, "row 35"),
    Case(#"<input type="password" inputmode="email">"#, .email, "row 36"),
    Case(#"<textarea inputmode="numeric"></textarea>"#, .number, "row 37"),
    Case(#"<div contenteditable inputmode="tel"></div>"#, .phone, "row 38"),
    Case(#"<input type="number" inputmode="text">"#, .decimal, "C4"),
    Case(#"<input type="url" inputmode="numeric">"#, .url, "C4"),
    Case(#"<input type="search" inputmode="decimal">"#, .decimal, "C4, C11"),
    Case(#"<input type="password" inputmode="decimal">"#, .password, "C16"),
    Case(#"<input type="password" inputmode="url">"#, .url, "C16"),
    Case(#"<input type="password" inputmode="text">"#, .password, "C16"),
    Case(#"<input type="password" inputmode="none">"#, .none, "C13"),
    Case(#"<div contenteditable inputmode="none"></div>"#, .none, "C13"),
    Case(#"<input pattern="[0-9]*">"#, .qwerty, "row 62 (C18)"),
  ]

  /// C1: fields without a keyboard.
  static let withoutKeyboard: [Case] = [
    Case("<input readonly>", .none, "row 65"),
    Case(#"<input type="date">"#, .picker, "row 66"),
    Case(#"<input type="week">"#, .picker, "C1"),
    Case(#"<input type="datetime-local" readonly>"#, .none, "C1"),
    Case("<textarea readonly></textarea>", .none, "C1"),
    Case(#"<input type="email" disabled>"#, .none, "C1"),
    Case(#"<fieldset disabled><input type="tel"></fieldset>"#, .none, "C1"),
    Case(#"<input type="checkbox">"#, .none, "C1"),
    Case(#"<input type="range">"#, .none, "C1"),
    Case(#"<input type="hidden">"#, .none, "C1"),
    Case(#"<input type="file">"#, .none, "C1"),
    Case(#"<input type="submit">"#, .none, "C1"),
    Case("<select><option>a</option></select>", .picker, "C1"),
    Case(#"<input type="color">"#, .picker, "C1"),
  ]

  static func keyboardClass(_ html: String) throws -> AndroidKeyboardClass {
    let fields = FormScanner().scan(html: html, documentURL: "https://shop.example/").fields
    try #require(fields.count == 1, "expected one field in \(html)")
    return AndroidKeyboardClass.forField(fields[0])
  }

  @Test("type mapping, docs/browsers/android.md §4 rows 1–11", arguments: types)
  func typeMapping(_ testCase: Case) throws {
    #expect(try Self.keyboardClass(testCase.html) == testCase.expected)
  }

  @Test("inputmode, docs/browsers/android.md §4 rows 21–38 and C4, C11–C13, C16", arguments: inputModes)
  func inputMode(_ testCase: Case) throws {
    #expect(try Self.keyboardClass(testCase.html) == testCase.expected)
  }

  @Test("fields without a keyboard, docs/browsers/android.md C1", arguments: withoutKeyboard)
  func noKeyboard(_ testCase: Case) throws {
    #expect(try Self.keyboardClass(testCase.html) == testCase.expected)
  }
}
