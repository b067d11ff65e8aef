import KeyboardTraits

/// The inline suppression comments of one document, ready to hide findings.
///
/// Directives (ESLint and html-validate syntax) are written in HTML comments, in a template's own
/// comments (Jinja, Nunjucks and Twig `{# … #}`, Blade `{{-- … --}}`, ERB and EJS `<%# … %>`,
/// Handlebars `{{!-- … --}}` and `{{! … }}`, Mustache `{{! … }}`, Liquid
/// `{% comment %} … {% endcomment %}` and `{% # … %}`) or in JavaScript comments in JSX
/// (`{/* … */}`, `// …`), and must start the comment:
/// - `<!-- kbtraits-disable-next-line rule-a, rule-b -- reason -->`: findings of those rules on
///   the line after the comment's last line, or in an element that starts on that line.
/// - `<!-- kbtraits-disable-line rule-a -->`: findings on the lines the comment is on.
/// - `<!-- kbtraits-disable rule-a -->` … `<!-- kbtraits-enable rule-a -->`: findings between
///   the two comments (to the end of the file without an `enable`).
///
/// Without rule ids a directive covers every rule. HTML comments inside `<textarea>`, `<title>`
/// and other raw text are text, not comments, so they suppress nothing; a template's comments
/// are removed by the engine wherever they are, so they count everywhere.
public struct Suppressions: Sendable {
  /// The ids of the rules that report on directives themselves.
  public static let reportRuleIDs: Set<String> = [
    UnusedSuppressionRule.id, InvalidSuppressionRule.id,
  ]

  /// The directives, in document order.
  public let directives: [SuppressionDirective]
  private let document: ScannedDocument
  private let scopes: [SuppressionScope]
  /// The line scopes by each line they cover, and the range scopes: a finding is checked
  /// against the scopes of its own lines and the ranges, not every scope of the page (one
  /// `disable-next-line` per field would otherwise cost O(D·S)).
  private let lineScopes: [Int: [Int]]
  private let rangeScopes: [Int]
  private let unmatchedEnables: [Int: [String?]]
  /// Reports about comments that are not valid directives (rule `invalid-suppression`).
  private let invalidReports: [Diagnostic]

  /// Parses the directives in `document`'s comments; ids not in `knownRuleIDs` are reported
  /// (rule `invalid-suppression`) and suppress nothing.
  public init(
    document: ScannedDocument,
    knownRuleIDs: Set<String> = Set(RuleRegistry.ids).union(Suppressions.reportRuleIDs)
  ) {
    self.document = document
    var directives: [SuppressionDirective] = []
    // Reports span their comment, whatever its syntax (`<!-- -->`, `{# #}`, `/* */`).
    var invalid: [(SourceComment, String)] = []
    var builder = SuppressionScopeBuilder()
    for comment in document.comments {
      switch SuppressionDirectiveParser.parse(comment) {
      case .none: continue
      case .unknownKeyword(let keyword):
        invalid.append((comment, SuppressionMessages.unknownKeyword(keyword)))
      case .directive(let directive):
        let unknown = directive.ruleIDs.filter { !knownRuleIDs.contains($0) }
        if !unknown.isEmpty {
          invalid.append((comment, SuppressionMessages.unknownRules(unknown, directive)))
        }
        let known = directive.ruleIDs.filter(knownRuleIDs.contains)
        // A directive whose ids are all unknown must not widen to every rule.
        if directive.ruleIDs.isEmpty || !known.isEmpty {
          builder.add(directive, index: directives.count, ruleIDs: Self.unique(known))
        }
        directives.append(directive)
      }
    }
    self.directives = directives
    scopes = builder.finish()
    var lineScopes: [Int: [Int]] = [:]
    var rangeScopes: [Int] = []
    for (index, scope) in scopes.enumerated() {
      switch scope.region {
      case .lines(let lines): for line in lines { lineScopes[line, default: []].append(index) }
      case .range: rangeScopes.append(index)
      }
    }
    self.lineScopes = lineScopes
    self.rangeScopes = rangeScopes
    unmatchedEnables = builder.unmatchedEnables
    let severity = InvalidSuppressionRule.description.severity
    invalidReports = invalid.map { comment, message in
      Diagnostic(
        rule: InvalidSuppressionRule.id, severity: severity, message: message,
        position: comment.position, endPosition: comment.endPosition, fieldIndex: nil,
        sourceLine: document.sourceLine(comment.position.line))
    }
  }

