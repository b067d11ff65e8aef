/// Where a configuration setting was made: the file and the place of its key.
public struct ConfigurationSource: Sendable, Hashable, CustomStringConvertible {
  /// The configuration file, as its path is shown.
  public var file: String
  /// The 1-based line of the key.
  public var line: Int
  /// The 1-based column (in Unicode scalars) of the key.
  public var column: Int

  /// Creates a source.
  public init(file: String, line: Int, column: Int) {
    self.file = file
    self.line = line
    self.column = column
  }

  /// `file:line`.
  public var description: String { "\(file):\(line)" }
}
