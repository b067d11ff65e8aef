import KeyboardTraits

// Helpers shared by the pattern, label and form-structure rules: the HTML input-type
// applicability table, how a field is named for assistive technology, and pattern text.

// MARK: - Attribute applicability

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

extension LintField {
  /// Whether `attribute` means something on this field (editing hosts: never).
  func accepts(_ attribute: ConstrainedAttribute) -> Bool {
    if field.isEditingHost { return false }
    if let inputType = field.inputType { return attribute.applies(to: inputType) }
    return attribute.applies(toElement: field.element)
  }

  /// An `<input>` whose `pattern` the browser compiles and checks.
  var usesPattern: Bool {
    field.element == "input" && field.hasAttribute("pattern") && accepts(.pattern)
  }
}

// MARK: - Accessible names

/// What gives a field its accessible name: labels and ARIA first (HTML-AAM), then the fallbacks
/// `placeholder` (on the types that show one) and `title`; when both fallbacks exist, the
/// placeholder is the one the user sees, so it is the one reported.
enum FieldNaming: Equatable, Sendable {
  /// A `<label>`, `aria-labelledby` or `aria-label`.
  case labelled
  /// Only the placeholder, which disappears once the user types.
  case placeholderOnly(String)
  /// Only the `title`, which a phone never shows.
  case titleOnly(String)
  /// Nothing at all.
  case unnamed
}

extension LintField {
  /// Whether the field needs a name from its author: not hidden, and not a button, which is
  /// named by its `value` or `alt`. A control with its own `hidden` attribute is not rendered
  /// and not in the accessibility tree (scripts often hide a native `<select>` behind a custom
  /// widget), so VoiceOver and Voice Control never reach it.
  var needsAuthorLabel: Bool {
    if field.hasAttribute("hidden") { return false }
    switch field.inputType {
    case .hidden, .submit, .reset, .button, .image: return false
    default: return true
    }
  }

  /// Where the field's accessible name comes from.
  var naming: FieldNaming {
    switch field.labelSource {
    case .labelFor, .wrappingLabel, .ariaLabelledBy, .ariaLabel: return .labelled
    case .placeholder, nil: break
    }
    // The scanner takes any placeholder; only the types that show one get a name from it.
    if field.labelSource == .placeholder, accepts(.placeholder), let label = field.label {
      return .placeholderOnly(label)
    }
    if let title = field.attribute("title")?.collapsingWhitespace(), !title.isEmpty {
      return .titleOnly(title)
    }
    return .unnamed
  }
}

// MARK: - Purposes

extension LintField {
  /// The purpose from `autocomplete` if it names one, else the classifier's single best guess.
  var declaredOrPrimaryPurpose: FieldPurpose? {
    AutocompleteFieldName(field.attribute("autocomplete"))?.purpose ?? purpose.primary
  }

  /// Whether the field is a payment card number (`cc-number`, or named like one).
  var isCardNumber: Bool {
    if autocomplete?.fieldName == "cc-number" { return true }
    return declaredOrPrimaryPurpose == .cardNumber
  }

  /// The `maxlength` as a number, when it is a valid non-negative integer.
  var maxLength: Int? {
    field.attribute("maxlength").flatMap { Int($0.trimmingHTMLWhitespace()) }.flatMap {
      $0 >= 0 ? $0 : nil
    }
  }
}

// MARK: - Text for messages

enum PatternAndStructureText {
  /// A value quoted for a message, shortened past `limit` characters.
  static func quoted(_ value: String, limit: Int = 60) -> String {
    let short = value.count > limit ? String(value.prefix(limit - 1)) + "…" : value
    return "\"\(short)\""
  }

  /// A sentence fragment without its final period, so it can sit inside another sentence.
  static func clause(_ text: String) -> String {
    var result = text.trimmingHTMLWhitespace()
    while result.hasSuffix(".") { result = result.dropLast() }
    return String(result)
  }
}

// MARK: - Pattern text

enum PatternText {
  /// Whether the value starts with a `^` assertion.
  static func hasLeadingAnchor(_ pattern: String) -> Bool {
    pattern.unicodeScalars.first == "^"
  }

  /// Whether the value ends with an unescaped `$` assertion (`\$` is a literal dollar sign).
  static func hasTrailingAnchor(_ pattern: String) -> Bool {
    let scalars = Array(pattern.unicodeScalars)
    guard scalars.last == "$" else { return false }
    var backslashes = 0
    var index = scalars.count - 2
    while index >= 0, scalars[index] == "\\" {
      backslashes += 1
      index -= 1
    }
    return backslashes % 2 == 0
  }

  /// The value with the `-` at scalar `offset` escaped, when that `-` opens or closes a
  /// character class (`[-a]`, `[^-a]`, `[a-]`): there `\-` means exactly what the unescaped
  /// hyphen meant before browsers switched to the `v` flag.
  static func escapingEdgeHyphen(in pattern: String, at offset: Int) -> String? {
    let scalars = Array(pattern.unicodeScalars)
    guard offset >= 0, offset < scalars.count, scalars[offset] == "-" else { return nil }
    let closesClass = offset + 1 < scalars.count && scalars[offset + 1] == "]"
    let opensClass =
      (offset >= 1 && scalars[offset - 1] == "[")
      || (offset >= 2 && scalars[offset - 1] == "^" && scalars[offset - 2] == "[")
    guard closesClass || opensClass else { return nil }
    var view = String.UnicodeScalarView()
    view.append(contentsOf: scalars[..<offset])
    view.append("\\")
    view.append(contentsOf: scalars[offset...])
    return String(view)
  }

  /// The value with every class-edge hyphen escaped, if that (and only that) makes it valid.
  static func fixingEdgeHyphens(_ pattern: String) -> String? {
    var current = pattern
    for _ in 0..<32 {
      guard let error = HTMLPattern.validate(current) else {
        return current == pattern ? nil : current
      }
      guard let next = escapingEdgeHyphen(in: current, at: error.offset) else { return nil }
      current = next
    }
    return nil
  }
}

extension Array {
  /// The last element of the prefix where `isBefore` holds, found by bisection: for elements
  /// in document order and a test "starts before a position", which holds for a prefix.
  func lastInPrefix(where isBefore: (Element) -> Bool) -> Element? {
    let end = partitioningIndex { !isBefore($0) }
    return end > startIndex ? self[end - 1] : nil
  }
}
