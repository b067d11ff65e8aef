import Foundation
import Testing

@testable import KeyboardTraits

private func scan(_ source: String, _ syntax: SourceSyntax) -> ScannedDocument {
  FormScanner().scan(html: source, documentURL: "https://shop.example/", syntax: syntax)
}

@Suite("Scanning templates")
struct TemplateScanningTests {
  @Test("Lines and columns are the original's, multi-byte text inside masked tags included")
  func exactPositions() throws {
    let prefix = #"  {{ "café 😀 中文" }}{% if x %}"#
    let source = "<p>\r\n" + prefix + #"<input name="a" type="tel">"# + "\n"
    let document = scan(source, .jinja)
    let field = try #require(document.fields.first)
    let column = prefix.unicodeScalars.count + 1
    #expect(field.position == SourcePosition(line: 2, column: column))
    #expect(field.position(of: .type) == SourcePosition(line: 2, column: column + 16))
    #expect(document.sourceLine(2) == prefix + #"<input name="a" type="tel">"#)
    #expect(document.syntax == .jinja)
  }

  @Test("Bound attributes are dynamic, positioned at the binding, valued as written")
  func boundAttributes() throws {
    let cases: [(SourceSyntax, String, String, String, String)] = [
      (.vue, #"<template><input :type="kind" name="phone"></template>"#, "type", "kind", ":type"),
      (.vue, #"<template><input v-bind:type="kind"></template>"#, "type", "kind", "v-bind"),
      (.vue, #"<template><input v-model="form.email"></template>"#, "value", "form.email", "v-"),
      (.angular, #"<input [type]="kind">"#, "type", "kind", "["),
      (.angular, #"<input [attr.inputmode]="mode">"#, "inputmode", "mode", "["),
      (.angular, #"<input [(ngModel)]="email">"#, "value", "email", "["),
      (.svelte, #"<input type={kind}>"#, "type", "{kind}", "type"),
      (.svelte, #"<input bind:value={email}>"#, "value", "{email}", "bind"),
      (.html, #"<input x-bind:type="kind">"#, "type", "kind", "x-"),
      (.html, #"<input :type="kind">"#, "type", "kind", ":"),
      (.jinja, #"<input type="{{ kind }}">"#, "type", "{{ kind }}", "type"),
      (.blade, #"<input type="text" @disabled($locked)>"#, "disabled", "@disabled($locked)", "@"),
    ]
    for (syntax, source, name, written, binding) in cases {
      let field = try #require(scan(source, syntax).fields.first, "\(source)")
      #expect(field.dynamicAttributes == [name], "\(source)")
      #expect(field.attribute(name) == written, "\(source)")
      // The attribute is where its binding starts.
      let before = try #require(source.range(of: binding)).lowerBound
      let column = source[..<before].unicodeScalars.count + 1
      #expect(
        field.position(ofAttribute: name) == SourcePosition(line: 1, column: column), "\(source)")
    }
  }

  @Test("Traits that depend on a dynamic attribute are unknown, with the reason")
  func unknownTraits() throws {
    let document = scan(
      #"<template><form action="/x"><input :type="shown ? 'text' : 'password'" name="pw"></form></template>"#,
      .vue)
    let field = try #require(document.fields.first)
    #expect(field.inputType == .text)
    #expect(
      field.unknownIOSTraits.map(\.trait) == [
        "keyboard", "autocapitalizationType", "autocorrectionType", "secureTextEntry",
        "inlinePredictionType",
      ])
    #expect(field.unknownIOSTraits.first?.reason == "depends on the dynamic attribute type")

    let generic = try #require(
      scan(#"<input type="{{ t }}" inputmode="{{ m }}">"#, .jinja).fields.first)
    let keyboardType = try #require(generic.unknownIOSTraits.first { $0.trait == "keyboardType" })
    #expect(keyboardType.attributes == ["type", "inputmode"])
    #expect(keyboardType.reason == "depends on the dynamic attributes type and inputmode")

    let action = try #require(
      scan(#"<form action="{{ url }}"><input name="q"></form>"#, .jinja).fields.first)
    #expect(action.dynamicAttributes.isEmpty)
    #expect(
      action.unknownIOSTraits.first { $0.trait == "returnKeyType" }?.reason
        == "depends on the dynamic attribute action of the form")

    let fixed = try #require(scan(#"<input type="email" value="{{ e }}">"#, .jinja).fields.first)
    #expect(fixed.dynamicAttributes == ["value"] && fixed.unknownIOSTraits.isEmpty)

    // R10: inline predictions follow writingsuggestions, else the field's autocomplete="off".
    for (source, name) in [
      (#"<input name="code" writingsuggestions="{{ w }}">"#, "writingsuggestions"),
      (#"<input name="code" autocomplete="{{ a }}">"#, "autocomplete"),
    ] {
      let field = try #require(scan(source, .jinja).fields.first)
      let inline = field.unknownIOSTraits.first { $0.trait == "inlinePredictionType" }
      #expect(inline?.reason == "depends on the dynamic attribute \(name)", "\(source)")
    }
  }

  @Test("Android traits are predicted without dynamic attributes; those they change are unknown")
  func unknownAndroidTraits() throws {
    let document = scan(
      #"<template><form action="/x"><input :type="shown ? 'text' : 'password'" name="pw"></form></template>"#,
      .vue)
    let field = try #require(document.fields.first)
    // As written without the bound type: a text field.
    #expect(field.android.keyboard == .qwerty && field.firefoxAndroid.keyboard == .qwerty)
    let changed = ["keyboard", "inputType", "inputVariation", "inputFlags"]
    #expect(field.unknownAndroidTraits.map(\.trait) == changed)
    #expect(field.unknownFirefoxAndroidTraits.map(\.trait) == changed)
    #expect(
      field.unknownAndroidTraits.allSatisfy { $0.reason == "depends on the dynamic attribute type" }
    )

    // Firefox's Enter key follows the field's own type (search) and the form's last text field.
    let search = try #require(
      scan(#"<form action="/x"><input type="{{ t }}" name="q"></form>"#, .jinja).fields.first)
    #expect(search.firefoxAndroid.editorInfo?.imeAction == .go)
    #expect(search.unknownFirefoxAndroidTraits.contains { $0.trait == "imeAction" })

    // A form's dynamic autocapitalize, which its controls inherit.
    let inherited = try #require(
      scan(#"<form autocapitalize="{{ caps }}"><input name="city"></form>"#, .jinja).fields.first)
    #expect(inherited.dynamicAttributes.isEmpty)
    let reason = "depends on the dynamic attribute autocapitalize of the form"
    #expect(
      inherited.unknownIOSTraits.first { $0.trait == "autocapitalizationType" }?.reason == reason)
    #expect(inherited.unknownAndroidTraits.first { $0.trait == "inputFlags" }?.reason == reason)
    #expect(
      inherited.unknownFirefoxAndroidTraits.first { $0.trait == "inputFlags" }?.reason == reason)

    // A bound disabled counts as off on Android too; its presentation is unknown.
    let state = try #require(
      scan(#"<template><input type="email" :disabled="busy"></template>"#, .vue).fields.first)
    #expect(
      state.android.presentation == .keyboard && state.firefoxAndroid.presentation == .keyboard)
    #expect(state.unknownAndroidTraits.map(\.trait).starts(with: ["presentation", "keyboard"]))

    // A value the template writes changes no trait.
    let fixed = try #require(scan(#"<input type="email" value="{{ e }}">"#, .jinja).fields.first)
    #expect(fixed.unknownAndroidTraits.isEmpty && fixed.unknownFirefoxAndroidTraits.isEmpty)
  }

  @Test("JSON puts unknown last inside ios, android and firefoxAndroid")
  func unknownInJSON() throws {
    let document = scan(#"<input type="{{ t }}" name="q">"#, .jinja)
    let json = JSONReport.file(
      FileReport(path: "a.j2", document: document, error: nil), isFirst: true)
    let file = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    let field = try #require((file["fields"] as? [[String: Any]])?.first)
    #expect(field["dynamic"] as? [String] == ["type"])
    for browser in ["ios", "android", "firefoxAndroid"] {
      let traits = try #require(field[browser] as? [String: Any], "\(browser)")
      let unknown = try #require(traits["unknown"] as? [String: String], "\(browser)")
      #expect(unknown["keyboard"] == "depends on the dynamic attribute type", "\(browser)")
    }
    // The last key of each object, after the traits.
    #expect(json.contains("\"textContentType\": null,\n") && json.contains("],\n"))
    #expect(json.components(separatedBy: "\"unknown\": {").count == 4)
  }

  @Test("A rendered page is the DOM a browser built: nothing in it is masked or dynamic")
  func renderedPagesAreNotMasked() throws {
    let html = #"<form action="/a"><input type="email" name="e" value="{{ e }}"></form>"#
    let rendered = FormScanner().scan(page: RenderedPage(url: "https://shop.example/", html: html))
    let field = try #require(rendered.fields.first)
    #expect(rendered.syntax == nil)
    #expect(field.dynamicAttributes.isEmpty && field[.value] == "{{ e }}")
    // The same text in a file is plain HTML whose {{ }} is masked.
    #expect(scan(html, .html).fields.first?.dynamicAttributes == ["value"])
  }

  @Test(
    "Lint variants recompute every browser's traits; edits re-resolve Android without dynamic attributes"
  )
  func variantsRecomputeAndroid() throws {
    let document = scan(
      #"<template><form action="/a"><input :type="shown ? 'text' : 'password'" name="pw" :disabled="busy"><input name="b"></form></template>"#,
      .vue)
    let variants = document.dynamicVariants()
    let password = try #require(variants.first { $0.fields[0].inputType == .password })
    #expect(password.fields[0].ios.secureTextEntry)
    #expect(password.fields[0].android.keyboard == .password)
    #expect(password.fields[0].firefoxAndroid.keyboard == .password)
    // The bound state stays off in every variant, and for an edited field.
    #expect(password.fields[0].android.presentation == .keyboard)
    let edited = document.androidTraits(for: document.fields[0])
    #expect(edited.chrome == document.fields[0].android)
    #expect(edited.firefox == document.fields[0].firefoxAndroid)
  }

  @Test("A dynamic state counts as off; its trait is unknown")
  func dynamicState() throws {
    let field = try #require(
      scan(#"<template><input type="email" :disabled="busy"></template>"#, .vue).fields.first)
    #expect(field.ios.presentation == .keyboard)
    #expect(field.unknownIOSTraits.map(\.trait).starts(with: ["presentation", "keyboard"]))
  }

  @Test("Attributes inside a template conditional are dynamic; both branches are scanned")
  func conditionals() throws {
    let document = scan(
      """
      {% if phone %}<input type="tel" name="phone">{% else %}<input type="email" name="email">{% endif %}
      <input name="a" {% if x %}readonly{% endif %}>
      """, .jinja)
    #expect(document.fields.map(\.inputType) == [.tel, .email, .text])
    #expect(document.fields[2].dynamicAttributes == ["readonly"])
  }

  @Test("An unquoted expression is one value; the next attribute stays an attribute")
  func unquotedValues() throws {
    let field = try #require(
      scan(#"<input value={{ v }} name=email type=email>"#, .jinja).fields.first)
    #expect(field[.value] == "{{ v }}" && field.dynamicAttributes == ["value"])
    #expect(field.name == "email" && field.inputType == .email)
  }

  @Test("A label whose only text is a template expression reads as that expression")
  func expressionLabels() throws {
    let document = scan(
      #"<label for="e">{{ _('Email') }}</label><input id="e"><label>{{ t }} <input id="f"></label>"#,
      .jinja)
    #expect(document.fields.map(\.label) == ["{{ _('Email') }}", "{{ t }}"])
  }

  @Test("Plain HTML masks {{ }} and {% %} conservatively")
  func plainHTML() throws {
    let document = FormScanner().scan(
      html: #"<input name="q" value="{{ query }}"><p>a {{ b</p><input name="r" value="{x}">"#)
    #expect(document.fields.map(\.dynamicAttributes) == [["value"], []])
    #expect(document.fields[1][.value] == "{x}")
  }

  @Test("Directory walks take template files")
  func discovery() throws {
    let root = TestFixtures.templates.path
    let paths = InputDiscovery.discover([root]).inputs.map(\.path)
    let templates = paths.filter { !$0.hasSuffix("static.html") && !$0.contains("/cases/") }
    #expect(templates.count == 15)
    #expect(Set(templates.compactMap { SourceSyntax(fileName: $0) }).count == 15)
  }
}

/// The template fixtures in the repository.
enum TestFixtures {
  static let templates = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/templates")
}
