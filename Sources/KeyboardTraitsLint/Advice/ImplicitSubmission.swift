import KeyboardTraits

/// What decides whether Enter submits a form: HTML's implicit submission, as Blink, WebKit and
/// Gecko implement it, submits through the form's submit button, and without one only a form
/// with a single text field.
struct ImplicitSubmission: Sendable {
  /// Whether the form owns a submit button (disabled ones included).
  let hasSubmitButton: Bool
  /// How many fields make Enter submit the form (Blink's `CanTriggerImplicitSubmission`).
  let textFields: Int

  /// Whether Enter in the form submits nothing: no submit button and two or more text fields.
  /// Advice that gives a field a submitting Enter key there would not help.
  var isBlocked: Bool { !hasSubmitButton && textFields >= 2 }

  private static let fact = DerivedFact<ImplicitSubmission>()

  /// The facts of form `form`, read once per page (every text field of the form asks).
  init(form: Int, in document: LintDocument) {
    self = document.formFact(Self.fact, of: form) { fields, controls in
      ImplicitSubmission(
        hasSubmitButton: controls.contains(where: \.isSubmitButton),
        textFields: fields.filter { Self.triggersImplicitSubmission($0.field) }.count)
    }
  }

  private init(hasSubmitButton: Bool, textFields: Int) {
    self.hasSubmitButton = hasSubmitButton
    self.textFields = textFields
  }

  /// Blink's `CanTriggerImplicitSubmission`: every text-field input the form owns (text,
  /// search, url, tel, email, password, number, unknown types), disabled and read-only ones too.
  private static func triggersImplicitSubmission(_ field: FormField) -> Bool {
    field.element == "input" && field.inputType?.isTextEntry == true
  }
}
