#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A regular file kept open for reading parts of it at any offset (`pread(2)`), from any
/// thread: `kbtraits lint --cache` reads each kept record of its cache this way, so a run holds
/// only the records it is using, whatever the file's size.
package final class ReadOnlyFile: @unchecked Sendable {
  // Sendable: the descriptor is only read with `pread`, which keeps no shared offset.
  /// The file's size in bytes when it was opened.
  package let count: Int
  private let descriptor: Int32

  /// Opens the regular file at `path`; nil, with `errno` set, when it cannot be opened or is
  /// not a regular file.
  package init?(path: String) {
    let descriptor = open(PathName.cString(path), O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
    guard descriptor >= 0 else { return nil }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else {
      let code = errno
      close(descriptor)
      errno = code
      return nil
    }
    guard (info.st_mode & S_IFMT) == S_IFREG else {
      close(descriptor)
      errno = EINVAL
      return nil
    }
    self.descriptor = descriptor
    count = Int(info.st_size)
  }

  deinit { close(descriptor) }

  /// The bytes in `range`; nil when they cannot all be read (the file shrank, or failed).
  package func read(_ range: Range<Int>) -> [UInt8]? {
    guard range.lowerBound >= 0 else { return nil }
    var bytes = [UInt8](repeating: 0, count: range.count)
    var done = 0
    while done < bytes.count {
      let result = FileBytes.read(
        descriptor, into: &bytes, at: done, fileOffset: range.lowerBound + done)
      if result < 0, errno == EINTR { continue }
      guard result > 0 else { return nil }
      done += result
    }
    return bytes
  }
}
