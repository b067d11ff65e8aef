import Foundation

/// A language server's session: LSP's lifecycle and the dispatch of every other message to a
/// ``LanguageServerDelegate``.
///
/// ## Threads
/// ``run()`` reads messages on the calling thread and never waits for the delegate: each message
/// that needs the delegate becomes an item on one serial work queue, which calls the delegate
/// in arrival order (so a `didChange` is always applied before a later hover). Only what must
/// not wait is handled on the reading thread:
/// - `$/cancelRequest`, which marks the request cancelled, whether it is queued (it will then be
///   answered RequestCancelled without reaching the delegate) or running (its `isCancelled`
///   turns true);
/// - `$/setTrace`, `exit`, and the answers that need no delegate (ServerNotInitialized,
///   InvalidRequest after `shutdown`, MethodNotFound for `$/` requests, parse errors).
///
/// ## Lifecycle
/// - Before `initialize`: requests are answered ServerNotInitialized (-32002), notifications
///   other than `exit` are dropped. A second `initialize` is InvalidRequest.
/// - `initialize` negotiates the position encoding (``PositionEncoding/negotiate(clientOffers:)``)
///   and answers with the delegate's capabilities and ``serverInfo``.
/// - After `shutdown`: every request is InvalidRequest and notifications other than `exit` are
///   dropped.
/// - `exit` ends ``run()``: status 0 after `shutdown`, 1 without. The end of the input does too,
///   with the same statuses.
///
/// Notifications are never answered. A frame that cannot be read is logged to the client
/// (`window/logMessage`, type error) and reading goes on; a body that is not JSON-RPC is
/// answered with the parse error (id null) or InvalidRequest.
public final class LanguageServerSession<Delegate: LanguageServerDelegate>: Sendable {
  /// The connection to the client, for sending notifications and requests from any thread.
  public let connection: Connection
  /// The server.
  public let delegate: Delegate
  /// The name and version announced in the result of `initialize`.
  public let serverInfo: ServerInfo?

  private enum Phase {
    case waitingForInitialize
    case running
    case shutDown
  }

  private struct State {
    var phase = Phase.waitingForInitialize
    var receivedInitialized = false
    var encoding: PositionEncoding?
    var trace = TraceValue.off
    var exitStatus: Int32?
    /// Requests read but not yet answered: queued or running.
    var pending: Set<RequestID> = []
    /// The subset of `pending` the client cancelled (or that the session's end cancelled).
    var cancelled: Set<RequestID> = []
  }

  private let state = Locked(State())
  /// Serial: the delegate is called by one item at a time, in arrival order.
  private let workQueue = DispatchQueue(label: "LanguageServerSession.work")

  /// A session that serves `delegate` over `connection`.
  public init(connection: Connection, delegate: Delegate, serverInfo: ServerInfo? = nil) {
    self.connection = connection
    self.delegate = delegate
    self.serverInfo = serverInfo
  }

  /// The trace level the client set (`initialize`'s `trace`, then `$/setTrace`).
  public var trace: TraceValue { state.withLock { $0.trace } }

  /// The position encoding negotiated in `initialize`; nil before it.
  public var positionEncoding: PositionEncoding? { state.withLock { $0.encoding } }

  /// Sends a notification to the client (`textDocument/publishDiagnostics`, say), from any
  /// thread.
  public func publish(_ method: String, _ params: some Encodable) {
    connection.send(notification: method, params: params)
  }

  /// Shows `message` in the client's log (`window/logMessage`).
  public func log(_ message: String, type: MessageType = .info) {
    publish("window/logMessage", LogMessageParams(type: type, message: message))
  }

  /// Serves until `exit` or the end of the input, and returns the process's exit status: 0 when
  /// `shutdown` came first, 1 otherwise. Call it once.
  ///
  /// Before returning, it marks every unanswered request cancelled and waits for the work queue
  /// to empty, so that the delegate is not called after it returns.
  public func run() -> Int32 {
    connection.run { event in
      switch event {
      case .success(.request(let id, let method, let params)):
        receive(request: id, method: method, params: params)
      case .success(.notification(let method, let params)):
        receive(notification: method, params: params)
      case .success(.response):
        break  // An answer to a request sent without a handler: nothing waits for it.
      case .failure(.malformedFrame(let reason)):
        log("Dropped a malformed message: \(reason)", type: .error)
      case .failure(.invalidMessage(let error)):
        connection.send(response: error.requestID, error: error)
      }
    }
    let status = state.withLock { state -> Int32 in
      state.cancelled.formUnion(state.pending)
      return state.exitStatus ?? (state.phase == .shutDown ? 0 : 1)
    }
    workQueue.sync {}
    return status
  }

