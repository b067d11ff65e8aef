import Foundation

/// Many byte streams held until the end of a run in one temporary file, so that a report can
/// append to thousands of pages at once with flat memory and one open file.
///
/// Each stream (a key) gathers its bytes in a small buffer; a full buffer is appended to the
/// file as one chunk, and the key remembers where its chunks are. Once the buffers together
/// pass ``memoryLimit``, the largest go to the file until half of it is left: flushing every
/// small buffer instead would make a chunk, and a record of it, per few rows. ``read(_:chunk:)`` gives a key's bytes back in order. The
/// file is unlinked as soon as it is open: nothing is left behind, whatever ends the run.
final class KeyedSpool<Key: Hashable> {
  typealias Failure = KeyedSpoolFailure

  /// How many bytes a key's buffer holds before it goes to the file.
  static var bufferLimit: Int { 1 << 15 }
  /// How many bytes all buffers hold together before every one goes to the file.
  let memoryLimit: Int

  private var buffers: [Key: [UInt8]] = [:]
  private var chunks: [Key: [(offset: UInt64, count: Int)]] = [:]
  private var buffered = 0
  private var end: UInt64 = 0
  private var file: FileHandle?
  private let folder: String

  /// A spool that keeps at most `memoryLimit` bytes in memory, in a file under `folder`.
  init(memoryLimit: Int = 4 << 20, folder: String = NSTemporaryDirectory()) {
    self.memoryLimit = memoryLimit
    self.folder = folder
  }

  /// Appends `bytes` to `key`'s stream.
  func append(_ bytes: [UInt8], to key: Key) throws(Failure) {
    guard !bytes.isEmpty else { return }
    var buffer = buffers.removeValue(forKey: key) ?? []
    buffer.append(contentsOf: bytes)
    buffered += bytes.count
    if buffer.count >= Self.bufferLimit {
      buffered -= buffer.count
      try store(buffer, for: key)
    } else {
      buffers[key] = buffer
    }
    if buffered > memoryLimit { try storeLargest() }
  }

  /// Whether `key` has bytes.
  func contains(_ key: Key) -> Bool { buffers[key] != nil || chunks[key] != nil }

  /// Calls `body` with `key`'s bytes in order, a chunk at a time, and forgets them.
  func read(_ key: Key, chunk body: ([UInt8]) throws -> Void) throws {
    for place in chunks.removeValue(forKey: key) ?? [] {
      guard let file else { break }
      do {
        try file.seek(toOffset: place.offset)
        let data = try file.read(upToCount: place.count) ?? Data()
        guard data.count == place.count else {
          throw Failure(description: "the report's temporary file in \(folder) was cut short")
        }
        try body(Array(data))
      } catch let failure as Failure {
        throw failure
      } catch {
        throw Failure(
          description: "cannot read the report's temporary file in \(folder): "
            + error.localizedDescription)
      }
    }
    if let buffer = buffers.removeValue(forKey: key) {
      buffered -= buffer.count
      try body(buffer)
    }
  }

  /// Stores the largest buffers until they hold at most half of ``memoryLimit``.
  private func storeLargest() throws(Failure) {
    for (key, buffer) in buffers.sorted(by: { $0.value.count > $1.value.count }) {
      guard buffered > memoryLimit / 2 else { break }
      try store(buffer, for: key)
      buffers[key] = nil
      buffered -= buffer.count
    }
  }

  private func store(_ buffer: [UInt8], for key: Key) throws(Failure) {
    let file = try openFile()
    do {
      try file.seek(toOffset: end)
      try file.write(contentsOf: buffer)
    } catch {
      throw Failure(
        description: "cannot write the report's temporary file in \(folder): "
          + error.localizedDescription)
    }
    chunks[key, default: []].append((offset: end, count: buffer.count))
    end += UInt64(buffer.count)
  }

  private func openFile() throws(Failure) -> FileHandle {
    if let file { return file }
    let path = (folder as NSString).appendingPathComponent("kbtraits-report-\(UUID().uuidString)")
    guard FileManager.default.createFile(atPath: path, contents: nil),
      let handle = FileHandle(forUpdatingAtPath: path)
    else {
      throw Failure(
        description: "cannot create a temporary file in \(folder): check that it exists and "
          + "can be written, or set TMPDIR to a folder that can")
    }
    // Unlinked at once: the open handle keeps the data, and nothing is left behind.
    try? FileManager.default.removeItem(atPath: path)
    file = handle
    return handle
  }
}

/// Why a ``KeyedSpool`` could not be written or read.
struct KeyedSpoolFailure: Error, CustomStringConvertible {
  var description: String
}
