import Foundation

/// Runs one child process (the browser for a page, `curl` for a sitemap) to completion or to a
/// deadline, with standard output and standard error in files (never pipes: a renderer that
/// outlives the browser would keep a pipe open).
///
/// Foundation's `Process` starts the child in a process group of its own (pgid = pid), so on the
/// deadline the whole group (the browser, its zygotes, renderers and utility processes) is
/// killed with `SIGKILL`, and nothing is left running.
enum ChildProcess {
  /// How a run ended.
  struct Outcome: Sendable {
    /// The exit status, or nil when the process was killed on the deadline or by a signal.
    var exitStatus: Int32?
    /// Whether the deadline passed first.
    var timedOut: Bool
    /// Everything written to standard output.
    var standardOutput: Data
    /// Everything written to standard error.
    var standardError: String
  }

  /// The shared state between the termination handler and the deadline.
  private final class State: @unchecked Sendable {
    private let lock = NSLock()
    private var exited = false
    private var killed = false

    func markExited() {
      lock.lock()
      exited = true
      lock.unlock()
    }

    /// Marks the run as timed out when it is still going; true when it was.
    func markTimedOutIfRunning() -> Bool {
      lock.lock()
      defer { lock.unlock() }
      guard !exited else { return false }
      killed = true
      return true
    }

    var timedOut: Bool {
      lock.lock()
      defer { lock.unlock() }
      return killed
    }
  }

  /// Runs `executable` with `arguments`, writing its output under `folder` (one of
  /// ``RunFolders``), and kills it (with its process group) after `timeout` seconds.
  /// - Throws: the error of `Process.run()` when the executable cannot be started.
  static func run(
    executable: String, arguments: [String], timeout: Double, folder: URL
  ) async throws -> Outcome {
    let outputURL = folder.appendingPathComponent("stdout")
    let errorURL = folder.appendingPathComponent("stderr")
    let output = try captureFile(outputURL)
    let error = try captureFile(errorURL)
    defer {
      try? output.close()
      try? error.close()
    }

    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    // The child's own scratch files (Chromium's `org.chromium.Chromium.*`) go into the run's
    // folder too, so that they are removed with it even when this process is killed; but only
    // where the path is short: Chromium makes Unix sockets there (at most 107 bytes a path), and
    // crashes when it cannot.
    if folder.path.utf8.count <= Self.longestScratchFolder {
      var environment = ProcessInfo.processInfo.environment
      environment["TMPDIR"] = folder.path
      process.environment = environment
    }
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = output
    process.standardError = error
    let state = State()
    let exited = AsyncStream<Void>.makeStream()
    process.terminationHandler = { _ in
      state.markExited()
      exited.continuation.finish()
    }
    try process.run()
    let pid = process.processIdentifier
    // Checked while the child cannot have been reaped yet (its handler has not run).
    let leadsGroup = getpgid(pid) == pid && pid != getpgid(0)
    // Names the group for the guardian, which kills it should this process die first.
    let marker = folder.appendingPathComponent(RunFolders.processGroupFileName)
    if leadsGroup { try? Data("\(pid)\n".utf8).write(to: marker) }
    let deadline = DispatchWorkItem {
      if state.markTimedOutIfRunning() { terminate(pid, leadsGroup: leadsGroup) }
    }
    DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: deadline)
    for await _ in exited.stream {}
    deadline.cancel()
    // The child is gone; its own children, in its group, may linger a moment after a normal
    // exit, so the group is cleared either way.
    if leadsGroup {
      _ = killpg(pid, SIGKILL)
      try? FileManager.default.removeItem(at: marker)
    }

    let timedOut = state.timedOut
    let status =
      !timedOut && process.terminationReason == .exit ? process.terminationStatus : nil
    return Outcome(
      exitStatus: status, timedOut: timedOut,
      standardOutput: (try? Data(contentsOf: outputURL)) ?? Data(),
      standardError: String(decoding: (try? Data(contentsOf: errorURL)) ?? Data(), as: UTF8.self))
  }

  /// The longest folder a child is given as `TMPDIR`: Chromium binds a Unix socket at
  /// `$TMPDIR/org.chromium.Chromium.XXXXXX/SingletonSocket` (46 bytes after the folder), and a
  /// socket's path may not exceed 107 bytes.
  static let longestScratchFolder = 60

  /// A new file for the child's output, opened with `open(2)`: Foundation's `createFile` writes
  /// even an empty file through a temporary and a rename.
  private static func captureFile(_ url: URL) throws -> FileHandle {
    let descriptor = open(url.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
    return FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
  }

  /// Kills `pid`, with its whole process group when it leads one (never this process's group).
  private static func terminate(_ pid: pid_t, leadsGroup: Bool) {
    guard pid > 0 else { return }
    if leadsGroup {
      _ = killpg(pid, SIGKILL)
    } else {
      _ = kill(pid, SIGKILL)
    }
  }
}
