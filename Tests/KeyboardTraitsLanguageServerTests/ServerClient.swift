import Foundation
import LanguageServerProtocol
import Testing

@testable import KeyboardTraitsLanguageServer

/// `kbtraits lsp`'s server on real pipes, on a thread of its own, and a client that writes
/// frames and waits for what comes back.
final class ServerClient: @unchecked Sendable {
  private let toServer = Pipe()
  private let fromServer = Pipe()
  private let lock = NSLock()
  private var inbox: [LanguageServerProtocol.JSONValue] = []
  private let arrived = DispatchSemaphore(value: 0)
  private var status: Int32?
  private let finished = DispatchSemaphore(value: 0)
  private var nextID = 100

  init() {
    let input = toServer.fileHandleForReading
    let output = fromServer.fileHandleForWriting
    Thread { [self] in
      let code = KBTraitsLanguageServer.serve(input: input, output: output)
      lock.withLock { status = code }
      try? output.close()
      finished.signal()
    }.start()
    let reading = fromServer.fileHandleForReading
    Thread { [self] in
      var reader = FrameReader()
      while true {
        let data = reading.availableData
        if data.isEmpty { break }
        reader.append(data)
        while let frame = reader.next() {
          guard case .body(let body) = frame,
            let message = try? JSONDecoder().decode(
              LanguageServerProtocol.JSONValue.self, from: body)
          else { continue }
          lock.withLock { inbox.append(message) }
          arrived.signal()
        }
      }
    }.start()
  }

  /// Writes raw bytes.
  func write(_ bytes: Data) throws { try toServer.fileHandleForWriting.write(contentsOf: bytes) }

  /// Frames and writes one JSON object.
  func send(_ object: [String: Any]) throws {
    var message = object
    message["jsonrpc"] = "2.0"
    let body = try JSONSerialization.data(withJSONObject: message)
    try write(MessageFraming.frame(body))
  }

  func notify(_ method: String, _ params: [String: Any]) throws {
    try send(["method": method, "params": params])
  }

  /// Sends a request and waits for its answer.
  func request(_ method: String, _ params: [String: Any]) throws -> LanguageServerProtocol.JSONValue
  {
    let id = lock.withLock { () -> Int in
      nextID += 1
      return nextID
    }
    try send(["id": id, "method": method, "params": params])
    return try waitFor { $0["id"]?.integerValue == id }
  }

  /// The first message (since the last taken) that `matches`, within `timeout` seconds.
  func waitFor(
    timeout: TimeInterval = 20, _ matches: (LanguageServerProtocol.JSONValue) -> Bool
  ) throws -> LanguageServerProtocol.JSONValue {
    let deadline = Date().addingTimeInterval(timeout)
    while true {
      if let found = lock.withLock({ () -> LanguageServerProtocol.JSONValue? in
        guard let index = inbox.firstIndex(where: matches) else { return nil }
        return inbox.remove(at: index)
      }) {
        return found
      }
      guard arrived.wait(timeout: .now() + deadline.timeIntervalSinceNow) == .success else {
        throw ClientError.timedOut
      }
    }
  }

  /// The next diagnostics published for `uri` (of `version`, when given).
  func diagnostics(_ uri: String, version: Int? = nil) throws -> LanguageServerProtocol.JSONValue {
    try waitFor { message in
      message["method"]?.stringValue == "textDocument/publishDiagnostics"
        && message["params"]?["uri"]?.stringValue == uri
        && (version == nil || message["params"]?["version"]?.integerValue == version)
    }["params"]!
  }

  /// Every message received and not taken yet.
  var pending: [LanguageServerProtocol.JSONValue] { lock.withLock { inbox } }

  /// `initialize` and `initialized`.
  @discardableResult
  func start(root: String? = nil, encodings: [String] = ["utf-16"], options: [String: Any] = [:])
    throws -> LanguageServerProtocol.JSONValue
  {
    var params: [String: Any] = [
      "processId": NSNull(), "capabilities": ["general": ["positionEncodings": encodings]],
      "initializationOptions": options,
    ]
    if let root { params["rootUri"] = URL(fileURLWithPath: root).absoluteString }
    let answer = try request("initialize", params)
    try notify("initialized", [:])
    return answer
  }

  /// `shutdown`, `exit`, and the server's exit status.
  func stop() throws -> Int32? {
    _ = try request("shutdown", [:])
    try notify("exit", [:])
    try? toServer.fileHandleForWriting.close()
    guard finished.wait(timeout: .now() + 20) == .success else { return nil }
    return lock.withLock { status }
  }

  /// Closes the input without `shutdown` and returns the exit status.
  func closeInput() -> Int32? {
    try? toServer.fileHandleForWriting.close()
    guard finished.wait(timeout: .now() + 20) == .success else { return nil }
    return lock.withLock { status }
  }

  enum ClientError: Error { case timedOut }
}

extension LanguageServerProtocol.JSONValue {
  subscript(index: Int) -> LanguageServerProtocol.JSONValue? {
    guard let array = arrayValue, array.indices.contains(index) else { return nil }
    return array[index]
  }
}
