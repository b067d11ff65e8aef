import KeyboardTraits

extension Suppressions {
  /// Applies `document`'s suppression comments to the findings `linter` produced: the
  /// findings the directives cover are dropped, and reports about unused or invalid directives
  /// are added when `linter` runs `unused-suppression` or `invalid-suppression` (with the
  /// severity configured for them). Called by ``Linter/lint(_:)`` after every rule has run.
  ///
  /// - returns: the remaining findings in source order, then rule id.
  public static func apply(
    to diagnostics: [Diagnostic], in document: ScannedDocument, linter: Linter
  ) -> [Diagnostic] {
    // Most documents have no directive: nothing to parse, nothing to hide.
    guard !document.comments.isEmpty else { return diagnostics }
    var severities: [String: Severity] = [:]
    for (_, id, severity) in linter.rules where severities[id] == nil {
      severities[id] = severity
    }
    let outcome = Suppressions(document: document)
      .apply(to: diagnostics, ranRules: Set(severities.keys))
    var result = outcome.kept
    for var report in outcome.unused + outcome.invalid {
      report.severity = severities[report.rule] ?? report.severity
      result.append(report)
    }
    return result.sorted { lhs, rhs in (lhs.position, lhs.rule) < (rhs.position, rhs.rule) }
  }
}
