import Foundation

/// Cuts message bodies out of a byte stream that arrives in pieces of any size.
///
/// Feed it bytes with ``append(_:)`` as they are read, then call ``next()`` until it returns nil
/// (it needs more bytes). A header block may be split anywhere, even inside `\r\n`.
///
/// Header names are case-insensitive; `Content-Length` is required, `Content-Type` and any other
/// header are accepted and ignored. What cannot be used is reported as
/// ``FrameResult/malformed(_:)``, after which the reader recovers by itself:
/// - a header block whose lines are headers but whose `Content-Length` is unusable (not a
///   number, negative, two different values): the block is skipped, then the reader
///   resynchronises, skipping bytes up to the next `Content-Length:` (anywhere, since a body is
///   not followed by a line break);
/// - a header block with a line that is not `Name: value`, without `Content-Length`, or longer
///   than ``maxHeaderBytes``: the reader resynchronises from the block's second byte, because
///   such a block is often the tail of a body glued to the next frame's header;
/// - a `Content-Length` over ``maxBodyBytes``: that many bytes are skipped unread, so a huge
///   message costs no memory.
///
/// Nothing it is given can make it trap: every length is checked before it is used.
public struct FrameReader: Sendable {
  /// The largest header block accepted by default: 8 KiB, far beyond the ~25 bytes a client sends.
  public static let defaultMaxHeaderBytes = 8 * 1024
  /// The largest body accepted by default: 64 MiB, far beyond any document an editor holds.
  public static let defaultMaxBodyBytes = 64 * 1024 * 1024

  /// Header blocks longer than this (without the final empty line) are malformed.
  public let maxHeaderBytes: Int
  /// Bodies longer than this are reported as malformed and skipped.
  public let maxBodyBytes: Int

  private enum State: Sendable {
    /// Expecting a header block at `start`.
    case header
    /// A valid header block was read; waiting for this many body bytes.
    case body(length: Int)
    /// Throwing away the rest of an over-long body.
    case skipping(remaining: Int)
    /// After a malformed header block: looking for the next `Content-Length:`.
    case resynchronising
  }

  private enum HeaderOutcome {
    case incomplete
    case length(Int, headerBytes: Int)
    /// `skip` is how many bytes to drop before resynchronising.
    case malformed(String, skip: Int)
  }

  private static let headerEnd: [UInt8] = Array("\r\n\r\n".utf8)
  private static let contentLengthName: [UInt8] = Array("content-length".utf8)
  /// What resynchronisation looks for, lowercase; matched case-insensitively.
  private static let resyncMarker: [UInt8] = Array("content-length:".utf8)

  private var state = State.header
  /// Bytes received; those before `start` are consumed and dropped at the next compaction.
  private var buffer: [UInt8] = []
  private var start = 0

  /// A reader with the given limits (the defaults are the ones the server uses).
  public init(
    maxHeaderBytes: Int = FrameReader.defaultMaxHeaderBytes,
    maxBodyBytes: Int = FrameReader.defaultMaxBodyBytes
  ) {
    self.maxHeaderBytes = max(1, maxHeaderBytes)
    self.maxBodyBytes = max(0, maxBodyBytes)
  }

  /// The bytes received but not yet taken out as a frame (or skipped).
  public var bufferedByteCount: Int { buffer.count - start }

  /// Adds bytes read from the stream.
  public mutating func append(_ data: Data) {
    compact()
    buffer.append(contentsOf: data)
  }

  /// The next complete frame, or nil when more bytes are needed first.
  public mutating func next() -> FrameResult? {
    while true {
      switch state {
      case .skipping(let remaining):
        let skipped = min(remaining, bufferedByteCount)
        start += skipped
        guard skipped == remaining else {
          state = .skipping(remaining: remaining - skipped)
          return nil
        }
        state = .header
      case .resynchronising:
        guard resynchronise() else { return nil }
        state = .header
      case .body(let length):
        guard bufferedByteCount >= length else { return nil }
        let body = Data(buffer[start..<(start + length)])
        start += length
        state = .header
        return .body(body)
      case .header:
        switch readHeader() {
        case .incomplete:
          return nil
        case .length(let length, let headerBytes):
          start += headerBytes
          if length > maxBodyBytes {
            state = .skipping(remaining: length)
            return .malformed(
              "Content-Length \(length) is over the limit of \(maxBodyBytes) bytes; body skipped")
          }
          state = .body(length: length)
        case .malformed(let reason, let skip):
          start += skip
          state = .resynchronising
          return .malformed(reason)
        }
      }
    }
  }

  // MARK: Header block

