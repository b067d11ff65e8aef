import KeyboardTraits

/// Whether the constraints written on a field (`step`, `pattern`) are checked before its form
/// is submitted, so that a value they reject keeps the form from being sent.
///
/// Browsers check them unless the form has `novalidate`, and Angular's forms module puts
/// `novalidate` on every `<form>` of a component template: its `ɵNgNoValidate` directive
/// (angular/angular `packages/forms/src/directives/ng_no_validate_directive.ts`) has the
/// selector `form:not([ngNoForm]):not([ngNativeValidate])` and the host attribute
/// `novalidate`. What Angular checks instead are its own validators: `PatternValidator`
/// (`packages/forms/src/directives/validators.ts`, selector `[pattern][formControlName],
/// [pattern][formControl],[pattern][ngModel]`) reads the `pattern` of a field bound to a form
/// control, and no validator reads `step`. So in an Angular template (`angular` syntax,
/// `*.component.html`), a form without `ngNativeValidate` or `ngNoForm` is sent whatever its
/// `step`, and whatever the `pattern` of a field bound to no form control.
enum ConstraintValidation {
  /// Whether a `step` the value does not fit keeps `field`'s form from being submitted.
  static func checksStep(of field: LintField, in document: LintDocument) -> Bool {
    !angularAddsNoValidate(around: field, in: document)
  }

  /// Whether a value `field`'s `pattern` rejects keeps its form from being submitted, or marks
  /// the field invalid in Angular's form model.
  static func checksPattern(of field: LintField, in document: LintDocument) -> Bool {
    !angularAddsNoValidate(around: field, in: document) || bindsAngularFormControl(field, document)
  }

  /// Whether `field` sits in a `<form>` of an Angular template that Angular gives `novalidate`.
  static func angularAddsNoValidate(around field: LintField, in document: LintDocument) -> Bool {
    guard document.document.syntax == .angular, let form = field.form else { return false }
    return !form.hasAttribute("ngnativevalidate") && !form.hasAttribute("ngnoform")
  }

  /// Whether the field is bound to an Angular form control: `formControlName`, `ngModel`, or a
  /// bound `[formControl]`, `[ngModel]` or `[(ngModel)]` (which the scan reads as a bound
  /// `value`, so the name is read where it is written).
  private static func bindsAngularFormControl(_ field: LintField, _ document: LintDocument) -> Bool
  {
    if field.field.hasAttribute("formcontrolname") || field.field.hasAttribute("ngmodel") {
      return true
    }
    let text = document.document.utf8
    return field.field.attributes.contains { attribute in
      guard attribute.isDynamic, let range = attribute.sourceRange?.name,
        range.lowerBound >= 0, range.upperBound <= text.count
      else { return false }
      let written = String(decoding: text[range], as: UTF8.self).asciiLowercased()
      return written.containsText("ngmodel") || written.containsText("formcontrol")
    }
  }
}
