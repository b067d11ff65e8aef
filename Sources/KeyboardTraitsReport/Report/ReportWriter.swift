import Foundation
import KeyboardTraits
import KeyboardTraitsLint

/// Where one report format goes.
public struct ReportOutput: Sendable, Hashable {
  /// The format.
  public var format: ReportFormat
  /// A file path, or `-` for standard output. Like every path kbtraits keeps, it is in the
  /// escaped form of `PathName` (the path itself unless it holds a backslash
  /// or bytes that are not UTF-8).
  public var path: String

  /// Creates an output.
  public init(format: ReportFormat, path: String) {
    self.format = format
    self.path = path
  }
}

/// Scans once and writes every requested report format while the results stream in.
///
/// Memory stays flat over any number of files: each file is rendered on the worker that scanned
/// it (`FormScanner.scan(paths:transform:body:)`), only its rendered bytes and a few counts
/// (``ReportFileTally``) reach the writer, and formats whose summary comes first (HTML,
/// Markdown) spool their sections (`LintReportSpool`: past 1 MiB, an unlinked temporary file)
/// until the summary is known. Each file is opened as a shell's `>` opens it (`OutputFile`):
/// a regular file is replaced once complete, a link written through, a FIFO or device streamed.
public enum ReportWriter {
  /// Why a report could not be written.
  public struct WriteError: Error, Sendable, CustomStringConvertible {
    /// What went wrong, naming the file.
    public var description: String
  }

  /// Scans `paths` with `scanner` and writes each of `outputs`, linking rules to `rulesURL`
  /// where the format links them and showing the keyboards of `platforms` where the format
  /// chooses (see ``ReportFormat/renderer(rulesURL:platforms:)``). `progress` is called
  /// on one task, in path order, with the number of files done so far.
  /// - Returns: The summary of the run.
  /// - Throws: ``WriteError`` when an output or the temporary file cannot be written.
  public static func write(
    paths: [String], scanner: FormScanner, outputs: [ReportOutput],
    rulesURL: RuleDocumentationURL? = nil, platforms: Set<TargetPlatform> = .allPlatforms,
    progress: ((Int) -> Void)? = nil
  ) async throws(WriteError) -> ReportSummary {
    try await write(
      outputs: outputs, rulesURL: rulesURL, platforms: platforms, progress: progress
    ) {
      transform, body in
      await scanner.scan(paths: paths, transform: transform, body: body)
    }
  }

  /// Like ``write(paths:scanner:outputs:rulesURL:platforms:progress:)``, for inputs already discovered
  /// (`discovery` gives the duplicates and notes the summary reports, once its inputs are all
  /// taken: an `InputWalk` is walked as the files are scanned), each scanned with the
  /// scanner `scannerFor` returns for it (its folder's configuration); `scanner` sets the
  /// concurrency.
  public static func write(
    discovery: some DiscoveredInputs, scanner: FormScanner,
    using scannerFor: @escaping @Sendable (ScanInput) -> FormScanner, outputs: [ReportOutput],
    rulesURL: RuleDocumentationURL? = nil, platforms: Set<TargetPlatform> = .allPlatforms,
    progress: ((Int) -> Void)? = nil
  ) async throws(WriteError) -> ReportSummary {
    try await write(
      outputs: outputs, rulesURL: rulesURL, platforms: platforms, progress: progress
    ) {
      transform, body in
      var totals = await scanner.scan(
        inputs: discovery, using: scannerFor, transform: transform, body: body)
      totals.duplicatesSkipped = discovery.duplicateCount
      totals.discoveryNotes = discovery.notes
      totals.discoverySkips = discovery.skips
      return totals
    }
  }

  /// One rendered file: its counts and its section in each output format.
  private typealias RenderedFile = (ReportFileTally, [[UInt8]])

