import KeyboardTraits

/// Recursive-descent parser for ECMAScript 2025 patterns in `v` mode (ECMA-262 §22.2.1).
///
/// It reads the Unicode scalars of a text (the bare attribute value, or the value inside the
/// `^(?:…)$` wrapper) and reports errors with raw offsets into that text; `relocate` maps them
/// onto the attribute.
struct PatternParser {
  /// Which kind of bracket is still open, for "unterminated" messages.
  enum OpenKind {
    case group, characterClass, classStrings

    var unterminatedMessage: String {
      switch self {
      case .group: "Unterminated group: the '(' has no matching ')'"
      case .characterClass: "Unterminated character class: the '[' has no matching ']'"
      case .classStrings: "Unterminated '\\q{…}': the '{' has no matching '}'"
      }
    }
  }

  /// One step in the path of enclosing disjunction alternatives, for duplicate names.
  struct AlternativeStep: Hashable {
    var disjunction: Int
    var alternative: Int
  }

  /// A `(?<name>…)` group, remembered for the early-error checks.
  struct NamedGroup {
    var name: String
    var offset: Int
    var path: [AlternativeStep]
  }

  let text: [Unicode.Scalar]
  let prefixLength: Int
  let suffixStart: Int
  var pos = 0

  var captureCount = 0
  var namedGroups: [NamedGroup] = []
  var numberedReferences: [(digits: [UInt32], offset: Int)] = []
  var namedReferences: [(name: String, offset: Int)] = []
  var alternativePath: [AlternativeStep] = []
  var nextDisjunctionID = 0

  /// The brackets still open, so an error at the end of the text names the one left open.
  var openConstructs: [(kind: OpenKind, start: Int)] = []

  static let wrapperPrefix: [Unicode.Scalar] = ["^", "(", "?", ":"]
  static let wrapperSuffix: [Unicode.Scalar] = [")", "$"]

  /// Parses an attribute value as browsers compile it: the bare value first, whose failure
  /// makes the browser ignore the attribute, then the value inside the `^(?:…)$` wrapper.
  ///
  /// Chromium `BaseTextInputType::PatternMismatchPerValue`
  /// (third_party/blink/renderer/core/html/forms/base_text_input_type.cc) and WebKit
  /// `BaseTextInputType::patternMismatch` (Source/WebCore/html/BaseTextInputType.cpp) both
  /// check the raw value with the `v` flag before wrapping it, as the WHATWG "compiling a
  /// pattern attribute regular expression" steps do, so `a)|(b` is invalid rather than a way
  /// out of the wrapper.
  static func parseAttribute(_ value: String) -> Result<PatternAST, PatternSyntaxError> {
    let body = Array(value.unicodeScalars)
    var bare = PatternParser(text: body, prefixLength: 0, suffixStart: body.count)
    do {
      _ = try bare.parsePattern()
    } catch {
      return .failure(bare.relocate(error))
    }
    var wrapped = PatternParser(
      text: wrapperPrefix + body + wrapperSuffix,
      prefixLength: wrapperPrefix.count,
      suffixStart: wrapperPrefix.count + body.count)
    do {
      return .success(try wrapped.parsePattern())
    } catch {
      return .failure(wrapped.relocate(error))
    }
  }

  init(text: [Unicode.Scalar], prefixLength: Int, suffixStart: Int) {
    self.text = text
    self.prefixLength = prefixLength
    self.suffixStart = suffixStart
  }

  // MARK: Cursor helpers

  var peek: Unicode.Scalar? { pos < text.count ? text[pos] : nil }

  func peek(_ ahead: Int) -> Unicode.Scalar? {
    let index = pos + ahead
    return index < text.count ? text[index] : nil
  }

  func error(_ message: String, at rawOffset: Int) -> PatternSyntaxError {
    PatternSyntaxError(message: message, offset: rawOffset)
  }

  // MARK: Pattern, Disjunction, Alternative, Term

  mutating func parsePattern() throws(PatternSyntaxError) -> PatternAST {
    let ast = try parseDisjunction()
    if pos < text.count {
      // parseAlternative only stops early at ')', so this is an unmatched one.
      throw error("Unmatched ')' has no opening '('; escape it as '\\)'", at: pos)
    }
    try checkEarlyErrors()
    return ast
  }

