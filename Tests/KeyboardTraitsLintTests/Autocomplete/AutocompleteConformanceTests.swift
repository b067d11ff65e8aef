import Testing

@testable import KeyboardTraits
@testable import KeyboardTraitsLint

@Suite("Autocomplete conformance problems")
struct AutocompleteConformanceTests {
  typealias Kind = AutocompleteProblem.Kind

  /// One expectation: the problem kinds in order, and the first problem's offset and suggestion.
  struct Case: Sendable, CustomTestStringConvertible {
    var value: String
    var control: AutocompleteControl
    var kinds: [Kind] = []
    var offset: Int?
    var suggestion: String?
    var testDescription: String { "\"\(value)\" on \(control)" }

    static func ok(_ value: String, _ control: AutocompleteControl) -> Case {
      Case(value: value, control: control)
    }

    static func bad(
      _ value: String, _ control: AutocompleteControl, _ kinds: Kind..., at offset: Int? = 0,
      suggest suggestion: String? = nil
    ) -> Case {
      Case(value: value, control: control, kinds: kinds, offset: offset, suggestion: suggestion)
    }
  }

  static let controlGroupCases: [Case] = [
    .bad("cc-number", .number, .controlMismatch),
    .bad("cc-number", .tel, .controlMismatch),
    .bad("cc-csc", .number, .controlMismatch),
    .bad("postal-code", .number, .controlMismatch),
    .bad("postal-code", .tel, .controlMismatch),
    .bad("one-time-code", .number, .controlMismatch),
    .bad("email", .tel, .controlMismatch),
    .bad("email", .password, .controlMismatch),
    .ok("username", .email),
    .ok("email", .email),
    .bad("street-address", .text, .controlMismatch),
    .ok("street-address", .textarea),
    .ok("street-address", .select),
    .ok("street-address", .hidden),
    .bad("new-password", .number, .controlMismatch),
    .bad("cc-exp-month", .date, .controlMismatch),
    .ok("bday", .date),
    .ok("one-time-code", .password),
    .ok("one-time-code", .text),
    .ok("tel", .tel),
    .bad("tel-national", .tel, .controlMismatch),
    .ok("cc-exp", .month),
    .bad("cc-exp", .date, .controlMismatch),
    .ok("bday-day", .number),
    .ok("impp", .url),
    // Unlike VNU, type=search is group-checked like type=text.
    .ok("cc-number", .search),
    .bad("street-address", .search, .controlMismatch),
    .ok("cc-number", .input(type: "bogus")),
  ]

  static let orderCases: [Case] = [
    .bad("name billing", .text, .tokenOrder, at: 5, suggest: "billing name"),
    .bad("mobile section-a tel", .text, .tokenOrder, at: 7, suggest: "section-a mobile tel"),
    .bad("shipping section-a name", .text, .tokenOrder, at: 9, suggest: "section-a shipping name"),
    .bad("tel work", .text, .tokenOrder, at: 4, suggest: "work tel"),
    .bad("work shipping tel", .text, .tokenOrder, at: 5, suggest: "shipping work tel"),
    .bad("section-a section-b name", .text, .tokenOrder, at: 10),
    .bad("shipping billing name", .text, .tokenOrder, at: 9),
    .ok("section-a shipping work tel webauthn", .text),
  ]

  static let countCases: [Case] = [
    .bad("shipping", .text, .fieldCount, at: nil),
    .bad("section-a", .textarea, .fieldCount, at: nil),
    .bad("work", .text, .fieldCount, at: nil, suggest: "work tel"),
    .bad("email tel", .text, .fieldCount, at: 6),
    .bad("section-a shipping work email tel webauthn", .text, .fieldCount, at: 30),
  ]

  static let contactCases: [Case] = [
    .ok("work email", .text),
    .ok("mobile email", .email),
    .ok("home tel-national", .text),
    .ok("fax tel", .tel),
    .ok("pager impp", .url),
    .bad("work name", .text, .contactMisuse, suggest: "name"),
    .bad("home postal-code", .text, .contactMisuse, suggest: "postal-code"),
    .bad(
      "shipping mobile street-address", .textarea, .contactMisuse, at: 9,
      suggest: "shipping street-address"),
  ]

  static let webauthnCases: [Case] = [
    .ok("username webauthn", .text),
    .ok("current-password webauthn", .password),
    .ok("email webauthn", .textarea),
    .bad("webauthn", .text, .webauthnMisplaced, suggest: "username webauthn"),
    .bad("webauthn", .password, .webauthnMisplaced, suggest: "current-password webauthn"),
    .bad("webauthn", .url, .webauthnMisplaced),
    .bad("webauthn username", .text, .webauthnMisplaced, suggest: "username webauthn"),
    .bad("username webauthn", .select, .webauthnMisplaced, at: 9, suggest: "username"),
    .bad(
      "username webauthn webauthn", .text, .webauthnMisplaced, at: 9,
      suggest: "username webauthn"),
  ]

