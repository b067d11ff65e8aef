import Testing

@testable import KeyboardTraits
@testable import KeyboardTraitsLint

@Suite("Fix verification")
struct FixVerifierTests {
  private func finding(_ rule: String, line: Int = 1, fix: Bool = false) -> Diagnostic {
    Diagnostic(
      rule: rule, severity: .warning, message: "m", position: SourcePosition(line: line, column: 1),
      fieldIndex: 0,
      fix: fix ? Fix(summary: "s", edits: [.setValue(attribute: "type", value: "email")]) : nil)
  }

  @Test("the reason names the fixed file's first new finding, the same rule on every run")
  func reasonFollowsTheFixedFilesOrder() {
    let applied = [finding("email-keyboard", fix: true)]
    // Many new rules on the fixed element: a dictionary's order would pick one at random.
    let newRules = (0..<12).map { "rule-\($0)" }
    let after = newRules.map { finding($0) }
    let failures = FixVerifier.failures(
      applied: applied, before: applied, after: after, fields: 1)
    #expect(failures.count == 1)
    #expect(
      failures.first?.reason
        == "after the fix, rule-0 reports something new on this element, so the fix was not "
        + "applied; edit it by hand")
  }

  @Test("a finding the fix should remove and that stays is named as still reported")
  func stubbornFinding() {
    let applied = [finding("email-keyboard", fix: true)]
    let failures = FixVerifier.failures(
      applied: applied, before: applied, after: [finding("email-keyboard")], fields: 1)
    #expect(
      failures.first?.reason.hasPrefix("after the fix, email-keyboard still reports it") == true)
  }

  @Test("findings on other elements, and no more than before, pass")
  func unrelatedFindingsPass() {
    let applied = [finding("email-keyboard", fix: true)]
    var elsewhere = finding("other-rule")
    elsewhere.fieldIndex = 1
    let failures = FixVerifier.failures(
      applied: applied, before: applied + [elsewhere], after: [elsewhere], fields: 2)
    #expect(failures.isEmpty)
  }
}
