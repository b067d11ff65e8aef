import Foundation

/// What ``Connection/run(_:)`` hands over instead of a message when one could not be read.
public enum ReceiveError: Error, Sendable, Hashable {
  /// A frame was thrown away (see ``FrameReader``); there is nothing to answer, only to log.
  case malformedFrame(String)
  /// A body arrived but is not a JSON-RPC message; answer with this error (its
  /// ``ResponseError/requestID`` is the id to answer, or nil for `null`).
  case invalidMessage(ResponseError)
}
