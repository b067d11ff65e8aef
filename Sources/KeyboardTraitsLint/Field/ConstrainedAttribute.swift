import KeyboardTraits

/// A constraint or hint attribute whose meaning depends on the control's type.
///
/// From the HTML standard's non-normative summary table in §4.10.5 "The input element"
/// ("which content attributes … apply to each state"), the `textarea` element (§4.10.11) and the
/// `select` element (§4.10.7). "yes" means the attribute applies; every other cell is "·":
///
/// ```
/// attribute    text  tel   pass- date,month, local  num- range color check- file submit hidden
///              search url  word  week,time  date-  ber               box,            image,
///                    email                  time                     radio           reset,button
/// maxlength    yes   yes   yes   ·          ·      ·    ·     ·     ·      ·    ·      ·
/// minlength    yes   yes   yes   ·          ·      ·    ·     ·     ·      ·    ·      ·
/// pattern      yes   yes   yes   ·          ·      ·    ·     ·     ·      ·    ·      ·
/// size         yes   yes   yes   ·          ·      ·    ·     ·     ·      ·    ·      ·
/// placeholder  yes   yes   yes   ·          ·      yes  ·     ·     ·      ·    ·      ·
/// readonly     yes   yes   yes   yes        yes    yes  ·     ·     ·      ·    ·      ·
/// min, max     ·     ·     ·     yes        yes    yes  yes   ·     ·      ·    ·      ·
/// step         ·     ·     ·     yes        yes    yes  yes   ·     ·      ·    ·      ·
/// ```
///
/// `<textarea>` takes `maxlength`, `minlength`, `placeholder` and `readonly`, and none of
/// `pattern`, `size`, `min`, `max`, `step`. `<select>` takes `size` (rows shown) and none of the
/// others: `readonly` is not defined for it, so a "read-only" select can still be changed.
enum ConstrainedAttribute: String, CaseIterable, Sendable {
  case pattern, minlength, maxlength, size, placeholder, readonly, min, max, step

  /// The attribute named `name` (attribute-not-applicable asks for every attribute).
  static func named(_ name: String) -> Self? { byName[name] }
  private static let byName = NameTable(casesOf: Self.self)

  /// Whether the attribute applies to an `<input>` in state `type`.
  func applies(to type: InputType) -> Bool {
    switch self {
    case .pattern, .minlength, .maxlength, .size:
      switch type {
      case .text, .search, .tel, .url, .email, .password: true
      default: false
      }
    case .placeholder:
      switch type {
      case .text, .search, .tel, .url, .email, .password, .number: true
      default: false
      }
    case .readonly: type.acceptsReadOnly
    case .min, .max, .step: type == .number || type == .range || type.isDateOrTime
    }
  }

  /// Whether the attribute applies to the element `element` (`textarea` or `select`).
  func applies(toElement element: String) -> Bool {
    switch element {
    case "textarea": [.minlength, .maxlength, .placeholder, .readonly].contains(self)
    case "select": self == .size
    default: true
    }
  }

  /// Where the attribute does apply, for messages.
  var appliesToPhrase: String {
    switch self {
    case .pattern: "text, search, tel, url, email and password inputs"
    case .size: "text, search, tel, url, email and password inputs and selects"
    case .minlength, .maxlength:
      "text, search, tel, url, email and password inputs and textareas"
    case .placeholder: "text, search, tel, url, email, password and number inputs and textareas"
    case .readonly: "text-like, number and date or time inputs and textareas"
    case .min, .max, .step: "number, range and date or time inputs"
    }
  }

  /// What the author loses, for messages ("the limit is never enforced").
  var lostEffect: String {
    switch self {
    case .pattern: "the value is never checked against it"
    case .minlength, .maxlength: "the length limit is never enforced"
    case .size: "it does not set the width"
    case .placeholder: "the hint is never shown"
    case .readonly: "the user can still change the value"
    case .min, .max: "the range is never checked"
    case .step: "the step is never enforced"
    }
  }
}

extension FormField {
  /// Whether `attribute` means something on this field (editing hosts: never).
  func accepts(_ attribute: ConstrainedAttribute) -> Bool {
    if isEditingHost { return false }
    if let inputType { return attribute.applies(to: inputType) }
    return attribute.applies(toElement: element)
  }

  /// An `<input>` whose `pattern` the browser compiles and checks.
  var usesPattern: Bool {
    element == "input" && has(.pattern) && accepts(.pattern)
  }
}
