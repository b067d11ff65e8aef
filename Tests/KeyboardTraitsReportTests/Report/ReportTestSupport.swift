import Foundation

@testable import KeyboardTraits
@testable import KeyboardTraitsLint
@testable import KeyboardTraitsReport

/// Helpers shared by the report tests: temporary folders and whole-run rendering.
enum ReportTestSupport {
  /// The package's `Samples/` folder.
  static let samples = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Samples").path

  /// A new empty folder under the temporary directory.
  static func temporaryFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("kbtraits-report-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// Runs ``ReportWriter`` over `paths` for every format and returns each report's text.
  static func render(
    _ paths: [String], concurrency: Int = 2, baseURL: String? = "https://larkspur.example/",
    rulesURL: RuleDocumentationURL? = nil
  ) async throws -> (reports: [ReportFormat: String], summary: ReportSummary) {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let outputs = ReportFormat.allCases.map {
      ReportOutput(
        format: $0, path: folder.appendingPathComponent("report.\($0.fileExtension)").path)
    }
    let scanner = FormScanner(
      options: ScanOptions(baseURL: baseURL, concurrency: concurrency), linter: Linter())
    let summary = try await ReportWriter.write(
      paths: paths, scanner: scanner, outputs: outputs, rulesURL: rulesURL)
    var reports: [ReportFormat: String] = [:]
    for output in outputs {
      reports[output.format] = try String(contentsOfFile: output.path, encoding: .utf8)
    }
    return (reports, summary)
  }

  /// Every tag in `html` as (name, attributes), attribute values unescaped of nothing: a small
  /// scanner that relies on the renderer's quoting (`>` never appears raw inside a value).
  static func tags(in html: String) -> [(name: String, attributes: [(String, String)])] {
    var result: [(String, [(String, String)])] = []
    var index = html.startIndex
    while let open = html[index...].firstIndex(of: "<") {
      guard let close = html[open...].firstIndex(of: ">") else { break }
      var inside = html[html.index(after: open)..<close]
      index = html.index(after: close)
      if inside.hasPrefix("!") { continue }
      if inside.hasPrefix("/") { inside = inside.dropFirst() }
      let name = String(inside.prefix { $0.isLetter || $0.isNumber || $0 == "-" }).lowercased()
      var attributes: [(String, String)] = []
      var rest = inside.dropFirst(name.count)
      while let equals = rest.firstIndex(of: "=") {
        let attributeName =
          rest[..<equals].split(whereSeparator: { $0 == " " || $0 == "\n" })
          .last.map(String.init) ?? ""
        var after = rest[rest.index(after: equals)...]
        guard let quote = after.first, quote == "\"" || quote == "'" else {
          attributes.append((attributeName.lowercased(), "<unquoted>"))
          rest = after
          continue
        }
        after = after.dropFirst()
        let end = after.firstIndex(of: quote) ?? after.endIndex
        attributes.append((attributeName.lowercased(), String(after[..<end])))
        rest = end < after.endIndex ? after[after.index(after: end)...] : ""
      }
      result.append((name, attributes))
    }
    return result
  }

  /// Splits RFC 4180 CSV into records of cells.
  static func parseCSV(_ text: String) -> [[String]] {
    var records: [[String]] = []
    var record: [String] = []
    var cell = ""
    var quoted = false
    var characters = text.makeIterator()
    var pending: Character?
    while let character = pending ?? characters.next() {
      pending = nil
      if quoted {
        if character == "\"" {
          if let next = characters.next() {
            if next == "\"" {
              cell.append("\"")
            } else {
              quoted = false
              pending = next
            }
          } else {
            quoted = false
          }
        } else {
          cell.append(character)
        }
        continue
      }
      switch character {
      case "\"": quoted = true
      case ",":
        record.append(cell)
        cell = ""
      case "\r\n", "\n":
        record.append(cell)
        records.append(record)
        record = []
        cell = ""
      default: cell.append(character)
      }
    }
    if !cell.isEmpty || !record.isEmpty {
      record.append(cell)
      records.append(record)
    }
    return records
  }
}