  static let onOffCases: [Case] = [
    // The detail tokens kept, as the message says: one value for the fix.
    .bad("off email", .text, .onOffMisuse, suggest: "email"),
    .bad("email off", .text, .onOffMisuse, at: 6, suggest: "email"),
    .bad("on off", .text, .onOffMisuse, .onOffMisuse),
    .bad("on", .hidden, .onOffMisuse),
    .bad("OFF", .hidden, .onOffMisuse),
    .ok("email", .hidden),
    .bad("email", .form, .onOffMisuse),
    .bad("off email", .form, .onOffMisuse, at: 4, suggest: "off"),
    .ok("on", .form),
    .ok("OFF", .form),
    .ok("off", .text),
    .ok("off", .select),
    .ok("off", .textarea),
    .ok("on", .password),
    .ok("off", .time),
    .ok("on", .color),
  ]

  static let emptyAndApplicabilityCases: [Case] = [
    .bad("", .text, .empty, at: nil),
    .bad("   \t\n", .textarea, .empty, at: nil),
    .bad("", .form, .empty, at: nil),
    .bad("", .checkbox, .notApplicable, at: nil),
    .bad("email", .checkbox, .notApplicable, at: nil),
    .bad("off", .input(type: "radio"), .notApplicable, at: nil),
    .bad("name", .input(type: "file"), .notApplicable, at: nil),
    .bad("off", .input(type: "submit"), .notApplicable, at: nil),
    .bad("off", .input(type: "image"), .notApplicable, at: nil),
    .bad("off", .input(type: "reset"), .notApplicable, at: nil),
    .bad("off", .input(type: "BUTTON"), .notApplicable, at: nil),
    .bad("bday", .time, .notApplicable, suggest: "off"),
    .bad("name", .week, .notApplicable, suggest: "off"),
    .bad("shipping name", .datetimeLocal, .notApplicable, at: 9, suggest: "off"),
    .bad("transaction-amount", .range, .notApplicable, suggest: "off"),
  ]

  static let caseCases: [Case] = [
    .ok("EMAIL", .email),
    .ok("Section-A Shipping Postal-Code", .text),
    .ok("Work Tel", .tel),
    .ok("Username WebAuthn", .text),
    .ok("section- email", .text),
    .bad("Name Billing", .text, .tokenOrder, at: 5, suggest: "billing name"),
    .bad("EMIAL", .text, .unknownToken, suggest: "email"),
    .bad("NUMBER", .text, .offLike, suggest: "off"),
  ]

  static let typoCases: [Case] = [
    .bad("address-line-1", .text, .unknownToken, suggest: "address-line1"),
    .bad(
      "shipping address-line-1", .text, .unknownToken, at: 9,
      suggest: "shipping address-line1"),
    .bad("address-line-1 shipping", .text, .unknownToken, suggest: "shipping address-line1"),
    .bad("zip", .text, .unknownToken, suggest: "postal-code"),
    .bad("zip", .number, .unknownToken),
    .bad("phone", .tel, .unknownToken, suggest: "tel"),
    .bad("emial", .email, .unknownToken, suggest: "email"),
    .bad("given_name", .text, .unknownToken, suggest: "given-name"),
    .bad("new_password", .password, .unknownToken, suggest: "new-password"),
    .bad("password", .password, .unknownToken, suggest: "current-password"),
    .bad("fname", .text, .unknownToken, suggest: "given-name"),
    .bad("surname", .text, .unknownToken, suggest: "family-name"),
    .bad("city", .text, .unknownToken, suggest: "address-level2"),
    .bad("dob", .date, .unknownToken, suggest: "bday"),
    .bad("cvv", .text, .unknownToken, suggest: "cc-csc"),
    .bad("otp", .text, .unknownToken, suggest: "one-time-code"),
    .bad("e-mail", .email, .unknownToken, suggest: "email"),
    .bad("address", .textarea, .unknownToken, suggest: "street-address"),
    .bad("address", .text, .unknownToken, suggest: "address-line1"),
    .bad("address-line", .text, .unknownToken),
    .bad("tle", .tel, .unknownToken, suggest: "tel"),
    .bad("shiping postal-code", .text, .unknownToken, suggest: "shipping postal-code"),
    .bad("username webauth", .text, .unknownToken, at: 9, suggest: "username webauthn"),
    .bad("section_a email", .text, .unknownToken, suggest: "section-a email"),
    .bad("foo email", .text, .unknownToken, suggest: "email"),
    .bad("none email", .email, .unknownToken, suggest: "email"),
    .bad("  é email", .text, .unknownToken, at: 2, suggest: "email"),
    .bad("  e\u{301} email", .text, .unknownToken, at: 2, suggest: "email"),
    .bad("\u{A0}email", .text, .unknownToken, suggest: "email"),
  ]

