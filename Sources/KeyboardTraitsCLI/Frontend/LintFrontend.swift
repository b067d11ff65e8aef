import Foundation
import KeyboardTraits
import KeyboardTraitsBuildInfo
import KeyboardTraitsLint
import KeyboardTraitsReport

/// `kbtraits lint`'s run: lints every input under its configuration, fixes what it was asked to,
/// applies or writes the baseline, and streams the reports to their destinations in report
/// order; then says on standard error what it did besides reporting.
struct LintFrontend: Frontend {
  /// What `lint` does besides scanning: the reports, fixes, baseline and limits.
  struct Options {
    /// Where each report goes.
    var destinations: [LintDestination]
    /// `--stdin-filename`: the path reported for standard input.
    var standardInputName: String?
    /// `--quiet`: errors only.
    var quiet: Bool
    /// `--base-dir`: reported paths are relative to it.
    var baseDirectory: String?
    /// When the text output is coloured (`--color`, `--no-color`).
    var color: ColorChoice
    /// `--fix` or `--fix-dry-run`.
    var fix: FixMode
    /// `--unsafe-fixes`.
    var includesUnsafeFixes: Bool
    /// `--max-warnings`.
    var maxWarnings: Int?
    /// `--baseline`: the baseline applied.
    var baseline: String?
    /// `--write-baseline`: the baseline written.
    var writeBaseline: String?
    /// `--strict-baseline`: stale baseline entries fail the run.
    var strictBaseline: Bool
    /// `--cache`: the cache file (``LintCache``); nil without the cache.
    var cacheLocation: String? = nil
  }

  /// What a worker hands over for one input.
  private enum Work: Sendable {
    /// Linted now; with `probe`, a file the cache may keep.
    case linted(LintedFile, probe: LintCache.Probe?)
    /// Reported from the cache.
    case kept(LintCacheRecord, probe: LintCache.Probe)
  }

  let scan: ScanArguments
  let configuration: ConfigurationArguments
  let rulesURL: RulesURLArgument
  let pages: PageArguments
  /// `--shard`: the part of the inputs to lint.
  var shard: Shard? = nil
  let options: Options

  /// Exit status 1 for errors, too many warnings, unreadable files, fixes that failed or (with
  /// `strictBaseline`) stale baseline entries; 2 when a report or the baseline cannot be read or
  /// written.
  func run() async throws -> RunOutcome {
    do {
      return try await lint()
    } catch let failure as UsageFailure {
      FileHandle.standardError.write(Data("error: \(failure.description)\n".utf8))
      return .usageError
    } catch let stop as RunStopped {
      return stop.outcome
    }
  }

