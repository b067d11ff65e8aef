import Foundation

/// Any JSON value, for the parts of a message whose shape depends on the method (`params`,
/// `result`, `data`, `initializationOptions`).
///
/// Integers are kept apart from other numbers so that ids, versions and offsets survive a round
/// trip exactly; a number with a fraction or beyond `Int` is a ``double(_:)``. A number written
/// `1.0` reads back as ``integer(_:)``, since JSON does not tell them apart.
public enum JSONValue: Sendable, Hashable, Codable {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A number without a fraction that fits in `Int`.
  case integer(Int)
  /// Any other number.
  case double(Double)
  /// A string.
  case string(String)
  /// An array.
  case array([JSONValue])
  /// An object; key order is not kept (JSON gives it no meaning).
  case object([String: JSONValue])

  /// Decodes whatever JSON value is there.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let bool = try? container.decode(Bool.self) {
      self = .bool(bool)
    } else if let integer = try? container.decode(Int.self) {
      self = .integer(integer)
    } else if let double = try? container.decode(Double.self) {
      self = .double(double)
    } else if let string = try? container.decode(String.self) {
      self = .string(string)
    } else if let array = try? container.decode([JSONValue].self) {
      self = .array(array)
    } else if let object = try? container.decode([String: JSONValue].self) {
      self = .object(object)
    } else {
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "Not a JSON value.")
    }
  }

  /// Encodes the value as it is.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .null: try container.encodeNil()
    case .bool(let bool): try container.encode(bool)
    case .integer(let integer): try container.encode(integer)
    case .double(let double): try container.encode(double)
    case .string(let string): try container.encode(string)
    case .array(let array): try container.encode(array)
    case .object(let object): try container.encode(object)
    }
  }

  /// The value of any `Encodable`, as JSON would carry it (nil optionals are left out).
  ///
  /// Throws ``ResponseError/internalError`` when the value cannot be encoded (a `Double` that is
  /// not finite, for one), so that a request handler can simply `try` it.
  public init(encoding value: some Encodable) throws {
    do {
      let data = try JSONCoding.encoder().encode(value)
      self = try JSONDecoder().decode(JSONValue.self, from: data)
    } catch {
      throw ResponseError.internalError(
        "Could not encode \(type(of: value)): \(JSONCoding.describe(error))")
    }
  }

  /// This value read as a `Decodable` type, typically a method's parameters.
  ///
  /// Throws ``ResponseError/invalidParams(_:)`` naming what did not fit, so that a request
  /// handler that `try`s it answers the client with InvalidParams.
  public func decode<T: Decodable>(_ type: T.Type = T.self) throws -> T {
    do {
      let data = try JSONCoding.encoder().encode(self)
      return try JSONDecoder().decode(T.self, from: data)
    } catch {
      throw ResponseError.invalidParams(
        "Invalid \(T.self): \(JSONCoding.describe(error))")
    }
  }

  /// The member named `key` of an object; nil for a missing member or a value that is not an
  /// object.
  public subscript(key: String) -> JSONValue? {
    guard case .object(let object) = self else { return nil }
    return object[key]
  }

  /// The string, if this is one.
  public var stringValue: String? {
    guard case .string(let string) = self else { return nil }
    return string
  }

  /// The integer, if this is one.
  public var integerValue: Int? {
    guard case .integer(let integer) = self else { return nil }
    return integer
  }

  /// The Boolean, if this is one.
  public var boolValue: Bool? {
    guard case .bool(let bool) = self else { return nil }
    return bool
  }

  /// The members, if this is an object.
  public var objectValue: [String: JSONValue]? {
    guard case .object(let object) = self else { return nil }
    return object
  }

  /// The elements, if this is an array.
  public var arrayValue: [JSONValue]? {
    guard case .array(let array) = self else { return nil }
    return array
  }
}

extension Optional where Wrapped == JSONValue {
  /// Absent parameters read as `null`, so that `params.decode(T.self)` works on a method's
  /// optional `params` (and fails with InvalidParams when `T` needs some).
  public func decode<T: Decodable>(_ type: T.Type = T.self) throws -> T {
    try (self ?? .null).decode(type)
  }
}

extension JSONValue: ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral,
  ExpressibleByFloatLiteral, ExpressibleByStringLiteral, ExpressibleByArrayLiteral,
  ExpressibleByDictionaryLiteral
{
  /// `true` or `false`.
  public init(booleanLiteral value: Bool) { self = .bool(value) }
  /// An integer.
  public init(integerLiteral value: Int) { self = .integer(value) }
  /// A number with a fraction.
  public init(floatLiteral value: Double) { self = .double(value) }
  /// A string.
  public init(stringLiteral value: String) { self = .string(value) }
  /// An array.
  public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
  /// An object; a repeated key keeps its last value.
  public init(dictionaryLiteral elements: (String, JSONValue)...) {
    self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
  }
}
