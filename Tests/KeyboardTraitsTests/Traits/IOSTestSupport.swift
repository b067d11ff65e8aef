import Testing

@testable import KeyboardTraits

/// Helpers shared by the iOS trait tests (`docs/browsers/ios.md`).
enum IOSTest {
  /// The document URL every case uses; relative actions resolve against it (R4.4, R5.1).
  static let documentURL = "https://shop.example/checkout/"

  /// Scans `html` and returns the focused field: the one with `id="t"` if any, else the only
  /// field, else the only text-entry field (input of a text type, textarea, contenteditable).
  static func field(
    _ html: String, documentURL: String = documentURL,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> FormField {
    let fields = FormScanner().scan(html: html, documentURL: documentURL).fields
    if let marked = fields.first(where: { $0.id == "t" }) { return marked }
    if fields.count == 1 { return fields[0] }
    let textEntry = fields.filter { field in
      field.inputType.map(\.isTextEntry) ?? (field.element == "textarea" || field.isEditingHost)
    }
    try #require(
      textEntry.count == 1, "expected one focused field in \(html)",
      sourceLocation: sourceLocation)
    return textEntry[0]
  }

  /// The iOS traits of the focused field in `html`.
  static func traits(
    _ html: String, documentURL: String = documentURL,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> IOSTraits {
    try field(html, documentURL: documentURL, sourceLocation: sourceLocation).ios
  }
}
