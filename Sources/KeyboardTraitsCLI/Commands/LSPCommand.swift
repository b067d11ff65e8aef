import ArgumentParser

/// `kbtraits lsp`: the language server, over standard input and output.
struct LSPCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "lsp",
    abstract: "Run the language server (LSP 3.17 over stdio) for editors.",
    discussion: """
      Editors start it and talk to it over standard input and output: diagnostics as you type, \
      a hover that shows each platform's keyboard for a field, quick fixes, fix-all \
      (source.fixAll.kbtraits), "disable on this line" and, with the initialization option \
      {"inlayHints": true}, the iPhone keyboard after each field. Configuration is read per \
      file as `kbtraits lint` reads it. See the README, "In the editor", for each editor's setup.
      """)

  // Also accepted: `--stdio`, which some clients add.
  @Flag(help: "Talk over standard input and output (the default and only transport).")
  var stdio = false

  func run() throws {
    try LanguageServerFrontend().run().exit()
  }
}
