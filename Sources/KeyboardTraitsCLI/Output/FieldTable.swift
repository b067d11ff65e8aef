import KeyboardTraits
import KeyboardTraitsLint
import KeyboardTraitsReport

/// Renders one file's fields as text for `kbtraits show`: each field is a line with its position
/// and tag, then one aligned row per platform (the iPhone, Chrome, and Firefox where it differs
/// from Chrome), then its label and findings.
///
/// ```
///   LINE:COL  FIELD      KEYBOARD        ENTER  CAPS  AUTOCORRECT  CONTENT TYPE
///   35:9      <input type="email" name="email" id="signin-email">
///               iPhone   Email keyboard  Next   none  no           username
///               Chrome   Email keyboard  Next   none  no           -
///       label: Email address
/// ```
///
/// The rows fit in 120 columns; the tag is cut to fit, and only findings, which are sentences,
/// run longer (each on its own line).
enum FieldTable {
  static let headers = [
    "LINE:COL", "FIELD", "KEYBOARD", "ENTER", "CAPS", "AUTOCORRECT", "CONTENT TYPE",
  ]
  /// A rendered page's lines are the browser's serialization, so its fields are named by
  /// selector.
  static let pageHeaders = ["SELECTOR"] + headers.dropFirst()

  /// The longest tag printed on a field's line, in characters.
  static let tagWidth = 100

  /// The table for `report` with a row per platform in `platforms`, or its error, followed by a
  /// blank line.
  static func render(
    _ report: FileReport, platforms: Set<TargetPlatform> = .allPlatforms
  ) -> String {
    if let error = report.error {
      let message = error.message(besidePath: report.path)
      return "\(report.path)\n  error (\(error.kind.rawValue)): \(message)\n\n"
    }
    let fields = report.fields
    let noun = fields.count == 1 ? "field" : "fields"
    var output = "\(report.path)  (\(fields.count) \(noun))\n"
    guard !fields.isEmpty else {
      let none = report.noFieldsDescription
      return output + "  " + none.prefix(1).lowercased() + none.dropFirst() + "\n"
        + notesText(report) + "\n"
    }
    let isPage = report.isRenderedPage
    let headers = isPage ? Self.pageHeaders : Self.headers
    let positions = fields.map { field in
      isPage ? field.selector ?? "-" : "\(field.position.line):\(field.position.column)"
    }
    let platformRows = fields.map { rows(for: $0, platforms: platforms) }
    // The platform rows are aligned with the header; the position column also fits each field's.
    var widths = headers.indices.map { column in
      ([headers[column]] + platformRows.flatMap { $0.map { $0[column] } }).map(\.count).max() ?? 0
    }
    widths[0] = max(widths[0], positions.map(\.count).max() ?? 0)
    output += line(headers, widths: widths)
    let findings = Dictionary(grouping: report.diagnostics.filter { $0.fieldIndex != nil }) {
      $0.fieldIndex ?? -1
    }
    for (index, field) in fields.enumerated() {
      output += line([positions[index], truncated(field.tagSummary, to: tagWidth)], widths: widths)
      for row in platformRows[index] { output += line(row, widths: widths) }
      for note in notes(for: field, platforms: platforms) { output += "      \(note)\n" }
      for diagnostic in findings[field.index] ?? [] {
        output +=
          "      \(diagnostic.severity.rawValue): \(diagnostic.message) [\(diagnostic.rule)]\n"
      }
    }
    output += notesText(report)
    for diagnostic in report.diagnostics where diagnostic.fieldIndex == nil {
      output += "  \(diagnostic.severity.rawValue): \(diagnostic.message) [\(diagnostic.rule)]\n"
    }
    return output + "\n"
  }

  /// Decoding and parser-recovery notes, one per line.
  private static func notesText(_ report: FileReport) -> String {
    (report.document?.notes ?? []).map { note in
      let place = report.isRenderedPage ? "" : note.position.map { " (line \($0.line))" } ?? ""
      return "  note\(place): \(note.message)\n"
    }.joined()
  }

  /// One row per platform, in the columns of ``headers`` (the first empty). Firefox's row is
  /// left out when Chrome's is shown and says the same.
  private static func rows(for field: FormField, platforms: Set<TargetPlatform>) -> [[String]] {
    var rows: [[String]] = []
    for platform in platforms.ordered {
      let row = ["", "  " + platform.displayName] + cells(for: field, on: platform)
      if platform == .firefoxAndroid, platforms.contains(.android),
        Array(row.dropFirst(2)) == cells(for: field, on: .android)
      {
        continue
      }
      rows.append(row)
    }
    return rows
  }

  /// Keyboard, Enter key, capitalisation, autocorrection and content type on `platform`.
  static func cells(for field: FormField, on platform: TargetPlatform) -> [String] {
    PlatformKeyboardSummary(field, on: platform).cells
  }

  /// Lines printed under a field: its label, then the attributes a template decides with the
  /// traits they leave unknown on each platform shown (Firefox's only where they differ from
  /// Chrome's).
  private static func notes(for field: FormField, platforms: Set<TargetPlatform>) -> [String] {
    var lines: [String] = []
    if let label = field.label { lines.append("label: \(truncated(label, to: 70))") }
    let dynamic = field.dynamicAttributes
    if !dynamic.isEmpty {
      var unknown: [String] = []
      for platform in platforms.ordered {
        let traits = unknownTraits(of: field, on: platform)
        if platform == .firefoxAndroid, platforms.contains(.android),
          traits == unknownTraits(of: field, on: .android)
        {
          continue
        }
        if !traits.isEmpty {
          unknown.append("\(platform.displayName): \(traits.joined(separator: ", "))")
        }
      }
      lines.append(
        "dynamic: \(dynamic.joined(separator: ", "))"
          + (unknown.isEmpty ? "" : " (unknown on \(unknown.joined(separator: "; ")))"))
    }
    return lines
  }

  private static func unknownTraits(of field: FormField, on platform: TargetPlatform) -> [String] {
    PlatformKeyboardSummary.unknownTraits(of: field, on: platform)
  }

  private static func line(_ cells: [String], widths: [Int]) -> String {
    var text = "  "
    for (index, cell) in cells.enumerated() {
      let isLast = index == cells.count - 1
      text += isLast ? cell : cell + String(repeating: " ", count: widths[index] - cell.count + 2)
    }
    return text + "\n"
  }

  private static func truncated(_ text: String, to length: Int) -> String {
    text.count <= length ? text : String(text.prefix(length - 1)) + "…"
  }
}
