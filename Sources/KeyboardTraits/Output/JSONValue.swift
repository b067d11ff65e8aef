/// A JSON value with object keys kept in insertion order, so output is deterministic and reads
/// in the order the contract documents.
public enum JSONValue: Sendable, Hashable {
  case null
  case bool(Bool)
  case int(Int)
  case string(String)
  case array([JSONValue])
  case object([(String, JSONValue)])

  /// `string` for a value, `null` for nil.
  public static func optional(_ value: String?) -> JSONValue {
    value.map(JSONValue.string) ?? .null
  }

  /// Serialises with two-space indentation (no trailing newline).
  public func rendered(indent: Int = 0) -> String {
    var output: [UInt8] = []
    write(to: &output, indent: indent)
    return String(decoding: output, as: UTF8.self)
  }

  /// Appends the serialised value, as UTF-8, to `output`.
  public func write(to output: inout [UInt8], indent: Int) {
    JSONWriter.append(to: &output, indent: indent) { write(to: &$0) }
  }

  /// Writes the value into an open writer.
  package func write(to writer: inout JSONWriter) {
    switch self {
    case .null: writer.null()
    case .bool(let value): writer.bool(value)
    case .int(let value): writer.int(value)
    case .string(let value): writer.string(value)
    case .array(let items):
      writer.beginArray()
      for item in items {
        writer.nextItem()
        item.write(to: &writer)
      }
      writer.endArray()
    case .object(let members):
      writer.beginObject()
      for (key, value) in members {
        writer.key(key)
        value.write(to: &writer)
      }
      writer.endObject()
    }
  }

  /// Equality compares object members in order.
  public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
    lhs.rendered() == rhs.rendered()
  }

  /// Hashes the rendered form.
  public func hash(into hasher: inout Hasher) { hasher.combine(rendered()) }
}
