import Foundation

/// The folders that the browsers and `curl` runs of this process write into, removed however the
/// process ends.
///
/// Each run's folder (a browser profile, a sitemap download) is made inside one folder for this
/// process, `kbtraits-XXXXXX` in the temporary folder. Making it starts a guardian: `/bin/sh`
/// blocked on reading a pipe whose only writer is this process. The kernel closes that pipe when
/// this process ends, whether it exits, crashes, is interrupted or is killed with `SIGKILL`; the
/// guardian then kills the process group of every browser still running (each run's folder has
/// a `process-group` file naming it) and removes the folder. A signal handler could not cover
/// `SIGKILL` nor a crash inside the runtime, and removing a tree is not async-signal-safe.
///
/// When the last run's folder is removed in the ordinary way, the process's folder goes at once
/// and the pipe is closed, so the guardian leaves too and nothing outlives a run.
final class RunFolders: @unchecked Sendable {
  /// The folders of this process.
  static let shared = RunFolders()

  /// One process folder and its guardian, for one base folder.
  private struct Holder {
    var folder: URL
    /// The guardian, and the write end of its pipe (closing it lets the guardian finish).
    var guardian: (process: Process, pipe: FileHandle)?
    var runs = 0
  }

  /// Runs started so far, which number their folders.
  private var started = 0

  private let lock = NSLock()
  private var holders: [String: Holder] = [:]

  /// The file in a run's folder that names the process group to kill if this process dies.
  static let processGroupFileName = "process-group"

  /// A new folder for one run, named `prefix` and a number, inside this process's folder in
  /// `base` (else the system's temporary folder). Names are short: Chromium makes Unix sockets
  /// below it, whose paths may not exceed 107 bytes.
  /// - Throws: the error of creating it.
  func makeFolder(_ prefix: String, in base: URL? = nil) throws -> URL {
    let base = base ?? FileManager.default.temporaryDirectory
    lock.lock()
    defer { lock.unlock() }
    var holder: Holder
    if let existing = holders[base.path] {
      holder = existing
    } else {
      try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
      let folder = try UniqueFolder.make("kbtraits", in: base)
      holder = Holder(folder: folder, guardian: Self.startGuardian(removing: folder))
    }
    started += 1
    let run = holder.folder.appendingPathComponent("\(prefix)-\(started)")
    try FileManager.default.createDirectory(at: run, withIntermediateDirectories: false)
    holder.runs += 1
    holders[base.path] = holder
    return run
  }

  /// Removes a run's folder, and this process's folder with it when it was the last run in it.
  func removeFolder(_ run: URL) {
    Self.remove(run)
    let base = run.deletingLastPathComponent().deletingLastPathComponent().path
    guard let finished = release(base: base) else { return }
    Self.remove(finished.folder)
    if let guardian = finished.guardian {
      try? guardian.pipe.close()
      // It finds nothing left to do; waiting for it means that no process outlives the run.
      guardian.process.waitUntilExit()
    }
  }

  /// Counts one run less in `base`'s folder; the holder when that was the last.
  private func release(base: String) -> Holder? {
    lock.lock()
    defer { lock.unlock() }
    guard var holder = holders[base] else { return nil }
    holder.runs -= 1
    holders[base] = holder.runs == 0 ? nil : holder
    return holder.runs == 0 ? holder : nil
  }

  /// Removes a folder; a process the run started that is still exiting (a renderer) can hold
  /// it a moment.
  private static func remove(_ folder: URL) {
    for attempt in 0..<3 {
      do {
        try FileManager.default.removeItem(at: folder)
        return
      } catch {
        guard FileManager.default.fileExists(atPath: folder.path) else { return }
        if attempt < 2 { usleep(100_000) }
      }
    }
  }

  /// What the guardian runs, with the folder as `$1`: it ignores the signals that end this
  /// process from a terminal, waits for the end of its input, then kills what is still running
  /// and removes the folder (retrying while killed processes let go of their files).
  static let guardianScript = """
    trap '' INT TERM HUP
    while read -r _; do :; done
    for marker in "$1"/*/\(processGroupFileName); do
      [ -f "$marker" ] && read -r group < "$marker" && kill -s KILL -- "-$group"
    done
    tries=0
    while [ -e "$1" ] && [ "$tries" -lt 50 ]; do
      rm -rf -- "$1"
      tries=$((tries + 1))
      [ -e "$1" ] && sleep 0.1
    done
    """

  /// Starts the guardian of `folder` and returns it with the write end of its pipe, or nil when
  /// no shell could be started (the folder is then removed only in the ordinary way).
  private static func startGuardian(removing folder: URL) -> (process: Process, pipe: FileHandle)? {
    let pipe = Pipe()
    let writer = pipe.fileHandleForWriting
    // Browsers started later must not hold the pipe open: the guardian would wait for them.
    _ = fcntl(writer.fileDescriptor, F_SETFD, FD_CLOEXEC)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", guardianScript, "kbtraits-guardian", folder.path]
    process.standardInput = pipe.fileHandleForReading
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    do {
      try process.run()
    } catch {
      try? writer.close()
      return nil
    }
    try? pipe.fileHandleForReading.close()
    return (process, writer)
  }
}
