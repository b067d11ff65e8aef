/// A JSON value with object keys kept in insertion order, so output is deterministic and reads
/// in the order the contract documents.
public indirect enum JSONValue: Sendable, Hashable {
  case null
  case bool(Bool)
  case int(Int)
  case string(String)
  case array([JSONValue])
  case object([(String, JSONValue)])

  /// `string` for a value, `null` for nil.
  public static func optional(_ value: String?) -> JSONValue { value.map(JSONValue.string) ?? .null }

  /// Serialises with two-space indentation (no trailing newline).
  public func rendered(indent: Int = 0) -> String {
    var output: [UInt8] = []
    write(to: &output, indent: indent)
    return String(decoding: output, as: UTF8.self)
  }

  /// Appends the serialised value, as UTF-8, to `output`.
  public func write(to output: inout [UInt8], indent: Int) {
    switch self {
    case .null: output.append(contentsOf: "null".utf8)
    case .bool(let value): output.append(contentsOf: (value ? "true" : "false").utf8)
    case .int(let value): output.append(contentsOf: String(value).utf8)
    case .string(let value): JSONValue.writeString(value, to: &output)
    case .array(let items):
      guard !items.isEmpty else { return output.append(contentsOf: "[]".utf8) }
      output.append(contentsOf: "[\n".utf8)
      for (offset, item) in items.enumerated() {
        output.append(contentsOf: repeatElement(0x20, count: indent + 2))
        item.write(to: &output, indent: indent + 2)
        output.append(contentsOf: (offset == items.count - 1 ? "\n" : ",\n").utf8)
      }
      output.append(contentsOf: repeatElement(0x20, count: indent))
      output.append(UInt8(ascii: "]"))
    case .object(let members):
      guard !members.isEmpty else { return output.append(contentsOf: "{}".utf8) }
      output.append(contentsOf: "{\n".utf8)
      for (offset, (key, value)) in members.enumerated() {
        output.append(contentsOf: repeatElement(0x20, count: indent + 2))
        JSONValue.writeString(key, to: &output)
        output.append(contentsOf: ": ".utf8)
        value.write(to: &output, indent: indent + 2)
        output.append(contentsOf: (offset == members.count - 1 ? "\n" : ",\n").utf8)
      }
      output.append(contentsOf: repeatElement(0x20, count: indent))
      output.append(UInt8(ascii: "}"))
    }
  }

  /// Writes a JSON string: runs that need no escaping are copied whole.
  private static func writeString(_ value: String, to output: inout [UInt8]) {
    output.append(UInt8(ascii: "\""))
    let bytes = value.utf8
    var runStart = bytes.startIndex
    var index = bytes.startIndex
    while index != bytes.endIndex {
      let byte = bytes[index]
      let escape: String?
      switch byte {
      case UInt8(ascii: "\""): escape = "\\\""
      case UInt8(ascii: "\\"): escape = "\\\\"
      case 0x0A: escape = "\\n"
      case 0x0D: escape = "\\r"
      case 0x09: escape = "\\t"
      case 0..<0x20:
        let hex = String(byte, radix: 16)
        escape = "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      case 0xE2:
        // U+2028 and U+2029 are valid JSON but break JavaScript that embeds it.
        let next = bytes.index(after: index)
        if next != bytes.endIndex, bytes[next] == 0x80,
          bytes.index(after: next) != bytes.endIndex,
          [0xA8, 0xA9].contains(bytes[bytes.index(after: next)])
        {
          escape = bytes[bytes.index(after: next)] == 0xA8 ? "\\u2028" : "\\u2029"
        } else {
          escape = nil
        }
      default: escape = nil
      }
      if let escape {
        output.append(contentsOf: bytes[runStart..<index])
        output.append(contentsOf: escape.utf8)
        index = byte == 0xE2 ? bytes.index(index, offsetBy: 3) : bytes.index(after: index)
        runStart = index
      } else {
        index = bytes.index(after: index)
      }
    }
    output.append(contentsOf: bytes[runStart..<index])
    output.append(UInt8(ascii: "\""))
  }

  /// Equality compares object members in order.
  public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
    lhs.rendered() == rhs.rendered()
  }

  /// Hashes the rendered form.
  public func hash(into hasher: inout Hasher) { hasher.combine(rendered()) }
}
