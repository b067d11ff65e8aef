// Lints every HTML file and template under the given folders on the main thread and writes
// one SARIF log, as `kbtraits lint --no-config --no-ignore --jobs 1 --format sarif` does (its
// walk included), minus the baseline. It exists for instruction counts: valgrind 3.19
// (Debian 12) crashes on `kbtraits` itself once libdispatch's main thread exits under Swift's
// async `main`, and this machine's timers are too noisy for before/after comparisons.
//
// usage: SingleThreadLint OUTPUT.sarif FOLDER...
import Foundation
import KeyboardTraits
import KeyboardTraitsLint

let arguments = CommandLine.arguments.dropFirst()
guard arguments.count >= 2, let outputPath = arguments.first else {
  FileHandle.standardError.write(Data("usage: SingleThreadLint OUTPUT.sarif FOLDER...\n".utf8))
  exit(2)
}

guard FileManager.default.createFile(atPath: outputPath, contents: nil),
  let handle = FileHandle(forWritingAtPath: outputPath)
else {
  FileHandle.standardError.write(Data("SingleThreadLint: cannot create \(outputPath)\n".utf8))
  exit(1)
}
let linter = Linter()
let scanner = FormScanner(linter: linter)
let sink = LintReportFileSink(handle, name: outputPath)
var summary = ScanSummary()
do {
  var stream = try SARIFReporter().begin(
    rules: RuleRegistry.all.map { $0.description }, options: ReporterOptions(), to: sink)
  for folder in arguments.dropFirst() {
    // The CLI's own walk, as `--no-ignore` takes it: its cost is part of what a run costs.
    for input in InputDiscovery.stream([folder]) {
      let report = scanner.report(for: input)
      summary.add(report)
      try stream.write(report)
    }
  }
  try stream.finish(summary: summary)
  try sink.flush()
} catch {
  FileHandle.standardError.write(Data("SingleThreadLint: \(error)\n".utf8))
  exit(1)
}
let findings = summary.errors + summary.warnings + summary.notes
print("\(summary.files) files, \(summary.fields) fields, \(findings) findings")
