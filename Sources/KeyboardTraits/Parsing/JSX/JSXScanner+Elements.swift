/// JSX itself: tags, attributes, children and text.
extension JSXScanner {
  /// An element from its `<`: the tag, then its children up to the matching closing tag.
  mutating func scanElement() {
    guard enter() else { return }
    defer { depth -= 1 }
    let start = position
    // The element's place among the events, taken now: elements in its attribute values come
    // after it in the source, and so in the events.
    let slot = source.events.count
    source.events.append(.end(name: "", offset: start))
    defer {
      if isStopped, slot < source.events.count, !isStart(slot) { source.events.remove(at: slot) }
    }
    position += 1
    skipTrivia()
    let nameStart = position
    skipElementName()
    let nameRange = nameStart..<position
    let name = String(decoding: bytes[nameRange], as: UTF8.self)
    // `<Table<Row> rows={…}>`: type arguments are not attributes.
    if isTypeScript, !name.isEmpty, nextSignificantByte() == UInt8(ascii: "<") {
      skipTrivia()
      skipTypeArguments()
    }
    var attributes: [JSXAttribute] = []
    while !isStopped {
      skipTrivia()
      guard position < bytes.count else {
        stop("the tag <\(name)> is never closed", at: start)
        return
      }
      let byte = bytes[position]
      if byte == UInt8(ascii: "/"), self.byte(at: position + 1) == UInt8(ascii: ">") {
        position += 2
        source.events[slot] = .start(
          JSXElement(
            name: name, nameRange: nameRange, range: start..<position, attributes: attributes,
            isSelfClosing: true))
        return
      }
      if byte == UInt8(ascii: ">") {
        position += 1
        source.events[slot] = .start(
          JSXElement(
            name: name, nameRange: nameRange, range: start..<position, attributes: attributes,
            isSelfClosing: false))
        scanChildren(of: name, openedAt: start)
        return
      }
      guard let attribute = scanAttribute() else {
        if !isStopped {
          let shown = Character(Unicode.Scalar(byte))
          stop("unexpected '\(shown)' in the tag <\(name)>")
        }
        return
      }
      attributes.append(attribute)
    }
  }

  private func isStart(_ index: Int) -> Bool {
    if case .start = source.events[index] { true } else { false }
  }

  /// An element's children, up to and including its closing tag.
  private mutating func scanChildren(of name: String, openedAt start: Int) {
    while !isStopped {
      let textStart = position
      while position < bytes.count, bytes[position] != UInt8(ascii: "<"),
        bytes[position] != UInt8(ascii: "{")
      {
        position += 1
      }
      if position > textStart {
        let range = textStart..<position
        // Indentation between tags, the most common text, renders as nothing (white space on
        // one line, such as the space in `<b>a</b> <i>b</i>`, is kept).
        let isBlank =
          bytes[range].allSatisfy(Self.isWhiteSpace)
          && (bytes[range].contains(0x0A) || bytes[range].contains(0x0D))
        let text = isBlank ? "" : JSXText.rendered(JSXEntities.decode(bytes[range]))
        source.events.append(.text(JSXText(range: range, text: text)))
      }
      guard position < bytes.count else {
        stop("the element <\(name)> is never closed", at: start)
        return
      }
      if bytes[position] == UInt8(ascii: "{") {
        let open = position
        let commentCount = source.comments.count
        position += 1
        var container = CodeFrame(closer: .brace, kind: .expression)
        scanCode(&container)
        if holdsCode(open..<position, commentsFrom: commentCount) {
          source.events.append(.expression(open..<position))
        }
        continue
      }
      let closing = position
      position += 1
      skipTrivia()
      guard byte(at: position) == UInt8(ascii: "/") else {
        position = closing
        scanElement()
        continue
      }
      position += 1
      skipTrivia()
      let nameStart = position
      skipElementName()
      let closingName = String(decoding: bytes[nameStart..<position], as: UTF8.self)
      skipTrivia()
      guard byte(at: position) == UInt8(ascii: ">") else {
        stop("the closing tag </\(closingName)> has no '>'", at: closing)
        return
      }
      position += 1
      source.events.append(.end(name: closingName, offset: closing))
      if closingName != name {
        stop("<\(name)> is closed by </\(closingName)>", at: closing)
      }
      return
    }
  }

  /// Whether the `{…}` child at `range` holds more than white space and comments (the
  /// comments it holds are those recorded from `commentsFrom`).
  private func holdsCode(_ range: Range<Int>, commentsFrom first: Int) -> Bool {
    var index = range.lowerBound + 1
    let end = range.upperBound - 1
    var comments = source.comments[first...].makeIterator()
    var next = comments.next()
    while index < end {
      if let comment = next, comment.range.lowerBound == index {
        index = comment.range.upperBound
        next = comments.next()
      } else if Self.isWhiteSpace(bytes[index]) {
        index += 1
      } else {
        return true
      }
    }
    return false
  }

