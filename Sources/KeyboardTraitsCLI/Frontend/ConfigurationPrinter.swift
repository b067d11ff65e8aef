import Foundation
import KeyboardTraits
import KeyboardTraitsLint

/// `kbtraits lint --print-config FILE`: the configuration that applies to one file, merged, as
/// YAML with where each value comes from (ESLint's `--print-config`).
enum ConfigurationPrinter {
  /// Prints the configuration for `path` (a file, which need not exist, or a folder) on standard
  /// output, with `platforms` (from `--platform`) over the files' when given; a wrong
  /// configuration file fails with exit 2 as it would for a scan.
  static func print(
    forFile path: String, lookup: ConfigurationResolver.Lookup,
    platforms: Set<TargetPlatform>? = nil
  ) throws {
    let resolver = ConfigurationResolver(lookup: lookup)
    var isFolder: ObjCBool = false
    let cascade =
      FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
      ? resolver.cascade(forFolder: path) : resolver.cascade(forFile: path)
    if !resolver.errors.isEmpty { try ConfigurationMessages.fail(resolver.errors) }
    let output = StandardOutput()
    output.write(header(for: path, cascade: cascade, lookup: lookup))
    output.write(cascade.annotatedYAML(platforms: platforms))
    output.flush()
  }

  /// Comment lines naming the files merged, nearest first.
  private static func header(
    for path: String, cascade: ConfigurationCascade, lookup: ConfigurationResolver.Lookup
  ) -> String {
    let files = cascade.filePaths
    let origin: String
    switch lookup {
    case .defaults: origin = "--no-config: every value is the default"
    case .file(let file): origin = "--config \(file), instead of the .kbtraits.yml files"
    case .cascade where files.isEmpty:
      origin = "no .kbtraits.yml applies: every value is the default"
    case .cascade: origin = "merged from " + files.joined(separator: ", ") + " (nearest first)"
    }
    return "# The configuration for \(path): \(origin).\n"
  }
}