  mutating func parseDisjunction() throws(PatternSyntaxError) -> PatternAST {
    let id = nextDisjunctionID
    nextDisjunctionID += 1
    var alternatives: [PatternAST] = []
    var index = 0
    while true {
      alternativePath.append(AlternativeStep(disjunction: id, alternative: index))
      alternatives.append(try parseAlternative())
      alternativePath.removeLast()
      guard peek == "|" else { break }
      pos += 1
      index += 1
    }
    return alternatives.count == 1 ? alternatives[0] : .alternation(alternatives)
  }

  mutating func parseAlternative() throws(PatternSyntaxError) -> PatternAST {
    var terms: [PatternAST] = []
    while let scalar = peek, scalar != "|", scalar != ")" {
      terms.append(try parseTerm())
    }
    switch terms.count {
    case 0: return .empty
    case 1: return terms[0]
    default: return .sequence(terms)
    }
  }

  mutating func parseTerm() throws(PatternSyntaxError) -> PatternAST {
    let start = pos
    guard let scalar = peek else { return .empty }
    let atom: PatternAST
    switch scalar {
    case "^", "$":
      pos += 1
      try rejectQuantifier(on: "'\(scalar)'")
      return .assertion(scalar == "^" ? .start : .end)
    case "\\" where peek(1) == "b" || peek(1) == "B":
      pos += 2
      let isBoundary = text[start + 1] == "b"
      try rejectQuantifier(on: isBoundary ? "'\\b'" : "'\\B'")
      return .assertion(isBoundary ? .wordBoundary : .notWordBoundary)
    case "\\":
      atom = try parseAtomEscape()
    case "(":
      if let lookaround = lookaroundKind() {
        let body = try parseGroupBody(start: start, headerLength: lookaround.headerLength)
        try rejectQuantifier(on: "A lookaround")
        return .lookaround(lookaround.kind, body)
      }
      atom = try parseGroup()
    case ".":
      pos += 1
      atom = .anyCharacter
    case "[":
      let parsed = try parseClass()
      atom = .characterClass(negated: parsed.negated, parsed.set)
    case "*", "+", "?":
      throw error("Nothing to repeat before quantifier '\(scalar)'", at: start)
    case "{":
      if braceQuantifier(at: pos) != nil {
        throw error("Nothing to repeat before quantifier '{…}'", at: start)
      }
      throw error("A lone '{' must be escaped as '\\{' in v mode", at: start)
    case "}", "]":
      throw error("A lone '\(scalar)' must be escaped as '\\\(scalar)' in v mode", at: start)
    default:
      pos += 1
      atom = .character(scalar.value)
    }
    if let quantifier = try parseQuantifier() {
      return .quantified(atom, quantifier)
    }
    return atom
  }

  /// Assertions are not quantifiable in Unicode modes (Annex B only relaxes non-u mode).
  func rejectQuantifier(on construct: String) throws(PatternSyntaxError) {
    guard let next = peek, "*+?{".unicodeScalars.contains(next) else { return }
    throw error("\(construct) is an assertion and cannot be quantified in v mode", at: pos)
  }

  // MARK: Quantifiers

  /// The bounds of a `{n}`, `{n,}` or `{n,m}` quantifier starting at `index`.
  struct BraceQuantifier {
    var min: Int
    var max: Int?
    var end: Int
    var isOutOfOrder: Bool
  }

  func braceQuantifier(at index: Int) -> BraceQuantifier? {
    var cursor = index + 1
    let lower = digits(from: &cursor)
    guard !lower.isEmpty, cursor < text.count else { return nil }
    if text[cursor] == "}" {
      let value = Self.saturatingValue(lower)
      return BraceQuantifier(min: value, max: value, end: cursor + 1, isOutOfOrder: false)
    }
    guard text[cursor] == "," else { return nil }
    cursor += 1
    let upper = digits(from: &cursor)
    guard cursor < text.count, text[cursor] == "}" else { return nil }
    let outOfOrder = !upper.isEmpty && Self.compareDecimal(lower, upper) > 0
    return BraceQuantifier(
      min: Self.saturatingValue(lower),
      max: upper.isEmpty ? nil : Self.saturatingValue(upper),
      end: cursor + 1,
      isOutOfOrder: outOfOrder)
  }

