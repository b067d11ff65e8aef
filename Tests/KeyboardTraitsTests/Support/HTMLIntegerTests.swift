import Testing

@testable import KeyboardTraits

@Suite("HTML integers")
struct HTMLIntegerTests {
  @Test(
    "the rules for parsing integers",
    arguments: [
      ("0", 0), ("12", 12), ("  7", 7), ("\t-3", -3), ("+4", 4), ("3px", 3), ("-0", 0),
      ("2147483647", 2_147_483_647), ("-2147483648", -2_147_483_648),
    ] as [(String, Int)])
  func valid(text: String, value: Int) {
    #expect(HTMLInteger.parse(text) == value)
  }

  @Test(
    "no digits or out of range",
    arguments: ["", " ", "-", "x1", "e3", "2147483648", "- 1", "٣"])
  func invalid(text: String) {
    #expect(HTMLInteger.parse(text) == nil)
  }
}
