import Foundation

/// Finds every form field in HTML and predicts what iOS Safari shows for it.
///
/// ```swift
/// let document = FormScanner().scan(html: #"<input type="email" name="login">"#)
/// print(document.fields[0].ios.keyboardDescription)  // "Email keyboard"
/// ```
///
/// A scanner holds only its options; every call is independent and safe to run concurrently.
public struct FormScanner: Sendable {
  /// The options this scanner uses.
  public var options: ScanOptions
  /// When set, every scanned file is linted and its report carries the diagnostics
  /// (`KeyboardTraitsLint`'s `Linter` is one).
  public var linter: (any DocumentLinter)?

  /// Creates a scanner; pass a linter (`KeyboardTraitsLint`'s `Linter`) to get diagnostics in
  /// the file reports.
  public init(options: ScanOptions = ScanOptions(), linter: (any DocumentLinter)? = nil) {
    self.options = options
    self.linter = linter
  }

  /// Scans HTML text, a template or JSX. Relative form actions resolve against `documentURL`,
  /// else ``ScanOptions/baseURL``, else `about:blank`. The text is read as `syntax` (else
  /// ``ScanOptions/syntax``, else plain HTML) says; JSX components as
  /// ``ScanOptions/components`` maps them.
  public func scan(
    html: String, documentURL: String? = nil, syntax: SourceSyntax? = nil
  ) -> ScannedDocument {
    var utf8 = Array(html.utf8)
    var decodingNotes: [DecodingNote] = []
    _ = InputDecoder.replaceNULs(in: &utf8, notes: &decodingNotes)
    let notes = decodingNotes.map { ScanNote(kind: $0.kind, message: $0.message, position: nil) }
    return DocumentScanner.scan(
      utf8: utf8, encoding: DetectedEncoding(name: "UTF-8", source: .validUTF8), notes: notes,
      documentURL: documentURL ?? options.baseURL ?? "about:blank",
      syntax: syntax ?? options.syntax ?? .html, components: options.components)
  }

  /// Scans the bytes of an HTML file, detecting its encoding (BOM, `<meta charset>`, UTF-8,
  /// else windows-1252).
  /// - Throws: ``ScanError`` of kind `binaryContent` when the bytes are not text.
  /// Template syntax is masked as ``ScanOptions/syntax`` says (plain HTML by default); pass
  /// `syntax` to choose another.
  public func scan(
    bytes: some Sequence<UInt8>, documentURL: String? = nil, syntax: SourceSyntax? = nil
  ) throws(ScanError) -> ScannedDocument {
    let url = documentURL ?? options.baseURL ?? "about:blank"
    let chosen = syntax ?? options.syntax ?? .html
    switch DocumentScanner.scan(
      bytes: Array(bytes), documentURL: url, syntax: chosen, components: options.components)
    {
    case .success(let document): return document
    case .failure(let error): throw error
    }
  }

  /// Reads and scans one file. Relative actions resolve against ``ScanOptions/baseURL`` or the
  /// file's `file://` URL; the template syntax comes from ``ScanOptions/syntax(forPath:)``.
  /// - Throws: ``ScanError`` saying what went wrong with the file and what to do.
  public func scanFile(atPath path: String) throws(ScanError) -> ScannedDocument {
    try scanFile(atPath: path, wasListed: false)
  }

  /// ``scanFile(atPath:)``; `wasListed` says discovery found the file, so that one gone by now
  /// is reported as having vanished during the run.
  func scanFile(atPath path: String, wasListed: Bool) throws(ScanError) -> ScannedDocument {
    let bytes: [UInt8]
    switch FileReader.read(path, maxSize: options.maxFileSize, wasListed: wasListed) {
    case .success(let read): bytes = read
    case .failure(let error): throw error
    }
    return try scanFile(bytes: bytes, atPath: path)
  }

  /// ``scanFile(atPath:)`` over `bytes` already read from the file at `path`.
  private func scanFile(bytes: [UInt8], atPath path: String) throws(ScanError) -> ScannedDocument {
    let url = options.baseURL ?? FileURL.string(forPath: path)
    switch DocumentScanner.scan(
      bytes: bytes, documentURL: url, syntax: options.syntax(forPath: path),
      components: options.components, path: path)
    {
    case .success(let document): return document
    case .failure(let error):
      throw ScanError(kind: error.kind, message: "\(path): \(error.message)")
    }
  }

