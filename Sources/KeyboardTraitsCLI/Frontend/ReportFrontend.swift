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

  /// Exit status 1 when any file failed or a report could not be written.
  func run() async throws -> RunOutcome {
    do {
      return try await report()
    } catch let stop as RunStopped {
      return stop.outcome
    }
  }

  private func report() async throws -> RunOutcome {
    var (planned, documentation) = try await ScanPlan.forCommand(
      scan.settings(standardInputName: nil, includesPages: pages.isRequested),
      configuration: configuration, rulesURL: rulesURL)
    planned.addPages(try await RenderedPages.load(pages, concurrency: scan.concurrency))
    let plan = planned
    let progress =
      ProgressLine.isWanted(quiet: quiet) ? ProgressLine(total: plan.inputCount) : nil
    let summary: ReportSummary
    do {
      summary = try await ReportWriter.write(
        discovery: plan.inputs(),
        scanner: FormScanner(options: ScanOptions(concurrency: scan.concurrency)),
        using: { plan.group(forPath: $0.path).scanner }, outputs: outputs,
        rulesURL: documentation, platforms: plan.platforms,
        progress: progress.map { line in { line.update(done: $0) } })
    } catch {
      progress?.finish()
      FileHandle.standardError.write(Data("kbtraits report: \(error.description)\n".utf8))
      return .failure
    }
    progress?.finish()
    let written = outputs.map(\.path).filter { $0 != "-" }
    if !written.isEmpty {
      let counts = Self.counts(summary.totals)
      FileHandle.standardError.write(
        Data(written.map { "wrote \($0): \(counts)\n" }.joined().utf8))
    }
    try DiscoveryMessages.finish(
      summary.totals, paths: scan.paths, warnIgnored: !configuration.noWarnIgnored)
    return summary.totals.failedFiles > 0 ? .failure : .success
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
