import KeyboardTraits

/// A baseline ready to filter one file at a time, for runs that stream their files: each file
/// is matched against its own path's entries only.
///
/// It matches through a ``BaselineIndex`` of the baseline, as `kbtraits lint --baseline` does
/// with the index it loads from the file, so both accept the same findings; the text of stale
/// entries comes from the baseline in memory.
public struct BaselineMatcher: Sendable {
  private let index: BaselineIndex

  /// Prepares `baseline` for matching.
  public init(_ baseline: Baseline) {
    index = BaselineIndex(baseline)
  }

  /// Removes the findings of `file` that the baseline accepts (see ``Baseline/filter(_:)``).
  ///
  /// - returns: the file without them, how many were removed, and the entries of its path that
  ///   match nothing any more, unsorted. A failed file has no stale entries.
  public func filter(_ file: FileReport) -> (
    file: FileReport, baselined: Int, stale: [Baseline.Entry]
  ) {
    let match = index.filter(file)
    return (match.file, match.baselined, index.staleEntriesInMemory(match.stale))
  }
}
