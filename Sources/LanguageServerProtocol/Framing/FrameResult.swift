import Foundation

/// What a ``FrameReader`` takes out of the byte stream: one message body, or a frame it had to
/// throw away.
public enum FrameResult: Sendable, Hashable {
  /// The body of one message, exactly `Content-Length` bytes (not yet parsed as JSON).
  case body(Data)
  /// A header block that could not be used, or a body over the size limit; the reason says
  /// which. The reader has already moved past it.
  case malformed(String)
}
