/// File sizes as `--max-file-size` takes them and as messages show them.
package enum ByteCount {
  /// The units a size is shown in, each 1024 times the last.
  private static let units: [(letter: String, factor: Int)] = [
    ("K", 1 << 10), ("M", 1 << 20), ("G", 1 << 30), ("T", 1 << 40),
  ]

  /// The endings a count may have (lower-case) and what each multiplies by: `B` for bytes, and
  /// `K`, `M`, `G`, `T` for powers of 1024, alone or as `KB` or `KiB`.
  private static let factors: [String: Int] = {
    var factors = ["": 1, "b": 1]
    for unit in units {
      let letter = unit.letter.lowercased()
      for ending in [letter, letter + "b", letter + "ib"] { factors[ending] = unit.factor }
    }
    return factors
  }()

  /// Parses a count of bytes: digits, then optionally a unit (``factors``, any case). Nil for
  /// anything else, zero, or a count too large for an `Int`.
  package static func parse(_ text: String) -> Int? {
    let digits = text.prefix { $0.isASCII && $0.isWholeNumber }
    guard !digits.isEmpty, let count = Int(digits),
      let factor = factors[text.dropFirst(digits.count).lowercased()]
    else { return nil }
    let (product, overflow) = count.multipliedReportingOverflow(by: factor)
    return overflow || product == 0 ? nil : product
  }

  /// `1073741824 bytes (1 GiB)`; plain `512 bytes` under one KiB.
  package static func describe(_ count: Int) -> String {
    let bytes = count == 1 ? "1 byte" : "\(count) bytes"
    guard let unit = units.last(where: { count >= $0.factor }) else { return bytes }
    let whole = count / unit.factor
    let tenths = (count % unit.factor) * 10 / unit.factor
    let amount = tenths == 0 ? "\(whole)" : "\(whole).\(tenths)"
    return "\(bytes) (\(amount) \(unit.letter)iB)"
  }
}
