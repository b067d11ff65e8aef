import KeyboardTraits

/// The label a field's Enter key should carry in a form of several typed fields.
enum EnterKeyHintAdvice: Equatable, Sendable {
  /// A search field: `search`.
  case search
  /// A field followed by `remaining` more typed fields: `next`.
  case next(remaining: Int)
  /// The last field of a form without an action, whose iPhone key is a plain return: `done`.
  case done

  /// The `enterkeyhint` value.
  var value: String {
    switch self {
    case .search: "search"
    case .next: "next"
    case .done: "done"
    }
  }
}

extension FieldAdvice {
  /// The label `field`'s Enter key should carry: in a form with two or more fields that open a
  /// keyboard, each `<input>` without `enterkeyhint` whose iPhone keyboard has an Enter key
  /// (not a pad). A key that says Enter submits is not advised on a form Enter cannot submit
  /// (its submit button comes first), nor one Chrome for Android would not show.
  static func enterKeyHint(for field: LintField, in document: LintDocument) -> EnterKeyHintAdvice? {
    guard let form = field.field.formIndex, field.field.element == "input",
      field.field.ios.presentation == .keyboard, !field.field.has(.enterkeyhint),
      // The pads have no Enter key, so enterkeyhint has nothing to label there.
      !field.field.ios.keyboardType.isPad
    else { return nil }
    let typed = KeyboardFields(of: form, in: document)
    guard typed.count >= 2, let place = typed.places[field.field.index] else { return nil }
    let returnKey = field.field.ios.returnKeyType
    let submits = !ImplicitSubmission(form: form, in: document).isBlocked
    if isSearch(field) {
      // Without an action `search-key-needs-form-action` reports the field.
      guard returnKey != .search, field.form?.resolvedAction.isEmpty == false, submits,
        !chromeIgnores(.search, on: field.field)
      else { return nil }
      return .search
    }
    if place < typed.count - 1 {
      guard !chromeIgnores(.next, on: field.field) else { return nil }
      return .next(remaining: typed.count - 1 - place)
    }
    guard returnKey == .default, submits, !chromeIgnores(.done, on: field.field) else { return nil }
    return .done
  }

  /// Whether Chrome for Android would show another key than `hint` (it reads enterkeyhint only
  /// on text, search and password inputs).
  private static func chromeIgnores(_ hint: EnterKeyHintValue, on field: FormField) -> Bool {
    guard let type = field.inputType, type.chromeIgnoresKeyboardAttributes,
      let shown = field.android.editorInfo?.imeAction
    else { return false }
    return shown != AndroidIMEAction(enterKeyHint: hint)
  }

  private static func isSearch(_ field: LintField) -> Bool {
    return field.field.inputType == .search || field.field.ios.elementType == .search
      || (field.field.inputType == .text && field.purpose.primary == .search)
  }
}

/// The fields of a form that open a keyboard: text-like inputs and textareas.
private struct KeyboardFields: Sendable {
  /// How many there are.
  let count: Int
  /// Each one's place among them, by field index.
  let places: [Int: Int]

  private static let fact = DerivedFact<KeyboardFields>()

  /// The keyboard fields of form `form`, listed once per page (each of them asks).
  init(of form: Int, in document: LintDocument) {
    self = document.formFact(Self.fact, of: form) { fields, _ in
      let typed = fields.filter { Self.opensKeyboard($0.field) }
      var places: [Int: Int] = [:]
      for (place, field) in typed.enumerated() where places[field.field.index] == nil {
        places[field.field.index] = place
      }
      return KeyboardFields(count: typed.count, places: places)
    }
  }

  private init(count: Int, places: [Int: Int]) {
    self.count = count
    self.places = places
  }

  /// Fields that take typed text with a software keyboard: text-like inputs and textareas, not
  /// one with its own `hidden` attribute, which is not rendered and so never focused.
  private static func opensKeyboard(_ field: FormField) -> Bool {
    guard field.ios.presentation == .keyboard, !field.has(.hidden) else { return false }
    if field.element == "textarea" { return true }
    return field.element == "input" && field.inputType?.isTextEntry == true
  }
}
