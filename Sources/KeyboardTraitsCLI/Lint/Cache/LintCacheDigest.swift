import Foundation
import KeyboardTraits
import KeyboardTraitsLint

/// 128 bits that stand for a file's content or a configuration's settings in
/// `kbtraits lint --cache`: two ``FNV1a64`` hashes of the same bytes with different offset
/// bases, so that two different inputs meeting would take two collisions at once.
struct LintCacheDigest: Hashable, Sendable {
  var first: UInt64
  var second: UInt64

  /// The digest of `bytes`.
  init(_ bytes: [UInt8]) {
    var first = FNV1a64()
    // The second basis is the first with one more byte folded in.
    var second = FNV1a64()
    second.combine(bytes: [0x5A])
    first.combine(bytes: bytes)
    second.combine(bytes: bytes)
    self.init(first: first.value, second: second.value)
  }

  init(first: UInt64, second: UInt64) {
    self.first = first
    self.second = second
  }

  /// 32 lower-case hex digits.
  var hex: String {
    var digits: [UInt8] = []
    digits.appendHexDigits(of: first)
    digits.appendHexDigits(of: second)
    return String(decoding: digits, as: UTF8.self)
  }
}

/// The settings a file's lint result depends on, as one text per configuration: the merged
/// configuration as `--print-config` prints it (rules and levels, platforms, base URL, syntax
/// globs, components, with the file and line each came from), the options that change a scan
/// (`--base-url`, `--max-file-size`, `--syntax`; `--platform` through the platforms), and the
/// content of each configuration file that applies, so that nothing any of them says is missed.
enum LintCacheSettings {
  /// The settings text of files in `group`.
  static func text(of group: ScanPlan.Group) -> String {
    let options = group.options
    return group.cascade.annotatedYAML(platforms: group.platforms) + "\n"
      + "scan.base-url: \(options.baseURL ?? "null")\n"
      + "scan.max-file-size: \(options.maxFileSize)\n"
      + "scan.syntax: \(options.syntax?.rawValue ?? "null")\n"
      + group.cascade.filePaths.map { file in
        let bytes: [UInt8]
        if case .success(let read) = FileReader.read(file, maxSize: Int.max - 1) {
          bytes = read
        } else {
          bytes = []
        }
        return "file \(file): \(LintCacheDigest(bytes).hex) \(bytes.count)\n"
      }.joined()
  }
}

/// The settings digest of each configuration, worked out once, when its first file is probed.
final class LintCacheSettingsDigests: @unchecked Sendable {
  // Sendable: the table is only touched under `lock`.
  private let lock = NSLock()
  private var digests: [[String]: LintCacheDigest] = [:]

  func digest(of group: ScanPlan.Group) -> LintCacheDigest {
    let files = group.cascade.filePaths
    if let known = lock.withLock({ digests[files] }) { return known }
    let digest = LintCacheDigest(Array(LintCacheSettings.text(of: group).utf8))
    lock.withLock { digests[files] = digest }
    return digest
  }
}
