import KeyboardTraits

/// A syntax error in an HTML `pattern` attribute, as a browser would reject it.
public struct PatternSyntaxError: Error, Sendable, Hashable, CustomStringConvertible {
  /// One sentence naming the offending construct and, where possible, the fix.
  public var message: String
  /// 0-based offset, in Unicode scalars, into the attribute value where the problem starts.
  public var offset: Int

  /// Creates an error with a message and a scalar offset into the attribute value.
  public init(message: String, offset: Int) {
    self.message = message
    self.offset = offset
  }

  /// The message prefixed with its offset, e.g. `offset 9: '-' must be escaped …`.
  public var description: String { "offset \(offset): \(message)" }
}
