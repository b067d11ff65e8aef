import Foundation
import Testing

@testable import KeyboardTraits

/// The URL the scanning tests resolve relative form actions against.
let testDocumentURL = "https://example.com/dir/page.html"

/// Scans `html` as a document at ``testDocumentURL``.
func scanned(_ html: String, documentURL: String = testDocumentURL) -> ScannedDocument {
  FormScanner().scan(html: html, documentURL: documentURL)
}

/// The one field named `name`, failing the test when there is not exactly one.
func field(
  named name: String, in document: ScannedDocument,
  sourceLocation: SourceLocation = #_sourceLocation
) throws -> FormField {
  let matches = document.fields.filter { $0.name == name }
  try #require(
    matches.count == 1, "fields named \(name): \(matches.count)",
    sourceLocation: sourceLocation)
  return matches[0]
}

/// The `name` attribute of each field, in document order (`nil` for unnamed fields).
func fieldNames(_ document: ScannedDocument) -> [String?] {
  document.fields.map(\.name)
}

/// The kinds of the document's notes, in order.
func noteKinds(_ document: ScannedDocument) -> [ScanNote.Kind] {
  document.notes.map(\.kind)
}

/// HTML written with `↓` markers in front of the places a test checks; the markers are removed
/// and their positions (1-based line, column in Unicode scalars; LF, CRLF and a lone CR each end
/// a line) are kept in order. Computed independently of the scanner's line table.
struct MarkedHTML {
  /// The HTML without markers.
  var html: String
  /// Where each marker was, in order.
  var markers: [SourcePosition] = []

  init(_ marked: String) {
    var scalars = String.UnicodeScalarView()
    var line = 1
    var column = 1
    var previousWasCR = false
    for scalar in marked.unicodeScalars {
      if scalar == "↓" {
        markers.append(SourcePosition(line: line, column: column))
        continue
      }
      scalars.append(scalar)
      if scalar == "\n" {
        if !previousWasCR { line += 1 }
        column = 1
      } else if scalar == "\r" {
        line += 1
        column = 1
      } else {
        column += 1
      }
      previousWasCR = scalar == "\r"
    }
    html = String(scalars)
  }

  /// The position of the marker at `index`.
  subscript(_ index: Int) -> SourcePosition { markers[index] }
}
