import Foundation
import Testing

@testable import KeyboardTraits

/// Whether the masker's branches say the texts `first` and `second` of `source` (each written
/// once) are never on the page together.
private func excludes(_ source: String, _ syntax: SourceSyntax, _ first: String, _ second: String)
  throws -> Bool
{
  let bytes = Array(source.utf8)
  let mask = try #require(TemplateMasker.mask(bytes, syntax: syntax))
  let offset = { (needle: String) throws -> Int in
    let range = try #require(source.range(of: needle))
    return source.utf8.distance(from: source.startIndex, to: range.lowerBound)
  }
  return mask.branches.excludes(try offset(first), try offset(second))
}

@Suite("Template conditionals as alternatives")
struct TemplateBranchMaskingTests {
  /// A conditional in each syntax: `A1` and `A2` are in different alternatives, `OUT` is
  /// outside the conditional.
  static let conditionals: [(SourceSyntax, String)] = [
    (.jinja, "{% if a %}A1{% elif b %}A2{% else %}A3{% endif %}OUT"),
    (.jinja, "{% for x in xs %}A1{% empty %}A2{% endfor %}OUT"),
    (.html, "<p>{% if a %}A1{% else %}A2{% endif %}OUT</p>"),
    (.twig, "{%- if a -%}A1{%- elseif b -%}A2{% endif %}OUT"),
    (.twig, "{% switch k %}{% case 'a' %}A1{% case 'b' %}A2{% default %}A3{% endswitch %}OUT"),
    (.nunjucks, "{% switch k %}{% case 1 %}A1{% case 2 %}A2{% default %}A3{% endswitch %}OUT"),
    (.liquid, "{% case k %}{% when 1 %}A1{% when 2 %}A2{% else %}A3{% endcase %}OUT"),
    (.liquid, "{% unless a %}A1{% else %}A2{% endunless %}OUT"),
    (.liquid, "{% if a %}A1{% elsif b %}A2{% endif %}OUT"),
    (.handlebars, "{{#if a}}A1{{else if b}}A2{{else}}A3{{/if}}OUT"),
    (.handlebars, "{{#unless a}}A1{{^}}A2{{/unless}}OUT"),
    (.handlebars, "{{~#each xs~}}A1{{~else~}}A2{{~/each~}}OUT"),
    (.erb, "<% if a %>A1<% elsif b %>A2<% else %>A3<% end %>OUT"),
    (.erb, "<%- case k -%><% when 1 %>A1<% when 2 %>A2<% end %>OUT"),
    (.ejs, "<% if (a) { %>A1<% } else if (b) { %>A2<% } else { %>A3<% } %>OUT"),
    (.blade, "@if($a) A1 @elseif($b) A2 @else A3 @endif OUT"),
    (.blade, "@unless($a) A1 @else A2 @endunless OUT"),
    (.blade, "@switch($k) @case(1) A1 @break @default A2 @endswitch OUT"),
    (.blade, "@forelse($xs as $x) A1 @empty A2 @endforelse OUT"),
    (.leaf, "#if(a):A1#elseif(b):A2#else:A3#endif OUT"),
    (.svelte, "{#if a}A1{:else if b}A2{:else}A3{/if}OUT"),
    (.svelte, "{#await p}A1{:then v}A2{:catch e}A3{/await}OUT"),
    (.angular, "@if (a) {<b>A1</b>} @else if (b) {<b>A2</b>} @else {<b>A3</b>}<b>OUT</b>"),
    (.angular, "@switch (k) { @case (1) {<b>A1</b>} @default {<b>A2</b>} }<b>OUT</b>"),
    (.angular, "@for (x of xs; track x) {<b>A1</b>} @empty {<b>A2</b>}<b>OUT</b>"),
    (.angular, #"<div *ngIf="a; else other">A1</div><ng-template #other>A2</ng-template>OUT"#),
    (.vue, #"<template><p v-if="a">A1</p><p v-else-if="b">A2</p><p v-else>A3</p>OUT</template>"#),
    (
      .vue,
      #"<template><template v-if="a">A1</template><template v-else>A2</template>OUT</template>"#
    ),
    (.html, #"<div><p v-if="a">A1</p> <p v-else>A2</p>OUT</div>"#),
  ]

  @Test(
    "Two alternatives exclude each other; the text outside excludes neither",
    arguments: conditionals)
  func alternatives(syntax: SourceSyntax, source: String) throws {
    #expect(try excludes(source, syntax, "A1", "A2"))
    #expect(try excludes(source, syntax, "A2", "A1"))
    #expect(try !excludes(source, syntax, "A1", "OUT"))
    #expect(try !excludes(source, syntax, "OUT", "A2"))
  }

  @Test("Inside one start tag")
  func insideATag() throws {
    let source = #"<input {% if a %}type="email" A1{% else %}type="text" A2{% endif %} OUT>"#
    #expect(try excludes(source, .jinja, "A1", "A2"))
    #expect(try !excludes(source, .jinja, "A1", "OUT"))
  }

  @Test("Nested conditionals: alternatives of the outer one exclude everything in the other")
  func nested() throws {
    let source = "{% if a %}{% if b %}X1{% else %}X2{% endif %}X3{% else %}Y1{% endif %}"
    #expect(try excludes(source, .jinja, "X1", "X2"))
    #expect(try excludes(source, .jinja, "X1", "Y1"))
    #expect(try excludes(source, .jinja, "X2", "Y1"))
    #expect(try !excludes(source, .jinja, "X1", "X3"))
    #expect(try !excludes(source, .jinja, "X2", "X3"))
  }

  @Test(
    "A conditional with one alternative, a loop, or a statement in a comment excludes nothing",
    arguments: [
      (SourceSyntax.jinja, "{% if a %}A1{% endif %}{% if b %}A2{% endif %}"),
      (.jinja, "{% for x in xs %}A1 A2{% endfor %}"),
      (.jinja, "{% comment %}{% if a %}{% endcomment %}A1{% else %}A2"),
      (.erb, "<% xs.each do |x| %>A1<% if x %>A2<% end %><% end %>"),
      (.erb, "<% if a then b end %>A1<% else %>A2"),
      (.vue, #"<template><p v-if="a">A1</p><div>x</div><p v-else>A2</p></template>"#),
      (.angular, #"<div *ngIf="a">A1</div><ng-template #other>A2</ng-template>"#),
    ])
  func noAlternatives(syntax: SourceSyntax, source: String) throws {
    #expect(try !excludes(source, syntax, "A1", "A2"))
  }

  @Test("Angular's else template is found by name, wherever it is written")
  func angularElseTemplate() {
    #expect(ElementConditionals.elseTemplate(in: "user; else signIn") == "signin")
    #expect(ElementConditionals.elseTemplate(in: "user as u; else: loading") == "loading")
    #expect(ElementConditionals.elseTemplate(in: "elsewhere") == nil)
  }
}
