import Testing

@testable import KeyboardTraits
@testable import KeyboardTraitsLint

/// When a nameless search box's form is sent, and the name `search-field-needs-name` gives it.
@Suite("Unsent search boxes")
struct SearchFieldNeedsNameTests {
  static func diagnostics(_ rule: any Rule.Type, _ html: String) -> [Diagnostic] {
    let document = FormScanner().scan(html: html, documentURL: "https://shop.example/")
    return Linter(configuration: LintConfiguration(only: [rule.id])).lint(document)
  }

  @Test(
    "a nameless search box is reported only where its form is sent",
    arguments: [
      (#"<form action="/s"><input type="search" aria-label="Search"></form>"#, true),
      (#"<form><input type="search" aria-label="Search"><button>Go</button></form>"#, false),
      (#"<form action="/s" method="post"><input type="search"><button>Go</button></form>"#, true),
      (##"<form action="#"><input type="search" aria-label="Search"></form>"##, false),
      (#"<form method="dialog"><input type="search"><button>Go</button></form>"#, false),
      (#"<form action=" javascript:go()"><input type="search"></form>"#, false),
      (#"<form action="/s"><input type="search" name="q"></form>"#, false),
      (#"<form action="/s"><input type="search" disabled></form>"#, false),
    ] as [(String, Bool)])
  func unsentSearch(html: String, reported: Bool) {
    #expect(Self.diagnostics(SearchFieldNeedsNameRule.self, html).isEmpty != reported)
  }

  @Test("the search box's name is one the form does not use yet")
  func freeSearchName() throws {
    let found = Self.diagnostics(
      SearchFieldNeedsNameRule.self,
      #"<form action="/s"><input type="hidden" name="q"><input type="search"></form>"#)
    #expect(found.first?.fix?.edits == [.add(attribute: "name", value: "query")])
  }
}
