import KeyboardTraits

/// Attributes written as React writes them, for findings and fixes in a JSX file: the prop
/// names React DOM documents (`inputMode`, `autoComplete`, `htmlFor`), `{true}`/`{false}` for the
/// booleanish `spellCheck` and `contentEditable`, and a bare prop for a boolean attribute.
enum ReactSpelling {
  /// The prop that sets `attribute` (`inputmode` → `inputMode`).
  static func prop(_ attribute: String) -> String { ReactProps.propName(of: attribute) }

  /// Whether the prop written as `prop` renders `attribute`.
  static func rendersAttribute(prop: String, _ attribute: String) -> Bool {
    ReactProps.attributeName(of: prop, on: "input") == attribute
  }

  /// Whether `value` on `attribute` is written `{true}` or `{false}` in React.
  static func isBooleanish(_ attribute: String, _ value: String) -> Bool {
    ReactProps.booleanishAttributes.contains(attribute) && attribute != "value"
      && (value == "true" || value == "false")
  }

  /// The value as written after `=`: `{false}` for a booleanish one, else `"…"` escaped.
  static func value(_ value: String, of attribute: String) -> String {
    if isBooleanish(attribute, value) { return "{\(value)}" }
    let escaped = AttributeValueEscaper.quoted(value, quote: UInt8(ascii: "\""))
    return String(decoding: escaped, as: UTF8.self)
  }

  /// A whole prop: `inputMode="numeric"`, `spellCheck={false}`, or a bare `readOnly`.
  static func attribute(_ attribute: String, value: String) -> String {
    if value.isEmpty, ReactProps.booleanAttributes.contains(attribute) { return prop(attribute) }
    return prop(attribute) + "=" + self.value(value, of: attribute)
  }

  /// Whether the `{…}` value at `bytes` holds a literal alone (`{false}`, `{6}`, `{null}`).
  static func isLiteralContainer(_ bytes: ArraySlice<UInt8>) -> Bool {
    guard bytes.first == UInt8(ascii: "{"), bytes.last == UInt8(ascii: "}") else { return false }
    let inner = String(decoding: bytes.dropFirst().dropLast(), as: UTF8.self)
      .trimmingCharacters(in: .whitespaces)
    if ["true", "false", "null", "undefined"].contains(inner) { return true }
    let digits = inner.hasPrefix("-") ? inner.dropFirst() : Substring(inner)
    return !digits.isEmpty && digits.allSatisfy { $0.isASCII && ($0.isNumber || $0 == ".") }
  }

  /// `text` (a message or a fix summary) with each attribute written as `name="…"` or
  /// `<label for>` spelt as a prop: `inputmode="digits"` becomes `inputMode="digits"`,
  /// `spellcheck="false"` becomes `spellCheck={false}`.
  static func message(_ text: String) -> String {
    let bytes = Array(text.utf8)
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count + 16)
    var index = 0
    while index < bytes.count {
      guard isNameStart(bytes, at: index) else {
        result.append(bytes[index])
        index += 1
        continue
      }
      var end = index
      while end < bytes.count, isNameByte(bytes[end]) { end += 1 }
      let name = String(decoding: bytes[index..<end], as: UTF8.self)
      let spelt = prop(name)
      let isAssigned = end < bytes.count && bytes[end] == UInt8(ascii: "=")
      let isLabelFor =
        name == "for" && index >= 7
        && bytes[(index - 7)..<index].elementsEqual("<label ".utf8)
      guard spelt != name, isAssigned || isLabelFor else {
        result += bytes[index..<end]
        index = end
        continue
      }
      // `spellcheck="false"` → `spellCheck={false}`.
      if isAssigned, let literal = quotedBoolean(bytes, at: end + 1),
        isBooleanish(name, literal.value)
      {
        result += Array("\(spelt)={\(literal.value)}".utf8)
        index = literal.end
        continue
      }
      result += Array(spelt.utf8)
      index = end
    }
    return String(decoding: result, as: UTF8.self)
  }

  private static func isNameByte(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || byte == UInt8(ascii: "-")
  }

  /// A lower-case word starts here (not inside another word or a value).
  private static func isNameStart(_ bytes: [UInt8], at index: Int) -> Bool {
    guard isNameByte(bytes[index]), bytes[index] != UInt8(ascii: "-") else { return false }
    guard index > 0 else { return true }
    let previous = bytes[index - 1]
    return
      !(isNameByte(previous) || (previous >= UInt8(ascii: "A") && previous <= UInt8(ascii: "Z"))
      || (previous >= UInt8(ascii: "0") && previous <= UInt8(ascii: "9")) || previous == 0x22
      || previous == 0x27 || previous == UInt8(ascii: "="))
  }

  /// `"true"` or `"false"` at `index`, and where it ends.
  private static func quotedBoolean(_ bytes: [UInt8], at index: Int) -> (value: String, end: Int)? {
    for value in ["true", "false"] {
      let quoted = Array("\"\(value)\"".utf8)
      if index + quoted.count <= bytes.count,
        bytes[index..<(index + quoted.count)].elementsEqual(quoted)
      {
        return (value, index + quoted.count)
      }
    }
    return nil
  }
}
