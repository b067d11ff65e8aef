import KeyboardTraits

/// Everything a reporter needs about one lint run.
public struct LintRun: Sendable {
  /// One report per file, sorted by path; files that could not be scanned carry their `error`.
  public var files: [FileReport]
  /// Totals over the run.
  public var summary: ScanSummary
  /// The rules that ran, in the order SARIF lists them in `tool.driver.rules`.
  public var rules: [RuleDescription]

  /// Creates a run from its reports, totals and the rules that ran.
  public init(files: [FileReport], summary: ScanSummary, rules: [RuleDescription]) {
    self.files = files
    self.summary = summary
    self.rules = rules
  }

  /// Creates a run from a finished scan and the linter that produced its diagnostics; each
  /// rule's description carries the severity it ran with (configuration overrides included).
  public init(_ run: ScanRun, linter: Linter) {
    let rules = linter.rules.map { entry in
      let description = type(of: entry.rule).description
      return RuleDescription(
        id: description.id, name: description.name, summary: description.summary,
        rationale: description.rationale, category: description.category,
        severity: entry.severity, isEnabledByDefault: description.isEnabledByDefault,
        basis: description.basis, triggeringExamples: description.triggeringExamples,
        nonTriggeringExamples: description.nonTriggeringExamples)
    }
    self.init(files: run.files, summary: run.summary, rules: rules)
  }
}
