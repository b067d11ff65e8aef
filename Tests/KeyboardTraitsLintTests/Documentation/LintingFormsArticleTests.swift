import Testing

@testable import KeyboardTraits
@testable import KeyboardTraitsLint

/// Snippets of the "Linting forms" article, run as written there.
@Suite("DocC: Linting forms")
struct LintingFormsArticleTests {
  @Test("'Lint templates and rendered pages' prints what the article says")
  func lintTemplates() {
    var printed: [String] = []
    func print(_ items: Any...) { printed.append(items.map { "\($0)" }.joined(separator: " ")) }

    // From the article, verbatim:
    let template = FormScanner().scan(
      html: """
        <form action="{{ url_for('login') }}" method="post">
          <label>Email <input type="{{ kind }}" name="email"></label>
          <label>Password <input type="password" name="password"></label>
          <button>Sign in</button>
        </form>
        """, syntax: .jinja)
    for diagnostic in Linter().lint(template) {
      print(diagnostic.position.line, diagnostic.position.column, diagnostic.rule)
    }

    #expect(printed == ["3 19 password-autocomplete"], "\(printed)")
  }
}
