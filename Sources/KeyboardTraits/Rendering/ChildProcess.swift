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

  /// A new folder for one run's files, named `prefix` and a UUID, in `base` (else the
  /// system's temporary folder).
  /// - Throws: the error of creating it.
  static func makeFolder(_ prefix: String, in base: URL? = nil) throws -> URL {
    let folder = (base ?? FileManager.default.temporaryDirectory)
      .appendingPathComponent("\(prefix)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  /// Removes a run's folder; a process the child started that is still exiting (a renderer)
  /// can hold it a moment.
  static func removeFolder(_ folder: URL) {
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

  /// Runs `executable` with `arguments`, writing its output under `folder`, and kills it (with
  /// its process group) after `timeout` seconds.
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
    let deadline = DispatchWorkItem {
      if state.markTimedOutIfRunning() { terminate(pid, leadsGroup: leadsGroup) }
    }
    DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: deadline)
    for await _ in exited.stream {}
    deadline.cancel()
    // The child is gone; its own children, in its group, may linger a moment after a normal
    // exit, so the group is cleared either way.
    if leadsGroup { _ = killpg(pid, SIGKILL) }

    let timedOut = state.timedOut
    let status =
      !timedOut && process.terminationReason == .exit ? process.terminationStatus : nil
    return Outcome(
      exitStatus: status, timedOut: timedOut,
      standardOutput: (try? Data(contentsOf: outputURL)) ?? Data(),
      standardError: String(decoding: (try? Data(contentsOf: errorURL)) ?? Data(), as: UTF8.self))
  }

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
