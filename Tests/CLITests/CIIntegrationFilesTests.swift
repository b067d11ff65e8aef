import Foundation
import KeyboardTraits
import Testing
import Yams

/// The GitHub Action (`action.yml`), the GitLab CI template and the workflows in docs/ci.md are
/// YAML that no test of ours runs on GitHub or GitLab: these tests check what can be checked
/// here, that each parses, names only inputs and steps it declares, passes its scripts every
/// input they read, and agrees with the package's version. Scripts/test-action.sh runs the steps.
@Suite("CI integration files")
struct CIIntegrationFilesTests {
  static let root = KBTraitsProcess.packageRoot

  static func text(_ path: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }

  static func mapping(_ value: Any?, _ what: String) throws -> [String: Any] {
    try #require(value as? [String: Any], "\(what) is not a mapping")
  }

  /// Every match of `pattern`'s first capture in `text`.
  static func captures(_ pattern: String, in text: String) throws -> Set<String> {
    let regex = try NSRegularExpression(pattern: pattern)
    let range = NSRange(text.startIndex..., in: text)
    return Set(
      regex.matches(in: text, range: range).compactMap { match in
        Range(match.range(at: 1), in: text).map { String(text[$0]) }
      })
  }

  @Test("action.yml is a composite action that uses exactly the inputs it declares")
  func actionInputs() throws {
    let source = try Self.text("action.yml")
    let action = try Self.mapping(try Yams.load(yaml: source), "action.yml")
    let inputs = try Self.mapping(action["inputs"], "inputs")
    let runs = try Self.mapping(action["runs"], "runs")
    #expect(runs["using"] as? String == "composite")

    let referenced = try Self.captures(#"inputs\.([A-Za-z0-9_-]+)"#, in: source)
    #expect(referenced == Set(inputs.keys), "referenced \(referenced), declared \(inputs.keys)")
    for name in ["args", "version", "install", "sarif-file", "sarif-category", "annotations"] {
      #expect(inputs[name] != nil, "input \(name)")
    }
    func defaultValue(_ name: String) -> String? {
      (inputs[name] as? [String: Any])?["default"] as? String
    }
    #expect(defaultValue("install") == "release")
    #expect(defaultValue("sarif-file") == "kbtraits.sarif")
    #expect(defaultValue("sarif-category") == "kbtraits")
    #expect(defaultValue("release-repository") == "${{ github.action_repository }}")
    for name in inputs.keys {
      let input = try Self.mapping(inputs[name], "input \(name)")
      #expect(input["description"] is String, "input \(name) has a description")
    }

    let steps = try #require(runs["steps"] as? [[String: Any]])
    let ids = Set(steps.compactMap { $0["id"] as? String })
    let usedSteps = try Self.captures(#"steps\.([A-Za-z0-9_-]+)\.outputs"#, in: source)
    #expect(usedSteps.isSubset(of: ids), "steps \(usedSteps) used, \(ids) declared")
    let outputs = try Self.mapping(action["outputs"], "outputs")
    #expect(Set(outputs.keys).isSuperset(of: ["sarif-file", "exit-code"]))
    for step in steps where step["run"] != nil {
      #expect(step["shell"] as? String == "bash", "every run step names its shell")
    }
  }

  @Test("each action step passes its script every INPUT_ variable the script reads")
  func actionScriptsGetTheirInputs() throws {
    let action = try Self.mapping(try Yams.load(yaml: try Self.text("action.yml")), "action.yml")
    let steps = try #require(try Self.mapping(action["runs"], "runs")["steps"] as? [[String: Any]])
    var scripts = 0
    for step in steps {
      guard let run = step["run"] as? String,
        let script = try Self.captures(
          #"\$GITHUB_ACTION_PATH/(Scripts/action/[a-z-]+\.sh)"#, in: run
        )
        .first
      else { continue }
      scripts += 1
      let path = Self.root.appendingPathComponent(script).path
      #expect(FileManager.default.isExecutableFile(atPath: path), "\(script) is executable")
      let read = try Self.captures(#"\b(INPUT_[A-Z_]+)"#, in: try Self.text(script))
      let given = Set((step["env"] as? [String: Any] ?? [:]).keys)
      #expect(read == given.filter { $0.hasPrefix("INPUT_") }, "\(script) reads \(read)")
    }
    #expect(scripts == 2)
  }

  @Test("the action and the GitLab template install the package's own version")
  func versionsAgree() throws {
    let outcome = try KBTraitsProcessScript.run("Scripts/action/version.sh")
    #expect(outcome == KeyboardTraitsVersion.current + "\n")

    let template = try Self.mapping(
      try Yams.load(yaml: try Self.text("ci/gitlab/kbtraits.gitlab-ci.yml")), "template")
    let job = try Self.mapping(template[".kbtraits"], ".kbtraits")
    let variables = try Self.mapping(job["variables"], "variables")
    #expect(variables["KBTRAITS_VERSION"] as? String == KeyboardTraitsVersion.current)
    #expect(variables["KBTRAITS_ARGS"] as? String == ".")
    let install = try #require(job["before_script"] as? [String])
    #expect(install.count == 1 && install[0].contains("sha256sum"))
    let script = try #require(job["script"] as? [String])
    #expect(script.count == 1)
    let reports = try Self.mapping(
      try Self.mapping(job["artifacts"], "artifacts")["reports"], "reports")
    let report = try #require(reports["codequality"] as? String)
    #expect(script.last?.contains("--format gitlab --output \(report)") == true)
  }

  /// The actions docs/ci.md and action.yml name, each checked at its source (its action.yml)
  /// for the inputs the examples give it.
  static let checkedActions: Set<String> = [
    "actions/checkout@v4", "actions/cache@v4", "actions/upload-artifact@v4",
    "actions/download-artifact@v4", "github/codeql-action/upload-sarif@v3",
    "reviewdog/action-setup@v1",
  ]

  @Test("every YAML example in docs/ci.md parses and names only checked actions")
  func docsExamples() throws {
    let docs = try Self.text("docs/ci.md") + "\n" + Self.text("action.yml")
    let used = try Self.captures(#"uses: ([A-Za-z0-9_./-]+@[A-Za-z0-9_.-]+)"#, in: docs)
    #expect(
      used.isSubset(of: Self.checkedActions), "unchecked: \(used.subtracting(Self.checkedActions))")

    let blocks = Self.yamlBlocks(in: try Self.text("docs/ci.md"))
    #expect(blocks.count >= 10)
    for yaml in blocks {
      #expect(throws: Never.self, "\(yaml.prefix(80))") { _ = try Yams.load(yaml: yaml) }
    }
  }

  /// The text of every ```yaml fence in `markdown`, without the fence's own indentation (a
  /// block in a list item is indented with it).
  static func yamlBlocks(in markdown: String) -> [String] {
    var blocks: [String] = []
    var current: [Substring]?
    var indentation = 0
    for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
      let trimmed = line.drop { $0 == " " }
      if current == nil, trimmed == "```yaml" {
        current = []
        indentation = line.count - trimmed.count
      } else if current != nil, trimmed == "```" {
        blocks.append(current!.joined(separator: "\n"))
        current = nil
      } else if current != nil {
        current!.append(
          line.dropFirst(min(indentation, line.count - line.drop { $0 == " " }.count)))
      }
    }
    return blocks
  }
}

/// Runs one of the repository's scripts with no arguments, from the package root.
enum KBTraitsProcessScript {
  static func run(_ path: String) throws -> String {
    let process = Process()
    process.executableURL = KBTraitsProcess.packageRoot.appendingPathComponent(path)
    process.currentDirectoryURL = KBTraitsProcess.packageRoot
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
  }
}
