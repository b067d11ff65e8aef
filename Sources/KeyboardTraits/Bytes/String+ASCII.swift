import Foundation

extension String {
  /// Lower-cases ASCII letters only, as HTML does for enumerated attribute values.
  /// Reads the contiguous bytes (see ``withUTF8Chunk(_:)``) and returns the string itself when
  /// it has no capital.
  package func asciiLowercased() -> String {
    withUTF8Chunk { bytes in
      bytes.contains(where: \.isASCIICapital) ? String(asciiLowercasing: bytes) : nil
    } ?? self
  }

  /// Whether every byte is ASCII, eight at a time: the classifier asks this of every name,
  /// id, label and placeholder to choose its byte path.
  package var isASCIIOnly: Bool {
    withUTF8Chunk { bytes in
      let rest = ByteWord.firstFlaggedWord(in: bytes, from: 0) { $0 & ByteWord.highBits != 0 }
      return bytes.bytes[rest...].allSatisfy { $0 < 0x80 }
    }
  }

  /// `self == name`, byte lengths first (a native string stores its length): most attribute
  /// names differ in length, and `==` on two different strings takes the standard library's
  /// slow path. For the attribute lookups every element and every rule makes. HTML compares
  /// names code point by code point, so names of different lengths are never the same.
  @inlinable
  package func isSameName(as name: String) -> Bool {
    utf8.count == name.utf8.count && self == name
  }

  /// Compares with a lower-case ASCII literal, ignoring ASCII case (WebKit's `equalLettersIgnoringASCIICase`).
  /// Byte by byte, so no lower-cased copy is made.
  func equalsIgnoringASCIICase(_ lowercaseLiteral: String) -> Bool {
    guard utf8.count == lowercaseLiteral.utf8.count else { return false }
    return withUTF8Chunk { bytes in
      lowercaseLiteral.withUTF8Chunk { expected in
        bytes.equalsIgnoringASCIICase(lowercased: expected)
      }
    }
  }

  /// Whether `other` (not empty) occurs in this string, compared as UTF-8 bytes; Foundation's
  /// `contains` bridges to NSString and costs far more on Linux.
  package func containsText(_ other: String) -> Bool {
    var haystack = self
    var needle = other
    return haystack.withUTF8 { text in
      needle.withUTF8 { pattern in
        guard !pattern.isEmpty else { return false }
        guard pattern.count <= text.count else { return false }
        let first = pattern[0]
        var start = 0
        while start + pattern.count <= text.count {
          if text[start] == first,
            memcmp(text.baseAddress! + start, pattern.baseAddress!, pattern.count) == 0
          {
            return true
          }
          start += 1
        }
        return false
      }
    }
  }

  /// Collapses runs of HTML whitespace to one space and trims both ends.
  package func collapsingWhitespace() -> String {
    // HTML whitespace is ASCII, so UTF-8 bytes suffice (and "\r\n", one Character, is two bytes).
    withUTF8Chunk { bytes in
      String(unsafeUninitializedCapacity: bytes.count) { result in
        var count = 0
        var pendingSpace = false
        for byte in bytes {
          if HTMLBytes.isWhitespace(byte) {
            pendingSpace = count > 0
          } else {
            if pendingSpace {
              result[count] = 0x20
              count += 1
            }
            pendingSpace = false
            result[count] = byte
            count += 1
          }
        }
        return count
      }
    }
  }

  /// Trims HTML whitespace (space, tab, LF, FF, CR) from both ends.
  package func trimmingHTMLWhitespace() -> Substring {
    let scalars = unicodeScalars
    guard let start = scalars.firstIndex(where: { !HTMLWhitespace.contains($0) }),
      let last = scalars.lastIndex(where: { !HTMLWhitespace.contains($0) })
    else { return "" }
    return self[start...last]
  }
}

/// HTML's ASCII whitespace: space, tab, LF, FF, CR.
package enum HTMLWhitespace {
  package static func contains(_ scalar: Unicode.Scalar) -> Bool {
    scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r" || scalar == "\u{0C}"
  }
}

extension Sequence<UInt8> {
  /// Whether these bytes are `lowercased` (which has no ASCII capitals) in any ASCII case:
  /// HTML's ASCII case-insensitive match against a lower-case literal, compared in place.
  @inlinable
  package func equalsIgnoringASCIICase(lowercased: some Sequence<UInt8>) -> Bool {
    elementsEqual(lowercased) { $0.asciiLowercased == $1 }
  }
}

extension [UInt8] {
  /// Whether the bytes in `range` are the UTF-8 `name` (which has no ASCII capitals) in any
  /// ASCII case: HTML's match of a name written in a page against a lower-case one, compared in
  /// place. False when `range` is not within the array. Inlined: the tree builder asks this of
  /// nearly every tag, and a call cost as much as the comparison.
  @inline(__always)
  package func matchesIgnoringASCIICase(at range: Range<Int>, lowercased name: ByteChunk) -> Bool {
    guard range.lowerBound >= 0, range.upperBound <= count, range.count == name.count else {
      return false
    }
    // A buffer loop: every start tag and every attribute name libxml2 reports comes here.
    return withUnsafeBufferPointer { source in
      let name = name.bytes
      for offset in 0..<name.count
      where source[range.lowerBound + offset].asciiLowercased != name[offset] {
        return false
      }
      return true
    }
  }

  /// The same match against the UTF-8 of the string `name`.
  @inline(__always)
  package func matchesIgnoringASCIICase(at range: Range<Int>, lowercased name: String) -> Bool {
    name.withUTF8Chunk { matchesIgnoringASCIICase(at: range, lowercased: $0) }
  }
}

extension UInt8 {
  /// Whether the byte is an ASCII capital, `A` to `Z`.
  @inlinable package var isASCIICapital: Bool { self &- 0x41 < 26 }

  /// The byte with an ASCII capital lower-cased; any other byte as it is. HTML compares names
  /// and keywords this way.
  @inlinable package var asciiLowercased: UInt8 { isASCIICapital ? self + 0x20 : self }
}
