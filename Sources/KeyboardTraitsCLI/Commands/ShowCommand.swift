import ArgumentParser
import Foundation
import KeyboardTraits
import KeyboardTraitsLint
import KeyboardTraitsReport

/// `kbtraits show`: prints every form field with the keyboard each targeted platform shows for it:
/// iOS Safari, Chrome for Android and Firefox for Android.
struct ShowCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "show",
    abstract:
      "Show the keyboard iOS, Chrome and Firefox for Android open for every form field, with its "
      + "findings.",
    discussion: """
      Paths are HTML files or directories (searched recursively for *.html, *.htm, *.xhtml and \
      template files: .vue, .svelte, .j2, .blade.php, …, and --include globs); '-' reads \
      standard input, as --syntax says. The text lists each field with a row per platform \
      (--platform, else platforms: in .kbtraits.yml, else all three; Firefox only where it \
      differs from Chrome); JSON always has ios, android and firefoxAndroid. Findings follow the \
      .kbtraits.yml files above each file (or --config), and .kbtraitsignore excludes files, as \
      in `kbtraits lint`. Exit status: 0 when every file was read, 1 when any file failed, 2 for \
      usage or configuration errors or when no HTML file was found.
      """)

  @OptionGroup var scan: ScanArguments

  @OptionGroup var configuration: ConfigurationArguments

  @OptionGroup(title: "Web pages") var pages: PageArguments

  @Option(help: "Output format: text or json.")
  var format: OutputFormat = .text

  func validate() throws {
    try scan.validatePaths(pagesGiven: pages.isRequested)
  }

  func run() async throws {
    var planned: ScanPlan
    do {
      planned = try await ScanPlan.preparingTables { () throws(ConfigurationErrors) in
        try ScanPlan(
          scan.settings(standardInputName: nil, includesPages: pages.isRequested),
          configuration: configuration)
      }
    } catch {
      try ConfigurationMessages.fail(error.errors)
    }
    planned.addPages(try await pages.load(concurrency: scan.concurrency))
    let plan = planned
    let summary = await ReportPrinter.run(
      plan, concurrency: scan.concurrency, format: format,
      text: { FieldTable.render($0, platforms: plan.group(forPath: $0.path).platforms) })
    try DiscoveryMessages.finish(
      summary, paths: scan.paths, warnIgnored: !configuration.noWarnIgnored)
    if summary.failedFiles > 0 { throw ExitCode(1) }
  }
}

/// The last line of text output.
enum SummaryLine {
  static func render(_ summary: ScanSummary) -> String {
    var parts = [
      count(summary.files, "file"), count(summary.fields, "field"),
      "\(summary.failedFiles) failed",
    ]
    let findings = summary.errors + summary.warnings + summary.notes
    if findings > 0 {
      parts.append(
        "\(count(findings, "finding")) (\(count(summary.errors, "error")), "
          + "\(count(summary.warnings, "warning")), \(count(summary.notes, "note")))")
    }
    if summary.duplicatesSkipped > 0 {
      parts.append("\(count(summary.duplicatesSkipped, "duplicate path")) skipped")
    }
    if summary.pages > 0 {
      parts.append(summary.pagesDescription)
    }
    return parts.joined(separator: ", ") + "\n"
  }

  private static func count(_ value: Int, _ noun: String) -> String {
    "\(value) \(noun)\(value == 1 ? "" : "s")"
  }
}
