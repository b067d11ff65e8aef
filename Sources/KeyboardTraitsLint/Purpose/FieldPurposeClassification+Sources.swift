import KeyboardTraits

extension FieldPurposeClassification {
  /// Whether the field's own words (name, id, label, placeholder) point to `purpose`, rather
  /// than its `autocomplete` or its type.
  func wordsSay(_ purpose: FieldPurpose) -> Bool {
    evidence.contains {
      $0.purpose == purpose && $0.source != .autocomplete && $0.source != .inputType
    }
  }

  /// Whether the name, id or label (not only the type or placeholder) point to `purpose`.
  func isIdentified(as purpose: FieldPurpose) -> Bool {
    evidence.contains { $0.purpose == purpose && [.name, .id, .label].contains($0.source) }
  }
}
