import Foundation
import KeyboardTraitsLint

/// What the commands say about configuration files that are wrong: every problem, one per line
/// as `file:line:col: message` (the form editors and CI annotations parse), then exit 2.
enum ConfigurationMessages {
  /// Prints `errors` on standard error, then the line that says the run stops.
  static func print(_ errors: [ConfigurationError]) {
    var text = errors.map { $0.description + "\n" }.joined()
    let count = errors.count == 1 ? "a problem" : "\(errors.count) problems"
    text += "error: the configuration has \(count); fix it and run again\n"
    FileHandle.standardError.write(Data(text.utf8))
  }

  /// Prints `errors` on standard error and stops the run with exit status 2.
  static func fail(_ errors: [ConfigurationError]) throws(RunStopped) -> Never {
    print(errors)
    throw RunStopped(outcome: .usageError)
  }
}
