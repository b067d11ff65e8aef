import Testing

@testable import KeyboardTraits

@Suite("Template event handlers that act on typing")
struct TypingHandlerTests {
  @Test("Input, change and key events, in each framework's spelling")
  func names() {
    for name in [
      "@input", "@keyup.enter", "v-on:keydown", "x-on:change.debounce", "on:keydown|preventDefault",
      "(keyup.enter)", "(input)", "@KeyDown",
    ] {
      #expect(BindingMasker.handlesTyping(name), "\(name)")
    }
    for name in ["@click", "(ngSubmit)", "on:focus", "v-model", ":input", "oninput", "@blur"] {
      #expect(!BindingMasker.handlesTyping(name), "\(name)")
    }
  }

  @Test("The field the handler is written on is marked; others are not")
  func fields() {
    let source = """
      <template><form><input name="title"><input name="tag" @keyup.enter="addTag">
      </form></template>
      """
    let fields = FormScanner().scan(html: source, documentURL: "https://x.example/", syntax: .vue)
      .fields
    #expect(fields.map(\.context.handlesTypingInScript) == [false, true])
  }
}
