import Testing

@testable import KeyboardTraits

/// `action` and `<base href>` resolution as the WHATWG URL parser cleans a reference first.
@Suite("URL resolution")
struct URLResolutionTests {
  @Test("tabs and newlines anywhere are removed, surrounding whitespace is trimmed")
  func cleansReference() {
    #expect(
      URLResolution.resolve("  /lo\tg\r\nin \n", against: "https://example.com/a/b")
        == "https://example.com/login")
  }

  @Test("a reference without tabs or newlines resolves as written")
  func plainReference() {
    #expect(
      URLResolution.resolve("c?next=%2F", against: "https://example.com/a/b")
        == "https://example.com/a/c?next=%2F")
  }

  @Test("the host is lower-cased, so WebKit's login check sees it")
  func lowercasesHost() {
    #expect(
      URLResolution.resolve("https://LOGIN.Example/x", against: "https://example.com/")
        == "https://login.example/x")
  }

  @Test("no reference gives nil; an empty one (after cleaning) gives the base")
  func emptyReference() {
    #expect(URLResolution.resolve(nil, against: "https://example.com/a") == nil)
    #expect(
      URLResolution.resolve(" \t\n", against: "https://example.com/a") == "https://example.com/a")
  }
}
