import Foundation
import KeyboardTraits
import TestHelpers
import Testing

/// `kbtraits lsp` with real editors as its clients (issue 29), each set up with the README's own
/// snippet ("In the editor") and opening an HTML page and a Vue file: Neovim's built-in LSP
/// client, headless, and Emacs' eglot in batch mode. The editor runs a script of
/// `Tests/CLITests/Editors/` that waits for the diagnostics, asks for a hover and the code
/// actions, applies a quick fix, shuts the server down and writes what it saw as JSON; the test
/// checks it against the expected findings and against `kbtraits lint` on the same text.
///
/// Each test is skipped without its editor. Nothing can hang: every wait in the scripts has a
/// timeout, and the editor (and the server, if it outlives it) is killed when the whole run takes
/// too long.
@Suite("Editors as clients of kbtraits lsp", .serialized)
struct EditorLanguageServerTests {
  /// The page: an email field to hover, and a postal code with an inputmode browsers ignore.
  static let page = """
    <!doctype html>
    <html lang="en">
    <head><meta charset="utf-8"><title>Sign in</title></head>
    <body>
    <form action="/session" method="post">
      <label>Email <input type="email" name="login" autocomplete="username"></label>
      <label>Zip <input name="zip" inputmode="digits" autocomplete="postal-code"></label>
      <label>Password <input type="password" name="password" autocomplete="current-password"></label>
      <button>Sign in</button>
    </form>
    </body>
    </html>

    """

  /// The Vue component: a card number to hover, and a postal code as `type=number` on a line with
  /// an emoji before it (two UTF-16 code units, four UTF-8 bytes: the server's columns are UTF-16,
  /// Neovim shows bytes).
  static let component = """
    <template>
      <form action="/checkout" method="post">
        <label>Numéro de carte 💳 <input name="card" inputmode="numeric" autocomplete="cc-number"></label>
        <label>Code postal 📮 <input type="number" name="postcode" autocomplete="postal-code"></label>
        <label>Phone <input type="tel" name="phone" :placeholder="hint" autocomplete="tel"></label>
        <button>Pay</button>
      </form>
    </template>

    <script setup>
    const hint = "+1 555 0100"
    </script>

    """

  @Test(
    "Neovim 0.7+: the README's start_client setup, diagnostics, hover and a quick fix",
    .enabled(if: EditorHarness.neovimIsAtLeast(0, 7), EditorHarness.neovimSkipMessage))
  func readmeSetupForNeovim07() throws {
    try checkSession(.neovim, setupBlock: 0)
  }

  @Test(
    "Neovim 0.10+: the README's vim.lsp.start setup, diagnostics, hover and a quick fix",
    .enabled(
      if: EditorHarness.neovimIsAtLeast(0, 10),
      Comment(
        rawValue: "skipped: the README's Neovim 0.10 setup needs Neovim 0.10 or later; "
          + "installed: \(EditorHarness.neovimVersionText ?? "none")")))
  func readmeSetupForNeovim010() throws {
    try checkSession(.neovim, setupBlock: 1)
  }

  @Test(
    "Emacs with eglot: the README's setup, diagnostics, hover and a quick fix",
    .enabled(if: EditorHarness.hasEglot, EditorHarness.eglotSkipMessage))
  func readmeSetupForEglot() throws {
    try checkSession(.eglot, setupBlock: 0)
  }

