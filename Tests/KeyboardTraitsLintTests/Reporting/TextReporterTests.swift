import Testing

@testable import KeyboardTraits
@testable import KeyboardTraitsLint

/// The text format: gcc-style lines, code frames, colour and the summary.
@Suite("Text reporter")
struct TextReporterTests {
  typealias Fixtures = ReportingFixtures

  @Test("a finding is a gcc-style line, a code frame with a caret, and a blank line")
  func findingBlock() {
    let run = Fixtures.run(diagnostics: [Fixtures.diagnostic()])
    let output = TextReporter().report(run, options: ReporterOptions())
    #expect(
      output == """
        site/form.html:3:5: warning: Add autocomplete. [password-autocomplete]
         3 |     <input type="password">
           |     ^

        0 errors, 1 warning, 0 notes in 1 file

        """)
  }

  @Test("colour only when asked: bold path, yellow warning, dim gutter")
  func colour() {
    let run = Fixtures.run(diagnostics: [Fixtures.diagnostic()])
    let plain = TextReporter().report(run, options: ReporterOptions(useColor: false))
    let coloured = TextReporter().report(run, options: ReporterOptions(useColor: true))
    #expect(!plain.contains("\u{1B}"))
    #expect(coloured.hasPrefix("\u{1B}[1msite/form.html:3:5:\u{1B}[0m \u{1B}[33mwarning:\u{1B}[0m"))
    #expect(coloured.contains("\u{1B}[2m 3 |\u{1B}[0m"))
    #expect(coloured.contains("\u{1B}[2m   |\u{1B}[0m \u{1B}[33m    ^\u{1B}[0m"))
  }

  @Test("errors are red and notes cyan")
  func severityColours() {
    let run = Fixtures.run(diagnostics: [
      Fixtures.diagnostic(severity: .error), Fixtures.diagnostic(rule: "x", severity: .note),
    ])
    let output = TextReporter().report(run, options: ReporterOptions(useColor: true))
    #expect(output.contains("\u{1B}[31merror:\u{1B}[0m"))
    #expect(output.contains("\u{1B}[36mnote:\u{1B}[0m"))
  }

  @Test("tabs before the column are copied into the caret line")
  func tabsAlign() {
    let frame = CodeFrame(line: "\t\t<input  type=x>", column: 10)
    #expect(frame.sourceLine == "\t\t<input  type=x>")
    #expect(frame.caretLine == "\t\t       ^")
  }

  @Test("columns count Unicode scalars: a combining accent is a column of its own")
  func scalarColumns() {
    // "e" + U+0301 is one character but two scalars, so `<` is column 4.
    let frame = CodeFrame(line: "e\u{301} <b>", column: 4)
    #expect(frame.caretLine == "   ^")
  }

  @Test("long lines are clipped around the column with an ellipsis on each cut side")
  func clipping() {
    let line = String(repeating: "a", count: 300) + "<input>" + String(repeating: "b", count: 300)
    let frame = CodeFrame(line: line, column: 301)
    #expect(frame.sourceLine.hasPrefix("…"))
    #expect(frame.sourceLine.hasSuffix("…"))
    #expect(frame.sourceLine.unicodeScalars.count == CodeFrame.maxWidth + 2)
    let caret = frame.caretLine.unicodeScalars.count - 1
    let shown = Array(frame.sourceLine.unicodeScalars)
    #expect(String(String.UnicodeScalarView(shown[caret..<caret + 7])) == "<input>")
  }

  @Test("a column near the start or end clips only the other side")
  func clippingAtEdges() {
    let line = "<input>" + String(repeating: "x", count: 200) + "<end>"
    let start = CodeFrame(line: line, column: 1)
    #expect(start.sourceLine.hasPrefix("<input>") && start.sourceLine.hasSuffix("…"))
    #expect(start.caretLine == "^")
    let end = CodeFrame(line: line, column: line.unicodeScalars.count - 4)
    #expect(end.sourceLine.hasPrefix("…") && end.sourceLine.hasSuffix("<end>"))
    #expect(end.caretLine.count == CodeFrame.maxWidth - 4 + 1)
  }

  @Test("a column past the end of the line puts the caret just after it")
  func columnPastEnd() {
    #expect(CodeFrame(line: "ab", column: 9).caretLine == "  ^")
  }

  @Test("control characters from the file cannot reach the terminal")
  func controlCharacters() {
    let frame = CodeFrame(line: "\u{1B}[31m<input>", column: 6)
    #expect(!frame.sourceLine.contains("\u{1B}"))
    #expect(frame.caretLine == "     ^")
  }

  @Test("no frame when the diagnostic has no source line")
  func noSourceLine() {
    let run = Fixtures.run(diagnostics: [Fixtures.diagnostic(sourceLine: nil)])
    let output = TextReporter().report(run, options: ReporterOptions())
    #expect(
      output.hasPrefix(
        "site/form.html:3:5: warning: Add autocomplete. [password-autocomplete]\n\n"))
  }

  @Test("the summary counts findings, files and failures")
  func summaryLine() {
    var summary = ScanSummary()
    summary.files = 9
    #expect(TextReporter.summaryLine(summary) == "No problems in 9 files")
    summary = ScanSummary()
    summary.files = 4
    summary.failedFiles = 1
    summary.errors = 3
    summary.warnings = 5
    summary.notes = 2
    #expect(
      TextReporter.summaryLine(summary) == "3 errors, 5 warnings, 2 notes in 4 files (1 failed)")
    summary = ScanSummary()
    summary.files = 1
    summary.errors = 1
    #expect(TextReporter.summaryLine(summary) == "1 error, 0 warnings, 0 notes in 1 file")
  }

  @Test("no 'No problems' line when nothing was scanned or the findings went to a baseline")
  func noFalseAllClear() {
    let empty = TextReporter().report(Fixtures.run(diagnostics: []), options: ReporterOptions())
    #expect(empty.contains("No problems"))
    #expect(TextReporter.summaryLine(ScanSummary()) == nil)
    var summary = ScanSummary()
    summary.files = 9
    #expect(TextReporter.summaryLine(summary, writesBaseline: true) == nil)
    let baselined = TextReporter().report(
      Fixtures.run(diagnostics: []), options: ReporterOptions(writesBaseline: true))
    #expect(!baselined.contains("No problems"), "\(baselined)")
    // A failed file is still counted: that line says what went wrong.
    summary.failedFiles = 1
    #expect(
      TextReporter.summaryLine(summary, writesBaseline: true)
        == "0 errors, 0 warnings, 0 notes in 9 files (1 failed)")
  }
}