  static let offLikeCases: [Case] = [
    .bad("none", .text, .offLike, suggest: "off"),
    .bad("false", .text, .offLike, suggest: "off"),
    .bad("nope", .text, .offLike, suggest: "off"),
    .bad("disabled", .text, .offLike, suggest: "off"),
    .bad("xoff", .text, .offLike, suggest: "off"),
    .bad("chrome-off", .text, .offLike, suggest: "off"),
    .bad("new-off", .password, .offLike, suggest: "off"),
    .bad("no", .text, .offLike, suggest: "off"),
    .bad("randomstring8492", .text, .offLike, suggest: "off"),
    .bad("  nofill", .email, .offLike, at: 2, suggest: "off"),
    .bad("no thanks", .text, .offLike, suggest: "off"),
    .bad("nope", .form, .offLike, suggest: "off"),
    .bad("nope", .hidden, .offLike),
  ]

  static let mixedCases: [Case] = [
    .bad("work name billing", .text, .contactMisuse, .tokenOrder, suggest: "billing name"),
    .bad("email tel", .tel, .controlMismatch, .fieldCount),
    .bad("off zip", .text, .onOffMisuse, .unknownToken, suggest: "postal-code"),
    .bad(
      "billing work cc-number", .number, .contactMisuse, .controlMismatch, at: 8,
      suggest: nil),
  ]

  static let allCases =
    controlGroupCases + orderCases + countCases + contactCases
    + webauthnCases + onOffCases + emptyAndApplicabilityCases + caseCases + typoCases
    + offLikeCases + mixedCases

  @Test(arguments: allCases)
  func problems(_ c: Case) {
    let problems = AutocompleteValue.parse(c.value).problems(on: c.control)
    #expect(problems.map(\.kind) == c.kinds)
    guard let first = problems.first else { return }
    #expect(first.tokenOffset == c.offset)
    #expect(first.suggestion == c.suggestion)
  }

  @Test(arguments: allCases)
  func suggestionsAreCleanAndMessagesAreSentences(_ c: Case) {
    let problems = AutocompleteValue.parse(c.value).problems(on: c.control)
    for problem in problems {
      if let suggestion = problem.suggestion {
        #expect(AutocompleteValue.parse(suggestion).problems(on: c.control) == [])
      }
      #expect(problem.message.hasSuffix(".") || problem.message.hasSuffix("?"))
      #expect(!problem.message.dropLast().contains(". "), "one sentence: \(problem.message)")
      #expect(!problem.message.contains("\n"))
    }
    let offsets = problems.map { $0.tokenOffset ?? -1 }
    #expect(offsets == offsets.sorted(), "problems are in token order")
  }

  static let messageCases: [(String, AutocompleteControl, [String])] = [
    (
      "postal-code", .number,
      [
        "'postal-code' is a text field name and is not allowed on <input type=number>",
        "'cc-exp-month', 'cc-exp-year', 'transaction-amount', 'bday-day', 'bday-month' and"
          + " 'bday-year'",
        "use <input type=text inputmode=numeric autocomplete=postal-code>",
      ]
    ),
    ("email", .tel, ["accepts only 'tel'", "use <input type=email autocomplete=email>"]),
    ("street-address", .text, ["every field name except 'street-address'", "<textarea"]),
    ("new-password", .number, ["a password field name", "<input type=password"]),
    ("cc-exp-month", .date, ["accepts only 'bday'"]),
    ("email", .url, ["only the URL field names 'url', 'photo' and 'impp'"]),
    (
      "name", .password,
      [
        "only the password field names 'new-password', 'current-password' and 'one-time-code'"
      ]
    ),
    ("password", .password, ["'current-password'", "'new-password'"]),
    ("address-line", .text, ["'address-line1', 'address-line2' or 'address-line3'"]),
    ("emial", .email, ["did you mean 'email'?"]),
    ("zip", .text, ["the standard name is 'postal-code'"]),
    ("work name", .text, ["'work'", "'name'", "remove 'work'"]),
    ("name billing", .text, ["'billing' must come before 'name'"]),
    ("nope", .text, ["'nope'", "'off'"]),
    ("webauthn", .text, ["'username webauthn'"]),
    ("on", .hidden, ["<input type=hidden>"]),
    ("email", .form, ["<form> accepts only 'on' or 'off'"]),
    ("email", .checkbox, ["<input type=checkbox>"]),
  ]

  @Test(arguments: messageCases)
  func messagesNameTokensAndFix(value: String, control: AutocompleteControl, parts: [String]) {
    let message = AutocompleteValue.parse(value).problems(on: control).first?.message ?? ""
    for part in parts { #expect(message.contains(part), "\(message)") }
  }

  @Test func everyKindIsReachable() {
    let seen = Set(Self.allCases.flatMap(\.kinds))
    #expect(seen == Set(Kind.allCases))
  }

  @Test func publicTypesAreSendable() {
    let values: [any Sendable] = [
      AutocompleteValue.parse("email"), AutocompleteControl.form, AutofillControlGroup.text,
      AutofillFieldName.all[0], AutocompleteProblem.Kind.empty,
    ]
    #expect(values.count == 5)
  }
}