  /// Runs `editor` with the README's `setupBlock`-th block of its language as its setup and
  /// checks the whole session.
  func checkSession(_ editor: EditorHarness.Editor, setupBlock: Int) throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let setups = try ReadmeTests.blocks(editor.setupLanguage, under: "## In the editor")
    let setup = try #require(
      setups.count > setupBlock ? setups[setupBlock] : nil,
      "README's \"In the editor\" section has no \(editor.setupLanguage) block \(setupBlock + 1)")

    // The project: `root: true` keeps any .kbtraits.yml above the temporary folder out.
    try folder.write("project/.kbtraits.yml", "root: true\n")
    let pagePath = try folder.write("project/signup.html", Self.page)
    let componentPath = try folder.write("project/Checkout.vue", Self.component)
    // Hovers inside the start tags (the scripts place them in the agreed encoding).
    let emailField = #"<input type="email""#
    let cardField = #"<input name="card""#
    let plan: [String: Any] = [
      "files": [
        [
          "path": pagePath, "fix": "inputmode-invalid",
          "hover": [
            ["line": try #require(Self.line(of: emailField, in: Self.page)), "find": emailField]
          ],
        ],
        [
          "path": componentPath,
          "hover": [
            ["line": try #require(Self.line(of: cardField, in: Self.component)), "find": cardField]
          ],
        ],
      ]
    ]
    let planPath = try folder.write(
      "plan.json", bytes: Array(try JSONSerialization.data(withJSONObject: plan)))
    let setupPath = try folder.write("setup." + editor.setupExtension, setup)

    let session = try EditorHarness.run(
      editor, setup: setupPath, plan: planPath, in: folder,
      workingDirectory: folder.path("project"))
    let result = try #require(session.result, "\(editor) wrote no result\n\(session.log)")
    if let error = result.error {
      Issue.record(
        "the \(editor) session failed: \(error)\nsteps: \(result.steps ?? [])\n\(session.log)")
      return
    }
    #expect(result.stopped == true, "the server did not exit after shutdown and exit")
    // Neither Neovim 0.7 nor eglot 1.9 offers a position encoding, so the server speaks UTF-16;
    // a client that offers UTF-8 may get it, and then the columns count bytes.
    let encoding = try #require(result.offsetEncoding)
    #expect(encoding == "utf-16" || encoding == "utf-8", "\(encoding)")
    #expect(result.capabilities?.positionEncoding ?? "utf-16" == encoding)
    let inUTF8 = encoding == "utf-8"
    #expect(result.capabilities?.hoverProvider == true)
    #expect(result.capabilities?.textDocumentSync?.change == 2)
    let kinds = result.capabilities?.codeActionProvider?.codeActionKinds ?? []
    #expect(kinds.contains("quickfix") && kinds.contains("source.fixAll.kbtraits"), "\(kinds)")
    try #require(result.files.count == 2, "steps: \(result.steps ?? [])")

    // The page: three findings on the postal code, at the tag and at the inputmode attribute.
    let html = result.files[0]
    #expect(html.uri == URL(fileURLWithPath: pagePath).absoluteString)
    let htmlFindings = try #require(html.published?.diagnostics, "no diagnostics for the page")
    #expect(html.published?.version != nil, "publishDiagnostics without the document's version")
    #expect(
      Self.summaries(htmlFindings) == [
        "6:13 identifier-autocapitalize 2", "6:13 identifier-autocorrect 2",
        "6:31 inputmode-invalid 1",
      ])
    let invalid = htmlFindings.first { $0.code == "inputmode-invalid" }
    #expect(invalid?.range.end == .init(line: 6, character: 31 + #"inputmode="digits""#.count))
    #expect(htmlFindings.allSatisfy { $0.source == "kbtraits" })
    let htmlLint = try Self.lint(Self.page, as: "signup.html", in: folder, inUTF8: inUTF8)
    #expect(htmlFindings.map(\.place) == htmlLint, "kbtraits lint finds \(htmlLint)")
    // What the editor shows under the text (the same columns on an ASCII line).
    #expect(
      html.shown.map(Self.shownSummaries) == [
        "6:13 identifier-autocapitalize", "6:13 identifier-autocorrect", "6:31 inputmode-invalid",
      ])

    let emailHover = try #require(html.hovers?.first?.markdown, "no hover on the email field")
    let readmeHover = try ReadmeTests.blocks("markdown", under: "## In the editor").first
    #expect(readmeHover == emailHover + "\n", "README's hover example is not what the server sends")
    #expect(emailHover.contains("<input type=\"email\" name=\"login\""), "\(emailHover)")
    #expect(emailHover.contains("label: Email"), "\(emailHover)")
    #expect(emailHover.contains("| iPhone | Email keyboard |"), "\(emailHover)")
    #expect(emailHover.contains("| Chrome") && emailHover.contains("| Firefox"), "\(emailHover)")

    // The quick fix, applied by the editor as a workspace edit and sent back as a change.
    let titles = html.actions?.map(\.title) ?? []
    #expect(titles.contains { $0.hasPrefix("Disable inputmode-invalid") }, "\(titles)")
    // Inputmode's fix is safe, so preferred; the other findings' fixes (also offered: their
    // range, the tag, holds the attribute) are not.
    let fix = html.actions?.first { $0.title == html.applied }
    #expect(fix?.isPreferred == true && fix?.diagnostics == ["inputmode-invalid"], "\(titles)")
    #expect(
      html.fixedLine == #"  <label>Zip <input name="zip" inputmode="numeric" "#
        + #"autocomplete="postal-code"></label>"#, "applied: \(html.applied ?? "nothing")")
    let afterFix = try #require(html.afterFix, "no diagnostics after the quick fix")
    #expect(afterFix.version == html.fixedVersion)
    #expect(!afterFix.diagnostics.contains { $0.code == "inputmode-invalid" })
    if let text = html.text {
      let fixedLint = try Self.lint(text, as: "signup.html", in: folder, inUTF8: inUTF8)
      #expect(afterFix.diagnostics.map(\.place) == fixedLint, "kbtraits lint finds \(fixedLint)")
    }

    // The Vue file: the emoji before the field is 2 UTF-16 code units and 4 UTF-8 bytes; Neovim
    // shows bytes, Emacs characters.
    let vue = result.files[1]
    let vueFindings = try #require(vue.published?.diagnostics, "no diagnostics for the Vue file")
    #expect(
      Self.summaries(vueFindings) == [
        "3:\(inUTF8 ? 35 : 33) number-for-identifier 2",
        "3:\(inUTF8 ? 65 : 63) autocomplete-control-mismatch 1",
      ])
    let vueLint = try Self.lint(Self.component, as: "Checkout.vue", in: folder, inUTF8: inUTF8)
    #expect(vueFindings.map(\.place) == vueLint, "kbtraits lint finds \(vueLint)")
    #expect(
      vue.shown.map(Self.shownSummaries)
        == [
          "3:\(editor == .neovim ? 35 : 32) number-for-identifier",
          "3:\(editor == .neovim ? 65 : 62) autocomplete-control-mismatch",
        ].sorted())
    let cardHover = try #require(vue.hovers?.first?.markdown, "no hover on the card field")
    #expect(cardHover.contains("| iPhone | Number pad |"), "\(cardHover)")
  }

  // MARK: - Expectations

  /// `line:character code severity` for each diagnostic, in the server's order.
  static func summaries(_ diagnostics: [EditorSessionResult.Diagnostic]) -> [String] {
    diagnostics.map {
      "\($0.range.start.line):\($0.range.start.character) \($0.code ?? "") \($0.severity ?? 0)"
    }
  }

  /// `line:column code` for each diagnostic the editor shows, sorted.
  static func shownSummaries(_ shown: [EditorSessionResult.Shown]) -> [String] {
    shown.map { "\($0.lnum):\($0.col) \($0.code ?? "")" }.sorted()
  }

  /// The 0-based line of `text` that holds `needle`.
  static func line(of needle: String, in text: String) -> Int? {
    text.components(separatedBy: "\n").firstIndex { $0.contains(needle) }
  }

  /// What `kbtraits lint` finds in `text` saved as `name` (beside a `root: true` configuration):
  /// each finding's rule and range, 0-based, in UTF-16 columns (UTF-8 ones when `inUTF8`), sorted
  /// as the diagnostics are.
  static func lint(
    _ text: String, as name: String, in folder: TemporaryDirectory, inUTF8: Bool = false
  ) throws -> [EditorSessionResult.Place] {
    try folder.write("cli/.kbtraits.yml", "root: true\n")
    try folder.write("cli/" + name, text)
    let outcome = try KBTraitsProcess.run(
      ["lint", "--format", "json", name], in: URL(fileURLWithPath: folder.path("cli")))
    let report = try JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8))
    let files = (report as? [String: Any])?["files"] as? [[String: Any]] ?? []
    let lines = text.components(separatedBy: "\n")
    func column(line: Int, scalarColumn: Int) -> Int {
      guard line - 1 < lines.count else { return scalarColumn - 1 }
      let scalars = lines[line - 1].unicodeScalars
      return scalars.prefix(scalarColumn - 1).reduce(0) {
        $0 + (inUTF8 ? $1.utf8.count : $1.utf16.count)
      }
    }
    return (files.first?["diagnostics"] as? [[String: Any]] ?? []).map { finding in
      let line = finding["line"] as? Int ?? 0
      let endLine = finding["endLine"] as? Int ?? line
      return EditorSessionResult.Place(
        code: finding["rule"] as? String ?? "",
        start: .init(
          line: line - 1,
          character: column(line: line, scalarColumn: finding["column"] as? Int ?? 1)),
        end: .init(
          line: endLine - 1,
          character: column(line: endLine, scalarColumn: finding["endColumn"] as? Int ?? 1)))
    }
  }
}

