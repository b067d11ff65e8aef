import Foundation

/// What the client announces it can do, as far as this package's server needs to know.
///
/// Each group decodes leniently: one the client writes differently reads as nil, not as a
/// failed `initialize`.
public struct ClientCapabilities: Codable, Hashable, Sendable {
  /// Capabilities that concern every feature.
  public struct GeneralCapabilities: Codable, Hashable, Sendable {
    /// The position encodings the client can use, most preferred first (`utf-8`, `utf-16`...).
    public var positionEncodings: [String]?

    /// Creates the value from its members.
    public init(positionEncodings: [String]? = nil) {
      self.positionEncodings = positionEncodings
    }
  }

  /// Capabilities for documents.
  public struct TextDocumentCapabilities: Codable, Hashable, Sendable {
    /// Document synchronisation.
    public var synchronization: SynchronizationCapabilities?
    /// Published diagnostics; nil when the client does not say it supports them.
    public var publishDiagnostics: PublishDiagnosticsCapabilities?
    /// Hover.
    public var hover: HoverCapabilities?
    /// Code actions.
    public var codeAction: CodeActionCapabilities?
    /// Inlay hints; nil when the client has none.
    public var inlayHint: InlayHintCapabilities?

    /// Creates the value from its members.
    public init(
      synchronization: SynchronizationCapabilities? = nil,
      publishDiagnostics: PublishDiagnosticsCapabilities? = nil, hover: HoverCapabilities? = nil,
      codeAction: CodeActionCapabilities? = nil, inlayHint: InlayHintCapabilities? = nil
    ) {
      self.synchronization = synchronization
      self.publishDiagnostics = publishDiagnostics
      self.hover = hover
      self.codeAction = codeAction
      self.inlayHint = inlayHint
    }

    private enum CodingKeys: String, CodingKey {
      case synchronization, publishDiagnostics, hover, codeAction, inlayHint
    }

