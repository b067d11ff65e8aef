import KeyboardTraits

/// Turns the attribute edits of fixes into byte edits on one file, one fix at a time, keeping
/// track of what earlier fixes did to each element so that later ones cannot collide with them.
///
/// In JSX the edits are written in React's spelling (``ReactSpelling``): `inputMode="numeric"`,
/// `spellCheck={false}`, a bare `readOnly`; a value in braces is replaced whole only when it is
/// a literal (`{false}`, `{6}`), and never edited inside an expression.
struct AttributeEditPlanner {
  /// Why a fix cannot be planned.
  struct Refusal: Error {
    var reason: String
  }

  /// Where one attribute is, in file offsets, after checking the bytes really are it.
  private struct Span {
    var name: Range<Int>
    var value: Range<Int>?
    var quote: UInt8?
    /// Just past the attribute (after the closing quote).
    var end: Int
  }

  /// What the accepted fixes did to one element.
  ///
  /// Arrays searched in order rather than dictionaries and sets: an element has a handful of
  /// attributes, and hashing every name into two new tables cost more than the fix itself.
  private struct ElementState {
    /// The original attribute behind each current name, the first of duplicates (renames
    /// move entries).
    var attributes: [(name: String, attribute: FieldAttribute)] = []
    /// Every attribute name the element has now, once each.
    var names: [String] = []
    /// Attributes added by accepted fixes, with their values.
    var added: [(name: String, value: String)] = []
    /// Renames done by accepted fixes, old name to new.
    var renamed: [(old: String, new: String)] = []

    init(_ attributes: [FieldAttribute]) {
      for attribute in attributes where !names.contains(attribute.name) {
        names.append(attribute.name)
        self.attributes.append((attribute.name, attribute))
      }
    }

    func attribute(named name: String) -> FieldAttribute? {
      attributes.first { $0.name == name }?.attribute
    }

    /// The value the latest fix gave `name` when it added it.
    func addedValue(of name: String) -> String? { added.last { $0.name == name }?.value }

    /// The name the latest fix renamed `name` to.
    func newName(of name: String) -> String? { renamed.last { $0.old == name }?.new }

    mutating func rename(_ old: String, to new: String) {
      if let index = attributes.firstIndex(where: { $0.name == old }) {
        attributes[index].name = new
      }
      names.removeAll { $0 == old }
      names.append(new)
      renamed.append((old, new))
    }

    mutating func remove(_ name: String) {
      attributes.removeAll { $0.name == name }
      names.removeAll { $0 == name }
    }

    mutating func add(_ name: String, value: String) {
      names.append(name)
      added.append((name, value))
    }
  }

  private let bytes: [UInt8]
  private let fileOffset: Int
  private let isJSX: Bool
  /// For a template, the decoded text with its template syntax blanked
  /// (`ScannedDocument.maskedUTF8`): where it differs from the file, the tag holds template code.
  private let masked: [UInt8]?
  private var states: [FixTarget.Key: ElementState] = [:]
  /// Accepted edits, with the rule that asked for each.
  private(set) var edits: [(edit: ByteEdit, rule: String)] = []

  /// A planner over the file's `bytes`, whose decoded text starts `fileOffset` bytes in;
  /// `masked` is a template's text with its syntax blanked.
  init(bytes: [UInt8], fileOffset: Int, isJSX: Bool = false, masked: [UInt8]? = nil) {
    self.bytes = bytes
    self.fileOffset = fileOffset
    self.isJSX = isJSX
    self.masked = masked
  }

