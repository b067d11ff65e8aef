import Foundation

/// Where the lines of a UTF-8 text start and end. Line breaks are LF, CRLF (one break) and a
/// lone CR.
package enum LineBreaks {
  /// The byte offset where each line of `utf8` starts (the first is 0) and where its content
  /// ends, before its line break. A text ending in a line break has an empty last line.
  package static func lines(of utf8: [UInt8]) -> (starts: [Int], contentEnds: [Int]) {
    var starts = [0]
    var ends: [Int] = []
    utf8.withUnsafeBytes { buffer in
      let count = buffer.count
      var index = 0
      // Most files break lines with LF alone: then memchr finds every break.
      if let base = buffer.baseAddress, memchr(base, 0x0D, count) == nil {
        while index < count, let found = memchr(base + index, 0x0A, count - index) {
          let offset = UnsafeRawPointer(found) - base
          ends.append(offset)
          index = offset + 1
          starts.append(index)
        }
        index = count
      }
      while index < count {
        let byte = buffer[index]
        if byte == 0x0A || byte == 0x0D {
          ends.append(index)
          let isCRLF = byte == 0x0D && index + 1 < count && buffer[index + 1] == 0x0A
          index += isCRLF ? 2 : 1
          starts.append(index)
        } else {
          index += 1
        }
      }
      ends.append(count)
    }
    return (starts, ends)
  }
}