/// What `drive-kbtraits-lsp.lua` and `drive-kbtraits-lsp.el` write: the fields the test reads.
struct EditorSessionResult: Decodable {
  struct Position: Decodable, Equatable, CustomStringConvertible {
    var line: Int
    var character: Int
    var description: String { "\(line):\(character)" }
  }
  struct Range: Decodable, Equatable {
    var start: Position
    var end: Position
  }
  /// A rule and its range, to compare a diagnostic with a `kbtraits lint` finding.
  struct Place: Equatable, CustomStringConvertible {
    var code: String
    var start: Position
    var end: Position
    var description: String { "\(code) \(start)-\(end)" }
  }
  struct Diagnostic: Decodable {
    var range: Range
    var severity: Int?
    var code: String?
    var source: String?
    var message: String
    var place: Place { Place(code: code ?? "", start: range.start, end: range.end) }
  }
  struct Publication: Decodable {
    var uri: String
    var version: Int?
    var diagnostics: [Diagnostic]
  }
  /// A diagnostic where the editor shows it: 0-based line; Neovim's column counts bytes
  /// (`vim.diagnostic.get`), Emacs' characters.
  struct Shown: Decodable {
    var lnum: Int
    var col: Int
    var code: String?
    var severity: Int?
  }
  struct Hover: Decodable {
    var line: Int
    var character: Int
    var markdown: String?
  }
  struct Action: Decodable {
    var title: String
    var kind: String?
    var isPreferred: Bool?
    /// The codes of the diagnostics the action fixes.
    var diagnostics: [String]?
  }
  struct File: Decodable {
    var path: String
    var uri: String
    var published: Publication?
    var shown: [Shown]?
    var hovers: [Hover]?
    var actions: [Action]?
    var applied: String?
    var fixedVersion: Int?
    var fixedLine: String?
    var afterFix: Publication?
    var text: String?
  }
  struct Capabilities: Decodable {
    struct Sync: Decodable { var change: Int? }
    struct CodeActions: Decodable { var codeActionKinds: [String]? }
    var positionEncoding: String?
    var hoverProvider: Bool?
    var textDocumentSync: Sync?
    var codeActionProvider: CodeActions?
  }
  var files: [File]
  var steps: [String]?
  var error: String?
  var stopped: Bool?
  var offsetEncoding: String?
  var capabilities: Capabilities?
}

