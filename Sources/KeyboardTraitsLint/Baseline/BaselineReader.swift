import Foundation

/// Reads a baseline file a piece at a time and hands its entries over one by one, so that a large
/// one costs what the caller keeps of them: never its whole text, nor a parsed tree of it.
///
/// The file's structure (`{"version": …, "entries": [ … ]}`, keys in any order) is followed
/// byte by byte; the entries are decoded with `JSONDecoder` a batch at a time, so they are
/// checked as strictly as ever and a bad one is named by its index.
struct BaselineReader {
  /// Why the file is not a baseline: its text is not the JSON object a baseline is, or an entry
  /// is wrong (described as "missing key \"path\" in entries[0]").
  enum Failure: Error {
    case notAnObject
    case unreadable(String)
  }

  /// What the file holds.
  struct Contents {
    /// The `version` number, when there is one.
    var version: Int?
    /// Whether there is an `entries` key.
    var hasEntries = false
    /// The first problem with the entries, when there is one.
    var entriesProblem: String?
  }

  private var source: ByteSource
  private let decoder = JSONDecoder()
  /// Bytes of entries decoded at once.
  private static let batchSize = 1 << 18

  init(_ handle: FileHandle) {
    source = ByteSource(handle)
  }

  /// Reads the whole file, handing each entry to `take` in file order, keyed as
  /// ``Baseline/Entry/init(rule:path:sourceLine:message:)`` keys them. Once an entry is wrong
  /// (``Contents/entriesProblem``), no more are handed over.
  mutating func read(_ take: (Baseline.Entry) -> Void) throws(Failure) -> Contents {
    var contents = Contents()
    try skipWhitespace()
    try expect(UInt8(ascii: "{"))
    var isFirst = true
    while true {
      try skipWhitespace()
      if try source.peek() == UInt8(ascii: "}") {
        try source.advance()
        break
      }
      if !isFirst {
        try expect(UInt8(ascii: ","))
        try skipWhitespace()
      }
      isFirst = false
      let key = try readKey()
      try skipWhitespace()
      try expect(UInt8(ascii: ":"))
      try skipWhitespace()
      switch key {
      case "version":
        var bytes: [UInt8] = []
        try scanValue(into: &bytes)
        contents.version = try? decoder.decode([Int].self, from: Data("[".utf8 + bytes + "]".utf8))[
          0]
      case "entries":
        try readEntries(into: &contents, take)
      default:
        var ignored: [UInt8]? = nil
        try scanValue(into: &ignored)
      }
    }
    try skipWhitespace()
    guard try source.peek() == nil else { throw .notAnObject }
    return contents
  }

  /// Reads the `entries` array, decoding its objects a batch at a time.
  private mutating func readEntries(
    into contents: inout Contents, _ take: (Baseline.Entry) -> Void
  ) throws(Failure) {
    contents.hasEntries = true
    guard try source.peek() == UInt8(ascii: "[") else {
      var ignored: [UInt8]? = nil
      try scanValue(into: &ignored)
      contents.entriesProblem = "entries: expected an array of entries"
      return
    }
    try source.advance()
    var batch: [UInt8] = []
    var batchStart = 0
    var count = 0
    var isMalformed = false
    func decodeBatch() {
      guard !batch.isEmpty else { return }
      defer {
        batch.removeAll(keepingCapacity: true)
        batchStart = count
      }
      guard contents.entriesProblem == nil, !isMalformed else { return }
      do {
        // Keyed as new findings are (hand-edited entries may not be).
        for written in try decoder.decode(
          [Baseline.Entry].self, from: Data("[".utf8 + batch + "]".utf8))
        {
          take(
            Baseline.Entry(
              rule: written.rule, path: written.path, sourceLine: written.sourceLine,
              message: written.message))
        }
      } catch DecodingError.dataCorrupted(let context) where context.codingPath.isEmpty {
        // Not JSON at all, as a syntax error anywhere else in the file.
        isMalformed = true
      } catch {
        contents.entriesProblem = Self.describe(error, firstIndex: batchStart)
      }
    }
    try skipWhitespace()
    if try source.peek() == UInt8(ascii: "]") {
      try source.advance()
    } else {
      while true {
        if !batch.isEmpty { batch.append(UInt8(ascii: ",")) }
        try scanValue(into: &batch)
        count += 1
        if batch.count >= Self.batchSize { decodeBatch() }
        try skipWhitespace()
        let separator = try source.next()
        if separator == UInt8(ascii: "]") { break }
        guard separator == UInt8(ascii: ",") else { throw .notAnObject }
        try skipWhitespace()
      }
    }
    decodeBatch()
    if isMalformed { throw .notAnObject }
  }

  /// An object key, decoded.
  private mutating func readKey() throws(Failure) -> String {
    var bytes: [UInt8] = []
    guard try source.peek() == UInt8(ascii: "\"") else { throw .notAnObject }
    try scanString(into: &bytes)
    let inner = bytes.dropFirst().dropLast()
    guard inner.contains(UInt8(ascii: "\\")) else { return String(decoding: inner, as: UTF8.self) }
    guard
      let key = try? decoder.decode([String].self, from: Data("[".utf8 + bytes + "]".utf8)).first
    else { throw .notAnObject }
    return key
  }

