import Foundation
import KeyboardTraits

/// A baseline ready to filter one file at a time that keeps a fixed 16 bytes per entry, not its
/// text: what `kbtraits lint --baseline` loads, so that a baseline of every finding of a large
/// site costs little memory.
///
/// Each entry is kept as a 128-bit digest (two 64-bit hashes) of its rule, line text and
/// message, filed under its path (each path is stored once). A file's findings are digested the
/// same way and matched as ``Baseline/filter(_:)`` matches them: the same findings are accepted,
/// the same counts of identical findings, the same entries go stale.
///
/// Stale entries are first only digests, with their path and how many are missing
/// (``StaleEntry``). ``staleEntries(_:)`` recovers their text: an index loaded from a file reads
/// the file a second time, a piece at a time, and keeps only the entries asked for. Every
/// entry of the file is digested on both reads, so a file that changed in between is noticed
/// and reported as an error rather than listed wrongly.
public struct BaselineIndex: Sendable {
  /// Each path's digests, sorted, one per entry (identical entries repeat).
  private var allowances: [String: [BaselineDigest]] = [:]
  /// Where the text of the entries is.
  private let source: Source

  private enum Source: Sendable {
    /// A baseline in memory: its entries, sorted by path.
    case entries([Baseline.Entry])
    /// A file, with the fingerprint of all its entries when it was loaded.
    case file(path: String, fingerprint: BaselineDigest)
  }

  /// Entries of one path that match nothing any more: which ones, and how many of them.
  public struct StaleEntry: Sendable, Hashable {
    /// The path of the entries, as the baseline stores it.
    public let path: String
    /// The digest of the entries' rule, line text and message.
    let digest: BaselineDigest
    /// How many identical entries match nothing.
    public let count: Int
  }

  /// What filtering one file gives.
  public struct Match: Sendable {
    /// The file without the findings the baseline accepts.
    public var file: FileReport
    /// How many findings were removed.
    public var baselined: Int
    /// The entries of the file's path that match nothing any more (none for a failed file).
    public var stale: [StaleEntry]
  }

  /// Indexes a baseline in memory; stale entries take their text from it.
  public init(_ baseline: Baseline) {
    for entry in baseline.entries {
      allowances[entry.path, default: []].append(BaselineDigest(entry))
    }
    var entries = baseline.entries
    if !Self.isSortedByPath(entries) { entries.sort(by: Self.pathPrecedes) }
    source = .entries(entries)
    sortAllowances()
  }

  /// Loads the baseline at `path`, a piece at a time, keeping only the digests.
  ///
  /// - throws: ``BaselineError``, as ``Baseline/load(from:)`` does.
  public init(contentsOf path: String) throws {
    var allowances: [String: [BaselineDigest]] = [:]
    var fingerprint = Fingerprint()
    var lastPath = ""
    try Baseline.readEntries(from: path) { entry in
      let digest = BaselineDigest(entry)
      fingerprint.add(entry, digest)
      // A written baseline lists each path's entries together: once they are all in, their
      // array is cut to size, so the spare room of growing arrays does not add up.
      if entry.path != lastPath {
        allowances[lastPath]?.sortAndFit()
        lastPath = entry.path
      }
      // A path is stored when its first entry comes; the others only add a digest.
      allowances[entry.path, default: []].append(digest)
    }
    self.allowances = allowances
    source = .file(path: path, fingerprint: fingerprint.digest)
    sortAllowances()
  }

  /// Sorts each path's digests (and cuts arrays to size: a hand-edited file may mix paths).
  private mutating func sortAllowances() {
    for index in allowances.indices { allowances.values[index].sortAndFit() }
  }

  /// Whether the baseline has entries for the file shown as `path`: only then can
  /// ``filter(_:)`` change its report.
  public func hasEntries(forPath path: String) -> Bool {
    allowances[Baseline.pathKey(path)] != nil
  }

  /// Removes the findings of `file` that the baseline accepts (see ``Baseline/filter(_:)``).
  public func filter(_ file: FileReport) -> Match {
    let path = Baseline.pathKey(file.path)
    guard file.error == nil, let allowed = allowances[path] else {
      return Match(file: file, baselined: 0, stale: [])
    }
    let digests = file.diagnostics.map { diagnostic in
      BaselineDigest(
        rule: diagnostic.rule, sourceLine: Baseline.lineKey(diagnostic.sourceLine ?? ""),
        message: diagnostic.message)
    }
    var found: [BaselineDigest: Int] = [:]
    for digest in digests { found[digest, default: 0] += 1 }
    var filtered = file
    // Identical findings beyond what the baseline accepts are all reported: nothing tells
    // which one is new.
    filtered.diagnostics = zip(file.diagnostics, digests).filter { _, digest in
      (found[digest] ?? 0) > Self.count(of: digest, in: allowed)
    }.map(\.0)
    var stale: [StaleEntry] = []
    var start = allowed.startIndex
    while start < allowed.endIndex {
      let digest = allowed[start]
      let end = allowed[start...].firstIndex { $0 != digest } ?? allowed.endIndex
      let missing = (end - start) - (found[digest] ?? 0)
      if missing > 0 { stale.append(StaleEntry(path: path, digest: digest, count: missing)) }
      start = end
    }
    return Match(
      file: filtered, baselined: file.diagnostics.count - filtered.diagnostics.count,
      stale: stale)
  }

