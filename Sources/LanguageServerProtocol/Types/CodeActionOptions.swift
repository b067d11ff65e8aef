import Foundation

/// The server's code actions.
public struct CodeActionOptions: Codable, Hashable, Sendable {
  /// The kinds it may return.
  public var codeActionKinds: [CodeActionKind]?
  /// Whether it answers `codeAction/resolve`.
  public var resolveProvider: Bool?

  /// Creates the value from its members.
  public init(codeActionKinds: [CodeActionKind]? = nil, resolveProvider: Bool? = nil) {
    self.codeActionKinds = codeActionKinds
    self.resolveProvider = resolveProvider
  }
}
