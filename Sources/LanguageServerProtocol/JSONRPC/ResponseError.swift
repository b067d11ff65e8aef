import Foundation

/// The `error` of a JSON-RPC response, and what a handler throws to answer with one.
public struct ResponseError: Error, Codable, Sendable, Hashable, CustomStringConvertible {
  /// The error codes of JSON-RPC 2.0 and of LSP 3.17 that this package uses.
  public enum Code {
    /// The body is not JSON.
    public static let parseError = -32700
    /// The JSON is not a valid JSON-RPC message.
    public static let invalidRequest = -32600
    /// The method is not one the server knows.
    public static let methodNotFound = -32601
    /// The parameters do not fit the method.
    public static let invalidParams = -32602
    /// The server failed while handling the request.
    public static let internalError = -32603
    /// A request came before `initialize`.
    public static let serverNotInitialized = -32002
    /// The client cancelled the request (`$/cancelRequest`).
    public static let requestCancelled = -32800
    /// The document changed while the request was handled, so the result would be stale.
    public static let contentModified = -32801
  }

  /// One of ``Code`` or another JSON-RPC error code.
  public var code: Int
  /// A short human-readable description.
  public var message: String
  /// Anything more the sender wants to attach.
  public var data: JSONValue?
  /// For an error found while parsing a message: the `id` that message carried, when one could
  /// be read, so that the error response can name it. Not part of the JSON.
  public var requestID: RequestID?

  private enum CodingKeys: String, CodingKey {
    case code, message, data
  }

  /// An error with the given code and message.
  public init(code: Int, message: String, data: JSONValue? = nil, requestID: RequestID? = nil) {
    self.code = code
    self.message = message
    self.data = data
    self.requestID = requestID
  }

  /// `code: message`, for logs.
  public var description: String { "\(code): \(message)" }

  /// The body is not JSON (-32700).
  public static var parseError: ResponseError { parseError("Parse error") }
  /// The body is not JSON (-32700), with a message saying why.
  public static func parseError(_ message: String) -> ResponseError {
    ResponseError(code: Code.parseError, message: message)
  }

  /// Not a valid JSON-RPC message (-32600).
  public static var invalidRequest: ResponseError { invalidRequest("Invalid request") }
  /// Not a valid JSON-RPC message (-32600), with a message saying why.
  public static func invalidRequest(_ message: String, id: RequestID? = nil) -> ResponseError {
    ResponseError(code: Code.invalidRequest, message: message, requestID: id)
  }

  /// The method is unknown (-32601).
  public static func methodNotFound(_ method: String) -> ResponseError {
    ResponseError(code: Code.methodNotFound, message: "Method not found: \(method)")
  }

  /// The parameters do not fit the method (-32602).
  public static func invalidParams(_ message: String) -> ResponseError {
    ResponseError(code: Code.invalidParams, message: message)
  }

  /// The server failed (-32603).
  public static var internalError: ResponseError { internalError("Internal error") }
  /// The server failed (-32603), with a message saying how.
  public static func internalError(_ message: String) -> ResponseError {
    ResponseError(code: Code.internalError, message: message)
  }

  /// A request came before `initialize` (-32002).
  public static var serverNotInitialized: ResponseError {
    ResponseError(code: Code.serverNotInitialized, message: "The server is not initialized")
  }

  /// The request was cancelled by the client (-32800).
  public static var requestCancelled: ResponseError {
    ResponseError(code: Code.requestCancelled, message: "Request cancelled")
  }

  /// The document changed under the request (-32801).
  public static var contentModified: ResponseError {
    ResponseError(code: Code.contentModified, message: "Content modified")
  }
}
