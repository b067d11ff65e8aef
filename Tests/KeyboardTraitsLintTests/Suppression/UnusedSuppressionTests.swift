import Testing

@testable import KeyboardTraits
@testable import KeyboardTraitsLint

@Suite("Unused suppressions")
struct UnusedSuppressionTests {
  static let label = "input-missing-label"
  static let token = "autocomplete-unknown-token"

  static func outcome(_ html: String, _ findings: [Diagnostic], ranRules: Set<String>? = nil)
    -> SuppressionOutcome
  {
    Suppressions(document: SuppressionTestSupport.scan(html)).apply(
      to: findings, ranRules: ranRules)
  }

  static func finding(_ rule: String, _ line: Int) -> Diagnostic {
    SuppressionTestSupport.finding(rule, line: line)
  }

  @Test("a directive that hides nothing is reported at its comment, naming its idle ids")
  func unusedNamed() throws {
    let html = """
      <p>
        <!-- kbtraits-disable-next-line input-missing-label, autocomplete-unknown-token -->
        <input>
      </p>
      """
    let result = Self.outcome(html, [Self.finding(Self.token, 3)])
    #expect(result.kept.isEmpty)
    let report = try #require(result.unused.first)
    #expect(result.unused.count == 1)
    #expect(report.rule == "unused-suppression")
    #expect(report.severity == .warning)
    #expect(report.position == SourcePosition(line: 2, column: 3))
    #expect(report.fix == nil)
    #expect(
      report.message
        == "kbtraits-disable-next-line suppresses nothing: no finding of 'input-missing-label' "
        + "is on line 3; remove that id.")
    #expect(report.sourceLine?.contains("kbtraits-disable-next-line") == true)
  }

  @Test("a directive for every rule that hides nothing asks to remove the comment")
  func unusedBare() throws {
    let result = Self.outcome("<input> <!-- kbtraits-disable-line -->", [])
    let report = try #require(result.unused.first)
    #expect(
      report.message
        == "kbtraits-disable-line suppresses nothing: no finding of any rule is on line 1; "
        + "remove the comment.")
  }

  @Test("ranges that hide nothing, and enables that end nothing, are reported")
  func unusedRangeAndEnable() {
    let html = """
      <!-- kbtraits-disable input-missing-label -->
      <input>
      <!-- kbtraits-enable input-missing-label -->
      <!-- kbtraits-enable autocomplete-unknown-token -->
      <!-- kbtraits-enable -->
      """
    let result = Self.outcome(html, [])
    #expect(result.unused.map(\.position.line) == [1, 4, 5])
    #expect(
      result.unused.map(\.message) == [
        "kbtraits-disable suppresses nothing: no finding of 'input-missing-label' is in the "
          + "range it disables; remove the comment.",
        "kbtraits-enable for 'autocomplete-unknown-token' ends no kbtraits-disable range above "
          + "it; remove it, or add the kbtraits-disable it was meant to close.",
        "kbtraits-enable ends no kbtraits-disable range above it; remove it, or add the "
          + "kbtraits-disable it was meant to close.",
      ])
  }

  @Test("directives are not reported unused for rules that did not run")
  func onlyRulesThatRan() {
    let html = "<!-- kbtraits-disable-next-line input-missing-label -->\n<input>"
    #expect(Self.outcome(html, [], ranRules: ["unused-suppression"]).unused.isEmpty)
    #expect(Self.outcome(html, [], ranRules: [Self.label, "unused-suppression"]).unused.count == 1)
    #expect(
      Self.outcome(html, [], ranRules: [Self.label]).unused.isEmpty,
      "unused-suppression itself off")
  }

  @Test("a directive used by one finding is not reported, even when another also covers it")
  func overlappingDirectives() {
    let html = """
      <!-- kbtraits-disable input-missing-label -->
      <!-- kbtraits-disable-next-line input-missing-label -->
      <input>
      """
    let result = Self.outcome(html, [Self.finding(Self.label, 3)])
    #expect(result.kept.isEmpty)
    #expect(result.suppressed.count == 1)
    #expect(result.unused.isEmpty)
  }

  @Test("reports about directives are hidden only by directives naming their rule")
  func suppressingReports() {
    let html = """
      <!-- kbtraits-disable-next-line invalid-suppression -- kept for an old build -->
      <!-- kbtraits-disable-next-line input-mising-label -->
      <!-- kbtraits-disable -->
      <!-- kbtraits-disable-next-line nope -->
      <input>
      """
    let result = Self.outcome(html, [Self.finding(Self.label, 5)])
    #expect(result.kept.isEmpty)
    #expect(result.invalid.map(\.position.line) == [4], "the bare disable does not hide it")
    #expect(result.unused.isEmpty)
    #expect(result.suppressed.map(\.rule) == [Self.label, "invalid-suppression"])
  }

  @Test("a directive naming a report rule that hides nothing is itself reported")
  func unusedReportRuleDirective() {
    let html = "<!-- kbtraits-disable-next-line unused-suppression -->\n<input>"
    let result = Self.outcome(html, [])
    #expect(result.unused.count == 1)
    #expect(result.unused.first?.message.contains("'unused-suppression'") == true)
  }

  @Test("the linter integration uses the configured severities and sorts the result")
  func linterIntegration() throws {
    let html = """
      <form action="/account">
        <!-- kbtraits-disable-next-line input-missing-label -->
        \(SuppressionTestSupport.unlabelled)
        <!-- kbtraits-disable-next-line input-missing-label -->
        <label>Name <input name="name" autocomplete="name"></label>
        <!-- kbtraits-disable-line nope -->
      </form>
      """
    let document = SuppressionTestSupport.scan(html)
    let linter = SuppressionTestSupport.linter(
      LintConfiguration(
        severities: ["unused-suppression": .error, "invalid-suppression": .note]))
    let raw = SuppressionTestSupport.rawDiagnostics(document, linter: linter)
    #expect(raw.contains { $0.rule == Self.label && $0.position.line == 3 })
    let result = Suppressions.apply(to: raw, in: document, linter: linter)
    #expect(!result.contains { $0.rule == Self.label })
    let reports = result.filter { Suppressions.reportRuleIDs.contains($0.rule) }
    #expect(
      reports.map { "\($0.position.line) \($0.rule) \($0.severity)" } == [
        "4 unused-suppression error", "6 invalid-suppression note",
      ])
    #expect(result == result.sorted { ($0.position, $0.rule) < ($1.position, $1.rule) })
  }

  @Test("with the report rules switched off, findings are still hidden but nothing is added")
  func reportRulesOff() {
    let html = """
      <!-- kbtraits-disable-next-line input-missing-label -->
      \(SuppressionTestSupport.unlabelled)
      <!-- kbtraits-disable-next-line nope -->
      """
    let document = SuppressionTestSupport.scan(html)
    let linter = SuppressionTestSupport.linter(
      LintConfiguration(disabled: ["unused-suppression", "invalid-suppression"]))
    let result = Suppressions.apply(
      to: SuppressionTestSupport.rawDiagnostics(document, linter: linter), in: document,
      linter: linter)
    #expect(!result.contains { $0.rule == Self.label || $0.rule.hasSuffix("-suppression") })
  }

  @Test("the report rules are registered with documentation and examples")
  func registered() throws {
    for id in ["unused-suppression", "invalid-suppression"] {
      let rule = try #require(RuleRegistry.suppressionRules.first { $0.id == id })
      #expect(!rule.description.triggeringExamples.isEmpty)
      #expect(rule.init().validate(LintDocument(SuppressionTestSupport.scan("<input>"))).isEmpty)
      #expect(RuleDocumentation.markdown(for: rule.description).contains("`\(id)`"))
    }
  }

  /// What the generic example test sees once `Linter.lint` applies suppressions: every rule
  /// runs (the examples name other rules), and only the report rule's findings count.
  @Test("the report rules' own examples fire exactly at their markers")
  func ownExamples() {
    for rule in RuleRegistry.suppressionRules {
      let positions = { (html: String) -> [SourcePosition] in
        let document = SuppressionTestSupport.scan(html)
        let linter = SuppressionTestSupport.linter()
        return Suppressions.apply(
          to: SuppressionTestSupport.rawDiagnostics(document, linter: linter), in: document,
          linter: linter
        ).filter { $0.rule == rule.id }.map(\.position)
      }
      for example in rule.description.triggeringExamples {
        #expect(positions(example.strippedHTML) == example.markedPositions, "\(example.html)")
      }
      for example in rule.description.nonTriggeringExamples {
        #expect(positions(example.strippedHTML).isEmpty, "\(example.html)")
      }
    }
  }
}
