import Foundation
import Testing

@testable import KeyboardTraits
@testable import KeyboardTraitsLint

/// How one syntax writes a loop and a label and field whose `for` and `id` the loop decides.
struct LoopSyntax: Sendable, CustomStringConvertible {
  var syntax: SourceSyntax
  /// The loop around `BODY`, over the collection `ITEMS`.
  var loop: String
  var forAttribute: String
  var idAttribute: String
  /// The same id written with other spacing, where the syntax allows it.
  var respacedID: String?

  var description: String { "\(syntax) \(loop.prefix(24))" }

  func wrap(_ body: String, items: String) -> String {
    loop.replacingOccurrences(of: "ITEMS", with: items)
      .replacingOccurrences(of: "BODY", with: body)
  }

  func page(_ loops: [String]) -> String {
    let form =
      #"<form action="/settings" method="post">"# + "\n" + loops.joined(separator: "\n")
      + "\n<button>Save</button></form>"
    return syntax == .vue ? "<template>\(form)</template>" : form
  }
}

private func diagnostics(_ source: String, _ syntax: SourceSyntax) -> [Diagnostic] {
  let document = FormScanner().scan(
    html: source, documentURL: "https://app.example/settings", syntax: syntax)
  return Linter(configuration: KBTraitsConfiguration.strictConfiguration).lint(document)
}

@Suite("A dynamic label for pairs in its own scope")
struct TemplateLabelScopeTests {
  static let syntaxes: [LoopSyntax] = [
    LoopSyntax(
      syntax: .jinja, loop: "{% for field in ITEMS %}BODY{% endfor %}",
      forAttribute: #"for="{{ field.id_for_label }}""#,
      idAttribute: #"id="{{ field.id_for_label }}""#,
      respacedID: #"id="{{field.id_for_label}}""#),
    LoopSyntax(
      syntax: .twig, loop: "{% for child in ITEMS %}BODY{% endfor %}",
      forAttribute: #"for="{{ child.vars.id }}""#, idAttribute: #"id="{{ child.vars.id }}""#,
      respacedID: #"id="{{child.vars.id}}""#),
    LoopSyntax(
      syntax: .nunjucks, loop: "{% for item in ITEMS %}BODY{% endfor %}",
      forAttribute: #"for="{{ item.id }}""#, idAttribute: #"id="{{ item.id }}""#),
    LoopSyntax(
      syntax: .liquid, loop: "{%- for option in ITEMS -%}BODY{%- endfor -%}",
      forAttribute: #"for="Option-{{ option.id }}""#,
      idAttribute: #"id="Option-{{ option.id }}""#,
      respacedID: #"id="Option-{{option.id}}""#),
    LoopSyntax(
      syntax: .blade, loop: "@foreach ($ITEMS as $field)BODY@endforeach",
      forAttribute: #"for="{{ $field['id'] }}""#, idAttribute: #"id="{{ $field['id'] }}""#,
      respacedID: #"id="{{$field['id']}}""#),
    LoopSyntax(
      syntax: .handlebars, loop: "{{#each ITEMS}}BODY{{/each}}",
      forAttribute: #"for="{{id}}""#, idAttribute: #"id="{{id}}""#),
    LoopSyntax(
      syntax: .erb, loop: "<% @ITEMS.each do |field| %>BODY<% end %>",
      forAttribute: #"for="<%= field.id %>""#, idAttribute: #"id="<%= field.id %>""#),
    LoopSyntax(
      syntax: .svelte, loop: "{#each ITEMS as field}BODY{/each}",
      forAttribute: "for={field.id}", idAttribute: "id={field.id}"),
    LoopSyntax(
      syntax: .vue, loop: #"<div v-for="field in ITEMS" :key="field.id">BODY</div>"#,
      forAttribute: #":for="field.id""#, idAttribute: #":id="field.id""#),
    LoopSyntax(
      syntax: .angular, loop: #"<div *ngFor="let field of ITEMS">BODY</div>"#,
      forAttribute: #"[attr.for]="field.id""#, idAttribute: #"[id]="field.id""#),
    LoopSyntax(
      syntax: .angular, loop: "@for (field of ITEMS; track field.id) {BODY}",
      forAttribute: #"[for]="field.id""#, idAttribute: #"[id]="field.id""#),
  ]

  private static func label(_ loop: LoopSyntax) -> String {
    "<label \(loop.forAttribute)>Value</label>"
  }

  private static func input(_ loop: LoopSyntax, id: String? = nil) -> String {
    #"<input type="text" \#(id ?? loop.idAttribute) name="value">"#
  }

  @Test("Each loop's label labels its own loop's field", arguments: syntaxes)
  func sameScope(loop: LoopSyntax) {
    let body = Self.label(loop) + Self.input(loop)
    let source = loop.page([
      loop.wrap(body, items: "profile"), loop.wrap(body, items: "address"),
    ])
    let found = diagnostics(source, loop.syntax).filter { $0.rule == "input-missing-label" }
    #expect(found.isEmpty, "\(found.map(\.message))")
  }

  @Test("A label in one loop does not label a field in another", arguments: syntaxes)
  func otherScope(loop: LoopSyntax) {
    let source = loop.page([
      loop.wrap(Self.label(loop), items: "labels"), loop.wrap(Self.input(loop), items: "fields"),
    ])
    let found = diagnostics(source, loop.syntax).filter { $0.rule == "input-missing-label" }
    #expect(found.count == 1, "\(found.map(\.message))")
  }

  @Test(
    "The same expression written with other spacing pairs",
    arguments: syntaxes.filter { $0.respacedID != nil })
  func respaced(loop: LoopSyntax) {
    let body = Self.label(loop) + Self.input(loop, id: loop.respacedID)
    let source = loop.page([loop.wrap(body, items: "profile")])
    let found = diagnostics(source, loop.syntax).filter { $0.rule == "input-missing-label" }
    #expect(found.isEmpty, "\(found.map(\.message))")
  }

  @Test("A Svelte let: slot is a scope of its own")
  func svelteSlot() {
    let field = #"<label for={id}>Email</label><input type="email" id={id} name="email">"#
    let source = """
      <form action="/s">
        <Field let:id>\(field)</Field>
        <Field let:id><label for={id}>Phone</label></Field>
        <button>Go</button>
      </form>
      """
    let document = FormScanner().scan(html: source, syntax: .svelte)
    #expect(document.labels.map(\.fieldIndex) == [0, nil])
    #expect(document.labels.map(\.forTargetExists) == [true, nil])
  }
}
