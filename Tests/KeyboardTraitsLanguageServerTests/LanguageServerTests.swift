import Foundation
import LanguageServerProtocol
import TestHelpers
import Testing

@testable import KeyboardTraitsLanguageServer

/// `kbtraits lsp` driven through its stdio framing: diagnostics, hover, code actions, inlay
/// hints, edits, configuration, and bad input.
@Suite("Language server")
struct LanguageServerTests {
  static let page = """
    <form action="/a">
      <label>Zip <input name="zip" inputmode="digits"></label>
    </form>

    """

  static func open(
    _ client: ServerClient, _ uri: String, _ text: String, language: String = "html",
    version: Int = 1
  ) throws {
    try client.notify(
      "textDocument/didOpen",
      ["textDocument": ["uri": uri, "languageId": language, "version": version, "text": text]])
  }

  static func codes(_ diagnostics: LanguageServerProtocol.JSONValue) -> [String] {
    (diagnostics["diagnostics"]?.arrayValue ?? []).compactMap { $0["code"]?.stringValue }.sorted()
  }

  static func diagnostic(
    _ code: String, in diagnostics: LanguageServerProtocol.JSONValue
  ) -> LanguageServerProtocol.JSONValue? {
    diagnostics["diagnostics"]?.arrayValue?.first { $0["code"]?.stringValue == code }
  }