  /// Plans `fix` on `target`; all its edits are accepted or none is.
  /// An edit an earlier fix already planned is merged (kept once).
  /// - Throws: ``Refusal`` naming the attribute or the fix it collides with.
  mutating func plan(_ fix: Fix, on target: FixTarget, rule: String) throws(Refusal) {
    var state = states[target.key] ?? ElementState(target.attributes)
    var planned: [ByteEdit] = []
    for edit in fix.edits {
      guard let byteEdit = try byteEdit(for: edit, on: target, state: &state) else { continue }
      if let index = planned.firstIndex(where: { Self.joins($0, byteEdit) }) {
        planned[index].replacement += byteEdit.replacement
      } else if planned.contains(where: { $0.conflicts(with: byteEdit) }) {
        throw Refusal(reason: "the fix's own edits overlap; apply it by hand (\(fix.summary))")
      } else {
        planned.append(byteEdit)
      }
    }
    var accepted = edits
    for edit in planned {
      if accepted.contains(where: { $0.edit == edit }) { continue }
      if let clash = accepted.first(where: { $0.edit.conflicts(with: edit) }) {
        throw Refusal(
          reason: "another fix (\(clash.rule)) already edits the same attribute in this run; "
            + "run the fix again if the finding remains")
      }
      if let index = accepted.firstIndex(where: { Self.joins($0.edit, edit) }) {
        // Two attributes added after the same one: one insertion keeps their order fixed.
        accepted[index].edit.replacement += edit.replacement
      } else {
        accepted.append((edit, rule))
      }
    }
    edits = accepted
    states[target.key] = state
  }

  /// Whether `second` can be appended to `first`: both insert whole attributes at one offset.
  private static func joins(_ first: ByteEdit, _ second: ByteEdit) -> Bool {
    first.isAttributeInsertion && second.isAttributeInsertion && first.range == second.range
  }

  /// The byte edit for `edit`, or nil when an earlier fix already made exactly this change.
  private func byteEdit(
    for edit: Fix.Edit, on target: FixTarget, state: inout ElementState
  ) throws(Refusal) -> ByteEdit? {
    switch edit {
    case .setValue(let name, let value):
      let span = try span(of: name.asciiLowercased(), in: state, on: target)
      if isJSX { return try jsxValueEdit(name.asciiLowercased(), value, span: span) }
      if let range = span.value, let quote = span.quote {
        let escaped = AttributeValueEscaper.escape(value, quote: quote)
        return ByteEdit(range: range, replacement: escaped)
      }
      let quoted = AttributeValueEscaper.quoted(value, quote: UInt8(ascii: "\""))
      if let range = span.value {
        return ByteEdit(range: range, replacement: quoted)
      }
      let end = span.name.upperBound
      return ByteEdit(range: end..<end, replacement: Array("=".utf8) + quoted)
    case .rename(let name, let newName):
      let (old, new) = (name.asciiLowercased(), newName.asciiLowercased())
      if state.newName(of: old) == new { return nil }
      let span = try span(of: old, in: state, on: target)
      guard !state.names.contains(new) else {
        throw Refusal(
          reason: "the element already has \(new), so renaming \(old) would "
            + "duplicate it; remove one of them by hand")
      }
      state.rename(old, to: new)
      let written = isJSX ? ReactSpelling.prop(new) : newName
      return ByteEdit(range: span.name, replacement: Array(written.utf8))
    case .remove(let name):
      let lowered = name.asciiLowercased()
      let span = try span(of: lowered, in: state, on: target)
      var start = span.name.lowerBound
      // Take the spaces before it on the same line, never a line break (lines stay put).
      while start > 0, bytes[start - 1] == UInt8(ascii: " ") || bytes[start - 1] == 0x09 {
        start -= 1
      }
      state.remove(lowered)
      return ByteEdit(range: start..<span.end, replacement: [])
    case .add(let name, let value):
      let lowered = name.asciiLowercased()
      if state.addedValue(of: lowered) == value { return nil }
      guard !state.names.contains(lowered) else {
        throw Refusal(reason: "the element already has \(lowered); edit it by hand")
      }
      let point = try insertionPoint(on: target)
      state.add(lowered, value: value)
      let text =
        isJSX
        ? Array(" \(ReactSpelling.attribute(lowered, value: value))".utf8)
        : Array(" \(name)=".utf8) + AttributeValueEscaper.quoted(value, quote: 0x22)
      return ByteEdit(range: point..<point, replacement: text, isAttributeInsertion: true)
    case .insertBefore(let markup):
      let start = try insertionStart(for: target)
      // A space, not a line break, after it: lines stay put for the check after fixing.
      return ByteEdit(range: start..<start, replacement: Array("\(markup) ".utf8))
    }
  }

