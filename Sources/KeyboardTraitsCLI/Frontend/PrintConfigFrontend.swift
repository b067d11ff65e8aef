import Foundation
import KeyboardTraits
import KeyboardTraitsLint

/// `kbtraits lint --print-config FILE`'s run: the configuration that applies to one file,
/// merged, as YAML with where each value comes from (ESLint's `--print-config`).
struct PrintConfigFrontend: Frontend {
  /// The file (which need not exist) or folder whose configuration is printed.
  let path: String
  /// Where configuration comes from (`--config`, `--no-config`, else the cascade).
  let lookup: ConfigurationResolver.Lookup
  /// `--platform`, over the files' `platforms:` when given.
  let platforms: Set<TargetPlatform>?

  /// Prints the configuration on standard output; a wrong configuration file gives exit status
  /// 2, as it would for a scan.
  func run() -> RunOutcome {
    let resolver = ConfigurationResolver(lookup: lookup)
    var isFolder: ObjCBool = false
    let cascade =
      FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
      ? resolver.cascade(forFolder: path) : resolver.cascade(forFile: path)
    if !resolver.errors.isEmpty {
      ConfigurationMessages.print(resolver.errors)
      return .usageError
    }
    let output = StandardOutput()
    output.write(header(cascade: cascade))
    output.write(cascade.annotatedYAML(platforms: platforms))
    output.flush()
    return .success
  }

  /// Comment lines naming the files merged, nearest first.
  private func header(cascade: ConfigurationCascade) -> String {
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
