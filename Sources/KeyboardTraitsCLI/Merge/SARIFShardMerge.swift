import Foundation
import KeyboardTraits
import KeyboardTraitsLint

/// Joins the shards' `lint --format sarif` outputs into the log one run writes.
///
/// The first shard's header (tool, `originalUriBaseIds`) is kept, with `tool.driver.rules` the
/// union of every shard's rules in the order of the rule catalogue, as one run lists them; each
/// result's `ruleIndex` is renumbered to its rule's place there. Results and the tool execution
/// notifications (files that could not be read) are copied as they are, in report order. With a
/// baseline, the results it accepts are left out, as `lint --baseline` leaves them out.
enum SARIFShardMerge {
  /// What a merged log holds, for the exit status.
  struct Counts {
    var errors = 0
    var warnings = 0
    var failedFiles = 0
  }

  /// Where one output's arrays are.
  private struct Layout {
    var rules: PrettyJSONLines.ArrayBlock
    var results: PrettyJSONLines.ArrayBlock
    var notifications: PrettyJSONLines.ArrayBlock
  }

  static func merge(_ set: ShardOutputSet, baseline: inout ShardBaseline?) throws(MergeError)
    -> (bytes: [UInt8], counts: Counts)
  {
    var layouts: [Layout] = []
    var rules: [String: ArraySlice<UInt8>] = [:]
    var firstSeen: [String] = []
    for output in set.outputs {
      let lines = output.lines
      guard let ruleBlock = lines.array(key: "rules", indent: 10),
        let resultBlock = lines.array(key: "results", indent: 6, from: ruleBlock.closing),
        let notificationBlock = lines.array(
          key: "toolExecutionNotifications", indent: 10, from: resultBlock.closing)
      else {
        throw MergeError(output.path, "is not laid out as kbtraits lint writes SARIF")
      }
      layouts.append(
        Layout(rules: ruleBlock, results: resultBlock, notifications: notificationBlock))
      for item in ruleBlock.items {
        guard let id = lines.member("id", in: item)?.value else {
          throw MergeError(output.path, "has a rule without an id (line \(item.lowerBound + 1))")
        }
        if rules[id] == nil {
          rules[id] = lines.text(of: item)
          firstSeen.append(id)
        }
      }
    }
    // The catalogue's order, as one run lists the rules that ran; a rule it does not know
    // (none, with one kbtraits version) after them.
    let catalogue = RuleRegistry.all.map { $0.description.id }
    let order =
      catalogue.filter { rules[$0] != nil } + firstSeen.filter { !catalogue.contains($0) }
    let ruleIndex = Dictionary(order.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })

    let pages = Set(set.run.pages)
    var results = OrderedItems(pages: set.run.pages)
    var notifications = OrderedItems(pages: set.run.pages)
    var counts = Counts()
    for (output, layout) in zip(set.outputs, layouts) {
      let lines = output.lines
      let hidden =
        baseline == nil
        ? [] : try hiddenResults(layout.results.items, of: output, pages: pages, by: &baseline!)
      for (offset, item) in layout.results.items.enumerated() where !hidden.contains(offset) {
        guard let uri = lines.member("uri", in: item)?.value,
          let rule = lines.member("ruleId", in: item)?.value
        else {
          throw MergeError(
            output.path, "has a result without a rule or a location (line \(item.lowerBound + 1))")
        }
        switch lines.member("level", in: item)?.value {
        case "error": counts.errors += 1
        case "warning": counts.warnings += 1
        default: break
        }
        var text = lines.text(of: item)
        if let index = lines.member("ruleIndex", in: item), let renumbered = ruleIndex[rule] {
          let old = lines.line(index.line)
          let indent = old.prefix { $0 == UInt8(ascii: " ") }
          let comma = old.last == UInt8(ascii: ",") ? "," : ""
          let replacement = Array(indent) + Array("\"ruleIndex\": \(renumbered)\(comma)".utf8)
          text = lines.text(of: item, replacing: index.line, with: replacement)[...]
        }
        results.add(text, key: key(uri, pages: pages), shard: output.shard.index)
      }
      for item in layout.notifications.items {
        counts.failedFiles += 1
        let uri = lines.member("uri", in: item)?.value ?? ""
        notifications.add(
          lines.text(of: item), key: key(uri, pages: pages), shard: output.shard.index)
      }
    }