  /// The entries of `stale` with their text, each as many times as it is missing, sorted as
  /// ``Baseline/entries`` are.
  ///
  /// - throws: for an index loaded from a file, ``BaselineError`` when the file cannot be read
  ///   again, or ``BaselineError/unreadable(path:reason:)`` when it changed since it was loaded.
  public func staleEntries(_ stale: [StaleEntry]) throws -> [Baseline.Entry] {
    guard !stale.isEmpty else { return [] }
    switch source {
    case .entries(let entries):
      return Self.expand(stale, texts: Self.texts(of: stale, in: entries))
    case .file(let path, let fingerprint):
      return Self.expand(
        stale, texts: try Self.texts(of: stale, inFile: path, fingerprint: fingerprint))
    }
  }

  /// ``staleEntries(_:)`` of an index of a baseline in memory, which cannot fail.
  func staleEntriesInMemory(_ stale: [StaleEntry]) -> [Baseline.Entry] {
    guard case .entries(let entries) = source else {
      preconditionFailure("the index was loaded from a file")
    }
    return Self.expand(stale, texts: Self.texts(of: stale, in: entries))
  }

  /// Each stale entry's text as many times as it is missing, sorted.
  private static func expand(
    _ stale: [StaleEntry], texts: [StaleKey: Baseline.Entry]
  ) -> [Baseline.Entry] {
    var entries: [Baseline.Entry] = []
    for entry in stale {
      guard let text = texts[StaleKey(entry)] else { continue }
      entries += repeatElement(text, count: entry.count)
    }
    entries.sort()
    return entries
  }

  /// How many times `digest` occurs in `sorted`.
  private static func count(of digest: BaselineDigest, in sorted: [BaselineDigest]) -> Int {
    let first = sorted.partitioningIndex { !($0 < digest) }
    let end = sorted[first...].partitioningIndex { digest < $0 }
    return end - first
  }

  /// A stale entry without its count: the entry whose text is wanted.
  private struct StaleKey: Hashable {
    var path: String
    var digest: BaselineDigest
    init(_ stale: StaleEntry) {
      path = stale.path
      digest = stale.digest
    }
    init(_ entry: Baseline.Entry, _ digest: BaselineDigest) {
      path = entry.path
      self.digest = digest
    }
  }

  /// The text of the stale entries, from entries in memory sorted by path.
  private static func texts(
    of stale: [StaleEntry], in entries: [Baseline.Entry]
  ) -> [StaleKey: Baseline.Entry] {
    var texts: [StaleKey: Baseline.Entry] = [:]
    for (path, staleOfPath) in Dictionary(grouping: stale, by: \.path) {
      let wanted = Set(staleOfPath.map(\.digest))
      var index = entries.partitioningIndex { !pathPrecedes($0.path, path) }
      while index < entries.endIndex, entries[index].path == path {
        let digest = BaselineDigest(entries[index])
        if wanted.contains(digest) { texts[StaleKey(entries[index], digest)] = entries[index] }
        index += 1
      }
    }
    return texts
  }

  /// The text of the stale entries, read again from the file the index was loaded from.
  private static func texts(
    of stale: [StaleEntry], inFile path: String, fingerprint: BaselineDigest
  ) throws -> [StaleKey: Baseline.Entry] {
    let wanted = Set(stale.map(StaleKey.init))
    var texts: [StaleKey: Baseline.Entry] = [:]
    var reread = Fingerprint()
    try Baseline.readEntries(from: path) { entry in
      let digest = BaselineDigest(entry)
      reread.add(entry, digest)
      let key = StaleKey(entry, digest)
      if wanted.contains(key), texts[key] == nil { texts[key] = entry }
    }
    guard reread.digest == fingerprint, texts.count == wanted.count else {
      throw BaselineError.unreadable(
        path: path,
        reason: "it changed while kbtraits was running; run kbtraits again")
    }
    return texts
  }

  /// Whether `entries` are in path order, as a ``Baseline`` keeps them unless edited.
  private static func isSortedByPath(_ entries: [Baseline.Entry]) -> Bool {
    zip(entries, entries.dropFirst()).allSatisfy { !pathPrecedes($1, $0) }
  }

  private static func pathPrecedes(_ lhs: Baseline.Entry, _ rhs: Baseline.Entry) -> Bool {
    pathPrecedes(lhs.path, rhs.path)
  }

  /// Path order as ``Baseline/Entry`` sorts: UTF-8 order, independent of locale.
  private static func pathPrecedes(_ lhs: String, _ rhs: String) -> Bool {
    lhs.utf8.lexicographicallyPrecedes(rhs.utf8)
  }
}

extension [BaselineDigest] {
  /// Sorts the digests into an array with no spare room (a no-op when that is done already).
  fileprivate mutating func sortAndFit() {
    guard capacity > count || !isSorted else { return }
    var fitted: [BaselineDigest] = []
    fitted.reserveCapacity(count)
    fitted.append(contentsOf: sorted())
    self = fitted
  }

  private var isSorted: Bool { zip(self, dropFirst()).allSatisfy { !($1 < $0) } }
}

/// A digest of every entry of a baseline file, path included, in file order: equal on two reads
/// of the same file, different (but for a 128-bit collision) once an entry changed.
private struct Fingerprint {
  private(set) var digest = BaselineDigest { _ in }

  mutating func add(_ entry: Baseline.Entry, _ entryDigest: BaselineDigest) {
    let previous = digest
    digest = BaselineDigest { hasher in
      hasher.combine(previous)
      hasher.combine(entry.path)
      hasher.combine(entryDigest)
    }
  }
}
