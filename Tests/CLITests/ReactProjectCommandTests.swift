import Foundation
import KeyboardTraits
import TestHelpers
import Testing

/// A React project as a user lints it: `kbtraits lint .` in a git work tree with a components
/// map, a `node_modules` folder and an ignored build folder.
@Suite("kbtraits on a React project")
struct ReactProjectCommandTests {
  static let signIn = """
    import { useState } from "react";

    export function SignIn<T,>({ onSubmit }: { onSubmit: (v: T) => void }) {
      const [shown, setShown] = useState<boolean>(false);
      return (
        <form action="/session" onSubmit={onSubmit}>
          <label htmlFor="email">Email</label>
          <Input id="email" type="email" autoComplete="username" />
          <label htmlFor="password">Password</label>
          <Input id="password" type={shown ? "text" : "password"} autoComplete="current-password" />
          <Input name="otp" inputMode="digits" autoCorrect={false} aria-label="Code" />
          <button type="submit">Sign in</button>
        </form>
      );
    }

    """

  static let field = """
    export const Field = ({ label, ...props }) => (
      <div className="field">
        <input name="city" type="text" {...props} />
      </div>
    );

    """

  static let files: [String: String] = [
    ".git/HEAD": "ref: refs/heads/main\n",
    ".gitignore": "dist/\n",
    ".kbtraits.yml": "components:\n  Input: input\n",
    "src/SignIn.tsx": signIn,
    "src/Field.jsx": field,
    "dist/SignIn.js.jsx": signIn,
    "node_modules/ui/Input.jsx": "export const I = () => <input inputMode=\"digits\" />;\n",
  ]

  /// `path:line:column rule` of every finding in a `lint --format json` output, sorted.
  private static func placed(_ json: String) throws -> [String] {
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    let files = try #require(object["files"] as? [[String: Any]])
    return files.flatMap { file -> [String] in
      let path = file["path"] as? String ?? "?"
      let diagnostics = file["diagnostics"] as? [[String: Any]] ?? []
      return diagnostics.map { diagnostic in
        "\(path):\(diagnostic["line"] ?? "?"):\(diagnostic["column"] ?? "?") \(diagnostic["rule"] ?? "?")"
      }
    }.sorted()
  }

  @Test("lint . finds the mapped fields at their places, and only what the files prove")
  func lintProject() throws {
    try ConfigurationCommandTests.withFolder(Self.files) { _, folder in
      let outcome = try KBTraitsProcess.run(["lint", "--format", "json", "."], in: folder)
      #expect(outcome.status == 1, "\(outcome.standardError)")
      #expect(
        try Self.placed(outcome.standardOutput) == [
          "src/SignIn.tsx:11:25 inputmode-invalid",
          "src/SignIn.tsx:11:44 react-boolean-attribute",
          // A one-time code is digits: the Number pad inputmode-invalid asks for has no
          // letters to capitalise and no predictions.
          "src/SignIn.tsx:11:7 otp-autocomplete",
        ], "\(outcome.standardOutput)")
      // node_modules is not walked and says so; dist/ is ignored by .gitignore.
      #expect(outcome.standardError.contains("node_modules/ skipped"), "\(outcome.standardError)")
      #expect(!outcome.standardOutput.contains("dist/"))
      #expect(!outcome.standardOutput.contains("node_modules"))
    }
  }

  @Test("show gives the mapped fields' traits; the dynamic type is unknown")
  func showProject() throws {
    try ConfigurationCommandTests.withFolder(Self.files) { _, folder in
      let outcome = try KBTraitsProcess.run(
        ["show", "--format", "json", "src/SignIn.tsx"], in: folder)
      #expect(outcome.status == 0, "\(outcome.standardError)")
      let object = try #require(
        try JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8))
          as? [String: Any])
      let file = try #require((object["files"] as? [[String: Any]])?.first)
      let fields = try #require(file["fields"] as? [[String: Any]])
      #expect(fields.count == 3)
      #expect(fields.map { $0["line"] as? Int } == [8, 10, 11])
      #expect(fields.map { $0["column"] as? Int } == [7, 7, 7])
      let ios = try #require(fields[0]["ios"] as? [String: Any])
      #expect(ios["keyboardType"] as? String == "emailAddress")
      #expect(outcome.standardOutput.contains("\"dynamic\""))
    }
  }

  @Test("--fix writes React's spelling in the file")
  func fixProject() throws {
    try ConfigurationCommandTests.withFolder(Self.files) { directory, folder in
      let outcome = try KBTraitsProcess.run(["lint", "--fix", "src/SignIn.tsx"], in: folder)
      #expect(outcome.status == 0, "\(outcome.standardOutput)\(outcome.standardError)")
      let fixed = try String(
        contentsOfFile: directory.path + "/src/SignIn.tsx", encoding: .utf8)
      #expect(
        fixed.contains(
          #"<Input name="otp" inputMode="numeric" autoCorrect="off" aria-label="Code""#),
        "\(fixed)")
      #expect(
        fixed.components(separatedBy: "\n").count == Self.signIn.components(separatedBy: "\n").count
      )
    }
  }

  @Test(
    "--syntax jsx makes a walk take .js and .mjs files, --syntax tsx .ts files; by default neither")
  func scriptFiles() throws {
    let line = "export const a = <input inputMode=\"digits\" />;\n"
    try ConfigurationCommandTests.withFolder([
      "src/a.js": line, "src/b.mjs": line, "src/c.ts": line, "src/d.jsx": line,
    ]) { _, folder in
      func paths(_ arguments: [String]) throws -> [String] {
        let outcome = try KBTraitsProcess.run(["lint", "--format", "json"] + arguments, in: folder)
        return try Self.placed(outcome.standardOutput).map { String($0.prefix { $0 != ":" }) }
      }
      let byDefault = try paths(["."])
      let asJSX = try paths(["--syntax", "jsx", "."])
      let asTSX = try paths(["--syntax", "tsx", "."])
      #expect(byDefault == ["src/d.jsx"])
      #expect(asJSX == ["src/a.js", "src/b.mjs", "src/d.jsx"])
      #expect(asTSX == ["src/c.ts", "src/d.jsx"])
    }
  }
}
