import Foundation
import KeyboardTraits
import KeyboardTraitsLint

/// Where one report format goes.
public struct ReportOutput: Sendable, Hashable {
  /// The format.
  public var format: ReportFormat
  /// A file path, or `-` for standard output.
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
/// Markdown) spool their sections to a temporary file that is streamed into the output once the
/// summary is known.
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

  /// One output: its file (or standard output) and, when the summary comes first, the
  /// temporary file holding the sections; each with its own write buffer.
  private final class Sink {
    let output: ReportOutput
    let renderer: any ReportRenderer
    private var handle: FileHandle?
    private var spool: Target?
    private var spoolURL: URL?
    private var destination: Target
    private var sections = 0

    /// A file handle with a buffer in front of it.
    final class Target {
      let handle: FileHandle
      let name: String
      var buffer: [UInt8] = []

      init(_ handle: FileHandle, name: String) {
        self.handle = handle
        self.name = name
      }

      func append(_ bytes: [UInt8]) throws(WriteError) {
        buffer.append(contentsOf: bytes)
        if buffer.count >= 1 << 16 { try flush() }
      }

      func flush() throws(WriteError) {
        guard !buffer.isEmpty else { return }
        do {
          try handle.write(contentsOf: buffer)
        } catch {
          throw WriteError(description: "cannot write to \(name): \(error.localizedDescription)")
        }
        buffer.removeAll(keepingCapacity: true)
      }
    }

    init(_ output: ReportOutput, renderer: any ReportRenderer) throws(WriteError) {
      self.output = output
      self.renderer = renderer
      if output.path == "-" {
        destination = Target(FileHandle.standardOutput, name: "standard output")
        return
      }
      guard FileManager.default.createFile(atPath: output.path, contents: nil),
        let handle = FileHandle(forWritingAtPath: output.path)
      else {
        throw WriteError(description: "cannot write the report to \(output.path)")
      }
      self.handle = handle
      destination = Target(handle, name: output.path)
    }

    func start() throws(WriteError) {
      guard renderer.needsSummaryFirst else {
        try destination.append(Array(renderer.begin().utf8))
        return
      }
      let url = FileManager.default.temporaryDirectory.appendingPathComponent(
        "kbtraits-report-\(UUID().uuidString).\(output.format.fileExtension).tmp")
      guard FileManager.default.createFile(atPath: url.path, contents: nil),
        let handle = FileHandle(forUpdatingAtPath: url.path)
      else {
        throw WriteError(
          description: "cannot create a temporary file in \(url.deletingLastPathComponent().path)")
      }
      spool = Target(handle, name: url.path)
      spoolURL = url
    }

    func section(_ bytes: [UInt8]) throws(WriteError) {
      let target = spool ?? destination
      if sections > 0 { try target.append(Array(renderer.sectionSeparator.utf8)) }
      try target.append(bytes)
      sections += 1
    }

    func finish(summary: ReportSummary) throws(WriteError) {
      if let spool {
        try spool.flush()
        try destination.append(Array((renderer.begin() + renderer.header(summary: summary)).utf8))
        do {
          try spool.handle.seek(toOffset: 0)
          while let chunk = try spool.handle.read(upToCount: 1 << 20), !chunk.isEmpty {
            try destination.append(Array(chunk))
          }
        } catch let error as WriteError {
          throw error
        } catch {
          throw WriteError(description: "cannot read back \(spool.name): \(error)")
        }
      }
      try destination.append(Array(renderer.end(summary: summary).utf8))
      try destination.flush()
      try? handle?.close()
      handle = nil
    }

    /// Closes and removes the temporary file.
    func discard() {
      try? spool?.handle.close()
      spool = nil
      if let spoolURL { try? FileManager.default.removeItem(at: spoolURL) }
      spoolURL = nil
    }
  }
}
