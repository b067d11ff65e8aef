import Foundation
import Testing

@testable import LanguageServerProtocol

@Suite("Session: lifecycle and dispatch over real pipes")
struct LanguageServerSessionTests {
  @Test func initializeThenARequestThenShutdownAndExitEndsWithStatusZero() throws {
    let harness = SessionHarness()
    let answer = try #require(try harness.initialize(offering: ["utf-16", "utf-8"]))
    #expect(answer["id"] == 0)
    #expect(answer["result"]?["capabilities"]?["positionEncoding"] == "utf-8")
    #expect(answer["result"]?["capabilities"]?["hoverProvider"] == true)
    #expect(answer["result"]?["capabilities"]?["textDocumentSync"]?["change"] == 2)
    #expect(answer["result"]?["serverInfo"] == ["name": "test-server", "version": "0.1"])
    #expect(harness.session.positionEncoding == .utf8)

    try harness.request(1, "test/echo", #"{"x":[1,"é"]}"#)
    #expect(harness.next() == ["jsonrpc": "2.0", "id": 1, "result": ["x": [1, "é"]]])

    try harness.request(2, "shutdown")
    // `"result": null` is written, not left out.
    #expect(harness.next() == ["jsonrpc": "2.0", "id": 2, "result": .null])
    try harness.notify("exit")
    #expect(harness.exitStatus() == 0)
    #expect(
      harness.delegate.recorded == [
        "initialize utf-8", "initialized", "request test/echo", "shutdown",
      ])
    try harness.finish()
  }

  @Test func utf16IsTheDefaultEncoding() throws {
    let harness = SessionHarness()
    let answer = try harness.initialize()
    #expect(answer?["result"]?["capabilities"]?["positionEncoding"] == "utf-16")
    #expect(harness.delegate.recorded.first == "initialize utf-16")
    try harness.finish()
  }

  @Test func exitWithoutShutdownEndsWithStatusOne() throws {
    let harness = SessionHarness()
    try harness.initialize()
    try harness.notify("exit")
    #expect(harness.exitStatus() == 1)
    #expect(!harness.delegate.recorded.contains("shutdown"))
    try harness.finish()
  }

  @Test func exitBeforeInitializeEndsWithStatusOne() throws {
    let harness = SessionHarness()
    try harness.notify("exit")
    #expect(harness.exitStatus() == 1)
    try harness.finish()
  }

  @Test func theEndOfTheInputWithoutShutdownEndsWithStatusOne() throws {
    let harness = SessionHarness()
    try harness.initialize()
    #expect(try harness.finish() == 1)
  }

  @Test func theEndOfTheInputAfterShutdownEndsWithStatusZero() throws {
    let harness = SessionHarness()
    try harness.initialize()
    try harness.request(1, "shutdown")
    #expect(harness.next()?["id"] == 1)
    #expect(try harness.finish() == 0)
  }

  @Test func beforeInitializeRequestsAreRefusedAndNotificationsDropped() throws {
    let harness = SessionHarness()
    try harness.notify("textDocument/didOpen", "{}")
    try harness.request(5, "textDocument/hover", "{}")
    let refusal = harness.next()
    #expect(refusal?["id"] == 5)
    #expect(refusal?.errorCode == -32002)
    try harness.initialize()
    try harness.request(6, "test/echo")
    #expect(harness.next()?["id"] == 6)
    #expect(harness.delegate.recorded == ["initialize utf-16", "initialized", "request test/echo"])
    try harness.finish()
  }

