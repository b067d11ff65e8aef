import Foundation

/// The `id` of a JSON-RPC request: a number or a string, as the sender chose.
///
/// Kept exactly as received so that the response echoes it back in the same form.
public enum RequestID: Sendable, Hashable, Codable, CustomStringConvertible {
  /// An integer id, what most clients send.
  case number(Int)
  /// A string id.
  case string(String)

  /// Decodes a JSON number (integral) or string.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if let number = try? container.decode(Int.self) {
      self = .number(number)
    } else if let string = try? container.decode(String.self) {
      self = .string(string)
    } else {
      throw DecodingError.typeMismatch(
        RequestID.self,
        DecodingError.Context(
          codingPath: decoder.codingPath, debugDescription: "An id is an integer or a string."))
    }
  }

  /// Encodes the number or the string.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .number(let number): try container.encode(number)
    case .string(let string): try container.encode(string)
    }
  }

  /// The id as JSON would show it: `7` or `"abc"`.
  public var description: String {
    switch self {
    case .number(let number): return String(number)
    case .string(let string): return "\"\(string)\""
    }
  }
}
