import Foundation
import Testing

/// FIFOs and character devices made inside a test's own temporary folder, so that no test
/// writes to `/dev/null` or relies on it being a device: a machine where an older build
/// replaced `/dev/null` with a regular file must still pass.
package enum SpecialFiles {
  /// The device number of a character device that discards what is written to it: `/dev/null`'s
  /// as read now (else `/dev/zero`'s), nil when neither is a character device.
  private static var discardingDevice: dev_t? {
    for path in ["/dev/null", "/dev/zero"] {
      var info = stat()
      if stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFCHR { return info.st_rdev }
    }
    return nil
  }

  /// Why ``makeCharacterDevice(_:in:)`` cannot work here, or nil when it can: it needs root
  /// (CI containers run as root) and a file system that allows device nodes.
  package static let characterDeviceUnavailable: String? = {
    guard geteuid() == 0 else {
      return "making a character device needs root (mknod); run the tests as root to cover it"
    }
    guard discardingDevice != nil else {
      return "neither /dev/null nor /dev/zero is a character device here, so there is no "
        + "device number known to discard writes"
    }
    guard let folder = try? TemporaryDirectory() else { return "no temporary folder" }
    defer { folder.remove() }
    guard makeCharacterDevice("probe", in: folder) != nil else {
      return "mknod failed in \(folder.path) (\(String(cString: strerror(errno)))): the file "
        + "system or the container refuses device nodes"
    }
    return nil
  }()

  /// The trait of a test that makes a character device: skipped, saying why, where
  /// ``characterDeviceUnavailable`` is set.
  package static let needsCharacterDevice = ConditionTrait.enabled(
    if: characterDeviceUnavailable == nil,
    Comment(rawValue: "skipped: \(characterDeviceUnavailable ?? "")"))

  /// Makes `name` in `folder` a character device with the number of `/dev/null` (read at run
  /// time), so writing to it discards the bytes; returns its path, or nil when that fails.
  package static func makeCharacterDevice(_ name: String, in folder: TemporaryDirectory) -> String?
  {
    guard let device = discardingDevice else { return nil }
    let path = folder.path(name)
    return mknod(path, S_IFCHR | 0o666, device) == 0 ? path : nil
  }

  /// Makes `name` in `folder` a FIFO and returns its path.
  package static func makeFIFO(_ name: String, in folder: TemporaryDirectory) throws -> String {
    let path = folder.path(name)
    guard mkfifo(path, 0o644) == 0 else {
      throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
    }
    return path
  }

  /// The file type bits of `path` (`S_IFREG`, `S_IFIFO`, …), not following a link; nil when
  /// nothing is there.
  package static func type(of path: String) -> mode_t? {
    var info = stat()
    return lstat(path, &info) == 0 ? info.st_mode & S_IFMT : nil
  }
}

/// Reads a FIFO to its end on a thread of its own, as a shell's `cat pipe` would, while a test
/// writes into it.
///
/// The FIFO is opened at once without blocking (so a writer's `open` never waits), and read
/// only when `poll` says a writer has written or gone: a test whose writer never opened the
/// FIFO, or replaced it with a file, ends with what was read instead of hanging.
package final class FIFOReader: @unchecked Sendable {
  private let descriptor: Int32
  private let done = DispatchSemaphore(value: 0)
  private let lock = NSLock()
  private var bytes: [UInt8] = []
  private var stopping = false

  /// Opens `path` for reading and starts reading it.
  package init(_ path: String) throws {
    descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
    Thread.detachNewThread { [self] in
      read()
      done.signal()
    }
  }

  deinit { close(descriptor) }

  private func read() {
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
      let ready = poll(&request, 1, 100)
      // Before a writer comes and goes, poll reports nothing: read only when it says so.
      guard ready > 0 else {
        if lock.withLock({ stopping }) { return }
        continue
      }
      let count = buffer.withUnsafeMutableBytes {
        Foundation.read(descriptor, $0.baseAddress, $0.count)
      }
      if count < 0, errno == EINTR || errno == EAGAIN { continue }
      guard count > 0 else { return }
      lock.withLock { bytes += buffer[..<count] }
    }
  }

  /// Everything read, once the writer has closed the FIFO (or, if no writer ever came, once
  /// the reader has waited a moment longer).
  package func finish() -> [UInt8] {
    if done.wait(timeout: .now() + 5) == .timedOut {
      lock.withLock { stopping = true }
      done.wait()
    }
    return lock.withLock { bytes }
  }

  /// ``finish()`` as UTF-8 text.
  package func finishText() -> String { String(decoding: finish(), as: UTF8.self) }
}
