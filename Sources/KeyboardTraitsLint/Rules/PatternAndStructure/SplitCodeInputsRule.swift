import KeyboardTraits

/// One-character boxes used for a code or card number.
///
/// What it checks: a run of four or more consecutive `maxlength="1"` inputs of type text,
/// number, tel or password (a missing or unknown type counts as text) with the same form owner,
/// in document order; hidden inputs between them are ignored, any other field ends the run.
/// Reported once, at the first box.
/// Why: iOS offers a one-time code from Messages in the keyboard bar for one field, and a
/// pasted code or card number lands in one box: split boxes need script to spread it, which
/// often fails, and VoiceOver users hear many unnamed one-character fields.
/// Example: six `<input maxlength="1">` boxes for a verification code.
/// Use instead: `<input inputmode="numeric" autocomplete="one-time-code" maxlength="6">`.
struct SplitCodeInputsRule: Rule {
  static let description = RuleDescription(
    id: "split-code-inputs",
    name: "Split Code Inputs",
    summary: "A code should be typed into one input, not a row of one-character boxes.",
    rationale: "iOS puts the one-time code from Messages in the keyboard bar for one field and a "
      + "paste lands in one box, so with a row of single-character boxes the user ends up "
      + "typing digit by digit and hopping between boxes.",
    category: .labelsAndStructure,
    severity: .warning,
    basis: "web.dev SMS OTP form best practices (use a single input); WebKit one-time-code "
      + "AutoFill (textContentType oneTimeCode)",
    triggeringExamples: [
      RuleExample(
        #"""
        <form action="/verify">
          ↓<input type="text" name="d1" maxlength="1" inputmode="numeric">
          <input type="text" name="d2" maxlength="1" inputmode="numeric">
          <input type="text" name="d3" maxlength="1" inputmode="numeric">
          <input type="text" name="d4" maxlength="1" inputmode="numeric">
          <input type="text" name="d5" maxlength="1" inputmode="numeric">
          <input type="text" name="d6" maxlength="1" inputmode="numeric">
          <button>Verify</button>
        </form>
        """#),
      RuleExample(
        #"""
        ↓<input type="tel" maxlength="1"><input type="tel" maxlength="1"><input type="tel"
        maxlength="1"><input type="tel" maxlength="1">
        """#),
      RuleExample(
        #"""
        ↓<input name="pin1" type="password" maxlength=" 1 "><input type="hidden" name="t">
        <input name="pin2" type="password" maxlength="1">
        <input name="pin3" type="password" maxlength="1">
        <input name="pin4" type="password" maxlength="1">
        <input name="email" type="email">
        ↓<input name="c1" type="number" maxlength="1"><input name="c2" maxlength="1">
        <input name="c3" maxlength="1"><input name="c4" maxlength="1">
        """#),
    ],
    nonTriggeringExamples: [
      RuleExample(
        #"<input name="code" inputmode="numeric" autocomplete="one-time-code" maxlength="6">"#),
      RuleExample(
        #"""
        <input name="a" maxlength="1"><input name="b" maxlength="1">
        <input name="c" maxlength="1">
        """#),
      RuleExample(
        #"""
        <input name="a" maxlength="1"><input name="b" maxlength="1">
        <input name="middle_initial" maxlength="2">
        <input name="c" maxlength="1"><input name="d" maxlength="1">
        """#),
      RuleExample(
        #"""
        <input type="checkbox" maxlength="1" name="x1">
        <input type="checkbox" maxlength="1" name="x2">
        <input type="checkbox" maxlength="1" name="x3">
        <input type="checkbox" maxlength="1" name="x4">
        """#),
      RuleExample(
        #"""
        <form><input name="a" maxlength="1"><input name="b" maxlength="1"></form>
        <form><input name="c" maxlength="1"><input name="d" maxlength="1"></form>
        """#),
    ],
    jsxScope: .provenSurroundings)

  /// The shortest run that is reported.
  private static let minimumRun = 4

  func validate(_ document: LintDocument) -> [Finding] {
    var findings: [Finding] = []
    let owners = Set(document.fields.map(\.field.formIndex))
    for owner in owners.sorted(by: { ($0 ?? -1) < ($1 ?? -1) }) {
      var run: [LintField] = []
      for field in document.fields(ownedBy: owner) {
        if field.field.inputType == .hidden { continue }
        if Self.isBox(field) {
          // A box in another alternative of a template conditional starts another row.
          if let first = run.first, document.document.excludes(first.field, field.field) {
            findings += Self.report(run)
            run = []
          }
          run.append(field)
          continue
        }
        findings += Self.report(run)
        run = []
      }
      findings += Self.report(run)
    }
    return findings
  }

  private static func isBox(_ field: LintField) -> Bool {
    guard field.field.element == "input", field.field.maxLength == 1 else { return false }
    switch field.field.inputType {
    case .text, .number, .tel, .password: return true
    default: return false
    }
  }

  private static func report(_ run: [LintField]) -> [Finding] {
    guard run.count >= minimumRun, let first = run.first else { return [] }
    return [first.finding(message(first.field, count: run.count))]
  }
}

extension SplitCodeInputsRule {
  fileprivate static func message(_ field: FormField, count: Int) -> String {
    "\(field.tagSummary) starts a row of \(count) one-character boxes, so iOS can offer the "
      + "one-time code for only one box and a pasted code lands in one box; use one "
      + "<input inputmode=\"numeric\" autocomplete=\"one-time-code\" maxlength=\"\(count)\">."
  }
}
