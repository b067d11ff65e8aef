import Foundation

/// A fresh directory under the system's temporary directory; call ``remove()`` when done.
package struct TemporaryDirectory {
  /// The directory's path (no trailing slash).
  package let path: String

  package init() throws {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("kbtraits-tests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    path = url.path
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
