import KeyboardTraits

/// How a reporter renders a run; the CLI decides these from the terminal and its flags.
public struct ReporterOptions: Sendable {
  /// Whether to use ANSI colour (the CLI turns it on only for a TTY without `NO_COLOR`).
  public var useColor: Bool
  /// The directory that relative paths are relative to: SARIF reports artifact URIs relative
  /// to it under the `%SRCROOT%` base id. Nil leaves paths as given.
  public var baseDirectory: String?

  /// Creates options; the defaults give plain text and paths as given.
  public init(useColor: Bool = false, baseDirectory: String? = nil) {
    self.useColor = useColor
    self.baseDirectory = baseDirectory
  }
}
