import KeyboardTraits

/// A `pattern` in which a character class was escaped into literal text, so that it compiles
/// but matches only values with a backslash or brackets that nobody types.
///
/// Two shapes, read from the value as written:
/// - a doubled backslash before a class letter, `\\d`, `\\w`, `\\s` (and upper case), not
///   followed by another letter, or before a dot that starts a domain-like part, `\\.com`,
///   `\\.[a-z]`: the backslash was escaped as in a JavaScript string literal, and the regular
///   expression reads a literal backslash followed by the letter (or any character). A doubled
///   backslash before other text (`C:\\Users`, `DOMAIN\\.+`, `\\data`) is a wanted backslash and
///   is left alone, as is a third or later backslash of a run (`\\\\d` wants `\\` then `d`).
/// - escaped brackets around what reads as a class, `\[0-9\]` or `\[\d\]`: the literal text
///   `[0-9]`.
struct EscapedClassPattern: Sendable, Equatable {
  /// The first escaped class as written, such as `\\d` or `\[0-9\]`, for the message.
  let written: String
  /// What that piece means now, such as "a backslash followed by the letter d".
  let meaning: String
  /// What the author meant by it, such as `\d`.
  let meant: String
  /// The pattern the author most likely meant (valid, without redundant anchors), or nil when
  /// it cannot be known.
  let intended: String?

  private static let classLetters: Set<Unicode.Scalar> = ["d", "D", "w", "W", "s", "S"]

  /// The escaped class in `pattern`, or nil when it has none (or does not compile).
  init?(_ pattern: String) {
    guard HTMLPattern.validate(pattern) == nil else { return nil }
    let scalars = Array(pattern.unicodeScalars)
    let found = Self.escapedPieces(in: scalars)
    guard let first = found.first else { return nil }
    written = String(String.UnicodeScalarView(scalars[first.range]))
    meaning = first.meaning
    meant = String(String.UnicodeScalarView(first.replacement))
    intended = Self.intended(scalars, pieces: found)
  }

  /// One escaped class: the scalars it spans and those that should replace them.
  private struct Piece {
    let range: Range<Int>
    let replacement: [Unicode.Scalar]
    let meaning: String
  }

  private static func escapedPieces(in scalars: [Unicode.Scalar]) -> [Piece] {
    var pieces: [Piece] = []
    var index = 0
    var classDepth = 0
    var afterLiteralBackslash = false
    while index < scalars.count {
      let scalar = scalars[index]
      guard scalar == "\\", index + 1 < scalars.count else {
        if scalar == "[" { classDepth += 1 }
        if scalar == "]", classDepth > 0 { classDepth -= 1 }
        afterLiteralBackslash = false
        index += 1
        continue
      }
      let next = scalars[index + 1]
      if next == "\\" {
        if !afterLiteralBackslash,
          let piece = doubledBackslash(in: scalars, at: index, inClass: classDepth > 0)
        {
          pieces.append(piece)
        }
        afterLiteralBackslash = true
        index += 2
        continue
      }
      afterLiteralBackslash = false
      if next == "[", classDepth == 0, let piece = escapedBrackets(in: scalars, at: index) {
        pieces.append(piece)
        index = piece.range.upperBound
        continue
      }
      index += 2
    }
    return pieces
  }

  /// `\\` at `index` followed by a class letter or a domain-like dot.
  private static func doubledBackslash(
    in scalars: [Unicode.Scalar], at index: Int, inClass: Bool
  ) -> Piece? {
    guard index + 2 < scalars.count else { return nil }
    let letter = scalars[index + 2]
    let following = index + 3 < scalars.count ? scalars[index + 3] : nil
    if classLetters.contains(letter), !(following.map(isASCIILetter) ?? false) {
      return Piece(
        range: index..<(index + 3), replacement: ["\\", letter],
        meaning: "a backslash followed by the letter \(letter)")
    }
    if letter == ".", !inClass, let following,
      isASCIILetter(following) || following == "[" || following == "("
    {
      return Piece(
        range: index..<(index + 3), replacement: ["\\", "."],
        meaning: "a backslash followed by any character")
    }
    return nil
  }

  /// `\[` at `index` closed by `\]`, with only class-like text between: a range of letters or
  /// digits, or a class escape.
  private static func escapedBrackets(in scalars: [Unicode.Scalar], at index: Int) -> Piece? {
    var end = index + 2
    while end + 1 < scalars.count, !(scalars[end] == "\\" && scalars[end + 1] == "]") {
      if scalars[end] == "[" || scalars[end] == "]" { return nil }
      end += scalars[end] == "\\" ? 2 : 1
    }
    guard end + 1 < scalars.count, end > index + 2 else { return nil }
    let content = Array(scalars[(index + 2)..<end])
    guard isClassLike(content) else { return nil }
    let text = String(String.UnicodeScalarView(content))
    return Piece(
      range: index..<(end + 2), replacement: ["["] + content + ["]"],
      meaning: "the literal text [\(text)]")
  }

  private static func isClassLike(_ content: [Unicode.Scalar]) -> Bool {
    for (offset, scalar) in content.enumerated() {
      if scalar == "\\", offset + 1 < content.count, classLetters.contains(content[offset + 1]) {
        return true
      }
      if scalar == "-", offset > 0, offset + 1 < content.count,
        isASCIIAlphanumeric(content[offset - 1]), isASCIIAlphanumeric(content[offset + 1])
      {
        return true
      }
    }
    return false
  }

  /// The value with every backslash run halved when every run is even (the whole value was
  /// escaped as a JavaScript string), else with only the pieces replaced; then without
  /// redundant anchors. Nil when the result does not compile.
  private static func intended(_ scalars: [Unicode.Scalar], pieces: [Piece]) -> String? {
    let runs = backslashRuns(scalars)
    var result: [Unicode.Scalar] = []
    if pieces.allSatisfy({ $0.replacement.first == "\\" }), runs.allSatisfy({ $0 % 2 == 0 }) {
      var index = 0
      while index < scalars.count {
        result.append(scalars[index])
        index += scalars[index] == "\\" ? 2 : 1
      }
    } else {
      var index = 0
      for piece in pieces {
        result += scalars[index..<piece.range.lowerBound]
        result += piece.replacement
        index = piece.range.upperBound
      }
      result += scalars[index...]
    }
    let text = String(String.UnicodeScalarView(result))
    let unanchored = PatternText.withoutAnchors(text) ?? text
    return HTMLPattern.validate(unanchored) == nil ? unanchored : nil
  }

  private static func backslashRuns(_ scalars: [Unicode.Scalar]) -> [Int] {
    var runs: [Int] = []
    var current = 0
    for scalar in scalars {
      if scalar == "\\" {
        current += 1
      } else if current > 0 {
        runs.append(current)
        current = 0
      }
    }
    if current > 0 { runs.append(current) }
    return runs
  }

  private static func isASCIILetter(_ scalar: Unicode.Scalar) -> Bool {
    ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
  }

  private static func isASCIIAlphanumeric(_ scalar: Unicode.Scalar) -> Bool {
    isASCIILetter(scalar) || ("0"..."9").contains(scalar)
  }
}
