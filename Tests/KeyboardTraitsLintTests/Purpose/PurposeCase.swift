@testable import KeyboardTraits
@testable import KeyboardTraitsLint

/// One classifier expectation: the primary purpose and purposes that must not be found.
struct PurposeCase: Sendable, CustomStringConvertible {
  let input: FieldPurposeInput
  let primary: FieldPurpose?
  /// Purposes that no evidence may point to; `nil` means no evidence at all.
  let excluded: Set<FieldPurpose>?
  /// Purposes that evidence must point to.
  let required: Set<FieldPurpose>
  let sourceLocation: String

  /// Expects `primary`; without `not` or `has`, a `nil` primary means no evidence at all.
  init(
    _ input: FieldPurposeInput, _ primary: FieldPurpose?, not excluded: Set<FieldPurpose>? = [],
    has required: Set<FieldPurpose> = [], line: Int = #line
  ) {
    self.input = input
    self.primary = primary
    self.excluded = primary == nil && excluded == [] && required.isEmpty ? nil : excluded
    self.required = required
    self.sourceLocation = "line \(line)"
  }

  var description: String {
    let parts = [
      input.element == "input" ? nil : input.element, input.type.map { "type=\($0)" },
      input.autocomplete.map { "autocomplete=\($0)" }, input.name.map { "name=\($0)" },
      input.id.map { "id=\($0)" }, input.label.map { "label=\($0)" },
      input.placeholder.map { "placeholder=\($0)" }, input.inputMode.map { "inputmode=\($0)" },
      input.pattern.map { "pattern=\($0)" }, input.maxLength.map { "maxlength=\($0)" },
    ]
    return parts.compactMap { $0 }.joined(separator: " ") + " (\(sourceLocation))"
  }

  /// A text field with only a `name`.
  static func name(
    _ name: String, _ primary: FieldPurpose?, type: String = "text",
    not excluded: Set<FieldPurpose>? = [], has required: Set<FieldPurpose> = [],
    line: Int = #line
  ) -> PurposeCase {
    PurposeCase(
      FieldPurposeInput(type: type, name: name), primary, not: excluded, has: required,
      line: line)
  }

  /// A text field with only a label.
  static func label(
    _ label: String, _ primary: FieldPurpose?, not excluded: Set<FieldPurpose>? = [],
    has required: Set<FieldPurpose> = [], line: Int = #line
  ) -> PurposeCase {
    PurposeCase(
      FieldPurposeInput(type: "text", label: label), primary, not: excluded, has: required,
      line: line)
  }

  /// A text field with only a placeholder.
  static func placeholder(
    _ placeholder: String, _ primary: FieldPurpose?, not excluded: Set<FieldPurpose>? = [],
    line: Int = #line
  ) -> PurposeCase {
    PurposeCase(
      FieldPurposeInput(type: "text", placeholder: placeholder), primary, not: excluded,
      line: line)
  }
}
