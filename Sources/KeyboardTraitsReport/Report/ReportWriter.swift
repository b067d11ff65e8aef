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
  /// Whether `path` names a folder to write the HTML report into: `index.html`, and the detail
  /// pages (per file and per ``KeyboardSituation``) when the run is too large for one page.
  public var isFolder: Bool
  /// In a folder, the largest run kept as one page (bytes of its files' sections): past it,
  /// the folder holds a summary and pages (``defaultSinglePageLimit``; 0 always splits).
  public var singlePageLimit: Int
  /// In a split folder, the most fields and files one page lists (smaller in tests).
  var fieldsPerPage = FolderReportWriter.fieldsPerPage
  var filesPerPage = FolderReportWriter.filesPerPage
  var bytesPerPage = FolderReportWriter.bytesPerPage

  /// 8 MiB: a page that headless Chromium opens within about a second of an empty one.
  public static let defaultSinglePageLimit = FolderReportWriter.singlePageLimit

  /// Creates an output; `isFolder` only for HTML.
  public init(
    format: ReportFormat, path: String, isFolder: Bool = false,
    singlePageLimit: Int = defaultSinglePageLimit
  ) {
    self.format = format
    self.path = path
    self.isFolder = isFolder && format == .html
    self.singlePageLimit = singlePageLimit
  }
}

/// What one output of a report run holds, for the line the CLI prints.
public struct WrittenReport: Sendable, Hashable {
  /// The output.
  public var output: ReportOutput
  /// Pages beside `index.html` in a folder (0 for a single page or another format).
  public var pages: Int
  /// Bytes written (the folder's files together).
  public var bytes: Int
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
  /// on one task, in path order, with the number of files done so far; `onWritten` once per
  /// output, once it is complete, with what it holds (``WrittenReport``).
  /// - Returns: The summary of the run.
  /// - Throws: ``WriteError`` when an output or the temporary file cannot be written.
  public static func write(
    paths: [String], scanner: FormScanner, outputs: [ReportOutput],
    rulesURL: RuleDocumentationURL? = nil, platforms: Set<TargetPlatform> = .allPlatforms,
    progress: ((Int) -> Void)? = nil, onWritten: ((WrittenReport) -> Void)? = nil
  ) async throws(WriteError) -> ReportSummary {
    try await write(
      outputs: outputs, rulesURL: rulesURL, platforms: platforms, progress: progress,
      onWritten: onWritten
    ) {
      transform, body in
      await scanner.scan(paths: paths, transform: transform, body: body)
    }
  }