  private func lint() async throws -> RunOutcome {
    let standardInputName = options.standardInputName
    let standardInputPath = scan.paths.contains("-") ? (standardInputName ?? "-") : nil
    // Every format, the baseline and the messages show the same paths: relative to the working
    // directory or --base-dir, unnamed standard input as <stdin>.
    let paths = DisplayPaths(
      baseDirectory: options.baseDirectory,
      workingDirectory: FileManager.default.currentDirectoryPath)
    let unnamedStandardInput = standardInputName == nil ? standardInputPath : nil
    // A rendered page keeps its URL.
    let display: @Sendable (String, Bool) -> String = { path, isRenderedPage in
      if isRenderedPage { return path }
      return paths.display(path, isUnnamedStandardInput: path == unnamedStandardInput)
    }
    var settings = scan.settings(
      standardInputName: standardInputName, includesPages: pages.isRequested)
    settings.reportOrder = { display($0, false) }
    settings.shard = shard
    var (planned, documentation) = try await ScanPlan.forCommand(
      settings, configuration: configuration, rulesURL: rulesURL)

    // Loaded first: baselined findings are accepted as they are, so --fix leaves them alone.
    let acceptedBaseline = try options.baseline.map(LintPipeline.loadBaseline)
    planned.addPages(
      try await RenderedPages.load(pages, concurrency: scan.concurrency, shard: shard))
    let plan = planned
    let fix = options.fix
    let includingUnsafe = options.includesUnsafeFixes

    let reports = LintReportOutputs()
    defer { reports.discard() }
    let reporterOptions = reporterOptions(rulesURL: documentation, plan: plan, paths: paths)
    // --write-baseline lints every file afresh: the baseline needs every finding.
    let cache = try options.writeBaseline == nil ? openCache(plan, reporterOptions) : nil
    defer { cache?.discard() }
    let settingsDigests = LintCacheSettingsDigests()
    let reportCount = options.destinations.count
    let baselineWriter = options.writeBaseline.map { _ in BaselineWriter() }
    var tally = LintRunTally(
      baseline: baselineWriter.map { .write($0) } ?? acceptedBaseline.map { .apply($0) } ?? .unused,
      quiet: options.quiet, dryRun: fix == .dryRun, recordsLines: shard != nil)
    do throws(LintReportOutputs.Failure) {
      try reports.begin(
        options.destinations, rules: plan.ruleDescriptions, diffFirst: fix == .dryRun,
        options: reporterOptions)
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
    await FormScanner(options: ScanOptions(concurrency: scan.concurrency)).scan(
      inputs: inputs,
      process: { input -> Work in
        let group = plan.group(forPath: input.path)
        let shown = display(input.path, input.isRenderedPage)
        let scanner = FormScanner(options: group.options)
        let lint = { (report: FileReport) in
          LintPipeline.lint(
            report, displayPath: shown, linter: group.linter, options: group.options, fix: fix,
            includingUnsafe: includingUnsafe, isStandardInput: input.path == standardInputPath,
            baseline: acceptedBaseline)
        }
        // A file the baseline has entries for is filtered afresh: its stale entries count.
        guard let cache, acceptedBaseline?.hasEntries(forPath: shown) != true,
          let (probe, bytes) = cache.probe(
            input, displayPath: shown, maxFileSize: group.options.maxFileSize,
            settings: settingsDigests.digest(of: group))
        else { return .linted(lint(scanner.report(for: input)), probe: nil) }
        // A record made for other reports (a damaged one) is no use to this run.
        if let record = cache.record(for: probe), record.fragments.count == reportCount,
          record.isReusable(fixing: fix, includingUnsafe: includingUnsafe)
        {
          return .kept(record, probe: probe)
        }
        return .linted(lint(scanner.report(forFile: input.path, bytes: bytes)), probe: probe)
      },
      body: { work in
        guard failure == nil else { return }
        let linted: LintedFile
        let probe: LintCache.Probe?
        switch work {
        case .kept(let record, let keptProbe):
          tally.take(record)
          do throws(LintReportOutputs.Failure) {
            try reports.place(record.fragments)
          } catch {
            failure = error
          }
          cache?.reuse(keptProbe)
          return
        case .linted(let file, let linting):
          (linted, probe) = (file, linting)
        }
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
          let shownReport = try tally.take(report, fix: outcome)
          let fragments = reports.fragments(for: shownReport)
          try reports.place(fragments)
          if let cache, let probe {
            if let record = Self.record(
              linted: linted, shown: shownReport, fragments: fragments, probe: probe)
            {
              cache.keep(record, for: probe)
            } else {
              cache.forget(probe)
            }
          }
        } catch let error as LintReportOutputs.Failure {
          failure = error
        } catch {
          failure = LintReportOutputs.Failure(
            format: "baseline", destination: options.writeBaseline ?? "", reason: "\(error)")
        }
      })

    var summary = tally.summary
    summary.duplicatesSkipped = walked.duplicateCount
    summary.discoveryNotes = walked.notes
    summary.discoverySkips = walked.skips
    summary.shard = plan.shardRecord(options: shapingOptions(plan, rulesURL: documentation))
    summary.shard?.usedBaseline = options.baseline != nil || options.writeBaseline != nil
    summary.shard?.quiet = options.quiet
    summary.shard?.lines = tally.shardLines
    if failure == nil {
      do throws(LintReportOutputs.Failure) {
        try reports.finish(summary: summary)
      } catch {
        failure = error
      }
    }
    if let failure { try Self.fail(failure) }

    if let warning = cache?.finish() { LintMessages.print([warning]) }
    let staleBaselineEntries = try printMessages(
      tally, baselineWriter: baselineWriter, acceptedBaseline: acceptedBaseline)
    try DiscoveryMessages.finish(
      summary, paths: scan.paths, warnIgnored: !configuration.noWarnIgnored)
    return outcome(summary, tally: tally, staleBaselineEntries: staleBaselineEntries)
  }

  /// Opens the `--cache` file, if asked to, for this build and these reports: another format,
  /// other report options or other rules make every kept fragment wrong.
  private func openCache(
    _ plan: ScanPlan, _ reporterOptions: (LintDestination) -> ReporterOptions
  ) throws -> LintCache? {
    guard let location = options.cacheLocation else { return nil }
    let reports = options.destinations.map { destination in
      let options = reporterOptions(destination)
      let platforms = options.platforms.map(\.rawValue).sorted().joined(separator: ",")
      return "\(destination.reporter.identifier) color=\(options.useColor) "
        + "base-dir=\(options.baseDirectory ?? "") rules-url=\(options.rulesURL?.page ?? "") "
        + "platforms=\(platforms) write-baseline=\(options.writesBaseline)"
    }
    let shape =
      reports.joined(separator: "\n") + "\nquiet=\(options.quiet)\nrules="
      + plan.ruleDescriptions.map(\.id).joined(separator: ",")
    let identity =
      "kbtraits \(KeyboardTraitsVersion.current) commit \(BuildInfo.commit ?? "unknown") "
      + "reports \(ContentDigest(Array(shape.utf8)).hex)"
    let cache = try LintCache(location: location, identity: identity)
    if let warning = cache.warning { LintMessages.print([warning]) }
    return cache
  }

