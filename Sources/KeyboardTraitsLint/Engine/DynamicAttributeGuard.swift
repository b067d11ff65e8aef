import KeyboardTraits

/// Keeps rules from guessing about values a template decides (``FormField/dynamicAttributes``).
///
/// A finding is dropped when:
/// - its subject is a dynamic attribute: it points at one (a rule reports at the attribute it is
///   about), for a field, a form or a label's `for`; or
/// - it does not hold for every value the dynamic attributes may take: the linter runs the rules
///   again over ``ScannedDocument/dynamicVariants()`` and keeps a finding only when each variant
///   has it too (same rule, field and position). So `<input :type="kind" name="phone">` gets no
///   finding that assumes a text field, while a misspelt static `autocomplete` on it is still
///   reported.
enum DynamicAttributeGuard {
  static func certain(
    _ diagnostics: [Diagnostic], in document: ScannedDocument, linter: Linter
  ) -> [Diagnostic] {
    let positions = document.dynamicAttributePositions
    var kept = diagnostics.filter { !positions.contains($0.position) }
    guard !kept.isEmpty else { return kept }
    for variant in document.dynamicVariants() {
      let found = Set(linter.findings(in: variant).map(Key.init))
      kept.removeAll { !found.contains(Key($0)) }
      if kept.isEmpty { break }
    }
    return kept
  }

  /// What identifies a finding across variants (the message may quote a varied value).
  private struct Key: Hashable {
    var rule: String
    var field: Int?
    var position: SourcePosition

    init(_ diagnostic: Diagnostic) {
      rule = diagnostic.rule
      field = diagnostic.fieldIndex
      position = diagnostic.position
    }
  }
}
