import KeyboardTraits

/// GitLab Code Quality: the subset of the Code Climate issue format that GitLab reads from a
/// job's `artifacts: reports: codequality:` file and shows in merge requests.
///
/// One JSON array with an issue per finding: `description` (the message), `check_name` (the
/// rule id), `fingerprint`, `severity` and `location` (`path`, `lines.begin`, `lines.end`).
/// Severities map as error → `major`, warning → `minor`, note → `info`; `critical` and
/// `blocker` are not used. The fingerprint is the one SARIF's `partialFingerprints` carry
/// (rule, path, line text and message, never the line number, plus an occurrence count), so an
/// issue keeps its identity when lines move and GitLab can tell new issues from fixed ones. A
/// file that could not be read is a `major` issue on its line 1 whose `check_name` is
/// `kbtraits.file.<kind>`.
public struct GitLabCodeQualityReporter: LintReporter {
  /// `gitlab`.
  public static let identifier = "gitlab"
  /// One line for `--help`.
  public static let summary = "GitLab Code Quality JSON (artifacts: reports: codequality)."

  /// Creates the reporter.
  public init() {}

  /// The issues of the run in path order, then source order.
  public func begin(
    rules: [RuleDescription], options: ReporterOptions, to sink: any LintReportSink
  ) throws -> Stream {
    try sink.write(JSONArrayStream.opening)
    return Stream(sink: sink, baseDirectory: options.baseDirectory)
  }

  /// Writes each file's issues as they come and closes the array at the end.
  public struct Stream: LintReportStream {
    fileprivate let sink: any LintReportSink
    fileprivate let baseDirectory: String?
    fileprivate var issues = JSONArrayStream(indent: 0)

    /// The file's issues, or one for a file that could not be read.
    public mutating func write(_ file: FileReport) throws {
      let path = SARIFArtifactLocation(path: file.path, baseDirectory: baseDirectory)
        .relativePath
      if let error = file.error {
        var hash = FNV1a64()
        hash.combine("kbtraits.file.\(error.kind.rawValue)")
        hash.combine(path)
        try issues.write(
          GitLabCodeQualityReporter.issue(
            description: FailureMessage.detail(error, path: file.path),
            check: "kbtraits.file.\(error.kind.rawValue)", fingerprint: hash.hexDigest,
            severity: "major", path: path, lines: 1...1),
          to: sink)
        return
      }
      var fingerprints = SARIFFingerprint()
      for diagnostic in file.diagnostics {
        let start = max(diagnostic.position.line, 1)
        try issues.write(
          GitLabCodeQualityReporter.issue(
            description: diagnostic.message, check: diagnostic.rule,
            fingerprint: fingerprints.next(for: diagnostic, path: path),
            severity: GitLabCodeQualityReporter.severity(diagnostic.severity), path: path,
            lines: start...max(diagnostic.end.line, start)),
          to: sink)
      }
    }

    /// Closes the array.
    public mutating func finish(summary: ScanSummary) throws {
      try sink.write(issues.closing + "\n")
    }
  }

  /// The Code Climate severity for a finding's severity.
  static func severity(_ severity: Severity) -> String {
    switch severity {
    case .error: "major"
    case .warning: "minor"
    case .note: "info"
    }
  }

  fileprivate static func issue(
    description: String, check: String, fingerprint: String, severity: String, path: String,
    lines: ClosedRange<Int>
  ) -> JSONValue {
    .object([
      ("description", .string(description)), ("check_name", .string(check)),
      ("fingerprint", .string(fingerprint)), ("severity", .string(severity)),
      (
        "location",
        .object([
          ("path", .string(path)),
          (
            "lines",
            .object([("begin", .int(lines.lowerBound)), ("end", .int(lines.upperBound))])
          ),
        ])
      ),
    ])
  }
}
