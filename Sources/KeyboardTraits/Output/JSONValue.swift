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

  /// Serialises with two-space indentation and a trailing newline-free last line.
  public func rendered(indent: Int = 0) -> String {
    var output = ""
    write(to: &output, indent: indent)
    return output
  }

  /// Appends the serialised value to `output`.
  public func write(to output: inout String, indent: Int) {
    switch self {
    case .null: output += "null"
    case .bool(let value): output += value ? "true" : "false"
    case .int(let value): output += String(value)
    case .string(let value): JSONValue.writeString(value, to: &output)
    case .array(let items):
      guard !items.isEmpty else {
        output += "[]"
        return
      }
      output += "[\n"
      for (offset, item) in items.enumerated() {
        output += String(repeating: " ", count: indent + 2)
        item.write(to: &output, indent: indent + 2)
        output += offset == items.count - 1 ? "\n" : ",\n"
      }
      output += String(repeating: " ", count: indent) + "]"
    case .object(let members):
      guard !members.isEmpty else {
        output += "{}"
        return
      }
      output += "{\n"
      for (offset, (key, value)) in members.enumerated() {
        output += String(repeating: " ", count: indent + 2)
        JSONValue.writeString(key, to: &output)
        output += ": "
        value.write(to: &output, indent: indent + 2)
        output += offset == members.count - 1 ? "\n" : ",\n"
      }
      output += String(repeating: " ", count: indent) + "}"
    }
  }

  private static func writeString(_ value: String, to output: inout String) {
    output += "\""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": output += "\\\""
      case "\\": output += "\\\\"
      case "\n": output += "\\n"
      case "\r": output += "\\r"
      case "\t": output += "\\t"
      case "\u{2028}": output += "\\u2028"
      case "\u{2029}": output += "\\u2029"
      default:
        if scalar.value < 0x20 {
          let hex = String(scalar.value, radix: 16)
          output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          output.unicodeScalars.append(scalar)
        }
      }
    }
    output += "\""
  }

  /// Equality compares object members in order.
  public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
    lhs.rendered() == rhs.rendered()
  }

  /// Hashes the rendered form.
  public func hash(into hasher: inout Hasher) { hasher.combine(rendered()) }
}