  func digits(from cursor: inout Int) -> [UInt32] {
    var result: [UInt32] = []
    while cursor < text.count, let digit = Self.decimalValue(text[cursor]) {
      result.append(digit)
      cursor += 1
    }
    return result
  }

  mutating func parseQuantifier() throws(PatternSyntaxError) -> PatternQuantifier? {
    guard let scalar = peek else { return nil }
    let start = pos
    var quantifier: PatternQuantifier
    switch scalar {
    case "*": quantifier = PatternQuantifier(min: 0, max: nil, isLazy: false)
    case "+": quantifier = PatternQuantifier(min: 1, max: nil, isLazy: false)
    case "?": quantifier = PatternQuantifier(min: 0, max: 1, isLazy: false)
    case "{":
      guard let brace = braceQuantifier(at: start) else {
        throw error(
          "Incomplete quantifier: a literal '{' must be escaped as '\\{' in v mode", at: start)
      }
      if brace.isOutOfOrder {
        throw error("Numbers out of order in quantifier '{n,m}': n is greater than m", at: start)
      }
      quantifier = PatternQuantifier(min: brace.min, max: brace.max, isLazy: false)
      pos = brace.end - 1
    default: return nil
    }
    pos += 1
    if peek == "?" {
      pos += 1
      quantifier.isLazy = true
    }
    return quantifier
  }

  // MARK: Groups

  func lookaroundKind() -> (kind: PatternLookaround, headerLength: Int)? {
    guard peek(1) == "?" else { return nil }
    switch (peek(2), peek(3)) {
    case ("=", _): return (.lookahead, 3)
    case ("!", _): return (.negativeLookahead, 3)
    case ("<", "="): return (.lookbehind, 4)
    case ("<", "!"): return (.negativeLookbehind, 4)
    default: return nil
    }
  }

  mutating func parseGroup() throws(PatternSyntaxError) -> PatternAST {
    let start = pos
    guard peek(1) == "?" else {
      captureCount += 1
      let index = captureCount
      let body = try parseGroupBody(start: start, headerLength: 1)
      return .group(.capturing(index: index, name: nil), body)
    }
    if peek(2) == ":" {
      return .group(.nonCapturing, try parseGroupBody(start: start, headerLength: 3))
    }
    if peek(2) == "<" {
      pos += 3
      let nameOffset = pos
      let name = try parseGroupName(constructStart: start)
      captureCount += 1
      let index = captureCount
      namedGroups.append(NamedGroup(name: name, offset: nameOffset, path: alternativePath))
      let body = try parseGroupBody(start: start, headerLength: pos - start)
      return .group(.capturing(index: index, name: name), body)
    }
    let modifiers = try parseModifiers(groupStart: start)
    let body = try parseGroupBody(start: start, headerLength: pos - start)
    return .group(.modifiers(add: modifiers.add, remove: modifiers.remove), body)
  }

  /// Parses from after the group header through the closing ')'.
  mutating func parseGroupBody(
    start: Int, headerLength: Int
  ) throws(PatternSyntaxError) -> PatternAST {
    pos = start + headerLength
    openConstructs.append((.group, start))
    let body = try parseDisjunction()
    guard peek == ")" else {
      throw error(OpenKind.group.unterminatedMessage, at: start)
    }
    pos += 1
    openConstructs.removeLast()
    return body
  }

  /// ES2025 modifiers `(?ims-ims:…)`; `pos` is at the '(' and ends after the ':'.
  mutating func parseModifiers(
    groupStart: Int
  ) throws(PatternSyntaxError) -> (add: String, remove: String) {
    pos = groupStart + 2
    let add = try modifierLetters(alreadySeen: "")
    var remove = ""
    var hasDash = false
    if peek == "-" {
      hasDash = true
      pos += 1
      remove = try modifierLetters(alreadySeen: add)
    }
    guard peek == ":" else {
      throw error(
        "Invalid group: '(?' must be followed by ':', '=', '!', '<=', '<!', '<name>' "
          + "or modifiers like 'i:' or '-i:'", at: groupStart)
    }
    if hasDash && add.isEmpty && remove.isEmpty {
      throw error("Modifier group '(?-:' must name at least one of i, m, s", at: groupStart)
    }
    pos += 1
    return (add, remove)
  }

