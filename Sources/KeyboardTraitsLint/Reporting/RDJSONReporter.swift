import KeyboardTraits

/// reviewdog's Diagnostic Format as one JSON document (rdjson: a `DiagnosticResult`), which
/// `reviewdog -f=rdjson` turns into review comments, with suggested changes where a finding
/// has a fix.
///
/// `source` names kbtraits; `severity` is the highest severity among the diagnostics (left
/// out when there are none); each diagnostic has `message`, `location` (`path` and `range`),
/// `severity` (`ERROR`, `WARNING`, `INFO` for notes), `code` (the rule id, and its
/// documentation link with a rules URL) and, for a fix that can be placed exactly,
/// `suggestions` (a range and the text that replaces it). As rdjson specifies, lines start at 1
/// and columns count UTF-8 bytes from 1, and every range's end is exclusive. A file that could
/// not be read is an `ERROR` diagnostic without a range whose code is `kbtraits.file.<kind>`.
public struct RDJSONReporter: LintReporter {
  /// `rdjson`.
  public static let identifier = "rdjson"
  /// One line for `--help`.
  public static let summary =
    "reviewdog's rdjson, with suggestions from fixes (reviewdog -f=rdjson)."

  /// Creates the reporter.
  public init() {}

  /// The diagnostics of the run in path order, then source order. The highest severity comes
  /// before them, so they wait in a spool until the end.
  public func begin(
    rules: [RuleDescription], options: ReporterOptions, to sink: any LintReportSink
  ) throws -> Stream {
    Stream(sink: sink, body: try sink.makeSpool(), rulesURL: options.rulesURL)
  }

  /// Spools each file's diagnostics as they come; writes the document at the end.
  public struct Stream: LintReportStream {
    fileprivate let sink: any LintReportSink
    /// The items of `diagnostics`, until the highest severity is known.
    fileprivate let body: LintReportSpool
    fileprivate let rulesURL: RuleDocumentationURL?
    fileprivate var diagnostics = JSONArrayStream(indent: 2)
    fileprivate var highest: Severity?

    /// The file's diagnostics, or one for a file that could not be read, and the highest
    /// severity among them.
    public func fragment(for file: FileReport) -> LintReportFragment {
      var bytes: [UInt8] = []
      if let error = file.error {
        diagnostics.item(to: &bytes) { json in
          json.beginObject()
          json.member("message", error.message(besidePath: file.path))
          json.member("location") { $0.member("path", file.path) }
          json.member("severity", "ERROR")
          json.member("code") { $0.member("value", "kbtraits.file.\(error.kind.rawValue)") }
          json.endObject()
        }
        return LintReportFragment(body: bytes, counts: [Self.rank(of: .error)])
      }
      let columns = ByteColumns(document: file.document)
      let rulesURL = rulesURL
      for diagnostic in file.diagnostics {
        diagnostics.item(to: &bytes) { json in
          RDJSONReporter.writeDiagnostic(
            diagnostic, path: file.path, columns: columns, rulesURL: rulesURL, to: &json)
        }
      }
      let highest = file.diagnostics.map(\.severity).max()
      return LintReportFragment(body: bytes, counts: [highest.map(Self.rank) ?? -1])
    }

    /// Spools the file's diagnostics and keeps the highest severity.
    public mutating func place(_ fragment: LintReportFragment) throws {
      let rank = fragment.count(at: 0, otherwise: -1)
      if Severity.allCases.indices.contains(rank) {
        let severity = Severity.allCases[rank]
        highest = max(highest ?? severity, severity)
      }
      try diagnostics.place(fragment.body, to: body)
    }

    /// A severity as a count of ``LintReportFragment``: its place in `Severity.allCases`.
    private static func rank(of severity: Severity) -> Int {
      Severity.allCases.firstIndex(of: severity) ?? 0
    }

