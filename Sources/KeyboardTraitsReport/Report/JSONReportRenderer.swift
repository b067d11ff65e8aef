import KeyboardTraits
import KeyboardTraitsLint

/// The JSON contract (`JSONReport`, `json-output.md` schema 1) with the report's summary added
/// to the `summary` object: `keyboards`, `rules`, `mostFindings` and `failed`.
public struct JSONReportRenderer: ReportRenderer {
  /// Creates the renderer.
  public init() {}

  /// `json`.
  public var format: ReportFormat { .json }

  /// The document's opening, up to the `files` array.
  public func begin() -> String { JSONReport.begin() }

  /// Nothing: the summary comes last.
  public func header(summary: ReportSummary) -> String { "" }

  /// One entry of `files`.
  public func section(for report: FileReport) -> String {
    JSONReport.file(report, isFirst: true)
  }

  /// A comma.
  public var sectionSeparator: String { "," }

  /// Closes `files` and writes the summary.
  public func end(summary: ReportSummary) -> String {
    (summary.totals.files > 0 ? "\n  ]" : "]") + ",\n  \"summary\": "
      + Self.value(for: summary).rendered(indent: 2) + "\n}\n"
  }

  /// The `summary` object: the contract's keys, then the report's additions.
  public static func value(for summary: ReportSummary) -> JSONValue {
    guard case .object(var members) = JSONReport.value(for: summary.totals) else {
      return JSONReport.value(for: summary.totals)
    }
    members.append(
      ("keyboards", .object(summary.keyboardsByCount.map { ($0.keyboard, .int($0.fields)) })))
    members.append(
      (
        "rules",
        .object(
          summary.rulesByCount.map { entry in
            (
              entry.rule,
              .object([
                ("errors", .int(entry.counts.errors)), ("warnings", .int(entry.counts.warnings)),
                ("notes", .int(entry.counts.notes)),
              ])
            )
          })
      ))
    members.append(
      (
        "mostFindings",
        .array(
          summary.topFiles.map { file in
            .object([
              ("path", .string(file.path)), ("findings", .int(file.findings)),
              ("errors", .int(file.errors)),
            ])
          })
      ))
    members.append(
      (
        "failed",
        .array(
          summary.failedFiles.map { failed in
            .object([
              ("path", .string(failed.path)), ("kind", .string(failed.error.kind.rawValue)),
              ("message", .string(failed.error.message)),
            ])
          })
      ))
    return .object(members)
  }
}
