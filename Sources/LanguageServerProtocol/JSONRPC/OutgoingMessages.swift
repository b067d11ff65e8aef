import Foundation

// The three shapes this side writes.

/// A request this side sends: answered by a response with the same id. `params` is left out
/// when nil, even a nil optional given as the parameters (LSP has no `"params": null`).
struct OutgoingRequest<Params: Encodable>: Encodable {
  var id: RequestID
  var method: String
  var params: Params?

  private enum CodingKeys: String, CodingKey {
    case jsonrpc, id, method, params
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode("2.0", forKey: .jsonrpc)
    try container.encode(id, forKey: .id)
    try container.encode(method, forKey: .method)
    if let params, !isNilOptional(params) {
      try container.encode(params, forKey: .params)
    }
  }
}

/// A notification this side sends; `params` is left out as in ``OutgoingRequest``.
struct OutgoingNotification<Params: Encodable>: Encodable {
  var method: String
  var params: Params?

  private enum CodingKeys: String, CodingKey {
    case jsonrpc, method, params
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode("2.0", forKey: .jsonrpc)
    try container.encode(method, forKey: .method)
    if let params, !isNilOptional(params) {
      try container.encode(params, forKey: .params)
    }
  }
}

/// Whether `value` is an `Optional` holding nothing: a generic parameter can be one.
private func isNilOptional(_ value: some Encodable) -> Bool {
  (value as? any OptionalValue)?.isNone ?? false
}

private protocol OptionalValue {
  var isNone: Bool { get }
}

extension Optional: OptionalValue {
  var isNone: Bool { self == nil }
}

/// A response: exactly one of `result` (written even when it encodes as null) and `error`, and
/// an `id` that is written as null when unknown.
struct OutgoingResponse<Result: Encodable>: Encodable {
  var id: RequestID?
  var result: Result?
  var error: ResponseError?

  private enum CodingKeys: String, CodingKey {
    case jsonrpc, id, result, error
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode("2.0", forKey: .jsonrpc)
    if let id {
      try container.encode(id, forKey: .id)
    } else {
      try container.encodeNil(forKey: .id)
    }
    if let error {
      try container.encode(error, forKey: .error)
    } else if let result {
      try container.encode(result, forKey: .result)
    } else {
      try container.encodeNil(forKey: .result)
    }
  }
}
