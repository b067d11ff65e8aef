import KeyboardTraits

/// Joins the shards' `lint --format json` outputs into the document one run writes: the header,
/// every shard's file entries copied as they are, in report order, and the summary of them all
/// (without `shard`).
enum JSONShardMerge {
  /// The merged document and its summary.
  static func merge(_ set: ShardOutputSet) throws(MergeError) -> (
    bytes: [UInt8], summary: ScanSummary
  ) {
    var items = OrderedItems(pages: set.run.pages)
    var summary = ScanSummary()
    for output in set.outputs {
      let lines = output.lines
      guard let files = lines.array(key: "files", indent: 2) else {
        throw MergeError(output.path, "has no \"files\" array in kbtraits' layout")
      }
      for item in files.items {
        guard let path = lines.member("path", in: item)?.value else {
          throw MergeError(
            output.path, "has a file entry without a path (line \(item.lowerBound + 1))")
        }
        items.add(lines.text(of: item), key: path, shard: output.shard.index)
      }
      if let counts = output.summary {
        let duplicates = counts.duplicatesSkipped
        summary.merge(counts)
        // Counted before the split: every shard has the whole run's number.
        summary.duplicatesSkipped = duplicates
      }
    }
    let ordered = items.ordered
    var bytes = Array(JSONReport.begin().utf8)
    for (offset, item) in ordered.enumerated() {
      bytes += (offset == 0 ? "\n" : ",\n").utf8
      bytes += item
    }
    bytes += JSONReport.end(summary: summary, wroteFiles: !ordered.isEmpty).utf8
    return (bytes, summary)
  }
}