  /// What the cache keeps of a file just linted and reported; nil for one it must not keep:
  /// a file that could not be read, one `--fix` changed, or a template that read partials.
  private static func record(
    linted: LintedFile, shown: FileReport, fragments: [LintReportFragment],
    probe: LintCache.Probe
  ) -> LintCacheRecord? {
    guard linted.fix == nil, shown.error == nil, let document = shown.document,
      !document.readsPartials
    else { return nil }
    var summary = ScanSummary()
    summary.add(shown)
    let found = linted.report.diagnostics
    return LintCacheRecord(
      key: probe.key, summary: summary,
      warningsBeforeQuiet: found.count { $0.severity == .warning },
      hasSafeFixes: found.contains { FixApplier.isFixable($0, includingUnsafe: false) },
      hasUnsafeFixes: found.contains { FixApplier.isFixable($0, includingUnsafe: true) },
      lineKeys: shown.diagnostics.map { Baseline.lineKey($0.sourceLine ?? "") },
      fragments: fragments)
  }

  /// The options that shape the reports besides the inputs, which every shard of one run must
  /// share (the exit status alone is `merge`'s to decide).
  private func shapingOptions(_ plan: ScanPlan, rulesURL: RuleDocumentationURL?) -> String {
    let rules = plan.ruleDescriptions.map(\.id).joined(separator: ",")
    let platforms = plan.platforms.map(\.rawValue).sorted().joined(separator: ",")
    return "lint quiet=\(options.quiet) fix=\(options.fix) unsafe=\(options.includesUnsafeFixes) "
      + "base-dir=\(options.baseDirectory ?? "") stdin=\(options.standardInputName ?? "") "
      + "baseline=\(options.baseline != nil) write-baseline=\(options.writeBaseline != nil) "
      + "rules-url=\(rulesURL?.page ?? "") platforms=\(platforms) rules=\(rules)"
  }

  /// Prints what the run did besides reporting: the fixes, the baseline written or applied.
  /// Returns how many entries of the applied baseline match nothing any more.
  private func printMessages(
    _ tally: LintRunTally, baselineWriter: BaselineWriter?, acceptedBaseline: BaselineIndex?
  ) throws -> Int {
    var messages: [String] = []
    if options.fix != .none { messages += tally.fixMessages.all(files: tally.files) }
    var staleBaselineEntries = 0
    if let writeBaseline = options.writeBaseline, let baselineWriter {
      do {
        try baselineWriter.write(to: CommandLinePath.escaped(writeBaseline))
      } catch {
        throw UsageFailure("\(error)")
      }
      messages.append(
        LintMessages.wroteBaseline(
          entries: baselineWriter.count, path: writeBaseline, files: tally.files))
    } else if let acceptedBaseline, let baseline = options.baseline {
      staleBaselineEntries = tally.staleCount
      let strict = options.strictBaseline
      // Only --strict-baseline lists the stale entries, so only it reads their text back.
      let listed =
        strict && staleBaselineEntries > 0
        ? Result { try acceptedBaseline.staleEntries(tally.stale) } : nil
      messages += LintMessages.appliedBaseline(
        path: baseline, hidden: tally.baselined, staleCount: staleBaselineEntries,
        listed: listed, strict: strict)
    }
    LintMessages.print(messages)
    return staleBaselineEntries
  }

  /// How the run ends once everything is reported; says so when the warnings are too many.
  private func outcome(
    _ summary: ScanSummary, tally: LintRunTally, staleBaselineEntries: Int
  ) -> RunOutcome {
    if staleBaselineEntries > 0, options.strictBaseline { return .failure }
    let warnings = tally.warnings
    let tooManyWarnings = options.maxWarnings.map { warnings > $0 } ?? false
    if let maxWarnings = options.maxWarnings, tooManyWarnings {
      LintMessages.print([
        LintMessages.tooManyWarnings(warnings, allowed: maxWarnings, quiet: options.quiet)
      ])
    }
    if summary.errors > 0 || summary.failedFiles > 0 || tooManyWarnings
      || tally.fixMessages.failed
    {
      return .failure
    }
    return .success
  }

  /// Says why a report could not be written, and stops the run with exit status 2.
  private static func fail(_ failure: LintReportOutputs.Failure) throws(RunStopped) -> Never {
    FileHandle.standardError.write(Data("error: \(failure.message)\n".utf8))
    throw RunStopped(outcome: .usageError)
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
    let color = options.color
    let writesBaseline = options.writeBaseline != nil
    return { destination in
      ReporterOptions(
        useColor: color.useColor(
          toStandardOutput: destination.path == nil, isTerminal: isTerminal,
          environment: environment),
        baseDirectory: paths.base, rulesURL: rulesURL, platforms: plan.platforms,
        writesBaseline: writesBaseline)
    }
  }
}
