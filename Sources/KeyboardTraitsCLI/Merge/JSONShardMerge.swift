import KeyboardTraits

/// Joins the shards' `lint --format json` outputs into the document one run writes: the header,
/// every shard's file entries copied as they are, in report order, and the summary of them all
/// (without `shard`). With a baseline, the findings it accepts are left out of their files'
/// `diagnostics` and of the totals, as `lint --baseline` leaves them out.
enum JSONShardMerge {
  /// The merged document and its summary.
  static func merge(_ set: ShardOutputSet, baseline: inout ShardBaseline?) throws(MergeError)
    -> (bytes: [UInt8], summary: ScanSummary)
  {
    var items = OrderedItems(pages: set.run.pages)
    var summary = ScanSummary()
    for output in set.outputs {
      let lines = output.lines
      guard let files = lines.array(key: "files", indent: 2) else {
        throw MergeError(output.path, "has no \"files\" array in kbtraits' layout")
      }
      let lineTexts = baseline == nil ? [:] : ShardBaseline.linesByPath(output)
      var hiddenBySeverity: [Severity: Int] = [:]
      for item in files.items {
        guard let path = lines.member("path", in: item)?.value else {
          throw MergeError(
            output.path, "has a file entry without a path (line \(item.lowerBound + 1))")
        }
        var text = lines.text(of: item)
        if baseline != nil {
          text = try applyBaseline(
            &baseline!, to: item, path: path, lineTexts: lineTexts[path], output: output,
            hidden: &hiddenBySeverity)[...]
        }
        items.add(text, key: path, shard: output.shard.index)
      }
      if var counts = output.summary {
        counts.errors -= hiddenBySeverity[.error] ?? 0
        counts.warnings -= hiddenBySeverity[.warning] ?? 0
        counts.notes -= hiddenBySeverity[.note] ?? 0
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

  /// The file entry `item` without the findings `baseline` hides (its `diagnostics` written as
  /// lint writes them, `[]` when none is left); adds what it hid to `hidden` by severity.
  private static func applyBaseline(
    _ baseline: inout ShardBaseline, to item: Range<Int>, path: String, lineTexts: [String]?,
    output: ShardOutput, hidden: inout [Severity: Int]
  ) throws(MergeError) -> [UInt8] {
    let lines = output.lines
    let block = lines.array(key: "diagnostics", indent: 6, from: item.lowerBound)
      .flatMap { $0.closing < item.upperBound ? $0 : nil }
    guard let lineTexts else {
      // Not in the record: a file that could not be read, which lint matches with nothing.
      if let block, !block.items.isEmpty {
        throw ShardBaseline.mismatch(output, path: path, findings: block.items.count, lines: nil)
      }
      return Array(lines.text(of: item))
    }
    guard let block else {
      throw MergeError(output.path, "has no \"diagnostics\" array for \(path)")
    }
    var findings: [ShardBaseline.Finding] = []
    for diagnostic in block.items {
      guard let rule = lines.member("rule", in: diagnostic)?.value,
        let severity = lines.member("severity", in: diagnostic)?.value.flatMap({
          Severity(rawValue: $0)
        }),
        let message = lines.member("message", in: diagnostic)?.value
      else {
        throw MergeError(
          output.path,
          "has a finding without a rule, severity or message (line "
            + "\(diagnostic.lowerBound + 1))")
      }
      findings.append(ShardBaseline.Finding(rule: rule, severity: severity, message: message))
    }
    guard findings.count == lineTexts.count else {
      throw ShardBaseline.mismatch(
        output, path: path, findings: findings.count, lines: lineTexts.count)
    }
    let hiddenFindings = baseline.hiddenFindings(path: path, findings: findings, lines: lineTexts)
    guard !hiddenFindings.isEmpty else { return Array(lines.text(of: item)) }
    for offset in hiddenFindings { hidden[findings[offset].severity, default: 0] += 1 }
    let kept = block.items.indices.filter { !hiddenFindings.contains($0) }
      .map { lines.text(of: block.items[$0]) }
    var bytes = Array(lines.lines(item.lowerBound..<block.opening))
    bytes += "      \"diagnostics\": ".utf8
    bytes += OrderedItems.array(kept, indent: 8)
    bytes += lines.afterBracket(onLine: block.closing)
    if block.closing + 1 < item.upperBound {
      bytes += "\n".utf8
      bytes += lines.text(of: block.closing + 1..<item.upperBound)
    }
    return bytes
  }
}
