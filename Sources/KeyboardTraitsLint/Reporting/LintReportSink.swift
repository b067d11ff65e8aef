import Foundation
import KeyboardTraits

/// Where a streamed lint report goes (``LintReporter/begin(rules:options:to:)``): bytes appended
/// in order.
public protocol LintReportSink: AnyObject {
  /// Appends `bytes` to the report.
  func write(_ bytes: [UInt8]) throws
  /// A place for a part of the report that has to wait for the end of the run, such as the body
  /// of a format whose totals come before it. The default keeps up to
  /// ``LintReportSpool/defaultMemoryLimit`` bytes in memory and the rest in a temporary file.
  func makeSpool() throws -> LintReportSpool
}

extension LintReportSink {
  /// Appends `text` as UTF-8.
  public func write(_ text: String) throws { try write(Array(text.utf8)) }

  /// A spool that moves to a temporary file past ``LintReportSpool/defaultMemoryLimit`` bytes.
  public func makeSpool() throws -> LintReportSpool { LintReportSpool() }
}

/// Why a streamed report could not be written.
public struct LintReportError: Error, Sendable, CustomStringConvertible {
  /// What went wrong, naming the file.
  public var description: String

  /// Creates an error with its message.
  public init(_ description: String) { self.description = description }
}

/// Writes a report to a file handle (standard output) or an `OutputFile` through a buffer, so
/// that small writes do not each make a system call. Call ``flush()`` at the end.
public final class LintReportFileSink: LintReportSink {
  private let writeOut: ([UInt8]) throws -> Void
  private let name: String
  private var buffer: [UInt8] = []

  /// A sink for `handle`; `name` (a path, or "standard output") is what errors show.
  public init(_ handle: FileHandle, name: String) {
    writeOut = { try handle.write(contentsOf: $0) }
    self.name = name
  }

  /// A sink for `file`, named by its path in errors.
  package init(_ file: OutputFile) {
    writeOut = { try file.write($0) }
    name = file.path
  }

  /// Appends `bytes`, writing the buffer out once it holds 64 KiB.
  public func write(_ bytes: [UInt8]) throws {
    buffer.append(contentsOf: bytes)
    if buffer.count >= 1 << 16 { try flush() }
  }

  /// Writes out what the buffer holds.
  /// - Throws: ``LintReportError``, or for an `OutputFile` its own error.
  public func flush() throws {
    guard !buffer.isEmpty else { return }
    do {
      try writeOut(buffer)
    } catch let error as OutputFileError {
      throw error
    } catch {
      throw LintReportError("cannot write to \(name): \(error.localizedDescription)")
    }
    buffer.removeAll(keepingCapacity: true)
  }
}

/// Collects a whole report in memory; spools stay in memory too, so nothing touches the disk.
final class LintReportBuffer: LintReportSink {
  private(set) var bytes: [UInt8] = []

  func write(_ bytes: [UInt8]) throws { self.bytes.append(contentsOf: bytes) }

  func makeSpool() throws -> LintReportSpool { LintReportSpool(memoryLimit: .max) }
}
