import Foundation

/// What a ``Position``'s `character` counts: UTF-8 bytes, UTF-16 code units (LSP's default) or
/// Unicode scalars. Agreed once, in `initialize`, for the whole session.
public enum PositionEncoding: String, Codable, Sendable, Hashable, CaseIterable {
  /// Bytes: the cheapest for a server that keeps UTF-8, as this one does.
  case utf8 = "utf-8"
  /// UTF-16 code units: what every client supports, and what LSP assumes when nothing is agreed.
  case utf16 = "utf-16"
  /// Unicode scalars.
  case utf32 = "utf-32"

  /// The encoding to use with a client that offers `clientOffers`
  /// (`capabilities.general.positionEncodings`): UTF-8 when it is offered, since the server
  /// works in bytes, otherwise UTF-16, which every client must support.
  ///
  /// UTF-32 is never chosen even when offered alone: LSP requires clients to support UTF-16.
  public static func negotiate(clientOffers: [String]?) -> PositionEncoding {
    guard let offers = clientOffers else { return .utf16 }
    return offers.contains(PositionEncoding.utf8.rawValue) ? .utf8 : .utf16
  }

  /// How many code units of this encoding a scalar of `byteCount` UTF-8 bytes is.
  func codeUnits(ofScalarWithUTF8Length byteCount: Int) -> Int {
    switch self {
    case .utf8: return byteCount
    case .utf16: return byteCount == 4 ? 2 : 1
    case .utf32: return 1
    }
  }
}
