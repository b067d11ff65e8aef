import Foundation
import KeyboardTraits
import KeyboardTraitsLint

/// The reports of one `kbtraits lint` run, written while the files stream in: each format
/// streams to its destination (``LintDestinations``), so no report is ever held whole.
///
/// Each file is opened as a shell's `>` opens it (`OutputFile`): a regular file is written
/// under a temporary name beside it and renamed when complete, so a reader never sees half a
/// report; a symbolic link is written through, a FIFO or device as a stream. Standard output
/// takes its parts in order: the `--fix-dry-run` diff first, then each format in turn; a format
/// that has to wait for an earlier one waits in a spool (``LintReportSpool``).
final class LintReportOutputs {
  /// A write that failed, with the format and where it was going.
  struct Failure: Error {
    var format: String
    var destination: String
    var reason: String

    var message: String { "cannot write \(format) output to \(destination): \(reason)" }
  }

  private struct Output {
    var format: String
    /// The file as given; nil for standard output.
    var path: String?
    /// Nil until the report has begun.
    var stream: (any LintReportStream)?
    /// Where the report goes: a file's sink, or standard output (directly or through `spool`).
    var sink: LintReportFileSink?
    /// A standard output report that comes after the diff or another format.
    var spool: LintReportSpool?
    /// The file being written, until it is committed.
    var file: OutputFile?
  }

  private let standardOutput = LintReportFileSink(
    FileHandle.standardOutput, name: "standard output")
  private var outputs: [Output] = []

  /// Opens every destination and writes what opens each report. Call ``discard()`` when the
  /// run ends, finished or not: it removes what an unfinished report left behind.
  /// - Parameter diffFirst: whether the `--fix-dry-run` diff goes to standard output before
  ///   the reports.
  func begin(
    _ destinations: [LintDestination], rules: [RuleDescription], diffFirst: Bool,
    options: (LintDestination) -> ReporterOptions
  ) throws(Failure) {
    var standardOutputTaken = diffFirst
    for destination in destinations {
      let format = destination.reporter.identifier
      var output = Output(format: format, path: destination.path)
      let target: any LintReportSink
      if let path = destination.path {
        let file: OutputFile
        do {
          file = try OutputFile(path: CommandLinePath.escaped(path))
        } catch {
          throw Failure(format: format, destination: path, reason: error.reason)
        }
        output.file = file
        let sink = LintReportFileSink(file)
        output.sink = sink
        target = sink
      } else if standardOutputTaken {
        let spool = LintReportSpool()
        output.spool = spool
        target = spool
      } else {
        standardOutputTaken = true
        output.sink = standardOutput
        target = standardOutput
      }
      // Listed before it begins, so that discard() removes its file if beginning fails.
      outputs.append(output)
      do {
        outputs[outputs.count - 1].stream = try destination.reporter.init().begin(
          rules: rules, options: options(destination), to: target)
      } catch {
        throw failure(output, error)
      }
    }
  }

  /// Writes text (the dry run's diff) to standard output ahead of the reports there.
  func writeToStandardOutput(_ text: String) throws(Failure) {
    do {
      try standardOutput.write(text)
    } catch {
      throw Failure(format: "diff", destination: "standard output", reason: "\(error)")
    }
  }

  /// Each report's fragment of one file, in the order of the destinations.
  func fragments(for file: FileReport) -> [LintReportFragment] {
    outputs.map { $0.stream?.fragment(for: file) ?? LintReportFragment() }
  }

  /// Places one file's fragments (``fragments(for:)``, now or in an earlier run) in every
  /// report.
  func place(_ fragments: [LintReportFragment]) throws(Failure) {
    for (index, fragment) in zip(outputs.indices, fragments) {
      do {
        try outputs[index].stream?.place(fragment)
      } catch {
        throw failure(outputs[index], error)
      }
    }
  }

  /// Closes every report: standard output gets the waiting ones in order, files are put in
  /// place.
  func finish(summary: ScanSummary) throws(Failure) {
    for index in outputs.indices {
      let output = outputs[index]
      do {
        try outputs[index].stream?.finish(summary: summary)
        try output.spool?.copy(to: standardOutput)
        if output.sink === standardOutput || output.spool != nil {
          try standardOutput.flush()
          continue
        }
        try output.sink?.flush()
        try output.file?.commit()
        outputs[index].file = nil
      } catch {
        throw failure(output, error)
      }
    }
    try? standardOutput.flush()
  }

  /// Removes the files of reports that were not finished.
  func discard() {
    for output in outputs { output.file?.discard() }
    outputs = []
  }

  private func failure(_ output: Output, _ error: any Error) -> Failure {
    let reason =
      (error as? OutputFileError)?.reason ?? (error as? LintReportError)?.description
      ?? "\(error)"
    return Failure(
      format: output.format, destination: output.path ?? "standard output", reason: reason)
  }
}
