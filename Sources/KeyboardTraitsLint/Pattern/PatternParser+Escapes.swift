import KeyboardTraits

/// Escapes: AtomEscape, CharacterEscape, property escapes and `\u` sequences.
extension PatternParser {
  /// Parses `\…` outside a class; `pos` is at the backslash.
  mutating func parseAtomEscape() throws(PatternSyntaxError) -> PatternAST {
    let start = pos
    guard let next = peek(1) else {
      throw error("A lone '\\' ends the pattern", at: start)
    }
    if let escape = try parseClassEscapeIfPresent() {
      return .classEscape(escape)
    }
    switch next {
    case "k":
      pos += 2
      guard peek == "<" else {
        throw error("'\\k' must be followed by a group name like '\\k<name>' in v mode", at: start)
      }
      pos += 1
      let name = try parseGroupName(constructStart: start)
      namedReferences.append((name, start))
      return .backreference(.name(name))
    case "1"..."9":
      pos += 1
      let digits = digits(from: &pos)
      numberedReferences.append((digits, start))
      return .backreference(.number(Self.saturatingValue(digits)))
    default:
      return .character(try parseCharacterEscape(inClass: false))
    }
  }

  /// Parses `\d \D \s \S \w \W \p{…} \P{…}` if `pos` is at one; otherwise returns nil.
  mutating func parseClassEscapeIfPresent() throws(PatternSyntaxError) -> PatternClassEscape? {
    guard peek == "\\", let letter = peek(1) else { return nil }
    let escape: PatternClassEscape
    switch letter {
    case "d", "D": escape = .digit(negated: letter == "D")
    case "s", "S": escape = .space(negated: letter == "S")
    case "w", "W": escape = .word(negated: letter == "W")
    case "p", "P": return try parsePropertyEscape()
    default: return nil
    }
    pos += 2
    return escape
  }

  /// Parses `\p{…}` or `\P{…}` and checks the name against the ECMAScript tables.
  mutating func parsePropertyEscape() throws(PatternSyntaxError) -> PatternClassEscape {
    let start = pos
    let negated = peek(1) == "P"
    let spelled = negated ? "\\P" : "\\p"
    pos += 2
    guard peek == "{" else {
      throw error("'\(spelled)' must be followed by '{Property}' in v mode", at: start)
    }
    pos += 1
    var content = ""
    while let scalar = peek, scalar != "}" {
      guard Self.isPropertyCharacter(scalar) else {
        throw error("Malformed or unterminated '\(spelled){…}' property escape", at: start)
      }
      content.unicodeScalars.append(scalar)
      pos += 1
    }
    guard peek == "}" else {
      throw error("Unterminated '\(spelled){…}' property escape", at: start)
    }
    pos += 1
    let property = try resolveProperty(content, spelled: spelled, negated: negated, at: start)
    return .property(property, negated: negated)
  }

  func resolveProperty(
    _ content: String, spelled: String, negated: Bool, at start: Int
  ) throws(PatternSyntaxError) -> PatternProperty {
    let parts = content.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
    if parts.count == 2 {
      let name = String(parts[0])
      let value = String(parts[1])
      switch UnicodePropertyTable.propertyNames[name] {
      case "General_Category":
        if let category = UnicodePropertyTable.generalCategories[value] {
          return .generalCategory(category)
        }
        throw error("Unknown General_Category value '\(value)' in '\(spelled){…}'", at: start)
      case "Script", "Script_Extensions":
        guard UnicodeScriptTable.names.contains(value) else {
          throw error("Unknown script '\(value)' in '\(spelled){…}'", at: start)
        }
        return name.hasPrefix("Script_") || name == "scx"
          ? .scriptExtensions(value) : .script(value)
      default:
        throw error(
          "Unknown property '\(name)' in '\(spelled){…}'; only General_Category, Script "
            + "and Script_Extensions take a value", at: start)
      }
    }
    if let category = UnicodePropertyTable.generalCategories[content] {
      return .generalCategory(category)
    }
    if let binary = UnicodePropertyTable.binaryProperties[content] {
      return .binary(binary)
    }
    if UnicodePropertyTable.stringProperties.contains(content) {
      if negated {
        throw error(
          "'\\P{\(content)}' is invalid: \(content) is a property of strings and cannot be "
            + "negated", at: start)
      }
      return .ofStrings(content)
    }
    throw error(
      "Unknown Unicode property '\(content)' in '\(spelled){…}' (names are case-sensitive)",
      at: start)
  }

