import Foundation
import Testing

@testable import KeyboardTraits

private func scan(
  _ source: String, _ syntax: SourceSyntax, components: ComponentMap = .defaults
) -> ScannedDocument {
  var options = ScanOptions()
  options.components = components
  return FormScanner(options: options).scan(
    html: source, documentURL: "https://shop.example/", syntax: syntax)
}

private func fixture(_ path: String) throws -> String {
  let url = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/templates").appendingPathComponent(path)
  return try String(contentsOf: url, encoding: .utf8)
}

/// The 1-based column of the first `text` in `line`.
private func column(of text: String, in line: String) throws -> Int {
  let range = try #require(line.range(of: text))
  return line[..<range.lowerBound].unicodeScalars.count + 1
}

@Suite("Wrapper components in templates")
struct TemplateComponentTests {
  @Test("Element Plus: the tag is the input, its props are read as Element renders them")
  func elementPlus() throws {
    let source = try fixture("vue/cases/components-element-sign-in.vue")
    let document = scan(source, .vue)
    #expect(document.fields.map(\.element) == ["input", "input", "textarea"])
    try #require(document.fields.count == 3)
    let lines = source.components(separatedBy: "\n")
    let email = document.fields[0]
    #expect(email.inputType == .email)
    #expect(
      email.position == SourcePosition(line: 5, column: try column(of: "<el-input", in: lines[4])))
    #expect(
      email.position(of: .type)
        == SourcePosition(line: 5, column: try column(of: "type=", in: lines[4])))
    // Element renders autocomplete="off" unless the prop is given.
    #expect(email[.autocomplete] == "off")
    #expect(email.attribute("aria-label") == "Email")
    #expect(email.dynamicAttributes == ["value"])
    // `<ElInput>` is `<el-input>` in Vue; `show-password` renders type="password".
    let password = document.fields[1]
    #expect(password.inputType == .password)
    #expect(password[.autocomplete] == "current-password")
    #expect(
      password.position == SourcePosition(line: 6, column: try column(of: "<ElInput", in: lines[5]))
    )
    // type="textarea" renders a textarea, with no type.
    #expect(document.fields[2].attribute("type") == nil)
    #expect(document.fields[0].formIndex == 0)
  }

  @Test("Vuetify: label is the field's label, other attributes reach the input")
  func vuetify() throws {
    let document = scan(try fixture("vue/cases/components-vuetify-profile.vue"), .vue)
    #expect(document.fields.map(\.element) == ["input", "input", "textarea"])
    try #require(document.fields.count == 3)
    #expect(document.fields[0].inputType == .tel)
    #expect(document.fields[0][.autocomplete] == "tel")
    #expect(document.fields[1].inputType == .text)
    #expect(document.fields.map { $0.attribute("aria-label") } == ["Phone", "Email", "About you"])
  }

  @Test("Breeze: <x-text-input> is the input, <x-input-label value> its label")
  func breeze() throws {
    let source = try fixture("blade/cases/components-breeze-login.blade.php")
    let document = scan(source, .blade)
    #expect(document.fields.map(\.inputType) == [.email, .password])
    try #require(document.fields.count == 2)
    let email = document.fields[0]
    #expect(email[.autocomplete] == "username")
    #expect(email.dynamicAttributes == ["value"])
    #expect(email.position.line == 7)
    #expect(document.fields[1].position.line == 12)
    // The static `value` is the label's text; `:value="__('Email')"` is text the template writes.
    #expect(document.labels.count == 2)
    #expect(document.labels[1].text == "Password")
    #expect(document.fields[1].label == "Password")
  }

  @Test("Unmapped and turned-off wrappers render nothing the scan reads")
  func unmapped() {
    let source =
      #"<template><form action="/s"><n-input v-model="q" type="text" /></form></template>"#
    #expect(scan(source, .vue).fields.isEmpty)
    var configured = ComponentMap()
    configured.turnedOff = ["ElInput"]
    let element = #"<template><el-input type="email" name="email" /></template>"#
    #expect(scan(element, .vue).fields.count == 1)
    #expect(scan(element, .vue, components: configured.applied()).fields.isEmpty)
    #expect(scan(element, .vue, components: ComponentMap()).fields.isEmpty)
  }

  @Test("Names match as written; only Vue resolves PascalCase to kebab-case")
  func names() {
    let pascal = #"<ElInput type="email" name="email" />"#
    #expect(scan("<template>\(pascal)</template>", .vue).fields.count == 1)
    #expect(scan(pascal, .svelte).fields.isEmpty)
    #expect(scan(#"<el-input type="email" name="email" />"#, .svelte).fields.count == 1)
    // A configured PascalCase entry names its kebab-case tag in Vue, and replaces the default.
    let configured = ComponentMap([
      "ElInput": ComponentMap.Component(
        element: "input", attributes: [.init(name: "type", value: "tel")])
    ]).applied()
    let field = scan(
      #"<template><el-input name="phone" /></template>"#, .vue, components: configured
    )
    .fields.first
    #expect(field?.inputType == .tel)
    #expect(field?[.autocomplete] == nil)
  }

  @Test("Mapped tags in every template syntax, from the defaults or the configuration")
  func syntaxes() throws {
    let configured = ComponentMap([
      "TextField": ComponentMap.Component(element: "input"),
      "app-email-input": ComponentMap.Component(
        element: "input", attributes: [.init(name: "type", value: "email")]),
    ]).applied()
    let cases: [(SourceSyntax, String, String, InputType)] = [
      (
        .html, #"<div id="app"><el-input v-model="q" type="search" name="q"></el-input></div>"#,
        "<el-input", .search
      ),
      (.svelte, #"<TextField type="tel" name="phone" bind:value={phone} />"#, "<Text", .tel),
      (
        .angular, #"<app-email-input name="email" [formControl]="email"></app-email-input>"#,
        "<app", .email
      ),
      (.jinja, #"{% if x %}<b-form-input type="url" name="site" />{% endif %}"#, "<b-", .url),
      (.twig, #"<q-input type="number" name="qty" label="{{ 'Qty'|trans }}" />"#, "<q", .number),
      (.erb, #"<a-input-password name="pw" value="<%= @pw %>" />"#, "<a", .password),
      (.astro, #"<input-text type="email" name="e" />"#, "<input", .email),
      (.blade, #"@if($x)<x-jet-input type="password" name="p" />@endif"#, "<x-jet", .password),
    ]
    for (syntax, source, tag, type) in cases {
      let document = scan(source, syntax, components: configured)
      let field = try #require(document.fields.first, "\(syntax): \(source)")
      #expect(field.inputType == type, "\(syntax): \(source)")
      let expected = SourcePosition(line: 1, column: try column(of: tag, in: source))
      #expect(field.position == expected, "\(syntax): \(source)")
    }
  }

  @Test("Quasar's textarea props and a picker read as a select")
  func elementsByProps() throws {
    let source = """
      <template>
        <q-input v-model="a" autogrow name="a" label="Notes" />
        <q-input v-model="b" :autogrow="grow" name="b" />
        <el-select v-model="c" name="c"><el-option label="One" value="1" /></el-select>
        <el-select v-model="d" filterable name="d"></el-select>
        <el-input v-model="e" :show-password="false" name="e" />
      </template>
      """
    let document = scan(source, .vue)
    #expect(document.fields.map(\.element) == ["textarea", "input", "select", "input", "input"])
    try #require(document.fields.count == 5)
    #expect(document.fields[1].attribute("aria-label") == nil)
    #expect(document.fields[0].attribute("aria-label") == "Notes")
    #expect(document.fields[4].inputType == .text)
  }

  @Test("A mapped component's end tag closes it, and raw-text rules do not apply")
  func endTags() throws {
    let source = """
      <template>
        <el-input type="textarea" name="a"></el-input>
        <el-input type="email" name="b"></el-input>
      </template>
      """
    let document = scan(source, .vue)
    #expect(document.fields.map(\.element) == ["textarea", "input"])
    try #require(document.fields.count == 2)
    #expect(document.fields[1].inputType == .email)
  }

  @Test("Vue's kebab-case form of a name")
  func kebabCase() {
    #expect(ComponentMap.kebabCase("ElInput") == "el-input")
    #expect(ComponentMap.kebabCase("VTextField") == "v-text-field")
    #expect(ComponentMap.kebabCase("AInputPassword") == "a-input-password")
    #expect(ComponentMap.kebabCase("el-input") == "el-input")
    #expect(ComponentMap.kebabCase("InputText") == "input-text")
  }
}
