import Foundation
import Testing

@testable import LanguageServerProtocol

/// A ``LanguageServerSession`` served over real pipes on a thread of its own, and the client's
/// side: frames written by hand, answers read back as JSON.
final class SessionHarness: Sendable {
  let delegate: RecordingDelegate
  let session: LanguageServerSession<RecordingDelegate>
  private let toServer = Pipe()
  private let fromServer = Pipe()
  private let inbox = Locked<[JSONValue]>([])
  private let arrived = DispatchSemaphore(value: 0)
  private let status = Locked<Int32?>(nil)
  private let finished = DispatchSemaphore(value: 0)
  private let readerDone = DispatchSemaphore(value: 0)
  private let inputClosed = Locked(false)

  init(delegate: RecordingDelegate = RecordingDelegate()) {
    self.delegate = delegate
    let connection = Connection(
      input: toServer.fileHandleForReading, output: fromServer.fileHandleForWriting)
    session = LanguageServerSession(
      connection: connection, delegate: delegate,
      serverInfo: ServerInfo(name: "test-server", version: "0.1"))
    Thread { [session, status, finished] in
      let code = session.run()
      status.withLock { $0 = code }
      finished.signal()
    }.start()
    let output = fromServer.fileHandleForReading
    Thread { [inbox, arrived, readerDone] in
      var reader = FrameReader()
      while true {
        let data = output.availableData
        if data.isEmpty { break }
        reader.append(data)
        while let frame = reader.next() {
          guard case .body(let body) = frame,
            let message = try? JSONDecoder().decode(JSONValue.self, from: body)
          else { continue }
          inbox.withLock { $0.append(message) }
          arrived.signal()
        }
      }
      readerDone.signal()
    }.start()
  }

  // MARK: Client → server

  /// Writes raw bytes to the server.
  func write(_ data: Data) throws {
    try toServer.fileHandleForWriting.write(contentsOf: data)
  }

  /// Frames and writes a JSON body.
  func send(_ json: String) throws {
    try write(MessageFraming.frame(Data(json.utf8)))
  }

  /// Sends a request; `params` is JSON.
  func request(_ id: Int, _ method: String, _ params: String? = nil) throws {
    let params = params.map { #","params":\#($0)"# } ?? ""
    try send(#"{"jsonrpc":"2.0","id":\#(id),"method":"\#(method)"\#(params)}"#)
  }

  /// Sends a notification; `params` is JSON.
  func notify(_ method: String, _ params: String? = nil) throws {
    let params = params.map { #","params":\#($0)"# } ?? ""
    try send(#"{"jsonrpc":"2.0","method":"\#(method)"\#(params)}"#)
  }

  /// `initialize` (id 0) offering `encodings`, its answer, then `initialized`.
  @discardableResult
  func initialize(offering encodings: [String]? = nil, trace: String? = nil) throws -> JSONValue? {
    var capabilities = "{}"
    if let encodings {
      let list = encodings.map { "\"\($0)\"" }.joined(separator: ",")
      capabilities = #"{"general":{"positionEncodings":[\#(list)]}}"#
    }
    let traceMember = trace.map { #","trace":"\#($0)""# } ?? ""
    try request(
      0, "initialize", #"{"processId":null,"capabilities":\#(capabilities)\#(traceMember)}"#)
    let answer = next()
    try notify("initialized", "{}")
    return answer
  }

  /// Ends the input, as a client that goes away does.
  func closeInput() throws {
    let wasClosed = inputClosed.withLock { closed in
      defer { closed = true }
      return closed
    }
    if !wasClosed {
      try toServer.fileHandleForWriting.close()
    }
  }

  // MARK: Server → client

  /// The next message the server wrote, in order; nil if none comes in time.
  func next(timeout: TimeInterval = 10) -> JSONValue? {
    guard arrived.wait(timeout: .now() + timeout) == .success else { return nil }
    return inbox.withLock { $0.removeFirst() }
  }

  /// Messages in order until the responses to all of `ids` have come (nil if they do not).
  func messages(untilResponsesTo ids: Set<Int>) -> [JSONValue]? {
    var waiting = ids
    var messages: [JSONValue] = []
    while !waiting.isEmpty {
      guard let message = next() else { return nil }
      messages.append(message)
      if let id = message["id"]?.integerValue, message["method"] == nil {
        waiting.remove(id)
      }
    }
    return messages
  }

  /// The exit status `run` returned, once it has; nil if it does not in time.
  func exitStatus(timeout: TimeInterval = 10) -> Int32? {
    guard finished.wait(timeout: .now() + timeout) == .success else { return nil }
    finished.signal()  // Later calls see it too.
    return status.withLock { $0 }
  }

  /// Ends the session if it has not ended, and the client's reader; returns the exit status.
  @discardableResult
  func finish() throws -> Int32? {
    try closeInput()
    let code = exitStatus()
    try fromServer.fileHandleForWriting.close()
    _ = readerDone.wait(timeout: .now() + 10)
    return code
  }
}

extension JSONValue {
  /// The error code of a response.
  var errorCode: Int? { self["error"]?["code"]?.integerValue }
}
