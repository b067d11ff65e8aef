import KeyboardTraits

/// Every built-in rule, in catalogue order. Each family lists its rules in its own file beside
/// this one (such as `Registry/TypingAidRules.swift`), so the families can grow independently;
/// the lists live here, not in `Rules/`, because no file there names another rule.
public enum RuleRegistry {
  /// All rule types.
  public static let all: [any Rule.Type] =
    autocompleteSyntaxRules + autocompletePurposeRules + keyboardSelectionRules + typingAidRules
    + patternAndStructureRules + suppressionRules

  /// The rule with this id, if any.
  public static func rule(withID id: String) -> (any Rule.Type)? {
    byID[id]
  }

  /// All ids, sorted.
  public static var ids: [String] { all.map { $0.id }.sorted() }

  /// The id closest to a misspelt one, for "did you mean" messages; nil when none is close.
  public static func nearestID(to misspelt: String) -> String? {
    EditDistance.nearest(to: misspelt, in: ids, maxDistance: max(2, misspelt.count / 3))
  }

  private static let byID: [String: any Rule.Type] = Dictionary(
    all.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
}
