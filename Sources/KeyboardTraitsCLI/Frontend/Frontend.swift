/// The work of one command once its options are parsed and checked (swift-format's split of
/// `Subcommands/` from `Frontend/`): a command builds its frontend from the options, runs it and
/// turns the ``RunOutcome`` into its exit status. What a run does is read here, apart from how
/// its options are spelt.
protocol Frontend {
  /// Does the command's work, writing its output and messages, and says how the run ended.
  ///
  /// Problems the user can act on are printed and give an outcome; an error thrown is one that
  /// nothing printed a message for.
  func run() async throws -> RunOutcome
}

/// How a run ended, as ESLint's exit statuses say it.
struct RunOutcome: Equatable, Sendable {
  /// The process's exit status.
  var status: Int32

  /// Every file was read and nothing fails the run: exit status 0.
  static let success = RunOutcome(status: 0)
  /// The run went through but failed: errors found, too many warnings, files that could not be
  /// read, stale baseline entries, a report not written (exit status 1).
  static let failure = RunOutcome(status: 1)
  /// The run could not go on: a usage or configuration problem, or no file to scan (exit
  /// status 2).
  static let usageError = RunOutcome(status: 2)
}

/// Stops a run from deep inside it, once what went wrong is on standard error: the frontend
/// catches it and returns its outcome.
struct RunStopped: Error {
  var outcome: RunOutcome
}
