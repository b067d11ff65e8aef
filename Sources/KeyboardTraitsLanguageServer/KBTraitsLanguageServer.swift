import Foundation
import KeyboardTraits
import KeyboardTraitsLint
import LanguageServerProtocol

/// `kbtraits lsp`: open documents scanned and linted as `kbtraits lint` reads the files at their
/// paths, published as diagnostics, with a hover that shows each platform's keyboard, each
/// finding's fix as a quick fix, fix-all, "disable on this line" and optional inlay hints.
///
/// The session calls this delegate on its serial queue. Analyses run on a queue of their own so
/// that typing never waits for a scan: an edit schedules one analysis of the document's latest
/// text, edits that arrive while one runs are coalesced into the next (that is the debounce),
/// and a result is stored and published only while no newer version has arrived.
public final class KBTraitsLanguageServer: LanguageServerDelegate, @unchecked Sendable {
  private let connection: Connection
  private let lock = NSLock()
  private var encoding = PositionEncoding.utf16
  private var workspace = LintWorkspace(root: nil)
  private var showsInlayHints = false
  private var watchesFiles = false
  private var documents: [String: OpenDocument] = [:]
  private var scheduled: Set<String> = []
  private let analysisQueue = DispatchQueue(label: "kbtraits.lsp.analysis")

  /// Serves one client on `input` and `output` until it exits; returns the exit status.
  public static func serve(input: FileHandle, output: FileHandle) -> Int32 {
    let connection = Connection(input: input, output: output)
    let server = KBTraitsLanguageServer(connection: connection)
    let session = LanguageServerSession(
      connection: connection, delegate: server,
      serverInfo: ServerInfo(name: "kbtraits", version: KeyboardTraitsVersion.current))
    return session.run()
  }

  init(connection: Connection) {
    self.connection = connection
  }

  // MARK: Lifecycle

  public func initialize(_ params: InitializeParams, encoding: PositionEncoding)
    -> ServerCapabilities
  {
    let root =
      params.workspaceFolders?.first.flatMap { DocumentURI.path(of: $0.uri) }
      ?? params.rootUri.flatMap(DocumentURI.path(of:)) ?? params.rootPath
    let options = params.initializationOptions
    lock.withLock {
      self.encoding = encoding
      workspace = LintWorkspace(root: root)
      showsInlayHints = options?["inlayHints"]?.boolValue ?? false
      watchesFiles =
        params.capabilities.workspace?.didChangeWatchedFiles?.dynamicRegistration ?? false
    }
    return ServerCapabilities(
      positionEncoding: encoding,
      textDocumentSync: TextDocumentSyncOptions(
        openClose: true, change: .incremental, save: SaveOptions(includeText: false)),
      hoverProvider: true,
      codeActionProvider: CodeActionOptions(
        codeActionKinds: [.quickFix, .sourceFixAll(tool: "kbtraits")]),
      inlayHintProvider: true,
      workspace: WorkspaceServerCapabilities(
        workspaceFolders: WorkspaceFoldersServerCapabilities(supported: true)))
  }

  public func initialized() {
    guard lock.withLock({ watchesFiles }) else { return }
    // Configuration and ignore files decide what is linted and how.
    let watchers = Self.configurationFileNames.map {
      FileSystemWatcher(globPattern: "**/\($0)")
    }
    connection.send(
      request: "client/registerCapability",
      params: RegistrationParams(registrations: [
        .didChangeWatchedFiles(id: "kbtraits-configuration", watchers: watchers)
      ]), onResponse: { _ in })
  }

  public func shutdown() {
    lock.withLock { documents.removeAll() }
  }

  // MARK: Notifications

  public func handleNotification(method: String, params: LanguageServerProtocol.JSONValue?) {
    switch method {
    case "textDocument/didOpen":
      guard let params = try? params?.decode(DidOpenTextDocumentParams.self) else { return }
      let uri = params.textDocument.uri
      lock.withLock {
        documents[uri] = OpenDocument(buffer: TextDocumentBuffer(params.textDocument))
      }
      schedule(uri)
    case "textDocument/didChange":
      guard let params = try? params?.decode(DidChangeTextDocumentParams.self) else { return }
      let uri = params.textDocument.uri
      let isOpen = lock.withLock { () -> Bool in
        guard documents[uri] != nil else { return false }
        documents[uri]?.buffer.apply(params, encoding: encoding)
        return true
      }
      if isOpen { schedule(uri) }
    case "textDocument/didSave":
      guard let params = try? params?.decode(DidSaveTextDocumentParams.self) else { return }
      if Self.isConfigurationFile(params.textDocument.uri) {
        reloadConfiguration()
      } else {
        schedule(params.textDocument.uri)
      }
    case "textDocument/didClose":
      guard let params = try? params?.decode(DidCloseTextDocumentParams.self) else { return }
      let uri = params.textDocument.uri
      lock.withLock { documents[uri] = nil }
      connection.send(
        notification: "textDocument/publishDiagnostics",
        params: PublishDiagnosticsParams(uri: uri, diagnostics: []))
    case "workspace/didChangeWatchedFiles":
      reloadConfiguration()
    default:
      break
    }
  }

