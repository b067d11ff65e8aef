/// The distance table and the character codes it compares, read from the strings' bytes.
extension EditDistance {
  /// The unrestricted Damerau-Levenshtein distance between `a` and `b`, counted in characters:
  /// insertions, deletions, substitutions and transpositions of adjacent characters each cost 1,
  /// and a transposed pair may be edited further (unlike the optimal-string-alignment variant).
  /// Comparison is exact; callers lowercase first when case does not matter.
  ///
  /// Stops early with some value above `limit` once the distance must exceed it: no entry of
  /// the table is below the smallest entry of any row before it (each comes from an earlier
  /// row, or from its left neighbour in a row that starts at its row number), so a row whose
  /// entries are all above `limit` decides.
  static func damerauLevenshtein(_ a: String, _ b: String, limit: Int = .max) -> Int {
    let (a, b, alphabetSize) = codes(a, b)
    let m = a.count
    let n = b.count
    if m == 0 { return n }
    if n == 0 { return m }
    let infinity = m + n
    // Lowrance-Wagner: a (m+2)x(n+2) table with a sentinel row and column, stored flat, then
    // the last row in which each character of `a` was seen, by character code. One scratch
    // buffer (on the stack when small) and no bounds checks: typo hints compare a word with
    // every known name, so this is the inner loop of several rules.
    let width = n + 2
    let tableSize = (m + 2) * width
    return withUnsafeTemporaryAllocation(of: Int.self, capacity: tableSize + alphabetSize) {
      scratch in
      let d = scratch.baseAddress!
      let lastRow = d + tableSize
      d.initialize(repeating: 0, count: tableSize + alphabetSize)
      d[0] = infinity
      for i in 0...m {
        d[(i + 1) * width] = infinity
        d[(i + 1) * width + 1] = i
      }
      for j in 0...n {
        d[j + 1] = infinity
        d[width + j + 1] = j
      }
      return a.withUnsafeBufferPointer { a in
        b.withUnsafeBufferPointer { b in
          for i in 1...m {
            var lastMatchColumn = 0
            let character = a[i - 1]
            var rowMinimum = i
            for j in 1...n {
              let i1 = lastRow[b[j - 1]]
              let j1 = lastMatchColumn
              let cost: Int
              if character == b[j - 1] {
                cost = 0
                lastMatchColumn = j
              } else {
                cost = 1
              }
              let entry = min(
                d[i * width + j] + cost,
                d[(i + 1) * width + j] + 1,
                d[i * width + j + 1] + 1,
                d[i1 * width + j1] + (i - i1 - 1) + 1 + (j - j1 - 1)
              )
              d[(i + 1) * width + j + 1] = entry
              rowMinimum = min(rowMinimum, entry)
            }
            if rowMinimum > limit { return rowMinimum }
            lastRow[character] = i
          }
          return d[(m + 1) * width + n + 1]
        }
      }
    }
  }

  /// The characters of `a` and `b` as small integer codes (equal characters, equal codes), and
  /// the number of codes. ASCII text is its bytes (no hashing); other text numbers its
  /// characters in order of appearance.
  private static func codes(_ a: String, _ b: String) -> ([Int], [Int], Int) {
    if let aCodes = asciiCodes(a), let bCodes = asciiCodes(b) { return (aCodes, bCodes, 128) }
    var numbering: [Character: Int] = [:]
    func code(_ character: Character) -> Int {
      if let known = numbering[character] { return known }
      numbering[character] = numbering.count
      return numbering.count - 1
    }
    let aCodes = a.map(code)
    let bCodes = b.map(code)
    return (aCodes, bCodes, numbering.count)
  }

  /// The bytes of ASCII text as codes, or nil when some character is not one byte (non-ASCII,
  /// or "\r\n", which is one Character of two bytes). Read from the contiguous bytes.
  private static func asciiCodes(_ text: String) -> [Int]? {
    text.withUTF8Chunk { bytes in
      var codes: [Int] = []
      codes.reserveCapacity(bytes.count)
      var previous: UInt8 = 0
      for byte in bytes {
        guard byte < 0x80, previous != 0x0D || byte != 0x0A else { return nil }
        codes.append(Int(byte))
        previous = byte
      }
      return codes
    }
  }

  /// `text.count`, from the bytes when the text is ASCII: one character a byte, but "\r\n" is
  /// one. Counting characters otherwise walks grapheme breaks.
  static func characterCount(_ text: String) -> Int {
    let asciiCount = text.withUTF8Chunk { bytes -> Int? in
      var count = bytes.count
      var previous: UInt8 = 0
      for byte in bytes {
        guard byte < 0x80 else { return nil }
        if previous == 0x0D, byte == 0x0A { count -= 1 }
        previous = byte
      }
      return count
    }
    return asciiCount ?? text.count
  }
}
