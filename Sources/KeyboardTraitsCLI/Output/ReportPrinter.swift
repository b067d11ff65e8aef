import KeyboardTraits
import KeyboardTraitsLint
import KeyboardTraitsReport

/// Scans and prints reports as they arrive (in path order), so output starts at once and memory
/// stays flat; `show` uses it.
enum ReportPrinter {
  /// Scans the plan's inputs, each under its configuration, writes each report as JSON or with
  /// `text`, then the summary; returns it.
  static func run(
    _ plan: ScanPlan, concurrency: Int, format: OutputFormat,
    text: @escaping @Sendable (FileReport) -> String
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
        case .text: return Array(text(report).utf8)
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
    switch format {
    case .json: output.write(JSONReport.end(summary: summary, wroteFiles: wroteFiles))
    case .text: output.write(SummaryLine.render(summary))
    }
    output.flush()
    return summary
  }
}
