import Testing

@testable import KeyboardTraits

@Suite("Byte substring search")
struct ContainsTextTests {
  @Test(arguments: [
    ("/login.php", "login", true), ("/Login.php", "login", false), ("log", "login", false),
    ("loginlogin", "login", true), ("xx-login", "login", true), ("é-search-ü", "search", true),
    ("researcher", "search", true), ("", "a", false), ("abc", "", false),
  ])
  func findsExactBytes(text: String, needle: String, expected: Bool) {
    #expect(text.containsText(needle) == expected)
  }
}
