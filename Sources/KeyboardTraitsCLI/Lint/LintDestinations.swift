import ArgumentParser
import KeyboardTraitsLint

/// Where each report of `kbtraits lint` goes, decided from `--format` and `--output` so that no
/// report can land somewhere unexpected: text inside a `.sarif` file, or JSON run together with
/// another format on standard output.
struct LintDestination {
  /// The format.
  var reporter: any LintReporter.Type
  /// The file to write, nil for standard output.
  var path: String?
}

enum LintDestinations {
  /// The format each output extension means when `--format` is left out.
  static let formatsByExtension = ["sarif": "sarif", "json": "json", "txt": "text"]

  /// Pairs formats and outputs.
  ///
  /// - Without `--format`, each `--output` takes its format from its extension (`.sarif`,
  ///   `.json`, `.txt`; `-` is text on standard output); without either, text goes to standard
  ///   output.
  /// - With both, there must be one `--output` per `--format`, in order (`-` for standard
  ///   output); with `--format` alone, every format goes to standard output.
  /// - Standard output takes any number of line formats (text, github), after the
  ///   `--fix-dry-run` diff if there is one, but a document format (json, sarif, junit,
  ///   checkstyle, gitlab, rdjson) only alone.
  ///
  /// - Throws: `ValidationError` saying what to write instead.
  static func resolve(
    formats: [String], outputs: [String], diffOnStandardOutput: Bool = false
  ) throws -> [LintDestination] {
    let pairs = try pairs(formats: formats, outputs: outputs)
    var destinations: [LintDestination] = []
    var files = Set<String>()
    for (format, output) in pairs {
      guard let reporter = LintReporters.reporter(named: format) else {
        throw ValidationError("Unknown --format '\(format)'.")
      }
      let path = output == "-" ? nil : output
      if let path, !files.insert(path).inserted {
        throw ValidationError(
          "--output \(path) is given twice, so one report would overwrite the other; give "
            + "each --format its own file.")
      }
      destinations.append(LintDestination(reporter: reporter, path: path))
    }
    try checkStandardOutput(destinations, diff: diffOnStandardOutput)
    return destinations
  }

  private static func pairs(formats: [String], outputs: [String]) throws -> [(String, String)] {
    if formats.isEmpty {
      if outputs.isEmpty { return [("text", "-")] }
      return try outputs.map { (try format(forOutput: $0), $0) }
    }
    if outputs.isEmpty { return formats.map { ($0, "-") } }
    guard formats.count == outputs.count else {
      let suggestion = formats.enumerated().map { index, format in
        "--format \(format) --output \(index < outputs.count ? outputs[index] : "-")"
      }.joined(separator: " ")
      let fix =
        formats.count > outputs.count
        ? "Write instead: \(suggestion)"
        : "Add a --format before each --output, or leave --format out to take each format from "
          + "its output's extension"
      throw ValidationError(
        "\(counted(formats.count, "--format")) but \(counted(outputs.count, "--output")): give "
          + "one --output per --format, in the same order ('-' is standard output). \(fix).")
    }
    return Array(zip(formats, outputs))
  }

  /// The format an output file's extension names.
  private static func format(forOutput output: String) throws -> String {
    if output == "-" { return "text" }
    let name = output.split(separator: "/").last.map(String.init) ?? output
    let ext = name.contains(".") ? String(name.split(separator: ".").last ?? "").lowercased() : ""
    if let format = formatsByExtension[ext] { return format }
    if ext == "xml" {
      throw ValidationError(
        "--output \(output) could be JUnit or Checkstyle XML; say which: --format junit "
          + "--output \(output), or --format checkstyle --output \(output).")
    }
    let known = LintReporters.all.map { $0.identifier }.joined(separator: ", ")
    throw ValidationError(
      "Cannot tell the format of --output \(output) from its name (.sarif, .json and .txt are "
        + "known); put --format FORMAT before it (\(known)).")
  }

  private static func checkStandardOutput(_ destinations: [LintDestination], diff: Bool) throws {
    let shared = destinations.filter { $0.path == nil }
    let names =
      (diff ? ["the --fix-dry-run diff"] : []) + shared.map { "--format \($0.reporter.identifier)" }
    guard names.count > 1 else { return }
    let documents = shared.filter { !$0.reporter.isLineOriented }.map { $0.reporter.identifier }
    guard let document = documents.first.map({ "--format \($0)" }) else { return }
    let all = names.count == 2 ? "both" : "all"
    throw ValidationError(
      "\(names.joined(separator: " and ")) would \(all) go to standard output, where "
        + "\(document) must be alone to be read; write the others to files with --output FILE "
        + "(one per --format, in order).")
  }

  private static func counted(_ count: Int, _ option: String) -> String {
    "\(count) \(option) option\(count == 1 ? "" : "s")"
  }
}
