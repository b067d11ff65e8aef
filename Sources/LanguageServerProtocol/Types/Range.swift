import Foundation

/// A span of a text document, from `start` up to but not including `end`.
///
/// This is LSP's `Range`; write `Swift.Range` for the standard library's.
public struct Range: Codable, Hashable, Sendable {
  /// The first position in the span.
  public var start: Position
  /// The position just after the span.
  public var end: Position

  /// Creates the value from its members.
  public init(start: Position, end: Position) {
    self.start = start
    self.end = end
  }

  /// The empty span at `position`, where an insertion goes.
  public init(at position: Position) {
    self.init(start: position, end: position)
  }
}
