import ArgumentParser
import Foundation
import KeyboardTraits

/// `kbtraits show`: prints every form field with the keyboard iOS Safari shows for it.
struct ShowCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "show",
    abstract: "Show the keyboard iOS Safari opens for every form field.",
    discussion: """
      Paths are HTML files or directories (searched recursively for *.html, *.htm, *.xhtml); \
      '-' reads standard input. Exit status: 0 when every file was read, 1 when any file \
      failed, 2 for usage errors.
      """)

  @Argument(help: "HTML files or directories to scan ('-' for standard input).")
  var paths: [String] = []

  @Option(help: "Output format: text or json.")
  var format: OutputFormat = .text

  @Option(
    name: .customLong("base-url"),
    help: "Resolve relative form actions against this URL instead of each file's file:// URL.")
  var baseURL: String?

  @Option(name: [.short, .customLong("jobs")], help: "Scan this many files at once (default: one per core).")
  var jobs: Int?

  func validate() throws {
    if let jobs, jobs < 1 { throw ValidationError("--jobs must be 1 or more, not \(jobs).") }
    if paths.isEmpty {
      throw ValidationError("Give at least one HTML file or directory, or '-' for standard input.")
    }
    if let baseURL, URL(string: baseURL)?.scheme == nil {
      throw ValidationError(
        "--base-url '\(baseURL)' is not an absolute URL; write it like https://example.com/.")
    }
  }

  func run() async throws {
    let scanner = FormScanner(
      options: ScanOptions(baseURL: baseURL, concurrency: jobs ?? ScanOptions.defaultConcurrency))
    let output = StandardOutput()
    var wroteFiles = false
    if format == .json { output.write(JSONReport.begin()) }
    let summary = await scanner.scan(paths: paths) { report in
      switch format {
      case .json: output.write(JSONReport.file(report, isFirst: !wroteFiles))
      case .text: output.write(FieldTable.render(report))
      }
      wroteFiles = true
    }
    switch format {
    case .json: output.write(JSONReport.end(summary: summary, wroteFiles: wroteFiles))
    case .text: output.write(SummaryLine.render(summary))
    }
    output.flush()
    if summary.failedFiles > 0 { throw ExitCode(1) }
  }
}

/// The last line of text output.
enum SummaryLine {
  static func render(_ summary: ScanSummary) -> String {
    var parts = [
      count(summary.files, "file"), count(summary.fields, "field"),
      "\(summary.failedFiles) failed",
    ]
    if summary.duplicatesSkipped > 0 {
      parts.append("\(count(summary.duplicatesSkipped, "duplicate path")) skipped")
    }
    return parts.joined(separator: ", ") + "\n"
  }

  private static func count(_ value: Int, _ noun: String) -> String {
    "\(value) \(noun)\(value == 1 ? "" : "s")"
  }
}
