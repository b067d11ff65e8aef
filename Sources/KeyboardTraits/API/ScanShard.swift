/// Which part of a run split over several machines (`--shard I/N`) a run was, as its JSON and
/// SARIF outputs record it for `kbtraits merge`: enough to check that the files merged are the
/// parts of one run, and to put the whole run's outputs back in order.
public struct ScanShard: Sendable, Hashable {
  /// Which part this was, from 1 to ``count``.
  public var index: Int
  /// How many parts the run was split into.
  public var count: Int
  /// How many inputs the whole run has, over all its parts.
  public var inputs: Int
  /// A digest of the whole run's inputs and of the options that shape its output: every part
  /// of one run has the same.
  public var run: String
  /// The whole run's web pages (and sitemaps that failed), in the order the unsplit run reports
  /// them; empty when it loads none.
  public var pages: [String]
  /// Whether the run applied or wrote a baseline (`lint --baseline`, `--write-baseline`): its
  /// outputs lack the findings it hid, so `merge --baseline` cannot apply one again.
  public var usedBaseline = false
  /// Whether the run reported errors only (`lint --quiet`).
  public var quiet = false
  /// Each file's findings as a baseline matches them, for `merge --baseline`: every file read
  /// (failed ones left out), in report order, with the line text key of each finding in the
  /// order its output lists them (JSON `diagnostics`, SARIF results). Written only by `lint`.
  public var lines: [FileLines]?

  /// The line texts of one file's findings.
  public struct FileLines: Sendable, Hashable {
    /// The path the outputs show.
    public var path: String
    /// Each finding's line text, as `Baseline.lineKey` keys it.
    public var lines: [String]

    /// Describes one file's findings.
    public init(path: String, lines: [String]) {
      self.path = path
      self.lines = lines
    }
  }

  /// Describes one part of a run.
  public init(index: Int, count: Int, inputs: Int, run: String, pages: [String] = []) {
    self.index = index
    self.count = count
    self.inputs = inputs
    self.run = run
    self.pages = pages
  }

  /// The object written as `summary.shard` (JSON) and `properties.shard` (SARIF invocation).
  public var jsonValue: JSONValue {
    var members: [(String, JSONValue)] = [
      ("index", .int(index)), ("count", .int(count)), ("inputs", .int(inputs)),
      ("run", .string(run)),
    ]
    if !pages.isEmpty { members.append(("pages", .array(pages.map { .string($0) }))) }
    if usedBaseline { members.append(("baseline", .bool(true))) }
    if quiet { members.append(("quiet", .bool(true))) }
    if let lines {
      members.append(
        ("lines", .object(lines.map { ($0.path, .array($0.lines.map { .string($0) })) })))
    }
    return .object(members)
  }
}
