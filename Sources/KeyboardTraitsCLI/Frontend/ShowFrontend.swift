import KeyboardTraits
import KeyboardTraitsLint
import KeyboardTraitsReport

/// `kbtraits show`'s run: scans every input under its configuration and prints each file's
/// fields as they arrive (in path order, so output starts at once and memory stays flat), as a
/// table (``FieldTable``) or as JSON, then the summary.
struct ShowFrontend: Frontend {
  let scan: ScanArguments
  let configuration: ConfigurationArguments
  let pages: PageArguments
  let format: OutputFormat
  /// `--shard`: the part of the inputs to show.
  var shard: Shard? = nil

  /// Exit status 1 when any file failed.
  func run() async throws -> RunOutcome {
    do {
      var settings = scan.settings(standardInputName: nil, includesPages: pages.isRequested)
      settings.shard = shard
      var plan = try await ScanPlan.forCommand(settings, configuration: configuration).plan
      plan.addPages(
        try await RenderedPages.load(pages, concurrency: scan.concurrency, shard: shard))
      let summary = await Self.scanAndPrint(plan, concurrency: scan.concurrency, format: format)
      try DiscoveryMessages.finish(
        summary, paths: scan.paths, warnIgnored: !configuration.noWarnIgnored)
      return summary.failedFiles > 0 ? .failure : .success
    } catch let stop as RunStopped {
      return stop.outcome
    }
  }

  /// Scans the plan's inputs, each under its configuration, writes each report in `format`,
  /// then the summary; returns it.
  private static func scanAndPrint(
    _ plan: ScanPlan, concurrency: Int, format: OutputFormat
  ) async -> ScanSummary {
    let output = StandardOutput()
    var wroteFiles = false
    if format == .json { output.write(JSONReport.begin()) }
    // Render on the workers; `isFirst` only decides a leading comma, added here in order.
    let inputs = plan.inputs()
    var summary = await FormScanner(options: ScanOptions(concurrency: concurrency)).scan(
      inputs: inputs, using: { plan.group(forPath: $0.path).scanner },
      transform: { report -> [UInt8] in
        switch format {
        case .json:
          var bytes: [UInt8] = []
          JSONReport.write(report, isFirst: true, to: &bytes)
          return bytes
        case .text:
          let platforms = plan.group(forPath: report.path).platforms
          return Array(FieldTable.render(report, platforms: platforms).utf8)
        }
      },
      body: { bytes in
        output.write { buffer in
          if format == .json, wroteFiles { buffer.append(UInt8(ascii: ",")) }
          buffer.append(contentsOf: bytes)
        }
        wroteFiles = true
      })
    summary.duplicatesSkipped = inputs.duplicateCount
    summary.discoveryNotes = inputs.notes
    summary.discoverySkips = inputs.skips
    summary.shard = plan.shardRecord(options: "show")
    switch format {
    case .json: output.write(JSONReport.end(summary: summary, wroteFiles: wroteFiles))
    case .text: output.write(SummaryLine.render(summary))
    }
    output.flush()
    return summary
  }
}
