import ArgumentParser

/// `--color`: when the text output is coloured.
enum ColorChoice: String, ExpressibleByArgument, CaseIterable {
  /// On a terminal, unless `NO_COLOR` is set; `FORCE_COLOR` turns it on off a terminal.
  case auto
  /// Always, wherever the text output goes.
  case always
  /// Never (`--no-color`).
  case never

  /// Whether text written to standard output (`toStandardOutput`, a terminal when
  /// `isTerminal`) or to a file is coloured, given the environment.
  ///
  /// `auto` follows the conventions CI systems and terminals share: a non-empty `FORCE_COLOR`
  /// other than `0` colours standard output even when it is not a terminal (CI logs render
  /// colour); otherwise a non-empty `NO_COLOR` (no-color.org: an empty one does not count) or
  /// `TERM=dumb` turns colour off; otherwise standard output is coloured when it is a terminal.
  /// Files are coloured only with `always`.
  func useColor(toStandardOutput: Bool, isTerminal: Bool, environment: [String: String]) -> Bool {
    switch self {
    case .never: return false
    case .always: return true
    case .auto:
      guard toStandardOutput else { return false }
      if let force = environment["FORCE_COLOR"], !force.isEmpty, force != "0" { return true }
      if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
      return isTerminal && environment["TERM"] != "dumb"
    }
  }
}
