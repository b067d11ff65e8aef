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

    /// The file's diagnostics, or one for a file that could not be read.
    public mutating func write(_ file: FileReport) throws {
      if let error = file.error {
        highest = .error
        try diagnostics.write(
          .object([
            ("message", .string(FailureMessage.detail(error, path: file.path))),
            ("location", .object([("path", .string(file.path))])),
            ("severity", .string("ERROR")),
            ("code", .object([("value", .string("kbtraits.file.\(error.kind.rawValue)"))])),
          ]),
          to: body)
        return
      }
      let columns = ByteColumns(document: file.document)
      for diagnostic in file.diagnostics {
        highest = max(highest ?? diagnostic.severity, diagnostic.severity)
        try diagnostics.write(
          RDJSONReporter.diagnostic(
            diagnostic, path: file.path, columns: columns, rulesURL: rulesURL),
          to: body)
      }
    }

    /// The source, the highest severity, then the spooled diagnostics.
    public mutating func finish(summary: ScanSummary) throws {
      var opening =
        "{\n  \"source\": " + RDJSONReporter.source(rulesURL).rendered(indent: 2) + ",\n"
      if let highest {
        opening +=
          "  \"severity\": " + JSONValue.string(RDJSONReporter.severity(highest)).rendered()
          + ",\n"
      }
      try sink.write(opening + "  \"diagnostics\": " + JSONArrayStream.opening)
      try body.copy(to: sink)
      try sink.write(diagnostics.closing + "\n}\n")
    }
  }

  fileprivate static func source(_ rulesURL: RuleDocumentationURL?) -> JSONValue {
    var members: [(String, JSONValue)] = [("name", .string("kbtraits"))]
    if let rulesURL { members.append(("url", .string(rulesURL.page))) }
    return .object(members)
  }

  static func severity(_ severity: Severity) -> String {
    switch severity {
    case .error: "ERROR"
    case .warning: "WARNING"
    case .note: "INFO"
    }
  }

  fileprivate static func diagnostic(
    _ diagnostic: Diagnostic, path: String, columns: ByteColumns, rulesURL: RuleDocumentationURL?
  ) -> JSONValue {
    var location: [(String, JSONValue)] = [("path", .string(path))]
    if diagnostic.position.line >= 1 {
      let start = diagnostic.position
      let end = max(diagnostic.end, start)
      location.append(
        (
          "range",
          Self.range(
            columns.position(start, sourceLine: diagnostic.sourceLine),
            columns.position(end, sourceLine: end.line == start.line ? diagnostic.sourceLine : nil))
        ))
    }
    var code: [(String, JSONValue)] = [("value", .string(diagnostic.rule))]
    if let rulesURL { code.append(("url", .string(rulesURL.link(forRule: diagnostic.rule)))) }
    var members: [(String, JSONValue)] = [
      ("message", .string(diagnostic.message)), ("location", .object(location)),
      ("severity", .string(Self.severity(diagnostic.severity))), ("code", .object(code)),
    ]
    let suggestions = (diagnostic.fix?.replacements ?? []).compactMap { replacement in
      columns.range(ofFileBytes: replacement.byteRange).map { range in
        JSONValue.object([
          ("range", Self.range(range.start, range.end)), ("text", .string(replacement.text)),
        ])
      }
    }
    if !suggestions.isEmpty { members.append(("suggestions", .array(suggestions))) }
    return .object(members)
  }

  private static func range(_ start: (line: Int, column: Int), _ end: (line: Int, column: Int))
    -> JSONValue
  {
    .object([
      ("start", .object([("line", .int(start.line)), ("column", .int(start.column))])),
      ("end", .object([("line", .int(end.line)), ("column", .int(end.column))])),
    ])
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
