import ArgumentParser

extension RunOutcome {
  /// Ends the command with this outcome: returns for a success, throws the exit status for
  /// anything else.
  func exit() throws {
    guard self != .success else { return }
    throw ExitCode(status)
  }
}
