import ArgumentParser
import Foundation
import KeyboardTraits
import KeyboardTraitsLint

/// Where configuration comes from and which files are scanned: the same options for `show`,
/// `lint` and `report`, so that every command sees the same files under the same rules.
struct ConfigurationArguments: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "Use this configuration file for every file, instead of the .kbtraits.yml files above "
        + "each one.", valueName: "file"))
  var config: String?

  @Flag(help: "Use no configuration file: the defaults apply everywhere.")
  var noConfig = false

  @Option(parsing: .singleValue, help: "Also scan files matching this glob (repeatable).")
  var include: [String] = []

  @Option(parsing: .singleValue, help: "Skip files matching this glob (repeatable).")
  var exclude: [String] = []

  @Flag(
    help: ArgumentHelp(
      "Read no ignore file (neither .kbtraitsignore nor .gitignore) and walk node_modules and "
        + "bower_components folders too."))
  var noIgnore = false

  @Flag(
    help: ArgumentHelp(
      "Skip files that .gitignore ignores: the default inside a git work tree (kept for "
        + "scripts that give it)."))
  var respectGitignore = false

  @Flag(help: "Say nothing about paths given that an ignore file or exclude glob excludes.")
  var noWarnIgnored = false

  @Option(
    name: .customLong("platform"), parsing: .singleValue,
    help: ArgumentHelp(
      "Report on these platforms: \(TargetPlatform.names.joined(separator: ", ")) "
        + "(comma-separated or repeated). Wins over platforms: in .kbtraits.yml; default: all "
        + "three.", valueName: "platforms"))
  var platformNames: [String] = []

  func validate() throws {
    if config != nil, noConfig {
      throw ValidationError("--config and --no-config contradict each other; give one of them.")
    }
    if noIgnore, respectGitignore {
      throw ValidationError(
        "--no-ignore and --respect-gitignore contradict each other; give one of them.")
    }
    _ = try platforms
  }

  /// The platforms `--platform` names (comma-separated, repeatable); nil when it was not given,
  /// so each file's configuration decides.
  var platforms: Set<TargetPlatform>? {
    get throws {
      guard !platformNames.isEmpty else { return nil }
      var platforms = Set<TargetPlatform>()
      let names = platformNames.flatMap { $0.split(separator: ",") }.map {
        $0.trimmingCharacters(in: .whitespaces)
      }
      for name in names where !name.isEmpty {
        guard let platform = TargetPlatform(name: name) else {
          let guess = TargetPlatform.suggestion(for: name).map { " Did you mean '\($0.rawValue)'?" }
          throw ValidationError(
            "--platform '\(name)' is not a platform.\(guess ?? "") Platforms: "
              + TargetPlatform.names.joined(separator: ", ")
              + " (comma-separated or repeated).")
        }
        platforms.insert(platform)
      }
      guard !platforms.isEmpty else {
        throw ValidationError(
          "--platform needs at least one of " + TargetPlatform.names.joined(separator: ", ") + ".")
      }
      return platforms
    }
  }

  /// The folders walks skip unless they are given or taken back: none with `--no-ignore`.
  var skippedFolderNames: Set<String> {
    noIgnore ? [] : InputDiscovery.defaultSkippedFolderNames
  }

  /// Where configuration comes from for these options.
  var lookup: ConfigurationResolver.Lookup {
    if let config { return .file(config) }
    return noConfig ? .defaults : .cascade
  }

  /// The filters that apply everywhere: the ignore files (unless `--no-ignore`: `.gitignore`
  /// only inside a git work tree, as ripgrep and ruff read it) and the command line's globs,
  /// relative to the current directory.
  var runFilters: [PathFilter] {
    let currentDirectory = FileManager.default.currentDirectoryPath
    var filters: [PathFilter] = []
    if !noIgnore {
      filters.append(PathFilter(root: currentDirectory, respectGitignore: true))
    }
    if !include.isEmpty || !exclude.isEmpty {
      filters.append(
        PathFilter(
          root: currentDirectory, include: include, exclude: exclude, ignoreFileName: nil))
    }
    return filters
  }
}