  private mutating func readHeader() -> HeaderOutcome {
    // Tolerate stray line breaks between frames: some clients end a body with one.
    while start < buffer.count, buffer[start] == UInt8(ascii: "\r") || buffer[start] == 0x0A {
      start += 1
    }
    guard bufferedByteCount > 0 else { return .incomplete }
    let searchLimit = min(buffer.count, start + maxHeaderBytes + Self.headerEnd.count)
    guard let end = firstIndex(of: Self.headerEnd, from: start, before: searchLimit) else {
      if bufferedByteCount >= maxHeaderBytes + Self.headerEnd.count {
        return .malformed("header block longer than \(maxHeaderBytes) bytes", skip: 1)
      }
      return .incomplete
    }
    let headerBytes = end + Self.headerEnd.count - start
    switch contentLength(inHeaderLinesFrom: start, to: end) {
    case .success(let length): return .length(length, headerBytes: headerBytes)
    case .failure(let problem):
      // A bad value is in a real header block: skip it whole. Otherwise skip one byte only, so
      // that resynchronising cannot find this same header again but finds one glued after it.
      return .malformed(problem.reason, skip: problem.isBadValue ? headerBytes : 1)
    }
  }

  private struct HeaderProblem: Error {
    var reason: String
    /// The lines are headers but the `Content-Length` value is unusable.
    var isBadValue = false
  }

  /// The `Content-Length` of the header lines in `buffer[from..<to]`.
  private func contentLength(inHeaderLinesFrom from: Int, to end: Int) -> Result<
    Int, HeaderProblem
  > {
    var length: Int?
    var lineStart = from
    while lineStart < end {
      let lineEnd = firstIndex(of: Array("\r\n".utf8), from: lineStart, before: end) ?? end
      let line = buffer[lineStart..<lineEnd]
      lineStart = lineEnd + 2
      guard let colon = line.firstIndex(of: UInt8(ascii: ":")) else {
        return .failure(HeaderProblem(reason: "header line without a colon"))
      }
      let name = line[line.startIndex..<colon]
      guard !name.isEmpty, name.allSatisfy(Self.isTokenByte) else {
        return .failure(HeaderProblem(reason: "header name is not a token"))
      }
      guard name.map(Self.lowercased).elementsEqual(Self.contentLengthName) else { continue }
      let value = Self.trimmed(line[(colon + 1)...])
      guard let parsed = Self.parseLength(value) else {
        let shown = String(decoding: value.prefix(40), as: UTF8.self)
        if value.first == UInt8(ascii: "-") {
          return .failure(
            HeaderProblem(reason: "negative Content-Length \(shown)", isBadValue: true))
        }
        return .failure(
          HeaderProblem(reason: "invalid Content-Length \"\(shown)\"", isBadValue: true))
      }
      if let length, length != parsed {
        return .failure(
          HeaderProblem(reason: "two different Content-Length headers", isBadValue: true))
      }
      length = parsed
    }
    guard let length else { return .failure(HeaderProblem(reason: "no Content-Length header")) }
    return .success(length)
  }

  /// Decimal digits only (no sign), without overflow.
  private static func parseLength(_ digits: ArraySlice<UInt8>) -> Int? {
    guard !digits.isEmpty else { return nil }
    var value = 0
    for byte in digits {
      guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
      let (times10, overflow1) = value.multipliedReportingOverflow(by: 10)
      let (sum, overflow2) = times10.addingReportingOverflow(Int(byte - UInt8(ascii: "0")))
      guard !overflow1, !overflow2 else { return nil }
      value = sum
    }
    return value
  }

  private static func trimmed(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
    let isBlank = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
    guard let first = bytes.firstIndex(where: { !isBlank($0) }),
      let last = bytes.lastIndex(where: { !isBlank($0) })
    else { return [] }
    return bytes[first...last]
  }

  /// RFC 9110 token characters: what a header name may be made of.
  private static func isTokenByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "z"),
      UInt8(ascii: "A")...UInt8(ascii: "Z"):
      return true
    default:
      return Array("!#$%&'*+-.^_`|~".utf8).contains(byte)
    }
  }

  private static func lowercased(_ byte: UInt8) -> UInt8 {
    byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte
  }

  // MARK: Recovery

  /// Moves `start` to the next `Content-Length:`; false when there is none yet, having dropped
  /// all but the bytes that could be the beginning of one.
  private mutating func resynchronise() -> Bool {
    let marker = Self.resyncMarker
    var candidate = start
    while candidate + marker.count <= buffer.count {
      if Self.matchesMarker(buffer[candidate..<(candidate + marker.count)]) {
        start = candidate
        return true
      }
      candidate += 1
    }
    start = max(start, buffer.count - (marker.count - 1))
    return false
  }

  private static func matchesMarker(_ bytes: ArraySlice<UInt8>) -> Bool {
    bytes.lazy.map(lowercased).elementsEqual(resyncMarker)
  }

  // MARK: Buffer

  private func firstIndex(of needle: [UInt8], from: Int, before limit: Int) -> Int? {
    guard limit - from >= needle.count else { return nil }
    var index = from
    while index + needle.count <= limit {
      if buffer[index] == needle[0], buffer[index..<(index + needle.count)].elementsEqual(needle) {
        return index
      }
      index += 1
    }
    return nil
  }

  /// Drops consumed bytes once they are most of the buffer, so that appending stays amortised
  /// O(1) without keeping a whole stream in memory.
  private mutating func compact() {
    if start == buffer.count {
      buffer.removeAll(keepingCapacity: buffer.count <= 1 << 20)
      start = 0
    } else if start > 4096, start > buffer.count / 2 {
      buffer.removeFirst(start)
      start = 0
    }
  }
}
