import Foundation
import KeyboardTraits
import KeyboardTraitsLint

/// One CSV row per field with its traits on each targeted platform and the ids of its findings
/// (RFC 4180: CRLF line ends, fields quoted when needed, quotes doubled).
///
/// The iOS columns (`presentation` … `inlinePredictionType`) come first, then Chrome for Android's
/// (`androidKeyboard`, `androidInputType` as the integer, `androidInputClass`,
/// `androidInputVariation`, `androidInputFlags` as names separated by spaces,
/// `androidImeAction`), then Firefox for Android's under the same names with the
/// `firefoxAndroid` prefix. A platform that is not targeted (``platforms``) has no columns; the
/// names of the others do not change. Android's `EditorInfo` columns are empty where the browser
/// opens no input connection, as the JSON leaves those keys out.
///
/// A file that failed, has no fields, or has findings not tied to a field also gets one row with
/// the field columns empty, so every input appears. Cells that a spreadsheet would read as a
/// formula (starting with `=`, `+`, `-`, `@`, tab or carriage return) are prefixed with `'`.
public struct CSVReportRenderer: ReportRenderer {
  /// The platforms whose columns are written.
  public var platforms: Set<TargetPlatform>

  /// Creates the renderer, with the columns of `platforms` (all three by default).
  public init(platforms: Set<TargetPlatform> = .allPlatforms) {
    self.platforms = platforms
  }

  /// `csv`.
  public var format: ReportFormat { .csv }

  /// The columns that say where the field is and what it is, before the platforms' columns.
  static let fieldColumns = [
    "path", "error", "line", "column", "element", "type", "id", "name", "label",
  ]
  /// The iOS columns: the keys of the iOS traits that have one.
  static let iOSColumns = IOSTraits.traitSchema.csvTraits.map(\.key)
  /// The findings columns, last.
  static let findingColumns = ["findings", "severities"]

  /// The column names of an Android platform: each Android trait's key with a capital, after
  /// the platform's JSON key: `androidKeyboard`, `androidInputType`, … or
  /// `firefoxAndroidKeyboard`, ….
  static func androidColumns(_ platform: TargetPlatform) -> [String] {
    AndroidTraits.traitSchema.csvTraits.map { platform.jsonKey + capitalized($0.key) }
  }

  private static func capitalized(_ key: String) -> String {
    key.prefix(1).uppercased() + key.dropFirst()
  }

  /// Every column name, in order, with all three platforms.
  public static let columns = columns(for: .allPlatforms)

  /// The column names for `platforms`, in order.
  public static func columns(for platforms: Set<TargetPlatform>) -> [String] {
    fieldColumns
      + platforms.ordered.flatMap { $0 == .ios ? iOSColumns : androidColumns($0) }
      + findingColumns
  }

  /// The header row.
  public func begin() -> String { Self.row(Self.columns(for: platforms)) }

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
    let ordered = platforms.ordered
    if report.error != nil || fields.isEmpty || !fileLevel.isEmpty {
      let error = report.error.map {
        "\($0.kind.rawValue): \($0.message(besidePath: report.path))"
      }
      var cells = [report.path, error ?? ""]
      // Every column but path, error and the two of findings.
      cells += Array(repeating: "", count: Self.columns(for: platforms).count - 4)
      cells += findingCells(fileLevel)
      output += Self.row(cells)
    }
    for field in fields {
      // A rendered page has no line anyone wrote: its fields leave line and column empty.
      let isPage = report.isRenderedPage
      var cells = [
        report.path, "", isPage ? "" : String(field.position.line),
        isPage ? "" : String(field.position.column),
        field.element, field.inputType?.rawValue ?? "", field.id ?? "", field.name ?? "",
        field.label ?? "",
      ]
      for platform in ordered {
        if let android = platform.androidTraits(of: field) {
          cells += Self.androidCells(android)
        } else {
          cells += Self.iOSCells(field.ios)
        }
      }
      cells += findingCells(byField[field.index] ?? [])
      output += Self.row(cells)
    }
    return output
  }

  private static func iOSCells(_ ios: IOSTraits) -> [String] {
    cells(ios, schema: IOSTraits.traitSchema)
  }

  private static func androidCells(_ android: AndroidTraits) -> [String] {
    cells(android, schema: AndroidTraits.traitSchema)
  }

  /// The platform's cells: each column's value, empty where the JSON would leave the key out.
  private static func cells<Traits>(_ traits: Traits, schema: TraitSchema<Traits>) -> [String] {
    let printsKeyboardTraits = schema.printsKeyboardTraits(traits)
    return schema.csvTraits.map { trait in
      guard printsKeyboardTraits || !trait.isKeyboardTrait else { return "" }
      switch trait.value(traits) {
      case .string(let value): return value
      case .int(let value): return String(value)
      case .bool(let value): return value ? "true" : "false"
      case .null: return ""
      case .names(let names): return names.joined(separator: " ")
      }
    }
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