    /// The source, the highest severity, then the spooled diagnostics.
    public mutating func finish(summary: ScanSummary) throws {
      var opening = Array("{\n  \"source\": ".utf8)
      let rulesURL = rulesURL
      JSONWriter.append(to: &opening, indent: 2) { json in
        json.beginObject()
        json.member("name", "kbtraits")
        if let rulesURL { json.member("url", rulesURL.page) }
        json.endObject()
      }
      opening += ",\n".utf8
      if let highest {
        opening += "  \"severity\": ".utf8
        JSONWriter.append(to: &opening, indent: 0) {
          $0.string(RDJSONReporter.severity(highest))
        }
        opening += ",\n".utf8
      }
      opening += ("  \"diagnostics\": " + JSONArrayStream.opening).utf8
      try sink.write(opening)
      try body.copy(to: sink)
      try sink.write(diagnostics.closing + "\n}\n")
    }
  }

  static func severity(_ severity: Severity) -> String {
    switch severity {
    case .error: "ERROR"
    case .warning: "WARNING"
    case .note: "INFO"
    }
  }

  fileprivate static func writeDiagnostic(
    _ diagnostic: Diagnostic, path: String, columns: ByteColumns, rulesURL: RuleDocumentationURL?,
    to json: inout JSONWriter
  ) {
    json.beginObject()
    json.member("message", diagnostic.message)
    json.member("location") { json in
      json.member("path", path)
      if diagnostic.position.line >= 1 {
        let start = diagnostic.position
        let end = max(diagnostic.end, start)
        json.key("range")
        writeRange(
          columns.position(start, sourceLine: diagnostic.sourceLine),
          columns.position(end, sourceLine: end.line == start.line ? diagnostic.sourceLine : nil),
          to: &json)
      }
    }
    json.member("severity", severity(diagnostic.severity))
    json.member("code") { json in
      json.member("value", diagnostic.rule)
      if let rulesURL { json.member("url", rulesURL.link(forRule: diagnostic.rule)) }
    }
    let suggestions = (diagnostic.fix?.replacements ?? []).compactMap { replacement in
      columns.range(ofFileBytes: replacement.byteRange).map { (range: $0, text: replacement.text) }
    }
    if !suggestions.isEmpty {
      json.member("suggestions", items: suggestions) { suggestion, json in
        json.beginObject()
        json.key("range")
        writeRange(suggestion.range.start, suggestion.range.end, to: &json)
        json.member("text", suggestion.text)
        json.endObject()
      }
    }
    json.endObject()
  }

  private static func writeRange(
    _ start: (line: Int, column: Int), _ end: (line: Int, column: Int), to json: inout JSONWriter
  ) {
    json.beginObject()
    json.member("start") { json in
      json.member("line", start.line)
      json.member("column", start.column)
    }
    json.member("end") { json in
      json.member("line", end.line)
      json.member("column", end.column)
    }
    json.endObject()
  }
}

/// Turns positions whose columns count Unicode scalars into rdjson's, which count UTF-8 bytes.
private struct ByteColumns {
  let document: ScannedDocument?

  /// `position` with its column in UTF-8 bytes (1-based): from the document when there is one,
  /// else from `sourceLine` (the text of that line), else unchanged.
  func position(_ position: SourcePosition, sourceLine: String?) -> (line: Int, column: Int) {
    if let document, let offset = document.byteOffset(of: position),
      let lineStart = document.byteOffset(of: SourcePosition(line: position.line, column: 1))
    {
      return (position.line, offset - lineStart + 1)
    }
    if let sourceLine {
      let prefix = sourceLine.unicodeScalars.prefix(max(position.column - 1, 0))
      let bytes = prefix.reduce(0) { $0 + UTF8.width($1) }
      return (position.line, bytes + 1 + max(position.column - 1 - prefix.count, 0))
    }
    return (position.line, position.column)
  }

  /// The start and end (line, byte column) of a byte range of the file, nil without a document.
  func range(ofFileBytes range: Range<Int>) -> (
    start: (line: Int, column: Int), end: (line: Int, column: Int)
  )? {
    guard let document else { return nil }
    func place(_ fileOffset: Int) -> (line: Int, column: Int)? {
      let offset = fileOffset - document.fileOffset
      guard offset >= 0, offset <= document.byteCount else { return nil }
      let line = document.position(ofByteOffset: offset).line
      guard let lineStart = document.byteOffset(of: SourcePosition(line: line, column: 1)) else {
        return nil
      }
      return (line, offset - lineStart + 1)
    }
    guard let start = place(range.lowerBound), let end = place(range.upperBound) else {
      return nil
    }
    return (start, end)
  }
}
