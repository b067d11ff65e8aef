import Testing

@testable import KeyboardTraits
@testable import KeyboardTraitsLint

@Suite("Pattern robustness")
struct PatternRobustnessTests {
  /// A tiny deterministic generator so failures reproduce.
  struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var value = state
      value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
      value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
      return value ^ (value >> 31)
    }
  }

  static let pieces = [
    "a", "0", "-", "[", "]", "^", "(", ")", "{", "}", "|", "\\", "&&", "--", "?", "*", "+",
    ".", "$", "/", "\\d", "\\q{", "\\p{L}", "\\p{RGI_Emoji}", "(?<n>", "\\k<n>", "\\1",
    "(?=", "(?<=", "(?i:", "(?-s:", "{2}", "{1,2}", "!!", "\\u{1F600}", "\\uD83D", "\\-",
    "\\b", "\\c", "😀", "é",
  ]

  @Test func randomInputsNeverCrash() {
    var generator = SplitMix(state: 42)
    for _ in 0..<3000 {
      let length = Int.random(in: 1...8, using: &generator)
      var pattern = ""
      for _ in 0..<length {
        pattern += Self.pieces.randomElement(using: &generator) ?? ""
      }
      let result = HTMLPattern.parse(pattern)
      switch result {
      case .success(let ast):
        _ = PatternAlphabet(ast)
      case .failure(let error):
        #expect(error.offset >= 0 && error.offset <= pattern.unicodeScalars.count)
        #expect(!error.message.isEmpty)
      }
    }
  }
}
