import Foundation

/// Runs the built `kbtraits` executable, the way a user or CI does.
struct KBTraitsProcess {
  /// What one run printed and how it ended.
  struct Outcome {
    var status: Int32
    var standardOutput: String
    var standardError: String
  }

  /// The package root (tests run with relative paths from here, as the README does).
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The `kbtraits` binary next to the test bundle in the build folder.
  static var executable: URL? {
    let candidates = [
      Bundle.main.bundleURL.appendingPathComponent("kbtraits"),
      Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("kbtraits"),
      URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        .appendingPathComponent("kbtraits"),
    ]
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }

  /// Starts `kbtraits arguments…` in the package root with its output discarded, for a test
  /// that stops it; `environment` is applied as in ``run(_:input:in:environment:)``.
  static func start(
    _ arguments: [String], environment overrides: [String: String?] = [:]
  ) throws -> Process {
    let process = try makeProcess(arguments, in: packageRoot, environment: overrides)
    process.standardInput = Pipe()
    process.standardOutput = Pipe()
    process.standardError = Pipe()
    try process.run()
    return process
  }

  /// Runs `kbtraits arguments…` in `directory` (the package root by default), feeding `input` on
  /// standard input. The environment is the test's, with `NO_COLOR=1` and then `environment`
  /// applied (a nil value removes the variable).
  static func run(
    _ arguments: [String], input: String? = nil, in directory: URL = packageRoot,
    environment overrides: [String: String?] = [:]
  ) throws -> Outcome {
    let process = try makeProcess(arguments, in: directory, environment: overrides)
    let output = Pipe()
    let error = Pipe()
    let stdin = Pipe()
    process.standardOutput = output
    process.standardError = error
    process.standardInput = stdin
    try process.run()
    if let input { stdin.fileHandleForWriting.write(Data(input.utf8)) }
    try stdin.fileHandleForWriting.close()
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Outcome(
      status: process.terminationStatus,
      standardOutput: String(decoding: outputData, as: UTF8.self),
      standardError: String(decoding: errorData, as: UTF8.self))
  }

  /// The built `kbtraits` with `arguments`, in `directory`, with the test's environment,
  /// `NO_COLOR=1` and then `overrides`; not started.
  private static func makeProcess(
    _ arguments: [String], in directory: URL, environment overrides: [String: String?]
  ) throws -> Process {
    guard let executable else {
      throw CocoaError(
        .fileNoSuchFile, userInfo: [NSLocalizedDescriptionKey: "kbtraits binary not built"])
    }
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = directory
    var environment = ProcessInfo.processInfo.environment
    environment["NO_COLOR"] = "1"
    for (name, value) in overrides { environment[name] = value }
    process.environment = environment
    return process
  }
}
