import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// One JSON-RPC connection over a pair of byte streams: stdin and stdout for a language server,
/// `Pipe`s in tests.
///
/// Writing is thread-safe: each message is written whole under a lock, so any thread may send.
/// Reading is ``run(_:)``, a blocking loop on the caller's thread.
///
/// Reads and writes go straight to the file descriptors: `FileHandle.read(upToCount:)` waits for
/// the whole count, which would stall on a short message, and its Objective-C read exceptions
/// cannot be caught.
///
/// A server should ignore `SIGPIPE` (`signal(SIGPIPE, SIG_IGN)`) before serving: otherwise a
/// client that goes away while the server writes ends the process. This type does not do it, as
/// it is a process-wide setting.
public final class Connection: Sendable {
  /// What the caller of ``send(request:params:onResponse:)`` wants done with the response.
  public typealias ResponseHandler = @Sendable (Result<JSONValue, ResponseError>) -> Void

  private struct State {
    var nextRequestNumber = 1
    var responseHandlers: [RequestID: ResponseHandler] = [:]
    var stopped = false
  }

  private let input: FileHandle
  private let output: FileHandle
  private let state = Locked(State())
  /// Held for each whole frame written, so that frames from different threads never interleave.
  private let writeLock = Locked(WriteState())

  private struct WriteState {
    var failed = false
  }

  /// A connection that reads messages from `input` and writes them to `output`.
  ///
  /// The handles are kept open by the connection; closing them stays the caller's business.
  public init(input: FileHandle, output: FileHandle) {
    self.input = input
    self.output = output
  }

  // MARK: Sending

  /// Answers the request `id` with a result (a `JSONValue.null` or a nil optional writes
  /// `"result": null`, which is what `shutdown` answers).
  public func send(response id: RequestID, result: some Encodable) {
    do {
      write(try JSONCoding.encoder().encode(OutgoingResponse(id: id, result: result)))
    } catch {
      // The client is waiting for an answer: give it one, even if not the one meant.
      send(
        response: id,
        error: .internalError("Could not encode the result: \(JSONCoding.describe(error))"))
    }
  }

  /// Answers the request `id` with an error; a nil `id` is written as `null`, for a message
  /// whose id could not be read.
  public func send(response id: RequestID?, error: ResponseError) {
    let response = OutgoingResponse<JSONValue>(id: id, result: nil, error: error)
    if let body = try? JSONCoding.encoder().encode(response) {
      write(body)
    } else {
      // Only `data` can fail to encode; the code and message always can.
      let plain = ResponseError(code: error.code, message: error.message)
      if let body = try? JSONCoding.encoder().encode(
        OutgoingResponse<JSONValue>(id: id, result: nil, error: plain))
      {
        write(body)
      }
    }
  }

  /// Sends a notification (never answered).
  public func send(notification method: String, params: some Encodable) {
    do {
      write(try JSONCoding.encoder().encode(OutgoingNotification(method: method, params: params)))
    } catch {
      Self.logToStandardError(
        "Could not encode the \(method) notification: \(JSONCoding.describe(error))")
    }
  }

  /// Sends a notification that has no parameters.
  public func send(notification method: String) {
    send(notification: method, params: JSONValue?.none)
  }

  /// Sends a request to the other side (`client/registerCapability`, say) and returns its id.
  ///
  /// When the response comes, `onResponse` is called with it on the reading thread (keep it
  /// short) and ``run(_:)`` does not hand it over; without `onResponse`, the response is handed
  /// over as an ``IncomingMessage/response(id:result:error:)``. A request still unanswered when
  /// the input ends gets an ``ResponseError/internalError`` saying so.
  @discardableResult
  public func send(
    request method: String, params: some Encodable, onResponse: ResponseHandler? = nil
  ) -> RequestID {
    let id = state.withLock { state -> RequestID in
      let id = RequestID.number(state.nextRequestNumber)
      state.nextRequestNumber += 1
      // Registered before writing, so that even an instant response finds its handler.
      if let onResponse { state.responseHandlers[id] = onResponse }
      return id
    }
    do {
      write(
        try JSONCoding.encoder().encode(OutgoingRequest(id: id, method: method, params: params)))
    } catch {
      let handler = state.withLock { $0.responseHandlers.removeValue(forKey: id) }
      handler?(.failure(.internalError("Could not encode the request: \(error)")))
    }
    return id
  }

