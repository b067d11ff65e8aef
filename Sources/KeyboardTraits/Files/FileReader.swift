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
    /// A FIFO, a device or a socket: never opened, since reading one may block or never end.
    case special(SpecialFileKind)
  }

  /// The kinds of file that are neither regular files nor directories.
  enum SpecialFileKind: String {
    case namedPipe = "a named pipe (FIFO)"
    case characterDevice = "a character device"
    case blockDevice = "a block device"
    case socket = "a socket"

    init(mode: mode_t) {
      switch mode & S_IFMT {
      case S_IFIFO: self = .namedPipe
      case S_IFBLK: self = .blockDevice
      case S_IFSOCK: self = .socket
      default: self = .characterDevice
      }
    }
  }

  /// Classifies `path` (escaped, see ``PathName``), following symlinks; a dangling or looping
  /// link is an error.
  static func kind(of path: String) -> Result<PathKind, ScanError> {
    var info = stat()
    guard stat(PathName.cString(path), &info) == 0 else {
      return .failure(error(for: errno, path: path))
    }
    return .success(kind(of: info))
  }

  private static func kind(of info: stat) -> PathKind {
    let identity = FileIdentity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
    switch info.st_mode & S_IFMT {
    case S_IFREG: return .regularFile(identity, size: Int(info.st_size))
    case S_IFDIR: return .directory(identity)
    default: return .special(SpecialFileKind(mode: info.st_mode))
    }
  }

  /// Whether anything is at `path` (escaped), following symlinks.
  package static func exists(_ path: String) -> Bool {
    if case .success = kind(of: path) { return true }
    return false
  }

  /// Whether `path` (escaped) names a directory, following symlinks.
  package static func isDirectory(_ path: String) -> Bool {
    if case .success(.directory) = kind(of: path) { return true }
    return false
  }

  /// Whether `path` (escaped) names a regular file, following symlinks.
  package static func isRegularFile(_ path: String) -> Bool {
    if case .success(.regularFile) = kind(of: path) { return true }
    return false
  }

  /// One directory entry as `readdir` reports it.
  struct DirectoryEntry {
    /// The entry's name, escaped (``PathName``).
    var name: String
    /// Known without a `stat` when the file system reports a regular file (`d_type`).
    var regularFileIdentity: FileIdentity?
  }

  /// Calls `body` with each entry of the directory at `path` (without `.` and `..`), as
  /// `readdir` gives them, so that a folder of any size is never held whole; or returns the
  /// error `opendir` gave. A regular file's identity comes from the directory's device and the
  /// entry's inode, so the walk needs no `stat` for it (only directories can be mount points).
  static func forEachEntry(
    ofDirectory path: String, device: UInt64, _ body: (DirectoryEntry) -> Void
  ) -> ScanError? {
    let failure = DirectoryListing.forEachEntry(ofDirectory: PathName.cString(path)) { entry in
      body(
        DirectoryEntry(
          name: PathName.escaped(entry.name),
          regularFileIdentity: entry.isRegularFile
            ? FileIdentity(device: device, inode: entry.inode) : nil))
    }
    return failure.map { error(for: $0, path: path) }
  }

  /// Why the directory at `path` (escaped) cannot be listed, or nil when it can: it is opened
  /// and closed at once.
  static func listingError(ofDirectory path: String) -> ScanError? {
    DirectoryListing.openingError(ofDirectory: PathName.cString(path)).map {
      unlistable(error(for: $0, path: path))
    }
  }

  /// The failure of a directory that ``forEachEntry(ofDirectory:device:_:)`` could not open.
  static func unlistable(_ error: ScanError) -> ScanError {
    ScanError(
      kind: error.kind,
      message: "\(error.message) The directory cannot be listed; check its permissions.")
  }

  /// Reads the file at `path` (escaped, see ``PathName``), refusing anything but a regular
  /// file of at most `maxSize` bytes.
  ///
  /// The file is opened once and everything is decided on that descriptor: no `stat` of the
  /// path first, whose answer could be stale by the time the file is read. It is opened without
  /// blocking, so a FIFO put where a file was never stalls the run, and it is read to its end
  /// whatever size it claimed, but never beyond `maxSize` bytes.
  /// - Parameter wasListed: the file was found by listing its folder (or checked by discovery),
  ///   so if it no longer exists it vanished during the run, and the message says so.
  package static func read(
    _ path: String, maxSize: Int, wasListed: Bool = false
  ) -> Result<[UInt8], ScanError> {
    let descriptor = open(PathName.cString(path), O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
    guard descriptor >= 0 else {
      let code = errno
      if wasListed, code == ENOENT { return .failure(vanished(path)) }
      return .failure(error(for: code, path: path))
    }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { return .failure(error(for: errno, path: path)) }
    switch kind(of: info) {
    case .directory:
      return .failure(error(for: EISDIR, path: path))
    case .special(let kind):
      return .failure(notRegularFile(path, kind))
    case .regularFile(_, let size) where size > maxSize:
      return .failure(tooLarge(path, size: size, maxSize: maxSize))
    case .regularFile(_, let size):
      // Back to blocking reads: O_NONBLOCK only guarded the open.
      _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
      return readContents(descriptor, path: path, sizeHint: size, maxSize: maxSize)
    }
  }

  /// Reads `descriptor` to its end, at most `maxSize` bytes: a file that grew past the limit
  /// since `fstat` is refused as too large, one that shrank is read as it now is.
  private static func readContents(
    _ descriptor: Int32, path: String, sizeHint: Int, maxSize: Int
  ) -> Result<[UInt8], ScanError> {
    // One byte past the limit must be countable.
    let maxSize = min(maxSize, Int.max - 1)
    var bytes = [UInt8](repeating: 0, count: min(max(sizeHint, 0), maxSize) + 1)
    var count = 0
    while true {
      if count == bytes.count {
        guard count <= maxSize else {
          return .failure(tooLarge(path, size: nil, maxSize: maxSize))
        }
        bytes.append(contentsOf: repeatElement(0, count: min(bytes.count, maxSize + 1 - count)))
      }
      let result = FileBytes.read(descriptor, into: &bytes, at: count)
      if result < 0 {
        if errno == EINTR { continue }
        return .failure(error(for: errno, path: path))
      }
      if result == 0 { break }
      count += result
    }
    if count > maxSize { return .failure(tooLarge(path, size: nil, maxSize: maxSize)) }
    bytes.removeSubrange(count...)
    return .success(bytes)
  }

  /// The refusal of a file over the size limit; `size` is nil when the file grew past the limit
  /// while it was being read.
  static func tooLarge(_ path: String, size: Int?, maxSize: Int) -> ScanError {
    let what =
      size.map { "is \(ByteCount.describe($0))" } ?? "grew past the limit while it was read"
    return ScanError(
      kind: .tooLarge,
      message: "\(path): skipped, not read: it \(what), over the limit of "
        + "\(ByteCount.describe(maxSize)) per file. Raise the limit (kbtraits: --max-file-size, such as "
        + "--max-file-size 2G; API: ScanOptions.maxFileSize) or exclude the file.")
  }

  /// The error for a file discovery listed that no longer exists when it is read.
  static func vanished(_ path: String) -> ScanError {
    ScanError(
      kind: .notFound,
      message: "\(path): no longer exists: it was found when its folder was listed but was "
        + "deleted or renamed before it could be read, so it was skipped. Run again once the "
        + "files stop changing.")
  }

  /// The refusal of a FIFO, device or socket.
  static func notRegularFile(_ path: String, _ kind: SpecialFileKind) -> ScanError {
    ScanError(
      kind: .notRegularFile,
      message: "\(path): skipped, not read: it is \(kind.rawValue), not a regular file, and "
        + "reading one may block or never end. Save the HTML to a file, or pipe it to "
        + "`kbtraits show -`.")
  }

  /// Turns an `errno` into an error that says what to do.
  static func error(for code: Int32, path: String) -> ScanError {
    switch code {
    case ENOENT:
      var info = stat()
      if lstat(PathName.cString(path), &info) == 0,
        info.st_mode & S_IFMT == S_IFLNK
      {
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
