import Foundation
import KeyboardTraits
import KeyboardTraitsLint
import TestHelpers
import Testing

@testable import KeyboardTraitsCLI

/// The configuration of JSX through the commands: `components:` in `--print-config` and on the
/// scan options, `syntax:` globs for `.js` files, `--syntax jsx|tsx`, and what `kbtraits init`
/// proposes for a folder of `.jsx` and `.tsx` files.
@Suite("kbtraits and JSX configuration")
struct JSXConfigurationCommandTests {
  static let signIn = """
    export function SignIn() {
      return (
        <Form onSubmit={submit}>
          <Input type="email" autoComplete="username" />
          <PasswordInput autoComplete="current-password" />
          <Button type="submit">Sign in</Button>
        </Form>
      );
    }

    """

  static let checkout = """
    export const Checkout = <T,>(props: Props<T>) => (
      <form>
        <Input type={kind} autoComplete="cc-number" />
        <Form.Input inputMode="numeric" />
        <Notes.TextArea maxLength={200} />
      </form>
    );

    """

  @Test("init lists the components that receive keyboard props and proposes them, commented")
  func initProposesComponents() throws {
    try ConfigurationCommandTests.withFolder([
      "src/SignIn.jsx": Self.signIn,
      "src/checkout/Checkout.tsx": Self.checkout,
      "src/page.html": "<form><input type=email></form>",
      // A file the ignore file excludes is not read, as lint would not read it.
      "legacy/Old.jsx": "const a = <LegacyInput inputMode=\"numeric\" />;\n",
      ".kbtraitsignore": "legacy/\n",
    ]) { directory, folder in
      let outcome = try KBTraitsProcess.run(["init"], in: folder)
      #expect(outcome.status == 0, "\(outcome.standardError)")
      #expect(
        outcome.standardOutput == """
          Wrote .kbtraits.yml; `kbtraits lint .` now reads it.
          Read 2 .jsx/.tsx files: 5 components receive keyboard props (6 uses); .kbtraits.yml \
          proposes an element for each under components:, commented: guesses to confirm.

          """)
      let written = try String(contentsOfFile: directory.path(".kbtraits.yml"), encoding: .utf8)
      #expect(
        written.contains(
          """
          # components:
          #   Input: input                                       # 2 uses in 2 files
          #   Button: button                                     # 1 use in 1 file
          #   Form.Input: input                                  # 1 use in 1 file
          #   Notes.TextArea: textarea                           # 1 use in 1 file
          #   PasswordInput: { element: input, type: password }  # 1 use in 1 file

          """), "\(written)")
      #expect(!written.contains("LegacyInput"))
      // The proposal is commented: the file changes nothing, and lint reads it.
      let lint = try KBTraitsProcess.run(["lint", "--print-config", "src/SignIn.jsx"], in: folder)
      #expect(lint.status == 0, "\(lint.standardError)")
      #expect(lint.standardOutput.contains("components: {}  # default\n"))
    }
  }

  @Test("init in a folder without JSX writes the plain starter and says nothing of components")
  func initWithoutJSX() throws {
    try ConfigurationCommandTests.withFolder(["page.html": "<form><input type=email></form>"]) {
      directory, folder in
      let outcome = try KBTraitsProcess.run(["init"], in: folder)
      #expect(outcome.status == 0, "\(outcome.standardError)")
      #expect(outcome.standardOutput == "Wrote .kbtraits.yml; `kbtraits lint .` now reads it.\n")
      let written = try String(contentsOfFile: directory.path(".kbtraits.yml"), encoding: .utf8)
      #expect(written == ConfigurationTemplate.starter)
      #expect(!written.contains("components:"))
    }
    // JSX without a component that receives keyboard props: no block, and a line saying so.
    try ConfigurationCommandTests.withFolder(["a.jsx": "const a = <Alert type=\"error\" />;\n"]) {
      directory, folder in
      let outcome = try KBTraitsProcess.run(["init"], in: folder)
      #expect(outcome.status == 0, "\(outcome.standardError)")
      #expect(
        outcome.standardOutput.hasSuffix(
          "Read 1 .jsx/.tsx file: no component receives keyboard props, so no components: map "
            + "is proposed.\n"))
      let written = try String(contentsOfFile: directory.path(".kbtraits.yml"), encoding: .utf8)
      #expect(written == ConfigurationTemplate.starter)
    }
  }

  @Test("lint --print-config shows the merged components: map with each entry's source")
  func printConfig() throws {
    try ConfigurationCommandTests.withFolder([
      ".kbtraits.yml":
        "components:\n  Input: input\n  PasswordInput: { element: input, type: password }\n",
      "site/.kbtraits.yml": "components:\n  PasswordInput: input\n  Form.Input: textarea\n",
    ]) { directory, folder in
      let printed = try KBTraitsProcess.run(["lint", "--print-config", "site/a.jsx"], in: folder)
      #expect(printed.status == 0, "\(printed.standardError)")
      #expect(
        printed.standardOutput.contains(
          """
          components:  # the nearest file's entry wins for each name
            Form.Input: textarea  # site/.kbtraits.yml:3
            Input: input  # .kbtraits.yml:2
            PasswordInput: input  # site/.kbtraits.yml:2

          """), "\(printed.standardOutput)")
      // What it prints reads back.
      try directory.write("printed/.kbtraits.yml", printed.standardOutput)
      let reread = try KBTraitsProcess.run(["lint", "--print-config", "printed/a.jsx"], in: folder)
      #expect(reread.status == 0, "\(reread.standardError)")
      #expect(reread.standardOutput.contains("  Form.Input: textarea  # printed/.kbtraits.yml:"))
      // A mistake stops the run like any other key's.
      try directory.write("bad/.kbtraits.yml", "components:\n  Input: inptu\n")
      let bad = try KBTraitsProcess.run(["lint", "bad"], in: folder)
      #expect(bad.status == 2)
      #expect(
        bad.standardError.contains(
          "bad/.kbtraits.yml:2:10: components.Input: unknown element 'inptu'; did you mean "
            + "'input'?"), "\(bad.standardError)")
    }
  }

  @Test("The scan options carry the configuration's components")
  func scanOptions() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let configuration = try directory.write(
      "kbtraits.yml", "components:\n  Input: input\n  Secret: { element: input, type: password }\n")
    try directory.write("a.jsx", "const a = <Input />;\n")
    let plan = try ScanPlan(
      ScanPlan.Settings(paths: [directory.path("a.jsx")], baseURL: nil, concurrency: 1),
      configuration: try ConfigurationArguments.parse(["--config", configuration]))
    let options = plan.group(forPath: directory.path("a.jsx")).options
    #expect(
      options.components
        == ComponentMap([
          "Input": .init(element: "input"),
          "Secret": .init(element: "input", attributes: [.init(name: "type", value: "password")]),
        ]).applied(over: .defaults))
  }

  @Test("syntax: globs make a walk take .js and .ts files, and --syntax takes jsx and tsx")
  func syntaxNames() throws {
    try ConfigurationCommandTests.withFolder([
      ".kbtraits.yml": "syntax:\n  \"src/**/*.js\": jsx\n  \"src/**/*.ts\": tsx\n",
      "src/app.js": "export const a = <input type=\"email\" />;\n",
      "src/lib/types.ts": "export const b = <input type=\"tel\" />;\n",
      "other/skip.js": "export const c = <input />;\n",
    ]) { _, folder in
      let outcome = try KBTraitsProcess.run(["show", "--format", "json", "."], in: folder)
      let paths = try Self.paths(outcome.standardOutput)
      #expect(paths == ["src/app.js", "src/lib/types.ts"], "\(outcome.standardError)")
      let printed = try KBTraitsProcess.run(["lint", "--print-config", "src/app.js"], in: folder)
      #expect(printed.standardOutput.contains("\n  \"src/**/*.js\": jsx  # .kbtraits.yml:2\n"))
    }
    for name in ["jsx", "tsx"] {
      let outcome = try KBTraitsProcess.run(
        ["show", "--format", "json", "--syntax", name, "-"], input: "const a = <Input />;\n")
      #expect(outcome.status == 0, "\(name): \(outcome.standardError)")
    }
    let wrong = try KBTraitsProcess.run(["show", "--syntax", "tssx", "-"], input: "")
    #expect(wrong.status == 2)
    #expect(wrong.standardError.contains("jsx") && wrong.standardError.contains("tsx"))
    let help = try KBTraitsProcess.run(["show", "--help"])
    #expect(help.standardOutput.contains("astro, jsx, tsx"), "\(help.standardOutput)")
  }

  /// The paths of a `show` JSON output, without a leading `./`, sorted.
  private static func paths(_ json: String) throws -> [String] {
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    let files = try #require(object["files"] as? [[String: Any]])
    return files.compactMap { file in
      (file["path"] as? String).map { $0.hasPrefix("./") ? String($0.dropFirst(2)) : $0 }
    }.sorted()
  }
}

extension JSXConfigurationCommandTests {
  @Test("The README's configuration example parses, syntax: and components: included")
  func readmeExample() throws {
    let block = try #require(try ReadmeTests.blocks("yaml", under: "## Configuration").first)
    let configuration = try ConfigurationLoader.parse(block, file: "README.md")
    #expect(configuration.syntax.map(\.syntax) == [.jinja, .jsx, .tsx])
    #expect(
      configuration.components.components.keys.sorted() == [
        "Form.Input", "Input", "PasswordInput", "Textarea",
      ])
    // The init section's proposal, uncommented, is a components: key.
    let proposal = try #require(try ReadmeTests.blocks("yaml", under: "## `kbtraits init`").first)
    let uncommented = proposal.split(separator: "\n").map { $0.dropFirst(2) }.joined(
      separator: "\n")
    let proposed = try ConfigurationLoader.parse(uncommented, file: "README.md")
    #expect(proposed.components.components.count == 3)
  }
}
