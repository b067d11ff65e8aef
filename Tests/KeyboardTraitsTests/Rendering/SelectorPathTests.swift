import Foundation
import Testing

@testable import KeyboardTraits

/// CSS selector paths for fields on rendered pages: `#id` when unique, else a path from the
/// nearest ancestor with a unique id (or the root), with `[name]` or `:nth-of-type`.
@Suite("Selector paths")
struct SelectorPathTests {
  private func selectors(_ html: String) -> [String?] {
    FormScanner().scan(page: RenderedPage(url: "https://shop.example/", html: html)).fields
      .map(\.selector)
  }

  @Test("a unique id is the whole selector")
  func uniqueID() {
    #expect(selectors(#"<form id="f"><input id="email" name="email"></form>"#) == ["#email"])
  }

  @Test("a field without a unique id is a path from the nearest ancestor with one")
  func pathFromAncestor() {
    let html = """
      <div id="page"><form id="signup"><input type="email" name="email">
      <input type="password" name="password"></form></div>
      """
    #expect(
      selectors(html) == [
        #"form#signup > input[name="email"]"#, #"form#signup > input[name="password"]"#,
      ])
  }

  @Test("an id used twice is no anchor, and shared names fall back to :nth-of-type")
  func duplicates() {
    let html = """
      <form id="dup"><input id="dup" name="a"></form>
      <section id="choices"><input type="radio" name="size" value="s">
      <input type="radio" name="size" value="m"><p><select name="colour"></select></p></section>
      """
    #expect(
      selectors(html) == [
        #"html > body > form > input[name="a"]"#,
        "section#choices > input:nth-of-type(1)", "section#choices > input:nth-of-type(2)",
        #"section#choices > p > select[name="colour"]"#,
      ])
  }

  @Test("without any id the path starts at the root element, numbering same-tag siblings")
  func fromRoot() {
    let html = "<body><div><input></div><div><textarea></textarea><input><input></div></body>"
    #expect(
      selectors(html) == [
        "html > body > div:nth-of-type(1) > input",
        "html > body > div:nth-of-type(2) > textarea",
        "html > body > div:nth-of-type(2) > input:nth-of-type(1)",
        "html > body > div:nth-of-type(2) > input:nth-of-type(2)",
      ])
  }

  @Test("ids and names are escaped as CSS requires")
  func escaping() {
    #expect(selectors(#"<input id="1st.name">"#) == [#"#\31 st\.name"#])
    #expect(
      selectors(#"<form id="f"><input name='say "hi"'></form>"#) == [
        #"form#f > input[name="say \"hi\""]"#
      ])
  }

  @Test("an editing host gets a selector too")
  func editingHost() {
    #expect(selectors(#"<main id="m"><div contenteditable></div></main>"#) == ["main#m > div"])
  }

  @Test("files get no selector, and rendered pages resolve actions against their final URL")
  func onlyForPages() {
    let html = #"<form action="login"><input name="user"></form>"#
    #expect(FormScanner().scan(html: html).fields[0].selector == nil)
    let page = RenderedPage(
      url: "https://shop.example/start", finalURL: "https://shop.example/account/", html: html)
    let document = FormScanner().scan(page: page)
    #expect(document.documentURL == "https://shop.example/account/")
    #expect(document.forms[0].resolvedAction == "https://shop.example/account/login")
  }
}