  /// Like ``write(paths:scanner:outputs:rulesURL:platforms:progress:onWritten:)``, for inputs
  /// already discovered (`discovery` gives the duplicates and notes the summary reports, once its
  /// inputs are all taken: an `InputWalk` is walked as the files are scanned), each scanned with the
  /// scanner `scannerFor` returns for it (its folder's configuration); `scanner` sets the
  /// concurrency. A `shard` (one part of a split run) is in the summary, so the reports say
  /// they are partial.
  public static func write(
    discovery: some DiscoveredInputs, scanner: FormScanner,
    using scannerFor: @escaping @Sendable (ScanInput) -> FormScanner, outputs: [ReportOutput],
    rulesURL: RuleDocumentationURL? = nil, platforms: Set<TargetPlatform> = .allPlatforms,
    shard: ScanShard? = nil,
    progress: ((Int) -> Void)? = nil, onWritten: ((WrittenReport) -> Void)? = nil
  ) async throws(WriteError) -> ReportSummary {
    try await write(
      outputs: outputs, rulesURL: rulesURL, platforms: platforms, shard: shard,
      progress: progress, onWritten: onWritten
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

  /// One rendered file: its counts and its part in each output.
  private typealias RenderedFile = (ReportFileTally, [RenderedPart])

  /// A file's part in one output: its section in a format, or its rows for a folder (with its
  /// single-page section while the folder may still be one page).
  private enum RenderedPart: Sendable {
    case section([UInt8])
    case folder(FolderReportFile, section: [UInt8]?)
  }

  /// Writes `outputs` from the reports `scan` hands over (rendered on the workers by the
  /// transform it is given).
  private static func write(
    outputs: [ReportOutput], rulesURL: RuleDocumentationURL?, platforms: Set<TargetPlatform>,
    shard: ScanShard? = nil, progress: ((Int) -> Void)?, onWritten: ((WrittenReport) -> Void)?,
    scan: (
      _ transform: @escaping @Sendable (FileReport) -> RenderedFile,
      _ body: (RenderedFile) async -> Void
    ) async -> ScanSummary
  ) async throws(WriteError) -> ReportSummary {
    let renderers = outputs.map { $0.format.renderer(rulesURL: rulesURL, platforms: platforms) }
    var sinks: [any ReportSink] = []
    defer { for sink in sinks { sink.discard() } }
    for (output, renderer) in zip(outputs, renderers) {
      if output.isFolder {
        sinks.append(try FolderSink(output))
      } else {
        sinks.append(try Sink(output, renderer: renderer))
      }
    }
    for sink in sinks { try sink.start() }
    let singlePages = SinglePageFlag()
    let folders = outputs.map(\.isFolder)
    var summary = ReportSummary()
    summary.totals.shard = shard
    var done = 0
    var failure: WriteError?
    let totals = await scan(
      { report -> RenderedFile in
        let parts = zip(folders, renderers).map { isFolder, renderer -> RenderedPart in
          guard isFolder else { return .section(Array(renderer.section(for: report).utf8)) }
          let section = singlePages.isKept ? Array(renderer.section(for: report).utf8) : nil
          return .folder(FolderReportFile(report), section: section)
        }
        return (ReportFileTally(report), parts)
      },
      { tally, parts in
        summary.add(tally)
        if failure == nil {
          do throws(WriteError) {
            for (sink, part) in zip(sinks, parts) {
              try sink.add(part, tally: tally, summary: summary)
            }
          } catch {
            failure = error
          }
        }
        singlePages.isKept = sinks.contains { $0.keepsSinglePage }
        done += 1
        progress?(done)
      })
    if let failure { throw failure }
    summary.totals.duplicatesSkipped = totals.duplicatesSkipped
    summary.totals.discoveryNotes = totals.discoveryNotes
    summary.totals.discoverySkips = totals.discoverySkips
    for sink in sinks {
      let written = try sink.finish(summary: summary)
      onWritten?(written)
    }
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

  /// Where one output goes while the files stream in.
  private protocol ReportSink: AnyObject {
    /// Whether the workers should still render single-page sections for it.
    var keepsSinglePage: Bool { get }
    func start() throws(WriteError)
    func add(_ part: RenderedPart, tally: ReportFileTally, summary: ReportSummary)
      throws(WriteError)
    func finish(summary: ReportSummary) throws(WriteError) -> WrittenReport
    func discard()
  }

  /// Whether any folder output may still be one page, read by the workers.
  private final class SinglePageFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var kept = true

    var isKept: Bool {
      get { lock.withLock { kept } }
      set { lock.withLock { kept = newValue } }
    }
  }

  /// A folder output (``FolderReportWriter``).
  private final class FolderSink: ReportSink {
    let output: ReportOutput
    private let folder: OutputFolder
    private let writer: FolderReportWriter

    init(_ output: ReportOutput) throws(WriteError) {
      self.output = output
      do {
        folder = try OutputFolder(
          path: output.path, reportEntries: FolderReportWriter.entries,
          marker: HTMLReportRenderer.generatorMarker)
      } catch {
        throw WriteError(description: error.description)
      }
      writer = FolderReportWriter(
        folder: folder, singlePageLimit: output.singlePageLimit,
        fieldsPerPage: output.fieldsPerPage, filesPerPage: output.filesPerPage,
        bytesPerPage: output.bytesPerPage)
    }

    var keepsSinglePage: Bool { writer.keepsSinglePage }

    func start() throws(WriteError) {}

    func add(_ part: RenderedPart, tally: ReportFileTally, summary: ReportSummary)
      throws(WriteError)
    {
      guard case .folder(let file, let section) = part else { return }
      try Sink.run { try writer.add(file, section: section, tally: tally, summary: summary) }
    }

    func finish(summary: ReportSummary) throws(WriteError) -> WrittenReport {
      var outcome = FolderReportWriter.Outcome(pages: 0, bytes: 0)
      try Sink.run { outcome = try writer.finish(summary: summary) }
      return WrittenReport(output: output, pages: outcome.pages, bytes: outcome.bytes)
    }

    func discard() { folder.discard() }
  }

  /// One output in a format: its file (or standard output) and, when the summary comes first,
  /// the spool holding the sections (in memory, then in an unlinked temporary file).
  private final class Sink: ReportSink {
    let output: ReportOutput
    let renderer: any ReportRenderer
    /// The file, opened as a shell's `>` opens it; nil for standard output.
    private let file: OutputFile?
    private let destination: LintReportFileSink
    private var spool: LintReportSpool?
    private var sections = 0
    private var bytes = 0

    var keepsSinglePage: Bool { false }

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
        let begin = renderer.begin()
        bytes += begin.utf8.count
        try Self.run { try destination.write(begin) }
        return
      }
      spool = LintReportSpool()
    }

    func add(_ part: RenderedPart, tally: ReportFileTally, summary: ReportSummary)
      throws(WriteError)
    {
      guard case .section(let bytes) = part else { return }
      let target: any LintReportSink = spool ?? destination
      try Self.run {
        if sections > 0 { try target.write(renderer.sectionSeparator) }
        try target.write(bytes)
      }
      self.bytes += bytes.count + (sections > 0 ? renderer.sectionSeparator.utf8.count : 0)
      sections += 1
    }

    func finish(summary: ReportSummary) throws(WriteError) -> WrittenReport {
      try Self.run {
        let end = renderer.end(summary: summary)
        if let spool {
          let start = renderer.begin() + renderer.header(summary: summary)
          try destination.write(start)
          bytes += start.utf8.count
          try spool.copy(to: destination)
        }
        bytes += end.utf8.count
        try destination.write(end)
        try destination.flush()
        try file?.commit()
      }
      return WrittenReport(output: output, pages: 0, bytes: bytes)
    }

    /// Removes what an unfinished report left: the temporary beside its file, and the spool.
    func discard() {
      file?.discard()
      spool = nil
    }

    /// Runs `body`, turning the errors of the sinks into ``WriteError``.
    static func run(_ body: () throws -> Void) throws(WriteError) {
      do {
        try body()
      } catch let error as OutputFileError {
        throw WriteError(description: error.description)
      } catch let error as LintReportError {
        throw WriteError(description: error.description)
      } catch let error as KeyedSpoolFailure {
        throw WriteError(description: error.description)
      } catch {
        throw WriteError(description: "\(error)")
      }
    }
  }
}
