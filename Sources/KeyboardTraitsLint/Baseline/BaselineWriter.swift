import Foundation
import KeyboardTraits

/// Writes a baseline from files handed over one at a time, without holding their findings: the
/// same bytes as ``Baseline/write(to:)`` for the same findings.
///
/// A baseline lists its entries sorted (by path first). Files that come in path order, as
/// `kbtraits lint` hands them over, go straight to a spool (``LintReportSpool``: memory, then
/// a temporary file); the entries of a file that comes out of order (a rendered page, listed
/// after the files) are held in memory and merged in when the baseline is written.
public final class BaselineWriter {
  /// Entries in order, encoded as `EntryRecords` writes them, until the file is written.
  private let spool: LintReportSpool
  /// The last entry spooled: later entries that sort before it are held instead.
  private var lastSpooled: Baseline.Entry?
  /// Entries that came out of order.
  private var held: [Baseline.Entry] = []
  /// How many entries were added.
  public private(set) var count = 0

  /// A writer with nothing added; `memoryLimit` is how many bytes of entries stay in memory
  /// before they move to a temporary file.
  public init(memoryLimit: Int = LintReportSpool.defaultMemoryLimit) {
    spool = LintReportSpool(memoryLimit: memoryLimit)
  }

  /// Adds every finding of `file` (a failed file has none).
  public func add(_ file: FileReport) throws {
    let entries = file.diagnostics.map { Baseline.Entry($0, path: file.path) }.sorted()
    count += entries.count
    var records: [UInt8] = []
    for entry in entries {
      if let lastSpooled, entry < lastSpooled {
        held.append(entry)
        continue
      }
      EntryRecords.append(entry, to: &records)
      lastSpooled = entry
    }
    try spool.write(records)
  }

  /// Writes the baseline to `path` as ``Baseline/write(to:)`` does: as a shell's `>` would,
  /// a regular file replaced only once complete (`OutputFile`).
  ///
  /// - throws: ``BaselineError/unwritable(path:reason:)``.
  public func write(to path: String) throws {
    do {
      let file = try OutputFile(path: path)
      let sink = LintReportFileSink(file)
      try sink.write("{\n  \"version\": \(Baseline.currentVersion),\n  \"entries\": [")
      let merge = EntryMerge(held: held.sorted(), output: sink)
      try spool.copy(to: merge)
      try merge.finish()
      try sink.flush()
      try file.commit()
    } catch let error as OutputFileError {
      throw BaselineError.unwritable(path: path, reason: error.reason)
    } catch let error as LintReportError {
      throw BaselineError.unwritable(path: path, reason: error.description)
    } catch {
      throw BaselineError.unwritable(path: path, reason: "\(error)")
    }
  }
}

/// Entries as bytes for the spool: each of the four fields as a 4-byte little-endian length and
/// its UTF-8 bytes.
enum EntryRecords {
  static func append(_ entry: Baseline.Entry, to bytes: inout [UInt8]) {
    for field in [entry.rule, entry.path, entry.sourceLine, entry.message] {
      let utf8 = Array(field.utf8)
      let length = UInt32(utf8.count)
      for shift in 0..<4 { bytes.append(UInt8(truncatingIfNeeded: length >> (8 * shift))) }
      bytes.append(contentsOf: utf8)
    }
  }

  /// The entry that starts at `offset` and the offset after it, nil when `bytes` holds only
  /// part of it.
  static func entry(in bytes: [UInt8], at offset: Int) -> (Baseline.Entry, next: Int)? {
    var fields: [String] = []
    var position = offset
    for _ in 0..<4 {
      guard position + 4 <= bytes.count else { return nil }
      var length = 0
      for shift in 0..<4 { length |= Int(bytes[position + shift]) << (8 * shift) }
      position += 4
      guard position + length <= bytes.count else { return nil }
      fields.append(String(decoding: bytes[position..<position + length], as: UTF8.self))
      position += length
    }
    let entry = Baseline.Entry(
      rule: fields[0], path: fields[1], sourceLine: fields[2], message: fields[3])
    return (entry, position)
  }
}

/// Reads the spooled entries back (as a sink the spool copies into), merges the held ones in,
/// and writes the `entries` array.
private final class EntryMerge: LintReportSink {
  private var held: ArraySlice<Baseline.Entry>
  private let output: LintReportFileSink
  private var items = JSONArrayStream(indent: 2)
  /// Bytes of a record that arrived in part.
  private var pending: [UInt8] = []

  init(held: [Baseline.Entry], output: LintReportFileSink) {
    self.held = held[...]
    self.output = output
  }

  func write(_ bytes: [UInt8]) throws {
    pending += bytes
    var offset = 0
    while let (entry, next) = EntryRecords.entry(in: pending, at: offset) {
      try emit(upTo: entry)
      try items.write(entry.json, to: output)
      offset = next
    }
    pending.removeFirst(offset)
  }

  /// Writes the held entries that sort before `entry`.
  private func emit(upTo entry: Baseline.Entry) throws {
    while let first = held.first, first < entry {
      try items.write(first.json, to: output)
      held.removeFirst()
    }
  }

  /// Writes the held entries left and closes the array and the object.
  func finish() throws {
    for entry in held { try items.write(entry.json, to: output) }
    held = []
    try output.write(items.closing + "\n}\n")
  }
}
