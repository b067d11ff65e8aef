import ArgumentParser

/// `kbtraits lint --cache` and `--cache-location`, as ESLint names them.
struct LintCacheArguments: ParsableArguments {
  @Flag(
    help: ArgumentHelp(
      "Reuse the results of files unchanged since the last --cache run (same content, "
        + "configuration, formats and kbtraits build); the output is the same."))
  var cache = false

  @Option(
    help: ArgumentHelp(
      "Where --cache keeps the results: a file, or a folder to hold .kbtraits-cache "
        + "(default: .kbtraits-cache in the working directory).",
      valueName: "path"))
  var cacheLocation: String?

  /// The cache file to use, nil without `--cache`.
  var location: String? { cache ? LintCache.location(for: cacheLocation) : nil }

  func validate() throws {
    if cacheLocation != nil, !cache {
      throw ValidationError("--cache-location needs --cache.")
    }
  }
}
