import Testing

@testable import KeyboardTraits
@testable import KeyboardTraitsLint

@Suite("An id written in two conditional blocks")
struct TemplateBlockIDTests {
  /// A theme that writes its sort control once per layout, each in its own `if`.
  static let layouts: [(SourceSyntax, String)] = [
    (
      .liquid,
      """
      <form action="/collections/all">
      {%- if filter_type == 'horizontal' -%}
        <label for="SortBy">{{ 'products.facets.sort_by_label' | t }}</label>
        <select name="sort_by" id="SortBy"><option>Featured</option></select>
      {%- endif -%}
      {%- if filter_type == 'drawer' -%}
        <h2><label for="SortBy">{{ 'products.facets.sort_by_label' | t }}</label></h2>
        <div class="select"><select name="sort_by" id="SortBy"><option>Featured</option></select></div>
      {%- endif -%}
      </form>
      """
    ),
    (
      .blade,
      """
      <form action="/products">
      @if($layout === 'grid')
        <label for="sort">{{ __('Sort by') }}</label><select name="sort" id="sort"></select>
      @endif
      @if($layout === 'list')
        <label for="sort">{{ __('Sort by') }}</label><select name="sort" id="sort"></select>
      @endif
      </form>
      """
    ),
  ]

  @Test("Each block's label labels the field written beside it", arguments: layouts)
  func labelInItsBlock(syntax: SourceSyntax, source: String) {
    let document = FormScanner().scan(
      html: source, documentURL: "https://shop.example/", syntax: syntax)
    #expect(document.fields.count == 2)
    #expect(document.fields.allSatisfy { $0.labelSource == .labelFor }, "\(syntax)")
    let findings = Linter(configuration: KBTraitsConfiguration.strictConfiguration).lint(document)
    #expect(!findings.contains { $0.rule == "input-missing-label" }, "\(findings)")
  }

  @Test("Outside conditionals a repeated id still labels only the first")
  func plainRepeat() {
    let source = """
      <html><body><form action="/s"><label for="q">Search</label><input id="q" name="q">
      <input id="q" name="q2"></form></body></html>
      """
    let document = FormScanner().scan(
      html: source, documentURL: "https://shop.example/", syntax: .jinja)
    #expect(document.fields.map { $0.labelSource == .labelFor } == [true, false])
  }
}

@Suite("Vue attributes that settle what a field shows")
struct VueAttributeObjectTests {
  private static func findings(_ source: String) -> [Diagnostic] {
    let document = FormScanner().scan(
      html: source, documentURL: "https://admin.example/", syntax: .vue)
    return Linter(configuration: KBTraitsConfiguration.strictConfiguration).lint(document)
  }

  @Test("v-show=\"false\" never shows the field: it needs no label; a bound v-show may")
  func neverShown() {
    let hidden =
      #"<template><div><input v-show="false" type="file" @change="pick"></div></template>"#
    #expect(!Self.findings(hidden).contains { $0.rule == "input-missing-label" })
    let shown = #"<template><div><input v-show="open" type="file" @change="pick"></div></template>"#
    #expect(Self.findings(shown).contains { $0.rule == "input-missing-label" })
  }

  @Test("v-bind=\"$attrs\" may supply the label: nothing is missing for sure")
  func attributeObject() {
    let wrapper = """
      <template><el-select v-model="value" v-bind="$attrs" multiple><slot /></el-select></template>
      """
    #expect(!Self.findings(wrapper).contains { $0.rule == "input-missing-label" })
    let plain = "<template><el-select v-model=\"value\" multiple><slot /></el-select></template>"
    #expect(Self.findings(plain).contains { $0.rule == "input-missing-label" })
  }
}

@Suite("Labels a template tag renders")
struct TagRenderedLabelTests {
  @Test("Wagtail's formattedfield renders the label for the id it names")
  func formattedField() {
    let source = """
      <html><body><form action="/images/" method="get">
      {% rawformattedfield label_text=_("Sort by") id_for_label="order_images_by" sr_only_label=True %}
        <select id="order_images_by" name="ordering"><option>Newest</option></select>
      {% endrawformattedfield %}
      <select id="other" name="other"><option>A</option></select>
      </form></body></html>
      """
    let document = FormScanner().scan(
      html: source, documentURL: "https://cms.example/", syntax: .jinja)
    #expect(document.fields.map(\.context.labelMayBeElsewhere) == [true, false])
    let findings = Linter(configuration: KBTraitsConfiguration.strictConfiguration).lint(document)
    #expect(findings.filter { $0.rule == "input-missing-label" }.map(\.position.line) == [5])
  }
}
