import KeyboardTraits

/// v-mode character classes: ClassSetExpression, `&&`, `--`, ranges and `\q{…}`.
extension PatternParser {
  /// A parsed class operand or expression, with the raw offset of its first part that
  /// may contain strings (MayContainStrings), if any.
  struct ClassPart {
    var set: PatternClassSet
    var stringsOffset: Int?
    var isRange = false
  }

  /// Parses `[…]` or `[^…]`; `pos` is at the '['.
  mutating func parseClass() throws(PatternSyntaxError) -> (
    negated: Bool, set: PatternClassSet, stringsOffset: Int?
  ) {
    let start = pos
    openConstructs.append((.characterClass, start))
    pos += 1
    let negated = peek == "^"
    if negated { pos += 1 }
    let contents = try parseClassSetExpression()
    guard peek == "]" else {
      throw error(OpenKind.characterClass.unterminatedMessage, at: start)
    }
    pos += 1
    openConstructs.removeLast()
    if negated, let strings = contents.stringsOffset {
      throw error(
        "A negated class cannot contain strings (from '\\q{…}' or a property of strings)",
        at: strings)
    }
    return (negated, contents.set, negated ? nil : contents.stringsOffset)
  }

  func atDouble(_ scalar: Unicode.Scalar) -> Bool {
    peek == scalar && peek(1) == scalar
  }

  mutating func parseClassSetExpression() throws(PatternSyntaxError) -> ClassPart {
    guard let first = peek, first != "]" else {
      return ClassPart(set: .union([]), stringsOffset: nil)
    }
    if atDouble("&") || atDouble("-") {
      throw error(
        "'\(first)\(first)' in a class needs an operand on its left", at: pos)
    }
    let head = try parseClassOperand(allowRange: true)
    if !head.isRange {
      if atDouble("&") { return try parseSetOperation(head, operator: "&") }
      if atDouble("-") { return try parseSetOperation(head, operator: "-") }
    }
    var items = [head]
    while let scalar = peek, scalar != "]" {
      if atDouble("&") || atDouble("-") {
        throw error(
          "'\(scalar)\(scalar)' cannot be mixed with a union or range at the same level; "
            + "wrap the operands in brackets, as in '[[a-z]\(scalar)\(scalar)[aeiou]]'", at: pos)
      }
      items.append(try parseClassOperand(allowRange: true))
    }
    let strings = items.lazy.compactMap(\.stringsOffset).first
    return ClassPart(
      set: items.count == 1 ? head.set : .union(items.map(\.set)),
      stringsOffset: strings)
  }

  /// Parses the rest of a ClassIntersection (`&&`) or ClassSubtraction (`--`).
  mutating func parseSetOperation(
    _ head: ClassPart, operator symbol: Unicode.Scalar
  ) throws(PatternSyntaxError) -> ClassPart {
    let spelled = "\(symbol)\(symbol)"
    var items = [head]
    while atDouble(symbol) {
      let operatorOffset = pos
      pos += 2
      if symbol == "&" && peek == "&" {
        throw error("'&&&' is not allowed; escape the third '&' as '\\&'", at: pos)
      }
      guard let next = peek, next != "]", !atDouble("&"), !atDouble("-") else {
        throw error("'\(spelled)' in a class needs an operand on its right", at: operatorOffset)
      }
      items.append(try parseClassOperand(allowRange: false))
    }
    if let scalar = peek, scalar != "]" {
      if atDouble("&") || atDouble("-") {
        throw error(
          "'&&' and '--' cannot be mixed at the same level; wrap operands in brackets", at: pos)
      }
      throw error(
        "Each '\(spelled)' operand must be one character, escape or nested class; wrap "
          + "unions and ranges in brackets", at: pos)
    }
    let strings: Int?
    if symbol == "&" {
      strings = items.allSatisfy { $0.stringsOffset != nil } ? head.stringsOffset : nil
    } else {
      strings = head.stringsOffset
    }
    let sets = items.map(\.set)
    return ClassPart(
      set: symbol == "&" ? .intersection(sets) : .subtraction(sets), stringsOffset: strings)
  }