  // MARK: Requests

  private func receive(request id: RequestID, method: String, params: JSONValue?) {
    let phase = state.withLock { $0.phase }
    switch (phase, method) {
    case (.waitingForInitialize, "initialize"):
      initialize(id: id, params: params)
    case (_, "initialize"):
      connection.send(response: id, error: .invalidRequest("initialize was already received"))
    case (.waitingForInitialize, _):
      connection.send(response: id, error: .serverNotInitialized)
    case (.shutDown, _):
      connection.send(
        response: id, error: .invalidRequest("The server is shut down; only exit is accepted"))
    case (.running, "shutdown"):
      state.withLock { $0.phase = .shutDown }
      workQueue.async { [self] in
        delegate.shutdown()
        connection.send(response: id, result: JSONValue.null)
      }
    case (.running, _) where method.hasPrefix("$/"):
      connection.send(response: id, error: .methodNotFound(method))
    case (.running, _):
      state.withLock { _ = $0.pending.insert(id) }
      workQueue.async { [self] in
        handle(request: id, method: method, params: params)
      }
    }
  }

  private func initialize(id: RequestID, params: JSONValue?) {
    let initializeParams: InitializeParams
    do {
      initializeParams = try params.decode(InitializeParams.self)
    } catch {
      connection.send(response: id, error: error as? ResponseError ?? .invalidParams("\(error)"))
      return
    }
    let encoding = PositionEncoding.negotiate(
      clientOffers: initializeParams.capabilities.general?.positionEncodings)
    // The phase changes now, on the reading thread, so that the messages read next are judged
    // by it; the queue guarantees the delegate still sees `initialize` first.
    state.withLock { state in
      state.phase = .running
      state.encoding = encoding
      state.trace = initializeParams.trace ?? .off
    }
    workQueue.async { [self] in
      var capabilities = delegate.initialize(initializeParams, encoding: encoding)
      if capabilities.positionEncoding == nil {
        capabilities.positionEncoding = encoding
      }
      connection.send(
        response: id,
        result: InitializeResult(capabilities: capabilities, serverInfo: serverInfo))
    }
  }

  /// Runs on the work queue.
  private func handle(request id: RequestID, method: String, params: JSONValue?) {
    let isCancelled: @Sendable () -> Bool = { [state] in
      state.withLock { $0.cancelled.contains(id) }
    }
    var outcome: Result<JSONValue, ResponseError> = .failure(.requestCancelled)
    if !isCancelled() {
      do {
        outcome = .success(
          try delegate.handleRequest(
            method: method, params: params, id: id, isCancelled: isCancelled))
      } catch let error as ResponseError {
        outcome = .failure(error)
      } catch {
        outcome = .failure(.internalError("\(error)"))
      }
    }
    let wasCancelled = state.withLock { state in
      state.pending.remove(id)
      return state.cancelled.remove(id) != nil
    }
    switch wasCancelled ? .failure(.requestCancelled) : outcome {
    case .success(let result): connection.send(response: id, result: result)
    case .failure(let error): connection.send(response: id, error: error)
    }
  }

  // MARK: Notifications

  private func receive(notification method: String, params: JSONValue?) {
    let phase = state.withLock { $0.phase }
    switch (phase, method) {
    case (_, "exit"):
      state.withLock { $0.exitStatus = $0.phase == .shutDown ? 0 : 1 }
      connection.stop()
    case (.waitingForInitialize, _), (.shutDown, _):
      break  // LSP: dropped.
    case (.running, "$/cancelRequest"):
      guard let id = try? params.decode(CancelParams.self).id else { return }
      state.withLock { state in
        // Only what is still unanswered: a late cancellation must not linger in the set.
        if state.pending.contains(id) { state.cancelled.insert(id) }
      }
    case (.running, "$/setTrace"):
      guard let value = try? params.decode(SetTraceParams.self).value else { return }
      state.withLock { $0.trace = value }
    case (.running, _) where method.hasPrefix("$/"):
      break  // Optional protocol notifications: ignoring them is what LSP asks.
    case (.running, "initialized"):
      let first = state.withLock { state in
        defer { state.receivedInitialized = true }
        return !state.receivedInitialized
      }
      guard first else { return }
      workQueue.async { [self] in delegate.initialized() }
    case (.running, _):
      workQueue.async { [self] in delegate.handleNotification(method: method, params: params) }
    }
  }
}