  @Test("diagnostics on open, with range, severity, code, source and version")
  func diagnostics() throws {
    let client = ServerClient()
    let answer = try client.start()
    #expect(answer["result"]?["capabilities"]?["positionEncoding"]?.stringValue == "utf-16")
    try Self.open(client, "file:///tmp/kbt-lsp/a.html", Self.page)
    let published = try client.diagnostics("file:///tmp/kbt-lsp/a.html")
    #expect(published["version"]?.integerValue == 1)
    let invalid = try #require(Self.diagnostic("inputmode-invalid", in: published))
    #expect(invalid["severity"]?.integerValue == 1)
    #expect(invalid["source"]?.stringValue == "kbtraits")
    #expect(invalid["range"]?["start"]?["line"]?.integerValue == 1)
    #expect(invalid["range"]?["start"]?["character"]?.integerValue == 31)
    #expect(invalid["range"]?["end"]?["character"]?.integerValue == 49)
    #expect(invalid["message"]?.stringValue?.contains("inputmode=\"numeric\"") == true)
    // The field's tag is the related place of a finding about one of its attributes.
    #expect(
      invalid["relatedInformation"]?[0]?["location"]?["range"]?["start"]?["character"]?.integerValue
        == 13)
    #expect(try client.stop() == 0)
  }

  @Test("fields a template renders through helpers the scan does not read: one information")
  func unreadFields() throws {
    let client = ServerClient()
    try client.start()
    let uri = "file:///tmp/kbt-lsp/login.html"
    try Self.open(
      client, uri, "<form>\n  {{ form.email }}{{ form.password }}\n</form>\n",
      language: "django-html")
    let published = try client.diagnostics(uri)
    let notes = published["diagnostics"]?.arrayValue ?? []
    #expect(notes.count == 1)
    #expect(notes.first?["severity"]?.integerValue == 3)
    #expect(notes.first?["code"] == nil)
    #expect(notes.first?["range"]?["start"]?["line"]?.integerValue == 1)
    #expect(notes.first?["range"]?["start"]?["character"]?.integerValue == 2)
    #expect(notes.first?["message"]?.stringValue?.hasPrefix("2 fields are rendered") == true)
    #expect(try client.stop() == 0)
  }

  @Test("the hover shows each platform's keyboard for the field under the cursor")
  func hover() throws {
    let client = ServerClient()
    try client.start()
    try Self.open(client, "file:///tmp/kbt-lsp/a.html", Self.page)
    _ = try client.diagnostics("file:///tmp/kbt-lsp/a.html")
    let hover = try client.request(
      "textDocument/hover",
      [
        "textDocument": ["uri": "file:///tmp/kbt-lsp/a.html"],
        "position": ["line": 1, "character": 20],
      ])
    let value = try #require(hover["result"]?["contents"]?["value"]?.stringValue)
    #expect(value.contains("| iPhone | Default keyboard |"))
    #expect(value.contains("label: Zip"))
    let outside = try client.request(
      "textDocument/hover",
      [
        "textDocument": ["uri": "file:///tmp/kbt-lsp/a.html"],
        "position": ["line": 0, "character": 2],
      ])
    #expect(outside["result"] == .null)
    #expect(try client.stop() == 0)
  }

  @Test("code actions: each fix, disable on this line, fix-all; applying them works")
  func codeActions() throws {
    let client = ServerClient()
    try client.start()
    let uri = "file:///tmp/kbt-lsp/a.html"
    try Self.open(client, uri, Self.page)
    _ = try client.diagnostics(uri)
    let answer = try client.request(
      "textDocument/codeAction",
      [
        "textDocument": ["uri": uri],
        "range": ["start": ["line": 1, "character": 31], "end": ["line": 1, "character": 31]],
        "context": ["diagnostics": []],
      ])
    let actions = try #require(answer["result"]?.arrayValue)
    let titles = actions.compactMap { $0["title"]?.stringValue }
    let fix = try #require(
      actions.first { $0["title"]?.stringValue == "Set inputmode=\"numeric\"" })
    #expect(fix["isPreferred"]?.boolValue == true)
    #expect(fix["kind"]?.stringValue == "quickfix")
    let edit = try #require(fix["edit"]?["changes"]?[uri]?[0])
    #expect(edit["newText"]?.stringValue == "numeric")
    #expect(edit["range"]?["start"]?["character"]?.integerValue == 42)
    #expect(titles.contains("Disable inputmode-invalid on this line"))
    let disable = try #require(
      actions.first { $0["title"]?.stringValue == "Disable inputmode-invalid on this line" })
    #expect(
      disable["edit"]?["changes"]?[uri]?[0]?["newText"]?.stringValue
        == "  <!-- kbtraits-disable-next-line inputmode-invalid -->\n")
    let fixAll = try client.request(
      "textDocument/codeAction",
      [
        "textDocument": ["uri": uri],
        "range": ["start": ["line": 0, "character": 0], "end": ["line": 0, "character": 0]],
        "context": ["diagnostics": [], "only": ["source.fixAll"]],
      ])
    let all = try #require(fixAll["result"]?[0])
    #expect(all["kind"]?.stringValue == "source.fixAll.kbtraits")
    #expect(
      all["edit"]?["changes"]?[uri]?[0]?["newText"]?.stringValue?.contains("inputmode=\"numeric\"")
        == true)
    #expect(try client.stop() == 0)
  }

  @Test("code actions: an inserted field is an empty range at the password's tag")
  func insertionCodeAction() throws {
    let client = ServerClient()
    try client.start()
    let uri = "file:///tmp/kbt-lsp/reset.html"
    let page = """
      <form action="/reset" method="post">
        <input type="password" id="p1" name="pw" autocomplete="new-password" aria-label="New">
        <input type="password" id="p2" name="pw2" autocomplete="new-password" aria-label="Again">
      </form>
      """
    try Self.open(client, uri, page)
    _ = try client.diagnostics(uri)
    let answer = try client.request(
      "textDocument/codeAction",
      [
        "textDocument": ["uri": uri],
        "range": ["start": ["line": 1, "character": 2], "end": ["line": 1, "character": 2]],
        "context": ["diagnostics": []],
      ])
    let actions = try #require(answer["result"]?.arrayValue)
    let fix = try #require(
      actions.first {
        $0["title"]?.stringValue == "Insert a hidden username field before the password (review)"
      })
    let edit = try #require(fix["edit"]?["changes"]?[uri]?[0])
    #expect(edit["range"]?["start"]?["line"]?.integerValue == 1)
    #expect(edit["range"]?["start"]?["character"]?.integerValue == 2)
    #expect(edit["range"]?["end"]?["character"]?.integerValue == 2)
    #expect(
      edit["newText"]?.stringValue
        == "<input type=\"text\" name=\"username\" autocomplete=\"username\" value=\"\" hidden> ")
    #expect(try client.stop() == 0)
  }

  @Test("incremental edits: each version's diagnostics, never an older one after a newer")
  func edits() throws {
    let client = ServerClient()
    try client.start()
    let uri = "file:///tmp/kbt-lsp/a.html"
    try Self.open(client, uri, Self.page)
    _ = try client.diagnostics(uri, version: 1)
    // `digits` (characters 42–48 of line 1) becomes `numeric`, then back, many times.
    var value = "digits"
    for version in 2...40 {
      let next = value == "digits" ? "numeric" : "digits"
      try client.notify(
        "textDocument/didChange",
        [
          "textDocument": ["uri": uri, "version": version],
          "contentChanges": [
            [
              "range": [
                "start": ["line": 1, "character": 42],
                "end": ["line": 1, "character": 42 + value.count],
              ],
              "text": next,
            ]
          ],
        ])
      value = next
    }
    // Every publish, in the order it came, until the one for the last version.
    var published: [LanguageServerProtocol.JSONValue] = []
    while published.last?["version"]?.integerValue != 40 {
      published.append(
        try client.waitFor { $0["method"]?.stringValue == "textDocument/publishDiagnostics" }[
          "params"]!)
    }
    let versions = published.compactMap { $0["version"]?.integerValue }
    #expect(versions == versions.sorted() && Set(versions).count == versions.count, "\(versions)")
    #expect(Self.codes(published.last!).contains("inputmode-invalid") == (value == "digits"))
    Thread.sleep(forTimeInterval: 0.3)
    #expect(
      !client.pending.contains { $0["method"]?.stringValue == "textDocument/publishDiagnostics" })
    #expect(try client.stop() == 0)
  }

  @Test("UTF-8 when the client offers it; UTF-16 counts an astral character twice")
  func encodings() throws {
    let text = "<p>🙂</p><input name=\"zip\" inputmode=\"digits\">\r\n"
    // `inputmode` starts after `<p>🙂</p><input name="zip" `: 🙂 is 4 UTF-8 bytes, 2 UTF-16 units.
    for (offer, column) in [("utf-8", 29), ("utf-16", 27)] {
      let client = ServerClient()
      let answer = try client.start(encodings: [offer])
      #expect(answer["result"]?["capabilities"]?["positionEncoding"]?.stringValue == offer)
      try Self.open(client, "file:///tmp/kbt-lsp/e.html", text)
      let published = try client.diagnostics("file:///tmp/kbt-lsp/e.html")
      let invalid = try #require(Self.diagnostic("inputmode-invalid", in: published))
      #expect(invalid["range"]?["start"]?["character"]?.integerValue == column, "\(offer)")
      #expect(try client.stop() == 0)
    }
  }

  @Test("templates and JSX by language id; components and rules from the workspace's configuration")
  func workspace() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write(".git/HEAD", "ref: refs/heads/main\n")
    try directory.write(".gitignore", "dist/\n")
    try directory.write(".kbtraits.yml", "components:\n  Input: input\n")
    let client = ServerClient()
    try client.start(root: directory.path)
    let jsxURI = URL(fileURLWithPath: directory.path + "/src/A.jsx").absoluteString
    try Self.open(
      client, jsxURI, "export const A = () => <Input name=\"otp\" inputMode=\"digits\" />;\n",
      language: "javascriptreact")
    #expect(Self.codes(try client.diagnostics(jsxURI)).contains("inputmode-invalid"))
    let vueURI = URL(fileURLWithPath: directory.path + "/src/B.vue").absoluteString
    try Self.open(
      client, vueURI,
      "<template>\n  <input :type=\"kind\" name=\"zip\" inputmode=\"digits\">\n</template>\n",
      language: "vue")
    #expect(Self.codes(try client.diagnostics(vueURI)).contains("inputmode-invalid"))
    let ignoredURI = URL(fileURLWithPath: directory.path + "/dist/A.jsx").absoluteString
    try Self.open(
      client, ignoredURI, "export const A = () => <input inputMode=\"digits\" />;\n",
      language: "javascriptreact")
    #expect(Self.codes(try client.diagnostics(ignoredURI)).isEmpty)
    // A configuration change reaches open documents.
    try directory.write(
      ".kbtraits.yml", "components:\n  Input: input\nrules:\n  inputmode-invalid: off\n")
    try client.notify(
      "workspace/didChangeWatchedFiles",
      [
        "changes": [
          [
            "uri": URL(fileURLWithPath: directory.path + "/.kbtraits.yml").absoluteString,
            "type": 2,
          ]
        ]
      ])
    #expect(!Self.codes(try client.diagnostics(jsxURI)).contains("inputmode-invalid"))
    #expect(try client.stop() == 0)
  }

  @Test("saving a configuration file, .kbtraits.yaml included, reloads it for open documents")
  func savedConfiguration() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write(".kbtraits.yaml", "rules:\n  inputmode-invalid: error\n")
    let client = ServerClient()
    try client.start(root: directory.path)
    let uri = URL(fileURLWithPath: directory.path + "/a.html").absoluteString
    try Self.open(client, uri, Self.page)
    #expect(Self.codes(try client.diagnostics(uri)).contains("inputmode-invalid"))
    try directory.write(".kbtraits.yaml", "rules:\n  inputmode-invalid: off\n")
    try client.notify(
      "textDocument/didSave",
      [
        "textDocument": [
          "uri": URL(fileURLWithPath: directory.path + "/.kbtraits.yaml").absoluteString
        ]
      ])
    #expect(!Self.codes(try client.diagnostics(uri)).contains("inputmode-invalid"))
    #expect(try client.stop() == 0)
  }

  @Test("inlay hints only when asked for; closing a document clears its diagnostics")
  func inlayHintsAndClose() throws {
    for enabled in [true, false] {
      let client = ServerClient()
      try client.start(options: ["inlayHints": enabled])
      let uri = "file:///tmp/kbt-lsp/a.html"
      try Self.open(client, uri, Self.page)
      _ = try client.diagnostics(uri)
      let hints = try client.request(
        "textDocument/inlayHint",
        [
          "textDocument": ["uri": uri],
          "range": ["start": ["line": 0, "character": 0], "end": ["line": 3, "character": 0]],
        ])
      let labels = (hints["result"]?.arrayValue ?? []).compactMap { $0["label"]?.stringValue }
      #expect(labels == (enabled ? ["⌨ Default keyboard · Go"] : []))
      try client.notify("textDocument/didClose", ["textDocument": ["uri": uri]])
      #expect(Self.codes(try client.diagnostics(uri)).isEmpty)
      #expect(try client.stop() == 0)
    }
  }

  @Test("malformed frames and bodies are survived; unknown methods and exit without shutdown")
  func badInput() throws {
    let client = ServerClient()
    try client.start()
    try client.write(Data("Content-Length: abc\r\n\r\n{}".utf8))
    try client.write(MessageFraming.frame(Data("{not json".utf8)))
    let parseError = try client.waitFor { $0["error"]?["code"]?.integerValue == -32700 }
    #expect(parseError["id"] == .null)
    let unknown = try client.request("kbtraits/unknown", [:])
    #expect(unknown["error"]?["code"]?.integerValue == -32601)
    let badParams = try client.request("textDocument/hover", ["textDocument": 3])
    #expect(badParams["error"]?["code"]?.integerValue == -32602)
    try Self.open(client, "file:///tmp/kbt-lsp/a.html", Self.page)
    #expect(
      Self.codes(try client.diagnostics("file:///tmp/kbt-lsp/a.html")).contains("inputmode-invalid")
    )
    try client.notify("exit", [:])
    #expect(client.closeInput() == 1)
  }
}
