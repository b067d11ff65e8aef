import Foundation

@testable import LanguageServerProtocol

/// A server for session tests: records what it is called with, and has a few test methods.
///
/// - `test/echo` answers its parameters;
/// - `test/block` waits until ``release`` is signalled (so that requests queue behind it);
/// - `test/spin` runs until it is cancelled;
/// - `test/invalid` throws InvalidParams; `test/crash` throws an error that is not a
///   ResponseError;
/// - any other method is MethodNotFound.
final class RecordingDelegate: LanguageServerDelegate {
  struct SomeFailure: Error {}

  /// What the session called, in order: `initialize utf-8`, `request test/echo`...
  let events = Locked<[String]>([])
  /// The text of the last document opened.
  let openedText = Locked<String?>(nil)
  /// Signalled when `test/block` or `test/spin` starts.
  let started = DispatchSemaphore(value: 0)
  /// Lets `test/block` finish.
  let release = DispatchSemaphore(value: 0)

  var recorded: [String] { events.withLock { $0 } }

  private func record(_ event: String) {
    events.withLock { $0.append(event) }
  }

  func initialize(_ params: InitializeParams, encoding: PositionEncoding) -> ServerCapabilities {
    record("initialize \(encoding.rawValue)")
    return ServerCapabilities(
      textDocumentSync: TextDocumentSyncOptions(openClose: true, change: .incremental),
      hoverProvider: true)
  }

  func initialized() {
    record("initialized")
  }

  func handleRequest(
    method: String, params: JSONValue?, id: RequestID, isCancelled: @Sendable () -> Bool
  ) throws -> JSONValue {
    record("request \(method)")
    switch method {
    case "test/echo":
      return params ?? .null
    case "test/block":
      started.signal()
      _ = release.wait(timeout: .now() + 20)
      return "released"
    case "test/spin":
      started.signal()
      let deadline = Date().addingTimeInterval(20)
      while !isCancelled(), Date() < deadline {
        Thread.sleep(forTimeInterval: 0.001)
      }
      return "stopped"
    case "test/invalid":
      throw ResponseError.invalidParams("not like that")
    case "test/crash":
      throw SomeFailure()
    default:
      throw ResponseError.methodNotFound(method)
    }
  }

  func handleNotification(method: String, params: JSONValue?) {
    record("notification \(method)")
    if method == "textDocument/didOpen",
      let open = try? params.decode(DidOpenTextDocumentParams.self)
    {
      openedText.withLock { $0 = open.textDocument.text }
    }
  }

  func shutdown() {
    record("shutdown")
  }
}
