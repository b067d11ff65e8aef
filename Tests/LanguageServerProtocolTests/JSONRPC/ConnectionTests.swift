import Foundation
import Testing

@testable import LanguageServerProtocol

@Suite("JSON-RPC: the connection")
struct ConnectionTests {
  /// A connection between two pipes: what the test writes to `input` the connection reads; what
  /// the connection writes is drained from `output`.
  final class Wiring: Sendable {
    let input = Pipe()
    let output = Pipe()
    let connection: Connection
    let drain: PipeDrain

    init() {
      connection = Connection(
        input: input.fileHandleForReading, output: output.fileHandleForWriting)
      drain = PipeDrain(output.fileHandleForReading)
    }

    /// Writes bytes for the connection to read.
    func feed(_ data: Data) throws {
      try input.fileHandleForWriting.write(contentsOf: data)
    }

    /// Ends the input, so that `run` returns at the end of what was fed.
    func endInput() throws {
      try input.fileHandleForWriting.close()
    }

    /// Closes the output and returns everything the connection wrote, as strings.
    func written() throws -> [String] {
      try output.fileHandleForWriting.close()
      let data = try #require(drain.finish())
      return Frames.bodies(Frames.read([data]))
    }
  }

  @Test func writesResponsesNotificationsAndRequestsAsFramedJSON() throws {
    let wiring = Wiring()
    let connection = wiring.connection
    connection.send(response: .number(1), result: ["a": 1] as JSONValue)
    connection.send(response: .string("s"), result: JSONValue.null)
    connection.send(response: .number(2), result: String?.none)
    connection.send(response: nil, error: .parseError)
    connection.send(response: .number(3), error: .methodNotFound("x"))
    connection.send(notification: "window/logMessage", params: LogMessageFixture(type: 3))
    connection.send(notification: "exit")
    let first = connection.send(request: "client/registerCapability", params: [1] as JSONValue)
    let second = connection.send(request: "workspace/configuration", params: [2] as JSONValue)
    #expect(first == .number(1))
    #expect(second == .number(2))
    let written = try wiring.written()
    #expect(
      written == [
        #"{"id":1,"jsonrpc":"2.0","result":{"a":1}}"#,
        #"{"id":"s","jsonrpc":"2.0","result":null}"#,
        #"{"id":2,"jsonrpc":"2.0","result":null}"#,
        #"{"error":{"code":-32700,"message":"Parse error"},"id":null,"jsonrpc":"2.0"}"#,
        #"{"error":{"code":-32601,"message":"Method not found: x"},"id":3,"jsonrpc":"2.0"}"#,
        #"{"jsonrpc":"2.0","method":"window/logMessage","params":{"type":3}}"#,
        #"{"jsonrpc":"2.0","method":"exit"}"#,
        #"{"id":1,"jsonrpc":"2.0","method":"client/registerCapability","params":[1]}"#,
        #"{"id":2,"jsonrpc":"2.0","method":"workspace/configuration","params":[2]}"#,
      ])
  }

  struct LogMessageFixture: Encodable {
    var type: Int
    var message: String?
  }

  @Test func aResultThatCannotBeEncodedIsAnsweredWithAnInternalError() throws {
    let wiring = Wiring()
    wiring.connection.send(response: .number(4), result: [Double.nan])
    let written = try wiring.written()
    #expect(written.count == 1)
    #expect(written.first?.contains(#""code":-32603"#) == true)
    #expect(written.first?.contains(#""id":4"#) == true)
  }

  @Test func framesFromManyThreadsNeverInterleave() throws {
    let wiring = Wiring()
    let connection = wiring.connection
    let padding = String(repeating: "x", count: 500)
    DispatchQueue.concurrentPerform(iterations: 8) { thread in
      for index in 0..<250 {
        let params: JSONValue = ["index": .integer(index), "pad": .string(padding)]
        connection.send(notification: "test/\(thread)", params: params)
      }
    }
    let written = try wiring.written()
    #expect(written.count == 2000)
    var seen = Set<String>()
    for body in written {
      let message = try JSONDecoder().decode(JSONValue.self, from: Data(body.utf8))
      let index = message["params"]?["index"]?.integerValue ?? -1
      seen.insert("\(message["method"]?.stringValue ?? "?") \(index)")
    }
    #expect(seen.count == 2000)
  }

  @Test func runHandsOverMessagesAndErrorsInOrderUntilTheInputEnds() throws {
    let wiring = Wiring()
    try wiring.feed(
      Frames.frame(#"{"jsonrpc":"2.0","id":1,"method":"a"}"#)
        + Frames.raw("Content-Length: x\r\n\r\n")
        + Frames.frame("not json")
        + Frames.frame(#"{"jsonrpc":"2.0","method":"b","params":{"k":[1]}}"#)
        + Frames.frame(#"{"jsonrpc":"2.0","id":99,"result":true}"#)
        + Frames.raw("Content-Length: 100\r\n\r\n{truncated"))
    try wiring.endInput()
    var events: [Result<IncomingMessage, ReceiveError>] = []
    wiring.connection.run { events.append($0) }
    #expect(events.count == 5)
    #expect(events[0] == .success(.request(id: .number(1), method: "a", params: nil)))
    guard case .failure(.malformedFrame(let reason)) = events[1] else {
      Issue.record("expected a malformed frame, got \(events[1])")
      return
    }
    #expect(reason.contains("Content-Length"))
    guard case .failure(.invalidMessage(let error)) = events[2] else {
      Issue.record("expected an invalid message, got \(events[2])")
      return
    }
    #expect(error.code == -32700)
    #expect(events[3] == .success(.notification(method: "b", params: ["k": [1]])))
    #expect(events[4] == .success(.response(id: .number(99), result: true, error: nil)))
  }

  @Test func aResponseGoesToItsHandlerAndOneUnansweredAtTheEndFails() throws {
    let wiring = Wiring()
    let outcomes = Locked<[String: Result<JSONValue, ResponseError>]>([:])
    let registered = wiring.connection.send(
      request: "client/registerCapability", params: [:] as JSONValue,
      onResponse: { result in outcomes.withLock { $0["registered"] = result } })
    let refused = wiring.connection.send(
      request: "workspace/configuration", params: [:] as JSONValue,
      onResponse: { result in outcomes.withLock { $0["refused"] = result } })
    _ = wiring.connection.send(
      request: "never/answered", params: [:] as JSONValue,
      onResponse: { result in outcomes.withLock { $0["unanswered"] = result } })
    try wiring.feed(
      Frames.frame(#"{"jsonrpc":"2.0","id":\#(registered),"result":null}"#)
        + Frames.frame(
          #"{"jsonrpc":"2.0","id":\#(refused),"error":{"code":-32601,"message":"no"}}"#)
        + Frames.frame(#"{"jsonrpc":"2.0","id":42,"result":1}"#))
    try wiring.endInput()
    var events: [Result<IncomingMessage, ReceiveError>] = []
    wiring.connection.run { events.append($0) }
    // Only the response nobody waited for is handed over.
    #expect(events == [.success(.response(id: .number(42), result: 1, error: nil))])
    let results = outcomes.withLock { $0 }
    #expect(results["registered"] == .success(.null))
    #expect(results["refused"] == .failure(ResponseError(code: -32601, message: "no")))
    #expect(results["unanswered"].map { if case .failure = $0 { true } else { false } } == true)
  }

  @Test func stopEndsRunAfterTheCurrentMessage() throws {
    let wiring = Wiring()
    try wiring.feed(
      Frames.frame(#"{"jsonrpc":"2.0","method":"exit"}"#)
        + Frames.frame(#"{"jsonrpc":"2.0","method":"after"}"#))
    // The input stays open: run must return without waiting for its end.
    var methods: [String] = []
    wiring.connection.run { event in
      if case .success(.notification(let method, _)) = event {
        methods.append(method)
        wiring.connection.stop()
      }
    }
    #expect(methods == ["exit"])
    try wiring.endInput()
  }

  @Test func randomBytesNeverCrashTheReader() throws {
    let wiring = Wiring()
    let valid = Frames.frame(#"{"jsonrpc":"2.0","method":"ok"}"#)
    let feeder = Thread {
      var generator = SeededGenerator(seed: 2917)
      var bytes = Data()
      for round in 0..<400 {
        bytes.removeAll(keepingCapacity: true)
        for _ in 0..<512 {
          bytes.append(UInt8.random(in: 0...255, using: &generator))
        }
        if round % 10 == 0 { bytes.append(Frames.raw("Content-Length: 3\r\n\r\n{]}")) }
        if round % 7 == 0 { bytes.append(valid) }
        try? wiring.feed(bytes)
      }
      try? wiring.endInput()
    }
    feeder.start()
    var count = 0
    wiring.connection.run { _ in count += 1 }
    #expect(count > 0)
  }
}
