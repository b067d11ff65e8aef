import Testing

@testable import KeyboardTraits
@testable import KeyboardTraitsLint

@Suite("Autocomplete parsing and the autofill processing model")
struct AutocompleteProcessingModelTests {
  struct ModelCase: Sendable, CustomTestStringConvertible {
    var value: String
    var shape: AutocompleteValue.Shape = .details
    var field: String?
    var section: String?
    var hint: String?
    var contact: String?
    var webauthn = false
    var testDescription: String { "\"\(value)\"" }
  }

  static let modelCases: [ModelCase] = [
    // docs/browsers/ios.md §4 rows 80-92.
    .init(value: "username", field: "username"),
    .init(value: "email", field: "email"),
    .init(value: "current-password", field: "current-password"),
    .init(value: "new-password", field: "new-password"),
    .init(value: "one-time-code", field: "one-time-code"),
    .init(value: "given-name", field: "given-name"),
    .init(
      value: "section-a shipping postal-code", field: "postal-code", section: "section-a",
      hint: "shipping"),
    .init(value: "work tel", field: "tel", contact: "work"),
    .init(value: "cc-number", field: "cc-number"),
    .init(value: "foo email"),
    .init(value: "EMAIL", field: "email"),
    .init(value: "username webauthn", field: "username", webauthn: true),
    .init(value: "street-address", field: "street-address"),
    // Webauthn (credential category, at most five tokens).
    .init(value: "current-password webauthn", field: "current-password", webauthn: true),
    .init(
      value: "section-a billing home email webauthn", field: "email", section: "section-a",
      hint: "billing", contact: "home", webauthn: true),
    // Alone, webauthn is its own field name (WebKit and the spec's "skip to done").
    .init(value: "webauthn", webauthn: true),
    .init(value: "webauthn username"),
    .init(value: "username webauthn webauthn"),
    .init(value: "on webauthn"),
    // Lone on/off and empty values name no field.
    .init(value: "on", shape: .on),
    .init(value: "OFF", shape: .off),
    .init(value: "", shape: .empty),
    .init(value: " \t\n\r\u{0C}", shape: .empty),
    .init(value: "on off"),
    .init(value: "off email"),
    .init(value: "email off"),
    // Counts: normal 3, contact 4.
    .init(value: "shipping"),
    .init(value: "email tel"),
    .init(value: "section-a shipping billing name"),
    .init(
      value: "section-a shipping home tel", field: "tel", section: "section-a",
      hint: "shipping", contact: "home"),
    .init(value: "section-a shipping home tel tel"),
    // Order.
    .init(value: "name billing"),
    .init(value: "mobile section-a tel"),
    .init(value: "shipping section-a name"),
    .init(value: "work shipping tel"),
    .init(value: "section-a section-b tel"),
    // Contact only before contact-capable names.
    .init(value: "home name"),
    .init(value: "home tel-national", field: "tel-national", contact: "home"),
    .init(value: "pager impp", field: "impp", contact: "pager"),
    // Case, whitespace and the bare section prefix.
    .init(
      value: "Section-A Shipping Postal-Code", field: "postal-code", section: "section-a",
      hint: "shipping"),
    .init(value: "\tshipping\npostal-code\r\n", field: "postal-code", hint: "shipping"),
    .init(value: "section- email", field: "email", section: "section-"),
    .init(value: "tel\u{A0}"),
    .init(value: "ÉMAIL"),
    .init(value: "billing cc-exp", field: "cc-exp", hint: "billing"),
  ]

  @Test(arguments: modelCases)
  func processingModel(_ c: ModelCase) {
    let value = AutocompleteValue.parse(c.value)
    #expect(value.rawValue == c.value)
    #expect(value.shape == c.shape)
    #expect(value.fieldName == c.field)
    #expect(value.isUsableForAutofill == (c.field != nil))
    #expect(value.section == c.section)
    #expect(value.hint == c.hint)
    #expect(value.contact == c.contact)
    #expect(value.webauthn == c.webauthn)
  }

  static let tokenCases: [(String, [String], [Int])] = [
    ("email", ["email"], [0]),
    ("  email  ", ["email"], [2]),
    ("Shipping\tPostal-Code", ["Shipping", "Postal-Code"], [0, 9]),
    ("  é email", ["é", "email"], [2, 4]),
    ("  e\u{301} email", ["e\u{301}", "email"], [2, 5]),
    ("👍🏽 work tel", ["👍🏽", "work", "tel"], [0, 3, 8]),
    ("\u{A0}email", ["\u{A0}email"], [0]),
    ("a\u{0C}b\rc", ["a", "b", "c"], [0, 2, 4]),
    ("", [], []),
  ]

  @Test(arguments: tokenCases)
  func tokensAndScalarOffsets(value: String, texts: [String], offsets: [Int]) {
    let tokens = AutocompleteValue.parse(value).tokens
    #expect(tokens.map(\.text) == texts)
    #expect(tokens.map(\.offset) == offsets)
  }

  @Test func lowercasingIsASCIIOnly() {
    let tokens = AutocompleteValue.parse("Section-Ä EMAIL").tokens
    #expect(tokens.map(\.lowercased) == ["section-Ä", "email"])
    #expect(tokens.map(\.text) == ["Section-Ä", "EMAIL"])
  }

  @Test func controlTypeIsNotPartOfTheModel() {
    // autocomplete=email on a password field is still used by browsers.
    let value = AutocompleteValue.parse("email")
    #expect(value.isUsableForAutofill)
    #expect(value.problems(on: .password).map(\.kind) == [.controlMismatch])
  }
}
