import Foundation
import KeyboardTraits
import KeyboardTraitsLint

/// `kbtraits lint --cache`: each file's reported result (``LintCacheRecord``) kept in one file
/// between runs, and reused while the file's content, its configuration's settings, the
/// reports asked for and the kbtraits build are unchanged. A reused file is neither parsed,
/// linted nor rendered: its fragments are copied into the reports, so every format prints the
/// bytes a run without the cache prints.
///
/// The file is ``magic`` and the ``identity`` of the run on two lines, the records, an index of
/// them by absolute path, and a trailer of the index's offset and ``trailerMark``. The index is
/// read when the run starts and each record when its file comes, so memory stays flat however
/// large the file is. Another identity (another build, other formats or report options) is an
/// empty cache. A new file is written only when something changed, in report order as files
/// come (a temporary beside it, renamed at the end); records of files this run did not see are
/// kept while their file exists, so a run over a subfolder or a shard keeps the others'.
///
/// Never kept: standard input, web pages, files that could not be read, templates that read
/// partials (their result depends on other files), files the baseline has entries for, and
/// files `--fix` changed.
final class LintCache: @unchecked Sendable {
  // Sendable: the stored file (read with `pread`) and the index are read-only after `init` and
  // are all the workers read; everything else is used by the one thread that consumes the
  // results in order.

  /// Changes whenever the layout of the file changes.
  static let formatVersion = 1
  /// The first line of a cache file.
  static let magic = "kbtraits-lint-cache"
  /// The last 8 bytes of a complete cache file.
  static let trailerMark = Array("KBTCACHE".utf8)
  /// The file name used when `--cache-location` is a folder, and the default location.
  static let defaultFileName = ".kbtraits-cache"

  /// A file about to be linted: its absolute path and what its record must match.
  struct Probe: Sendable {
    var file: String
    var key: LintCacheRecord.Key
  }

  /// Where the cache is read from and written to.
  let location: String
  /// Why the cache read at the start was not used, if it was one and was not.
  let warning: String?
  private let identity: String
  private let workingDirectory: String
  private let stored: ReadOnlyFile?
  /// The stored records, by absolute path.
  private let index: [String: Range<Int>]

  // What the new file holds so far (written only once something changed).
  private var output: OutputFile?
  /// Writes to `output` in large pieces.
  private var sink: LintReportFileSink?
  private var outputCount = 0
  private var written: [(file: String, range: Range<Int>)] = []
  /// Records reused before the new file was opened, to be copied into it if it is.
  private var pending: [(file: String, range: Range<Int>)] = []
  private var seen: Set<String> = []
  private var isChanged: Bool
  /// Why the new file could not be written; the run goes on without it.
  private var writeFailure: String?

  /// The cache file for `--cache-location` (nil: the default): a folder, or a path ending in
  /// `/`, gets ``defaultFileName`` inside it.
  static func location(for option: String?) -> String {
    guard let option else { return defaultFileName }
    guard CommandLinePath.namesFolder(option) else { return option }
    return (option.hasSuffix("/") ? option : option + "/") + defaultFileName
  }

  /// Opens the cache at `location` for a run of `identity` (the build and the reports' shape).
  /// A missing file is an empty cache, and so is one another build or other reports wrote; a
  /// damaged one is ignored with a ``warning``.
  /// - Throws: ``UsageFailure`` when `location` holds something that is not a kbtraits lint
  ///   cache, which is never overwritten.
  init(
    location: String, identity: String,
    workingDirectory: String = FileManager.default.currentDirectoryPath
  ) throws(UsageFailure) {
    self.location = location
    self.identity = identity
    self.workingDirectory = workingDirectory
    guard FileManager.default.fileExists(atPath: location) else {
      (stored, index, warning, isChanged) = (nil, [:], nil, false)
      return
    }
    guard let file = ReadOnlyFile(path: location) else {
      let reason = errno == EINVAL ? "it is not a regular file" : String(cString: strerror(errno))
      throw UsageFailure(
        "cannot read the lint cache \(location): \(reason); give --cache-location a file "
          + "kbtraits can read and write")
    }
    var damage: LintCacheDamage?
    switch Self.header(of: file) {
    case .empty:
      // An empty file holds nothing to lose.
      (stored, index, warning, isChanged) = (nil, [:], nil, true)
      return
    case .foreign:
      throw UsageFailure(
        "\(location) is not a kbtraits lint cache, and --cache would overwrite it; remove it "
          + "or give --cache-location another file")
    case .otherLayout:
      // Written by a kbtraits that lays the file out otherwise: rewritten, silently.
      (stored, index, warning, isChanged) = (nil, [:], nil, true)
      return
    case .cutShort(let cut):
      damage = cut
    case .cache(let written, _) where written != identity:
      // Another build or other reports: nothing in it applies, and it is rewritten.
      (stored, index, warning, isChanged) = (nil, [:], nil, true)
      return
    case .cache(_, let headerEnd):
      do {
        index = try Self.readIndex(file, after: headerEnd)
        stored = file
        (warning, isChanged) = (nil, false)
        return
      } catch {
        damage = error
      }
    }
    (stored, index, isChanged) = (nil, [:], true)
    warning =
      "warning: ignoring the lint cache \(location): it is damaged at byte "
      + "\(damage?.offset ?? 0); it is rewritten."
  }

