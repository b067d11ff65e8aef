import KeyboardTraits

/// One output format of `kbtraits lint`, written as the files come: ``begin(rules:options:to:)``
/// writes what opens the report and returns a ``LintReportStream``, which takes each file in
/// report order and then the run's totals. A stream keeps only what its format needs at its
/// end (counts, the rule table); a format whose totals come first spools its body
/// (``LintReportSink/makeSpool()``), so memory stays flat over any number of files.
///
/// ``report(_:options:)`` renders a whole ``LintRun`` to one string through the same stream.
public protocol LintReporter: Sendable {
  /// What writes one report, file by file.
  associatedtype Stream: LintReportStream
  /// The name used with `--format`: `text`, `json`, `sarif`, `github`, `junit`, `checkstyle`,
  /// `gitlab`, `rdjson`.
  static var identifier: String { get }
  /// One line describing the format, for `--help`.
  static var summary: String { get }
  /// Creates the reporter (reporters hold no state).
  init()
  /// Starts a report on `sink` for a run of `rules` (in the order SARIF lists them): writes what
  /// can be written before the first file and returns the stream that writes the rest.
  func begin(
    rules: [RuleDescription], options: ReporterOptions, to sink: any LintReportSink
  ) throws -> Stream
  /// Whether the output is independent lines (text, GitHub annotations) that can share standard
  /// output with other such lines. A document (JSON, SARIF, XML) is parsed whole, so it must be
  /// alone there; the default is false.
  static var isLineOriented: Bool { get }
}

/// One report being written: each file in the order the report lists them (by path, rendered
/// pages last), then ``finish(summary:)``. A file is written in two steps, so that its part can
/// be kept between runs: ``fragment(for:)`` renders it without touching the stream, and
/// ``place(_:)`` writes it where it belongs and counts it.
public protocol LintReportStream {
  /// One file's findings (or its failure) as this format renders them, whatever came before.
  func fragment(for file: FileReport) -> LintReportFragment
  /// Writes a file's fragment after the files before it and adds its counts to the totals.
  mutating func place(_ fragment: LintReportFragment) throws
  /// Writes what closes the report; `summary` holds the run's totals.
  mutating func finish(summary: ScanSummary) throws
}

extension LintReportStream {
  /// Writes one file's findings (or its failure): its fragment, placed.
  public mutating func write(_ file: FileReport) throws {
    try place(fragment(for: file))
  }
}

extension LintReporter {
  /// A document format unless the reporter says otherwise.
  public static var isLineOriented: Bool { false }

  /// The complete output for `run`, ending with a newline unless it is empty: the stream over
  /// `run.files`, collected in memory.
  public func report(_ run: LintRun, options: ReporterOptions) -> String {
    let buffer = LintReportBuffer()
    do {
      var stream = try begin(rules: run.rules, options: options, to: buffer)
      for file in run.files { try stream.write(file) }
      try stream.finish(summary: run.summary)
    } catch {
      // Only a sink can fail, and the memory buffer and its spools never do.
      preconditionFailure("writing a report to memory failed: \(error)")
    }
    return String(decoding: buffer.bytes, as: UTF8.self)
  }
}

/// The built-in reporters.
public enum LintReporters {
  /// The identifier closest to a misspelt one ("sarf" → "sarif"), nil when none is close.
  public static func nearestIdentifier(to misspelt: String) -> String? {
    EditDistance.nearest(
      to: misspelt.lowercased(), in: all.map { $0.identifier }, maxDistance: 2)
  }

  /// Every reporter, in the order `--help` lists them.
  public static let all: [any LintReporter.Type] = [
    TextReporter.self, JSONReporter.self, SARIFReporter.self, GitHubActionsReporter.self,
    JUnitReporter.self, CheckstyleReporter.self, GitLabCodeQualityReporter.self,
    RDJSONReporter.self,
  ]

  /// The reporter whose ``LintReporter/identifier`` is `name`, if any.
  public static func reporter(named name: String) -> (any LintReporter.Type)? {
    all.first { $0.identifier == name }
  }
}
