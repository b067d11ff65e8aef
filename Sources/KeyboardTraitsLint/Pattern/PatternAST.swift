import KeyboardTraits

/// The syntax tree of a regular expression compiled in ECMAScript `v` (unicodeSets) mode.
///
/// Code points are `UInt32` rather than `Unicode.Scalar` because `\uD800`-style escapes
/// may denote lone surrogates, which are valid pattern characters but not scalars.
public indirect enum PatternAST: Sendable, Hashable {
  /// The empty alternative; matches the empty string.
  case empty
  /// A Disjunction of two or more alternatives separated by `|`.
  case alternation([PatternAST])
  /// An Alternative of two or more terms matched in order.
  case sequence([PatternAST])
  /// A zero-width assertion: `^`, `$`, `\b` or `\B`.
  case assertion(PatternAssertion)
  /// A lookahead or lookbehind, positive or negative; never quantified in v mode.
  case lookaround(PatternLookaround, PatternAST)
  /// A quantified atom.
  case quantified(PatternAST, PatternQuantifier)
  /// A parenthesised group.
  case group(PatternGroupKind, PatternAST)
  /// A single code point, written literally or as an escape.
  case character(UInt32)
  /// `.`, any code point except line terminators (all of them under the `s` modifier).
  case anyCharacter
  /// A character class escape outside brackets, such as `\d` or `\p{L}`.
  case classEscape(PatternClassEscape)
  /// A bracketed character class; `negated` is true for `[^…]`.
  case characterClass(negated: Bool, PatternClassSet)
  /// A backreference `\N` or `\k<name>`.
  case backreference(PatternBackreference)
}

/// The four simple assertions.
public enum PatternAssertion: Sendable, Hashable {
  /// `^`
  case start
  /// `$`
  case end
  /// `\b`
  case wordBoundary
  /// `\B`
  case notWordBoundary
}

/// The kind of a lookaround assertion.
public enum PatternLookaround: Sendable, Hashable {
  /// `(?=…)`
  case lookahead
  /// `(?!…)`
  case negativeLookahead
  /// `(?<=…)`
  case lookbehind
  /// `(?<!…)`
  case negativeLookbehind
}

/// A quantifier's bounds and greediness.
public struct PatternQuantifier: Sendable, Hashable {
  /// The minimum repetition count, saturated at `Int.max`.
  public var min: Int
  /// The maximum repetition count, or `nil` when unbounded; saturated at `Int.max`.
  public var max: Int?
  /// True for the lazy forms ending in `?`.
  public var isLazy: Bool

  /// Creates a quantifier.
  public init(min: Int, max: Int?, isLazy: Bool) {
    self.min = min
    self.max = max
    self.isLazy = isLazy
  }
}

/// The kind of a parenthesised group.
public enum PatternGroupKind: Sendable, Hashable {
  /// `(…)` or `(?<name>…)`; `index` is the 1-based capture number.
  case capturing(index: Int, name: String?)
  /// `(?:…)`
  case nonCapturing
  /// `(?ims-ims:…)` (ES2025 pattern modifiers); each string holds the flag letters.
  case modifiers(add: String, remove: String)
}

/// A backreference target.
public enum PatternBackreference: Sendable, Hashable {
  /// `\N`, by capture number.
  case number(Int)
  /// `\k<name>`, by group name.
  case name(String)
}

/// A character class escape: `\d \D \s \S \w \W` or a Unicode property escape.
public enum PatternClassEscape: Sendable, Hashable {
  /// `\d` (ASCII digits only) or `\D`.
  case digit(negated: Bool)
  /// `\s` (WhiteSpace and LineTerminator) or `\S`.
  case space(negated: Bool)
  /// `\w` (`[A-Za-z0-9_]`) or `\W`.
  case word(negated: Bool)
  /// `\p{…}`, or `\P{…}` when `negated`.
  case property(PatternProperty, negated: Bool)
}

/// A validated Unicode property from `\p{…}`.
public enum PatternProperty: Sendable, Hashable {
  /// A General_Category value, stored under its short canonical name (for example `Lu`).
  case generalCategory(String)
  /// A Script value as written.
  case script(String)
  /// A Script_Extensions value as written.
  case scriptExtensions(String)
  /// A binary property under its canonical long name (for example `White_Space`).
  case binary(String)
  /// A property of strings such as `RGI_Emoji`; valid only in v mode and never negated.
  case ofStrings(String)
}

/// The contents of a v-mode character class (a ClassSetExpression).
public indirect enum PatternClassSet: Sendable, Hashable {
  /// A single code point.
  case character(UInt32)
  /// An inclusive code point range `a-z`.
  case range(UInt32, UInt32)
  /// A class escape such as `\d` or `\p{L}`.
  case escape(PatternClassEscape)
  /// `\q{…}`: the listed strings, each a sequence of code points (possibly empty).
  case strings([[UInt32]])
  /// A nested class `[…]` or `[^…]`.
  case nested(negated: Bool, PatternClassSet)
  /// A ClassUnion; an empty union is the empty class `[]`.
  case union([PatternClassSet])
  /// A ClassIntersection `A&&B&&…`.
  case intersection([PatternClassSet])
  /// A ClassSubtraction `A--B--…`.
  case subtraction([PatternClassSet])
}
