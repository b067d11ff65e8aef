import Foundation
import TestHelpers
import Testing

@testable import KeyboardTraits
@testable import KeyboardTraitsLanguageServer
@testable import KeyboardTraitsLint

/// Documents are read as `kbtraits lint` reads the files at their paths.
@Suite("Lint workspace")
struct LintWorkspaceTests {
  @Test("configuration per file: components, rules, syntax globs; ignored files get nothing")
  func configuration() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write(".git/HEAD", "ref: refs/heads/main\n")
    try directory.write(".gitignore", "dist/\n")
    try directory.write(
      ".kbtraits.yml",
      "components:\n  Input: input\nrules:\n  otp-autocomplete: off\nsyntax:\n  \"views/*.tpl\": jinja\n"
    )
    let workspace = LintWorkspace(root: directory.path)
    let jsx = Array(#"const A = () => <Input name="otp" inputMode="digits" />;"#.utf8)
    let analysis = workspace.analyze(
      path: directory.path + "/src/A.jsx", bytes: jsx, languageId: "javascriptreact")
    #expect(analysis.syntax == .jsx)
    #expect(analysis.document?.fields.count == 1)
    #expect(analysis.diagnostics.contains { $0.rule == "inputmode-invalid" })
    #expect(!analysis.diagnostics.contains { $0.rule == "otp-autocomplete" })
    let template = workspace.analyze(
      path: directory.path + "/views/a.tpl", bytes: Array("{# x #}<input>".utf8), languageId: nil)
    #expect(template.syntax == .jinja)
    let ignored = workspace.analyze(
      path: directory.path + "/dist/A.jsx", bytes: jsx, languageId: "javascriptreact")
    #expect(ignored.document == nil)
    #expect(ignored.ignoredBecause?.contains("dist/") == true)
    let vendored = workspace.analyze(
      path: directory.path + "/node_modules/x/A.jsx", bytes: jsx, languageId: nil)
    #expect(vendored.ignoredBecause?.contains("node_modules") == true)
    let script = workspace.analyze(
      path: directory.path + "/src/a.js", bytes: jsx, languageId: "javascript")
    #expect(script.document == nil)
  }

  @Test("an unsaved document is read as its language says")
  func unsaved() {
    let workspace = LintWorkspace(root: nil)
    let analysis = workspace.analyze(
      path: nil, bytes: Array("<input :type=\"t\">".utf8), languageId: "vue")
    #expect(analysis.syntax == .vue)
    #expect(LintWorkspace.syntax(languageId: "typescriptreact") == .tsx)
    #expect(LintWorkspace.syntax(languageId: "plaintext") == nil)
  }
}
