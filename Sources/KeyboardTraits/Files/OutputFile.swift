#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A file kbtraits writes (`--output`, `--write-baseline`, `init`, `--fix`), opened the way a
/// shell's `>` opens it, so that what the user named is written and never replaced by
/// something else:
///
/// - a symbolic link is followed to the file it names, however many links deep, and the link
///   stays; a dangling link creates its target, as `>` does;
/// - a FIFO, character device, socket or any other file that is neither regular nor a directory
///   is opened for writing and written as a stream: no temporary, no rename, no truncation;
/// - a regular file, or a path where nothing is yet, is written under a temporary name in its
///   own folder and renamed over it once complete (``commit()``), so that no reader sees half of
///   it and a failed run leaves it as it was. It keeps its permission bits (a new file gets
///   0666 less the umask, as `>` gives it);
/// - a directory, a missing folder or a folder that cannot be written is an error that says so.
///
/// Paths are escaped (``PathName``). Call ``commit()`` once everything is written; until then,
/// ``discard()`` (or the end of the object) removes the temporary and leaves the file alone.
package final class OutputFile {
  /// How the destination is written.
  package enum Mode: Sendable, Equatable {
    /// Into a temporary beside the file, renamed over it by ``commit()``.
    case replace
    /// Straight into the destination as it is open (a FIFO, a device).
    case stream
  }

  /// The path as it was given.
  package let path: String
  /// How it is written.
  package let mode: Mode
  private var descriptor: Int32
  /// The file the temporary replaces: the path, or what its links lead to.
  private let target: [UInt8]
  /// The temporary's path, until it is renamed or removed.
  private var temporary: [UInt8]?

  /// Opens `path` for writing (see the type's description).
  /// - Throws: ``OutputFileError`` saying what is in the way and what to do.
  package init(path: String) throws(OutputFileError) {
    self.path = path
    let (resolved, info) = try Self.resolve(PathName.fileSystemPath(path), shown: path)
    target = resolved
    switch info.map({ $0.st_mode & S_IFMT }) {
    case nil, S_IFREG:
      mode = .replace
      (descriptor, temporary) = try Self.createTemporary(beside: resolved, shown: path)
      // The temporary takes the file's place, so it takes its owner (when we may give it) and
      // its permission bits; fchown first, since it clears set-user-ID bits.
      if let info {
        if info.st_uid != geteuid() || info.st_gid != getegid() {
          _ = fchown(descriptor, info.st_uid, info.st_gid)
        }
        guard fchmod(descriptor, info.st_mode & 0o7777) == 0 else {
          let failure = Self.failure(errno, path, "could not give the temporary file its mode")
          discard()
          throw failure
        }
      }
    case S_IFDIR:
      throw OutputFileError(
        path: path, reason: "it is a directory; name a file (inside it, for example)")
    default:
      mode = .stream
      temporary = nil
      // Opened by the name given, as `>` opens it: O_WRONLY neither truncates nor seeks.
      descriptor = open(PathName.cString(path), O_WRONLY | O_CLOEXEC | O_NOCTTY)
      guard descriptor >= 0 else {
        let kind = info.map { FileReader.SpecialFileKind(mode: $0.st_mode).rawValue } ?? "a file"
        throw Self.failure(errno, path, "could not open it (\(kind)) for writing")
      }
    }
  }

  deinit { discard() }

  /// Writes `bytes` in full at the end of what was written so far.
  /// - Throws: ``OutputFileError``; the destination is then as it was, unless it is a stream.
  package func write(_ bytes: [UInt8]) throws(OutputFileError) {
    guard descriptor >= 0 else {
      throw OutputFileError(path: path, reason: "it was already closed; this is a bug in kbtraits")
    }
    var written = 0
    while written < bytes.count {
      let count = FileBytes.write(bytes[written...], to: descriptor)
      if count > 0 {
        written += count
      } else if count < 0, errno == EINTR {
        continue
      } else {
        throw Self.failure(count < 0 ? errno : EIO, path, "could not write")
      }
    }
  }

  /// Ends the write: a stream is closed, a temporary is flushed to the disk and renamed over the
  /// file.
  /// - Throws: ``OutputFileError``; the temporary is removed and the file left as it was.
  package func commit() throws(OutputFileError) {
    guard descriptor >= 0 else { return }
    defer { discard() }
    guard let temporary else {
      let closed = close(descriptor)
      descriptor = -1
      if closed != 0 { throw Self.failure(errno, path, "could not finish writing") }
      return
    }
    guard fsync(descriptor) == 0 else { throw Self.failure(errno, path, "could not flush") }
    let closed = close(descriptor)
    descriptor = -1
    guard closed == 0 else { throw Self.failure(errno, path, "could not finish writing") }
    guard rename(PathName.cString(bytes: temporary), PathName.cString(bytes: target)) == 0 else {
      throw Self.failure(errno, path, "could not put the new file in place")
    }
    self.temporary = nil
  }

  /// Closes the file and removes the temporary, if any: the file is left as it was.
  package func discard() {
    if descriptor >= 0 { close(descriptor) }
    descriptor = -1
    if let temporary { unlink(PathName.cString(bytes: temporary)) }
    temporary = nil
  }

  /// Writes `bytes` to `path` in one go (see the type's description).
  /// - Throws: ``OutputFileError``; the file is then as it was, unless it is a stream.
  package static func write(_ bytes: [UInt8], to path: String) throws(OutputFileError) {
    let file = try OutputFile(path: path)
    try file.write(bytes)
    try file.commit()
  }

  // MARK: Opening

  /// Where `path` leads once its symbolic links are followed, and what is there (nil when
  /// nothing is: a new file, or a dangling link's target).
  private static func resolve(
    _ path: [UInt8], shown: String
  ) throws(OutputFileError) -> ([UInt8], stat?) {
    var current = path
    // Linux's own limit on links followed in one lookup.
    for _ in 0..<40 {
      var info = stat()
      guard lstat(PathName.cString(bytes: current), &info) == 0 else {
        let code = errno
        if code == ENOENT { return (current, nil) }
        throw failure(code, shown, "could not look at it")
      }
      guard info.st_mode & S_IFMT == S_IFLNK else { return (current, info) }
      guard let link = FileBytes.readLink(PathName.cString(bytes: current)) else {
        throw failure(errno, shown, "could not read the link")
      }
      current = link.first == slash ? link : folder(of: current) + [slash] + link
    }
    throw failure(ELOOP, shown, "could not follow its links")
  }

  /// Creates a temporary file, readable and writable as `>` would make a new file (0666 less
  /// the umask), in the folder of `file`.
  ///
  /// `open(O_CREAT | O_EXCL)` with a random name rather than `mkstemp`: mkstemp gives 0600, and
  /// reading the umask back to widen it means changing it for every thread of the process.
  private static func createTemporary(
    beside file: [UInt8], shown: String
  ) throws(OutputFileError) -> (Int32, [UInt8]) {
    let folder = folder(of: file)
    let name = file.split(separator: slash).last.map(Array.init) ?? file
    let letters = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789".utf8)
    for _ in 0..<100 {
      let suffix = (0..<8).map { _ in letters.randomElement()! }
      let temporary =
        folder + [slash, UInt8(ascii: ".")] + name + Array(".kbtraits-".utf8) + suffix
      let descriptor = open(
        PathName.cString(bytes: temporary), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOCTTY,
        0o666)
      if descriptor >= 0 { return (descriptor, temporary) }
      let code = errno
      guard code == EEXIST else {
        let shownFolder = PathName.escaped(folder)
        if code == ENOENT {
          throw OutputFileError(
            path: shown,
            reason: "the folder \(shownFolder) does not exist; create it or choose another path")
        }
        throw failure(code, shown, "could not create a file in the folder \(shownFolder)")
      }
    }
    throw failure(EEXIST, shown, "could not find a free temporary name beside it")
  }

  private static let slash = UInt8(ascii: "/")

  /// The folder part of `path`: `.` for a bare name, `/` for a file at the root.
  private static func folder(of path: [UInt8]) -> [UInt8] {
    guard let last = path.lastIndex(of: slash) else { return [UInt8(ascii: ".")] }
    return last == 0 ? [slash] : Array(path[..<last])
  }

  /// The error for `code`, met at `step`: what happened, then what to do.
  private static func failure(_ code: Int32, _ path: String, _ step: String) -> OutputFileError {
    let advice =
      switch code {
      case ENOENT: "a folder on the way does not exist; check the path"
      case ENOTDIR: "a part of the path is a file, not a folder; check the path"
      case EACCES, EPERM: "permission denied; choose a place you may write to, or fix the modes"
      case ENOSPC, EDQUOT: "the disk is full; free some space and run again"
      case EROFS: "the file system is read-only; write somewhere else"
      case ELOOP: "its symbolic links loop back on themselves; fix the links"
      case ENXIO: "nothing reads from it (a socket, or a device that is not there)"
      default: String(cString: strerror(code))
      }
    return OutputFileError(path: path, reason: "\(step): \(advice)")
  }
}

/// Why an ``OutputFile`` could not be written.
package struct OutputFileError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The path as it was given.
  package var path: String
  /// What happened and what to do, without the path.
  package var reason: String

  /// `cannot write PATH: REASON`.
  package var description: String { "cannot write \(path): \(reason)" }
}