/// Finds the editors and runs one session with a deadline.
enum EditorHarness {
  /// The session scripts write snake_case keys (`fixed_version`).
  static let snakeCaseDecoder: JSONDecoder = {
    let decoder = JSONDecoder()
    decoder.keyDecodingStrategy = .convertFromSnakeCase
    return decoder
  }()

  enum Editor: CustomStringConvertible {
    case neovim, eglot

    /// The language of the README block that sets the editor up.
    var setupLanguage: String { self == .neovim ? "lua" : "elisp" }
    var setupExtension: String { self == .neovim ? "lua" : "el" }
    var description: String { self == .neovim ? "Neovim" : "Emacs (eglot)" }
    /// The script the editor runs after the README's setup.
    var script: String {
      KBTraitsProcess.packageRoot.appendingPathComponent(
        "Tests/CLITests/Editors/drive-kbtraits-lsp." + setupExtension
      ).path
    }
  }

  static let environment = ProcessInfo.processInfo.environment
  static let neovim = ExecutableSearch.find("nvim", environment: environment)
  static let emacs = ExecutableSearch.find("emacs", environment: environment)

  /// `nvim --version`'s first line (`NVIM v0.7.2`), or nil without Neovim.
  static let neovimVersionText: String? = neovim.flatMap { output(of: $0, ["--version"]) }
    .flatMap { $0.split(separator: "\n").first.map(String.init) }

  /// Whether Neovim `major.minor` or later is installed.
  static func neovimIsAtLeast(_ major: Int, _ minor: Int) -> Bool {
    guard let line = neovimVersionText, let start = line.range(of: "v") else { return false }
    let numbers = line[start.upperBound...].prefix { $0.isNumber || $0 == "." }
      .split(separator: ".").compactMap { Int($0) }
    guard numbers.count >= 2 else { return false }
    return (numbers[0], numbers[1]) >= (major, minor)
  }

  static let neovimSkipMessage = Comment(
    rawValue: "skipped: no Neovim 0.7 or later on PATH; `apt-get install neovim` to run the "
      + "editor end-to-end test of `kbtraits lsp`")

  /// Whether Emacs is installed and loads eglot (built in from Emacs 29, `elpa-eglot` before).
  static let hasEglot: Bool =
    emacs.flatMap {
      output(
        of: $0, ["--batch", "--eval", "(princ (if (require 'eglot nil t) \"eglot\" \"none\"))"])
    }?.hasSuffix("eglot") ?? false

  static let eglotSkipMessage = Comment(
    rawValue: "skipped: no Emacs with eglot on PATH; `apt-get install emacs-nox elpa-eglot` (or "
      + "Emacs 29 or later, which has eglot built in) to run the eglot test of `kbtraits lsp`")

  /// The longest a whole session may take before the editor is killed (each wait inside has its
  /// own timeout, `waitMilliseconds`).
  static let deadline: Double = 120
  static let waitMilliseconds = 15_000

