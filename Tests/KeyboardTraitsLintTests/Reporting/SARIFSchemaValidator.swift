import Foundation
import Testing
@testable import KeyboardTraitsLint

/// Validates SARIF text against the OASIS 2.1.0 schema with python3's `jsonschema`.
enum SARIFSchemaValidator {
  /// `shared/schemas/sarif-schema-2.1.0.json` beside the package, or beside any folder above it
  /// (a git worktree lives deeper than the main checkout); the sibling path when none exists.
  static let schemaPath: String = {
    let relative = "shared/schemas/sarif-schema-2.1.0.json"
    var folder = URL(fileURLWithPath: ReportingFixtures.packageRoot).standardized
      .deletingLastPathComponent()
    let nearest = folder.appendingPathComponent(relative).path
    while folder.path != "/" {
      let candidate = folder.appendingPathComponent(relative).path
      if FileManager.default.fileExists(atPath: candidate) { return candidate }
      folder.deleteLastPathComponent()
    }
    return nearest
  }()

  static let script = """
    import json, jsonschema, sys
    jsonschema.validate(json.load(open(sys.argv[1])), json.load(open(sys.argv[2])))
    """

  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  /// Records an issue (never passes silently) when the schema, python3 or jsonschema is
  /// missing, and throws when validation fails.
  static func validate(_ sarif: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    guard FileManager.default.fileExists(atPath: schemaPath) else {
      Issue.record(
        "SARIF not validated: the schema is missing at \(schemaPath)",
        sourceLocation: sourceLocation)
      return
    }
    let probe = try? run(["-c", "import jsonschema"])
    guard let probe else {
      Issue.record(
        "SARIF not validated: python3 could not be started; install python3 and jsonschema",
        sourceLocation: sourceLocation)
      return
    }
    guard probe.status == 0 else {
      let reason =
        "SARIF not validated: python3 has no jsonschema module (\(probe.output)); "
        + "install it with `pip install jsonschema` or `apt-get install python3-jsonschema`"
      Issue.record(Comment(rawValue: reason), sourceLocation: sourceLocation)
      return
    }
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("kbtraits-\(UUID().uuidString).sarif")
    try sarif.write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    let result = try run(["-c", script, file.path, schemaPath])
    guard result.status == 0 else {
      throw Failure(description: "SARIF is not valid against \(schemaPath):\n\(result.output)")
    }
  }

  private static func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3"] + arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }
}