  /// What the first two lines of a file at the cache location say.
  private enum Header {
    case empty
    /// Not a kbtraits lint cache.
    case foreign
    /// A kbtraits lint cache of another ``formatVersion``.
    case otherLayout
    /// A cache whose header is not all there.
    case cutShort(LintCacheDamage)
    /// A cache of this layout, with the identity of the run that wrote it and where its
    /// records start.
    case cache(identity: String, headerEnd: Int)
  }

  private static func header(of file: ReadOnlyFile) -> Header {
    guard file.count > 0 else { return .empty }
    let opening = Array("\(magic) ".utf8)
    guard let head = file.read(0..<min(file.count, 1 << 16)), head.starts(with: opening) else {
      return .foreign
    }
    let lines = head.split(
      separator: UInt8(ascii: "\n"), maxSplits: 2, omittingEmptySubsequences: false)
    guard lines.count >= 2 else { return .cutShort(LintCacheDamage(offset: head.count)) }
    guard lines[0].elementsEqual("\(magic) \(formatVersion)".utf8) else { return .otherLayout }
    guard lines.count == 3 else { return .cutShort(LintCacheDamage(offset: head.count)) }
    return .cache(
      identity: String(decoding: lines[1], as: UTF8.self),
      headerEnd: lines[0].count + lines[1].count + 2)
  }

  /// The identity and the records of the cache file at `location`, by absolute path, whatever
  /// run wrote it; for tests and for looking into a cache.
  static func contents(
    at location: String
  ) throws -> (identity: String, records: [String: LintCacheRecord]) {
    guard let file = ReadOnlyFile(path: location) else {
      throw UsageFailure("cannot read \(location): \(String(cString: strerror(errno)))")
    }
    guard case .cache(let identity, let headerEnd) = header(of: file) else {
      throw LintCacheDamage(offset: 0)
    }
    var records: [String: LintCacheRecord] = [:]
    for (path, range) in try readIndex(file, after: headerEnd) {
      guard let bytes = file.read(range) else { throw LintCacheDamage(offset: range.lowerBound) }
      records[path] = try LintCacheRecord.decode(bytes, at: range.lowerBound, matching: nil)
    }
    return (identity, records)
  }

  /// The index at the end of `file`: each record's absolute path and range.
  private static func readIndex(
    _ file: ReadOnlyFile, after headerEnd: Int
  ) throws(LintCacheDamage) -> [String: Range<Int>] {
    let trailerStart = file.count - 16
    guard trailerStart >= headerEnd, let trailer = file.read(trailerStart..<file.count),
      Array(trailer[8...]) == trailerMark
    else { throw LintCacheDamage(offset: file.count) }
    var trailerReader = LintCacheReader(trailer, at: trailerStart)
    let indexStart = try trailerReader.integer()
    guard indexStart >= headerEnd, indexStart <= trailerStart,
      let indexBytes = file.read(indexStart..<trailerStart)
    else { throw LintCacheDamage(offset: trailerStart) }
    var reader = LintCacheReader(indexBytes, at: indexStart)
    var index: [String: Range<Int>] = [:]
    for _ in 0..<(try reader.count()) {
      let path = try reader.string()
      let start = try reader.integer()
      let end = try reader.integer()
      guard headerEnd <= start, start <= end, end <= indexStart else {
        throw LintCacheDamage(offset: reader.offset)
      }
      index[path] = start..<end
    }
    guard reader.isAtEnd else { throw LintCacheDamage(offset: reader.offset) }
    return index
  }

  /// The absolute form of a scanned path, which records are known by.
  private func absolutePath(_ path: String) -> String {
    let file = String(decoding: PathName.fileSystemPath(path), as: UTF8.self)
    let absolute = file.hasPrefix("/") ? file : workingDirectory + "/" + file
    return (absolute as NSString).standardizingPath
  }

