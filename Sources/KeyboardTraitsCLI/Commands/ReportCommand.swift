import ArgumentParser
import Foundation
import KeyboardTraits
import KeyboardTraitsLint
import KeyboardTraitsReport

extension ReportFormat: ExpressibleByArgument {}

/// `kbtraits report`: writes HTML, Markdown, JSON and CSV reports from one scan.
struct ReportCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "report",
    abstract: "Write a report (HTML with keyboard drawings, Markdown, JSON, CSV) for every field.",
    discussion: """
      Give --format once per format and --output once per format, in the same order ('-' is \
      standard output). Without --output each format goes to kbtraits-report.<ext>. The HTML \
      report documents the rules it shows in a Rules section of its own; the Markdown report \
      does too, or links each rule to URL#<rule-id> with --rules-url URL (or rules-url:). \
      Findings follow the .kbtraits.yml files above each file (or --config), and \
      .kbtraitsignore excludes files, as in `kbtraits lint`. Progress is shown on standard \
      error when it is a terminal, unless CI is set or --quiet is given; each report written \
      to a file is named there once done, with what it counted. Exit status: 0 when \
      every file was read, 1 when any file failed or a report could not be written, 2 for \
      usage or configuration errors.
      """)

  @OptionGroup var scan: ScanArguments

  @OptionGroup var configuration: ConfigurationArguments

  @OptionGroup var rulesURL: RulesURLArgument

  @OptionGroup(title: "Web pages") var pages: PageArguments

  @Option(
    name: .customLong("format"),
    help: "Report format: html, markdown, json or csv (repeat for several; default html).")
  var formats: [ReportFormat] = []

  @Option(
    name: [.short, .customLong("output")],
    help: "Where each --format goes, in order ('-' for standard output).")
  var outputs: [String] = []

  @Flag(name: [.short, .customLong("quiet")], help: "Do not show progress.")
  var quiet = false

  func validate() throws {
    try scan.validatePaths(pagesGiven: pages.isRequested)
    let chosen = resolvedFormats
    if outputs.count > chosen.count {
      throw ValidationError(
        "\(outputs.count) --output values but \(chosen.count) formats: give one --output per "
          + "--format, in the same order.")
    }
    if Set(chosen).count != chosen.count {
      throw ValidationError("Each --format may be given once.")
    }
    let paths = resolvedOutputs.map(\.path)
    if paths.filter({ $0 == "-" }).count > 1 {
      throw ValidationError("Only one report can go to standard output ('-').")
    }
    if Set(paths).count != paths.count {
      throw ValidationError(
        "Two formats would be written to the same file; give each its own --output.")
    }
  }

  /// The formats asked for; without --format, inferred from the --output names, else HTML.
  var resolvedFormats: [ReportFormat] {
    if !formats.isEmpty { return formats }
    if outputs.isEmpty { return [.html] }
    return outputs.map { output in
      switch URL(fileURLWithPath: output).pathExtension.lowercased() {
      case "md", "markdown": .markdown
      case "json": .json
      case "csv": .csv
      default: .html
      }
    }
  }

  /// Each format with its destination.
  var resolvedOutputs: [ReportOutput] {
    resolvedFormats.enumerated().map { index, format in
      ReportOutput(
        format: format,
        path: index < outputs.count
          ? CommandLinePath.escaped(outputs[index]) : "kbtraits-report.\(format.fileExtension)")
    }
  }

  func run() async throws {
    var (planned, documentation) = try await ScanPlan.forCommand(
      scan.settings(standardInputName: nil, includesPages: pages.isRequested),
      configuration: configuration, rulesURL: rulesURL)
    planned.addPages(try await pages.load(concurrency: scan.concurrency))
    let plan = planned
    let progress =
      ProgressLine.isWanted(quiet: quiet) ? ProgressLine(total: plan.inputCount) : nil
    let summary: ReportSummary
    do {
      summary = try await ReportWriter.write(
        discovery: plan.inputs(),
        scanner: FormScanner(options: ScanOptions(concurrency: scan.concurrency)),
        using: { plan.group(forPath: $0.path).scanner }, outputs: resolvedOutputs,
        rulesURL: documentation, platforms: plan.platforms,
        progress: progress.map { line in { line.update(done: $0) } })
    } catch {
      progress?.finish()
      FileHandle.standardError.write(Data("kbtraits report: \(error.description)\n".utf8))
      throw ExitCode(1)
    }
    progress?.finish()
    let written = resolvedOutputs.map(\.path).filter { $0 != "-" }
    if !written.isEmpty {
      let counts = Self.counts(summary.totals)
      FileHandle.standardError.write(
        Data(written.map { "wrote \($0): \(counts)\n" }.joined().utf8))
    }
    try DiscoveryMessages.finish(
      summary.totals, paths: scan.paths, warnIgnored: !configuration.noWarnIgnored)
    if summary.totals.failedFiles > 0 { throw ExitCode(1) }
  }

  /// `9 files, 101 fields`, and how many files failed when some did.
  static func counts(_ totals: ScanSummary) -> String {
    func counted(_ count: Int, _ noun: String) -> String {
      "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
    let failed = totals.failedFiles > 0 ? ", \(totals.failedFiles) failed" : ""
    return "\(counted(totals.files, "file")), \(counted(totals.fields, "field"))\(failed)"
  }
}

/// "[n/total] files, x files/s, ETA s", redrawn in place on standard error.
final class ProgressLine {
  private let total: Int
  private let start = Date()
  private var lastDraw = Date.distantPast
  private var done = 0

  init(total: Int) { self.total = total }

  /// Progress is drawn only for a person watching: standard error is a terminal, `CI` is not
  /// set and `--quiet` was not given.
  static func isWanted(quiet: Bool) -> Bool {
    !quiet && isatty(2) == 1 && ProcessInfo.processInfo.environment["CI"] == nil
  }

  func update(done: Int) {
    self.done = done
    let now = Date()
    guard done == total || now.timeIntervalSince(lastDraw) >= 0.1 else { return }
    lastDraw = now
    draw(now: now)
  }

  /// Draws the last state and ends the line.
  func finish() {
    draw(now: Date())
    FileHandle.standardError.write(Data("\n".utf8))
  }

  private func draw(now: Date) {
    let elapsed = max(now.timeIntervalSince(start), 0.001)
    let rate = Double(done) / elapsed
    let remaining = rate > 0 ? Double(total - done) / rate : 0
    let eta = done >= total ? "done in \(Self.seconds(elapsed))" : "ETA \(Self.seconds(remaining))"
    let text = "\r[\(done)/\(total)] files, \(String(format: "%.0f", rate)) files/s, \(eta)\u{1B}[K"
    FileHandle.standardError.write(Data(text.utf8))
  }

  private static func seconds(_ value: Double) -> String {
    value < 10 ? String(format: "%.1f s", value) : String(format: "%.0f s", value)
  }
}