  mutating func modifierLetters(alreadySeen other: String) throws(PatternSyntaxError) -> String {
    var letters = ""
    while let scalar = peek, "ims".unicodeScalars.contains(scalar) {
      let letter = Character(scalar)
      if letters.contains(letter) {
        throw error("Modifier '\(letter)' appears twice in a modifier group", at: pos)
      }
      if other.contains(letter) {
        throw error("Modifier '\(letter)' is both added and removed in one group", at: pos)
      }
      letters.append(letter)
      pos += 1
    }
    return letters
  }

  /// Parses a RegExpIdentifierName and its closing '>'; `pos` starts after the '<'.
  mutating func parseGroupName(constructStart: Int) throws(PatternSyntaxError) -> String {
    let nameStart = pos
    var name = ""
    while true {
      guard let scalar = peek, pos < suffixStart else {
        throw error("Unterminated group name: expected '>'", at: constructStart)
      }
      if scalar == ">" { break }
      let charStart = pos
      var value = scalar.value
      if scalar == "\\" {
        guard peek(1) == "u" else {
          throw error("Only '\\u' escapes are allowed in a group name", at: charStart)
        }
        pos += 2
        value = try parseUnicodeEscapeBody(escapeStart: charStart)
      } else {
        pos += 1
      }
      let isValid =
        name.isEmpty
        ? Self.isIdentifierStart(value) : Self.isIdentifierPart(value)
      guard isValid, let valid = Unicode.Scalar(value) else {
        throw error("Invalid character in group name", at: charStart)
      }
      name.unicodeScalars.append(valid)
    }
    if name.isEmpty {
      throw error("Group name must not be empty", at: nameStart)
    }
    pos += 1
    return name
  }

  // MARK: Early errors (§22.2.1.1) that need the whole pattern

  func checkEarlyErrors() throws(PatternSyntaxError) {
    var found: [PatternSyntaxError] = []
    for reference in numberedReferences
    where Self.compareDecimal(reference.digits, Self.decimalDigits(of: captureCount)) > 0 {
      let number = reference.digits.map(String.init).joined()
      found.append(
        error(
          "Backreference '\\\(number)' refers to a missing group; the pattern has "
            + "\(captureCount) capturing group(s)", at: reference.offset))
    }
    let names = Set(namedGroups.map(\.name))
    for reference in namedReferences where !names.contains(reference.name) {
      found.append(
        error(
          "Backreference '\\k<\(reference.name)>' names a group that does not exist",
          at: reference.offset))
    }
    for (index, later) in namedGroups.enumerated() {
      let clash = namedGroups[..<index].contains {
        $0.name == later.name && Self.mightBothParticipate($0.path, later.path)
      }
      if clash {
        found.append(
          error(
            "Duplicate group name '\(later.name)'; names may repeat only in different "
              + "alternatives of a '|'", at: later.offset))
      }
    }
    if let first = found.min(by: { $0.offset < $1.offset }) {
      throw first
    }
  }

  /// ES2025 MightBothParticipate: false only when the groups sit in different
  /// alternatives of one common disjunction.
  static func mightBothParticipate(_ lhs: [AlternativeStep], _ rhs: [AlternativeStep]) -> Bool {
    for (left, right) in zip(lhs, rhs) {
      guard left.disjunction == right.disjunction else { return true }
      if left.alternative != right.alternative { return false }
    }
    return true
  }

  // MARK: Mapping raw offsets back onto the attribute

  func relocate(_ raw: PatternSyntaxError) -> PatternSyntaxError {
    let length = suffixStart - prefixLength
    func local(_ offset: Int) -> Int { Swift.min(Swift.max(offset - prefixLength, 0), length) }
    if raw.offset >= prefixLength && raw.offset < suffixStart {
      return PatternSyntaxError(message: raw.message, offset: local(raw.offset))
    }
    let inBody = openConstructs.last { $0.start >= prefixLength && $0.start < suffixStart }
    if let open = inBody {
      return PatternSyntaxError(message: open.kind.unterminatedMessage, offset: local(open.start))
    }
    return PatternSyntaxError(message: raw.message, offset: local(raw.offset))
  }
}
