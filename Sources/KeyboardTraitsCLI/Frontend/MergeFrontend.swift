import Foundation
import KeyboardTraits
import KeyboardTraitsReport

/// `kbtraits merge`'s run: reads the shards' outputs, checks they are every part of one run,
/// writes the output one run would have written, and ends as that run's `lint` would
/// (`--baseline`, then `--max-warnings`, applied to the merged findings).
struct MergeFrontend: Frontend {
  /// The shards' output files, as given.
  let paths: [String]
  /// `--format`: the format asked for; nil writes the inputs'.
  let format: ShardOutput.Format?
  /// `--output`: nil or `-` for standard output.
  let output: String?
  /// `--max-warnings`.
  let maxWarnings: Int?
  /// `--baseline`: the baseline applied to the merged findings.
  var baseline: String? = nil
  /// `--strict-baseline`: stale baseline entries fail the merge, as they fail lint.
  var strictBaseline = false

  /// Exit status 1 for errors, too many warnings, files that could not be read or (with
  /// `strictBaseline`) stale baseline entries; 2 when an input or the baseline is missing or
  /// unfit, or the output cannot be written.
  func run() async throws -> RunOutcome {
    do {
      return try merge()
    } catch {
      FileHandle.standardError.write(Data("error: \(error.message)\n".utf8))
      return .usageError
    }
  }

  private func merge() throws(MergeError) -> RunOutcome {
    var outputs: [ShardOutput] = []
    for path in paths { outputs.append(try ShardOutput(path: path)) }
    let set = try ShardOutputSet(outputs)
    if let format, format != set.format {
      throw MergeError(
        "The shards' outputs are \(set.format.rawValue.uppercased()) and merge writes the "
          + "format it reads: \(Self.conversionAdvice(to: format))")
    }
    var applied: ShardBaseline?
    if let baseline {
      try ShardBaseline.check(set)
      applied = try ShardBaseline(path: baseline)
    }
    let bytes: [UInt8]
    let errors: Int
    let warnings: Int
    let failed: Int
    switch set.format {
    case .json:
      let merged = try JSONShardMerge.merge(set, baseline: &applied)
      bytes = merged.bytes
      (errors, warnings, failed) =
        (merged.summary.errors, merged.summary.warnings, merged.summary.failedFiles)
    case .sarif:
      let merged = try SARIFShardMerge.merge(set, baseline: &applied)
      bytes = merged.bytes
      (errors, warnings, failed) =
        (merged.counts.errors, merged.counts.warnings, merged.counts.failedFiles)
    }
    if let output, output != "-" {
      do {
        try OutputFile.write(bytes, to: CommandLinePath.escaped(output))
      } catch {
        throw MergeError("\(error)")
      }
    } else {
      FileHandle.standardOutput.write(Data(bytes))
    }
    let shards = NumberText.counted(set.outputs.count, "shard")
    let inputs = NumberText.counted(set.run.inputs, "input")
    let found = [
      NumberText.counted(errors, "error"), NumberText.counted(warnings, "warning"),
      NumberText.counted(failed, "failed file"),
    ].joined(separator: ", ")
    var lines = ["merged \(shards) of a run of \(inputs): \(found)"]
    lines += applied?.messages(strict: strictBaseline) ?? []
    let staleEntries = applied?.staleCount ?? 0
    let tooManyWarnings = maxWarnings.map { warnings > $0 } ?? false
    if let maxWarnings, tooManyWarnings {
      lines.append(LintMessages.tooManyWarnings(warnings, allowed: maxWarnings, quiet: false))
    }
    LintMessages.print(lines)
    if staleEntries > 0, strictBaseline { return .failure }
    return errors > 0 || failed > 0 || tooManyWarnings ? .failure : .success
  }

  /// Why JSON is not turned into SARIF or back, and what to do instead.
  static func conversionAdvice(to format: ShardOutput.Format) -> String {
    switch format {
    case .sarif:
      "the JSON output does not carry what SARIF needs (the rules' descriptions as the run "
        + "configured them, the platforms of each result's keyboards, the base directory), "
        + "so run the shards with --format sarif (or with both: --format json -o "
        + "shard.json --format sarif -o shard.sarif) and merge those."
    case .json:
      "SARIF leaves out what the JSON holds (every file, field and keyboard), so run the "
        + "shards with --format json and merge those."
    }
  }
}
