import Foundation
import KeyboardTraits
import KeyboardTraitsLint

/// The settings a file's lint result depends on, as one text per configuration: the merged
/// configuration as `--print-config` prints it (rules and levels, platforms, base URL, syntax
/// globs, components, with the file and line each came from), the options that change a scan
/// (`--base-url`, `--max-file-size`, `--syntax`; `--platform` through the platforms), and the
/// digest of each configuration file that applies as it was read, so that nothing any of them
/// says is missed.
enum LintCacheSettings {
  /// The settings text of files in `group`.
  static func text(of group: ScanPlan.Group) -> String {
    let options = group.options
    return group.cascade.annotatedYAML(platforms: group.platforms) + "\n"
      + "scan.base-url: \(options.baseURL ?? "null")\n"
      + "scan.max-file-size: \(options.maxFileSize)\n"
      + "scan.syntax: \(options.syntax?.rawValue ?? "null")\n"
      + group.cascade.files.compactMap { configuration in
        configuration.file.map { "file \($0): \(configuration.sourceDigest ?? "unread")\n" }
      }.joined()
  }
}

/// The settings digest of each configuration, worked out once, when its first file is probed.
final class LintCacheSettingsDigests: @unchecked Sendable {
  // Sendable: the table is only touched under `lock`.
  private let lock = NSLock()
  private var digests: [[String]: ContentDigest] = [:]

  func digest(of group: ScanPlan.Group) -> ContentDigest {
    let files = group.cascade.filePaths
    if let known = lock.withLock({ digests[files] }) { return known }
    let digest = ContentDigest(Array(LintCacheSettings.text(of: group).utf8))
    lock.withLock { digests[files] = digest }
    return digest
  }
}