  /// Builds the lookup tables that scanning and linting use (encoding labels, element
  /// vocabulary, the purpose word table, rule data), which Swift otherwise builds on first use.
  /// ``scan(paths:transform:body:)`` calls it while it discovers files, so that the first files
  /// do not wait for the tables (with every other worker waiting on the same lock); call it
  /// before ``scan(inputs:transform:body:)`` to get the same.
  public func prepareTables() {
    let sample =
      Array(
        #"<meta charset="utf-8"><form action="/login"><label>E-mail <input name="email" "#.utf8)
      + Array(#"autocomplete="emial" placeholder="e.g. you@example.com"></label></form>"#.utf8)
    guard let document = try? scan(bytes: sample, documentURL: "https://example.com/") else {
      return
    }
    _ = linter?.lint(document)
  }

  /// Files per task: enough to amortise hand-offs, few enough to keep both cores busy.
  private static let batchSize = 8

  /// Produces the report for one input (never throws: failures become the report's error),
  /// linted when the scanner has a ``linter``.
  public func report(for input: ScanInput) -> FileReport {
    var report = unlintedReport(for: input)
    if let linter, let document = report.document { report.diagnostics = linter.lint(document) }
    return report
  }

  /// The report ``report(for:)`` gives for the file at `path`, from `bytes` read from it
  /// (`kbtraits lint --cache` reads and hashes a file before deciding to scan it).
  package func report(forFile path: String, bytes: [UInt8]) -> FileReport {
    var report: FileReport
    do {
      report = FileReport(
        path: path, document: try scanFile(bytes: bytes, atPath: path), error: nil)
    } catch {
      report = FileReport(path: path, document: nil, error: error)
    }
    if let linter, let document = report.document { report.diagnostics = linter.lint(document) }
    return report
  }

  private func unlintedReport(for input: ScanInput) -> FileReport {
    switch input {
    case .failed(let path, let error):
      return FileReport(path: path, document: nil, error: error)
    case .file(let path):
      do {
        return FileReport(
          path: path, document: try scanFile(atPath: path, wasListed: true), error: nil)
      } catch {
        return FileReport(path: path, document: nil, error: error)
      }
    case .renderedPage(let page):
      return FileReport(
        path: page.url, document: scan(page: page), error: nil,
        page: FileReport.PageInfo(status: page.status))
    case .failedPage(let url, let error):
      return FileReport(
        path: url, document: nil, error: error,
        page: FileReport.PageInfo(status: error.httpStatus))
    case .standardInput(let path):
      let data = FileHandle.standardInput.readDataToEndOfFile()
      do {
        let syntax = path == "-" ? options.syntax ?? .html : options.syntax(forPath: path)
        return FileReport(
          path: path, document: try scan(bytes: data, syntax: syntax), error: nil)
      } catch {
        return FileReport(
          path: path, document: nil,
          error: ScanError(kind: error.kind, message: "\(path): \(error.message)"))
      }
    }
  }

  /// Scans files and directories concurrently on ``ScanOptions/concurrency`` cores and returns
  /// one report per file, sorted by path. Every input appears, failed ones with their error.
  public func scan(paths: [String]) async -> ScanRun {
    var reports: [FileReport] = []
    let summary = await scan(paths: paths) { reports.append($0) }
    return ScanRun(files: reports, summary: summary)
  }

  /// Scans files and directories concurrently and hands each report to `body` in path order as
  /// soon as it and all earlier ones are done, so memory stays flat over any number of files.
  /// - Returns: The totals.
  public func scan(
    paths: [String], body: (FileReport) async -> Void
  ) async -> ScanSummary {
    await scan(paths: paths, transform: { $0 }, body: body)
  }

  /// Like ``scan(paths:body:)``, but runs `transform` on each report on the worker that produced
  /// it (in parallel), and hands `body` the results in path order: rendering output there keeps
  /// it off the single consuming thread.
  /// - Returns: The totals.
  public func scan<Output: Sendable>(
    paths: [String], transform: @escaping @Sendable (FileReport) -> Output,
    body: (Output) async -> Void
  ) async -> ScanSummary {
    // Build the tables on another core while this one walks the first directories.
    let tables = Task.detached(priority: .high) { [self] in prepareTables() }
    // The walk goes on as files are scanned, so that no list of every file is ever held.
    let discovered = InputDiscovery.stream(paths)
    await tables.value
    var summary = await scan(inputs: discovered, transform: transform, body: body)
    summary.duplicatesSkipped = discovered.duplicateCount
    summary.discoveryNotes = discovered.notes
    summary.discoverySkips = discovered.skips
    return summary
  }

  /// Scans inputs already expanded (and perhaps filtered) with ``InputDiscovery``, like
  /// ``scan(paths:transform:body:)``. Inputs are taken from `inputs` as workers come free, so
  /// an ``InputWalk`` is walked while the files are scanned.
  /// - Returns: The totals.
  public func scan<Output: Sendable>(
    inputs: some Sequence<ScanInput>, transform: @escaping @Sendable (FileReport) -> Output,
    body: (Output) async -> Void
  ) async -> ScanSummary {
    await scan(inputs: inputs, using: { [self] _ in self }, transform: transform, body: body)
  }

  /// Like ``scan(inputs:transform:body:)``, but scans each input with the scanner `scanner`
  /// returns for it, so that files can have their own base URL and linter (the configuration
  /// of their folder). This scanner's ``ScanOptions/concurrency`` sets how many run at once.
  /// - Returns: The totals.
  public func scan<Output: Sendable>(
    inputs: some Sequence<ScanInput>, using scanner: @escaping @Sendable (ScanInput) -> FormScanner,
    transform: @escaping @Sendable (FileReport) -> Output, body: (Output) async -> Void
  ) async -> ScanSummary {
    var summary = ScanSummary()
    // Small batches: one task per file spent more on thread hand-offs than on small files.
    await orderedConcurrentMap(
      Batches(base: inputs.makeIterator(), size: Self.batchSize), width: options.concurrency,
      transform: { batch in
        batch.map { input in
          let report = scanner(input).report(for: input)
          var totals = ScanSummary()
          totals.add(report)
          return (totals, transform(report))
        }
      },
      consume: { results in
        for (totals, output) in results {
          summary.merge(totals)
          await body(output)
        }
      })
    return summary
  }

  /// Like ``scan(inputs:using:transform:body:)``, but `process` turns each input into its output
  /// alone, so that it may skip the scan (`kbtraits lint --cache` reuses an earlier result); the
  /// caller counts the totals.
  package func scan<Output: Sendable>(
    inputs: some Sequence<ScanInput>, process: @escaping @Sendable (ScanInput) -> Output,
    body: (Output) async -> Void
  ) async {
    await orderedConcurrentMap(
      Batches(base: inputs.makeIterator(), size: Self.batchSize), width: options.concurrency,
      transform: { batch in batch.map(process) },
      consume: { outputs in
        for output in outputs { await body(output) }
      })
  }
}
