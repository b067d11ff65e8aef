import Foundation

/// The base protocol's framing: each message is a header block (`Content-Length: N`, lines ended
/// by `\r\n`, an empty line) followed by exactly N bytes of UTF-8 JSON.
///
/// Writing a frame is ``frame(_:)``; reading frames out of a byte stream is ``FrameReader``.
public enum MessageFraming {
  /// ``LanguageServerProtocol/FrameReader``, also reachable as `MessageFraming.FrameReader`.
  public typealias FrameReader = LanguageServerProtocol.FrameReader
  /// ``LanguageServerProtocol/FrameResult``, also reachable as `MessageFraming.FrameResult`.
  public typealias FrameResult = LanguageServerProtocol.FrameResult

  /// The body with its header block in front: `Content-Length: N\r\n\r\n` then the body.
  ///
  /// Only `Content-Length` is written: `Content-Type` defaults to UTF-8 JSON, which is what every
  /// body here is.
  public static func frame(_ body: Data) -> Data {
    var framed = Data("Content-Length: \(body.count)\r\n\r\n".utf8)
    framed.append(body)
    return framed
  }
}