  struct Session {
    var result: EditorSessionResult?
    /// The editor's output and logs, for a failure message.
    var log: String
  }

  /// Runs `editor` with `setup` (the README's block) and then its script on `plan`, in
  /// `workingDirectory`, with this build's `kbtraits` first on `PATH` and every file the editor
  /// writes kept in `folder` (its home, configuration, cache and state folders are there).
  static func run(
    _ editor: Editor, setup: String, plan: String, in folder: TemporaryDirectory,
    workingDirectory: String
  ) throws -> Session {
    let kbtraits = try #require(KBTraitsProcess.executable, "kbtraits binary not built")
    let resultPath = folder.path("result.json")
    var environment = Self.environment
    for name in [
      "NVIM", "NVIM_LISTEN_ADDRESS", "VIMINIT", "MYVIMRC", "NVIM_APPNAME", "EMACSLOADPATH",
    ] {
      environment[name] = nil
    }
    environment["PATH"] =
      kbtraits.deletingLastPathComponent().path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
    environment["HOME"] = try folder.makeDirectory("home")
    for name in ["XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME"] {
      environment[name] = try folder.makeDirectory("xdg/" + name.lowercased())
    }
    environment["NVIM_LOG_FILE"] = folder.path("nvim.log")
    environment["KBTRAITS_E2E_PLAN"] = plan
    environment["KBTRAITS_E2E_RESULT"] = resultPath
    environment["KBTRAITS_E2E_TIMEOUT_MS"] = String(waitMilliseconds)
    environment["KBTRAITS_E2E_SCRIPT"] = editor.script

    let process = Process()
    switch editor {
    case .neovim:
      process.executableURL = URL(fileURLWithPath: try #require(neovim))
      process.arguments = [
        "--headless", "--clean", "-n", "-u", setup,
        "-c", "lua dofile(os.getenv('KBTRAITS_E2E_SCRIPT'))",
      ]
    case .eglot:
      process.executableURL = URL(fileURLWithPath: try #require(emacs))
      process.arguments = ["--batch", "-l", setup, "-l", editor.script]
    }
    process.currentDirectoryURL = URL(fileURLWithPath: workingDirectory)
    process.environment = environment
    let outputPath = try folder.write("editor.out", "")
    let output = try FileHandle(forWritingTo: URL(fileURLWithPath: outputPath))
    defer { try? output.close() }
    process.standardOutput = output
    process.standardError = output
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let finished = wait(for: process, seconds: deadline)
    if !finished {
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
    }
    // A server that outlives a killed Neovim is killed too (it would read end of file and stop
    // on its own, unless it hangs).
    let serverPID = (try? String(contentsOfFile: resultPath + ".pid", encoding: .utf8))
      .flatMap { Int32($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
    if !finished, let serverPID { kill(serverPID, SIGKILL) }

    var log = "\(editor) \(process.arguments?.joined(separator: " ") ?? "")"
    log += finished ? " exited with \(process.terminationStatus)" : " killed after \(deadline) s"
    for (name, path) in [
      ("output", outputPath), ("nvim.log", folder.path("nvim.log")),
      ("lsp.log", folder.path("xdg/xdg_cache_home/nvim/lsp.log")),
      ("lsp.log", folder.path("xdg/xdg_state_home/nvim/lsp.log")),
    ] {
      if let text = try? String(contentsOfFile: path, encoding: .utf8), !text.isEmpty {
        log += "\n--- \(name)\n" + String(text.suffix(4000))
      }
    }
    let result = FileManager.default.contents(atPath: resultPath).flatMap {
      try? Self.snakeCaseDecoder.decode(EditorSessionResult.self, from: $0)
    }
    if result == nil, let raw = try? String(contentsOfFile: resultPath, encoding: .utf8) {
      log += "\n--- result.json (not decoded)\n" + String(raw.prefix(4000))
    }
    return Session(result: result, log: log)
  }

  /// What `executable arguments…` prints on standard output, or nil when it fails to start or
  /// takes longer than 20 seconds (then it is killed).
  static func output(of executable: String, _ arguments: [String]) -> String? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    process.standardInput = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return nil }
    guard wait(for: process, seconds: 20) else {
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
      return nil
    }
    return String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
  }

  /// Waits up to `seconds` for `process` to end; false when it is still running.
  static func wait(for process: Process, seconds: Double) -> Bool {
    let end = Date().addingTimeInterval(seconds)
    while process.isRunning && Date() < end { Thread.sleep(forTimeInterval: 0.05) }
    if process.isRunning { return false }
    process.waitUntilExit()
    return true
  }
}
