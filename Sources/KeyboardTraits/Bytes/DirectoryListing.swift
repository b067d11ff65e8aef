#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Directories read with `opendir` and `readdir`, each entry's name lent as a chunk.
package enum DirectoryListing {
  /// One directory entry as `readdir` reports it.
  package struct Entry {
    /// The name's bytes, valid only during the call that hands the entry over.
    package var name: ByteChunk
    /// Whether the file system reports a regular file (`d_type`), so that no `stat` is needed.
    package var isRegularFile: Bool
    /// The entry's inode.
    package var inode: UInt64
  }

  /// Calls `body` with each entry of the directory at `path` (a C string), `.` and `..` left
  /// out, as `readdir` gives them, so that a folder of any size is never held whole. Returns
  /// the `errno` of `opendir`'s failure, or nil when the directory was listed.
  package static func forEachEntry(ofDirectory path: [CChar], _ body: (Entry) -> Void) -> Int32? {
    guard let directory = opendir(path) else { return errno }
    defer { closedir(directory) }
    while let entry = readdir(directory) {
      // Read in place: `readdir` allocates each entry only as long as its name, so copying
      // the whole fixed-size `d_name` tuple would read past the end (AddressSanitizer caught it).
      let nameStart = UnsafeRawPointer(entry) + MemoryLayout<dirent>.offset(of: \dirent.d_name)!
      let name = UnsafeBufferPointer(
        start: nameStart.assumingMemoryBound(to: UInt8.self),
        count: strlen(nameStart.assumingMemoryBound(to: CChar.self)))
      let dot = UInt8(ascii: ".")
      if name.count <= 2, name.allSatisfy({ $0 == dot }) { continue }
      body(
        Entry(
          name: ByteChunk(name), isRegularFile: Int32(entry.pointee.d_type) == Int32(DT_REG),
          inode: UInt64(entry.pointee.d_ino)))
    }
    return nil
  }

  /// The `errno` of `opendir`'s failure on `path` (a C string), or nil when the directory can
  /// be opened; it is closed at once.
  package static func openingError(ofDirectory path: [CChar]) -> Int32? {
    guard let directory = opendir(path) else { return errno }
    closedir(directory)
    return nil
  }
}