    let first = set.outputs[0].lines
    let layout = layouts[0]
    var bytes = Array(first.lines(0..<layout.rules.opening))
    bytes += "          \"rules\": ".utf8
    bytes += OrderedItems.array(order.compactMap { rules[$0] }, indent: 12)
    bytes += first.afterBracket(onLine: layout.rules.closing)
    bytes += "\n".utf8
    bytes += first.lines(layout.rules.closing + 1..<layout.results.opening)
    bytes += "      \"results\": ".utf8
    bytes += OrderedItems.array(results.ordered, indent: 8)
    bytes += first.afterBracket(onLine: layout.results.closing)
    bytes += "\n".utf8
    bytes += first.lines(layout.results.closing + 1..<layout.notifications.opening)
    bytes += "          \"toolExecutionNotifications\": ".utf8
    bytes += OrderedItems.array(notifications.ordered, indent: 12)
    bytes += "\n        }\n      ]\n    }\n  ]\n}\n".utf8
    return (bytes, counts)
  }

  /// The positions of the results (`items`, of `output`) that `baseline` hides. Every file of
  /// the shard's record is matched, those without results too, so that their entries go stale.
  private static func hiddenResults(
    _ items: [Range<Int>], of output: ShardOutput, pages: Set<String>,
    by baseline: inout ShardBaseline
  ) throws(MergeError) -> Set<Int> {
    let lines = output.lines
    var byFile: [String: [(offset: Int, finding: ShardBaseline.Finding)]] = [:]
    for (offset, item) in items.enumerated() {
      guard let uri = lines.member("uri", in: item)?.value,
        let rule = lines.member("ruleId", in: item)?.value,
        let severity = lines.member("level", in: item)?.value.flatMap(Self.severity),
        let message = lines.member("text", in: item)?.value
      else {
        throw MergeError(
          output.path,
          "has a result without a rule, level, message or location (line "
            + "\(item.lowerBound + 1))")
      }
      byFile[path(uri: uri, pages: pages), default: []].append(
        (offset, ShardBaseline.Finding(rule: rule, severity: severity, message: message)))
    }
    var hidden = Set<Int>()
    for file in output.shard.lines ?? [] {
      let results = byFile.removeValue(forKey: Self.path(shown: file.path)) ?? []
      guard results.count == file.lines.count else {
        throw ShardBaseline.mismatch(
          output, path: file.path, findings: results.count, lines: file.lines.count)
      }
      let positions = baseline.hiddenFindings(
        path: file.path, findings: results.map(\.finding), lines: file.lines)
      hidden.formUnion(positions.map { results[$0].offset })
    }
    if let (path, results) = byFile.first {
      throw ShardBaseline.mismatch(output, path: path, findings: results.count, lines: nil)
    }
    return hidden
  }

  /// A SARIF level's severity (`note` for `none`, which lint does not write).
  private static func severity(_ level: String) -> Severity? {
    level == "none" ? .note : Severity(rawValue: level)
  }

  /// The path a result's URI stands for, as ``path(shown:)`` gives the path a shard's record
  /// shows: a page's URL, or the path without its percent-encoding and the `file://` of an
  /// absolute path.
  private static func path(uri: String, pages: Set<String>) -> String {
    if pages.contains(uri) { return uri }
    let path = uri.removingPercentEncoding ?? uri
    return path.hasPrefix("file://") ? String(path.dropFirst("file://".count)) : path
  }

  /// A path a shard's record shows without the leading `./` that SARIF leaves out.
  private static func path(shown: String) -> String {
    var path = Substring(shown)
    while path.hasPrefix("./") { path = path.dropFirst(2) }
    return String(path)
  }

  /// The key a result's file is ordered by: a page's URL, or the path its URI encodes.
  private static func key(_ uri: String, pages: Set<String>) -> String {
    pages.contains(uri) ? uri : uri.removingPercentEncoding ?? uri
  }
}
