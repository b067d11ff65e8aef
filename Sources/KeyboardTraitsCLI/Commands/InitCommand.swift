import ArgumentParser

/// `kbtraits init`: writes a commented starter `.kbtraits.yml` in the current directory.
struct InitCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "init",
    abstract: "Write a commented starter .kbtraits.yml in the current directory.",
    discussion: """
      The file explains every key and the presets, and changes nothing from the defaults until \
      you edit it. When the folder holds .jsx or .tsx files (found as `kbtraits lint .` finds \
      them), it also lists the components that receive keyboard props (type, inputMode, \
      autoComplete, …) and proposes, commented, the element each renders for the components: \
      key: guesses from their names, to confirm. An existing .kbtraits.yml (or .kbtraits.yaml) \
      is left alone unless --force is given. Exit status: 0 when the file was written, 2 when \
      it exists or cannot be written.
      """)

  @Flag(help: "Overwrite an existing configuration file.")
  var force = false

  func run() throws {
    try InitFrontend(force: force).run().exit()
  }
}
