/// The action hint Gecko infers for an `<input>` without `enterkeyhint` (`GetActionHint` in
/// IMEStateManager.cpp; F7).
package enum GeckoActionHint: Sendable, Hashable {
  /// Empty: GeckoEditable keeps IME_ACTION_NONE (a return key).
  case none
  /// `maybenext`: the next tabbable element is a text field; Enter sends Tab.
  case maybeNext
  /// `go`: Enter will submit the form.
  case go
  /// `search`: Enter will submit a search field's form.
  case search
}

/// The half of the Enter key's default action that needs the whole document: Chrome's search for
/// a next field (C21, §5.3) and Firefox's form rule (F7, §5.7, §5.9). Built once per scanned
/// document, after every field and control is known.
package struct AndroidNextFieldSearch: Sendable {
  /// What the search needs to know about one field.
  package struct Field: Sendable {
    package var element: String
    package var inputType: InputType?
    package var isEditingHost: Bool
    package var formIndex: Int?
    package var isReadOnly: Bool
    package var isDisabled: Bool

    package init(
      element: String, inputType: InputType?, isEditingHost: Bool, formIndex: Int?,
      isReadOnly: Bool, isDisabled: Bool
    ) {
      self.element = element
      self.inputType = inputType
      self.isEditingHost = isEditingHost
      self.formIndex = formIndex
      self.isReadOnly = isReadOnly
      self.isDisabled = isDisabled
    }

    /// Blink's `LayoutObject::IsTextControl`: text-like inputs (number too) and `<textarea>`.
    var isBlinkTextControl: Bool {
      if element == "textarea" { return true }
      return element == "input" && (inputType ?? .text).isTextEntry
    }

    /// §5.9: Gecko's `nsIFormControl::IsTextControl`: `<textarea>` plus the single-line types.
    var isGeckoTextControl: Bool { element == "textarea" || isGeckoSingleLineTextControl }

    /// Gecko's `IsSingleLineTextControl(false)`: text, email, search, tel, url, number, month,
    /// week and password inputs.
    var isGeckoSingleLineTextControl: Bool {
      guard element == "input" else { return false }
      switch inputType ?? .text {
      case .text, .email, .search, .tel, .url, .number, .month, .week, .password: return true
      default: return false
      }
    }
  }

  /// What F7 asks about a form, gathered once.
  private struct FormFacts: Sendable {
    /// The enabled text controls it owns, in document order: the last is
    /// `HTMLFormElement::IsLastActiveElement`'s.
    var enabledTextControls: [Int] = []
    /// `ImplicitSubmissionIsDisabled` counts single-line text controls, disabled ones too.
    var singleLineTextControls = 0
    /// `GetDefaultSubmitElement`: it owns a submit button (disabled ones count).
    var hasSubmitButton = false
  }

  /// Chrome's `kFocusTraversalThreshold`: at most this many elements are looked at.
  static let chromeStepLimit = 50

  private let fields: [Field]
  private let controls: [FocusableControl]
  private let order: SequentialFocusOrder
  /// Each field's entry in `controls`; nil for hidden inputs, which are not controls.
  private let controlOfField: [Int?]
  private let forms: [FormFacts]

  package init(fields: [Field], controls: [FocusableControl], formCount: Int) {
    self.fields = fields
    self.controls = controls
    order = SequentialFocusOrder(controls: controls)
    var controlOfField = [Int?](repeating: nil, count: fields.count)
    var forms = [FormFacts](repeating: FormFacts(), count: formCount)
    for (index, control) in controls.enumerated() {
      if case .field(let field) = control.kind { controlOfField[field] = index }
      if control.isSubmitButton, let form = control.formIndex { forms[form].hasSubmitButton = true }
    }
    for (index, field) in fields.enumerated() {
      guard let form = field.formIndex else { continue }
      if field.isGeckoSingleLineTextControl { forms[form].singleLineTextControls += 1 }
      if field.isGeckoTextControl, !field.isDisabled {
        forms[form].enabledTextControls.append(index)
      }
    }
    self.controlOfField = controlOfField
    self.forms = forms
  }

  // MARK: Chrome

  /// C21, §5.3: whether `FocusController::NextFocusableElementForImeAndAutofill` finds a field
  /// after field `index`, which turns Chrome's default action from Go into Next.
  package func chromeHasNextField(after index: Int) -> Bool {
    let focused = fields[index]
    guard let start = controlOfField[index] else { return false }
    // Only form controls and editable elements search; an editing host's "form" is the
    // `<form>` element around it.
    let group = focused.isEditingHost ? controls[start].ancestorFormIndex : focused.formIndex
    var candidate = order.successor(of: start)
    var steps = 0
    while let next = candidate, steps < Self.chromeStepLimit {
      switch chromeVerdict(on: controls[next], group: group) {
      case .accept: return true
      case .stop: return false
      case .skip: break
      }
      candidate = order.successor(of: next)
      steps += 1
    }
    return false
  }

  private enum Verdict { case accept, stop, skip }

  /// One step of the walk, in Blink's order of tests.
  private func chromeVerdict(on control: FocusableControl, group: Int?) -> Verdict {
    var field: Field?
    if case .field(let index) = control.kind { field = fields[index] }
    // An editing host in the same `<form>` element, or both outside any form.
    if let field, field.isEditingHost {
      return control.ancestorFormIndex == group ? .accept : .skip
    }
    // Captcha is a sort of field that wants input as well.
    if control.isLikelyCaptcha { return .accept }
    // Only form controls go on: fields and buttons.
    var isButton = false
    if case .button = control.kind { isButton = true }
    guard field != nil || isButton else { return .skip }
    // §5.3: any submit button ends the search, another form's too, before the owner test.
    if control.isSubmitButton { return .stop }
    if control.formIndex != group || control.isDisabled || field?.isReadOnly == true {
      return .skip
    }
    if let field, field.isBlinkTextControl || field.element == "select" { return .accept }
    return .skip  // checkboxes, radios, plain buttons, pickers
  }

  // MARK: Firefox

  /// F7, §5.7, §5.9: the hint `GetActionHint` infers for the `<input>` field `index`.
  package func geckoActionHint(for index: Int) -> GeckoActionHint {
    geckoActionHint(for: index, as: fields[index])
  }

  /// ``geckoActionHint(for:)`` with field `index` described by `field` instead (another type, or
  /// another read-only or disabled state: a value a template decides), its form's facts adjusted
  /// to match; the other fields are as built.
  package func geckoActionHint(for index: Int, as field: Field) -> GeckoActionHint {
    guard field.element == "input", let form = field.formIndex else { return .none }
    let facts = forms[form]
    // The form's facts without the field as built, then with it as described.
    let built = fields[index]
    let counted = built.formIndex == form
    var singleLineTextControls = facts.singleLineTextControls
    if counted, built.isGeckoSingleLineTextControl { singleLineTextControls -= 1 }
    if field.isGeckoSingleLineTextControl { singleLineTextControls += 1 }
    let enabled = facts.enabledTextControls
    let lastOther =
      counted && enabled.last == index ? enabled.dropLast().last : enabled.last
    let isLastElement =
      field.isGeckoTextControl && !field.isDisabled && (lastOther.map { $0 < index } ?? true)
    // Enter submits with a default button, with one single-line field, or from the last one.
    let willSubmit = facts.hasSubmitButton || singleLineTextControls == 1 || isLastElement
    if !isLastElement, nextTabbableIsWritableTextControl(after: index) { return .maybeNext }
    guard willSubmit else { return .none }
    return field.inputType == .search ? .search : .go
  }

  /// `IsNextFocusableElementTextControl`: the very next tabbable element, in any form or none,
  /// is a text control that is not read-only (a read-only one ends the check).
  private func nextTabbableIsWritableTextControl(after index: Int) -> Bool {
    guard let start = controlOfField[index], let next = order.successor(of: start),
      case .field(let nextField) = controls[next].kind
    else { return false }
    let field = fields[nextField]
    return !field.isEditingHost && field.isGeckoTextControl && !field.isReadOnly
  }
}
