import ArgumentParser
import KeyboardTraitsLint

/// `kbtraits lint`: the CI command. Reports what is wrong with each form field, in the formats CI
/// systems read, with ESLint's exit codes.
struct LintCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "lint",
    abstract: "Report what is wrong with each form field's keyboard, autofill and markup.",
    discussion: """
      Paths are files or directories (searched recursively for *.html, *.htm, *.xhtml, \
      template files and --include globs); '-' reads standard input, as --syntax says. Each \
      file's configuration is the nearest .kbtraits.yml above it merged with the ones above \
      that, up to one with root: true (or --config FILE alone, or the defaults with \
      --no-config); --print-config FILE shows it. .kbtraitsignore (and .gitignore in a git work \
      tree) excludes files; node_modules and bower_components are walked only when named \
      (--no-ignore: everything). SARIF links \
      each rule to its documentation only when --rules-url or rules-url: gives the page (a rule \
      links to URL#<rule-id>).

      Exit status: 0 when clean (or only warnings within --max-warnings), 1 when there are \
      errors, too many warnings, unreadable files or (with --strict-baseline) stale baseline \
      entries, 2 for usage or configuration errors or when no HTML file was found.
      """)

  @OptionGroup var scan: ScanArguments

  @OptionGroup var configuration: ConfigurationArguments

  @OptionGroup var rulesURL: RulesURLArgument

  @OptionGroup(title: "Web pages") var pages: PageArguments

  @OptionGroup var output: LintOutputArguments

  @OptionGroup var sharding: ShardArgument

  @OptionGroup(title: "Cache") var caching: LintCacheArguments

  @Option(
    name: .customLong("format"), parsing: .singleValue,
    help: ArgumentHelp(
      "Output format, repeatable: \(LintReporters.all.map { $0.identifier }.joined(separator: ", ")).",
      valueName: "format"))
  var formats: [String] = []

  @Option(
    name: [.short, .customLong("output")], parsing: .singleValue,
    help: ArgumentHelp(
      "Write the matching --format (in order; '-' is standard output) to this file. Without "
        + "--format, the extension decides: .sarif, .json, .txt.",
      valueName: "file"))
  var outputs: [String] = []

  @Option(
    help: ArgumentHelp(
      "Print the configuration that applies to this file (merged, as YAML, with where each "
        + "value comes from) and lint nothing.", valueName: "file"))
  var printConfig: String?

  @Option(help: "The path to report for standard input (and to find its configuration).")
  var stdinFilename: String?

  @Option(help: "Fail when there are more warnings than this.")
  var maxWarnings: Int?

  @Flag(help: "Apply the safe fixes in place, then report what is left.")
  var fix = false

  @Flag(help: "With --fix or --fix-dry-run, apply the unsafe fixes too; review what they change.")
  var unsafeFixes = false

  @Option(help: "Ignore the findings recorded in this baseline file.")
  var baseline: String?

  @Option(help: "Write the current findings to this baseline file (and report none).")
  var writeBaseline: String?

  @Flag(help: "With --baseline: fail when a baselined finding no longer occurs.")
  var strictBaseline = false

  @Flag(help: "Never colour the text output (--color never).")
  var noColor = false

  func validate() throws {
    if printConfig == nil { try scan.validatePaths(pagesGiven: pages.isRequested) }
    for format in formats where LintReporters.reporter(named: format) == nil {
      let known = LintReporters.all.map { $0.identifier }
      let suggestion = LintReporters.nearestIdentifier(to: format).map { " Did you mean '\($0)'?" }
      throw ValidationError(
        "Unknown --format '\(format)'.\(suggestion ?? "") Formats: "
          + known.joined(separator: ", ") + ".")
    }
    _ = try LintDestinations.resolve(
      formats: formats, outputs: outputs, diffOnStandardOutput: output.fixDryRun)
    if noColor, let color = output.color, color != .never {
      throw ValidationError("--no-color and --color \(color.rawValue) disagree; give one of them.")
    }
    if fix, output.fixDryRun {
      throw ValidationError("--fix writes the fixes and --fix-dry-run only shows them; give one.")
    }
    if output.fixDryRun, scan.paths.contains("-") {
      throw ValidationError("--fix-dry-run needs files; standard input is not fixed.")
    }
    if let maxWarnings, maxWarnings < 0 {
      throw ValidationError("--max-warnings must be 0 or more.")
    }
    if fix, scan.paths.contains("-") {
      throw ValidationError("--fix cannot write to standard input; lint a file to fix it.")
    }
    if unsafeFixes, !fix, !output.fixDryRun {
      throw ValidationError("--unsafe-fixes needs --fix or --fix-dry-run.")
    }
    if strictBaseline, baseline == nil {
      throw ValidationError("--strict-baseline needs --baseline FILE.")
    }
  }

  func run() async throws {
    if let printConfig {
      let frontend = PrintConfigFrontend(
        path: printConfig, lookup: configuration.lookup, platforms: try configuration.platforms)
      return try frontend.run().exit()
    }
    let frontend = LintFrontend(
      scan: scan, configuration: configuration, rulesURL: rulesURL, pages: pages,
      shard: try sharding.shard, options: try frontendOptions)
    try await frontend.run().exit()
  }

  /// What the options above ask of the run besides what to scan.
  private var frontendOptions: LintFrontend.Options {
    get throws {
      LintFrontend.Options(
        destinations: try LintDestinations.resolve(
          formats: formats, outputs: outputs, diffOnStandardOutput: output.fixDryRun),
        standardInputName: stdinFilename, quiet: output.quiet,
        baseDirectory: output.baseDirectory, color: output.color ?? (noColor ? .never : .auto),
        fix: fix ? .write : output.fixDryRun ? .dryRun : .none, includesUnsafeFixes: unsafeFixes,
        maxWarnings: maxWarnings, baseline: baseline, writeBaseline: writeBaseline,
        strictBaseline: strictBaseline, cacheLocation: caching.location)
    }
  }
}