  /// The files that decide what is linted and how: watched, and reloaded when saved.
  private static let configurationFileNames =
    ConfigurationLoader.fileNames + [PathFilter.defaultIgnoreFileName, ".gitignore"]

  private static func isConfigurationFile(_ uri: String) -> Bool {
    let name = (uri as NSString).lastPathComponent
    return configurationFileNames.contains(name)
  }

  /// Forgets the configuration read so far and analyses every open document again.
  private func reloadConfiguration() {
    let uris = lock.withLock { () -> [String] in
      workspace.reloadConfiguration()
      return Array(documents.keys)
    }
    for uri in uris { schedule(uri) }
  }

  // MARK: Analysis

  /// Analyses the latest text of `uri` soon: once, however many edits arrive before it starts.
  private func schedule(_ uri: String) {
    guard lock.withLock({ scheduled.insert(uri).inserted }) else { return }
    analysisQueue.async { [self] in
      let snapshot = lock.withLock { () -> (TextDocumentBuffer, LintWorkspace)? in
        scheduled.remove(uri)
        return documents[uri].map { ($0.buffer, workspace) }
      }
      guard let (buffer, workspace) = snapshot else { return }
      let analysis = workspace.analyze(
        path: DocumentURI.path(of: uri), bytes: buffer.bytes, languageId: buffer.languageId)
      let published = lock.withLock { () -> PublishDiagnosticsParams? in
        // A newer version is on its way: this result would be stale.
        guard documents[uri]?.buffer.version == buffer.version else { return nil }
        let analyzed = AnalyzedDocument(buffer: buffer, analysis: analysis)
        documents[uri]?.analyzed = analyzed
        return PublishDiagnosticsParams(
          uri: uri, version: buffer.version,
          diagnostics: analyzed.lspDiagnostics(encoding: encoding))
      }
      if let published {
        connection.send(notification: "textDocument/publishDiagnostics", params: published)
      }
    }
  }

  // MARK: Requests

  public func handleRequest(
    method: String, params: LanguageServerProtocol.JSONValue?, id: RequestID,
    isCancelled: @Sendable () -> Bool
  ) throws -> LanguageServerProtocol.JSONValue {
    switch method {
    case "textDocument/hover":
      let params = try decode(HoverParams.self, params)
      guard let analyzed = current(params.textDocument.uri) else { return .null }
      return try LanguageServerProtocol.JSONValue(
        encoding: analyzed.hover(at: params.position, encoding: currentEncoding))
    case "textDocument/codeAction":
      let params = try decode(CodeActionParams.self, params)
      guard let analyzed = current(params.textDocument.uri) else { return .array([]) }
      return try LanguageServerProtocol.JSONValue(
        encoding: analyzed.codeActions(
          for: params, encoding: currentEncoding))
    case "textDocument/inlayHint":
      let params = try decode(InlayHintParams.self, params)
      guard lock.withLock({ showsInlayHints }), let analyzed = current(params.textDocument.uri)
      else { return .array([]) }
      return try LanguageServerProtocol.JSONValue(
        encoding: analyzed.inlayHints(in: params.range, encoding: currentEncoding))
    default:
      throw ResponseError.methodNotFound(method)
    }
  }

  private var currentEncoding: PositionEncoding { lock.withLock { encoding } }

  /// The analysis of the document's current version; nil while it is on its way (an answer
  /// about older text would point at the wrong places).
  private func current(_ uri: String) -> AnalyzedDocument? {
    lock.withLock {
      guard let document = documents[uri], let analyzed = document.analyzed,
        analyzed.buffer.version == document.buffer.version
      else { return nil }
      return analyzed
    }
  }

  private func decode<T: Decodable>(_ type: T.Type, _ params: LanguageServerProtocol.JSONValue?)
    throws -> T
  {
    guard let params else { throw ResponseError.invalidParams("the request has no params") }
    do {
      return try params.decode(type)
    } catch {
      throw ResponseError.invalidParams("the params are not a \(T.self): \(error)")
    }
  }
}

/// An open document: the editor's text, and the last analysis of it.
struct OpenDocument {
  var buffer: TextDocumentBuffer
  var analyzed: AnalyzedDocument?
}
