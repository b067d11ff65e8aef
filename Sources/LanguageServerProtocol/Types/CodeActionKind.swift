import Foundation

/// The kind of a code action: a dot-separated hierarchy such as `source.fixAll.kbtraits`.
///
/// A struct rather than an enum so that any kind decodes, and kinds can be built by appending.
public struct CodeActionKind: RawRepresentable, Codable, Hashable, Sendable {
  /// The kind as it is written in JSON.
  public var rawValue: String

  /// The kind written `rawValue` in JSON.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// A fix for a diagnostic.
  public static let quickFix = CodeActionKind(rawValue: "quickfix")
  /// An action on the whole file.
  public static let source = CodeActionKind(rawValue: "source")
  /// Every safe fix in the file at once.
  public static let sourceFixAll = CodeActionKind(rawValue: "source.fixAll")

  /// `source.fixAll.<tool>`: one tool's fix-all, which editors can run on save.
  public static func sourceFixAll(tool: String) -> CodeActionKind {
    sourceFixAll.appending(tool)
  }

  /// This kind with one more level: `source.fixAll` appending `kbtraits`.
  public func appending(_ component: String) -> CodeActionKind {
    CodeActionKind(rawValue: rawValue.isEmpty ? component : rawValue + "." + component)
  }

  /// Whether this kind is `kind` or below it: `source.fixAll.kbtraits` is a subkind of `source`
  /// and of `source.fixAll`, not of `source.fix`. Every kind is a subkind of the empty kind.
  public func isSubkind(of kind: CodeActionKind) -> Bool {
    kind.rawValue.isEmpty || rawValue == kind.rawValue || rawValue.hasPrefix(kind.rawValue + ".")
  }

  /// Whether an action of this kind is wanted by a request's `only` filter (nil wants all).
  public func isWanted(by only: [CodeActionKind]?) -> Bool {
    guard let only else { return true }
    return only.contains { isSubkind(of: $0) }
  }
}
