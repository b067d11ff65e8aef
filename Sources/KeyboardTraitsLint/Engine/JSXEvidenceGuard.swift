import KeyboardTraits

/// Keeps rules to what a React component's file proves.
///
/// A finding is dropped when:
/// - its rule reads a field's label, form or sibling fields (``JSXScope/provenSurroundings``)
///   and the file does not show them (``FieldContext/surroundingsAreWritten``), or it is about no
///   field at all; or
/// - it is about the element as a whole (reported at the tag, where a rule reports something
///   missing) on an element with a spread (`{...props}`), which may supply any attribute; or
/// - it would add an attribute the author wrote as a boolean React drops (`autoCorrect={false}`):
///   react-boolean-attribute reports that prop, with the fix the author meant.
enum JSXEvidenceGuard {
  /// Whether a finding of a rule with `scope` at `position` about field `fieldIndex`, with
  /// `fix`, is proven.
  static func isProven(
    scope: JSXScope, position: SourcePosition, fieldIndex: Int?, fix: Fix?,
    in document: ScannedDocument
  ) -> Bool {
    if scope == .notOnJSX { return false }
    guard let fieldIndex, document.fields.indices.contains(fieldIndex) else {
      return scope == .asWritten
    }
    let field = document.fields[fieldIndex]
    if scope == .provenSurroundings, !field.context.surroundingsAreWritten { return false }
    if spreadMaySupply(field, position: position) { return false }
    if !field.droppedAttributes.isEmpty, let fix {
      let adds = fix.edits.contains { edit in
        guard case .add(let name, _) = edit else { return false }
        return field.droppedAttributes.contains { $0.name == name.asciiLowercased() }
      }
      if adds { return false }
    }
    return true
  }

  /// Whether a finding at `position` is about `field` as a whole (reported at its tag, where a
  /// rule reports something missing) while a spread on it (`{...props}`, a template's
  /// `v-bind="$attrs"`) may supply any attribute: then nothing is missing for sure.
  static func spreadMaySupply(_ field: FormField, position: SourcePosition) -> Bool {
    field.hasSpreadAttributes && position == field.position
  }
}
