import Foundation
import Testing

@testable import LanguageServerProtocol

@Suite("LSP types: JSON shapes")
struct LSPTypesTests {
  static func json(_ value: some Encodable) throws -> String {
    String(decoding: try JSONCoding.encoder().encode(value), as: UTF8.self)
  }

  static func decode<T: Decodable>(_ type: T.Type, _ json: String) throws -> T {
    try JSONDecoder().decode(type, from: Data(json.utf8))
  }

  static let range = Range(
    start: Position(line: 1, character: 2), end: Position(line: 1, character: 9))
  static let rangeJSON = #"{"end":{"character":9,"line":1},"start":{"character":2,"line":1}}"#

  @Test func nilOptionalsAreLeftOut() throws {
    #expect(
      try Self.json(Hover(contents: MarkupContent(kind: .markdown, value: "**x**")))
        == #"{"contents":{"kind":"markdown","value":"**x**"}}"#)
    #expect(
      try Self.json(PublishDiagnosticsParams(uri: "file:///a.html", diagnostics: []))
        == #"{"diagnostics":[],"uri":"file:///a.html"}"#)
    #expect(
      try Self.json(Diagnostic(range: Self.range, message: "m"))
        == #"{"message":"m","range":\#(Self.rangeJSON)}"#)
  }

