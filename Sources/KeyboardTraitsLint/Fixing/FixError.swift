import KeyboardTraits

/// Why ``FixApplier/fixFile(atPath:linter:options:includingUnsafe:dryRun:keeping:)`` could not write a
/// fixed file.
public struct FixError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What happened, to which file, and what to do next.
  public var message: String

  /// Creates an error.
  public init(message: String) {
    self.message = message
  }

  /// The message.
  public var description: String { message }
}
