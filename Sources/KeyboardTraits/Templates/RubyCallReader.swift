/// One Ruby method call as ERB code writes it (`f.email_field :email, autocomplete: "username"`,
/// `form_with(model: @user) do |f|`), read well enough to know the HTML a Rails helper renders:
/// the receiver, the method, the positional arguments and the keyword options, each with its
/// place in the source.
struct RubyCall {
  /// An argument's value: a literal the scan can read, or an expression only Ruby knows.
  enum Value: Equatable {
    case string(String)
    case symbol(String)
    case boolean(Bool)
    case null
    case number(String)
    case hash([Option])
    /// Code (`session_path`, `"#{x}"`, `t(".email")`), as written.
    case expression(String)

    /// The value as Ruby code (`:email` for a symbol).
    var sourceText: String {
      switch self {
      case .string(let text): return "\"\(text)\""
      case .symbol(let text): return ":\(text)"
      case .boolean(let isOn): return String(isOn)
      case .null: return "nil"
      case .number(let text), .expression(let text): return text
      case .hash(let options):
        return "{ " + options.map { "\($0.key): \($0.value.sourceText)" }.joined(separator: ", ")
          + " }"
      }
    }

    /// The text of a string, symbol or number literal.
    var literalText: String? {
      switch self {
      case .string(let text), .symbol(let text), .number(let text): return text
      default: return nil
      }
    }
  }

  /// A positional argument.
  struct Argument: Equatable {
    var value: Value
    /// Where it is written.
    var offset: Int
  }

  /// A keyword option (`autocomplete: "username"`, `:autocomplete => "username"`).
  struct Option: Equatable {
    var key: String
    /// Where the key is written.
    var offset: Int
    var value: Value
  }

  /// The object the method is called on (`f`), nil for a bare call (`email_field_tag`).
  var receiver: String?
  var method: String
  /// Where the call starts: the receiver, or the method of a bare call.
  var start: Int
  /// Where the method name is written.
  var methodOffset: Int
  var arguments: [Argument] = []
  /// The keyword options, a `{ … }` hash argument's included, in source order.
  var options: [Option] = []
  /// Whether a `do` block opens after the call.
  var opensBlock = false
  /// The block's first parameter (`f` in `do |f|`).
  var blockParameter: String?
}

/// Reads ``RubyCall``s out of the code of an ERB tag.
enum RubyCallReader {
  /// The call that is the whole of `code` (a modifier `if`/`unless` after it is allowed), or nil
  /// when the code is something else (an assignment, a chain, two statements).
  static func call(in code: Range<Int>, of text: [UInt8]) -> RubyCall? {
    var reader = Cursor(text: text, end: code.upperBound, index: code.lowerBound)
    reader.skipSpaces()
    let start = reader.index
    guard let first = reader.identifier() else { return nil }
    var call = RubyCall(method: first, start: start, methodOffset: start)
    if reader.peek == UInt8(ascii: "."), !first.hasPrefix("@") {
      reader.index += 1
      let methodOffset = reader.index
      guard let method = reader.identifier() else { return nil }
      call.receiver = first
      call.method = method
      call.methodOffset = methodOffset
    }
    var arguments: [Range<Int>] = []
    if reader.peek == UInt8(ascii: "(") {
      guard let close = reader.balancedEnd() else { return nil }
      arguments = split(text, (reader.index + 1)..<(close - 1), stopsAtKeywords: false)
      reader.index = close
    } else if reader.atEnd || reader.peekIsSpace {
      reader.skipSpaces()
      let rest = split(text, reader.index..<code.upperBound, stopsAtKeywords: true)
      arguments = rest
      reader.index =
        arguments.last.map { Self.nextWord(after: $0.upperBound, in: text) }
        ?? reader.index
    } else {
      return nil
    }
    reader.skipSpaces()
    if reader.matchesWord("do") {
      reader.index += 2
      call.opensBlock = true
      reader.skipSpaces()
      if reader.peek == UInt8(ascii: "|") {
        reader.index += 1
        reader.skipSpaces()
        call.blockParameter = reader.identifier()
        guard let bar = text[reader.index..<code.upperBound].firstIndex(of: UInt8(ascii: "|"))
        else { return nil }
        reader.index = bar + 1
      }
      reader.skipSpaces()
    } else if reader.matchesWord("if") || reader.matchesWord("unless") {
      reader.index = code.upperBound
    }
    guard reader.atEnd else { return nil }
    for range in arguments {
      if let options = options(in: range, of: text) {
        call.options += options
      } else if case .hash(let options) = value(of: range, in: text) {
        // A helper takes one hash of options, not always last (`check_box :a, {…}, "yes"`).
        call.options += options
      } else {
        call.arguments.append(
          RubyCall.Argument(value: value(of: range, in: text), offset: range.lowerBound))
      }
    }
    return call
  }

