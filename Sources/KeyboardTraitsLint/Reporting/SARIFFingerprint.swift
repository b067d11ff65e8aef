import KeyboardTraits

/// `partialFingerprints.primaryLocationLineHash` for SARIF results, in GitHub's `hash:n` form.
///
/// The hash covers the rule, the file's path, the finding's line text (trimmed) and the
/// message, never the line number, so code scanning keeps tracking an alert when lines are
/// inserted above it. `n` counts identical findings within the file, in source order, so two
/// alike findings on identical lines stay distinct.
struct SARIFFingerprint {
  /// The `partialFingerprints` key GitHub code scanning reads.
  static let key = "primaryLocationLineHash"

  /// One finding's fingerprint.
  struct Value {
    let hash: FNV1a64
    /// 1 for the first finding with this hash in the file, 2 for the second, …
    let occurrence: Int

    /// `hash:n`.
    var text: String {
      var bytes: [UInt8] = []
      append(to: &bytes)
      return String(decoding: bytes, as: UTF8.self)
    }

    /// Writes `hash:n` as a JSON string, straight into the writer's bytes.
    func write(to json: inout JSONWriter) { json.string { append(to: &$0) } }

    /// Appends `hash:n` as ASCII.
    private func append(to bytes: inout [UInt8]) {
      hash.appendHexDigits(to: &bytes)
      bytes.append(UInt8(ascii: ":"))
      bytes.appendDecimalDigits(of: occurrence)
    }
  }

  private var occurrences: [UInt64: Int] = [:]

  /// The fingerprint of the next finding; call in source order, one instance per file.
  mutating func next(for diagnostic: Diagnostic, path: String) -> Value {
    var hash = FNV1a64()
    hash.combine(diagnostic.rule)
    hash.combine(path)
    (diagnostic.sourceLine ?? "").withUTF8Chunk { hash.combine(field: Self.trimmed($0)) }
    hash.combine(diagnostic.message)
    let occurrence = (occurrences[hash.value] ?? 0) + 1
    occurrences[hash.value] = occurrence
    return Value(hash: hash, occurrence: occurrence)
  }

  /// `line` without the HTML whitespace (space, tab, line feed, form feed, carriage return) at
  /// either end. All of it is ASCII, so trimming the UTF-8 bytes trims the characters.
  private static func trimmed(_ line: ByteChunk) -> ByteChunk {
    func isWhitespace(_ byte: UInt8) -> Bool {
      byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0C || byte == 0x0D
    }
    var start = 0
    var end = line.count
    while start < end, isWhitespace(line[start]) { start += 1 }
    while end > start, isWhitespace(line[end - 1]) { end -= 1 }
    return line.extracting(start..<end)
  }
}
