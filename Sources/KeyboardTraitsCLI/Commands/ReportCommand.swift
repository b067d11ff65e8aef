import ArgumentParser
import Foundation
import KeyboardTraitsReport

extension ReportFormat: ExpressibleByArgument {}

/// `kbtraits report`: writes HTML, Markdown, JSON and CSV reports from one scan.
struct ReportCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "report",
    abstract: "Write a report (HTML with keyboard drawings, Markdown, JSON, CSV) for every field.",
    discussion: """
      Give --format once per format and --output once per format, in the same order ('-' is \
      standard output). Without --output each format goes to kbtraits-report.<ext>. An HTML \
      --output that names a folder (DIR/) gets index.html: the whole report while it stays \
      under 8 MiB, else a summary with pages per keyboard situation and per file beside it, \
      each of at most 1,000 fields, for runs of any size. The HTML \
      report documents the rules it shows in a Rules section of its own; the Markdown report \
      does too, or links each rule to URL#<rule-id> with --rules-url URL (or rules-url:). \
      Findings follow the .kbtraits.yml files above each file (or --config), and \
      .kbtraitsignore excludes files, as in `kbtraits lint`. Progress is shown on standard \
      error when it is a terminal, unless CI is set or --quiet is given; each report written \
      to a file is named there once done, with what it counted. Exit status: 0 when \
      every file was read, 1 when any file failed or a report could not be written, 2 for \
      usage or configuration errors.
      """)

  @OptionGroup var scan: ScanArguments

  @OptionGroup var configuration: ConfigurationArguments

  @OptionGroup var rulesURL: RulesURLArgument

  @OptionGroup(title: "Web pages") var pages: PageArguments

  @OptionGroup var sharding: ShardArgument

  @Option(
    name: .customLong("format"),
    help: "Report format: html, markdown, json or csv (repeat for several; default html).")
  var formats: [ReportFormat] = []

  @Option(
    name: [.short, .customLong("output")],
    help: "Where each --format goes, in order ('-' for standard output).")
  var outputs: [String] = []

  @Option(
    name: .customLong("one-page-limit"),
    help: ArgumentHelp(
      "With --output DIR/: the largest report (bytes of its files' parts) kept as one page; "
        + "0 always writes pages.", valueName: "bytes"))
  var onePageLimit = ReportOutput.defaultSinglePageLimit

  @Flag(name: [.short, .customLong("quiet")], help: "Do not show progress.")
  var quiet = false

  func validate() throws {
    try scan.validatePaths(pagesGiven: pages.isRequested)
    let chosen = resolvedFormats
    if outputs.count > chosen.count {
      throw ValidationError(
        "\(outputs.count) --output values but \(chosen.count) formats: give one --output per "
          + "--format, in the same order.")
    }
    if Set(chosen).count != chosen.count {
      throw ValidationError("Each --format may be given once.")
    }
    let paths = resolvedOutputs.map(\.path)
    if paths.filter({ $0 == "-" }).count > 1 {
      throw ValidationError("Only one report can go to standard output ('-').")
    }
    if Set(paths).count != paths.count {
      throw ValidationError(
        "Two formats would be written to the same file; give each its own --output.")
    }
    if onePageLimit < 0 {
      throw ValidationError("--one-page-limit takes a number of bytes, 0 or more.")
    }
    for (index, format) in chosen.enumerated()
    where index < outputs.count && format != .html && Self.namesFolder(outputs[index]) {
      throw ValidationError(
        "--output \(outputs[index]) names a folder, and only the HTML report can be a folder: "
          + "give the \(format.rawValue) report a file name.")
    }
  }

  /// Whether `output` names a folder (`-` is standard output).
  static func namesFolder(_ output: String) -> Bool {
    output != "-" && CommandLinePath.namesFolder(output)
  }

  /// The formats asked for; without --format, inferred from the --output names, else HTML.
  var resolvedFormats: [ReportFormat] {
    if !formats.isEmpty { return formats }
    if outputs.isEmpty { return [.html] }
    return outputs.map { output in
      switch URL(fileURLWithPath: output).pathExtension.lowercased() {
      case "md", "markdown": .markdown
      case "json": .json
      case "csv": .csv
      default: .html
      }
    }
  }

  /// Each format with its destination.
  var resolvedOutputs: [ReportOutput] {
    resolvedFormats.enumerated().map { index, format in
      ReportOutput(
        format: format,
        path: index < outputs.count
          ? CommandLinePath.escaped(outputs[index]) : "kbtraits-report.\(format.fileExtension)",
        isFolder: index < outputs.count && Self.namesFolder(outputs[index]),
        singlePageLimit: onePageLimit)
    }
  }

  func run() async throws {
    let frontend = ReportFrontend(
      scan: scan, configuration: configuration, rulesURL: rulesURL, pages: pages,
      outputs: resolvedOutputs, quiet: quiet, shard: try sharding.shard)
    try await frontend.run().exit()
  }
}
