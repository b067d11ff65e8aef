import Foundation
import KeyboardTraits

/// The files `--changed-since REF` lists: those a pull request from this work tree into `REF`
/// touches, and what is not committed yet.
///
/// The git commands, run in the working directory:
/// 1. `git rev-parse --show-cdup`: the way up to the work tree's top (git names paths from there);
/// 2. `git rev-parse --verify --quiet REF^{commit}`: that the ref names a commit;
/// 3. `git merge-base REF HEAD`: where the branch left `REF`, as a pull request's diff counts
///    (`REF...HEAD`), so commits on `REF` since then are not listed;
/// 4. `git diff --name-only -z --no-ext-diff --diff-filter=ACMR BASE --`: the files added,
///    copied, modified or renamed (new name) between that commit and the work tree, staged and
///    unstaged changes included; deleted files are not listed;
/// 5. `git ls-files -z --others --exclude-standard --full-name :/`: the untracked files that
///    `.gitignore` does not exclude.
enum GitChangedFiles {
  /// The changed files, as paths from the working directory, sorted and each once.
  /// - Throws: ``UsageFailure`` when git is missing, this is no git work tree, or `ref` names no
  ///   commit.
  static func paths(since ref: String) throws(UsageFailure) -> [String] {
    let top = try run(["rev-parse", "--show-cdup"], ref: ref) { status, error in
      "--changed-since \(ref): not inside a git work tree (git says: \(error)); run kbtraits "
        + "in the repository, or give the files with --files-from"
    }
    let cdup = String(decoding: top, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    _ = try run(["rev-parse", "--verify", "--quiet", ref + "^{commit}"], ref: ref) { _, _ in
      "--changed-since \(ref): git knows no commit of that name; give a branch, tag or commit "
        + "that exists here (in CI, fetch it first, e.g. git fetch origin main, and give "
        + "origin/main)"
    }
    let base = try run(["merge-base", ref, "HEAD"], ref: ref) { _, error in
      "--changed-since \(ref): \(ref) and HEAD have no commit in common (git says: \(error)); "
        + "fetch more history (a shallow clone may lack it) or give another ref"
    }
    let baseCommit = String(decoding: base, as: UTF8.self)
      .trimmingCharacters(in: .whitespacesAndNewlines)
    let changed = try run(
      ["diff", "--name-only", "-z", "--no-ext-diff", "--diff-filter=ACMR", baseCommit, "--"],
      ref: ref
    ) { _, error in "--changed-since \(ref): git diff failed: \(error)" }
    let untracked = try run(
      ["ls-files", "-z", "--others", "--exclude-standard", "--full-name", ":/"], ref: ref
    ) { _, error in "--changed-since \(ref): git ls-files failed: \(error)" }
    var seen = Set<[UInt8]>()
    let names = (changed.split(separator: 0) + untracked.split(separator: 0))
      .map(Array.init).filter { seen.insert($0).inserted }
      .sorted { $0.lexicographicallyPrecedes($1) }
    return names.map { PathName.escaped(Array(cdup.utf8) + $0) }
  }

  /// Runs `git arguments…` and returns its standard output.
  /// - Throws: ``UsageFailure`` with `message(status, git's standard error)` when git fails, or
  ///   one saying git is missing.
  private static func run(
    _ arguments: [String], ref: String, message: (Int32, String) -> String
  ) throws(UsageFailure) -> [UInt8] {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git"] + arguments
    let output = Pipe()
    let error = Pipe()
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = output
    process.standardError = error
    do {
      try process.run()
    } catch {
      throw UsageFailure("--changed-since \(ref): cannot run git (\(error)); install git")
    }
    // Standard error is read on another thread, so that neither pipe fills and stalls git.
    let errorText = ErrorText()
    let reader = Thread { errorText.set(error.fileHandleForReading.readDataToEndOfFile()) }
    reader.start()
    let bytes = Array(output.fileHandleForReading.readDataToEndOfFile())
    process.waitUntilExit()
    let said = errorText.wait().trimmingCharacters(in: .whitespacesAndNewlines)
    let status = process.terminationStatus
    // `env` exits 127 when it finds no git on the PATH.
    if status == 127 {
      throw UsageFailure(
        "--changed-since \(ref): git is not installed (or not on the PATH); install git, or "
          + "give the files with --files-from")
    }
    guard status == 0 else {
      throw UsageFailure(message(status, said.isEmpty ? "exit status \(status)" : said))
    }
    return bytes
  }

  /// Git's standard error, once read.
  private final class ErrorText: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var text = ""

    func set(_ data: Data) {
      text = String(decoding: data, as: UTF8.self)
      done.signal()
    }

    func wait() -> String {
      done.wait()
      return text
    }
  }
}
