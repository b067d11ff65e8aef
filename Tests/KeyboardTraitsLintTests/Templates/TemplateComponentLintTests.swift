import Foundation
import Testing

@testable import KeyboardTraits
@testable import KeyboardTraitsLint

private func fixture(_ path: String) throws -> String {
  let url = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/templates").appendingPathComponent(path)
  return try String(contentsOf: url, encoding: .utf8)
}

/// The findings of the recommended rules, with the components `configuration` maps over the
/// defaults.
private func findings(
  _ source: String, _ syntax: SourceSyntax, configuration: KBTraitsConfiguration = .init()
) -> [Diagnostic] {
  var options = ScanOptions()
  options.components = configuration.components.applied()
  let document = FormScanner(options: options).scan(
    html: source, documentURL: "https://shop.example/", syntax: syntax)
  return Linter(configuration: configuration.lintConfiguration).lint(document)
}

private func parse(_ yaml: String, file: String = "site/.kbtraits.yml") throws
  -> KBTraitsConfiguration
{
  try ConfigurationLoader.parse(yaml, file: file)
}

@Suite("Wrapper components in templates: rules and configuration")
struct TemplateComponentLintTests {
  @Test("A select component's placeholder is its input's hint, not a <select> attribute")
  func selectPlaceholder() throws {
    for tag in ["el-select", "ElSelect", "v-select"] {
      let source =
        "<template><el-form action=\"/tasks\"><label>Status <\(tag) v-model=\"status\" "
        + "placeholder=\"Please select\"></\(tag)></label></el-form></template>"
      let found = findings(source, .vue)
      #expect(!found.contains { $0.rule == "attribute-not-applicable" }, "\(tag): \(found)")
    }
  }

  @Test("Rules run on a Breeze <x-text-input>, at its tag and attributes")
  func breeze() throws {
    let found = findings(try fixture("blade/cases/components-breeze-login.blade.php"), .blade)
    let password = found.filter { $0.rule == "password-autocomplete" }
    #expect(password.map(\.position.line) == [12])
    // The email field says autocomplete="username" and is labelled: nothing about it.
    #expect(!found.contains { $0.position.line == 7 && $0.rule.hasPrefix("username") })
    #expect(!found.contains { $0.rule == "input-missing-label" })
  }

  @Test("Breeze's <x-primary-button> and Element's native-type submit their form")
  func submitButtons() throws {
    let breeze = findings(try fixture("blade/cases/components-breeze-login.blade.php"), .blade)
    #expect(!breeze.contains { $0.rule == "field-outside-form" }, "\(breeze.map(\.rule))")
    #expect(!breeze.contains { $0.rule == "implicit-submission-blocked" })
    let element = findings(try fixture("vue/cases/components-element-sign-in.vue"), .vue)
    #expect(!element.contains { $0.rule == "field-outside-form" }, "\(element.map(\.rule))")
    // `type="primary"` is Element's colour: without native-type the button does not submit.
    let plain = findings(
      """
      <template><form action="/session"><el-input v-model="e" type="email" name="email" label="Email"
        autocomplete="username" /><el-input v-model="p" show-password name="password" label="Password"
        autocomplete="current-password" /><el-button type="primary">Sign in</el-button></form></template>
      """, .vue)
    #expect(plain.contains { $0.rule == "field-outside-form" }, "\(plain.map(\.rule))")
  }

  @Test("Element renders autocomplete=\"off\" unless told otherwise: the sign-in's email says so")
  func elementDefaultAutocomplete() throws {
    let found = findings(try fixture("vue/cases/components-element-sign-in.vue"), .vue)
    #expect(found.filter { $0.rule == "username-autocomplete" }.map(\.position.line) == [5])
    #expect(found.filter { $0.rule == "autocomplete-off-personal" }.map(\.position.line) == [5])
    // The password field says current-password: nothing about its autocomplete.
    #expect(!found.contains { $0.position.line == 6 && $0.rule.contains("autocomplete") })
  }

  @Test("Rules run on Vuetify fields; a field that says what it is gets no keyboard finding")
  func vuetify() throws {
    let found = findings(try fixture("vue/cases/components-vuetify-profile.vue"), .vue)
    #expect(found.filter { $0.rule == "email-not-email-keyboard" }.map(\.position.line) == [5])
    #expect(!found.contains { $0.position.line == 4 })
    #expect(!found.contains { $0.rule == "input-missing-label" })
  }

  @Test("Without the defaults the wrappers are not fields, and no rule runs on them")
  func turnedOff() throws {
    let source = try fixture("vue/cases/components-vuetify-profile.vue")
    let off = try parse(
      """
      components:
        v-text-field: none
        VTextarea: none
      """)
    #expect(off.components.turnedOff == ["v-text-field", "VTextarea"])
    #expect(off.components.applied()["v-text-field"] == nil)
    #expect(off.components.applied()["v-textarea"] == nil)
    #expect(findings(source, .vue, configuration: off).isEmpty)
    #expect(!findings(source, .vue).isEmpty)
  }

  @Test("A configured entry replaces the default of its name")
  func overrides() throws {
    let configured = try parse(
      """
      components:
        v-text-field: { element: input, type: email }
        x-phone-input: { element: input, type: tel }
      """)
    let map = configured.components.applied()
    #expect(
      map["v-text-field"]?.attributes == [ComponentMap.Attribute(name: "type", value: "email")])
    #expect(map["v-text-field"]?.props.isEmpty == true)
    #expect(map["x-phone-input"]?.element == "input")
    #expect(map["el-input"] == ComponentMap.defaults["el-input"])
    let found = findings(
      try fixture("vue/cases/components-vuetify-profile.vue"), .vue, configuration: configured)
    #expect(!found.contains { $0.rule == "email-not-email-keyboard" })
  }

  @Test("A nearer file's entry turns a farther file's none back on, and the reverse")
  func cascade() throws {
    let outer = try parse("components:\n  el-input: none\n  x-input: none\n", file: ".kbtraits.yml")
    let inner = try parse("components:\n  el-input: input\n", file: "site/.kbtraits.yml")
    let merged = ConfigurationCascade(files: [inner, outer]).settings.components
    #expect(merged.turnedOff == ["x-input"])
    #expect(merged["el-input"] == ComponentMap.Component(element: "input"))
    let reversed = ConfigurationCascade(files: [outer, inner]).settings.components
    #expect(reversed.turnedOff == ["el-input", "x-input"])
    #expect(reversed["el-input"] == nil)
  }

  @Test("Template tag names are component names; --print-config shows none")
  func names() throws {
    for name in ["el-input", "x-text-input", "x-forms.input", "x-jet::input", "v-text-field"] {
      #expect(ComponentMap.isTagComponentName(name), "\(name)")
    }
    for name in ["input", "-x", "1-a", "el input", "ElInput", "el-input/"] {
      #expect(!ComponentMap.isTagComponentName(name), "\(name)")
    }
    let settings = ConfigurationCascade(files: [try parse("components:\n  el-input: none\n")])
    #expect(settings.annotatedYAML(platforms: nil).contains("  el-input: none"))
  }
}
