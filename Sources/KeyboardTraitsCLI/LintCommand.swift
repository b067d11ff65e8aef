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
      Paths are files or directories (searched recursively for *.html, *.htm, *.xhtml, \
      template files and --include globs); '-' reads standard input, as --syntax says. Each \
      file's configuration is the nearest .kbtraits.yml above it merged with the ones above \
      that, up to one with root: true (or --config FILE alone, or the defaults with \
      --no-config); --print-config FILE shows it. .kbtraitsignore excludes files. SARIF links \
      each rule to its documentation only when --rules-url or rules-url: gives the page (a rule \
      links to URL#<rule-id>).

      Exit status: 0 when clean (or only warnings within --max-warnings), 1 when there are \
      errors, too many warnings, unreadable files or (with --strict-baseline) stale baseline \
      entries, 2 for usage or configuration errors or when no HTML file was found.
      """)

  @OptionGroup var scan: ScanArguments

  @OptionGroup var configuration: ConfigurationArguments

  @OptionGroup var rulesURL: RulesURLArgument

  @OptionGroup(title: "Web pages") var pages: PageArguments

  @OptionGroup var output: LintOutputArguments

  @Option(
    name: .customLong("format"), parsing: .singleValue,
    help: ArgumentHelp(
      "Output format, repeatable: \(LintReporters.all.map { $0.identifier }.joined(separator: ", ")).",
      valueName: "format"))
  var formats: [String] = []

  @Option(
    name: [.short, .customLong("output")], parsing: .singleValue,
    help: ArgumentHelp(
      "Write the matching --format (in order; '-' is standard output) to this file. Without "
        + "--format, the extension decides: .sarif, .json, .txt.",
      valueName: "file"))
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

  @Flag(help: "With --fix or --fix-dry-run, apply the unsafe fixes too; review what they change.")
  var unsafeFixes = false

  @Option(help: "Ignore the findings recorded in this baseline file.")
  var baseline: String?

  @Option(help: "Write the current findings to this baseline file (and report none).")
  var writeBaseline: String?

  @Flag(help: "With --baseline: fail when a baselined finding no longer occurs.")
  var strictBaseline = false

  @Flag(help: "Never colour the text output (--color never).")
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
    _ = try LintDestinations.resolve(
      formats: formats, outputs: outputs, diffOnStandardOutput: output.fixDryRun)
    if noColor, let color = output.color, color != .never {
      throw ValidationError("--no-color and --color \(color.rawValue) disagree; give one of them.")
    }
    if fix, output.fixDryRun {
      throw ValidationError("--fix writes the fixes and --fix-dry-run only shows them; give one.")
    }
    if output.fixDryRun, scan.paths.contains("-") {
      throw ValidationError("--fix-dry-run needs files; standard input is not fixed.")
    }
    if let maxWarnings, maxWarnings < 0 { throw ValidationError("--max-warnings must be 0 or more.") }
    if fix, scan.paths.contains("-") {
      throw ValidationError("--fix cannot write to standard input; lint a file to fix it.")
    }
    if unsafeFixes, !fix, !output.fixDryRun {
      throw ValidationError("--unsafe-fixes needs --fix or --fix-dry-run.")
    }
    if strictBaseline, baseline == nil {
      throw ValidationError("--strict-baseline needs --baseline FILE.")
    }
  }

  func run() async throws {
    if let printConfig {
      try ConfigurationPrinter.print(
        forFile: printConfig, lookup: configuration.lookup,
        platforms: try configuration.platforms)
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
    var (planned, documentation) = try await ScanPlan.forCommand(
      scan.settings(standardInputName: stdinFilename, includesPages: pages.isRequested),
      configuration: configuration, rulesURL: rulesURL)

    // Loaded first: baselined findings are accepted as they are, so --fix leaves them alone.
    let acceptedBaseline = try baseline.map(LintPipeline.loadBaseline)
    planned.addPages(try await pages.load(concurrency: scan.concurrency))
    let plan = planned
    let fix: FixMode = self.fix ? .write : output.fixDryRun ? .dryRun : .none
    let standardInputPath = scan.paths.contains("-") ? (stdinFilename ?? "-") : nil
    // Every format, the baseline and the messages show the same paths: relative to the working
    // directory or --base-dir, unnamed standard input as <stdin>.
    let paths = DisplayPaths(
      baseDirectory: output.baseDirectory,
      workingDirectory: FileManager.default.currentDirectoryPath)
    let unnamedStandardInput = stdinFilename == nil ? standardInputPath : nil
    // A rendered page keeps its URL.
    let display: @Sendable (FileReport) -> String = { report in
      if report.isRenderedPage { return report.path }
      return paths.display(report.path, isUnnamedStandardInput: report.path == unnamedStandardInput)
    }
    var reports: [FileReport] = []
    var fixes: [FixOutcome] = []
    // Scanned unlinted: LintPipeline lints each file with its own configuration's rules.
    _ = await FormScanner(options: ScanOptions(concurrency: scan.concurrency)).scan(
      inputs: plan.inputs, using: { FormScanner(options: plan.group(forPath: $0.path).options) },
      transform: { report in
        let group = plan.group(forPath: report.path)
        return LintPipeline.lint(
          report, displayPath: display(report), linter: group.linter,
          options: group.options, fix: fix, includingUnsafe: unsafeFixes,
          isStandardInput: report.path == standardInputPath,
          baseline: acceptedBaseline)
      },
      body: { linted in
        var report = linted.report
        report.path = display(report)
        reports.append(report)
        if var outcome = linted.fix {
          outcome.path = report.path
          fixes.append(outcome)
        }
      })
    // Display paths (relative, `..`, <stdin>) can sort differently from the paths scanned.
    // Rendered pages stay after the files, in the order given.
    let files = reports.filter { !$0.isRenderedPage }.sorted {
      $0.path.utf8.lexicographicallyPrecedes($1.path.utf8)
    }
    reports = files + reports.filter(\.isRenderedPage)
    fixes.sort { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }

    var messages: [String] = []
    if fix != .none {
      messages += LintMessages.fixes(fixes, files: reports.count, dryRun: fix == .dryRun)
    }
    var staleBaselineEntries = 0
    if let writeBaseline {
      let entries = try LintPipeline.writeBaseline(reports, to: writeBaseline)
      messages.append(LintMessages.wroteBaseline(entries: entries, path: writeBaseline))
      reports = reports.map { var report = $0; report.diagnostics = []; return report }
    } else if let acceptedBaseline, let baseline {
      let filtered = acceptedBaseline.filter(reports)
      reports = filtered.files
      staleBaselineEntries = filtered.stale.count
      messages += LintMessages.appliedBaseline(
        path: baseline, hidden: filtered.baselined, stale: filtered.stale,
        strict: strictBaseline)
    }
    // --max-warnings counts the warnings even when --quiet leaves them out of the report.
    let warnings = reports.reduce(0) { $0 + $1.diagnostics.count { $0.severity == .warning } }
    if output.quiet {
      reports = reports.map { report in
        var report = report
        report.diagnostics = report.diagnostics.filter { $0.severity == .error }
        return report
      }
    }
    // Counted once the findings are final: after suppressions, fixes, the baseline and --quiet.
    var summary = LintPipeline.recount(reports, duplicatesSkipped: plan.duplicatesSkipped)
    summary.discoveryNotes = plan.discoveryNotes

    let run = LintRun(files: reports, summary: summary, rules: plan.ruleDescriptions)
    let diff = fix == .dryRun ? fixes.map(LintPipeline.diff).joined() : ""
    try write(
      run, rulesURL: documentation, platforms: plan.platforms, baseDirectory: paths.base,
      diff: diff)
    LintMessages.print(messages)
    try DiscoveryMessages.finish(summary, paths: scan.paths)

    if staleBaselineEntries > 0, strictBaseline { throw ExitCode(1) }
    let tooManyWarnings = maxWarnings.map { warnings > $0 } ?? false
    if let maxWarnings, tooManyWarnings {
      LintMessages.print([
        LintMessages.tooManyWarnings(warnings, allowed: maxWarnings, quiet: output.quiet)
      ])
    }
    let fixFailed = fixes.contains { $0.failure != nil }
    if summary.errors > 0 || summary.failedFiles > 0 || tooManyWarnings || fixFailed {
      throw ExitCode(1)
    }
  }

  /// Writes the dry run's diff, then each requested format to its destination
  /// (``LintDestinations``).
  private func write(
    _ run: LintRun, rulesURL: RuleDocumentationURL?, platforms: Set<TargetPlatform>,
    baseDirectory: String, diff: String
  ) throws {
    let destinations = try LintDestinations.resolve(
      formats: formats, outputs: outputs, diffOnStandardOutput: output.fixDryRun)
    if !diff.isEmpty { FileHandle.standardOutput.write(Data(diff.utf8)) }
    let environment = ProcessInfo.processInfo.environment
    let isTerminal = isatty(STDOUT_FILENO) == 1
    let color = output.color ?? (noColor ? .never : .auto)
    for destination in destinations {
      let useColor = color.useColor(
        toStandardOutput: destination.path == nil, isTerminal: isTerminal,
        environment: environment)
      let text = destination.reporter.init().report(
        run,
        options: ReporterOptions(
          useColor: useColor, baseDirectory: baseDirectory, rulesURL: rulesURL,
          platforms: platforms))
      guard let path = destination.path else {
        FileHandle.standardOutput.write(Data(text.utf8))
        continue
      }
      do {
        try text.write(toFile: path, atomically: true, encoding: .utf8)
      } catch {
        let format = destination.reporter.identifier
        FileHandle.standardError.write(
          Data(
            "error: cannot write \(format) output to \(path): \(error.localizedDescription)\n"
              .utf8))
        throw ExitCode(2)
      }
    }
  }
}
