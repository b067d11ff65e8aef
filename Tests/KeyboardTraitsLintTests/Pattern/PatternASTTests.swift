import Testing

@testable import KeyboardTraits
@testable import KeyboardTraitsLint

@Suite("HTML pattern AST")
struct PatternASTTests {
  /// The AST always includes the browser's `^(?:…)$` wrapper.
  private func wrapped(_ inner: PatternAST) -> PatternAST {
    .sequence([.assertion(.start), .group(.nonCapturing, inner), .assertion(.end)])
  }

  @Test func quantifiedClass() throws {
    let ast = try HTMLPattern.parse("[0-9]{5}").get()
    let quantifier = PatternQuantifier(min: 5, max: 5, isLazy: false)
    let digits = PatternAST.characterClass(negated: false, .range(48, 57))
    #expect(ast == wrapped(.quantified(digits, quantifier)))
  }

  @Test func alternationAndEmpty() throws {
    #expect(try HTMLPattern.parse("").get() == wrapped(.empty))
    let ast = try HTMLPattern.parse("a|").get()
    #expect(ast == wrapped(.alternation([.character(0x61), .empty])))
  }

  @Test func namedGroupAndBackreference() throws {
    let ast = try HTMLPattern.parse(#"(?<y>\d)\k<y>"#).get()
    let digit = PatternAST.classEscape(.digit(negated: false))
    let group = PatternAST.group(.capturing(index: 1, name: "y"), digit)
    #expect(ast == wrapped(.sequence([group, .backreference(.name("y"))])))
  }

  @Test func groupNameEscapesAreDecoded() throws {
    let ast = try HTMLPattern.parse(#"(?<\u0041b>x)"#).get()
    #expect(ast == wrapped(.group(.capturing(index: 1, name: "Ab"), .character(0x78))))
  }

  @Test func surrogatePairEscapeIsOneCodePoint() throws {
    #expect(try HTMLPattern.parse(#"\uD83D\uDE00"#).get() == wrapped(.character(0x1F600)))
    #expect(try HTMLPattern.parse(#"\uD83D"#).get() == wrapped(.character(0xD83D)))
  }

  @Test func setOperations() throws {
    let ast = try HTMLPattern.parse("[[a-z]--[aeiou]]").get()
    let vowels = PatternClassSet.union([97, 101, 105, 111, 117].map { .character($0) })
    let expected = PatternClassSet.subtraction([
      .nested(negated: false, .range(97, 122)), .nested(negated: false, vowels),
    ])
    #expect(ast == wrapped(.characterClass(negated: false, expected)))
  }

  @Test func classStringsAndProperties() throws {
    let ast = try HTMLPattern.parse(#"[\q{ab|}\p{sc=Grek}\p{Letter}]"#).get()
    let expected = PatternClassSet.union([
      .strings([[97, 98], []]),
      .escape(.property(.script("Grek"), negated: false)),
      .escape(.property(.generalCategory("L"), negated: false)),
    ])
    #expect(ast == wrapped(.characterClass(negated: false, expected)))
  }

  @Test func modifiersAndLookarounds() throws {
    let ast = try HTMLPattern.parse("(?i-s:a)(?<!b)").get()
    let expected = PatternAST.sequence([
      .group(.modifiers(add: "i", remove: "s"), .character(0x61)),
      .lookaround(.negativeLookbehind, .character(0x62)),
    ])
    #expect(ast == wrapped(expected))
  }

  @Test func lazyAndUnboundedQuantifiers() throws {
    let ast = try HTMLPattern.parse("a{2,}?").get()
    let quantifier = PatternQuantifier(min: 2, max: nil, isLazy: true)
    #expect(ast == wrapped(.quantified(.character(0x61), quantifier)))
  }

  @Test func valueThatWouldCloseTheWrapperIsInvalid() {
    // Browsers compile `a)|(b` bare before wrapping it, and the bare value has an unmatched ')'.
    let error = HTMLPattern.validate("a)|(b")
    #expect(error?.offset == 1)
    #expect(error?.message.contains("Unmatched ')'") == true)
  }

  @Test func offsetsCountUnicodeScalars() {
    // "é" is one scalar and "😀" is one scalar (two UTF-16 units).
    #expect(HTMLPattern.validate("é😀[-]")?.offset == 3)
  }

  @Test func descriptionIncludesOffset() {
    let error = PatternSyntaxError(message: "Bad", offset: 4)
    #expect(error.description == "offset 4: Bad")
  }

  @Test func validateAgreesWithParse() {
    for testCase in patternCorpus {
      let parsed = HTMLPattern.parse(testCase.pattern)
      switch parsed {
      case .success: #expect(HTMLPattern.validate(testCase.pattern) == nil)
      case .failure(let error): #expect(HTMLPattern.validate(testCase.pattern) == error)
      }
    }
  }
}
