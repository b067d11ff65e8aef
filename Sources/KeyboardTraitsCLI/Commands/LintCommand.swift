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
      --no-config); --print-config FILE shows it. .kbtraitsignore (and .gitignore in a git work \
      tree) excludes files; node_modules and bower_components are walked only when named \
      (--no-ignore: everything). SARIF links \
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
    let standardInputPath = scan.paths.contains("-") ? (stdinFilename ?? "-") : nil
    // Every format, the baseline and the messages show the same paths: relative to the working
    // directory or --base-dir, unnamed standard input as <stdin>.
    let paths = DisplayPaths(
      baseDirectory: output.baseDirectory,
      workingDirectory: FileManager.default.currentDirectoryPath)
    let unnamedStandardInput = stdinFilename == nil ? standardInputPath : nil
    // A rendered page keeps its URL.
    let display: @Sendable (String, Bool) -> String = { path, isRenderedPage in
      if isRenderedPage { return path }
      return paths.display(path, isUnnamedStandardInput: path == unnamedStandardInput)
    }
    var settings = scan.settings(standardInputName: stdinFilename, includesPages: pages.isRequested)
    settings.reportOrder = { display($0, false) }
    var (planned, documentation) = try await ScanPlan.forCommand(
      settings, configuration: configuration, rulesURL: rulesURL)

    // Loaded first: baselined findings are accepted as they are, so --fix leaves them alone.
    let acceptedBaseline = try baseline.map(LintPipeline.loadBaseline)
    planned.addPages(try await pages.load(concurrency: scan.concurrency))
    let plan = planned
    let fix: FixMode = self.fix ? .write : output.fixDryRun ? .dryRun : .none

    let reports = LintReportOutputs()
    defer { reports.discard() }
    let baselineWriter = writeBaseline.map { _ in BaselineWriter() }
    var tally = LintRunTally(
      baseline: baselineWriter.map { .write($0) } ?? acceptedBaseline.map { .apply($0) } ?? .unused,
      quiet: output.quiet, dryRun: fix == .dryRun)
    let destinations = try LintDestinations.resolve(
      formats: formats, outputs: outputs, diffOnStandardOutput: output.fixDryRun)
    do throws(LintReportOutputs.Failure) {
      try reports.begin(
        destinations, rules: plan.ruleDescriptions, diffFirst: fix == .dryRun,
        options: reporterOptions(rulesURL: documentation, plan: plan, paths: paths))
    } catch {
      try Self.fail(error)
    }
    var failure: LintReportOutputs.Failure?
    // Streamed in the order the reports list files: by display path, rendered pages after the
    // files. The walk gives them in that order unless paths given as `..` or <stdin> sort apart
    // from their display paths: only then are they all held, to be sorted.
    let walked = plan.inputs()
    let inputs: any Sequence<ScanInput> =
      plan.isInReportOrder ? walked : Self.reportOrder(Array(walked), display: display)
    _ = await FormScanner(options: ScanOptions(concurrency: scan.concurrency)).scan(
      inputs: inputs, using: { FormScanner(options: plan.group(forPath: $0.path).options) },
      transform: { report in
        let group = plan.group(forPath: report.path)
        return LintPipeline.lint(
          report, displayPath: display(report.path, report.isRenderedPage),
          linter: group.linter, options: group.options, fix: fix, includingUnsafe: unsafeFixes,
          isStandardInput: report.path == standardInputPath, baseline: acceptedBaseline)
      },
      body: { linted in
        guard failure == nil else { return }
        var report = linted.report
        let shown = display(report.path, report.isRenderedPage)
        // A scan error's message opens with the path as scanned (`./a.html: not HTML`).
        report.error = report.error?.replacingPath(report.path, with: shown)
        report.path = shown
        var outcome = linted.fix
        outcome?.path = report.path
        do {
          if fix == .dryRun, let diff = outcome.map(LintPipeline.diff), !diff.isEmpty {
            try reports.writeToStandardOutput(diff)
          }
          // The file's bytes were only for the diff.
          outcome?.original = []
          outcome?.fixed = []
          try reports.write(try tally.take(report, fix: outcome))
        } catch let error as LintReportOutputs.Failure {
          failure = error
        } catch {
          failure = LintReportOutputs.Failure(
            format: "baseline", destination: writeBaseline ?? "", reason: "\(error)")
        }
      })

    var summary = tally.summary
    summary.duplicatesSkipped = walked.duplicateCount
    summary.discoveryNotes = walked.notes
    summary.discoverySkips = walked.skips
    if failure == nil {
      do throws(LintReportOutputs.Failure) {
        try reports.finish(summary: summary)
      } catch {
        failure = error
      }
    }
    if let failure { try Self.fail(failure) }

    var messages: [String] = []
    if fix != .none { messages += tally.fixMessages.all(files: tally.files) }
    var staleBaselineEntries = 0
    if let writeBaseline, let baselineWriter {
      do {
        try baselineWriter.write(to: CommandLinePath.escaped(writeBaseline))
      } catch {
        throw UsageFailure("\(error)")
      }
      messages.append(
        LintMessages.wroteBaseline(
          entries: baselineWriter.count, path: writeBaseline, files: tally.files))
    } else if let acceptedBaseline, let baseline {
      staleBaselineEntries = tally.staleCount
      // Only --strict-baseline lists the stale entries, so only it reads their text back.
      let listed =
        strictBaseline && staleBaselineEntries > 0
        ? Result { try acceptedBaseline.staleEntries(tally.stale) } : nil
      messages += LintMessages.appliedBaseline(
        path: baseline, hidden: tally.baselined, staleCount: staleBaselineEntries,
        listed: listed, strict: strictBaseline)
    }
    LintMessages.print(messages)
    try DiscoveryMessages.finish(
      summary, paths: scan.paths, warnIgnored: !configuration.noWarnIgnored)

    if staleBaselineEntries > 0, strictBaseline { throw ExitCode(1) }
    let warnings = tally.warnings
    let tooManyWarnings = maxWarnings.map { warnings > $0 } ?? false
    if let maxWarnings, tooManyWarnings {
      LintMessages.print([
        LintMessages.tooManyWarnings(warnings, allowed: maxWarnings, quiet: output.quiet)
      ])
    }
    if summary.errors > 0 || summary.failedFiles > 0 || tooManyWarnings
      || tally.fixMessages.failed
    {
      throw ExitCode(1)
    }
  }

  /// Says why a report could not be written; exit status 2.
  private static func fail(_ failure: LintReportOutputs.Failure) throws -> Never {
    FileHandle.standardError.write(Data("error: \(failure.message)\n".utf8))
    throw ExitCode(2)
  }

  /// The inputs in report order: files by display path (UTF-8 order), then rendered pages in
  /// the order given.
  static func reportOrder(
    _ inputs: [ScanInput], display: (String, Bool) -> String
  ) -> [ScanInput] {
    let files = inputs.filter { !$0.isRenderedPage }
      .map { (key: Array(display($0.path, false).utf8), input: $0) }
      .sorted { $0.key.lexicographicallyPrecedes($1.key) }
      .map(\.input)
    return files + inputs.filter(\.isRenderedPage)
  }

  /// Each destination's options: colour only for a terminal that wants it (``ColorChoice``).
  private func reporterOptions(
    rulesURL: RuleDocumentationURL?, plan: ScanPlan, paths: DisplayPaths
  ) -> (LintDestination) -> ReporterOptions {
    let environment = ProcessInfo.processInfo.environment
    let isTerminal = isatty(STDOUT_FILENO) == 1
    let color = output.color ?? (noColor ? .never : .auto)
    return { destination in
      ReporterOptions(
        useColor: color.useColor(
          toStandardOutput: destination.path == nil, isTerminal: isTerminal,
          environment: environment),
        baseDirectory: paths.base, rulesURL: rulesURL, platforms: plan.platforms,
        writesBaseline: writeBaseline != nil)
    }
  }
}
