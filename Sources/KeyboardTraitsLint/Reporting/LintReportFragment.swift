/// One file's part of a lint report in one format (``LintReportStream/fragment(for:)``), worked
/// out apart from the rest of the report so that `kbtraits lint --cache` can keep it and place
/// it again (``LintReportStream/place(_:)``) without the file being parsed or linted.
///
/// Nothing in it depends on the files before it: an item of a JSON array always opens with its
/// comma, which the stream drops for the array's first item.
public struct LintReportFragment: Sendable, Hashable {
  /// What goes into the report's main sequence: lines, JSON array items or XML elements.
  public var body: [UInt8]
  /// What goes into a second sequence written after the first: SARIF's notifications about
  /// files that could not be read.
  public var aside: [UInt8]
  /// What the file adds to the format's own totals, in an order the format decides (JUnit: test
  /// cases and failures; rdjson: the highest severity).
  public var counts: [Int]

  /// The count at `index` of ``counts``, or `fallback` when there is none (a fragment read
  /// back from a damaged cache must not stop the run).
  public func count(at index: Int, otherwise fallback: Int = 0) -> Int {
    counts.indices.contains(index) ? counts[index] : fallback
  }

  /// Creates a fragment.
  public init(body: [UInt8] = [], aside: [UInt8] = [], counts: [Int] = []) {
    self.body = body
    self.aside = aside
    self.counts = counts
  }
}
