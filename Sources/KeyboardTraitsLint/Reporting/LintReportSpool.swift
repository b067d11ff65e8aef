import Foundation
import KeyboardTraits

/// Holds part of a report until it can be written where it belongs: in memory while it is
/// small, then in an anonymous temporary file, so a run over any number of files keeps its
/// memory flat. ``copy(to:)`` writes everything held, in order, to another sink.
///
/// The temporary file is removed from its folder as soon as it is created; it disappears with
/// the spool, or with the process if that ends first.
public final class LintReportSpool: LintReportSink {
  /// How many bytes a spool keeps in memory before it moves to a temporary file: 1 MiB.
  public static let defaultMemoryLimit = 1 << 20

  private let memoryLimit: Int
  private var buffer: [UInt8] = []
  private var file: FileHandle?
  private var filePath = ""
  /// Whether anything was written.
  public private(set) var isEmpty = true

  /// A spool that moves to a temporary file once it holds more than `memoryLimit` bytes
  /// (`.max` keeps everything in memory).
  public init(memoryLimit: Int = LintReportSpool.defaultMemoryLimit) {
    self.memoryLimit = memoryLimit
  }

  /// Appends `bytes`.
  public func write(_ bytes: [UInt8]) throws {
    guard !bytes.isEmpty else { return }
    isEmpty = false
    buffer.append(contentsOf: bytes)
    if file == nil, buffer.count > memoryLimit { try moveToFile() }
    if file != nil, buffer.count >= 1 << 16 { try flush() }
  }

  /// Another spool with the same memory limit.
  public func makeSpool() throws -> LintReportSpool { LintReportSpool(memoryLimit: memoryLimit) }

  /// Writes everything held to `sink`, in order, and empties the spool.
  public func copy(to sink: any LintReportSink) throws {
    guard let file else {
      try sink.write(buffer)
      buffer = []
      return
    }
    try flush()
    do {
      try file.seek(toOffset: 0)
      while let chunk = try file.read(upToCount: 1 << 16), !chunk.isEmpty {
        try sink.write(Array(chunk))
      }
      try file.truncate(atOffset: 0)
    } catch let error as LintReportError {
      throw error
    } catch {
      throw LintReportError("cannot read back \(filePath): \(error.localizedDescription)")
    }
    isEmpty = true
  }

  /// Whether the spool has moved to a temporary file (for tests).
  var isOnDisk: Bool { file != nil }

  private func moveToFile() throws {
    let folder = NSTemporaryDirectory()
    var template = Array((folder.hasSuffix("/") ? folder : folder + "/").utf8CString.dropLast())
    template += Array("kbtraits-spool.XXXXXX".utf8CString)
    let descriptor = mkstemp(&template)
    guard descriptor >= 0 else {
      throw LintReportError(
        "cannot create a temporary file in \(folder): \(String(cString: strerror(errno)))")
    }
    filePath = String(
      decoding: template.prefix { $0 != 0 }.map(UInt8.init(bitPattern:)), as: UTF8.self)
    // Unlinked at once: the open descriptor keeps the data, and nothing is left behind.
    unlink(template)
    file = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    try flush()
  }

  private func flush() throws {
    guard let file, !buffer.isEmpty else { return }
    do {
      try file.write(contentsOf: buffer)
    } catch {
      throw LintReportError("cannot write to \(filePath): \(error.localizedDescription)")
    }
    buffer.removeAll(keepingCapacity: true)
  }
}
