import ArgumentParser
import Foundation
import KeyboardTraits
import KeyboardTraitsLint

/// `kbtraits init`: writes a commented starter `.kbtraits.yml` in the current directory.
struct InitCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "init",
    abstract: "Write a commented starter .kbtraits.yml in the current directory.",
    discussion: """
      The file explains every key and the presets, and changes nothing from the defaults until \
      you edit it. An existing .kbtraits.yml (or .kbtraits.yaml) is left alone unless --force \
      is given. Exit status: 0 when the file was written, 2 when it exists or cannot be written.
      """)

  @Flag(help: "Overwrite an existing configuration file.")
  var force = false

  func run() throws {
    let name = ConfigurationLoader.fileNames[0]
    let existing = ConfigurationLoader.fileNames.filter {
      FileManager.default.fileExists(atPath: $0)
    }
    if let first = existing.first, !force {
      try fail("\(first) already exists; edit it, or pass --force to replace it with the starter")
    }
    do {
      // As `>` writes: a .kbtraits.yml that is a link (to a shared file) is written through.
      try OutputFile.write(Array(ConfigurationTemplate.starter.utf8), to: name)
    } catch {
      try fail(error.description)
    }
    // .kbtraits.yml is read first, so a .kbtraits.yaml beside it would be ignored: say so.
    for other in existing where other != name {
      FileHandle.standardError.write(
        Data("note: \(other) is still there; \(name) is read first, so remove \(other)\n".utf8))
    }
    print("Wrote \(name); `kbtraits lint .` now reads it.")
  }

  private func fail(_ message: String) throws -> Never {
    FileHandle.standardError.write(Data("error: \(message)\n".utf8))
    throw ExitCode(2)
  }
}
