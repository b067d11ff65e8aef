import ArgumentParser

/// `kbtraits show`: prints every form field with the keyboard each targeted platform shows for it:
/// iOS Safari, Chrome for Android and Firefox for Android.
struct ShowCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "show",
    abstract:
      "Show the keyboard iOS, Chrome and Firefox for Android open for every form field, with its "
      + "findings.",
    discussion: """
      Paths are HTML files or directories (searched recursively for *.html, *.htm, *.xhtml and \
      template files: .vue, .svelte, .j2, .blade.php, …, and --include globs); '-' reads \
      standard input, as --syntax says. The text lists each field with a row per platform \
      (--platform, else platforms: in .kbtraits.yml, else all three; Firefox only where it \
      differs from Chrome); JSON always has ios, android and firefoxAndroid. Findings follow the \
      .kbtraits.yml files above each file (or --config), and .kbtraitsignore excludes files, as \
      in `kbtraits lint`. Exit status: 0 when every file was read, 1 when any file failed, 2 for \
      usage or configuration errors or when no HTML file was found.
      """)

  @OptionGroup var scan: ScanArguments

  @OptionGroup var configuration: ConfigurationArguments

  @OptionGroup(title: "Web pages") var pages: PageArguments

  @OptionGroup var sharding: ShardArgument

  @Option(help: "Output format: text or json.")
  var format: OutputFormat = .text

  func validate() throws {
    try scan.validatePaths(pagesGiven: pages.isRequested)
  }

  func run() async throws {
    let frontend = ShowFrontend(
      scan: scan, configuration: configuration, pages: pages, format: format,
      shard: try sharding.shard)
    try await frontend.run().exit()
  }
}
