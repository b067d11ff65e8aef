import Foundation

/// An open document's text as the client has it, kept in UTF-8 and updated by its changes.
public struct TextDocumentBuffer: Sendable {
  /// The document's URI.
  public var uri: String
  /// The client's language id (`html`, `vue`...).
  public var languageId: String
  /// The version of the last change applied (or of the opening).
  public var version: Int
  /// The index of the current text, rebuilt at each change; it holds the bytes.
  public private(set) var lineIndex: LineIndex

  /// A document with the given UTF-8 content.
  public init(uri: String, languageId: String, version: Int, bytes: [UInt8]) {
    self.uri = uri
    self.languageId = languageId
    self.version = version
    self.lineIndex = LineIndex(bytes)
  }

  /// A document with the given text.
  public init(uri: String, languageId: String, version: Int, text: String) {
    self.init(uri: uri, languageId: languageId, version: version, bytes: Array(text.utf8))
  }

  /// The document a `didOpen` opens.
  public init(_ item: TextDocumentItem) {
    self.init(uri: item.uri, languageId: item.languageId, version: item.version, text: item.text)
  }

  /// The text in UTF-8; setting it replaces the whole text.
  public var bytes: [UInt8] {
    get { lineIndex.bytes }
    set { lineIndex = LineIndex(newValue) }
  }

  /// The text as a string.
  public var text: String { String(decoding: lineIndex.bytes, as: UTF8.self) }

  /// Applies one change: its text replaces its range (positions counted in `encoding`, clamped
  /// as ``LineIndex`` does), or the whole text when it has no range.
  public mutating func apply(_ change: TextDocumentContentChangeEvent, encoding: PositionEncoding) {
    guard let range = change.range else {
      bytes = Array(change.text.utf8)
      return
    }
    let replaced = lineIndex.byteRange(of: range, encoding: encoding)
    var edited = lineIndex.bytes
    // Drop the index's reference first, so that the bytes are edited in place, not copied.
    lineIndex = LineIndex([])
    edited.replaceSubrange(replaced, with: change.text.utf8)
    lineIndex = LineIndex(edited)
  }

  /// Applies a `didChange`: every change in order, then its version.
  public mutating func apply(_ params: DidChangeTextDocumentParams, encoding: PositionEncoding) {
    for change in params.contentChanges {
      apply(change, encoding: encoding)
    }
    version = params.textDocument.version
  }
}
