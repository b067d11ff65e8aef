import Foundation
import PackagePlugin

/// Writes `BuildCommit.swift` (`let generatedBuildCommit: String?`) into the target it is
/// applied to, from `git rev-parse HEAD` of the package directory.
///
/// A build command whose inputs are the files git rewrites whenever HEAD moves to another
/// commit: the reflog of HEAD (every commit, checkout, reset, merge and rebase appends to it) and
/// HEAD itself. SwiftPM reruns it when one of them changes. (A prebuild command would have no
/// inputs, but SwiftPM runs those only when it plans the build again, after Package.swift
/// changes, not before every build: swiftlang/swift-package-manager#5476.) The command runs
/// `/bin/sh` on `write-build-commit.sh` beside this file, which calls the machine's `git` and
/// replaces the file only when its content changes, so a rerun on the same commit recompiles
/// nothing. Outside a git checkout, or without git, the commit is nil and `kbtraits --version`
/// says `commit unknown`.
@main
struct BuildCommitPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    let package = context.package.directoryURL
    let script = package.appending(path: "Plugins/BuildCommitPlugin/write-build-commit.sh")
    let scratch = context.pluginWorkDirectoryURL.appending(path: "BuildCommit.swift.new")
    let output = context.pluginWorkDirectoryURL.appending(path: "BuildCommit.swift")
    return [
      .buildCommand(
        displayName: "Reading the git commit for kbtraits --version",
        executable: URL(filePath: "/bin/sh"),
        arguments: [script, package, scratch, output].map { $0.path(percentEncoded: false) },
        environment: ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"],
        inputFiles: [script] + Self.headFiles(of: package),
        outputFiles: [output])
    ]
  }

  /// The files of the package's git checkout that change whenever HEAD moves to another commit,
  /// those that exist: `logs/HEAD` and `HEAD` in its git directory, which is `.git`, or the
  /// folder a `.git` file names (`gitdir: …`, in a worktree or a submodule).
  static func headFiles(of package: URL) -> [URL] {
    let dotGit = package.appending(path: ".git")
    var gitDirectory = dotGit
    // Reading a directory fails, so this is only a `.git` file.
    if let text = try? String(contentsOf: dotGit, encoding: .utf8), text.hasPrefix("gitdir: ") {
      let path = text.dropFirst("gitdir: ".count).trimmingCharacters(in: .whitespacesAndNewlines)
      gitDirectory = URL(filePath: path, relativeTo: package)
    }
    return ["logs/HEAD", "HEAD"].map { gitDirectory.appending(path: $0) }.filter {
      FileManager.default.fileExists(atPath: $0.path(percentEncoded: false))
    }
  }
}
