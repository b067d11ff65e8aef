import Foundation

extension KeyedDecodingContainer {
  /// The member, or nil when it is missing, null or not of the expected type.
  ///
  /// For what a client announces about itself: a capability this package models differently
  /// from some client must not make `initialize` fail; it is better taken as not announced.
  func lenientlyDecode<T: Decodable>(_ type: T.Type, forKey key: Key) -> T? {
    (try? decodeIfPresent(type, forKey: key)) ?? nil
  }
}
