#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads whole files with POSIX calls, so that each failure has its exact cause.
package enum FileReader {
  /// Identity of a file on disk, to avoid scanning one file twice through links.
  struct FileIdentity: Hashable {
    var device: UInt64
    var inode: UInt64
  }

  /// What `stat` says about a path (following symlinks).
  enum PathKind {
    case regularFile(FileIdentity, size: Int)
    case directory(FileIdentity)
    case other
  }

  /// Classifies `path`, following symlinks; a dangling or looping link is an error.
  static func kind(of path: String) -> Result<PathKind, ScanError> {
    var info = stat()
    guard stat(path, &info) == 0 else { return .failure(error(for: errno, path: path)) }
    let identity = FileIdentity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
    switch info.st_mode & S_IFMT {
    case S_IFREG: return .success(.regularFile(identity, size: Int(info.st_size)))
    case S_IFDIR: return .success(.directory(identity))
    default: return .success(.other)
    }
  }

  /// One directory entry as `readdir` reports it.
  struct DirectoryEntry {
    var name: String
    /// Known without a `stat` when the file system reports a regular file (`d_type`).
    var regularFileIdentity: FileIdentity?
  }

  /// The entries of the directory at `path` (without `.` and `..`), or the error `opendir` gave.
  /// A regular file's identity comes from the directory's device and the entry's inode, so the
  /// walk needs no `stat` for it (only directories can be mount points).
  static func entries(
    ofDirectory path: String, device: UInt64
  ) -> Result<[DirectoryEntry], ScanError> {
    guard let directory = opendir(path) else { return .failure(error(for: errno, path: path)) }
    defer { closedir(directory) }
    var entries: [DirectoryEntry] = []
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      if name == "." || name == ".." { continue }
      let isRegular = Int32(entry.pointee.d_type) == Int32(DT_REG)
      entries.append(
        DirectoryEntry(
          name: name,
          regularFileIdentity: isRegular
            ? FileIdentity(device: device, inode: UInt64(entry.pointee.d_ino)) : nil))
    }
    return .success(entries)
  }

  /// Reads the file at `path`, refusing anything but a regular file of at most `maxSize` bytes.
  package static func read(_ path: String, maxSize: Int) -> Result<[UInt8], ScanError> {
    switch kind(of: path) {
    case .failure(let error): return .failure(error)
    case .success(.directory):
      return .failure(
        ScanError(
          kind: .isDirectory,
          message: "\(path): is a directory, not a file. Pass the directory itself to scan the "
            + "HTML files inside it."))
    case .success(.other):
      return .failure(
        ScanError(
          kind: .notRegularFile,
          message: "\(path): not a regular file (a device, socket or pipe). Save the HTML to a "
            + "file, or pipe it to `kbtraits show -`."))
    case .success(.regularFile(_, let size)) where size > maxSize:
      return .failure(
        ScanError(
          kind: .tooLarge,
          message: "\(path): \(size) bytes is over the \(maxSize)-byte limit per file. Split the "
            + "file, or raise ScanOptions.maxFileSize."))
    case .success(.regularFile(_, let size)):
      return readContents(path, expectedSize: size)
    }
  }

  private static func readContents(_ path: String, expectedSize: Int) -> Result<[UInt8], ScanError> {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return .failure(error(for: errno, path: path)) }
    defer { close(descriptor) }
    var bytes = [UInt8](repeating: 0, count: max(expectedSize, 0) + 1)
    var count = 0
    while true {
      if count == bytes.count { bytes.append(contentsOf: repeatElement(0, count: bytes.count)) }
      let capacity = bytes.count - count
      let result = bytes.withUnsafeMutableBytes { buffer in
        systemRead(descriptor, buffer.baseAddress! + count, capacity)
      }
      if result < 0 {
        if errno == EINTR { continue }
        return .failure(error(for: errno, path: path))
      }
      if result == 0 { break }
      count += result
    }
    bytes.removeSubrange(count...)
    return .success(bytes)
  }

  /// Turns an `errno` into an error that says what to do.
  static func error(for code: Int32, path: String) -> ScanError {
    switch code {
    case ENOENT:
      var info = stat()
      if lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK {
        return ScanError(
          kind: .brokenSymlink,
          message: "\(path): symbolic link to a file that does not exist. Fix or remove the link.")
      }
      return ScanError(
        kind: .notFound, message: "\(path): no such file or directory. Check the path.")
    case ENOTDIR:
      return ScanError(
        kind: .notFound,
        message: "\(path): a part of the path is a file, not a directory. Check the path.")
    case EACCES, EPERM:
      return ScanError(
        kind: .permissionDenied,
        message: "\(path): permission denied. Make the file readable (chmod a+r) or skip it.")
    case ELOOP:
      return ScanError(
        kind: .symlinkLoop,
        message: "\(path): symbolic links loop back on themselves. Remove the link cycle.")
    case EISDIR:
      return ScanError(
        kind: .isDirectory,
        message: "\(path): is a directory, not a file. Pass the directory itself to scan the "
          + "HTML files inside it.")
    default:
      let reason = String(cString: strerror(code))
      return ScanError(
        kind: .readFailed,
        message: "\(path): cannot be read (\(reason)). Check the file and the disk, then try "
          + "again.")
    }
  }
}

/// `read(2)`, named apart from `FileReader.read(_:maxSize:)`, which shadows it inside the enum.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
  read(descriptor, buffer, count)
}