  /// Where a field inserted before the target goes (``FixTarget/insertionTag``): the `<` of
  /// its start tag or of the `<label>` wrapping it, checked against the bytes. JSX is refused:
  /// the inserted markup is HTML.
  private func insertionStart(for target: FixTarget) throws(Refusal) -> Int {
    guard !isJSX else {
      throw Refusal(reason: "inserting an element in JSX is left to a person; add it by hand")
    }
    guard let (tagStart, name) = target.insertionTag else {
      throw Refusal(reason: "the start tag of the <\(target.elementName)> could not be located")
    }
    let start = tagStart + fileOffset
    let nameEnd = start + 1 + name.utf8.count
    guard nameEnd <= bytes.count, bytes[start] == UInt8(ascii: "<"),
      bytes[(start + 1)..<nameEnd].equalsIgnoringASCIICase(lowercased: name.utf8)
    else {
      throw Refusal(reason: "the source does not show <\(name) where the scanner found it")
    }
    return start
  }

  /// Just after the last attribute of the start tag, else just after the tag name; in JSX, after
  /// the last prop (a spread included, so the new value wins over it). When the tag holds
  /// template code (a binding such as `v-model`, or `{% if %}required{% endif %}`), just after
  /// the tag name: after the last attribute could put it inside a branch, and the tag name is
  /// the one place no branch or binding can hold.
  private func insertionPoint(on target: FixTarget) throws(Refusal) -> Int {
    if isJSX {
      guard let end = target.jsxTagEnd, end <= bytes.count - fileOffset else {
        throw Refusal(reason: "the end of the <\(target.elementName)> tag is not known")
      }
      // Back over `>`, `/` and the blanks before them.
      var point = end + fileOffset - 1
      if point > 0, bytes[point - 1] == UInt8(ascii: "/") { point -= 1 }
      while point > 0, bytes[point - 1] == UInt8(ascii: " ") || bytes[point - 1] == 0x09 {
        point -= 1
      }
      return point
    }
    var end: Int?
    var holdsTemplateCode = false
    for attribute in target.attributes {
      guard let span = try? verifiedSpan(attribute) else {
        holdsTemplateCode = true
        break
      }
      end = max(end ?? span.end, span.end)
    }
    if let end, !holdsTemplateCode, !isTemplateCode(in: target.tagStart, to: end) { return end }
    guard let tagStart = target.tagStart else {
      throw Refusal(reason: "the start tag of the <\(target.elementName)> could not be located")
    }
    let nameStart = tagStart + fileOffset + 1
    let nameEnd = nameStart + target.elementName.utf8.count
    guard nameEnd <= bytes.count,
      bytes[nameStart..<nameEnd].equalsIgnoringASCIICase(lowercased: target.elementName.utf8)
    else {
      throw Refusal(
        reason: "the source does not show <\(target.elementName) where the "
          + "scanner found it")
    }
    return nameEnd
  }

  /// Whether template syntax was blanked between the start tag at `tagStart` (decoded text)
  /// and the file offset `end`.
  private func isTemplateCode(in tagStart: Int?, to end: Int) -> Bool {
    guard let masked, let tagStart else { return false }
    let range = tagStart..<min(end - fileOffset, masked.count)
    return range.contains { masked[$0] != bytes[$0 + fileOffset] }
  }

  private func span(
    of name: String, in state: ElementState, on target: FixTarget
  ) throws(Refusal) -> Span {
    guard let attribute = state.attribute(named: name) else {
      throw Refusal(reason: "the <\(target.elementName)> has no attribute \(name) any more")
    }
    return try verifiedSpan(attribute)
  }