  /// Moves past one JSON value, appending its bytes to `bytes` (when not nil). Only strings and
  /// nesting are followed: the values kept are decoded, which checks the rest.
  private mutating func scanValue(into bytes: inout [UInt8]?) throws(Failure) {
    guard let first = try source.peek() else { throw .notAnObject }
    switch first {
    case UInt8(ascii: "\""):
      try scanString(into: &bytes)
    case UInt8(ascii: "{"), UInt8(ascii: "["):
      var depth = 0
      repeat {
        guard let byte = try source.peek() else { throw .notAnObject }
        if byte == UInt8(ascii: "\"") {
          try scanString(into: &bytes)
          continue
        }
        try source.advance()
        bytes?.append(byte)
        switch byte {
        case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
        case UInt8(ascii: "}"), UInt8(ascii: "]"): depth -= 1
        default: break
        }
      } while depth > 0
    default:
      var length = 0
      while let byte = try source.peek(), !Self.endsScalar(byte) {
        try source.advance()
        bytes?.append(byte)
        length += 1
      }
      guard length > 0 else { throw .notAnObject }
    }
  }

  private mutating func scanValue(into bytes: inout [UInt8]) throws(Failure) {
    var kept: [UInt8]? = bytes
    bytes = []
    try scanValue(into: &kept)
    bytes = kept ?? []
  }

  /// Moves past a string, quotes included, appending its bytes as written.
  private mutating func scanString(into bytes: inout [UInt8]?) throws(Failure) {
    try source.advance()
    bytes?.append(UInt8(ascii: "\""))
    while true {
      guard let byte = try source.next() else { throw .notAnObject }
      bytes?.append(byte)
      if byte == UInt8(ascii: "\\") {
        guard let escaped = try source.next() else { throw .notAnObject }
        bytes?.append(escaped)
      } else if byte == UInt8(ascii: "\"") {
        return
      }
    }
  }

  private mutating func scanString(into bytes: inout [UInt8]) throws(Failure) {
    var kept: [UInt8]? = bytes
    bytes = []
    try scanString(into: &kept)
    bytes = kept ?? []
  }

  private mutating func expect(_ byte: UInt8) throws(Failure) {
    guard try source.next() == byte else { throw .notAnObject }
  }

  private mutating func skipWhitespace() throws(Failure) {
    while let byte = try source.peek(), Self.isWhitespace(byte) { try source.advance() }
  }

  private static func isWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
  }

  private static func endsScalar(_ byte: UInt8) -> Bool {
    isWhitespace(byte) || byte == UInt8(ascii: ",") || byte == UInt8(ascii: "}")
      || byte == UInt8(ascii: "]")
  }

  /// A decoding error of the batch whose first entry has index `firstIndex`, as
  /// "missing key \"message\" in entries[3]".
  private static func describe(_ error: Error, firstIndex: Int) -> String {
    guard let error = error as? DecodingError else { return "\(error)" }
    func location(_ path: [CodingKey]) -> String {
      var text = "entries"
      for (position, key) in path.enumerated() {
        if position == 0, let index = key.intValue {
          text += "[\(firstIndex + index)]"
        } else {
          text += key.intValue.map { "[\($0)]" } ?? ".\(key.stringValue)"
        }
      }
      return text
    }
    switch error {
    case .keyNotFound(let key, let context):
      return "missing key \"\(key.stringValue)\" in \(location(context.codingPath))"
    case .typeMismatch(_, let context), .valueNotFound(_, let context):
      return "\(location(context.codingPath)): \(context.debugDescription)"
    case .dataCorrupted(let context):
      return context.debugDescription
    @unknown default:
      return "\(error)"
    }
  }
}

/// A file's bytes, read a chunk at a time.
private struct ByteSource {
  private let handle: FileHandle
  private var chunk: [UInt8] = []
  private var position = 0
  private var isAtEnd = false
  private static let chunkSize = 1 << 20

  init(_ handle: FileHandle) {
    self.handle = handle
  }

  /// The next byte, nil at the end of the file.
  mutating func peek() throws(BaselineReader.Failure) -> UInt8? {
    if position == chunk.count {
      guard !isAtEnd else { return nil }
      do {
        chunk = [UInt8](try handle.read(upToCount: Self.chunkSize) ?? Data())
      } catch {
        throw .unreadable(error.localizedDescription)
      }
      position = 0
      if chunk.isEmpty {
        isAtEnd = true
        return nil
      }
    }
    return chunk[position]
  }

  mutating func advance() throws(BaselineReader.Failure) {
    _ = try next()
  }

  /// The next byte, consumed; nil at the end of the file.
  mutating func next() throws(BaselineReader.Failure) -> UInt8? {
    guard let byte = try peek() else { return nil }
    position += 1
    return byte
  }
}
