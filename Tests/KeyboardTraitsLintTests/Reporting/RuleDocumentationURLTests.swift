import Testing

@testable import KeyboardTraitsLint

/// `--rules-url` / `rules-url:`: which values are accepted and how rule links are formed.
@Suite("Rule documentation URL")
struct RuleDocumentationURLTests {
  @Test(
    "absolute http and https pages are accepted as given",
    arguments: [
      "https://example.test/docs/rules.md", "http://docs.example/kbtraits/rules.html",
      "https://example.test/rules", "https://example.test/", "HTTPS://Example.test/rules.md",
      "https://example.test:8443/r?ref=main", "https://[::1]/rules.md",
    ])
  func accepted(page: String) throws {
    let url = try RuleDocumentationURL(validating: page)
    #expect(url.page == page)
  }

  @Test(
    "anything else is refused with a reason that quotes it",
    arguments: [
      ("docs/rules.md", "not an absolute http or https URL"),
      ("file:///docs/rules.md", "not an absolute http or https URL"),
      ("ftp://example.test/rules.md", "not an absolute http or https URL"),
      ("javascript:alert(1)", "not an absolute http or https URL"),
      ("https://", "has no host"),
      ("https:///rules.md", "has no host"),
      ("https://example.test/rules.md#top", "has a fragment"),
      ("https://example.test/my rules.md", "contains a space"),
      ("https://example.test/\"><script>", "must percent-encode"),
      ("https://example.test/règles.md", "must percent-encode"),
      ("", "not an absolute http or https URL"),
    ])
  func refused(value: String, reason: String) {
    #expect {
      try RuleDocumentationURL(validating: value)
    } throws: { error in
      let message = (error as? RuleDocumentationURL.Invalid)?.reason ?? ""
      return message.contains(reason) && message.contains("'\(value)'")
    }
  }

  @Test("a rule links to the page, '#' and its id; other bytes in an id are percent-encoded")
  func links() throws {
    let url = try RuleDocumentationURL(validating: "https://example.test/docs/rules.md")
    #expect(
      url.link(forRule: "password-autocomplete")
        == "https://example.test/docs/rules.md#password-autocomplete")
    #expect(url.link(forRule: "x\"><y") == "https://example.test/docs/rules.md#x%22%3E%3Cy")
    #expect(RuleDocumentationURL.fragment(forRule: "Ab_1") == "%41b%5F1")
  }
}
