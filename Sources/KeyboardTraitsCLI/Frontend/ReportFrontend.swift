import Foundation
import KeyboardTraits
import KeyboardTraitsLint
import KeyboardTraitsReport

/// `kbtraits report`'s run: one scan written to every report asked for (``ReportWriter``), with
/// progress on standard error for a person watching and a line naming each report written.
struct ReportFrontend: Frontend {
  let scan: ScanArguments
  let configuration: ConfigurationArguments
  let rulesURL: RulesURLArgument
  let pages: PageArguments
  /// Each format with its destination.
  let outputs: [ReportOutput]
  /// `--quiet`: no progress.
  let quiet: Bool
  /// `--shard`: the part of the inputs to report on; the report says it is partial.
  var shard: Shard? = nil

  /// Exit status 1 when any file failed or a report could not be written.
  func run() async throws -> RunOutcome {
    do {
      return try await report()
    } catch let stop as RunStopped {
      return stop.outcome
    }
  }

  private func report() async throws -> RunOutcome {
    var settings = scan.settings(standardInputName: nil, includesPages: pages.isRequested)
    settings.shard = shard
    var (planned, documentation) = try await ScanPlan.forCommand(
      settings, configuration: configuration, rulesURL: rulesURL)
    planned.addPages(
      try await RenderedPages.load(pages, concurrency: scan.concurrency, shard: shard))
    let plan = planned
    let progress =
      ProgressLine.isWanted(quiet: quiet) ? ProgressLine(total: plan.inputCount) : nil
    let summary: ReportSummary
    var written: [WrittenReport] = []
    do {
      summary = try await ReportWriter.write(
        discovery: plan.inputs(),
        scanner: FormScanner(options: ScanOptions(concurrency: scan.concurrency)),
        using: { plan.group(forPath: $0.path).scanner }, outputs: outputs,
        rulesURL: documentation, platforms: plan.platforms,
        shard: plan.shardRecord(options: "report"),
        progress: progress.map { line in { line.update(done: $0) } },
        onWritten: { written.append($0) })
    } catch {
      progress?.finish()
      FileHandle.standardError.write(Data("kbtraits report: \(error.description)\n".utf8))
      return .failure
    }
    progress?.finish()
    let lines = written.filter { $0.output.path != "-" }.map {
      "wrote \(Self.describe($0)), \(Self.counts(summary.totals))\n"
    }
    if !lines.isEmpty { FileHandle.standardError.write(Data(lines.joined().utf8)) }
    if let single = written.first(where: {
      $0.output.format == .html && !$0.output.isFolder && $0.bytes > Self.largePage
    }) {
      FileHandle.standardError.write(
        Data(
          ("kbtraits report: \(single.output.path) is \(NumberText.size(single.bytes)); past "
            + "10 MB a browser takes seconds to open one page: write a folder instead, --output "
            + "\(Self.folderName(single.output.path))/\n").utf8))
    }
    try DiscoveryMessages.finish(
      summary.totals, paths: scan.paths, warnIgnored: !configuration.noWarnIgnored)
    return summary.totals.failedFiles > 0 ? .failure : .success
  }

  /// Past this size a single HTML page opens slowly (see `FolderReportWriter.singlePageLimit`).
  static let largePage = 10_000_000

  /// `report.html: 2.1 MB` for a file; `report/: index.html and 412 pages, 31 MB` for a folder.
  static func describe(_ written: WrittenReport) -> String {
    let path = written.output.path
    guard written.output.isFolder else { return "\(path): \(NumberText.size(written.bytes))" }
    let folder = path.hasSuffix("/") ? path : path + "/"
    let pages =
      written.pages == 0
      ? "index.html (the whole report on one page)"
      : "index.html and \(NumberText.grouped(written.pages)) pages"
    return "\(folder): \(pages), \(NumberText.size(written.bytes))"
  }

  /// `report.html` becomes `report`, the name to give its folder.
  private static func folderName(_ path: String) -> String {
    path.hasSuffix(".html") ? String(path.dropLast(5)) : path + "-folder"
  }

  /// `9 files, 101 fields`, and how many files failed when some did.
  static func counts(_ totals: ScanSummary) -> String {
    let failed =
      totals.failedFiles > 0 ? ", \(NumberText.grouped(totals.failedFiles)) failed" : ""
    return NumberText.counted(totals.files, "file") + ", "
      + NumberText.counted(totals.fields, "field") + failed
  }
}
