import Foundation
import KeyboardTraits

/// A fresh directory under the system's temporary directory; call ``remove()`` when done.
package struct TemporaryDirectory {
  /// The directory's path (no trailing slash).
  package let path: String

  /// The name is short (`kbt-XXXXXX`, by `mkdtemp`): a browser run below it gets its folder
  /// as `TMPDIR` only while Chromium's socket paths fit, and otherwise leaves its scratch
  /// folder in the system's when it is killed.
  package init() throws {
    path = try UniqueFolder.make("kbt", in: FileManager.default.temporaryDirectory).path
  }

  /// Wraps a folder that already exists (removed with the outer temporary directory).
  package init(existing path: String) {
    self.path = path
  }

  /// The path of `name` inside the directory.
  package func path(_ name: String) -> String { path + "/" + name }

  /// Writes UTF-8 text to `name` (creating parent directories) and returns its path.
  @discardableResult
  package func write(_ name: String, _ text: String) throws -> String {
    try write(name, bytes: Array(text.utf8))
  }

  /// Writes bytes to `name` (creating parent directories) and returns its path.
  @discardableResult
  package func write(_ name: String, bytes: [UInt8]) throws -> String {
    let target = path(name)
    try FileManager.default.createDirectory(
      atPath: (target as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try Data(bytes).write(to: URL(fileURLWithPath: target))
    return target
  }

  /// Writes `bytes` to a file in the directory whose name is the raw bytes `name` (which need
  /// not be UTF-8) and returns its path in kbtraits' escaped form (`PathName`), or nil when the
  /// file system refuses the name (macOS does not take names that are not UTF-8).
  package func write(rawName name: [UInt8], bytes: [UInt8]) -> String? {
    let raw = Array(path.utf8) + [UInt8(ascii: "/")] + name
    let descriptor = (raw.map { CChar(bitPattern: $0) } + [0]).withUnsafeBufferPointer {
      open($0.baseAddress!, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    }
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    guard
      bytes.withUnsafeBytes({ Foundation.write(descriptor, $0.baseAddress, $0.count) })
        == bytes.count
    else { return nil }
    return PathName.escaped(raw)
  }

  /// Creates a directory in the directory whose name is the raw bytes `name` (which need not be
  /// UTF-8) and returns its path in kbtraits' escaped form (`PathName`), or nil when the file
  /// system refuses the name.
  package func makeDirectory(rawName name: [UInt8]) -> String? {
    let raw = Array(path.utf8) + [UInt8(ascii: "/")] + name
    let made = (raw.map { CChar(bitPattern: $0) } + [0]).withUnsafeBufferPointer {
      mkdir($0.baseAddress!, 0o755)
    }
    return made == 0 ? PathName.escaped(raw) : nil
  }

  /// Creates the directory `name` and returns its path.
  @discardableResult
  package func makeDirectory(_ name: String) throws -> String {
    try FileManager.default.createDirectory(atPath: path(name), withIntermediateDirectories: true)
    return path(name)
  }

  /// Creates a symbolic link `name` whose target is `destination` as written.
  @discardableResult
  package func symlink(_ name: String, to destination: String) throws -> String {
    try FileManager.default.createSymbolicLink(atPath: path(name), withDestinationPath: destination)
    return path(name)
  }

  /// Deletes the directory and everything in it.
  package func remove() {
    try? FileManager.default.removeItem(atPath: path)
  }
}
