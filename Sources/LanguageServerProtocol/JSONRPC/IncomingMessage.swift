import Foundation

/// One JSON-RPC 2.0 message as received: a request to answer, a notification to act on, or the
/// response to a request this side sent.
public enum IncomingMessage: Sendable, Hashable {
  /// A call that expects a response carrying the same `id`.
  case request(id: RequestID, method: String, params: JSONValue?)
  /// A call that is never answered.
  case notification(method: String, params: JSONValue?)
  /// An answer: `result` (possibly `.null`) on success, `error` on failure. The `id` is nil when
  /// the other side could not read the request's id.
  case response(id: RequestID?, result: JSONValue?, error: ResponseError?)

  /// Reads one message body.
  ///
  /// The failure is the error to answer with: ``ResponseError/parseError`` when the body is not
  /// JSON, ``ResponseError/invalidRequest`` when it is JSON but not a JSON-RPC 2.0 message
  /// (carrying the message's id in ``ResponseError/requestID`` when it had a readable one).
  public static func parse(_ body: Data) -> Result<IncomingMessage, ResponseError> {
    let value: JSONValue
    do {
      value = try JSONDecoder().decode(JSONValue.self, from: body)
    } catch {
      return .failure(.parseError("Parse error: the message is not JSON"))
    }
    return parse(value)
  }

  /// Reads one message already decoded as JSON.
  public static func parse(_ value: JSONValue) -> Result<IncomingMessage, ResponseError> {
    guard case .object(let object) = value else {
      if case .array = value {
        return .failure(.invalidRequest("Invalid request: batches are not supported"))
      }
      return .failure(.invalidRequest("Invalid request: a message is a JSON object"))
    }

    let hasID = object["id"] != nil
    let id: RequestID?
    switch object["id"] {
    case nil, .null?:
      id = nil
    case .integer(let number)?:
      id = .number(number)
    case .string(let string)?:
      id = .string(string)
    case .some:
      return .failure(.invalidRequest("Invalid request: an id is an integer or a string"))
    }

    guard object["jsonrpc"] == .string("2.0") else {
      return .failure(.invalidRequest("Invalid request: \"jsonrpc\" must be \"2.0\"", id: id))
    }

    if let method = object["method"] {
      guard case .string(let method) = method else {
        return .failure(.invalidRequest("Invalid request: \"method\" is a string", id: id))
      }
      let params: JSONValue?
      switch object["params"] {
      case nil, .null?: params = nil
      case .object?, .array?: params = object["params"]
      case .some:
        return .failure(
          .invalidRequest("Invalid request: \"params\" is an object or an array", id: id))
      }
      guard hasID else { return .success(.notification(method: method, params: params)) }
      guard let id else {
        return .failure(.invalidRequest("Invalid request: a request's id cannot be null"))
      }
      return .success(.request(id: id, method: method, params: params))
    }

    guard hasID else {
      return .failure(.invalidRequest("Invalid request: no \"method\" and no \"id\""))
    }
    switch (object["result"], object["error"]) {
    case (let result?, nil):
      return .success(.response(id: id, result: result, error: nil))
    case (nil, let error?):
      guard let error = try? error.decode(ResponseError.self) else {
        return .failure(.invalidRequest("Invalid response: malformed \"error\"", id: id))
      }
      return .success(.response(id: id, result: nil, error: error))
    case (_?, _?):
      return .failure(.invalidRequest("Invalid response: both \"result\" and \"error\"", id: id))
    case (nil, nil):
      return .failure(.invalidRequest("Invalid request: no \"method\"", id: id))
    }
  }
}