  /// Parses a CharacterEscape (and, in classes, `\b` is handled by the caller).
  /// `pos` is at the backslash; returns the code point.
  mutating func parseCharacterEscape(inClass: Bool) throws(PatternSyntaxError) -> UInt32 {
    let start = pos
    guard let letter = peek(1) else {
      throw error("A lone '\\' ends the pattern", at: start)
    }
    pos += 2
    switch letter {
    case "f": return 0x0C
    case "n": return 0x0A
    case "r": return 0x0D
    case "t": return 0x09
    case "v": return 0x0B
    case "c":
      guard let control = peek, Self.isASCIILetter(control) else {
        throw error("'\\c' must be followed by an ASCII letter in v mode", at: start)
      }
      pos += 1
      return control.value % 32
    case "0":
      if let next = peek, Self.decimalValue(next) != nil {
        throw error("'\\0' cannot be followed by a digit in v mode (no octal escapes)", at: start)
      }
      return 0
    case "x":
      guard let high = peek.flatMap(Self.hexValue), let low = peek(1).flatMap(Self.hexValue)
      else {
        throw error("'\\x' must be followed by exactly two hex digits", at: start)
      }
      pos += 2
      return high * 16 + low
    case "u":
      return try parseUnicodeEscapeBody(escapeStart: start)
    case "-" where !inClass:
      throw error("'\\-' is only allowed inside a character class in v mode; write '-'", at: start)
    case "1"..."9" where inClass:
      throw error("Backreference '\\\(letter)' is not allowed inside a character class", at: start)
    default:
      if Self.syntaxCharacters.contains(letter) || letter == "/" {
        return letter.value
      }
      throw error(
        "Invalid escape '\\\(letter)': in v mode only syntax characters and '/' may be "
          + "escaped" + (inClass ? ", plus class punctuators like '\\-'" : ""), at: start)
    }
  }

  /// Parses the part of a RegExpUnicodeEscapeSequence[+UnicodeMode] after `\u`.
  mutating func parseUnicodeEscapeBody(escapeStart: Int) throws(PatternSyntaxError) -> UInt32 {
    if peek == "{" {
      pos += 1
      var value: UInt32 = 0
      var count = 0
      while let digit = peek.flatMap(Self.hexValue) {
        // Keep the value from overflowing; anything past 10FFFF is an error anyway.
        value = value > 0x10FFFF ? value : value * 16 + digit
        count += 1
        pos += 1
      }
      guard count > 0, peek == "}" else {
        throw error("Malformed '\\u{…}' escape: expected hex digits and '}'", at: escapeStart)
      }
      guard value <= 0x10FFFF else {
        throw error("'\\u{…}' escape is beyond U+10FFFF", at: escapeStart)
      }
      pos += 1
      return value
    }
    guard let value = fourHexDigits(at: pos) else {
      throw error("'\\u' must be followed by four hex digits or '{…}'", at: escapeStart)
    }
    pos += 4
    // A lead surrogate followed by an escaped trail surrogate denotes one code point.
    if (0xD800...0xDBFF).contains(value), peek == "\\", peek(1) == "u",
      let trail = fourHexDigits(at: pos + 2), (0xDC00...0xDFFF).contains(trail)
    {
      pos += 6
      return 0x10000 + ((value - 0xD800) << 10) + (trail - 0xDC00)
    }
    return value
  }

  func fourHexDigits(at index: Int) -> UInt32? {
    guard index + 4 <= text.count else { return nil }
    var value: UInt32 = 0
    for offset in 0..<4 {
      guard let digit = Self.hexValue(text[index + offset]) else { return nil }
      value = value * 16 + digit
    }
    return value
  }
}
