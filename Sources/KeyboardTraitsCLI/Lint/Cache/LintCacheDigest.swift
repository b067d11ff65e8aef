import Foundation
import KeyboardTraits
import KeyboardTraitsLint

/// 128 bits that stand for a file's content or a configuration's settings in
/// `kbtraits lint --cache`: two 64-bit FNV-1a hashes of the same bytes with different offset
/// bases, so that two different inputs meeting would take two collisions at once.
struct LintCacheDigest: Hashable, Sendable {
  var first: UInt64
  var second: UInt64

  /// The digest of `bytes`, in one loop over a concrete array: the generic ``FNV1a64`` costs
  /// seconds over the 100 MB of 10,000 pages.
  init(_ bytes: [UInt8]) {
    let prime: UInt64 = 0x0000_0100_0000_01b3
    var first: UInt64 = 0xcbf2_9ce4_8422_2325
    // The second basis is the first with one more byte folded in.
    var second = (first ^ 0x5A) &* prime
    for byte in bytes {
      first = (first ^ UInt64(byte)) &* prime
      second = (second ^ UInt64(byte)) &* prime
    }
    self.first = first
    self.second = second
  }

  init(first: UInt64, second: UInt64) {
    self.first = first
    self.second = second
  }

  /// 32 lower-case hex digits.
  var hex: String {
    [first, second].map { value in
      let digits = String(value, radix: 16)
      return String(repeating: "0", count: 16 - digits.count) + digits
    }.joined()
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
