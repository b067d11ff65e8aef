import ArgumentParser
import Foundation
import KeyboardTraits
import KeyboardTraitsLint
import KeyboardTraitsReport

/// `kbtraits lint`: the CI command. Reports what is wrong with each form field, in the formats CI
/// systems read, with ESLint's exit codes.
struct LintCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "lint",
    abstract: "Report what is wrong with each form field's keyboard, autofill and markup.",
    discussion: """
      Paths are files or directories (searched recursively for *.html, *.htm, *.xhtml and \
      --include globs); '-' reads standard input. Each file's configuration is the nearest \
      .kbtraits.yml above it merged with the ones above that, up to one with root: true (or \
      --config FILE alone, or the defaults with --no-config); --print-config FILE shows it. \
      .kbtraitsignore excludes files. SARIF links each rule to its documentation only when \
      --rules-url or rules-url: gives the page (a rule links to URL#<rule-id>).

      Exit status: 0 when clean (or only warnings within --max-warnings), 1 when there are \
      errors, too many warnings, unreadable files or (with --strict-baseline) stale baseline \
      entries, 2 for usage or configuration errors or when no HTML file was found.
      """)

  @OptionGroup var scan: ScanArguments

  @OptionGroup var configuration: ConfigurationArguments

  @OptionGroup var rulesURL: RulesURLArgument

  @OptionGroup(title: "Web pages") var pages: PageArguments

  @Option(
    name: .customLong("format"), parsing: .singleValue,
    help: ArgumentHelp(
      "Output format, repeatable: \(LintReporters.all.map { $0.identifier }.joined(separator: ", ")).",
      valueName: "format"))
  var formats: [String] = []

  @Option(
    name: [.short, .customLong("output")], parsing: .singleValue,
    help: "Write the matching --format (in order) to this file instead of standard output.")
  var outputs: [String] = []

  @Option(
    help: ArgumentHelp(
      "Print the configuration that applies to this file (merged, as YAML, with where each "
        + "value comes from) and lint nothing.", valueName: "file"))
  var printConfig: String?

  @Option(help: "The path to report for standard input (and to find its configuration).")
  var stdinFilename: String?

  @Option(help: "Fail when there are more warnings than this.")
  var maxWarnings: Int?

  @Flag(help: "Apply the safe fixes in place, then report what is left.")
  var fix = false

  @Option(help: "Ignore the findings recorded in this baseline file.")
  var baseline: String?

  @Option(help: "Write the current findings to this baseline file (and report none).")
  var writeBaseline: String?

  @Flag(help: "With --baseline: fail when a baselined finding no longer occurs.")
  var strictBaseline = false

  @Flag(help: "Never colour the text output.")
  var noColor = false

  func validate() throws {
    if printConfig == nil { try scan.validatePaths(pagesGiven: pages.isRequested) }
    for format in formats where LintReporters.reporter(named: format) == nil {
      let known = LintReporters.all.map { $0.identifier }
      let suggestion = LintReporters.nearestIdentifier(to: format).map { " Did you mean '\($0)'?" }
      throw ValidationError(
        "Unknown --format '\(format)'.\(suggestion ?? "") Formats: "
          + known.joined(separator: ", ") + ".")
    }
    if outputs.count > max(formats.count, 1) {
      throw ValidationError("Give one --format for each --output (\(outputs.count) outputs).")
    }
    if let maxWarnings, maxWarnings < 0 { throw ValidationError("--max-warnings must be 0 or more.") }
    if fix, scan.paths.contains("-") {
      throw ValidationError("--fix cannot write to standard input; lint a file to fix it.")
    }
    if strictBaseline, baseline == nil {
      throw ValidationError("--strict-baseline needs --baseline FILE.")
    }
  }

  func run() async throws {
    if let printConfig {
      try ConfigurationPrinter.print(forFile: printConfig, lookup: configuration.lookup)
      return
    }
    do {
      try await lint()
    } catch let failure as UsageFailure {
      FileHandle.standardError.write(Data("error: \(failure.description)\n".utf8))
      throw ExitCode(2)
    }
  }

  private func lint() async throws {
    var planned: ScanPlan
    let documentation: RuleDocumentationURL?
    do {
      planned = try await ScanPlan.preparingTables { () throws(ConfigurationErrors) in
        try ScanPlan(
          scan.settings(standardInputName: stdinFilename, includesPages: pages.isRequested),
          configuration: configuration)
      }
      documentation = try rulesURL.url ?? planned.configuredRulesURL()
    } catch let error as ConfigurationErrors {
      try ConfigurationMessages.fail(error.errors)
    } catch let error as ConfigurationError {
      try ConfigurationMessages.fail([error])
    }

    // Loaded first: baselined findings are accepted as they are, so --fix leaves them alone.
    let acceptedBaseline = try baseline.map(LintPipeline.loadBaseline)
    planned.addPages(try await pages.load(concurrency: scan.concurrency))
    let plan = planned
    let fix = self.fix
    let standardInputPath = scan.paths.contains("-") ? (stdinFilename ?? "-") : nil
    var reports: [FileReport] = []
    // Scanned unlinted: LintPipeline lints each file with its own configuration's rules.
    _ = await FormScanner(options: ScanOptions(concurrency: scan.concurrency)).scan(
      inputs: plan.inputs, using: { FormScanner(options: plan.group(forPath: $0.path).options) },
      transform: { report in
        let group = plan.group(forPath: report.path)
        return LintPipeline.lint(
          report, linter: group.linter, options: group.options, fix: fix,
          isStandardInput: report.path == standardInputPath, baseline: acceptedBaseline)
      },
      body: { reports.append($0) })

    var staleBaselineEntries = 0
    if let writeBaseline {
      try LintPipeline.writeBaseline(reports, to: writeBaseline)
      reports = reports.map { var report = $0; report.diagnostics = []; return report }
    } else if let acceptedBaseline {
      let filtered = acceptedBaseline.filter(reports)
      reports = filtered.files
      staleBaselineEntries = filtered.stale.count
    }
    // Counted once the findings are final: after suppressions, fixes and the baseline.
    var summary = LintPipeline.recount(reports, duplicatesSkipped: plan.duplicatesSkipped)
    summary.discoveryNotes = plan.discoveryNotes

    let run = LintRun(files: reports, summary: summary, rules: plan.ruleDescriptions)
    try write(run, rulesURL: documentation)
    try DiscoveryMessages.finish(summary, paths: scan.paths)

    if staleBaselineEntries > 0, strictBaseline {
      FileHandle.standardError.write(
        Data(
          ("error: \(staleBaselineEntries) baselined finding(s) no longer occur; rewrite the "
            + "baseline with --write-baseline so it shrinks.\n").utf8))
      throw ExitCode(1)
    }
    let tooManyWarnings = maxWarnings.map { summary.warnings > $0 } ?? false
    if summary.errors > 0 || summary.failedFiles > 0 || tooManyWarnings { throw ExitCode(1) }
  }

  /// Writes each requested format to its output (standard output when none is given).
  private func write(_ run: LintRun, rulesURL: RuleDocumentationURL?) throws {
    let requested = formats.isEmpty ? ["text"] : formats
    for (index, format) in requested.enumerated() {
      guard let reporter = LintReporters.reporter(named: format) else { continue }
      let destination = index < outputs.count ? outputs[index] : "-"
      let toTerminal = destination == "-" && isatty(STDOUT_FILENO) == 1
      let useColor =
        toTerminal && !noColor && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
        && ProcessInfo.processInfo.environment["TERM"] != "dumb"
      let text = reporter.init().report(
        run,
        options: ReporterOptions(
          useColor: useColor, baseDirectory: FileManager.default.currentDirectoryPath,
          rulesURL: rulesURL))
      if destination == "-" {
        FileHandle.standardOutput.write(Data(text.utf8))
      } else {
        do {
          try text.write(toFile: destination, atomically: true, encoding: .utf8)
        } catch {
          FileHandle.standardError.write(
            Data("error: cannot write \(format) output to \(destination): \(error.localizedDescription)\n".utf8))
          throw ExitCode(2)
        }
      }
    }
  }

}