  /// Parses a ClassSetOperand, or a ClassSetRange when `allowRange` is true.
  mutating func parseClassOperand(allowRange: Bool) throws(PatternSyntaxError) -> ClassPart {
    let start = pos
    if peek == "[" {
      let nested = try parseClass()
      return ClassPart(
        set: .nested(negated: nested.negated, nested.set), stringsOffset: nested.stringsOffset)
    }
    if peek == "\\" {
      if let escape = try parseClassEscapeIfPresent() {
        var strings: Int?
        if case .property(.ofStrings, _) = escape { strings = start }
        return ClassPart(set: .escape(escape), stringsOffset: strings)
      }
      if peek(1) == "q" {
        return try parseClassStringDisjunction()
      }
    }
    let low = try parseClassSetCharacter()
    guard allowRange, peek == "-", peek(1) != "-" else {
      return ClassPart(set: .character(low), stringsOffset: nil)
    }
    let dash = pos
    pos += 1
    guard let next = peek, next != "]" else {
      throw error("'-' must be escaped inside a character class in v mode; write '\\-'", at: dash)
    }
    let high = try parseClassSetCharacter()
    if low > high {
      throw error("Range out of order in character class", at: start)
    }
    return ClassPart(set: .range(low, high), stringsOffset: nil, isRange: true)
  }

  /// Parses `\q{a|bc|…}`; `pos` is at the backslash.
  mutating func parseClassStringDisjunction() throws(PatternSyntaxError) -> ClassPart {
    let start = pos
    guard peek(2) == "{" else {
      throw error("'\\q' must be followed by '{…}'", at: start)
    }
    pos += 3
    openConstructs.append((.classStrings, start))
    var strings: [[UInt32]] = [[]]
    while true {
      guard let scalar = peek else {
        throw error(OpenKind.classStrings.unterminatedMessage, at: start)
      }
      if scalar == "}" { break }
      if scalar == "|" {
        pos += 1
        strings.append([])
        continue
      }
      let character = try parseClassSetCharacter()
      strings[strings.count - 1].append(character)
    }
    pos += 1
    openConstructs.removeLast()
    // MayContainStrings: any alternative that is not exactly one character.
    let mayContainStrings = strings.contains { $0.count != 1 }
    return ClassPart(set: .strings(strings), stringsOffset: mayContainStrings ? start : nil)
  }

  /// Parses a ClassSetCharacter and returns its code point; `pos` is at its first scalar.
  mutating func parseClassSetCharacter() throws(PatternSyntaxError) -> UInt32 {
    let start = pos
    guard let scalar = peek else {
      throw error("Unexpected end of pattern inside a character class", at: start)
    }
    if scalar == "\\" {
      guard let next = peek(1) else {
        throw error("A lone '\\' ends the pattern", at: start)
      }
      if next == "b" {
        pos += 2
        return 0x08
      }
      if Self.classSetReservedPunctuators.contains(next) {
        pos += 2
        return next.value
      }
      if "dDsSwWpPq".unicodeScalars.contains(next) {
        throw error(
          "'\\\(next)' is not a single character, so it cannot be a range endpoint or "
            + "appear inside '\\q{…}'", at: start)
      }
      return try parseCharacterEscape(inClass: true)
    }
    if scalar == "-" {
      throw error("'-' must be escaped inside a character class in v mode; write '\\-'", at: start)
    }
    if Self.classSetSyntaxCharacters.contains(scalar) {
      throw error(
        "'\(scalar)' must be escaped inside a character class in v mode; write '\\\(scalar)'",
        at: start)
    }
    if Self.classSetReservedDoublePunctuators.contains(scalar), peek(1) == scalar {
      throw error(
        "'\(scalar)\(scalar)' is reserved inside a character class in v mode; escape it as "
          + "'\\\(scalar)\\\(scalar)'", at: start)
    }
    pos += 1
    return scalar.value
  }
}