  /// Writes `outputs` from the reports `scan` hands over (rendered on the workers by the
  /// transform it is given).
  private static func write(
    outputs: [ReportOutput], rulesURL: RuleDocumentationURL?, platforms: Set<TargetPlatform>,
    progress: ((Int) -> Void)?,
    scan: (
      _ transform: @escaping @Sendable (FileReport) -> RenderedFile,
      _ body: (RenderedFile) async -> Void
    ) async -> ScanSummary
  ) async throws(WriteError) -> ReportSummary {
    let renderers = outputs.map { $0.format.renderer(rulesURL: rulesURL, platforms: platforms) }
    var sinks: [Sink] = []
    defer { for sink in sinks { sink.discard() } }
    for (output, renderer) in zip(outputs, renderers) {
      sinks.append(try Sink(output, renderer: renderer))
    }
    for sink in sinks { try sink.start() }
    var summary = ReportSummary()
    var done = 0
    var failure: WriteError?
    let totals = await scan(
      { report -> RenderedFile in
        (ReportFileTally(report), renderers.map { Array($0.section(for: report).utf8) })
      },
      { tally, sections in
        summary.add(tally)
        if failure == nil {
          do throws(WriteError) {
            for (sink, bytes) in zip(sinks, sections) { try sink.section(bytes) }
          } catch {
            failure = error
          }
        }
        done += 1
        progress?(done)
      })
    if let failure { throw failure }
    summary.totals.duplicatesSkipped = totals.duplicatesSkipped
    summary.totals.discoveryNotes = totals.discoveryNotes
    summary.totals.discoverySkips = totals.discoverySkips
    for sink in sinks { try sink.finish(summary: summary) }
    return summary
  }

  /// Renders one complete report in memory (for tests and small runs).
  public static func render(
    _ reports: [FileReport], format: ReportFormat, rulesURL: RuleDocumentationURL? = nil,
    platforms: Set<TargetPlatform> = .allPlatforms
  ) -> String {
    let renderer = format.renderer(rulesURL: rulesURL, platforms: platforms)
    var summary = ReportSummary()
    for report in reports { summary.add(report) }
    return renderer.begin() + renderer.header(summary: summary)
      + reports.map(renderer.section(for:)).joined(separator: renderer.sectionSeparator)
      + renderer.end(summary: summary)
  }

  /// One output: its file (or standard output) and, when the summary comes first, the spool
  /// holding the sections (in memory, then in an unlinked temporary file).
  private final class Sink {
    let output: ReportOutput
    let renderer: any ReportRenderer
    /// The file, opened as a shell's `>` opens it; nil for standard output.
    private let file: OutputFile?
    private let destination: LintReportFileSink
    private var spool: LintReportSpool?
    private var sections = 0

    init(_ output: ReportOutput, renderer: any ReportRenderer) throws(WriteError) {
      self.output = output
      self.renderer = renderer
      if output.path == "-" {
        file = nil
        destination = LintReportFileSink(FileHandle.standardOutput, name: "standard output")
        return
      }
      do {
        let file = try OutputFile(path: output.path)
        self.file = file
        destination = LintReportFileSink(file)
      } catch {
        throw WriteError(description: error.description)
      }
    }

    func start() throws(WriteError) {
      guard renderer.needsSummaryFirst else {
        try Self.run { try destination.write(renderer.begin()) }
        return
      }
      spool = LintReportSpool()
    }

    func section(_ bytes: [UInt8]) throws(WriteError) {
      let target: any LintReportSink = spool ?? destination
      try Self.run {
        if sections > 0 { try target.write(renderer.sectionSeparator) }
        try target.write(bytes)
      }
      sections += 1
    }

    func finish(summary: ReportSummary) throws(WriteError) {
      try Self.run {
        if let spool {
          try destination.write(renderer.begin() + renderer.header(summary: summary))
          try spool.copy(to: destination)
        }
        try destination.write(renderer.end(summary: summary))
        try destination.flush()
        try file?.commit()
      }
    }

    /// Removes what an unfinished report left: the temporary beside its file, and the spool.
    func discard() {
      file?.discard()
      spool = nil
    }

    /// Runs `body`, turning the errors of the sinks into ``WriteError``.
    private static func run(_ body: () throws -> Void) throws(WriteError) {
      do {
        try body()
      } catch let error as OutputFileError {
        throw WriteError(description: error.description)
      } catch let error as LintReportError {
        throw WriteError(description: error.description)
      } catch {
        throw WriteError(description: "\(error)")
      }
    }
  }
}
