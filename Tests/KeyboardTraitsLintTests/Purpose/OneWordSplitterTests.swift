import Testing

@testable import KeyboardTraits
@testable import KeyboardTraitsLint

/// One splitter reads a field's words, so every spelling of the same identifier reads the
/// same: its words, its purpose, and whether its data is someone else's.
@Suite("One word splitter")
struct OneWordSplitterTests {
  /// The four spellings of one name, as markup, scripts and templates write it.
  static let spellings = ["guestEmail", "guest_email", "guest-email", "GuestEmail"]

  struct Reading: Equatable {
    let words: [String]
    let primary: FieldPurpose?
    let purposes: [FieldPurpose]
    let isSomeoneElses: Bool
  }

  static func reading(_ name: String) throws -> Reading {
    let document = FormScanner().scan(
      html: #"<input type="text" name="\#(name)">"#, documentURL: "https://shop.example/")
    let field = try #require(LintDocument(document).fields.first)
    return Reading(
      words: FieldText(name).words.map(\.text), primary: field.purpose.primary,
      purposes: field.purpose.evidence.map(\.purpose),
      isSomeoneElses: OtherPersonWords.mentioned(by: field.field))
  }

  @Test("guestEmail, guest_email, guest-email and GuestEmail give the same words and purpose")
  func spellingsReadAlike() throws {
    let readings = try Self.spellings.map(Self.reading)
    #expect(readings.first?.words == ["guest", "email"])
    #expect(readings.first?.primary == .email)
    #expect(readings.first?.isSomeoneElses == true)
    for (spelling, reading) in zip(Self.spellings, readings) {
      #expect(reading == readings.first, "\(spelling) reads differently")
    }
  }

  @Test("a guest's email is no autofill field of the user's own, however it is spelt")
  func noAdviceForSomeoneElsesEmail() {
    for spelling in Self.spellings {
      let document = FormScanner().scan(
        html: #"<input type="text" name="\#(spelling)">"#, documentURL: "https://shop.example/")
      let only = LintConfiguration(only: ["autocomplete-missing-known-field"])
      let linter = Linter(configuration: only)
      #expect(linter.lint(document).isEmpty, "\(spelling)")
    }
  }

  @Test("a component's name is split as a field's name is")
  func componentNames() {
    #expect(
      ComponentSurvey.proposal(for: "GuestEmailInput", passesType: false).attributes.map(\.value)
        == ["email"])
    #expect(
      FieldText("Form.URLInput2x_b").words.map(\.text) == ["form", "url", "input", "2", "x", "b"])
  }
}
