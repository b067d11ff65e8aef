import KeyboardTraits

/// Computes character sets for `PatternAlphabet`.
///
/// Classes are evaluated as over- and under-approximations together, because a
/// complement or subtraction turns one into the other.
struct PatternAlphabetBuilder {
  /// Single code points a class surely/possibly matches, and code points that may appear
  /// inside its multi-character strings.
  struct ClassSets {
    var over: ScalarRangeSet
    var under: ScalarRangeSet
    var stringScalars: ScalarRangeSet

    static func exact(_ set: ScalarRangeSet) -> ClassSets {
      ClassSets(over: set, under: set, stringScalars: .empty)
    }
  }

  let includeLookarounds: Bool

  static let lineTerminators = ScalarRangeSet(ranges: [0x0A...0x0A, 0x0D...0x0D, 0x2028...0x2029])
  static let digits = ScalarRangeSet(ranges: [0x30...0x39])
  static let wordCharacters = ScalarRangeSet(ranges: [
    0x30...0x39, 0x41...0x5A, 0x5F...0x5F,
    0x61...0x7A,
  ])
  /// ECMAScript WhiteSpace and LineTerminator, the members of `\s`.
  static let whiteSpace = ScalarRangeSet(ranges: [
    0x09...0x0D, 0x20...0x20, 0xA0...0xA0, 0x1680...0x1680, 0x2000...0x200A,
    0x2028...0x2029, 0x202F...0x202F, 0x205F...0x205F, 0x3000...0x3000, 0xFEFF...0xFEFF,
  ])

  func alphabet(of ast: PatternAST, dotAll: Bool) -> ScalarRangeSet {
    switch ast {
    case .empty, .assertion, .backreference:
      // A backreference repeats characters its group already contributed.
      return .empty
    case .alternation(let items), .sequence(let items):
      return items.reduce(.empty) { $0.union(alphabet(of: $1, dotAll: dotAll)) }
    case .lookaround(_, let inner):
      return includeLookarounds ? alphabet(of: inner, dotAll: dotAll) : .empty
    case .quantified(let inner, let quantifier):
      return quantifier.max == 0 ? .empty : alphabet(of: inner, dotAll: dotAll)
    case .group(let kind, let inner):
      var innerDotAll = dotAll
      if case .modifiers(let add, let remove) = kind {
        if add.contains("s") { innerDotAll = true }
        if remove.contains("s") { innerDotAll = false }
      }
      return alphabet(of: inner, dotAll: innerDotAll)
    case .character(let codePoint):
      return ScalarRangeSet(codePoint)
    case .anyCharacter:
      return dotAll ? .all : Self.lineTerminators.complement
    case .classEscape(let escape):
      let sets = classSets(of: escape)
      return sets.over.union(sets.stringScalars)
    case .characterClass(let negated, let set):
      let sets = classSets(of: .nested(negated: negated, set))
      return sets.over.union(sets.stringScalars)
    }
  }

  func classSets(of set: PatternClassSet) -> ClassSets {
    switch set {
    case .character(let codePoint):
      return .exact(ScalarRangeSet(codePoint))
    case .range(let low, let high):
      return .exact(ScalarRangeSet(ranges: [low...high]))
    case .escape(let escape):
      return classSets(of: escape)
    case .strings(let strings):
      var singles = ScalarRangeSet.empty
      var scalars = ScalarRangeSet.empty
      for string in strings {
        let members = ScalarRangeSet(ranges: string.map { $0...$0 })
        if string.count == 1 {
          singles = singles.union(members)
        } else {
          scalars = scalars.union(members)
        }
      }
      return ClassSets(over: singles, under: singles, stringScalars: scalars)
    case .nested(let negated, let inner):
      let sets = classSets(of: inner)
      guard negated else { return sets }
      // Negated classes never contain strings (an early error otherwise).
      return ClassSets(
        over: sets.under.complement, under: sets.over.complement,
        stringScalars: .empty)
    case .union(let items):
      return items.map(classSets).reduce(.exact(.empty)) {
        ClassSets(
          over: $0.over.union($1.over), under: $0.under.union($1.under),
          stringScalars: $0.stringScalars.union($1.stringScalars))
      }
    case .intersection(let items):
      let parts = items.map(classSets)
      guard let first = parts.first else { return .exact(.empty) }
      return parts.dropFirst().reduce(first) {
        ClassSets(
          over: $0.over.intersection($1.over), under: $0.under.intersection($1.under),
          stringScalars: $0.stringScalars.intersection($1.stringScalars))
      }
    case .subtraction(let items):
      let parts = items.map(classSets)
      guard let first = parts.first else { return .exact(.empty) }
      return parts.dropFirst().reduce(first) {
        ClassSets(
          over: $0.over.subtracting($1.under), under: $0.under.subtracting($1.over),
          stringScalars: $0.stringScalars)
      }
    }
  }

  func classSets(of escape: PatternClassEscape) -> ClassSets {
    let base: ClassSets
    let negated: Bool
    switch escape {
    case .digit(let isNegated):
      (base, negated) = (.exact(Self.digits), isNegated)
    case .space(let isNegated):
      (base, negated) = (.exact(Self.whiteSpace), isNegated)
    case .word(let isNegated):
      (base, negated) = (.exact(Self.wordCharacters), isNegated)
    case .property(let property, let isNegated):
      (base, negated) = (Self.propertySets(property), isNegated)
    }
    guard negated else { return base }
    return ClassSets(
      over: base.under.complement, under: base.over.complement,
      stringScalars: .empty)
  }

  /// Exact sets for the few ASCII-only properties; otherwise "anything, surely nothing".
  /// `\p{Nd}` deliberately lands here: it has digits from many scripts, not just 0-9.
  static func propertySets(_ property: PatternProperty) -> ClassSets {
    switch property {
    case .binary("ASCII"):
      return .exact(ScalarRangeSet(ranges: [0...0x7F]))
    case .binary("ASCII_Hex_Digit"):
      return .exact(ScalarRangeSet(ranges: [0x30...0x39, 0x41...0x46, 0x61...0x66]))
    case .binary("Any"):
      return .exact(.all)
    case .ofStrings:
      return ClassSets(over: .all, under: .empty, stringScalars: .all)
    default:
      return ClassSets(over: .all, under: .empty, stringScalars: .empty)
    }
  }
}
