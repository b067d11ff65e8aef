import Foundation
import Testing

/// Where tests find real HTML pages.
///
/// The small fixture corpus in `Tests/Fixtures/corpus` is in the repository, so tests over it run
/// everywhere. The full corpus is read only from the folder that `KBTRAITS_CORPUS` names (`.ci/run`
/// sets it to the shared corpus beside the clone); tests that need it are skipped, with ``fullCorpusSkipMessage``,
/// when it is not set.
package enum TestCorpus {
  /// The package's root folder, found from this file's own path.
  package static let packageRoot: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The fixture corpus in the repository.
  package static let fixtures: URL = packageRoot.appendingPathComponent("Tests/Fixtures/corpus")

  /// The OASIS SARIF 2.1.0 schema (see `Tests/Fixtures/SARIF-SCHEMA-NOTICE.md`).
  package static let sarifSchema: URL = packageRoot.appendingPathComponent(
    "Tests/Fixtures/sarif-schema-2.1.0.json")

  /// The full corpus named by `KBTRAITS_CORPUS` (relative paths resolve against the current
  /// directory, as a shell would), or nil when the variable is unset or empty.
  package static let full: URL? = {
    guard let value = ProcessInfo.processInfo.environment["KBTRAITS_CORPUS"], !value.isEmpty
    else { return nil }
    // Made absolute before standardizing: `standardized` on a relative URL drops a leading `..`.
    let currentDirectory = URL(
      fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
    return URL(fileURLWithPath: value, relativeTo: currentDirectory).absoluteURL.standardized
  }()

  /// Whether the full-corpus tests run.
  package static var hasFullCorpus: Bool { full != nil }

  /// Why a full-corpus test did not run, and how to run it.
  package static let fullCorpusSkipMessage = Comment(
    rawValue: "skipped: KBTRAITS_CORPUS is not set; set it to a folder of real HTML pages "
      + "to run this test over the full corpus")

  /// The paths of every `.html` and `.htm` file below `root`, sorted.
  /// - Throws: When `root` is not a readable folder, so that a misspelt `KBTRAITS_CORPUS` fails
  ///   the test instead of passing over nothing.
  package static func htmlFiles(in root: URL) throws -> [URL] {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory),
      isDirectory.boolValue
    else {
      throw CocoaError(
        .fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: root.path, "reason": "no such folder"])
    }
    let enumerator = FileManager.default.enumerator(
      at: root, includingPropertiesForKeys: [.isRegularFileKey])
    var files: [URL] = []
    while let url = enumerator?.nextObject() as? URL {
      let suffix = url.pathExtension.lowercased()
      guard suffix == "html" || suffix == "htm",
        (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true
      else { continue }
      files.append(url)
    }
    return files.sorted { $0.path < $1.path }
  }
}