  @Test func aSecondInitializeIsAnInvalidRequest() throws {
    let harness = SessionHarness()
    try harness.initialize()
    try harness.request(1, "initialize", #"{"capabilities":{}}"#)
    #expect(harness.next()?.errorCode == -32600)
    #expect(harness.delegate.recorded.filter { $0.hasPrefix("initialize ") }.count == 1)
    try harness.finish()
  }

  @Test func initializeWithParametersThatAreNotAnObjectIsInvalidParams() throws {
    let harness = SessionHarness()
    try harness.request(1, "initialize", "[1]")
    #expect(harness.next()?.errorCode == -32602)
    // Still waiting for a proper initialize.
    try harness.request(2, "test/echo")
    #expect(harness.next()?.errorCode == -32002)
    try harness.finish()
  }

  @Test func afterShutdownRequestsAreInvalidAndNotificationsDropped() throws {
    let harness = SessionHarness()
    try harness.initialize()
    try harness.request(1, "shutdown")
    #expect(harness.next()?["id"] == 1)
    try harness.notify("textDocument/didClose", #"{"textDocument":{"uri":"u"}}"#)
    try harness.request(2, "test/echo")
    try harness.request(3, "shutdown")
    #expect(harness.next()?.errorCode == -32600)
    #expect(harness.next()?.errorCode == -32600)
    try harness.notify("exit")
    #expect(harness.exitStatus() == 0)
    #expect(harness.delegate.recorded.last == "shutdown")
    try harness.finish()
  }

  @Test func unknownMethodsAreMethodNotFound() throws {
    let harness = SessionHarness()
    try harness.initialize()
    try harness.request(1, "textDocument/unknown")
    try harness.request(2, "$/unknown")
    let messages = try #require(harness.messages(untilResponsesTo: [1, 2]))
    #expect(messages.map(\.errorCode) == [-32601, -32601])
    // `$/` requests are answered without reaching the delegate.
    #expect(!harness.delegate.recorded.contains("request $/unknown"))
    try harness.finish()
  }

  @Test func notificationsAreNeverAnswered() throws {
    let harness = SessionHarness()
    try harness.initialize()
    try harness.notify("test/note", #"{"a":1}"#)
    try harness.notify("$/progress", #"{"token":1,"value":{}}"#)
    try harness.notify("unknown/notification")
    try harness.request(7, "test/echo")
    // Notifications are handled in order before the request: an answer would come first.
    #expect(harness.next()?["id"] == 7)
    #expect(
      harness.delegate.recorded.suffix(3) == [
        "notification test/note", "notification unknown/notification", "request test/echo",
      ])
    try harness.finish()
  }

  @Test func delegateErrorsBecomeErrorResponses() throws {
    let harness = SessionHarness()
    try harness.initialize()
    try harness.request(1, "test/invalid")
    try harness.request(2, "test/crash")
    let messages = try #require(harness.messages(untilResponsesTo: [1, 2]))
    #expect(messages.map(\.errorCode) == [-32602, -32603])
    #expect(messages.first?["error"]?["message"] == "not like that")
    try harness.finish()
  }

  @Test func aRequestCancelledWhileQueuedIsAnsweredRequestCancelled() throws {
    let harness = SessionHarness()
    try harness.initialize()
    try harness.request(1, "test/block")
    #expect(harness.delegate.started.wait(timeout: .now() + 10) == .success)
    try harness.request(2, "test/echo", #"{"queued":true}"#)
    try harness.notify("$/cancelRequest", #"{"id":2}"#)
    // Answered on the reading thread: once it is here, the cancellation has been read too.
    try harness.request(3, "$/barrier")
    #expect(harness.next()?["id"] == 3)
    harness.delegate.release.signal()
    let messages = try #require(harness.messages(untilResponsesTo: [1, 2]))
    #expect(messages.first { $0["id"] == 1 }?["result"] == "released")
    #expect(messages.first { $0["id"] == 2 }?.errorCode == -32800)
    // The queued request never reached the delegate.
    #expect(!harness.delegate.recorded.contains("request test/echo"))
    try harness.finish()
  }

  @Test func aRunningRequestSeesItsCancellation() throws {
    let harness = SessionHarness()
    try harness.initialize()
    try harness.request(4, "test/spin")
    #expect(harness.delegate.started.wait(timeout: .now() + 10) == .success)
    try harness.notify("$/cancelRequest", #"{"id":4}"#)
    let answer = harness.next()
    #expect(answer?["id"] == 4)
    #expect(answer?.errorCode == -32800)
    // Cancelling what is already answered, or never was, changes nothing.
    try harness.notify("$/cancelRequest", #"{"id":4}"#)
    try harness.notify("$/cancelRequest", #"{"id":"nope"}"#)
    try harness.notify("$/cancelRequest", #"{"wrong":1}"#)
    try harness.request(4, "test/echo", "[4]")
    #expect(harness.next()?["result"] == [4])
    try harness.finish()
  }

  @Test func malformedFramesBetweenValidOnesAreLoggedAndServingGoesOn() throws {
    let harness = SessionHarness()
    try harness.initialize()
    try harness.request(1, "test/echo", "[1]")
    try harness.write(Frames.raw("Content-Length: abc\r\n\r\n{}"))
    try harness.request(2, "test/echo", "[2]")
    try harness.write(Frames.raw("Content-Length: -4\r\n\r\n"))
    try harness.write(Frames.raw("Content-Type: text/plain\r\n\r\n"))
    try harness.request(3, "test/echo", "[3]")
    let messages = try #require(harness.messages(untilResponsesTo: [1, 2, 3]))
    let logs = messages.filter { $0["method"] == "window/logMessage" }
    #expect(logs.count >= 2)
    #expect(logs.allSatisfy { $0["params"]?["type"] == 1 })
    #expect(messages.filter { $0["id"] != nil }.map { $0["result"] } == [[1], [2], [3]])
    try harness.finish()
  }

  @Test func invalidJSONIsAParseErrorWithANullID() throws {
    let harness = SessionHarness()
    try harness.initialize()
    try harness.send(#"{"jsonrpc":"2.0","id":1,"method":"#)
    let answer = harness.next()
    #expect(answer?.errorCode == -32700)
    #expect(answer?["id"] == .null)
    #expect(answer?.objectValue?.keys.contains("id") == true)
    try harness.send(#"{"jsonrpc":"1.0","id":9,"method":"test/echo"}"#)
    let invalid = harness.next()
    #expect(invalid?.errorCode == -32600)
    #expect(invalid?["id"] == 9)
    try harness.request(2, "test/echo", "[]")
    #expect(harness.next()?["id"] == 2)
    try harness.finish()
  }

  @Test func aFiveMegabyteDidOpenArrivesIntact() throws {
    let harness = SessionHarness()
    try harness.initialize()
    let line = "<label>E-mail 🙂 é \"quoted\" \\ back</label><input type=email>\r\n"
    let text = String(repeating: line, count: 5_000_000 / line.utf8.count + 1)
    #expect(text.utf8.count > 5_000_000)
    struct Notification: Encodable {
      let jsonrpc = "2.0"
      let method = "textDocument/didOpen"
      var params: DidOpenTextDocumentParams
    }
    let notification = Notification(
      params: DidOpenTextDocumentParams(
        textDocument: TextDocumentItem(
          uri: "file:///big.html", languageId: "html", version: 1, text: text)))
    try harness.write(MessageFraming.frame(try JSONEncoder().encode(notification)))
    try harness.request(1, "test/echo")
    #expect(harness.next(timeout: 60)?["id"] == 1)
    let opened = harness.delegate.openedText.withLock { $0 }
    #expect(opened?.utf8.count == text.utf8.count)
    #expect(opened == text)
    try harness.finish()
  }

  @Test func traceComesFromInitializeThenSetTrace() throws {
    let harness = SessionHarness()
    try harness.initialize(trace: "messages")
    #expect(harness.session.trace == .messages)
    try harness.notify("$/setTrace", #"{"value":"verbose"}"#)
    try harness.request(1, "$/barrier")
    #expect(harness.next()?["id"] == 1)
    #expect(harness.session.trace == .verbose)
    try harness.finish()
  }

  @Test func theServerCanPublishAndAskTheClientFromAnyThread() throws {
    let harness = SessionHarness()
    try harness.initialize()
    let answered = DispatchSemaphore(value: 0)
    let outcome = Locked<Result<JSONValue, ResponseError>?>(nil)
    Thread { [session = harness.session] in
      session.publish(
        "textDocument/publishDiagnostics",
        PublishDiagnosticsParams(uri: "file:///a.html", version: 3, diagnostics: []))
      session.connection.send(
        request: "client/registerCapability",
        params: RegistrationParams(registrations: [
          .didChangeWatchedFiles(
            id: "w", watchers: [FileSystemWatcher(globPattern: "**/.kbtraits.yml")])
        ]),
        onResponse: { result in
          outcome.withLock { $0 = result }
          answered.signal()
        })
    }.start()
    let published = harness.next()
    #expect(published?["method"] == "textDocument/publishDiagnostics")
    #expect(published?["params"]?["version"] == 3)
    let request = try #require(harness.next())
    #expect(request["method"] == "client/registerCapability")
    let id = try #require(request["id"]?.integerValue)
    try harness.send(#"{"jsonrpc":"2.0","id":\#(id),"result":null}"#)
    #expect(answered.wait(timeout: .now() + 10) == .success)
    #expect(outcome.withLock { $0 } == .success(.null))
    try harness.finish()
  }
}
