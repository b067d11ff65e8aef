/// Finds the JSX in a JavaScript or TypeScript file, exactly: every element, attribute and
/// text, with byte offsets, and every comment.
///
/// It is a scanner, not a parser: it reads tokens and keeps only as much structure as deciding
/// what a `<` or a `/` is needs, as acorn-jsx does. A `<` starts JSX exactly where an expression
/// may start (after `=`, `(`, `return`, `=>`, `&&`, …), and not after an operand (`a < b`); the
/// same decision separates a regular expression from a division. That needs to know whether a
/// `}` closed a block (a statement may follow) or an object (an operator follows), and whether a
/// `)` closed an `if (…)` head. TypeScript adds types, where `<` is never JSX: annotations
/// after `:`, `type` and `interface` declarations, type arguments on elements
/// (`<Table<Row> …>`) and the `<T,>` and `<T extends …>` generic arrows that `.tsx` allows.
///
/// Nesting is followed by recursion, bounded by ``maximumDepth``: a hostile file gets a problem
/// and no crash. The scan stops at the first problem, keeping what it found before it.
package struct JSXScanner {
  /// How deep elements, braces, parentheses and templates may nest.
  package static let maximumDepth = 500

  /// Scans `bytes` (UTF-8) as `dialect`.
  package static func scan(_ bytes: [UInt8], dialect: JSXDialect) -> JSXSource {
    var scanner = JSXScanner(bytes: bytes, isTypeScript: dialect == .tsx)
    scanner.skipHashbang()
    var file = CodeFrame(closer: .endOfFile, kind: .block)
    scanner.scanCode(&file)
    return scanner.source
  }

  let bytes: [UInt8]
  let isTypeScript: Bool
  var position = 0
  var depth = 0
  var source = JSXSource()
  /// Set by the first problem; every loop ends.
  var isStopped = false

  private init(bytes: [UInt8], isTypeScript: Bool) {
    self.bytes = bytes
    self.isTypeScript = isTypeScript
  }

  // MARK: Code

  /// What ends a stretch of code.
  enum Closer: Equatable {
    case endOfFile, brace, parenthesis, bracket
  }

  /// What a stretch of code between brackets is.
  enum FrameKind: Equatable {
    /// The file, a function body, a block or a class body: statements.
    case block
    /// An object literal: `:` introduces a property's value.
    case object
    /// An expression: parentheses, brackets, `${…}`, a JSX `{…}`.
    case expression
  }

  /// The state of one stretch of code.
  struct CodeFrame {
    let closer: Closer
    let kind: FrameKind
    /// Whether an expression may start here: a `<` is JSX, a `/` a regular expression.
    var allowsExpression = true
    /// Whether a statement starts here: a `{` is a block.
    var startsStatement: Bool
    /// `?` of conditional expressions waiting for their `:`.
    var openConditionals = 0
    /// `case` and `default` labels waiting for their `:`.
    var openCaseLabels = 0
    /// The last token, when it was a keyword (`if`, `export`, `class`, …).
    var lastKeyword: JSXKeyword?
    /// Whether the last token was `)`, `=>` or `.`/`?.`.
    var afterParenthesis = false, afterArrow = false, afterDot = false
    /// Whether the next `{` is a class or interface body (a block, whatever precedes it).
    var expectsDeclarationBody = false

    init(closer: Closer, kind: FrameKind) {
      self.closer = closer
      self.kind = kind
      startsStatement = kind == .block
    }

    /// Records an operand (an identifier, a literal, a closed bracket or element).
    mutating func operand() {
      allowsExpression = false
      startsStatement = false
      lastKeyword = nil
      afterParenthesis = false
      afterArrow = false
      afterDot = false
    }

    /// Records a punctuator after which an expression may start.
    mutating func punctuator() {
      allowsExpression = true
      startsStatement = false
      lastKeyword = nil
      afterParenthesis = false
      afterArrow = false
      afterDot = false
    }
  }

  /// Scans code up to and including its closer (`}`, `)`, `]`) or the end of the file.
  mutating func scanCode(_ frame: inout CodeFrame) {
    guard enter() else { return }
    defer { depth -= 1 }
    while !isStopped, position < bytes.count {
      let current = bytes[position]
      switch current {
      case 0x20, 0x09, 0x0A, 0x0D, 0x0B, 0x0C:
        position += 1
      case UInt8(ascii: "/"):
        if skipComment() { continue }
        if frame.allowsExpression {
          skipRegularExpression()
          frame.operand()
        } else {
          position += 1
          frame.punctuator()
        }
      case UInt8(ascii: "\""), UInt8(ascii: "'"):
        skipString()
        frame.operand()
      case UInt8(ascii: "`"):
        scanTemplate()
        frame.operand()
      case UInt8(ascii: "{"):
        let isBlock =
          frame.expectsDeclarationBody || frame.afterArrow || frame.startsStatement
          || !frame.allowsExpression
        frame.expectsDeclarationBody = false
        position += 1
        var inner = CodeFrame(closer: .brace, kind: isBlock ? .block : .object)
        scanCode(&inner)
        if isBlock {
          frame.punctuator()
          frame.startsStatement = true
        } else {
          frame.operand()
        }
      case UInt8(ascii: "("):
        let isHead = [.if, .while, .for, .with].contains(frame.lastKeyword)
        position += 1
        var inner = CodeFrame(closer: .parenthesis, kind: .expression)
        scanCode(&inner)
        if isHead {
          frame.punctuator()
          frame.startsStatement = true
        } else {
          frame.operand()
          frame.afterParenthesis = true
        }
      case UInt8(ascii: "["):
        position += 1
        var inner = CodeFrame(closer: .bracket, kind: .expression)
        scanCode(&inner)
        frame.operand()
      case UInt8(ascii: "}"), UInt8(ascii: ")"), UInt8(ascii: "]"):
        let closer: Closer =
          current == UInt8(ascii: "}")
          ? .brace : current == UInt8(ascii: ")") ? .parenthesis : .bracket
        guard closer == frame.closer else {
          stop("an unmatched '\(Character(Unicode.Scalar(current)))'")
          return
        }
        position += 1
        return
      case UInt8(ascii: "<"):
        if frame.allowsExpression, startsJSX() {
          if isTypeScript, startsGenericArrow() {
            skipTypeArguments()
            frame.operand()
          } else {
            scanElement()
            frame.operand()
          }
        } else {
          // `<<` and `<<=` are one operator: the second `<` starts no element (`1<<bits`).
          position += byte(at: position + 1) == UInt8(ascii: "<") ? 2 : 1
          frame.punctuator()
        }
      case UInt8(ascii: "?"):
        scanQuestionMark(&frame)
      case UInt8(ascii: ":"):
        scanColon(&frame)
      case UInt8(ascii: "="):
        if byte(at: position + 1) == UInt8(ascii: ">") {
          position += 2
          frame.punctuator()
          frame.afterArrow = true
        } else {
          position += 1
          frame.punctuator()
        }
      case UInt8(ascii: "!"):
        // TypeScript's non-null assertion `value!` leaves an operand.
        if isTypeScript, !frame.allowsExpression, byte(at: position + 1) != UInt8(ascii: "=") {
          position += 1
        } else {
          position += 1
          frame.punctuator()
        }
      case UInt8(ascii: "+"), UInt8(ascii: "-"):
        if byte(at: position + 1) == current {
          // `++`/`--`: prefix before an operand, postfix after one; either way the state holds.
          position += 2
        } else {
          position += 1
          frame.punctuator()
        }
      case UInt8(ascii: "."):
        if byte(at: position + 1) == UInt8(ascii: "."), byte(at: position + 2) == UInt8(ascii: ".")
        {
          position += 3
          frame.punctuator()
        } else if let next = byte(at: position + 1), Self.isDigit(next) {
          skipNumber()
          frame.operand()
        } else {
          position += 1
          frame.punctuator()
          frame.afterDot = true
        }
      case UInt8(ascii: ";"), UInt8(ascii: ","):
        position += 1
        frame.punctuator()
        if current == UInt8(ascii: ";") {
          frame.expectsDeclarationBody = false
          frame.startsStatement = true
        }
      case UInt8(ascii: "0")...UInt8(ascii: "9"):
        skipNumber()
        frame.operand()
      default:
        if Self.startsIdentifier(current) {
          scanWord(&frame)
        } else {
          position += 1
          frame.punctuator()
        }
      }
    }
    if !isStopped, frame.closer != .endOfFile {
      stop("the file ends inside a bracket that is never closed")
    }
  }

  /// A word: a keyword decides what may follow; anything else is an operand.
  private mutating func scanWord(_ frame: inout CodeFrame) {
    let start = position
    skipIdentifier()
    guard !frame.afterDot, let keyword = JSXKeyword.named(bytes, start..<position) else {
      frame.operand()
      return
    }
    let previous = frame.lastKeyword
    let startedStatement = frame.startsStatement || previous == .export || previous == .declare
    switch keyword {
    case .return, .typeof, .instanceof, .in, .of, .new, .delete, .void, .throw, .yield, .await,
      .extends, .export, .declare:
      frame.punctuator()
      frame.startsStatement = keyword == .export || keyword == .declare ? startedStatement : false
    case .case:
      frame.punctuator()
      frame.openCaseLabels += 1
    case .default:
      frame.punctuator()
      if previous != .export { frame.openCaseLabels += 1 }
    case .else, .do, .try, .finally:
      frame.punctuator()
      frame.startsStatement = true
    case .if, .while, .for, .with, .switch, .catch:
      frame.punctuator()
    case .class, .enum:
      frame.operand()
      frame.expectsDeclarationBody = true
    case .type where isTypeScript && startedStatement && followsIdentifier():
      skipTypeAlias()
      frame.punctuator()
      frame.startsStatement = true
      return
    case .interface where isTypeScript && startedStatement && followsIdentifier():
      skipInterface()
      frame.punctuator()
      frame.startsStatement = true
      return
    default:
      frame.operand()
    }
    frame.lastKeyword = keyword
  }

  /// `?`: optional chaining `?.`, nullish `??`, TypeScript's optional marker `x?:`, or a
  /// conditional expression waiting for its `:`.
  private mutating func scanQuestionMark(_ frame: inout CodeFrame) {
    let next = byte(at: position + 1)
    if next == UInt8(ascii: "."), !(byte(at: position + 2).map(Self.isDigit) ?? false) {
      position += 2
      frame.punctuator()
      frame.afterDot = true
      return
    }
    if next == UInt8(ascii: "?") {
      position += 2
      frame.punctuator()
      return
    }
    position += 1
    if isTypeScript, let following = nextSignificantByte(),
      [UInt8(ascii: ":"), UInt8(ascii: ")"), UInt8(ascii: ","), UInt8(ascii: "=")].contains(
        following),
      !(following == UInt8(ascii: "=")
        && byte(at: nextSignificantOffset()! + 1) == UInt8(ascii: "="))
    {
      // `x?: T`, `(x?)`, `(x?, y)`, `x? = 1`: an optional marker, not a conditional.
      return
    }
    frame.punctuator()
    frame.openConditionals += 1
  }

  /// `:`: a conditional's, a case label's, an object property's, or a TypeScript annotation's.
  private mutating func scanColon(_ frame: inout CodeFrame) {
    let isReturnType = frame.afterParenthesis
    position += 1
    frame.expectsDeclarationBody = false
    if frame.openConditionals > 0 {
      frame.openConditionals -= 1
      frame.punctuator()
    } else if frame.openCaseLabels > 0 {
      frame.openCaseLabels -= 1
      frame.punctuator()
      frame.startsStatement = true
    } else if frame.kind == .object || !isTypeScript {
      frame.punctuator()
    } else {
      skipAnnotation(isReturnType: isReturnType)
      frame.operand()
    }
  }

  // MARK: Templates, strings, comments, literals

  /// A template literal from its backtick, substitutions scanned as code.
  mutating func scanTemplate() {
    let start = position
    guard enter() else { return }
    defer { depth -= 1 }
    position += 1
    while !isStopped, position < bytes.count {
      switch bytes[position] {
      case UInt8(ascii: "\\"):
        position += 2
      case UInt8(ascii: "`"):
        position += 1
        return
      case UInt8(ascii: "$") where byte(at: position + 1) == UInt8(ascii: "{"):
        position += 2
        var substitution = CodeFrame(closer: .brace, kind: .expression)
        scanCode(&substitution)
      default:
        position += 1
      }
    }
    position = min(position, bytes.count)
    if !isStopped { stop("a template literal that is never closed", at: start) }
  }

  /// A string literal; a line break ends it as an error would (the scan goes on).
  mutating func skipString() {
    let quote = bytes[position]
    position += 1
    while position < bytes.count {
      let byte = bytes[position]
      if byte == UInt8(ascii: "\\") {
        position += 2
      } else if byte == quote {
        position += 1
        return
      } else if byte == 0x0A {
        return
      } else {
        position += 1
      }
    }
    position = min(position, bytes.count)
  }

  /// A regular expression literal from its `/`, with its flags.
  private mutating func skipRegularExpression() {
    position += 1
    var inClass = false
    while position < bytes.count {
      let byte = bytes[position]
      if byte == UInt8(ascii: "\\") {
        position += 2
        continue
      }
      if byte == 0x0A { return }
      position += 1
      if byte == UInt8(ascii: "[") {
        inClass = true
      } else if byte == UInt8(ascii: "]") {
        inClass = false
      } else if byte == UInt8(ascii: "/"), !inClass {
        break
      }
    }
    position = min(position, bytes.count)
    while position < bytes.count, Self.continuesIdentifier(bytes[position]) { position += 1 }
  }

  /// Skips a comment at `position` and records it; false when there is none.
  mutating func skipComment() -> Bool {
    guard bytes[position] == UInt8(ascii: "/"), let second = byte(at: position + 1) else {
      return false
    }
    let start = position
    if second == UInt8(ascii: "/") {
      var end = start + 2
      while end < bytes.count, bytes[end] != 0x0A, bytes[end] != 0x0D { end += 1 }
      position = end
      source.comments.append(
        JSXComment(
          range: start..<end, text: String(decoding: bytes[(start + 2)..<end], as: UTF8.self),
          isBlock: false))
      return true
    }
    guard second == UInt8(ascii: "*") else { return false }
    var end = start + 2
    while end + 1 < bytes.count,
      !(bytes[end] == UInt8(ascii: "*") && bytes[end + 1] == UInt8(ascii: "/"))
    {
      end += 1
    }
    guard end + 1 < bytes.count else {
      stop("a comment that is never closed", at: start)
      return true
    }
    position = end + 2
    source.comments.append(
      JSXComment(
        range: start..<position, text: String(decoding: bytes[(start + 2)..<end], as: UTF8.self),
        isBlock: true))
    return true
  }

  /// Skips white space and comments.
  mutating func skipTrivia() {
    while position < bytes.count, !isStopped {
      if Self.isWhiteSpace(bytes[position]) {
        position += 1
      } else if !skipComment() {
        return
      }
    }
  }

  /// A number literal: digits, `.`, exponents with their sign, `_`, `0x…`, `…n`.
  mutating func skipNumber() {
    let start = position
    while position < bytes.count {
      let byte = bytes[position]
      if Self.continuesIdentifier(byte) || byte == UInt8(ascii: ".") {
        position += 1
      } else if byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-"),
        position > start, bytes[position - 1] | 0x20 == UInt8(ascii: "e"),
        !(position - start > 1 && bytes[start + 1] | 0x20 == UInt8(ascii: "x"))
      {
        position += 1
      } else {
        return
      }
    }
  }

  mutating func skipIdentifier() {
    position += 1
    while position < bytes.count, Self.continuesIdentifier(bytes[position]) { position += 1 }
  }

  private mutating func skipHashbang() {
    guard bytes.starts(with: [UInt8(ascii: "#"), UInt8(ascii: "!")]) else { return }
    while position < bytes.count, bytes[position] != 0x0A { position += 1 }
  }

  // MARK: Looking ahead

  /// Whether the `<` at `position` starts an element: a name or a fragment's `>` follows.
  private func startsJSX() -> Bool {
    guard let next = byte(at: position + 1) else { return false }
    return next == UInt8(ascii: ">") || Self.startsIdentifier(next)
  }

  /// Whether the `<` at `position` opens a `.tsx` generic arrow's type parameters: `<T,>`,
  /// `<T = Default>`, `<T extends …>` or `<const T,>`.
  private func startsGenericArrow() -> Bool {
    var offset = position + 1
    func word() -> String? {
      while offset < bytes.count, Self.isWhiteSpace(bytes[offset]) { offset += 1 }
      guard offset < bytes.count, Self.startsIdentifier(bytes[offset]) else { return nil }
      let start = offset
      offset += 1
      while offset < bytes.count, Self.continuesIdentifier(bytes[offset]) { offset += 1 }
      return String(decoding: bytes[start..<offset], as: UTF8.self)
    }
    guard var name = word() else { return false }
    if name == "const", let next = word() { name = next }
    while offset < bytes.count, Self.isWhiteSpace(bytes[offset]) { offset += 1 }
    guard offset < bytes.count else { return false }
    // `<T,>` and `<T = Default>`: a JSX attribute cannot start with `=`.
    if bytes[offset] == UInt8(ascii: ",") || bytes[offset] == UInt8(ascii: "=") { return true }
    guard word() == "extends" else { return false }
    // `<T extends="…">` is an element with an attribute named extends.
    while offset < bytes.count, Self.isWhiteSpace(bytes[offset]) { offset += 1 }
    return offset < bytes.count && bytes[offset] != UInt8(ascii: "=")
      && bytes[offset] != UInt8(ascii: ">") && bytes[offset] != UInt8(ascii: "/")
  }

  /// Whether an identifier follows the word just read (`type Name`, `interface Name`).
  private func followsIdentifier() -> Bool {
    guard let offset = nextSignificantOffset() else { return false }
    return Self.startsIdentifier(bytes[offset])
  }

  /// The offset of the next byte that is not white space, on any line.
  func nextSignificantOffset() -> Int? {
    var offset = position
    while offset < bytes.count, Self.isWhiteSpace(bytes[offset]) { offset += 1 }
    return offset < bytes.count ? offset : nil
  }

  func nextSignificantByte() -> UInt8? { nextSignificantOffset().map { bytes[$0] } }

  func byte(at offset: Int) -> UInt8? { offset < bytes.count ? bytes[offset] : nil }

  // MARK: Bookkeeping

  /// Counts one more level of nesting; false, with a problem, past ``maximumDepth``.
  mutating func enter() -> Bool {
    guard depth < Self.maximumDepth else {
      stop("brackets, elements or templates nested more than \(Self.maximumDepth) deep")
      return false
    }
    depth += 1
    return true
  }

  /// Records a problem and ends the scan.
  mutating func stop(_ message: String, at offset: Int? = nil) {
    guard !isStopped else { return }
    isStopped = true
    source.problems.append(JSXProblem(offset: offset ?? position, message: message))
  }

  // MARK: Bytes

  static func isWhiteSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || (byte >= 0x09 && byte <= 0x0D)
  }

  static func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }

  /// ASCII letters, `_`, `$`, `#` (private names), `\` (escapes) and any non-ASCII byte (a
  /// Unicode letter's UTF-8).
  static func startsIdentifier(_ byte: UInt8) -> Bool {
    let lower = byte | 0x20
    return (lower >= UInt8(ascii: "a") && lower <= UInt8(ascii: "z")) || byte == UInt8(ascii: "_")
      || byte == UInt8(ascii: "$") || byte == UInt8(ascii: "#") || byte == UInt8(ascii: "\\")
      || byte >= 0x80
  }

  static func continuesIdentifier(_ byte: UInt8) -> Bool {
    startsIdentifier(byte) || isDigit(byte)
  }
}