  /// The options of one argument written as `key: value` or `key => value`, or nil when the
  /// argument is not one.
  private static func options(in range: Range<Int>, of text: [UInt8]) -> [RubyCall.Option]? {
    guard let (key, valueStart) = key(at: range.lowerBound, in: text, limit: range.upperBound)
    else { return nil }
    let valueRange = trimmed(valueStart..<range.upperBound, in: text)
    return [
      RubyCall.Option(key: key, offset: range.lowerBound, value: value(of: valueRange, in: text))
    ]
  }

  /// The key written at `start` (`label:`, `"label":`, `:label =>`, `"label" =>`) and where its
  /// value starts.
  private static func key(at start: Int, in text: [UInt8], limit: Int) -> (String, Int)? {
    var cursor = Cursor(text: text, end: limit, index: start)
    var key: String?
    var isLabelStyle = false
    if cursor.peek == UInt8(ascii: ":"), let name = cursor.symbol() {
      key = name
    } else if let quote = cursor.peek, quote == 0x22 || quote == 0x27 {
      guard let end = Cursor.stringEnd(text, from: cursor.index, limit: limit) else { return nil }
      key = String(decoding: text[(cursor.index + 1)..<(end - 1)], as: UTF8.self)
      cursor.index = end
      isLabelStyle = cursor.peek == UInt8(ascii: ":")
    } else if let name = cursor.identifier() {
      key = name
      isLabelStyle = true
      guard cursor.peek == UInt8(ascii: ":") else { return nil }
    }
    guard let key else { return nil }
    if isLabelStyle, cursor.peek == UInt8(ascii: ":") {
      cursor.index += 1
      // `a::B` is a constant path, not a key.
      guard cursor.atEnd || cursor.peekIsSpace else { return nil }
      return (key, cursor.index)
    }
    cursor.skipSpaces()
    guard cursor.matches("=>") else { return nil }
    return (key, cursor.index + 2)
  }

  /// What the code in `range` is: a literal, a hash of options, or an expression.
  static func value(of range: Range<Int>, in text: [UInt8]) -> RubyCall.Value {
    let range = trimmed(range, in: text)
    let written = String(decoding: text[range], as: UTF8.self)
    guard let first = range.first.map({ text[$0] }) else { return .expression(written) }
    switch written {
    case "true": return .boolean(true)
    case "false": return .boolean(false)
    case "nil": return .null
    default: break
    }
    if first == 0x22 || first == 0x27,
      Cursor.stringEnd(text, from: range.lowerBound, limit: range.upperBound) == range.upperBound
    {
      let inner = String(written.dropFirst().dropLast())
      // `"#{name}"` is computed.
      if first == 0x22, inner.contains("#{") { return .expression(written) }
      return .string(inner)
    }
    if first == UInt8(ascii: ":") {
      var cursor = Cursor(text: text, end: range.upperBound, index: range.lowerBound)
      if let name = cursor.symbol(), cursor.atEnd { return .symbol(name) }
    }
    if written.allSatisfy({ $0.isNumber || $0 == "." || $0 == "_" }), first != UInt8(ascii: ".") {
      return .number(written)
    }
    if first == UInt8(ascii: "{"),
      Cursor(text: text, end: range.upperBound, index: range.lowerBound).balancedEnd()
        == range.upperBound
    {
      var options: [RubyCall.Option] = []
      for part in split(
        text, (range.lowerBound + 1)..<(range.upperBound - 1), stopsAtKeywords: false)
      {
        guard let option = self.options(in: part, of: text) else { return .expression(written) }
        options += option
      }
      return .hash(options)
    }
    return .expression(written)
  }

  /// The top-level comma-separated parts of `range`, trimmed; with `stopsAtKeywords` (a call
  /// without parentheses) the list ends before a `do`, `if` or `unless` written at the top level.
  private static func split(_ text: [UInt8], _ range: Range<Int>, stopsAtKeywords: Bool)
    -> [Range<Int>]
  {
    var parts: [Range<Int>] = []
    var cursor = Cursor(text: text, end: range.upperBound, index: range.lowerBound)
    var partStart = range.lowerBound
    var end = range.upperBound
    scanning: while !cursor.atEnd {
      let byte = text[cursor.index]
      switch byte {
      case 0x22, 0x27:
        cursor.index =
          Cursor.stringEnd(text, from: cursor.index, limit: range.upperBound)
          ?? range.upperBound
      case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
        cursor.index = cursor.balancedEnd() ?? range.upperBound
      case UInt8(ascii: ","):
        parts.append(partStart..<cursor.index)
        cursor.index += 1
        partStart = cursor.index
      default:
        if stopsAtKeywords, cursor.index == range.lowerBound || !isWordByte(text[cursor.index - 1]),
          cursor.matchesWord("do") || cursor.matchesWord("if") || cursor.matchesWord("unless")
        {
          end = cursor.index
          break scanning
        }
        cursor.index += 1
      }
    }
    parts.append(partStart..<end)
    return parts.map { trimmed($0, in: text) }.filter { !$0.isEmpty }
  }

