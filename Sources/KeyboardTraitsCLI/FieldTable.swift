import KeyboardTraits
import KeyboardTraitsLint
import KeyboardTraitsReport

/// Renders one file's fields as an aligned text table for `kbtraits show`.
enum FieldTable {
  static let headers = ["LINE:COL", "FIELD", "KEYBOARD", "RETURN", "CAPS", "AUTOCORRECT", "CONTENT TYPE"]
  /// A rendered page's lines are the browser's serialization, so its fields are named by
  /// selector.
  static let pageHeaders = ["SELECTOR"] + headers.dropFirst()

  /// The table for `report`, or its error, followed by a blank line.
  static func render(_ report: FileReport) -> String {
    if let error = report.error {
      return "\(report.path)\n  error (\(error.kind.rawValue)): \(error.message)\n\n"
    }
    let fields = report.fields
    let noun = fields.count == 1 ? "field" : "fields"
    var output = "\(report.path)  (\(fields.count) \(noun))\n"
    guard !fields.isEmpty else { return output + "  no form fields\n" + notesText(report) + "\n" }
    let isPage = report.isRenderedPage
    let headers = isPage ? Self.pageHeaders : Self.headers
    let rows = fields.map { row(for: $0, isPage: isPage) }
    let widths = headers.indices.map { column in
      ([headers[column]] + rows.map { $0[column] }).map(\.count).max() ?? 0
    }
    output += line(headers, widths: widths)
    let findings = Dictionary(grouping: report.diagnostics.filter { $0.fieldIndex != nil }) {
      $0.fieldIndex ?? -1
    }
    for (field, cells) in zip(fields, rows) {
      output += line(cells, widths: widths)
      for note in notes(for: field) { output += "      \(note)\n" }
      for diagnostic in findings[field.index] ?? [] {
        output += "      \(diagnostic.severity.rawValue): \(diagnostic.message) [\(diagnostic.rule)]\n"
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

  private static func row(for field: FormField, isPage: Bool) -> [String] {
    let ios = field.ios
    let hasTraits = ios.hasKeyboardTraits
    return [
      isPage ? field.selector ?? "-" : "\(field.position.line):\(field.position.column)",
      truncated(field.tagSummary, to: 48),
      ios.keyboardDescription,
      hasTraits ? ios.returnKeyType.rawValue : "-",
      hasTraits ? ios.autocapitalizationType.rawValue : "-",
      hasTraits ? ios.autocorrectionType.rawValue : "-",
      hasTraits ? (ios.textContentType?.rawValue ?? "-") : "-",
    ]
  }

  /// Lines printed under a field: its label, then its findings.
  private static func notes(for field: FormField) -> [String] {
    var lines: [String] = []
    if let label = field.label { lines.append("label: \(truncated(label, to: 70))") }
    return lines
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
