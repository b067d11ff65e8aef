import KeyboardTraits

/// The outputs `merge` joins, checked to be every part of one run, once each, in shard order.
struct ShardOutputSet {
  /// The outputs, by shard number.
  let outputs: [ShardOutput]
  /// Their format.
  let format: ShardOutput.Format
  /// What they say about the whole run (the first shard's record; they all agree).
  let run: ScanShard

  /// - Throws: ``MergeError`` when the outputs differ in format, kbtraits version, run (inputs
  ///   or options) or number of shards, when a shard is given twice or is missing, or when the
  ///   JSON outputs do not list the run's inputs between them.
  init(_ outputs: [ShardOutput]) throws(MergeError) {
    guard let first = outputs.first else { throw MergeError("Give the shards' output files.") }
    for output in outputs {
      if output.format != first.format {
        throw MergeError(
          "\(output.path) is \(output.format.rawValue.uppercased()) but \(first.path) is "
            + "\(first.format.rawValue.uppercased()); merge the outputs of one format at a time.")
      }
      if output.version != KeyboardTraitsVersion.current {
        throw MergeError(
          output.path,
          "was written by kbtraits \(output.version.isEmpty ? "(no version)" : output.version); "
            + "this is kbtraits \(KeyboardTraitsVersion.current): run every shard and the merge "
            + "with the same version")
      }
      if output.shard.count != first.shard.count {
        throw MergeError(
          "\(output.path) is shard \(output.shard.index)/\(output.shard.count) but \(first.path) "
            + "is shard \(first.shard.index)/\(first.shard.count); give every shard the same N.")
      }
      if output.shard.run != first.shard.run || output.shard.inputs != first.shard.inputs
        || output.shard.pages != first.shard.pages
      {
        let inputs =
          output.shard.inputs == first.shard.inputs
          ? "" : " (\(output.shard.inputs) and \(first.shard.inputs) inputs)"
        throw MergeError(
          "\(output.path) and \(first.path) are shards of different runs: their inputs or the "
            + "options that shape the output differ\(inputs); run every shard on the same files "
            + "with the same options, changing only --shard.")
      }
    }
    var byIndex: [Int: ShardOutput] = [:]
    for output in outputs {
      if let earlier = byIndex[output.shard.index] {
        throw MergeError(
          "\(earlier.path) and \(output.path) are both shard "
            + "\(output.shard.index)/\(output.shard.count); give each shard's output once.")
      }
      byIndex[output.shard.index] = output
    }
    let count = first.shard.count
    let missing = (1...count).filter { byIndex[$0] == nil }
    if !missing.isEmpty {
      let list = missing.map { "\($0)/\(count)" }.joined(separator: ", ")
      throw MergeError(
        "Shard\(missing.count == 1 ? "" : "s") \(list) missing: a merge needs the output of "
          + "every shard of the run, or it would pass without the files of the missing ones.")
    }
    self.outputs = (1...count).compactMap { byIndex[$0] }
    format = first.format
    run = first.shard
    if format == .json {
      let listed = self.outputs.reduce(0) { $0 + ($1.summary?.files ?? 0) }
      if listed != run.inputs {
        throw MergeError(
          "The shards list \(listed) files between them, but the run has \(run.inputs) inputs; "
            + "were some outputs edited or cut short?")
      }
      let duplicates = Set(self.outputs.map { $0.summary?.duplicatesSkipped ?? 0 })
      if duplicates.count > 1 {
        throw MergeError(
          "The shards skipped different numbers of duplicate paths, so they did not walk the "
            + "same files; run every shard on the same checkout.")
      }
    }
  }
}
