import Testing

@testable import KeyboardTraits

/// Splitting an `autocomplete` value into tokens, as the HTML standard does.
@Suite("Autocomplete tokens")
struct AutocompleteTokenTests {
  @Test("splits on ASCII whitespace only; offsets count Unicode scalars")
  func splitsOnASCIIWhitespace() {
    let tokens = AutocompleteToken.split("  É\u{3000}x\tSHIPPING\u{0C}\r\nemail ")
    #expect(tokens.map(\.text) == ["É\u{3000}x", "SHIPPING", "email"])
    #expect(tokens.map(\.offset) == [2, 6, 17])
    // Only ASCII letters are lower-cased.
    #expect(tokens.map(\.lowercased) == ["É\u{3000}x", "shipping", "email"])
  }

  @Test("an empty or all-whitespace value has no tokens")
  func noTokens() {
    #expect(AutocompleteToken.split("").isEmpty)
    #expect(AutocompleteToken.split(" \t\n").isEmpty)
  }
}
