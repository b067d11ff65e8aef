import KeyboardTraits

/// What Enter does in a form: HTML's implicit submission (WHATWG HTML §4.10.21.2), as Blink,
/// WebKit and Gecko implement it. Enter in a text field clicks the form's default button (its
/// first submit button; a disabled one submits nothing); a form without one is submitted only
/// when at most one of its fields blocks implicit submission (text, search, url, tel, email,
/// password, number and the date and time inputs).
///
/// One concept serves the rules that ask what Enter does: `implicit-submission-blocked` reports
/// a form where it does nothing, and `field-outside-form` leaves alone a form that it submits.
struct ImplicitSubmission: Sendable {
  /// Whether the form owns a submit button (disabled ones included: a form disables its button
  /// until its fields are valid, and then Enter clicks it).
  let hasSubmitButton: Bool
  /// How many fields make Enter submit the form (Blink's `CanTriggerImplicitSubmission`); 1
  /// when a template writes several but never two on one page.
  let textFields: Int
  /// Whether the markup shows the form is worked by script as the user types and never
  /// submitted: no submit button and no `action`, and an `oninput` or `onchange` handler on the
  /// form or one of its fields, an `<output>` inside it (a calculator, a live filter), or
  /// nothing in it to press at all (no button, link or other focusable control: only `input`
  /// and `change` events can make such a form do anything). Enter there fires `change`, which
  /// is what the page listens to.
  let actsOnInput: Bool

  /// Whether Enter in a text field of the form submits it: through its submit button, or as
  /// the form's only text field.
  var submitsOnEnter: Bool { hasSubmitButton || textFields <= 1 }

  /// Whether Enter in the form submits nothing where the page expects a submission: it cannot
  /// submit, and the form is not one that script works as the user types. Advice that gives a
  /// field a submitting Enter key there would not help.
  var isBlocked: Bool { !submitsOnEnter && !actsOnInput }

  private static let fact = DerivedFact<ImplicitSubmission>()
  /// The forms that hold a link or another focusable control that is no field or button (a
  /// `<div tabindex>` styled as a button): links own no form, so they are found by nesting.
  private static let formsWithOtherControlsFact = DerivedFact<Set<Int>>()

  /// The facts of form `form`, read once per page (every text field of the form asks).
  init(form: Int, in document: LintDocument) {
    let forms = document.document.forms
    let element = forms.indices.contains(form) ? forms[form] : nil
    self = document.formFact(Self.fact, of: form) { fields, controls in
      let hasSubmitButton = controls.contains(where: \.isSubmitButton)
      let actsOnInput =
        !hasSubmitButton
        && element.map {
          Self.actsOnInput(
            $0, fields,
            offersSomethingToPress: Self.offersSomethingToPress(form, controls, in: document))
        } ?? false
      let textFields = fields.filter { Self.triggersImplicitSubmission($0.field) }
      // Text fields in different alternatives of a template conditional are never on the page
      // together: the form holds two only if some two of them can be.
      let canHoldTwo = textFields.indices.contains { first in
        textFields[(first + 1)...].contains {
          !document.document.excludes(textFields[first].field, $0.field)
        }
      }
      return ImplicitSubmission(
        hasSubmitButton: hasSubmitButton,
        textFields: canHoldTwo ? textFields.count : min(textFields.count, 1),
        actsOnInput: actsOnInput)
    }
  }

  /// Whether form `form` has a button (of any type, `<input type=button>` included), a link or
  /// another focusable control that is no field inside it.
  private static func offersSomethingToPress(
    _ form: Int, _ controls: [FocusableControl], in document: LintDocument
  ) -> Bool {
    let pressable: Set<InputType> = [.button, .reset, .submit, .image]
    let hasButton = controls.contains { control in
      switch control.kind {
      case .button: true
      case .field(let index): document.fields[index].field.inputType.map(pressable.contains) == true
      case .link, .iframe, .other: false
      }
    }
    if hasButton { return true }
    let formsWithOthers = document.documentFact(Self.formsWithOtherControlsFact) {
      var forms: Set<Int> = []
      for control in document.document.controls {
        guard let form = control.ancestorFormIndex else { continue }
        switch control.kind {
        case .link, .other: forms.insert(form)
        case .field, .button, .iframe: break
        }
      }
      return forms
    }
    return formsWithOthers.contains(form)
  }

  private init(hasSubmitButton: Bool, textFields: Int, actsOnInput: Bool) {
    self.hasSubmitButton = hasSubmitButton
    self.textFields = textFields
    self.actsOnInput = actsOnInput
  }

  /// Blink's `CanTriggerImplicitSubmission`: every text-field input the form owns (text,
  /// search, url, tel, email, password, number, unknown types), disabled and read-only ones too.
  private static func triggersImplicitSubmission(_ field: FormField) -> Bool {
    field.element == "input" && field.inputType?.isTextEntry == true
  }

  /// A form with no `action` whose markup handles input as it is typed, or offers nothing else
  /// to act on.
  private static func actsOnInput(
    _ form: FormElement, _ fields: [LintField], offersSomethingToPress: Bool
  ) -> Bool {
    guard form.action == nil else { return false }
    if !offersSomethingToPress { return true }
    let handlesInput = { (attributes: FieldAttributes) in
      attributes.has(.oninput) || attributes.has(.onchange)
        || ["onkeydown", "onkeyup", "onkeypress"].contains { attributes.contains(named: $0) }
    }
    return form.containsOutput || handlesInput(form.attributes)
      || fields.contains {
        handlesInput($0.field.attributes) || $0.field.context.handlesTypingInScript
      }
  }
}
