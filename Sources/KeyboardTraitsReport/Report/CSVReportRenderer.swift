import Foundation
import KeyboardTraits
import KeyboardTraitsLint

/// One CSV row per field with every iOS trait and the ids of its findings (RFC 4180: CRLF line
/// ends, fields quoted when needed, quotes doubled).
///
/// A file that failed, has no fields, or has findings not tied to a field also gets one row with
/// the field columns empty, so every input appears. Cells that a spreadsheet would read as a
/// formula (starting with `=`, `+`, `-`, `@`, tab or carriage return) are prefixed with `'`.
public struct CSVReportRenderer: ReportRenderer {
  /// Creates the renderer.
  public init() {}

  /// `csv`.
  public var format: ReportFormat { .csv }

  /// The column names, in order.
  public static let columns = [
    "path", "error", "line", "column", "element", "type", "id", "name", "label", "presentation",
    "keyboard", "keyboardType", "returnKeyType", "autocapitalizationType", "autocorrectionType",
    "spellCheckingType", "secureTextEntry", "textContentType", "findings", "severities",
  ]

  /// The header row.
  public func begin() -> String { Self.row(Self.columns) }

  /// Nothing: CSV has no summary.
  public func header(summary: ReportSummary) -> String { "" }

  /// The file's rows.
  public func section(for report: FileReport) -> String {
    var byField: [Int: [Diagnostic]] = [:]
    var fileLevel: [Diagnostic] = []
    for diagnostic in report.diagnostics {
      if let index = diagnostic.fieldIndex {
        byField[index, default: []].append(diagnostic)
      } else {
        fileLevel.append(diagnostic)
      }
    }
    var output = ""
    let fields = report.fields
    if report.error != nil || fields.isEmpty || !fileLevel.isEmpty {
      var cells = [report.path, report.error.map { "\($0.kind.rawValue): \($0.message)" } ?? ""]
      cells += Array(repeating: "", count: 16)
      cells += findingCells(fileLevel)
      output += Self.row(cells)
    }
    for field in fields {
      let ios = field.ios
      let traits = ios.hasKeyboardTraits
      // A rendered page has no line anyone wrote: its fields leave line and column empty.
      let isPage = report.isRenderedPage
      var cells = [
        report.path, "", isPage ? "" : String(field.position.line),
        isPage ? "" : String(field.position.column),
        field.element, field.inputType?.rawValue ?? "", field.id ?? "", field.name ?? "",
        field.label ?? "", ios.presentation.rawValue, ios.keyboardDescription,
      ]
      cells +=
        traits
        ? [
          ios.keyboardType.rawValue, ios.returnKeyType.rawValue,
          ios.autocapitalizationType.rawValue,
          ios.autocorrectionType.rawValue, ios.spellCheckingType.rawValue,
          ios.secureTextEntry ? "true" : "false", ios.textContentType?.rawValue ?? "",
        ]
        : Array(repeating: "", count: 7)
      cells += findingCells(byField[field.index] ?? [])
      output += Self.row(cells)
    }
    return output
  }

  /// Nothing between files.
  public var sectionSeparator: String { "" }

  /// Nothing at the end.
  public func end(summary: ReportSummary) -> String { "" }

  private func findingCells(_ diagnostics: [Diagnostic]) -> [String] {
    [
      diagnostics.map(\.rule).joined(separator: " "),
      diagnostics.map(\.severity.rawValue).joined(separator: " "),
    ]
  }

  /// One CRLF-terminated record.
  public static func row(_ cells: [String]) -> String {
    cells.map(cell).joined(separator: ",") + "\r\n"
  }

  /// One cell: guarded against formula injection, then quoted if it holds a comma, quote, CR or
  /// LF (or starts or ends with a space, which some readers trim).
  public static func cell(_ value: String) -> String {
    var text = value
    if let first = text.unicodeScalars.first, ["=", "+", "-", "@", "\t", "\r"].contains(first) {
      text = "'" + text
    }
    let needsQuotes =
      text.contains { $0 == "," || $0 == "\"" || $0 == "\r" || $0 == "\n" || $0 == "\r\n" }
      || text.hasPrefix(" ") || text.hasSuffix(" ")
    guard needsQuotes else { return text }
    return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
  }
}