  // MARK: On the workers

  /// Reads a file about to be linted and works out its key; returns the probe and the bytes
  /// read, which a miss scans. Nil for an input that is never kept (standard input, web pages,
  /// failed paths) or a file that cannot be read now (the scan reports why).
  func probe(
    _ input: ScanInput, displayPath: String, maxFileSize: Int, settings: ContentDigest
  ) -> (probe: Probe, bytes: [UInt8])? {
    guard case .file(let path) = input,
      case .success(let bytes) = FileReader.read(path, maxSize: maxFileSize, wasListed: true)
    else { return nil }
    let key = LintCacheRecord.Key(
      displayPath: displayPath, content: ContentDigest(bytes), byteCount: bytes.count,
      settings: settings)
    return (Probe(file: absolutePath(path), key: key), bytes)
  }

  /// The stored record of the probed file when its key matches; nil otherwise, and for a
  /// record that does not decode (the file is linted again and its record replaced).
  func record(for probe: Probe) -> LintCacheRecord? {
    guard let stored, let range = index[probe.file], let bytes = stored.read(range) else {
      return nil
    }
    return try? LintCacheRecord.decode(bytes, at: range.lowerBound, matching: probe.key)
  }

  // MARK: In report order

  /// Keeps the stored record of a file reported from it.
  func reuse(_ probe: Probe) {
    guard let range = index[probe.file] else { return }
    seen.insert(probe.file)
    if output == nil {
      pending.append((probe.file, range))
    } else {
      writing { try copyStored(file: probe.file, range: range) }
    }
  }

  /// Keeps the record of a file just linted, replacing any stored one.
  func keep(_ record: LintCacheRecord, for probe: Probe) {
    seen.insert(probe.file)
    isChanged = true
    writing {
      try openOutput()
      try append(file: probe.file, record.encoded())
    }
  }

  /// Runs a step of writing the new file unless one failed; a failure stops the writing.
  private func writing(_ step: () throws -> Void) {
    guard writeFailure == nil else { return }
    do {
      try step()
    } catch {
      writeFailure = (error as? OutputFileError)?.reason ?? "\(error)"
      output?.discard()
    }
  }

  /// Forgets the stored record of a file linted but not to be kept.
  func forget(_ probe: Probe) {
    seen.insert(probe.file)
    if index[probe.file] != nil { isChanged = true }
  }

  /// Writes the new cache file if anything changed: this run's records, then the stored ones
  /// of files this run did not see that still exist.
  /// - Returns: A warning when the file cannot be written (the run's result stands).
  func finish() -> String? {
    let others = index.filter { !seen.contains($0.key) }
    let existing = others.filter { FileManager.default.fileExists(atPath: $0.key) }
    if existing.count < others.count { isChanged = true }
    guard isChanged else { return nil }
    writing {
      try openOutput()
      for (file, range) in existing.sorted(by: { $0.key < $1.key }) {
        try copyStored(file: file, range: range)
      }
      var trailer = LintCacheWriter()
      trailer.append(written.count)
      for (file, range) in written {
        trailer.append(file)
        trailer.append(range.lowerBound)
        trailer.append(range.upperBound)
      }
      let indexStart = outputCount
      try write(trailer.bytes)
      var end = LintCacheWriter()
      end.append(indexStart)
      try write(end.bytes + Self.trailerMark)
      try sink?.flush()
      try output?.commit()
    }
    return writeFailure.map { "warning: could not write the lint cache \(location): \($0)." }
  }

  /// Removes the new file if the run stopped before ``finish()``.
  func discard() { output?.discard() }

  private func openOutput() throws {
    guard output == nil else { return }
    let file = try OutputFile(path: location)
    output = file
    sink = LintReportFileSink(file)
    try write(Array("\(Self.magic) \(Self.formatVersion)\n\(identity)\n".utf8))
    for (file, range) in pending { try copyStored(file: file, range: range) }
    pending = []
  }

  /// Copies a stored record into the new file; one that can no longer be read is left out.
  private func copyStored(file: String, range: Range<Int>) throws {
    guard let bytes = stored?.read(range) else { return }
    try append(file: file, bytes)
  }

  private func append(file: String, _ record: [UInt8]) throws {
    written.append((file, outputCount..<outputCount + record.count))
    try write(record)
  }

  private func write(_ bytes: [UInt8]) throws {
    try sink?.write(bytes)
    outputCount += bytes.count
  }
}