  /// Hides the findings the directives cover and reports the directives that hid nothing.
  ///
  /// - parameter diagnostics: every finding of the rules that ran on the document.
  /// - parameter ranRules: the ids of the rules that ran (nil: every rule). A directive is
  ///   reported unused only for rules that ran, so `--only` does not make every directive
  ///   unused; `unused-suppression` and `invalid-suppression` report only if they are listed.
  /// - returns: the findings kept, those hidden, and the reports about the directives.
  public func apply(to diagnostics: [Diagnostic], ranRules: Set<String>? = nil)
    -> SuppressionOutcome
  {
    var used = Set<UsageKey>()
    var outcome = SuppressionOutcome()
    for diagnostic in diagnostics {
      if hide(diagnostic, used: &used) {
        outcome.suppressed.append(diagnostic)
      } else {
        outcome.kept.append(diagnostic)
      }
    }
    let ran = { (id: String) in ranRules?.contains(id) ?? true }
    // Reports about directives can be hidden only by directives that name their rule, so
    // they are matched after the findings (second pass) and cannot hide themselves.
    var reports = ran(InvalidSuppressionRule.id) ? invalidReports : []
    if ran(UnusedSuppressionRule.id) {
      reports += unusedReports(used: used, ran: ran, reportRules: false)
    }
    for report in reports {
      if hide(report, used: &used) {
        outcome.suppressed.append(report)
      } else if report.rule == UnusedSuppressionRule.id {
        outcome.unused.append(report)
      } else {
        outcome.invalid.append(report)
      }
    }
    if ran(UnusedSuppressionRule.id) {
      outcome.unused += unusedReports(used: used, ran: ran, reportRules: true)
    }
    return outcome
  }

  /// Which directive and rule hid something.
  private struct UsageKey: Hashable {
    var directive: Int
    var rule: String?
  }

  /// Marks every scope that covers `diagnostic` as used; true when there is one.
  private func hide(_ diagnostic: Diagnostic, used: inout Set<UsageKey>) -> Bool {
    let fieldLine = diagnostic.fieldIndex.flatMap { index in
      document.fields.indices.contains(index) ? document.fields[index].position.line : nil
    }
    var hidden = false
    // Every covering scope counts as used, so no directive is called unused while removing
    // it alone would bring a finding back.
    var candidates = rangeScopes + (lineScopes[diagnostic.position.line] ?? [])
    if let fieldLine, fieldLine != diagnostic.position.line {
      candidates += lineScopes[fieldLine] ?? []
    }
    for index in candidates where scopes[index].covers(diagnostic, fieldLine: fieldLine) {
      used.insert(UsageKey(directive: scopes[index].directive, rule: scopes[index].rule))
      hidden = true
    }
    return hidden
  }

  /// One report per directive that hid nothing for some of its rules: for the rules that
  /// report on directives when `reportRules`, else for the others (and unmatched enables).
  private func unusedReports(used: Set<UsageKey>, ran: (String) -> Bool, reportRules: Bool)
    -> [Diagnostic]
  {
    var reports: [Diagnostic] = []
    var scopeRules: [Int: [String?]] = [:]
    for scope in scopes where !scopeRules[scope.directive, default: []].contains(scope.rule) {
      scopeRules[scope.directive, default: []].append(scope.rule)
    }
    for (index, directive) in directives.enumerated() {
      let message: String?
      if directive.kind == .enable {
        let unmatched = unmatchedEnables[index] ?? []
        message =
          reportRules || unmatched.isEmpty
          ? nil : SuppressionMessages.unmatchedEnable(unmatched.compactMap { $0 })
      } else {
        let idle = (scopeRules[index] ?? []).filter { rule in
          guard !used.contains(UsageKey(directive: index, rule: rule)) else { return false }
          guard let rule else { return !reportRules }
          return Self.reportRuleIDs.contains(rule) == reportRules && ran(rule)
        }
        message =
          idle.isEmpty
          ? nil : SuppressionMessages.unused(directive, rules: idle.compactMap { $0 })
      }
      guard let message else { continue }
      reports.append(
        Diagnostic(
          rule: UnusedSuppressionRule.id, severity: UnusedSuppressionRule.description.severity,
          message: message, position: directive.position, endPosition: directive.endPosition,
          fieldIndex: nil,
          sourceLine: document.sourceLine(directive.position.line)))
    }
    return reports
  }

  private static func unique(_ ids: [String]) -> [String] {
    var seen = Set<String>()
    return ids.filter { seen.insert($0).inserted }
  }
}

/// What applying suppressions did to one document's findings.
public struct SuppressionOutcome: Sendable, Hashable {
  /// Findings no directive covers, in the order given.
  public var kept: [Diagnostic] = []
  /// Findings a directive hid.
  public var suppressed: [Diagnostic] = []
  /// Directives (or some of their rule ids) that hid nothing (rule `unused-suppression`).
  public var unused: [Diagnostic] = []
  /// Comments that look like directives but name unknown rules or keywords
  /// (rule `invalid-suppression`).
  public var invalid: [Diagnostic] = []

  /// Creates an empty outcome.
  public init() {}
}
