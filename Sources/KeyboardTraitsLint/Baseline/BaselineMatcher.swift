import KeyboardTraits

/// A baseline ready to filter one file at a time, for runs that stream their files: the entries
/// are grouped by path once, and each file is matched against its own entries only.
public struct BaselineMatcher: Sendable {
  /// Each path's entries, each with how many findings it accepts.
  private let allowances: [String: [Baseline.Entry: Int]]

  /// Prepares `baseline` for matching.
  public init(_ baseline: Baseline) {
    // Counted straight into place: no table of the entries grouped by path besides.
    var allowances: [String: [Baseline.Entry: Int]] = [:]
    for entry in baseline.entries { allowances[entry.path, default: [:]][entry, default: 0] += 1 }
    self.allowances = allowances
  }

  /// Removes the findings of `file` that the baseline accepts (see ``Baseline/filter(_:)``).
  ///
  /// - returns: the file without them, how many were removed, and the entries of its path that
  ///   match nothing any more, unsorted. A failed file has no stale entries.
  public func filter(_ file: FileReport) -> (file: FileReport, baselined: Int, stale: [Baseline.Entry]) {
    guard file.error == nil, let allowance = allowances[Baseline.pathKey(file.path)] else {
      return (file, 0, [])
    }
    let keys = file.diagnostics.map { Baseline.Entry($0, path: file.path) }
    let found = Dictionary(keys.map { ($0, 1) }, uniquingKeysWith: +)
    var filtered = file
    filtered.diagnostics = zip(file.diagnostics, keys).filter { _, key in
      (found[key] ?? 0) > (allowance[key] ?? 0)
    }.map(\.0)
    var stale: [Baseline.Entry] = []
    for (entry, count) in allowance {
      let missing = count - (found[entry] ?? 0)
      if missing > 0 { stale += repeatElement(entry, count: missing) }
    }
    return (filtered, file.diagnostics.count - filtered.diagnostics.count, stale)
  }
}
