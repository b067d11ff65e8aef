import KeyboardTraits

/// Scans and prints reports as they arrive (in path order), so output starts at once and memory
/// stays flat; shared by `show` and `lint`, which differ only in their text layout.
enum ReportPrinter {
  /// Scans `paths`, writes each report as JSON or with `text`, then the summary; returns it.
  static func run(
    _ scanner: FormScanner, paths: [String], format: OutputFormat,
    text: @escaping (FileReport) -> String
  ) async -> ScanSummary {
    let output = StandardOutput()
    var wroteFiles = false
    if format == .json { output.write(JSONReport.begin()) }
    let summary = await scanner.scan(paths: paths) { report in
      switch format {
      case .json: output.write(JSONReport.file(report, isFirst: !wroteFiles))
      case .text: output.write(text(report))
      }
      wroteFiles = true
    }
    switch format {
    case .json: output.write(JSONReport.end(summary: summary, wroteFiles: wroteFiles))
    case .text: output.write(SummaryLine.render(summary))
    }
    output.flush()
    return summary
  }
}
