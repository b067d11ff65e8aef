import Foundation

/// The server behind a ``LanguageServerSession``: what it does with each message once the
/// session has dealt with the protocol's lifecycle.
///
/// Every method is called on the session's serial work queue, one call at a time and in the
/// order the messages arrived, never on the thread that reads the input. A method that takes
/// long delays the messages after it (but not their reading, so cancellations still arrive);
/// work that may be dropped, such as diagnostics after an edit, is best done elsewhere and
/// published with ``Connection/send(notification:params:)`` from any thread.
public protocol LanguageServerDelegate: AnyObject, Sendable {
  /// Called once for `initialize`; returns the capabilities to announce.
  ///
  /// `encoding` is the position encoding negotiated with the client, which every position
  /// exchanged from now on uses; the session announces it in
  /// ``ServerCapabilities/positionEncoding`` when the capabilities returned leave it nil.
  func initialize(_ params: InitializeParams, encoding: PositionEncoding) -> ServerCapabilities

  /// Called once for the `initialized` notification: the client is ready, registrations can be
  /// sent (``Connection/send(request:params:onResponse:)``).
  func initialized()

  /// A request other than the lifecycle ones; throw ResponseError (methodNotFound for unknown).
  ///
  /// `isCancelled` turns true when the client cancels the request (or the session ends); a long
  /// handler checks it now and then and gives up. A cancelled request is answered with
  /// ``ResponseError/requestCancelled`` whatever the handler returns. An error that is not a
  /// ``ResponseError`` is answered as ``ResponseError/internalError(_:)``.
  func handleRequest(
    method: String, params: JSONValue?, id: RequestID, isCancelled: @Sendable () -> Bool
  ) throws -> JSONValue

  /// A notification other than the lifecycle ones (unknown ones are ignored).
  func handleNotification(method: String, params: JSONValue?)

  /// Called once for `shutdown`, before it is answered: stop background work, release what is
  /// held. No request comes after it.
  func shutdown()
}
