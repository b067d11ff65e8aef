extension [UInt8] {
  /// Makes every byte in `range` a space but LF and CR, so that what follows keeps its lines
  /// and columns.
  package mutating func blankKeepingLineBreaks(_ range: Range<Int>) {
    precondition(range.lowerBound >= 0 && range.upperBound <= count, "range out of bounds")
    withUnsafeMutableBufferPointer { text in
      for index in range where text[index] != 0x0A && text[index] != 0x0D {
        text[index] = 0x20
      }
    }
  }
}
