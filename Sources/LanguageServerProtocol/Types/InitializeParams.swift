import Foundation

/// The parameters of `initialize`: who the client is, where it works and what it can do.
///
/// Decoding is lenient: a member that is missing or not of the expected type reads as nil (or,
/// for `capabilities`, as no capabilities), so that no client is refused over a detail.
public struct InitializeParams: Codable, Hashable, Sendable {
  /// The client's name and version.
  public struct ClientInfo: Codable, Hashable, Sendable {
    /// The client's name.
    public var name: String
    /// Its version.
    public var version: String?

    /// Creates the value from its members.
    public init(name: String, version: String? = nil) {
      self.name = name
      self.version = version
    }
  }

  /// The client's process id, for a server that watches whether its parent is alive.
  public var processId: Int?
  /// Who the client is.
  public var clientInfo: ClientInfo?
  /// The user interface language, such as `en-GB`.
  public var locale: String?
  /// The workspace's root path (deprecated by LSP for `rootUri`).
  public var rootPath: String?
  /// The workspace's root URI (deprecated by LSP for `workspaceFolders`).
  public var rootUri: String?
  /// Settings the user gave for this server in the client.
  public var initializationOptions: JSONValue?
  /// What the client can do.
  public var capabilities: ClientCapabilities
  /// The initial trace level.
  public var trace: TraceValue?
  /// The folders open; nil when the client does not support folders, empty when none is open.
  public var workspaceFolders: [WorkspaceFolder]?

  /// Creates the value from its members.
  public init(
    processId: Int? = nil, clientInfo: ClientInfo? = nil, locale: String? = nil,
    rootPath: String? = nil, rootUri: String? = nil, initializationOptions: JSONValue? = nil,
    capabilities: ClientCapabilities = ClientCapabilities(), trace: TraceValue? = nil,
    workspaceFolders: [WorkspaceFolder]? = nil
  ) {
    self.processId = processId
    self.clientInfo = clientInfo
    self.locale = locale
    self.rootPath = rootPath
    self.rootUri = rootUri
    self.initializationOptions = initializationOptions
    self.capabilities = capabilities
    self.trace = trace
    self.workspaceFolders = workspaceFolders
  }

  private enum CodingKeys: String, CodingKey {
    case processId, clientInfo, locale, rootPath, rootUri, initializationOptions, capabilities
    case trace, workspaceFolders
  }

  /// Decodes leniently (see the type's description); fails only when the parameters are not an
  /// object.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    processId = container.lenientlyDecode(Int.self, forKey: .processId)
    clientInfo = container.lenientlyDecode(ClientInfo.self, forKey: .clientInfo)
    locale = container.lenientlyDecode(String.self, forKey: .locale)
    rootPath = container.lenientlyDecode(String.self, forKey: .rootPath)
    rootUri = container.lenientlyDecode(String.self, forKey: .rootUri)
    initializationOptions = container.lenientlyDecode(
      JSONValue.self, forKey: .initializationOptions)
    capabilities =
      container.lenientlyDecode(ClientCapabilities.self, forKey: .capabilities)
      ?? ClientCapabilities()
    trace = container.lenientlyDecode(TraceValue.self, forKey: .trace)
    workspaceFolders = container.lenientlyDecode([WorkspaceFolder].self, forKey: .workspaceFolders)
  }
}
