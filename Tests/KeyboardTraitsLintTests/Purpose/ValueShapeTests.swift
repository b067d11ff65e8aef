import Foundation
import Testing

@testable import KeyboardTraits
@testable import KeyboardTraitsLint

@Suite("Value shapes")
struct ValueShapeTests {
  @Test(
    "reads digit-only patterns",
    arguments: [
      ("[0-9]{6}", 6...6), ("^\\d{4,8}$", 4...8), ("\\d*", 0...Int.max), ("[0-9]*", 0...Int.max),
      ("\\d{3}[0-9]{3}", 6...6), ("[\\d]+", 1...Int.max), ("\\d{5,}", 5...Int.max),
    ])
  func digitPattern(_ pattern: String, _ lengths: ClosedRange<Int>) {
    #expect(ValueShape.digitLengths(of: pattern) == lengths)
  }

  @Test(arguments: ["[A-Z]{2}", "\\d{3}-\\d{4}", "", "[0-9]{2,1}", "\\w+", "\\d{x}"])
  func rejectsOtherPatterns(_ pattern: String) {
    #expect(ValueShape.digitLengths(of: pattern) == nil)
  }

  /// Placeholders without any marker character skip the search; these must still be cut.
  @Test(arguments: [
    ("Project name, e.g. Acme website", "Project name, "),
    ("Name (E.G. Jane)", "Name ("),
    ("Тема, например email", "Тема, "),
    ("Тема, НАПРИМЕР email", "Тема, "),
    ("名称，例如电子邮件", "名称，"),
    ("Projekt, z. B. Website", "Projekt, "),
    ("Apex. Corp", "Apex. Corp"),
    ("Project name", "Project name"),
    ("", ""),
  ])
  func exampleIsCutFromThePlaceholder(_ placeholder: String, _ kept: String) {
    #expect(ValueShape.withoutExample(placeholder) == kept)
  }

  @Test func autocompleteFieldNameReadsTheLastToken() {
    #expect(AutocompleteFieldName("section-a billing CC-Number")?.purpose == .cardNumber)
    #expect(AutocompleteFieldName("email webauthn")?.purpose == .email)
    #expect(AutocompleteFieldName("sex")?.token == "sex")
    #expect(AutocompleteFieldName("sex")?.purpose == nil)
    #expect(AutocompleteFieldName("off") == nil)
    #expect(AutocompleteFieldName("address-line-1") == nil)
    #expect(AutocompleteFieldName("   ") == nil)
  }

  @Test("only ASCII whitespace (TAB, LF, FF, CR, SPACE) separates tokens; U+000B does not")
  func autocompleteFieldNameSplitsOnASCIIWhitespaceOnly() {
    #expect(AutocompleteFieldName("shipping\t\r\n\u{0C}email")?.purpose == .email)
    #expect(AutocompleteFieldName("shipping\u{0B}email") == nil)
    #expect(AutocompleteFieldName("shipping\u{A0}email") == nil)
  }

  @Test(
    "ASCII placeholders are trimmed and lowercased as Foundation does it",
    arguments: [
      "  You@Example.COM\t", "\t\t", "", "E.g. +1 (555) 010-0199 ", "\nLine\r", "\u{0B}VT\u{0C}",
      " A  B ", "Téléphone ", "\u{00A0}nbsp\u{00A0}", "\u{3000}全角\u{3000}",
    ])
  func trimmedLowercased(text: String) {
    #expect(
      ValueShape.trimmedLowercased(text) == text.trimmingCharacters(in: .whitespaces).lowercased())
  }
}
