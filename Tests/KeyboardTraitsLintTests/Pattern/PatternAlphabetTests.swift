import Testing

@testable import KeyboardTraits
@testable import KeyboardTraitsLint

@Suite("Pattern alphabet")
struct PatternAlphabetTests {
  private func alphabet(_ pattern: String) throws -> PatternAlphabet {
    PatternAlphabet(try HTMLPattern.parse(pattern).get())
  }

  @Test(
    "only ASCII digits",
    arguments: [
      (#"[0-9]{5}"#, true), (#"\d+"#, true), (#"\d{3}-?"#, false), (#"^\d*$"#, true),
      (#"[0-9 ]*"#, false), (#"\p{Nd}+"#, false), (#"[\d&&\p{Nd}]+"#, true),
      (#"[\p{Nd}--[^0-9]]"#, true), (#"(?!0)\d+"#, true), (#"(?=.*x)\d+"#, true),
      (#"(?=(.))\1\d"#, false), (#"a{0}\d"#, true), (#"\d{4}|"#, true), ("", false),
      (#"[0-9]{0}"#, false), (#"[\d--[5]]+"#, true), (#"\D"#, false), (#"[^\D]"#, true),
      (#"\w+"#, false), (#"[0-9\-]+"#, false), (#"\d{5}(-\d{4})?"#, false),
      (#"\p{ASCII_Hex_Digit}"#, false), (#"[\p{ASCII_Hex_Digit}--[a-fA-F]]"#, true),
    ])
  func onlyDigits(pattern: String, expected: Bool) throws {
    #expect(try alphabet(pattern).isOnlyASCIIDigits == expected)
  }

  @Test(
    "can contain",
    arguments: [
      (#"[0-9]{13,19}"#, " ", false), (#"[0-9 ]{13,19}"#, " ", true),
      (#"[\d\s]+"#, " ", true), (#"\d{4} \d{4}"#, " ", true), (#"[^a]"#, " ", true),
      (#"[^a]"#, "a", false), (".", "\n", false), ("(?s:.)", "\n", true),
      ("(?s:(?-s:.))", "\n", false), (#"[\w--\d]"#, "5", false), (#"[\w--\d]"#, "a", true),
      (#"[^\d]"#, "5", false), (#"\P{Any}"#, "a", false), (#"[\q{ab|c}]"#, "a", true),
      (#"[\q{ab|c}]"#, "d", false), (#"\p{RGI_Emoji}"#, "😀", true), (#"\p{L}+"#, " ", true),
      (#"\p{ASCII_Hex_Digit}"#, "g", false), (#"\u{1F600}"#, "😀", true),
      (#"[^\P{ASCII}]"#, "é", false), (#"(?!-)\d+"#, "-", false), (#"\s"#, "\u{3000}", true),
      (#"\S"#, "\t", false), (#"[\s--\n]"#, "\n", false),
    ])
  func canContain(pattern: String, character: Character, expected: Bool) throws {
    let scalar = try #require(character.unicodeScalars.first)
    #expect(try alphabet(pattern).canContain(scalar) == expected)
  }

  @Test(
    "can match empty",
    arguments: [
      ("", true), ("a", false), ("a*", true), ("a|", true), (#"[\q{}]"#, true),
      (#"[\q{a}]"#, false), (#"(a)\1"#, false), ("(?:)", true), (#"\d{0,3}"#, true),
      ("[^]", false), ("(?=a)", true), ("[]", false), (#"[\q{|a}--b]"#, true),
    ])
  func canMatchEmpty(pattern: String, expected: Bool) throws {
    #expect(try alphabet(pattern).canMatchEmpty == expected)
  }

  @Test func caseInsensitiveModifierIsIgnored() throws {
    // Documented imprecision: `(?i:a)` is treated as matching only `a`.
    #expect(try alphabet("(?i:a)").canContain("A") == false)
  }
}
