import KeyboardTraits

/// An over-approximation of the characters any match of the pattern can contain.
///
/// Precision notes: case-insensitive `(?i:…)` modifiers are ignored (so `(?i:a)` is
/// treated as only `a`); `\p{…}` escapes count as "any code point" except the exactly
/// known `ASCII`, `ASCII_Hex_Digit` and `Any`; lookaround contents are skipped unless
/// the pattern has backreferences, since only consumed characters appear in a match.
public struct PatternAlphabet: Sendable, Hashable {
  private let characters: ScalarRangeSet
  private let matchesEmpty: Bool

  /// Computes the alphabet of a parsed pattern.
  public init(_ ast: PatternAST) {
    let builder = PatternAlphabetBuilder(includeLookarounds: Self.hasBackreference(ast))
    characters = builder.alphabet(of: ast, dotAll: false)
    matchesEmpty = Self.canMatchEmpty(ast)
  }

  /// True when at least one character can occur and every one is an ASCII digit 0-9.
  public var isOnlyASCIIDigits: Bool {
    !characters.isEmpty && characters.isSubset(of: ScalarRangeSet(ranges: [0x30...0x39]))
  }

  /// Whether some match of the pattern may contain `scalar`.
  public func canContain(_ scalar: Unicode.Scalar) -> Bool {
    characters.contains(scalar.value)
  }

  /// Whether the pattern may match the empty string (an over-approximation: assertions
  /// are assumed to succeed).
  public var canMatchEmpty: Bool { matchesEmpty }

  private static func hasBackreference(_ ast: PatternAST) -> Bool {
    switch ast {
    case .backreference: true
    case .alternation(let items), .sequence(let items): items.contains(where: hasBackreference)
    case .lookaround(_, let inner), .quantified(let inner, _), .group(_, let inner):
      hasBackreference(inner)
    default: false
    }
  }

  private static func canMatchEmpty(_ ast: PatternAST) -> Bool {
    switch ast {
    case .empty, .assertion, .lookaround, .backreference: true
    case .alternation(let items): items.contains(where: canMatchEmpty)
    case .sequence(let items): items.allSatisfy(canMatchEmpty)
    case .quantified(let inner, let quantifier): quantifier.min == 0 || canMatchEmpty(inner)
    case .group(_, let inner): canMatchEmpty(inner)
    case .character, .anyCharacter, .classEscape: false
    case .characterClass(let negated, let set): !negated && classMatchesEmpty(set)
    }
  }

  private static func classMatchesEmpty(_ set: PatternClassSet) -> Bool {
    switch set {
    case .strings(let strings): strings.contains { $0.isEmpty }
    case .union(let items): items.contains(where: classMatchesEmpty)
    case .intersection(let items): !items.isEmpty && items.allSatisfy(classMatchesEmpty)
    case .subtraction(let items): items.first.map(classMatchesEmpty) ?? false
    case .nested(let negated, let inner): !negated && classMatchesEmpty(inner)
    case .character, .range, .escape: false
    }
  }
}
