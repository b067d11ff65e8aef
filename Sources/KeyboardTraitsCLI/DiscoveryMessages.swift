import ArgumentParser
import Foundation
import KeyboardTraits

/// What the commands say about the paths they were given: why some were left out, and that
/// nothing at all was found (ESLint's "no files matched", exit 2: a CI job that lints nothing
/// because of a wrong path must not pass silently).
enum DiscoveryMessages {
  /// Prints each discovery note on standard error, then fails with exit status 2 when the run
  /// found no file at all.
  static func finish(_ summary: ScanSummary, paths: [String]) throws {
    for note in summary.discoveryNotes {
      FileHandle.standardError.write(Data("note: \(note)\n".utf8))
    }
    guard summary.files == 0, !paths.isEmpty else { return }
    let named = paths.map { "'\($0)'" }.joined(separator: ", ")
    FileHandle.standardError.write(
      Data(
        ("error: no HTML file to scan in \(named); name HTML files or folders that hold them, "
          + "or add --include GLOB for other file names\n").utf8))
    throw ExitCode(2)
  }
}
