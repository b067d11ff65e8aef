import ArgumentParser

/// `kbtraits merge`: joins the lint outputs of a run split with `--shard` into the output of
/// one run, and ends with that run's exit status.
struct MergeCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "merge",
    abstract: "Join the lint outputs of a run split with --shard into the output of one run.",
    discussion: """
      Give the output of every shard of one run: each written by `kbtraits lint --shard I/N` \
      with --format json or --format sarif, all of one format, by this kbtraits version, on the \
      same files with the same options. The merged output is what the run without --shard \
      would have written, byte for byte: files (JSON) or results and notifications (SARIF) in \
      its order, the rules of every shard, and the totals; only lint's JSON and SARIF merge \
      (a report from `kbtraits report --shard` stays a partial report).

      --baseline leaves out the findings a baseline accepts, as lint --baseline does for one \
      run; give it to merge, not to the shards (run them without --quiet).

      Exit status: 0 when clean (or only warnings within --max-warnings), 1 when the merged \
      output has errors, too many warnings, files that could not be read or (with \
      --strict-baseline) stale baseline entries, 2 when an output or the baseline is missing, \
      unreadable, not a shard's, or from another run, or the merged output cannot be written.
      """)

  @Argument(help: "The shards' lint outputs (JSON or SARIF), one per shard, in any order.")
  var files: [String] = []

  @Option(
    help: ArgumentHelp(
      "The format to write: json or sarif, which must be the inputs' (default: theirs).",
      valueName: "format"))
  var format: ShardOutput.Format?

  @Option(
    name: [.short, .customLong("output")],
    help: ArgumentHelp(
      "Write the merged output to this file ('-' is standard output, the default).",
      valueName: "file"))
  var output: String?

  @Option(help: "Fail when the merged output has more warnings than this.")
  var maxWarnings: Int?

  @Option(help: "Ignore the findings recorded in this baseline file, as lint --baseline does.")
  var baseline: String?

  @Flag(help: "With --baseline: fail when a baselined finding no longer occurs.")
  var strictBaseline = false

  func validate() throws {
    if files.isEmpty {
      throw ValidationError(
        "Give the output files of every shard, such as kbtraits merge shard-*.json.")
    }
    if let maxWarnings, maxWarnings < 0 {
      throw ValidationError("--max-warnings must be 0 or more.")
    }
    if strictBaseline, baseline == nil {
      throw ValidationError("--strict-baseline needs --baseline FILE.")
    }
  }

  func run() async throws {
    let frontend = MergeFrontend(
      paths: files, format: format, output: output, maxWarnings: maxWarnings,
      baseline: baseline, strictBaseline: strictBaseline)
    try await frontend.run().exit()
  }
}

extension ShardOutput.Format: ExpressibleByArgument {}
