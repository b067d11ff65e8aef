import Foundation
import TestHelpers
import Testing

@testable import KeyboardTraits
@testable import KeyboardTraitsLint

/// The reporters write file by file (``LintReporter/begin(rules:options:to:)``): the bytes must
/// not depend on how the output is held, and a stream must not keep the files it was given.
@Suite("Reporter streaming")
struct ReporterStreamingTests {
  /// The samples and the fixture corpus, linted with the default rules.
  static func runs() async -> [(name: String, run: LintRun)] {
    let fixtures = await FormScanner(linter: Linter()).scan(paths: [TestCorpus.fixtures.path])
    let corpus = LintRun(fixtures, linter: Linter())
    return [
      ("Samples", await ReportingFixtures.samplesRun()), ("fixture corpus", corpus),
      ("a failed file", ReportingFixtures.failedRun()),
    ]
  }

  static func options() throws -> [ReporterOptions] {
    [
      ReporterOptions(baseDirectory: "/checkout"),
      ReporterOptions(
        useColor: true, rulesURL: try RuleDocumentationURL(validating: "https://x.example/r")),
    ]
  }

  @Test(
    "spools on disk give the bytes of the whole run rendered in memory",
    arguments: LintReporters.all.map { $0.identifier })
  func streamedThroughFiles(format: String) async throws {
    let reporter = try #require(LintReporters.reporter(named: format))
    for (name, run) in await Self.runs() {
      for options in try Self.options() {
        let whole = reporter.init().report(run, options: options)
        let sink = DiskSpoolingSink()
        var stream = try reporter.init().begin(rules: run.rules, options: options, to: sink)
        for file in run.files { try stream.write(file) }
        try stream.finish(summary: run.summary)
        #expect(String(decoding: sink.bytes, as: UTF8.self) == whole, "\(format) of \(name)")
        // Formats whose totals come first did spool, and on disk; SARIF spools only the
        // notifications about failed files, so only a run with one fills its spool.
        let spoolIsUnused = format == "sarif" && run.summary.failedFiles == 0
        let onDisk = sink.spools.allSatisfy { $0.isOnDisk || spoolIsUnused }
        #expect(onDisk, "\(format) of \(name)")
      }
    }
  }

  @Test(
    "a file's fragment stands alone, and placing kept fragments gives the whole report",
    arguments: LintReporters.all.map { $0.identifier })
  func fragmentsStandAlone(format: String) async throws {
    let reporter = try #require(LintReporters.reporter(named: format))
    for (name, run) in await Self.runs() {
      for options in try Self.options() {
        let whole = reporter.init().report(run, options: options)
        // Each fragment worked out by a stream that has seen nothing, as a kept one was.
        let fragments = try run.files.map { file in
          try reporter.init().begin(rules: run.rules, options: options, to: LintReportBuffer())
            .fragment(for: file)
        }
        let buffer = LintReportBuffer()
        var stream = try reporter.init().begin(rules: run.rules, options: options, to: buffer)
        for (file, kept) in zip(run.files, fragments) {
          #expect(stream.fragment(for: file) == kept, "\(format) of \(name): \(file.path)")
          try stream.place(kept)
        }
        try stream.finish(summary: run.summary)
        #expect(String(decoding: buffer.bytes, as: UTF8.self) == whole, "\(format) of \(name)")
      }
    }
  }

  @Test("only the formats with totals or notifications before their body spool it")
  func spoolingFormats() throws {
    let spooling = try LintReporters.all.filter { reporter in
      let sink = DiskSpoolingSink()
      _ = try reporter.init().begin(rules: [], options: ReporterOptions(), to: sink)
      return !sink.spools.isEmpty
    }.map { $0.identifier }
    #expect(spooling == ["sarif", "junit", "rdjson"])
  }

  @Test(
    "a stream holds the same state after a run as after the same run three times over",
    arguments: LintReporters.all.map { $0.identifier })
  func noPerFileState(format: String) async throws {
    let reporter = try #require(LintReporters.reporter(named: format))
    let run = await Self.runs()[1].run
    var states: [HeldState] = []
    for repeats in [1, 3] {
      let sink = DiskSpoolingSink()
      var stream = try reporter.init().begin(
        rules: run.rules, options: ReporterOptions(baseDirectory: "/checkout"), to: sink)
      for _ in 0..<repeats {
        for file in run.files { try stream.write(file) }
      }
      states.append(HeldState(of: stream))
      try stream.finish(summary: run.summary)
    }
    #expect(states[0].reports.isEmpty, "\(format) keeps \(states[0].reports)")
    #expect(states[0] == states[1], "\(format) keeps more after more files")
  }
}

/// Collects the report and hands out spools that move to disk at the first byte.
final class DiskSpoolingSink: LintReportSink {
  private(set) var bytes: [UInt8] = []
  private(set) var spools: [LintReportSpool] = []

  func write(_ bytes: [UInt8]) throws { self.bytes += bytes }

  func makeSpool() throws -> LintReportSpool {
    let spool = LintReportSpool(memoryLimit: 0)
    spools.append(spool)
    return spool
  }
}

/// What a value keeps, found through its stored properties (`Mirror`), not counting the sinks
/// it writes to: how many collection elements and string bytes, and any per-file values.
struct HeldState: Equatable {
  var elements = 0
  var stringBytes = 0
  /// The type names of reports, findings, documents or fields held.
  var reports: [String] = []

  init(of value: Any) { visit(value) }

  private mutating func visit(_ value: Any) {
    if value is any LintReportSink { return }
    if value is FileReport || value is Diagnostic || value is ScannedDocument
      || value is FormField
    {
      reports.append("\(type(of: value))")
    }
    if let text = value as? String { stringBytes += text.utf8.count }
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .collection, .dictionary, .set: elements += mirror.children.count
    default: break
    }
    for child in mirror.children { visit(child.value) }
  }
}
