@testable import KeyboardTraits
@testable import KeyboardTraitsLint

/// Helpers shared by the suppression and baseline tests.
enum SuppressionTestSupport {
  static let documentURL = "https://shop.example/account/"
  /// A field with no label: `input-missing-label` fires at its `<`.
  static let unlabelled = #"<input type="email" name="email" autocomplete="email">"#

  /// Every built-in rule with the suppression report rules, whether or not the registry lists
  /// them yet.
  static let allRules: [any Rule.Type] =
    RuleRegistry.all.contains {
      ObjectIdentifier($0) == ObjectIdentifier(UnusedSuppressionRule.self)
    }
    ? RuleRegistry.all : RuleRegistry.all + RuleRegistry.suppressionRules

  /// A linter over ``allRules``.
  static func linter(_ configuration: LintConfiguration = LintConfiguration()) -> Linter {
    Linter(configuration: configuration, ruleTypes: allRules)
  }

  static func scan(_ html: String) -> ScannedDocument {
    FormScanner().scan(html: html, documentURL: documentURL)
  }

  /// What the rules find before any suppression is applied, whether or not `Linter.lint`
  /// applies suppressions itself.
  static func rawDiagnostics(_ document: ScannedDocument, linter: Linter = linter())
    -> [Diagnostic]
  {
    let prepared = LintDocument(document)
    return linter.rules.flatMap { rule, id, severity in
      rule.validate(prepared).map { finding in
        Diagnostic(
          rule: id, severity: severity, message: finding.message, position: finding.position,
          fieldIndex: finding.fieldIndex, fix: finding.fix,
          sourceLine: document.sourceLine(finding.position.line))
      }
    }.sorted { ($0.position, $0.rule) < ($1.position, $1.rule) }
  }

  /// A made-up finding of `rule` at `line`:`column`.
  static func finding(
    _ rule: String, line: Int, column: Int = 1, field: Int? = nil,
    message: String = "m", sourceLine: String? = nil
  ) -> Diagnostic {
    Diagnostic(
      rule: rule, severity: .warning, message: message,
      position: SourcePosition(line: line, column: column), fieldIndex: field,
      sourceLine: sourceLine)
  }

  /// The lines of the findings kept after applying the document's directives.
  static func keptLines(_ html: String, _ findings: [Diagnostic], ranRules: Set<String>? = nil)
    -> [Int]
  {
    Suppressions(document: scan(html)).apply(to: findings, ranRules: ranRules).kept
      .map(\.position.line)
  }
}