  /// One attribute at `position`, or nil when none starts there.
  private mutating func scanAttribute() -> JSXAttribute? {
    let start = position
    if bytes[position] == UInt8(ascii: "{") {
      position += 1
      skipTrivia()
      guard
        bytes[position...].starts(with: [UInt8(ascii: "."), UInt8(ascii: "."), UInt8(ascii: ".")])
      else { return nil }
      position += 3
      var spread = CodeFrame(closer: .brace, kind: .expression)
      scanCode(&spread)
      return JSXAttribute(
        name: "", range: start..<position, nameRange: start..<start, valueRange: start..<position,
        value: .spread)
    }
    guard Self.startsIdentifier(bytes[position]) else { return nil }
    skipAttributeName()
    let nameRange = start..<position
    let name = String(decoding: bytes[nameRange], as: UTF8.self)
    let afterName = position
    skipTrivia()
    guard byte(at: position) == UInt8(ascii: "=") else {
      position = afterName
      return JSXAttribute(
        name: name, range: nameRange, nameRange: nameRange, valueRange: nil, value: .bare)
    }
    position += 1
    skipTrivia()
    let valueStart = position
    let value: JSXAttributeValue
    switch byte(at: position) {
    case UInt8(ascii: "\""), UInt8(ascii: "'"):
      let quote = bytes[position]
      guard let end = bytes[(position + 1)...].firstIndex(of: quote) else {
        stop("an attribute value that is never closed", at: position)
        return nil
      }
      value = .string(
        JSXEntities.decode(bytes[(position + 1)..<end]), quote: quote, inBraces: false)
      position = end + 1
    case UInt8(ascii: "{"):
      value = scanAttributeExpression()
    case UInt8(ascii: "<"):
      scanElement()
      value = .element
    default:
      stop("the attribute \(name) has '=' but no value", at: position)
      return nil
    }
    return JSXAttribute(
      name: name, range: start..<position, nameRange: nameRange,
      valueRange: valueStart..<position, value: value)
  }

  /// A `{…}` value: a literal when the braces hold one alone, else an expression scanned as
  /// code (it may hold JSX of its own).
  private mutating func scanAttributeExpression() -> JSXAttributeValue {
    let open = position
    position += 1
    if let literal = literalAlone() { return literal }
    position = open + 1
    var container = CodeFrame(closer: .brace, kind: .expression)
    scanCode(&container)
    return .expression
  }

  /// The literal at `position` when `}` follows it, with `position` after the `}`; nil (and
  /// `position` anywhere) otherwise.
  private mutating func literalAlone() -> JSXAttributeValue? {
    skipBlanks()
    guard position < bytes.count else { return nil }
    let start = position
    let byte = bytes[position]
    let literal: JSXAttributeValue
    switch byte {
    case UInt8(ascii: "\""), UInt8(ascii: "'"):
      skipString()
      guard position > start + 1, bytes[position - 1] == byte,
        let text = JSStringLiteral.value(bytes[(start + 1)..<(position - 1)])
      else { return nil }
      literal = .string(text, quote: byte, inBraces: true)
    case UInt8(ascii: "`"):
      let end = position + 1
      guard let close = bytes[end...].firstIndex(of: UInt8(ascii: "`")),
        !bytes[end..<close].contains(UInt8(ascii: "$")),
        let text = JSStringLiteral.value(bytes[end..<close])
      else { return nil }
      position = close + 1
      literal = .string(text, quote: byte, inBraces: true)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      position += 1
      skipNumber()
      literal = .number(String(decoding: bytes[start..<position], as: UTF8.self))
    default:
      guard Self.startsIdentifier(byte) else { return nil }
      skipIdentifier()
      switch JSXKeyword.named(bytes, start..<position) {
      case .true: literal = .boolean(true)
      case .false: literal = .boolean(false)
      case .null, .undefined: literal = .absent
      default: return nil
      }
    }
    skipBlanks()
    guard self.byte(at: position) == UInt8(ascii: "}") else { return nil }
    position += 1
    return literal
  }

  /// White space only: a comment inside braces makes the value an expression to scan, so
  /// that the comment is recorded once.
  private mutating func skipBlanks() {
    while position < bytes.count, Self.isWhiteSpace(bytes[position]) { position += 1 }
  }

  /// An element name: identifiers joined by `.` (members) or `:` (namespaces), with `-`.
  private mutating func skipElementName() {
    while position < bytes.count {
      let byte = bytes[position]
      guard
        Self.continuesIdentifier(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
          || byte == UInt8(ascii: ":")
      else { return }
      position += 1
    }
  }

  /// An attribute name: an identifier with `-`, and one `:` for a namespace.
  private mutating func skipAttributeName() {
    while position < bytes.count {
      let byte = bytes[position]
      guard Self.continuesIdentifier(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ":")
      else { return }
      position += 1
    }
  }
}