  /// The attribute's place in the file, checked against the bytes: the name must be there and
  /// a quoted value must have both quotes.
  private func verifiedSpan(_ attribute: FieldAttribute) throws(Refusal) -> Span {
    // Made only when thrown: every planned edit checks its spans, and nearly all are there.
    var unlocated: Refusal {
      Refusal(reason: "the attribute \(attribute.name) could not be located exactly in the source")
    }
    guard let source = attribute.sourceRange else { throw unlocated }
    let name = (source.name.lowerBound + fileOffset)..<(source.name.upperBound + fileOffset)
    guard name.upperBound <= bytes.count, isNamed(attribute.name, at: name) else {
      throw unlocated
    }
    guard let valueRange = source.value else {
      return Span(name: name, value: nil, quote: nil, end: name.upperBound)
    }
    let value = (valueRange.lowerBound + fileOffset)..<(valueRange.upperBound + fileOffset)
    guard let quoteCharacter = source.quote else {
      guard value.upperBound <= bytes.count else { throw unlocated }
      return Span(name: name, value: value, quote: nil, end: value.upperBound)
    }
    guard let quote = quoteCharacter.asciiValue, value.lowerBound > 0,
      value.upperBound < bytes.count, bytes[value.lowerBound - 1] == quote,
      bytes[value.upperBound] == quote
    else { throw unlocated }
    var end = value.upperBound + 1
    if isJSX, let close = closingBrace(after: end) { end = close + 1 }
    return Span(name: name, value: value, quote: quote, end: end)
  }

  /// Whether the bytes at `range` name `attribute` (in JSX, a prop that renders it).
  private func isNamed(_ attribute: String, at range: Range<Int>) -> Bool {
    guard isJSX else { return bytes[range].equalsIgnoringASCIICase(lowercased: attribute.utf8) }
    let written = String(decoding: bytes[range], as: UTF8.self)
    return ReactSpelling.rendersAttribute(prop: written, attribute)
  }

  /// The `}` closing a `{"…"}` value whose string ends before `offset`, when there is one.
  private func closingBrace(after offset: Int) -> Int? {
    var index = offset
    while index < bytes.count, bytes[index] == UInt8(ascii: " ") || bytes[index] == 0x09 {
      index += 1
    }
    return index < bytes.count && bytes[index] == UInt8(ascii: "}") ? index : nil
  }

  /// A JSX value edit: a string keeps its quote; `true`/`false` for a booleanish prop and a
  /// literal in braces are replaced whole; an expression is never edited.
  private func jsxValueEdit(_ name: String, _ value: String, span: Span) throws(Refusal)
    -> ByteEdit
  {
    let prop = ReactSpelling.prop(name)
    let replacementValue = Array(ReactSpelling.value(value, of: name).utf8)
    guard let range = span.value else {
      return ByteEdit(
        range: span.name.upperBound..<span.name.upperBound,
        replacement: Array("=".utf8) + replacementValue)
    }
    if let quote = span.quote {
      let inBraces = span.end > range.upperBound + 1
      if inBraces {
        // A JavaScript string: only text that needs no escape goes in.
        guard !value.utf8.contains(where: { $0 == quote || $0 == UInt8(ascii: "\\") || $0 < 0x20 })
        else {
          throw Refusal(reason: "\(prop)'s value is a JavaScript string; edit it by hand")
        }
        return ByteEdit(range: range, replacement: Array(value.utf8))
      }
      if ReactSpelling.isBooleanish(name, value) {
        return ByteEdit(
          range: (range.lowerBound - 1)..<(range.upperBound + 1), replacement: replacementValue)
      }
      return ByteEdit(range: range, replacement: AttributeValueEscaper.escape(value, quote: quote))
    }
    guard ReactSpelling.isLiteralContainer(bytes[range]) else {
      throw Refusal(reason: "\(prop)'s value is an expression; a fix never edits one")
    }
    return ByteEdit(range: range, replacement: replacementValue)
  }
}
