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
    public func fragment(for file: FileReport) -> LintReportFragment {
      let path = SARIFArtifactLocation(path: file.path, baseDirectory: baseDirectory)
        .relativePath
      var bytes: [UInt8] = []
      if let error = file.error {
        let check = "kbtraits.file.\(error.kind.rawValue)"
        var hash = FNV1a64()
        hash.combine(check)
        hash.combine(path)
        issues.item(to: &bytes) { json in
          GitLabCodeQualityReporter.writeIssue(
            description: error.message(besidePath: file.path), check: check,
            severity: "major", path: path, lines: 1...1, to: &json
          ) { $0.string(hash.hexDigest) }
        }
        return LintReportFragment(body: bytes)
      }
      var fingerprints = SARIFFingerprint()
      for diagnostic in file.diagnostics {
        let start = max(diagnostic.position.line, 1)
        let fingerprint = fingerprints.next(for: diagnostic, path: path)
        issues.item(to: &bytes) { json in
          GitLabCodeQualityReporter.writeIssue(
            description: diagnostic.message, check: diagnostic.rule,
            severity: GitLabCodeQualityReporter.severity(diagnostic.severity), path: path,
            lines: start...max(diagnostic.end.line, start), to: &json
          ) { fingerprint.write(to: &$0) }
        }
      }
      return LintReportFragment(body: bytes)
    }

    /// Writes the file's issues after those before.
    public mutating func place(_ fragment: LintReportFragment) throws {
      try issues.place(fragment.body, to: sink)
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

  /// One issue; `writeFingerprint` writes the fingerprint's string.
  fileprivate static func writeIssue(
    description: String, check: String, severity: String, path: String,
    lines: ClosedRange<Int>, to json: inout JSONWriter,
    fingerprint writeFingerprint: (inout JSONWriter) -> Void
  ) {
    json.beginObject()
    json.member("description", description)
    json.member("check_name", check)
    json.key("fingerprint")
    writeFingerprint(&json)
    json.member("severity", severity)
    json.member("location") { json in
      json.member("path", path)
      json.member("lines") { json in
        json.member("begin", lines.lowerBound)
        json.member("end", lines.upperBound)
      }
    }
    json.endObject()
  }
}
