import Foundation

/// What a `textDocument/codeAction` request is about besides its span.
public struct CodeActionContext: Codable, Hashable, Sendable {
  /// Why the client asks.
  public struct TriggerKind: RawRepresentable, Codable, Hashable, Sendable {
    /// The value as it is written in JSON.
    public var rawValue: Int
    /// The value written `rawValue` in JSON.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The user asked (a menu, a shortcut).
    public static let invoked = TriggerKind(rawValue: 1)
    /// The editor asked by itself, when the cursor moved for instance.
    public static let automatic = TriggerKind(rawValue: 2)
  }

  /// The diagnostics the client has at the span (from this server).
  public var diagnostics: [Diagnostic]
  /// The kinds wanted; nil wants all. See ``CodeActionKind/isWanted(by:)``.
  public var only: [CodeActionKind]?
  /// Why the client asks.
  public var triggerKind: TriggerKind?

  /// Creates the value from its members.
  public init(
    diagnostics: [Diagnostic], only: [CodeActionKind]? = nil, triggerKind: TriggerKind? = nil
  ) {
    self.diagnostics = diagnostics
    self.only = only
    self.triggerKind = triggerKind
  }
}
