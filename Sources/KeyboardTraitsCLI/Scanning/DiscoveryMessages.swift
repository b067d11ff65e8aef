import Foundation
import KeyboardTraits
import KeyboardTraitsReport

/// What the commands say about the paths they were given: why some were left out, and that
/// nothing at all was found (ESLint's "no files matched", exit 2: a CI job that lints nothing
/// because of a wrong path must not pass silently).
enum DiscoveryMessages {
  /// Prints each discovery note on standard error, a warning for each path given that an ignore
  /// pattern excludes (unless `warnIgnored` is false) and a note for the folders skipped by
  /// default, then stops the run with exit status 2 when it found no file at all, unless every
  /// path given was an ignored file (ESLint's exit 0: pre-commit passes staged files by name,
  /// ignored ones too). A shard (`--shard`) that got none of the inputs the whole run found
  /// says so and succeeds: only a whole run without inputs is an error.
  static func finish(
    _ summary: ScanSummary, paths: [String], warnIgnored: Bool = true
  ) throws(RunStopped) {
    let skips = summary.discoverySkips
    var lines = summary.discoveryNotes.map { "note: \($0)" }
    if warnIgnored { lines += skips.ignoredPaths.map(ignored) }
    lines += skips.skippedFolders.map(skipped)
    if let shard = summary.shard, summary.files == 0, shard.inputs > 0 {
      lines.append(emptyShard(shard))
    }
    FileHandle.standardError.write(Data(lines.map { $0 + "\n" }.joined().utf8))
    if let shard = summary.shard, shard.inputs > 0 { return }
    let ignoredFiles = skips.ignoredPaths.filter { !$0.isDirectory }.count
    guard summary.files == 0, !paths.isEmpty, ignoredFiles < paths.count else { return }
    let named = paths.map { "'\($0)'" }.joined(separator: ", ")
    FileHandle.standardError.write(
      Data(
        ("error: no HTML file to scan in \(named); name HTML files or folders that hold them, "
          + "or add --include GLOB for other file names\n").utf8))
    throw RunStopped(outcome: .usageError)
  }

  /// The note of a shard that got none of the whole run's inputs.
  static func emptyShard(_ shard: ScanShard) -> String {
    "note: shard \(shard.index)/\(shard.count) got none of the run's "
      + "\(NumberText.counted(shard.inputs, "input")), so it scanned nothing; "
      + (shard.inputs == 1 ? "another shard scans it" : "the other shards scan them")
  }

  /// ESLint's warning for an ignored file, with the pattern that decided (and the folder it
  /// matched, when that is a folder above the path).
  static func ignored(_ path: WalkSkips.IgnoredPath) -> String {
    let exclusion = path.exclusion
    let currentDirectory = LexicalPath.currentDirectory
    let given = LexicalPath.absolute(path.path, from: currentDirectory)
    let above =
      exclusion.matchedPath == given
      ? "" : " matches \(LexicalPath.display(exclusion.matchedPath, from: currentDirectory))"
    let what = path.isDirectory ? "Folder" : "File"
    return "warning: \(path.path): \(what) ignored because of a matching ignore pattern "
      + "(\(exclusion)\(above)). Use \"--no-ignore\" to disable file ignore settings or use "
      + "\"--no-warn-ignored\" to suppress this warning."
  }

  /// The note for the folders of one name skipped by default: how many, the first few.
  static func skipped(_ folders: WalkSkips.SkippedFolders) -> String {
    let count = folders.paths.count
    let shown = folders.paths.prefix(3).joined(separator: ", ") + (count > 3 ? ", …" : "")
    let them = count == 1 ? "it" : "them"
    return "note: \(folders.name)/ skipped (\(count) folder\(count == 1 ? "" : "s"): \(shown)); "
      + "name \(them), add \"!\(folders.name)/\" to .kbtraitsignore or give --no-ignore to scan "
      + them
  }
}
