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

      Exit status: 0 when clean (or only warnings within --max-warnings), 1 when the merged \
      output has errors, too many warnings or files that could not be read, 2 when an output \
      is missing, unreadable, not a shard's, or from another run, or the merged output cannot \
      be written.
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

  func validate() throws {
    if files.isEmpty {
      throw ValidationError(
        "Give the output files of every shard, such as kbtraits merge shard-*.json.")
    }
    if let maxWarnings, maxWarnings < 0 {
      throw ValidationError("--max-warnings must be 0 or more.")
    }
  }

  func run() async throws {
    let frontend = MergeFrontend(
      paths: files, format: format, output: output, maxWarnings: maxWarnings)
    try await frontend.run().exit()
  }
}

extension ShardOutput.Format: ExpressibleByArgument {}
