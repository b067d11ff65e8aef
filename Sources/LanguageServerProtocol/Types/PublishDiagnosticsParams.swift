import Foundation

/// The parameters of `textDocument/publishDiagnostics`: all of a document's diagnostics, replacing
/// the ones published before.
public struct PublishDiagnosticsParams: Codable, Hashable, Sendable {
  /// The document's URI.
  public var uri: String
  /// The version the diagnostics were computed for.
  public var version: Int?
  /// Every diagnostic of the document; empty clears them.
  public var diagnostics: [Diagnostic]

  /// Creates the value from its members.
  public init(uri: String, version: Int? = nil, diagnostics: [Diagnostic]) {
    self.uri = uri
    self.version = version
    self.diagnostics = diagnostics
  }
}
