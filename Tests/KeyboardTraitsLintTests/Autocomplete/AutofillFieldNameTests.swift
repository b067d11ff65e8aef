import Testing

@testable import KeyboardTraits
@testable import KeyboardTraitsLint

@Suite("Autofill field names and control groups")
struct AutofillFieldNameTests {
  /// The table from the spec notes, written out independently of the implementation.
  static let groups: [(AutofillControlGroup, [String])] = [
    (
      .text,
      [
        "name", "honorific-prefix", "given-name", "additional-name", "family-name",
        "honorific-suffix", "nickname", "organization-title", "organization", "address-line1",
        "address-line2", "address-line3", "address-level4", "address-level3", "address-level2",
        "address-level1", "country", "country-name", "postal-code", "cc-name", "cc-given-name",
        "cc-additional-name", "cc-family-name", "cc-number", "cc-csc", "cc-type",
        "transaction-currency", "language", "sex", "tel-country-code", "tel-national",
        "tel-area-code", "tel-local", "tel-local-prefix", "tel-local-suffix", "tel-extension",
      ]
    ),
    (.multiline, ["street-address"]),
    (.password, ["new-password", "current-password", "one-time-code"]),
    (.username, ["username", "email"]),
    (.url, ["url", "photo", "impp"]),
    (.tel, ["tel"]),
    (
      .numeric,
      [
        "cc-exp-month", "cc-exp-year", "transaction-amount", "bday-day", "bday-month", "bday-year",
      ]
    ),
    (.month, ["cc-exp"]),
    (.date, ["bday"]),
  ]

  /// A control of each group that accepts nothing but that group (text and multiline excepted).
  static func homeControl(of group: AutofillControlGroup) -> AutocompleteControl {
    switch group {
    case .text: .text
    case .multiline: .textarea
    case .password: .password
    case .username: .email
    case .url: .url
    case .tel: .tel
    case .numeric: .number
    case .month: .month
    case .date: .date
    }
  }

  @Test func tableHas54UniqueNames() {
    #expect(AutofillFieldName.all.count == 54)
    #expect(Set(AutofillFieldName.all.map(\.token)).count == 54)
  }

  @Test(arguments: groups)
  func groupMembers(group: AutofillControlGroup, names: [String]) {
    #expect(AutofillFieldName.names(in: group) == names)
    for name in names { #expect(AutofillFieldName.named(name)?.group == group) }
  }

  @Test func contactCapableNames() {
    let capable = Set(AutofillFieldName.all.filter(\.acceptsContact).map(\.token))
    #expect(
      capable == [
        "tel", "tel-country-code", "tel-national", "tel-area-code", "tel-local",
        "tel-local-prefix", "tel-local-suffix", "tel-extension", "email", "impp",
      ])
  }

  @Test(
    arguments: [
      ("Postal-CODE", "postal-code"), ("EMAIL", "email"), ("email", "email"),
      ("on", nil), ("webauthn", nil), ("section-a", nil), ("shipping", nil), ("ÉMAIL", nil),
    ] as [(String, String?)])
  func namedIsASCIICaseInsensitive(input: String, token: String?) {
    #expect(AutofillFieldName.named(input)?.token == token)
  }

  @Test(arguments: AutofillFieldName.all)
  func everyNameIsValidOnItsGroupsControl(name: AutofillFieldName) {
    let value = AutocompleteValue.parse(name.token)
    #expect(value.problems(on: Self.homeControl(of: name.group)) == [])
    #expect(value.isUsableForAutofill)
    #expect(value.fieldName == name.token)
  }

  @Test(arguments: AutofillFieldName.all)
  func everyNameIsValidOnTextareaSelectAndHidden(name: AutofillFieldName) {
    let value = AutocompleteValue.parse(name.token)
    for control in [AutocompleteControl.textarea, .select, .hidden] {
      #expect(value.problems(on: control) == [], "\(name.token) on \(control)")
    }
  }

  /// Field names each input type accepts besides the text ones; `nil` means all but multiline.
  static let allowedByType: [String: Set<String>?] = [
    "password": ["new-password", "current-password", "one-time-code"],
    "email": ["username", "email"],
    "url": ["url", "photo", "impp"],
    "tel": ["tel"],
    "number": [
      "cc-exp-month", "cc-exp-year", "transaction-amount", "bday-day", "bday-month", "bday-year",
    ],
    "month": ["cc-exp"],
    "date": ["bday"],
    "text": nil, "search": nil, "bogus": nil, "TEXT": nil,
  ]

  @Test(arguments: allowedByType.keys.sorted())
  func controlGroupMatrix(type: String) {
    let allowed = Self.allowedByType[type]!
    for name in AutofillFieldName.all.map(\.token) {
      let ok = allowed?.contains(name) ?? (name != "street-address")
      let kinds = AutocompleteValue.parse(name).problems(on: .input(type: type)).map(\.kind)
      #expect(kinds == (ok ? [] : [.controlMismatch]), "\(name) on type=\(type)")
    }
  }

  @Test(arguments: AutocompleteAliases.targets.keys.sorted())
  func aliasesPointAtRealFieldNames(alias: String) {
    #expect(AutofillFieldName.named(alias) == nil)
    for target in AutocompleteAliases.targets[alias]! {
      #expect(AutofillFieldName.named(target) != nil, "\(alias) -> \(target)")
    }
  }
}