  private func write(_ body: Data) {
    let frame = MessageFraming.frame(body)
    let descriptor = output.fileDescriptor
    writeLock.withLock { writeState in
      guard !writeState.failed else { return }
      let failure = Self.writeAll([UInt8](frame), to: descriptor)
      if let failure {
        // The reader is gone; say so once rather than at every message.
        writeState.failed = true
        Self.logToStandardError(
          "Could not write to the client: \(String(cString: strerror(failure)))")
      }
    }
  }

  /// Writes every byte; the `errno` of the failure that stopped it, if one did.
  private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Int32? {
    var rest = bytes
    while !rest.isEmpty {
      let count = systemWrite(descriptor, rest)
      if count > 0 {
        // A short write (a full pipe) leaves the rest for the next call.
        rest.removeFirst(count)
      } else if count < 0, errno == EINTR || errno == EAGAIN {
        continue
      } else {
        return count < 0 ? errno : EIO
      }
    }
    return nil
  }

  // MARK: Receiving

  /// Reads messages until the input ends (or ``stop()`` is called) and hands each to `handle`,
  /// on the calling thread, in order.
  ///
  /// A frame the ``FrameReader`` throws away arrives as ``ReceiveError/malformedFrame(_:)``, a
  /// body that is not a JSON-RPC message as ``ReceiveError/invalidMessage(_:)``; reading goes on
  /// after both. Bytes left over at the end of the input (a truncated message) are dropped.
  public func run(_ handle: (Result<IncomingMessage, ReceiveError>) -> Void) {
    var reader = FrameReader()
    let chunkSize = 64 * 1024
    var chunk = [UInt8](repeating: 0, count: chunkSize)
    let descriptor = input.fileDescriptor
    reading: while !isStopped {
      while let frame = reader.next() {
        deliver(frame, to: handle)
        if isStopped { break reading }
      }
      let count = systemRead(descriptor, into: &chunk)
      if count > 0 {
        reader.append(Data(chunk[0..<count]))
      } else if count < 0, errno == EINTR || errno == EAGAIN {
        continue
      } else {
        break  // End of input, or a read error that will not go away.
      }
    }
    failUnansweredRequests()
  }

  /// Makes ``run(_:)`` return once the message being handled is done, without reading more.
  /// Called from the handler when the protocol says to stop (`exit`).
  public func stop() {
    state.withLock { $0.stopped = true }
  }

  private var isStopped: Bool { state.withLock { $0.stopped } }

  private func deliver(
    _ frame: FrameResult, to handle: (Result<IncomingMessage, ReceiveError>) -> Void
  ) {
    switch frame {
    case .malformed(let reason):
      handle(.failure(.malformedFrame(reason)))
    case .body(let body):
      switch IncomingMessage.parse(body) {
      case .failure(let error):
        handle(.failure(.invalidMessage(error)))
      case .success(.response(let id?, let result, let error)):
        if let handler = state.withLock({ $0.responseHandlers.removeValue(forKey: id) }) {
          if let error {
            handler(.failure(error))
          } else {
            handler(.success(result ?? .null))
          }
        } else {
          handle(.success(.response(id: id, result: result, error: error)))
        }
      case .success(let message):
        handle(.success(message))
      }
    }
  }

  private func failUnansweredRequests() {
    let handlers = state.withLock { state in
      defer { state.responseHandlers = [:] }
      return Array(state.responseHandlers.values)
    }
    for handler in handlers {
      handler(.failure(.internalError("The connection closed before the response came")))
    }
  }

  /// For what cannot go to the client: written straight to descriptor 2, as `FileHandle`'s
  /// writes raise uncatchable exceptions on Darwin when it is closed.
  static func logToStandardError(_ message: String) {
    let line = Array("language server: \(message)\n".utf8)
    _ = writeAll(line, to: 2)
  }
}

// `read` and `write` over arrays, under names that do not collide with the methods above. The
// arrays are handed to C as the call's own arguments, so no pointer outlives it.

/// One `read(2)` filling `buffer` from its start: the count read, 0 at the end, -1 on failure.
private func systemRead(_ descriptor: Int32, into buffer: inout [UInt8]) -> Int {
  read(descriptor, &buffer, buffer.count)
}

/// One `write(2)` of `bytes`: the count written (maybe fewer), -1 on failure.
private func systemWrite(_ descriptor: Int32, _ bytes: [UInt8]) -> Int {
  write(descriptor, bytes, bytes.count)
}