    /// Decodes each member leniently.
    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      synchronization = container.lenientlyDecode(
        SynchronizationCapabilities.self, forKey: .synchronization)
      publishDiagnostics = container.lenientlyDecode(
        PublishDiagnosticsCapabilities.self, forKey: .publishDiagnostics)
      hover = container.lenientlyDecode(HoverCapabilities.self, forKey: .hover)
      codeAction = container.lenientlyDecode(CodeActionCapabilities.self, forKey: .codeAction)
      inlayHint = container.lenientlyDecode(InlayHintCapabilities.self, forKey: .inlayHint)
    }
  }

  /// Document synchronisation.
  public struct SynchronizationCapabilities: Codable, Hashable, Sendable {
    /// Whether the client sends `didSave`.
    public var didSave: Bool?

    /// Creates the value from its members.
    public init(didSave: Bool? = nil) {
      self.didSave = didSave
    }
  }

  /// What the client does with published diagnostics.
  public struct PublishDiagnosticsCapabilities: Codable, Hashable, Sendable {
    /// Whether it shows `relatedInformation`.
    public var relatedInformation: Bool?
    /// Whether it reads `version`.
    public var versionSupport: Bool?
    /// Whether it shows `codeDescription`.
    public var codeDescriptionSupport: Bool?
    /// Whether it keeps `data` for code action requests.
    public var dataSupport: Bool?

    /// Creates the value from its members.
    public init(
      relatedInformation: Bool? = nil, versionSupport: Bool? = nil,
      codeDescriptionSupport: Bool? = nil, dataSupport: Bool? = nil
    ) {
      self.relatedInformation = relatedInformation
      self.versionSupport = versionSupport
      self.codeDescriptionSupport = codeDescriptionSupport
      self.dataSupport = dataSupport
    }
  }

  /// Hover.
  public struct HoverCapabilities: Codable, Hashable, Sendable {
    /// The markup kinds the client renders, preferred first.
    public var contentFormat: [MarkupKind]?

    /// Creates the value from its members.
    public init(contentFormat: [MarkupKind]? = nil) {
      self.contentFormat = contentFormat
    }
  }

  /// Code actions.
  public struct CodeActionCapabilities: Codable, Hashable, Sendable {
    /// The kinds the client knows, when it takes code action literals at all.
    public struct LiteralSupport: Codable, Hashable, Sendable {
      /// The kinds.
      public struct Kinds: Codable, Hashable, Sendable {
        /// The kinds the client knows; others may be shown without grouping.
        public var valueSet: [CodeActionKind]

        /// Creates the value from its members.
        public init(valueSet: [CodeActionKind]) {
          self.valueSet = valueSet
        }
      }

      /// The kinds.
      public var codeActionKind: Kinds

      /// Creates the value from its members.
      public init(codeActionKind: Kinds) {
        self.codeActionKind = codeActionKind
      }
    }

    /// Present when the client takes ``CodeAction`` literals rather than only commands.
    public var codeActionLiteralSupport: LiteralSupport?
    /// Whether the client honours `isPreferred`.
    public var isPreferredSupport: Bool?

    /// Creates the value from its members.
    public init(codeActionLiteralSupport: LiteralSupport? = nil, isPreferredSupport: Bool? = nil) {
      self.codeActionLiteralSupport = codeActionLiteralSupport
      self.isPreferredSupport = isPreferredSupport
    }
  }

  /// Inlay hints.
  public struct InlayHintCapabilities: Codable, Hashable, Sendable {
    /// Whether the client supports registering them dynamically.
    public var dynamicRegistration: Bool?

    /// Creates the value from its members.
    public init(dynamicRegistration: Bool? = nil) {
      self.dynamicRegistration = dynamicRegistration
    }
  }

  /// Capabilities for the workspace.
  public struct WorkspaceCapabilities: Codable, Hashable, Sendable {
    /// File watching on the server's behalf.
    public struct DidChangeWatchedFilesCapabilities: Codable, Hashable, Sendable {
      /// Whether the server may register watchers (``Registration``); without it the client
      /// watches only what it chooses.
      public var dynamicRegistration: Bool?
      /// Whether glob patterns may be relative to a folder.
      public var relativePatternSupport: Bool?

      /// Creates the value from its members.
      public init(dynamicRegistration: Bool? = nil, relativePatternSupport: Bool? = nil) {
        self.dynamicRegistration = dynamicRegistration
        self.relativePatternSupport = relativePatternSupport
      }
    }

    /// Whether the client supports workspace folders.
    public var workspaceFolders: Bool?
    /// Whether it answers `workspace/configuration`.
    public var configuration: Bool?
    /// File watching on the server's behalf.
    public var didChangeWatchedFiles: DidChangeWatchedFilesCapabilities?

    /// Creates the value from its members.
    public init(
      workspaceFolders: Bool? = nil, configuration: Bool? = nil,
      didChangeWatchedFiles: DidChangeWatchedFilesCapabilities? = nil
    ) {
      self.workspaceFolders = workspaceFolders
      self.configuration = configuration
      self.didChangeWatchedFiles = didChangeWatchedFiles
    }

    private enum CodingKeys: String, CodingKey {
      case workspaceFolders, configuration, didChangeWatchedFiles
    }

    /// Decodes each member leniently.
    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      workspaceFolders = container.lenientlyDecode(Bool.self, forKey: .workspaceFolders)
      configuration = container.lenientlyDecode(Bool.self, forKey: .configuration)
      didChangeWatchedFiles = container.lenientlyDecode(
        DidChangeWatchedFilesCapabilities.self, forKey: .didChangeWatchedFiles)
    }
  }

  /// Capabilities for everything else.
  public var general: GeneralCapabilities?
  /// Capabilities for documents.
  public var textDocument: TextDocumentCapabilities?
  /// Capabilities for the workspace.
  public var workspace: WorkspaceCapabilities?

  /// Creates the value from its members.
  public init(
    general: GeneralCapabilities? = nil, textDocument: TextDocumentCapabilities? = nil,
    workspace: WorkspaceCapabilities? = nil
  ) {
    self.general = general
    self.textDocument = textDocument
    self.workspace = workspace
  }

  private enum CodingKeys: String, CodingKey {
    case general, textDocument, workspace
  }

  /// Decodes each group leniently.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    general = container.lenientlyDecode(GeneralCapabilities.self, forKey: .general)
    textDocument = container.lenientlyDecode(TextDocumentCapabilities.self, forKey: .textDocument)
    workspace = container.lenientlyDecode(WorkspaceCapabilities.self, forKey: .workspace)
  }
}
