import ArgumentParser
import Foundation
import KeyboardTraitsLint

/// What the commands say about configuration files that are wrong: every problem, one per line
/// as `file:line:col: message` (the form editors and CI annotations parse), then exit 2.
enum ConfigurationMessages {
  /// Prints `errors` on standard error and fails with exit status 2.
  static func fail(_ errors: [ConfigurationError]) throws -> Never {
    var text = errors.map { $0.description + "\n" }.joined()
    let count = errors.count == 1 ? "a problem" : "\(errors.count) problems"
    text += "error: the configuration has \(count); fix it and run again\n"
    FileHandle.standardError.write(Data(text.utf8))
    throw ExitCode(2)
  }
}
