import KeyboardTraits

#if canImport(Glibc)
  import Glibc
  private let systemWrite = Glibc.write
#elseif canImport(Darwin)
  import Darwin
  private let systemWrite = Darwin.write
#endif

/// Replaces a file's content in one step: a temporary file beside it, then `rename(2)`, so a
/// reader (or a crash) never sees half a file. The file keeps its permission bits, and a
/// symbolic link keeps pointing at the file it named.
enum AtomicFileWriter {
  /// Writes `bytes` over the file at `path`.
  /// - Throws: ``FixError`` saying which step failed.
  static func write(_ bytes: [UInt8], toPath path: String) throws(FixError) {
    // Paths are escaped (`PathName`): each system call gets the bytes they stand for.
    guard let resolved = PathName.withFileSystemPath(path, { realpath($0, nil) }) else {
      throw failure("resolve", path)
    }
    let target = PathName.escaped(UnsafeRawBufferPointer(start: resolved, count: strlen(resolved)))
    free(resolved)
    var info = stat()
    guard PathName.withFileSystemPath(target, { stat($0, &info) }) == 0 else {
      throw failure("stat", path)
    }
    let slash = target.lastIndex(of: "/")
    let directory = slash.map { String(target[..<$0]) } ?? "."
    let name = slash.map { String(target[target.index(after: $0)...]) } ?? target
    var template =
      PathName.fileSystemPath("\(directory)/.\(name).kbtraits-fix-XXXXXX").map {
        CChar(bitPattern: $0)
      } + [0]
    let descriptor = template.withUnsafeMutableBufferPointer { buffer in
      buffer.baseAddress.map { mkstemp($0) } ?? -1
    }
    guard descriptor >= 0 else { throw failure("create a temporary file for", path) }
    let temporary = PathName.escaped(template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) })
    var failed: FixError?
    var written = 0
    while written < bytes.count, failed == nil {
      let count = bytes[written...].withUnsafeBytes {
        systemWrite(descriptor, $0.baseAddress, $0.count)
      }
      if count > 0 { written += count } else { failed = failure("write", path) }
    }
    if failed == nil, fchmod(descriptor, info.st_mode & 0o7777) != 0 {
      failed = failure("keep the permissions of", path)
    }
    if failed == nil, fsync(descriptor) != 0 { failed = failure("flush", path) }
    close(descriptor)
    if failed == nil,
      PathName.withFileSystemPath(temporary, { from in
        PathName.withFileSystemPath(target) { to in rename(from, to) }
      }) != 0
    {
      failed = failure("replace", path)
    }
    if let failed {
      _ = PathName.withFileSystemPath(temporary) { unlink($0) }
      throw failed
    }
  }

  private static func failure(_ step: String, _ path: String) -> FixError {
    let cause = String(cString: strerror(errno))
    return FixError(
      message: "\(path): could not \(step) the file to save the fixes (\(cause)); the file is "
        + "unchanged. Check its permissions and the free space, then run --fix again.")
  }
}
