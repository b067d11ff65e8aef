import ArgumentParser

/// `--shard I/N`, for `show`, `lint` and `report`: scan one part of the inputs, for a run split
/// over several machines (``Shard``).
struct ShardArgument: ParsableArguments {
  @Option(
    name: .customLong("shard"),
    help: ArgumentHelp(
      "Scan only part I of N of the files and pages (from 1 to N), each in exactly one part by "
        + "a hash of its path or URL; join the parts' lint outputs with 'kbtraits merge'.",
      valueName: "I/N"))
  var text: String?

  func validate() throws {
    _ = try shard
  }

  /// The checked shard, or nil when the option was not given.
  var shard: Shard? {
    get throws {
      guard let text else { return nil }
      do {
        return try Shard(parsing: text)
      } catch {
        throw ValidationError(error.message)
      }
    }
  }
}
