import KeyboardTraits

/// Which rules run and how serious each one is.
public struct LintConfiguration: Sendable, Hashable {
  /// Rule ids switched on in addition to the default ones.
  public var enabled: Set<String>
  /// Rule ids switched off.
  public var disabled: Set<String>
  /// Severity overrides by rule id.
  public var severities: [String: Severity]
  /// When set, only these rules run (whatever their default).
  public var only: Set<String>?

  /// Creates a configuration; the default runs every rule that is on by default.
  public init(
    enabled: Set<String> = [], disabled: Set<String> = [],
    severities: [String: Severity] = [:], only: Set<String>? = nil
  ) {
    self.enabled = enabled
    self.disabled = disabled
    self.severities = severities
    self.only = only
  }

  /// Whether the rule with `description` runs.
  public func isEnabled(_ description: RuleDescription) -> Bool {
    if let only { return only.contains(description.id) }
    if disabled.contains(description.id) { return false }
    return description.isEnabledByDefault || enabled.contains(description.id)
  }
}

/// Runs rules over scanned documents.
public struct Linter: DocumentLinter {
  /// The rules that run, with their ids and effective severities.
  public var rules: [(rule: any Rule, id: String, severity: Severity)] {
    checks.map { ($0.rule, $0.id, $0.severity) }
  }

  /// One rule that runs. A class: taking a tuple of an existential and a string out of an array
  /// copied both, 64 times a page.
  private final class Check: Sendable {
    let rule: any Rule
    let id: String
    let severity: Severity

    init(rule: any Rule, id: String, severity: Severity) {
      self.rule = rule
      self.id = id
      self.severity = severity
    }
  }

  private let checks: [Check]

  /// Creates a linter for `configuration` over `ruleTypes` (all built-in rules by default).
  public init(
    configuration: LintConfiguration = LintConfiguration(),
    ruleTypes: [any Rule.Type] = RuleRegistry.all
  ) {
    checks = ruleTypes.filter { configuration.isEnabled($0.description) }.map { type in
      Check(
        rule: type.init(), id: type.id,
        severity: configuration.severities[type.id] ?? type.description.severity)
    }
  }

  /// Every finding in `document`, in source order (then rule id), as diagnostics, without those
  /// that suppression comments cover (plus reports of unused or invalid suppressions). Each
  /// carries its `Diagnostic.endPosition`, and each fix its `Fix.replacements`; a fix with no
  /// edits, or whose element cannot be located, is dropped.
  public func lint(_ document: ScannedDocument) -> [Diagnostic] {
    var diagnostics = findings(in: document)
    // No rule guesses about a value a template decides.
    if document.hasDynamicAttributes {
      diagnostics = DynamicAttributeGuard.certain(diagnostics, in: document, linter: self)
    }
    let sorted = diagnostics.sorted { lhs, rhs in
      (lhs.position, lhs.rule) < (rhs.position, rhs.rule)
    }
    // Inline `kbtraits-disable…` comments apply after every rule has run.
    let kept = Suppressions.apply(to: sorted, in: document, linter: self)
    return kept.map { diagnostic in
      var diagnostic = diagnostic
      if diagnostic.endPosition == nil {
        diagnostic.endPosition = document.endOfMarkup(startingAt: diagnostic.position)
      }
      guard var fix = diagnostic.fix else { return diagnostic }
      // A fix with no edits, or for an element no fix can find, is not offered: the message
      // still gives the advice.
      guard !fix.edits.isEmpty, let target = FixTarget.locate(diagnostic, in: document) else {
        diagnostic.fix = nil
        return diagnostic
      }
      if fix.replacements == nil {
        // Planned on the element just located, not located a second time.
        fix.replacements = FixApplier.replacements(for: diagnostic, on: target, in: document)
        diagnostic.fix = fix
      }
      return diagnostic
    }
  }

  /// Every rule's findings in `document`, unsorted, before suppressions.
  func findings(in document: ScannedDocument) -> [Diagnostic] {
    let prepared = LintDocument(document)
    var diagnostics: [Diagnostic] = []
    for check in checks {
      let scope = type(of: check.rule).description.jsxScope
      for finding in check.rule.validate(prepared) {
        // A component's file shows only part of the page (``JSXEvidenceGuard``).
        if document.isJSX,
          !JSXEvidenceGuard.isProven(
            scope: scope, position: finding.position, fieldIndex: finding.fieldIndex,
            fix: finding.fix, in: document)
        {
          continue
        }
        // A template's `v-bind="$attrs"` may supply any attribute, as a JSX spread may.
        if !document.isJSX, let index = finding.fieldIndex, document.fields.indices.contains(index),
          JSXEvidenceGuard.spreadMaySupply(document.fields[index], position: finding.position)
        {
          continue
        }
        var message = MessageText.oneLine(finding.message)
        var fix = finding.fix
        if document.isJSX {
          // Said in the file's own language: `inputMode="numeric"`, `spellCheck={false}`.
          message = ReactSpelling.message(message)
          if let summary = fix?.summary { fix?.summary = ReactSpelling.message(summary) }
        }
        diagnostics.append(
          Diagnostic(
            rule: check.id, severity: check.severity, message: message,
            position: finding.position, endPosition: finding.endPosition,
            fieldIndex: finding.fieldIndex, fix: fix,
            sourceLine: document.sourceLine(finding.position.line)))
      }
    }
    return diagnostics
  }
}
