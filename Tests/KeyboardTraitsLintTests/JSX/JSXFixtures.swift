import Foundation
import Testing

@testable import KeyboardTraits
@testable import KeyboardTraitsLint

/// The React components in `Tests/Fixtures/jsx/`, written for these tests: a sign-in, a checkout
/// and a sign-up form, each in `.jsx` and in `.tsx`, and beside each its static-HTML twin
/// (`SignIn.jsx.html`): the same fields with the attributes React renders for them, every
/// field's `<` and every static attribute at the line and column where the component writes
/// it. Where a component writes a conditional (`{step === 2 && <input … />}`, a ternary), the
/// twin holds every branch, as the source is read. Dynamic props (`{expression}`) render in the
/// twin as the component's first render gives them; the table below lists them, and what a
/// spread or the running code adds that the source does not show.
struct JSXFixture: CustomTestStringConvertible, Sendable {
  /// What the source cannot know about one field.
  struct Dynamic: Sendable {
    /// The field's dynamic attributes (``FormField/dynamicAttributes``), in source order.
    var attributes: [String]
    /// Whether a spread may set more (``FormField/hasSpreadAttributes``).
    var spread = false
    /// Attributes the twin has that the source does not write: those a spread supplies.
    var supplied: [String] = []
    /// The iOS traits the dynamic attributes may change (``FormField/unknownIOSTraits``).
    var unknownIOS: [String] = []
    /// The source's label, where the label's text is partly or wholly a `{…}` child (the
    /// twin holds the text it renders); nil: the twin's.
    var label: String?? = nil
  }

  /// The component's file name in `Tests/Fixtures/jsx/`.
  var file: String
  /// How many fields it has (every branch counted).
  var fieldCount: Int
  /// The fields whose source leaves something open, by index.
  var dynamic: [Int: Dynamic]
  /// Findings of ``comparedRules`` the component must give, so that comparing them is not
  /// comparing two empty lists.
  var expectedRules: Set<String>

  var testDescription: String { file }

  /// The twin's file name.
  var twinFile: String { file + ".html" }
  /// The component's path.
  var sourcePath: String { Self.root.appendingPathComponent(file).path }
  /// The twin's path.
  var twinPath: String { Self.root.appendingPathComponent(twinFile).path }

  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/jsx")

  /// The components the fixtures use, as `.kbtraits.yml`'s `components:` would map them.
  static let components = ComponentMap([
    "Input": .init(element: "input"),
    "PasswordInput": .init(
      element: "input", attributes: [.init(name: "type", value: "password")]),
    "Textarea": .init(element: "textarea"),
    "Form.Input": .init(element: "input"),
  ])

  static var options: ScanOptions {
    var options = ScanOptions(baseURL: "https://shop.example/")
    options.components = components
    return options
  }

  /// The rules whose findings the twins must share: those that judge a value the field has
  /// (keyboard selection and the autocomplete grammar). Rules about labels and forms, and
  /// those that report a missing attribute, read JSX by rules of their own (surroundings the
  /// file proves, spreads), and messages name props in React's spelling, so those are not
  /// compared; add a rule here once it reads JSX as it reads HTML.
  static let comparedRules: Set<String> = [
    "inputmode-invalid", "autocomplete-unknown-token", "number-for-identifier",
    "enterkeyhint-invalid", "input-type-unknown", "typing-aid-invalid-value", "typing-aid-false",
    "autocomplete-token-order", "autocomplete-field-count", "inputmode-conflict",
  ]

  /// The sign-in form's open fields: the email's spread, the "show" checkbox and the code.
  static let signInDynamic: [Int: Dynamic] = [
    0: Dynamic(attributes: [], spread: true, supplied: ["name"]),
    2: Dynamic(attributes: ["checked"]),
    3: Dynamic(attributes: ["value"]),
  ]

  /// The checkout's open fields: the receipt address, the card number's class, the expiry's
  /// pattern, the address lines of a `.map()` and the gift card's spread.
  static let checkoutDynamic: [Int: Dynamic] = [
    0: Dynamic(attributes: ["value"]),
    2: Dynamic(attributes: ["class"]),
    3: Dynamic(attributes: ["pattern"]),
    5: Dynamic(
      attributes: ["name", "autocomplete"],
      unknownIOS: ["returnKeyType", "textContentType", "inlinePredictionType"]),
    11: Dynamic(
      attributes: ["type", "name"], spread: true, supplied: ["autocomplete", "data-kind"],
      unknownIOS: [
        "keyboard", "keyboardType", "returnKeyType", "autocapitalizationType",
        "autocorrectionType", "secureTextEntry", "inlinePredictionType",
      ]),
  ]

  /// The sign-up form's open fields: the email's name before its spread, the contact field
  /// whose type the user picks, the birthday's upper bound and the topics of a `.map()`.
  static let signUpDynamic: [Int: Dynamic] = [
    1: Dynamic(attributes: ["name"], spread: true),
    2: Dynamic(
      attributes: ["type", "autocomplete"],
      unknownIOS: [
        "keyboard", "keyboardType", "autocapitalizationType", "autocorrectionType",
        "textContentType", "inlinePredictionType",
      ]),
    4: Dynamic(attributes: [], label: "Password ()"),
    6: Dynamic(attributes: ["max"]),
    8: Dynamic(attributes: ["value"], label: .some(nil)),
  ]

  static let all: [JSXFixture] = [
    JSXFixture(
      file: "SignIn.jsx", fieldCount: 7, dynamic: signInDynamic,
      expectedRules: ["enterkeyhint-invalid"]),
    JSXFixture(
      file: "SignIn.tsx", fieldCount: 7, dynamic: signInDynamic,
      expectedRules: ["enterkeyhint-invalid"]),
    JSXFixture(
      file: "Checkout.jsx", fieldCount: 13, dynamic: checkoutDynamic,
      expectedRules: ["number-for-identifier", "inputmode-invalid"]),
    JSXFixture(
      file: "Checkout.tsx", fieldCount: 13, dynamic: checkoutDynamic,
      expectedRules: ["number-for-identifier", "inputmode-invalid"]),
    JSXFixture(
      file: "SignUp.jsx", fieldCount: 12, dynamic: signUpDynamic,
      expectedRules: ["autocomplete-unknown-token", "typing-aid-false"]),
    JSXFixture(
      file: "SignUp.tsx", fieldCount: 12, dynamic: signUpDynamic,
      expectedRules: ["autocomplete-unknown-token", "typing-aid-false"]),
  ]
}
