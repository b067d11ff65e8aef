import Foundation

/// The JSON coding every message goes through, in one place so that all output looks the same.
enum JSONCoding {
  /// Sorted keys make output reproducible (tests compare it); slashes stay as they are because
  /// URIs are full of them.
  static func encoder() -> JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return encoder
  }

  /// A one-line account of a coding error: where and what, without Foundation's boilerplate.
  static func describe(_ error: any Error) -> String {
    guard let error = error as? DecodingError else {
      if let error = error as? EncodingError, case .invalidValue(_, let context) = error {
        return describe(context)
      }
      return String(describing: error)
    }
    switch error {
    case .keyNotFound(let key, let context):
      return "missing \"\(key.stringValue)\"" + at(context.codingPath)
    case .typeMismatch(_, let context), .valueNotFound(_, let context):
      return describe(context)
    case .dataCorrupted(let context):
      return describe(context)
    @unknown default:
      return String(describing: error)
    }
  }

  private static func describe(_ context: DecodingError.Context) -> String {
    context.debugDescription + at(context.codingPath)
  }

  private static func describe(_ context: EncodingError.Context) -> String {
    context.debugDescription + at(context.codingPath)
  }

  private static func at(_ path: [any CodingKey]) -> String {
    guard !path.isEmpty else { return "" }
    let components = path.map { key in key.intValue.map { "[\($0)]" } ?? key.stringValue }
    return " at " + components.joined(separator: ".")
  }
}
