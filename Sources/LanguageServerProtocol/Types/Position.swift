import Foundation

/// A place in a text document: a zero-based line and a zero-based character offset in that line,
/// counted in the negotiated ``PositionEncoding``.
///
/// Positions order by line, then character.
public struct Position: Codable, Hashable, Sendable, Comparable {
  /// The zero-based line.
  public var line: Int
  /// The zero-based offset in the line, in code units of the position encoding.
  public var character: Int

  /// Creates the value from its members.
  public init(line: Int, character: Int) {
    self.line = line
    self.character = character
  }

  /// Earlier in the document.
  public static func < (lhs: Position, rhs: Position) -> Bool {
    (lhs.line, lhs.character) < (rhs.line, rhs.character)
  }
}