  @Test func aFullDiagnosticHasEveryMember() throws {
    let diagnostic = Diagnostic(
      range: Self.range, severity: .warning, code: "email-keyboard",
      codeDescription: CodeDescription(href: "https://example.com/rules#email-keyboard"),
      source: "tool", message: "Use type=email",
      relatedInformation: [
        DiagnosticRelatedInformation(
          location: Location(uri: "file:///a.html", range: Self.range), message: "the label")
      ],
      data: ["fix": 1])
    let json = try Self.json(diagnostic)
    #expect(json.contains(#""severity":2"#))
    #expect(json.contains(#""code":"email-keyboard""#))
    #expect(
      json.contains(#""codeDescription":{"href":"https://example.com/rules#email-keyboard"}"#))
    #expect(json.contains(#""source":"tool""#))
    #expect(json.contains(#""relatedInformation":[{"location":{"range":"#))
    #expect(json.contains(#""data":{"fix":1}"#))
    #expect(try Self.decode(Diagnostic.self, json) == diagnostic)
  }

  @Test func aDiagnosticCodeFromTheClientMayBeANumber() throws {
    let diagnostic = try Self.decode(
      Diagnostic.self, #"{"range":\#(Self.rangeJSON),"code":42,"message":"m","severity":7}"#)
    #expect(diagnostic.code == "42")
    #expect(diagnostic.severity == DiagnosticSeverity(rawValue: 7))
  }

  @Test func codeActionsAndWorkspaceEdits() throws {
    let edit = TextEdit(range: Self.range, newText: "email")
    let action = CodeAction(
      title: "Fix", kind: .quickFix, isPreferred: true,
      edit: WorkspaceEdit(changes: ["file:///a.html": [edit]]))
    let editJSON = #"{"newText":"email","range":\#(Self.rangeJSON)}"#
    #expect(
      try Self.json(action)
        == #"{"edit":{"changes":{"file:///a.html":[\#(editJSON)]}},"isPreferred":true,"#
        + #""kind":"quickfix","title":"Fix"}"#)
    let params = try Self.decode(
      CodeActionParams.self,
      #"{"textDocument":{"uri":"u"},"range":\#(Self.rangeJSON),"#
        + #""context":{"diagnostics":[],"only":["source.fixAll"],"triggerKind":2}}"#)
    #expect(params.context.only == [.sourceFixAll])
    #expect(params.context.triggerKind == .automatic)
  }

  @Test func codeActionKindsFormAHierarchy() {
    let fixAll = CodeActionKind.sourceFixAll(tool: "kbtraits")
    #expect(fixAll.rawValue == "source.fixAll.kbtraits")
    #expect(fixAll.isSubkind(of: .source))
    #expect(fixAll.isSubkind(of: .sourceFixAll))
    #expect(fixAll.isSubkind(of: fixAll))
    #expect(fixAll.isSubkind(of: CodeActionKind(rawValue: "")))
    #expect(!fixAll.isSubkind(of: CodeActionKind(rawValue: "source.fix")))
    #expect(!fixAll.isSubkind(of: .quickFix))
    #expect(CodeActionKind.quickFix.isWanted(by: nil))
    #expect(CodeActionKind.quickFix.isWanted(by: [.quickFix, .source]))
    #expect(!CodeActionKind.quickFix.isWanted(by: [.source]))
    #expect(!CodeActionKind.quickFix.isWanted(by: []))
  }

  @Test func initializeParamsFromARealisticClient() throws {
    let params = try Self.decode(
      InitializeParams.self,
      """
      {"processId":null,"clientInfo":{"name":"Neovim","version":"0.10.0"},"rootUri":"file:///w",
       "rootPath":"/w","workspaceFolders":[{"uri":"file:///w","name":"w"}],"trace":"off",
       "initializationOptions":{"inlayHints":true},
       "capabilities":{"general":{"positionEncodings":["utf-8","utf-16","utf-32"]},
        "textDocument":{"publishDiagnostics":{"relatedInformation":true,
          "tagSupport":{"valueSet":[1,2]},"versionSupport":true,"codeDescriptionSupport":true,
          "dataSupport":true},
         "hover":{"contentFormat":["markdown","plaintext"],"dynamicRegistration":true},
         "codeAction":{"codeActionLiteralSupport":{"codeActionKind":
           {"valueSet":["","quickfix","source"]}},
          "isPreferredSupport":true,"resolveSupport":{"properties":["edit"]}},
         "inlayHint":{"dynamicRegistration":true},"synchronization":{"didSave":true}},
        "workspace":{"workspaceFolders":true,"configuration":true,
         "didChangeWatchedFiles":{"dynamicRegistration":true,"relativePatternSupport":true}},
        "window":{"workDoneProgress":true}}}
      """)
    #expect(params.processId == nil)
    #expect(params.clientInfo?.name == "Neovim")
    #expect(params.rootUri == "file:///w")
    #expect(params.workspaceFolders == [WorkspaceFolder(uri: "file:///w", name: "w")])
    #expect(params.trace == .off)
    #expect(params.initializationOptions == ["inlayHints": true])
    let capabilities = params.capabilities
    #expect(capabilities.general?.positionEncodings == ["utf-8", "utf-16", "utf-32"])
    #expect(capabilities.textDocument?.publishDiagnostics?.dataSupport == true)
    #expect(capabilities.textDocument?.hover?.contentFormat == [.markdown, .plaintext])
    #expect(
      capabilities.textDocument?.codeAction?.codeActionLiteralSupport?.codeActionKind.valueSet
        == [CodeActionKind(rawValue: ""), .quickFix, .source])
    #expect(capabilities.textDocument?.inlayHint != nil)
    #expect(capabilities.textDocument?.synchronization?.didSave == true)
    #expect(capabilities.workspace?.didChangeWatchedFiles?.dynamicRegistration == true)
  }

  @Test func initializeParamsAreLenient() throws {
    let params = try Self.decode(
      InitializeParams.self,
      #"{"processId":"abc","rootUri":7,"workspaceFolders":null,"capabilities":{"general":5,"#
        + #""textDocument":{"hover":[],"inlayHint":{}},"workspace":{"workspaceFolders":"yes"}}}"#)
    #expect(params.processId == nil)
    #expect(params.rootUri == nil)
    #expect(params.workspaceFolders == nil)
    #expect(params.capabilities.general == nil)
    #expect(params.capabilities.textDocument?.hover == nil)
    #expect(params.capabilities.textDocument?.inlayHint != nil)
    #expect(params.capabilities.workspace?.workspaceFolders == nil)
    #expect(try Self.decode(InitializeParams.self, "{}").capabilities == ClientCapabilities())
    #expect(throws: DecodingError.self) { try Self.decode(InitializeParams.self, "[]") }
  }

  @Test func initializeResultAnnouncesTheServersCapabilities() throws {
    let result = InitializeResult(
      capabilities: ServerCapabilities(
        positionEncoding: .utf8,
        textDocumentSync: TextDocumentSyncOptions(
          openClose: true, change: .incremental, save: SaveOptions(includeText: false)),
        hoverProvider: true,
        codeActionProvider: CodeActionOptions(
          codeActionKinds: [.quickFix, .sourceFixAll(tool: "tool")]),
        inlayHintProvider: true,
        workspace: WorkspaceServerCapabilities(
          workspaceFolders: WorkspaceFoldersServerCapabilities(
            supported: true, changeNotifications: true))),
      serverInfo: ServerInfo(name: "tool", version: "1.0"))
    #expect(
      try Self.json(result)
        == #"{"capabilities":{"codeActionProvider":{"codeActionKinds":["quickfix","#
        + #""source.fixAll.tool"]},"hoverProvider":true,"inlayHintProvider":true,"#
        + #""positionEncoding":"utf-8","textDocumentSync":{"change":2,"openClose":true,"#
        + #""save":{"includeText":false}},"workspace":{"workspaceFolders":"#
        + #"{"changeNotifications":true,"supported":true}}},"#
        + #""serverInfo":{"name":"tool","version":"1.0"}}"#)
  }

  @Test func registeringFileWatchers() throws {
    let params = RegistrationParams(registrations: [
      .didChangeWatchedFiles(
        id: "config",
        watchers: [
          FileSystemWatcher(globPattern: "**/.kbtraits.yml"),
          FileSystemWatcher(globPattern: "**/.gitignore", kind: [.create, .delete]),
        ])
    ])
    #expect(
      try Self.json(params)
        == #"{"registrations":[{"id":"config","method":"workspace/didChangeWatchedFiles","#
        + #""registerOptions":{"watchers":[{"globPattern":"**/.kbtraits.yml"},"#
        + #"{"globPattern":"**/.gitignore","kind":5}]}}]}"#)
    #expect(WatchKind.all.rawValue == 7)
  }

  @Test func documentNotifications() throws {
    let open = try Self.decode(
      DidOpenTextDocumentParams.self,
      #"{"textDocument":{"uri":"file:///a.vue","languageId":"vue","version":1,"#
        + #""text":"<template/>"}}"#)
    #expect(open.textDocument.languageId == "vue")
    let change = try Self.decode(
      DidChangeTextDocumentParams.self,
      #"{"textDocument":{"uri":"u","version":3},"contentChanges":[{"range":"#
        + #"{"start":{"line":0,"character":1},"end":{"line":0,"character":2}},"#
        + #""rangeLength":1,"text":"x"},{"text":"all"}]}"#)
    #expect(change.textDocument.version == 3)
    #expect(change.contentChanges.first?.range?.start == Position(line: 0, character: 1))
    #expect(change.contentChanges.last == TextDocumentContentChangeEvent(text: "all"))
    let save = try Self.decode(DidSaveTextDocumentParams.self, #"{"textDocument":{"uri":"u"}}"#)
    #expect(save.text == nil)
    let close = try Self.decode(
      DidCloseTextDocumentParams.self, #"{"textDocument":{"uri":"u"}}"#)
    #expect(close.textDocument.uri == "u")
    let watched = try Self.decode(
      DidChangeWatchedFilesParams.self,
      #"{"changes":[{"uri":"file:///.kbtraits.yml","type":2}]}"#)
    #expect(watched.changes == [FileEvent(uri: "file:///.kbtraits.yml", type: .changed)])
  }

  @Test func requestsAndSmallNotifications() throws {
    let hover = try Self.decode(
      HoverParams.self, #"{"textDocument":{"uri":"u"},"position":{"line":3,"character":4}}"#)
    #expect(hover.position == Position(line: 3, character: 4))
    let hints = try Self.decode(
      InlayHintParams.self, #"{"textDocument":{"uri":"u"},"range":\#(Self.rangeJSON)}"#)
    #expect(hints.range == Self.range)
    let hint = InlayHint(
      position: Position(line: 0, character: 5), label: "⌨ Number pad · Go", paddingLeft: true)
    #expect(
      try Self.json(hint)
        == #"{"label":"⌨ Number pad · Go","paddingLeft":true,"position":{"character":5,"line":0}}"#
    )
    #expect(try Self.decode(CancelParams.self, #"{"id":"r-1"}"#).id == .string("r-1"))
    #expect(try Self.decode(SetTraceParams.self, #"{"value":"verbose"}"#).value == .verbose)
    #expect(
      try Self.json(LogMessageParams(type: .error, message: "bad frame"))
        == #"{"message":"bad frame","type":1}"#)
  }

  @Test func positionsOrderByLineThenCharacter() {
    #expect(Position(line: 0, character: 9) < Position(line: 1, character: 0))
    #expect(Position(line: 1, character: 2) < Position(line: 1, character: 3))
    #expect(!(Position(line: 1, character: 3) < Position(line: 1, character: 3)))
    let empty = Range(at: Position(line: 2, character: 2))
    #expect(empty.start == empty.end)
  }
}