  /// Where the word after the argument list ending at `offset` starts.
  private static func nextWord(after offset: Int, in text: [UInt8]) -> Int {
    var index = offset
    while index < text.count, text[index] == 0x20 || text[index] == 0x09 { index += 1 }
    return index
  }

  private static func trimmed(_ range: Range<Int>, in text: [UInt8]) -> Range<Int> {
    var start = range.lowerBound
    var end = range.upperBound
    while start < end, HTMLBytes.isWhitespace(text[start]) { start += 1 }
    while end > start, HTMLBytes.isWhitespace(text[end - 1]) { end -= 1 }
    return start..<end
  }

  static func isWordByte(_ byte: UInt8) -> Bool {
    MaskingBuffer.isWordByte(byte) || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "!")
  }

  /// A read position in Ruby code.
  private struct Cursor {
    let text: [UInt8]
    let end: Int
    var index: Int

    var atEnd: Bool { index >= end }
    var peek: UInt8? { index < end ? text[index] : nil }
    var peekIsSpace: Bool { peek.map(HTMLBytes.isWhitespace) ?? false }

    mutating func skipSpaces() {
      while let byte = peek, HTMLBytes.isWhitespace(byte) { index += 1 }
    }

    /// An identifier (`f`, `email_field`, `@user`, `valid?`), or nil.
    mutating func identifier() -> String? {
      let start = index
      if peek == UInt8(ascii: "@") { index += 1 }
      guard let first = peek, MaskingBuffer.isLetter(first) || first == UInt8(ascii: "_") else {
        index = start
        return nil
      }
      while let byte = peek, MaskingBuffer.isWordByte(byte) { index += 1 }
      if let byte = peek, byte == UInt8(ascii: "?") || byte == UInt8(ascii: "!") { index += 1 }
      return String(decoding: text[start..<index], as: UTF8.self)
    }

    /// A symbol (`:email`, `:"aria-label"`) without its colon, or nil.
    mutating func symbol() -> String? {
      guard peek == UInt8(ascii: ":") else { return nil }
      let start = index
      index += 1
      if let quote = peek, quote == 0x22 || quote == 0x27,
        let stringEnd = Self.stringEnd(text, from: index, limit: end)
      {
        defer { index = stringEnd }
        return String(decoding: text[(index + 1)..<(stringEnd - 1)], as: UTF8.self)
      }
      guard let name = identifier(), !name.hasPrefix("@") else {
        index = start
        return nil
      }
      return name
    }

    func matches(_ literal: String) -> Bool {
      let bytes = Array(literal.utf8)
      return index + bytes.count <= end && text[index..<(index + bytes.count)].elementsEqual(bytes)
    }

    /// Whether the keyword `word` is written here as a whole word.
    func matchesWord(_ word: String) -> Bool {
      let after = index + word.utf8.count
      return matches(word) && (after >= end || !RubyCallReader.isWordByte(text[after]))
    }

    /// Just past the bracket that closes the one at ``index``, strings skipped.
    func balancedEnd() -> Int? {
      guard let open = peek else { return nil }
      let close: UInt8 =
        open == UInt8(ascii: "(")
        ? UInt8(ascii: ")")
        : open == UInt8(ascii: "[") ? UInt8(ascii: "]") : UInt8(ascii: "}")
      var depth = 0
      var position = index
      while position < end {
        let byte = text[position]
        if byte == 0x22 || byte == 0x27 {
          position = Self.stringEnd(text, from: position, limit: end) ?? end
          continue
        }
        if byte == open { depth += 1 }
        if byte == close {
          depth -= 1
          if depth == 0 { return position + 1 }
        }
        position += 1
      }
      return nil
    }

    /// Just past the quote that ends the string opening at `start`.
    static func stringEnd(_ text: [UInt8], from start: Int, limit: Int) -> Int? {
      let quote = text[start]
      var index = start + 1
      while index < limit {
        if text[index] == UInt8(ascii: "\\") {
          index += 2
          continue
        }
        if text[index] == quote { return index + 1 }
        index += 1
      }
      return nil
    }
  }
}
