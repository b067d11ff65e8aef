import Foundation
import PackagePlugin

/// `swift package lint-forms [KBTRAITS-LINT-OPTIONS] [PATH ...]`: runs
/// `kbtraits lint --format text` over a package's HTML (Vapor/Leaf templates, Publish sites,
/// DocC resources).
///
/// PATHs are relative to the package directory (`swift package lint-forms Sources/App/Views`).
/// With none, it lints every top-level directory and HTML file of the package except hidden ones
/// (`.build`, `.swiftpm`, `.git`). Every argument goes to `kbtraits lint` unchanged, so
/// `.kbtraits.yml`, `--format sarif --output FILE` and the rest work as on the command line;
/// `--format text` is added only when neither `--format` nor `--output` is given.
///
/// The plugin asks for no permissions, so it never writes into the package: `--fix` is refused
/// with the command to run instead (`swift run kbtraits lint --fix PATH`), which rewrites
/// files without a sandbox in the way.
@main
struct LintFormsPlugin: CommandPlugin {
  /// `kbtraits lint` options that take a value, so that the value is not mistaken for a path.
  private static let optionsWithValues: Set<String> = [
    "--format", "--output", "--include", "--exclude", "--stdin-filename", "--baseline",
    "--write-baseline", "--max-warnings", "--base-url", "--rules-url", "--config", "--jobs", "-j",
    "-o", "--base-dir", "--color",
  ]

  func performCommand(context: PluginContext, arguments: [String]) async throws {
    if arguments.contains("--fix") {
      Diagnostics.error(
        "lint-forms does not write into the package, so it does not take --fix; run "
          + "`swift run kbtraits lint --fix PATH` from the package directory instead.")
      return
    }
    let forwarded = arguments
    let packageDirectory = context.package.directoryURL
    let paths = Self.hasPathOperand(forwarded) ? [] : try Self.topLevelInputs(of: packageDirectory)
    if paths.isEmpty, !Self.hasPathOperand(forwarded) {
      Diagnostics.remark("lint-forms: the package has no directory or HTML file to lint.")
      return
    }
    var kbtraitsArguments = ["lint"]
    // Text unless a format is chosen, or an --output whose extension chooses it.
    let choosesFormat = forwarded.contains { argument in
      ["--format", "--output", "-o"].contains(argument) || argument.hasPrefix("--format=")
        || argument.hasPrefix("--output=")
    }
    if !choosesFormat { kbtraitsArguments += ["--format", "text"] }
    kbtraitsArguments += forwarded
    // Paths after `--`, so that a directory named like an option is still a path.
    if !paths.isEmpty { kbtraitsArguments += forwarded.contains("--") ? paths : ["--"] + paths }

    let process = Process()
    process.executableURL = try context.tool(named: "kbtraits").url
    process.arguments = kbtraitsArguments
    process.currentDirectoryURL = packageDirectory
    try process.run()
    process.waitUntilExit()

    switch (process.terminationReason, process.terminationStatus) {
    case (.exit, 0):
      return
    case (.exit, 1):
      Diagnostics.error("lint-forms: kbtraits found errors (or more warnings than allowed).")
    case (.exit, let status):
      Diagnostics.error(
        "lint-forms: kbtraits stopped with exit code \(status) (a usage or configuration "
          + "error; its message is above).")
    case (.uncaughtSignal, let signal):
      Diagnostics.error("lint-forms: kbtraits was killed by signal \(signal).")
    @unknown default:
      Diagnostics.error("lint-forms: kbtraits stopped unexpectedly.")
    }
  }

  /// Whether the arguments name a path (or `-`) themselves, so no default paths are added.
  private static func hasPathOperand(_ arguments: [String]) -> Bool {
    var expectsValue = false
    for (index, argument) in arguments.enumerated() {
      if expectsValue {
        expectsValue = false
        continue
      }
      if argument == "--" { return index + 1 < arguments.count }
      if argument == "-" || !argument.hasPrefix("-") { return true }
      expectsValue = optionsWithValues.contains(argument)
    }
    return false
  }

  /// The package's top-level directories and HTML files, hidden ones (`.build`) left out,
  /// relative to the package directory so that findings print short paths.
  private static func topLevelInputs(of directory: URL) throws -> [String] {
    let entries = try FileManager.default.contentsOfDirectory(
      at: directory, includingPropertiesForKeys: [.isDirectoryKey],
      options: [.skipsHiddenFiles])
    return entries.compactMap { entry -> String? in
      let isDirectory = (try? entry.resourceValues(forKeys: [.isDirectoryKey]))?.isDirectory
      let isHTML = ["html", "htm", "xhtml"].contains(entry.pathExtension.lowercased())
      return isDirectory == true || isHTML ? entry.lastPathComponent : nil
    }.sorted()
  }
}
