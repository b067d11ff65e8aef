import Foundation
import KeyboardTraits

/// One shard's `kbtraits lint --format json` or `--format sarif` output, read for `merge`: its
/// format, the kbtraits version that wrote it, the shard it records and its lines.
struct ShardOutput {
  /// The two formats `merge` joins.
  enum Format: String, CaseIterable {
    case json, sarif
  }

  /// The path as given.
  let path: String
  let format: Format
  /// The kbtraits version that wrote it.
  let version: String
  /// The part of the run it holds, and what it says about the whole run.
  let shard: ScanShard
  /// The JSON output's `summary` (counts); nil for SARIF.
  let summary: ScanSummary?
  let lines: PrettyJSONLines

  /// Reads and checks the file at `path`.
  /// - Throws: ``MergeError`` naming the file when it cannot be read, is not JSON, or is not a
  ///   sharded kbtraits lint output.
  init(path: String) throws(MergeError) {
    self.path = path
    let bytes: [UInt8]
    do {
      bytes = Array(try Data(contentsOf: URL(fileURLWithPath: CommandLinePath.escaped(path))))
    } catch {
      let reason = (error as NSError).localizedFailureReason ?? error.localizedDescription
      throw MergeError(path, "cannot be read (\(reason)); give the file each shard wrote")
    }
    let document: [String: Any]
    do {
      let object = try JSONSerialization.jsonObject(with: Data(bytes))
      guard let dictionary = object as? [String: Any] else {
        throw MergeError(path, "is JSON but not an object; give a lint JSON or SARIF output")
      }
      document = dictionary
    } catch let error as MergeError {
      throw error
    } catch {
      throw MergeError(
        path,
        "is not valid JSON (\(Self.describe(error))); the shard's run may have been cut "
          + "short: run it again")
    }
    lines = PrettyJSONLines(bytes)
    if document["schemaVersion"] != nil, document["files"] != nil {
      format = .json
      let tool = document["tool"] as? [String: Any]
      version = tool?["version"] as? String ?? ""
      let summary = document["summary"] as? [String: Any] ?? [:]
      guard let shard = Self.shard(summary["shard"]) else {
        throw MergeError(path, Self.notSharded("summary.shard"))
      }
      self.shard = shard
      self.summary = Self.scanSummary(summary)
    } else if document["version"] as? String == "2.1.0", let runs = document["runs"] as? [Any] {
      format = .sarif
      guard runs.count == 1, let run = runs[0] as? [String: Any] else {
        throw MergeError(path, "holds \(runs.count) SARIF runs; kbtraits lint writes one")
      }
      let driver = (run["tool"] as? [String: Any])?["driver"] as? [String: Any]
      guard driver?["name"] as? String == "kbtraits" else {
        throw MergeError(path, "is SARIF from another tool; merge joins kbtraits lint outputs")
      }
      version = driver?["version"] as? String ?? ""
      let invocation = (run["invocations"] as? [Any])?.first as? [String: Any]
      let properties = invocation?["properties"] as? [String: Any]
      guard let shard = Self.shard(properties?["shard"]) else {
        throw MergeError(path, Self.notSharded("runs[0].invocations[0].properties.shard"))
      }
      self.shard = shard
      summary = nil
    } else {
      throw MergeError(
        path,
        "is neither kbtraits lint JSON nor SARIF; give the files lint wrote with "
          + "--format json or --format sarif")
    }
  }

  private static func notSharded(_ key: String) -> String {
    "has no \(key): it is not the output of one shard; run each part with "
      + "`kbtraits lint --shard I/N` and merge those outputs"
  }

  private static func shard(_ value: Any?) -> ScanShard? {
    guard let object = value as? [String: Any], let index = object["index"] as? Int,
      let count = object["count"] as? Int, let inputs = object["inputs"] as? Int,
      let run = object["run"] as? String
    else { return nil }
    var shard = ScanShard(
      index: index, count: count, inputs: inputs, run: run,
      pages: object["pages"] as? [String] ?? [])
    shard.usedBaseline = object["baseline"] as? Bool ?? false
    shard.quiet = object["quiet"] as? Bool ?? false
    // In no particular order: `merge --baseline` looks files up by path.
    shard.lines = (object["lines"] as? [String: Any]).map { lines in
      lines.map { ScanShard.FileLines(path: $0.key, lines: $0.value as? [String] ?? []) }
    }
    return shard
  }

  private static func scanSummary(_ object: [String: Any]) -> ScanSummary {
    var summary = ScanSummary()
    func count(_ key: String) -> Int { object[key] as? Int ?? 0 }
    summary.files = count("files")
    summary.failedFiles = count("failedFiles")
    summary.fields = count("fields")
    summary.unreadFields = count("unreadFields")
    summary.errors = count("errors")
    summary.warnings = count("warnings")
    summary.notes = count("notes")
    summary.duplicatesSkipped = count("duplicatesSkipped")
    summary.pages = count("pages")
    summary.failedPages = count("failedPages")
    return summary
  }

  /// Foundation's reason for a parse error, without its boilerplate.
  private static func describe(_ error: any Error) -> String {
    let nsError = error as NSError
    return nsError.userInfo[NSDebugDescriptionErrorKey] as? String ?? nsError.localizedDescription
  }
}

/// Why the shards' outputs cannot be merged: the file at fault (if one is) and what to do.
struct MergeError: Error, CustomStringConvertible {
  var message: String

  init(_ path: String, _ problem: String) { message = "\(path) \(problem)." }
  init(_ message: String) { self.message = message }

  var description: String { message }
}
