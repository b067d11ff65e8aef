import Testing

@testable import LanguageServerProtocol

@Suite("Text: position encoding negotiation")
struct PositionEncodingTests {
  @Test(
    arguments: [
      (nil, PositionEncoding.utf16), ([], .utf16), (["utf-16"], .utf16), (["utf-8"], .utf8),
      (["utf-16", "utf-8"], .utf8), (["utf-32", "utf-8", "utf-16"], .utf8), (["utf-32"], .utf16),
      (["UTF-8"], .utf16), (["latin-1"], .utf16),
    ] as [([String]?, PositionEncoding)])
  func prefersUTF8WhenOfferedAndUTF16Otherwise(offers: [String]?, expected: PositionEncoding) {
    #expect(PositionEncoding.negotiate(clientOffers: offers) == expected)
  }

  @Test func rawValuesAreLSPs() {
    #expect(PositionEncoding.utf8.rawValue == "utf-8")
    #expect(PositionEncoding.utf16.rawValue == "utf-16")
    #expect(PositionEncoding.utf32.rawValue == "utf-32")
  }
}
