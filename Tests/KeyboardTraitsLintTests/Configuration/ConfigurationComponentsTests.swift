import Foundation
import Testing

@testable import KeyboardTraits
@testable import KeyboardTraitsLint

@Suite("Configuration: components")
struct ConfigurationComponentsTests {
  private static let file = "site/.kbtraits.yml"

  private func parse(_ yaml: String) throws(ConfigurationErrors) -> KBTraitsConfiguration {
    try ConfigurationLoader.parse(yaml, file: Self.file)
  }

  @Test("components maps names to elements, with the attributes a component sets itself")
  func reads() throws {
    let configuration = try parse(
      """
      components:
        Input: input                 # its props are the input's attributes
        Textarea: TEXTAREA
        PasswordInput: { element: input, type: password }
        Form.Input: input
        forms.Select: select
        OneTimeCode:
          element: input
          autoComplete: one-time-code
          inputMode: numeric
          maxlength: 6
          className: otp
          htmlFor: code
        Gone: ~
      """)
    let input = ComponentMap.Component(element: "input")
    #expect(
      configuration.components
        == ComponentMap([
          "Input": input,
          "Textarea": ComponentMap.Component(element: "textarea"),
          "PasswordInput": ComponentMap.Component(
            element: "input", attributes: [ComponentMap.Attribute(name: "type", value: "password")]),
          "Form.Input": input,
          "forms.Select": ComponentMap.Component(element: "select"),
          "OneTimeCode": ComponentMap.Component(
            element: "input",
            attributes: [
              ComponentMap.Attribute(name: "autocomplete", value: "one-time-code"),
              ComponentMap.Attribute(name: "inputmode", value: "numeric"),
              ComponentMap.Attribute(name: "maxlength", value: "6"),
              ComponentMap.Attribute(name: "class", value: "otp"),
              ComponentMap.Attribute(name: "for", value: "code"),
            ]),
        ]))
    #expect(configuration.sources["components.Input"]?.description == "site/.kbtraits.yml:2")
    #expect(configuration.sources["components.OneTimeCode"]?.description == "site/.kbtraits.yml:7")
    #expect(configuration.sources["components.Gone"] == nil)
    #expect(configuration.sources["components"] == nil)
    #expect(try parse("components:\n").components.isEmpty)
    #expect(try parse("components: {}\n").components.isEmpty)
  }

  @Test("Component names are JSX's: capitalised, or a member name")
  func names() {
    for name in [
      "Input", "PasswordInput", "Form.Input", "forms.Input", "UI.Form.Input", "A",
      "Input2", "$ui.Input", "_ui.Input", "Ui_Input",
    ] {
      #expect(ComponentMap.isComponentName(name), "\(name)")
    }
    for name in [
      "input", "my-input", "", "Form.", ".Input", "Form..Input", "2Fa", "Svg:Rect",
      "Foo-Bar", "Form.2", "Ünput", "x",
    ] {
      #expect(!ComponentMap.isComponentName(name), "\(name)")
    }
  }

  static let elementList = "button, fieldset, form, input, label, select or textarea"

  static let errorCases: [(String, String)] = [
    (
      "components:\n  Input: inptu\n",
      "site/.kbtraits.yml:2:10: components.Input: unknown element 'inptu'; did you mean "
        + "'input'? A component can render \(elementList)"
    ),
    (
      "components:\n  Input: div\n",
      "site/.kbtraits.yml:2:10: components.Input: unknown element 'div'; a component can "
        + "render \(elementList)"
    ),
    (
      "components:\n  input: input\n",
      "site/.kbtraits.yml:2:3: components.input: 'input' is not a component name; write it as "
        + "JSX does: a name that starts with an upper-case letter (Input) or a member name "
        + "(Form.Input), or as a template does, with a hyphen (el-input, x-text-input)"
    ),
    (
      "components:\n  Form..Input: input\n",
      "site/.kbtraits.yml:2:3: components.Form..Input: 'Form..Input' is not a component name; "
        + "write it as JSX does: a name that starts with an upper-case letter (Input) or a "
        + "member name (Form.Input), or as a template does, with a hyphen (el-input, "
        + "x-text-input)"
    ),
    (
      "components:\n  PasswordInput: { type: password }\n",
      "site/.kbtraits.yml:2:18: components.PasswordInput: name the element the component "
        + "renders, such as '{ element: input, type: password }'"
    ),
    (
      "components:\n  PasswordInput: { element: input, type: [password] }\n",
      "site/.kbtraits.yml:2:42: components.PasswordInput.type: expected the attribute's value "
        + "(a string or a number), found a list"
    ),
    (
      "components:\n  PasswordInput: { element: input, type: { a: b } }\n",
      "site/.kbtraits.yml:2:42: components.PasswordInput.type: expected the attribute's value "
        + "(a string or a number), found a mapping"
    ),
    (
      "components:\n  PasswordInput: { element: input, type: }\n",
      "site/.kbtraits.yml:2:42: components.PasswordInput.type: expected the attribute's value "
        + "(a string or a number), found nothing"
    ),
    (
      "components:\n  Code: { element: input, autoComplete: off, autocomplete: on }\n",
      "site/.kbtraits.yml:2:46: components.Code.autocomplete: the same attribute as "
        + "'autoComplete' (autocomplete); keep only one of them"
    ),
    (
      "components:\n  Code: { element: input, \"a b\": c }\n",
      "site/.kbtraits.yml:2:27: components.Code.a b: 'a b' is not an attribute name; name an "
        + "attribute the component sets, such as type or autocomplete"
    ),
    (
      "components:\n  Code: { element: [input] }\n",
      "site/.kbtraits.yml:2:20: components.Code.element: expected an element, found a list"
    ),
    (
      "components:\n  Code: { element: span }\n",
      "site/.kbtraits.yml:2:20: components.Code.element: unknown element 'span'; a component "
        + "can render \(elementList)"
    ),
    (
      "components:\n  Code: [input]\n",
      "site/.kbtraits.yml:2:9: components.Code: expected an element (such as input) or a "
        + "mapping with 'element', found a list"
    ),
    (
      "components: [Input]\n",
      "site/.kbtraits.yml:1:13: components: components must be a mapping of component names to "
        + "elements, such as 'Input: input', found a list"
    ),
  ]

  @Test("Mistakes stop the run with the file, line, key and what to write", arguments: errorCases)
  func errors(yaml: String, message: String) {
    do {
      _ = try parse(yaml)
      Issue.record("no error for \(yaml.debugDescription)")
    } catch {
      #expect(error.errors.map(\.description) == [message])
    }
  }

  @Test("Every wrong entry is reported in document order; the right ones are kept")
  func everyError() throws {
    let yaml = """
      components:
        Input: inptu
        Textarea: textarea
        lower: input
        Code: { element: input, type: [a], maxLength: { b: c } }
      """
    var parser = ConfigurationParser(file: Self.file)
    let configuration = parser.parse(yaml)
    #expect(
      parser.errors.map { "\($0.line ?? 0):\($0.column ?? 0) \($0.keyPath)" } == [
        "2:10 components.Input", "4:3 components.lower", "5:33 components.Code.type",
        "5:49 components.Code.maxLength",
      ])
    #expect(configuration.components == ComponentMap(["Textarea": .init(element: "textarea")]))
  }

  @Test("In a cascade every file's entries apply; the nearest file's entry wins per name")
  func cascade() throws {
    let outer = try ConfigurationLoader.parse(
      """
      components:
        Input: input
        PasswordInput: { element: input, type: password, autocomplete: current-password }
        Notes: textarea
      """, file: ".kbtraits.yml")
    let inner = try ConfigurationLoader.parse(
      """
      rules:
        inputmode-invalid: off
      components:
        PasswordInput: { element: input, type: password }
        Form.Input: input
      """, file: "site/.kbtraits.yml")
    let settings = ConfigurationCascade(files: [inner, outer]).settings
    #expect(
      settings.components
        == ComponentMap([
          "Input": .init(element: "input"),
          // The nearer entry wins whole: the farther one's autocomplete is not kept.
          "PasswordInput": .init(
            element: "input", attributes: [.init(name: "type", value: "password")]),
          "Notes": .init(element: "textarea"),
          "Form.Input": .init(element: "input"),
        ]))
    #expect(settings.sources["components.Input"]?.description == ".kbtraits.yml:2")
    #expect(settings.sources["components.PasswordInput"]?.description == "site/.kbtraits.yml:4")
    #expect(settings.sources["components.Form.Input"]?.description == "site/.kbtraits.yml:5")
    // root: true keeps only the nearer file's entries.
    let rooted = try ConfigurationLoader.parse(
      "root: true\ncomponents:\n  Form.Input: input\n", file: "site/.kbtraits.yml")
    #expect(
      ConfigurationCascade(files: [rooted, outer]).settings.components
        == ComponentMap(["Form.Input": .init(element: "input")]))
    #expect(ConfigurationCascade(files: []).settings.components.isEmpty)
  }

  @Test("The annotated YAML shows the merged map with each entry's source, and reads back")
  func annotatedYAML() throws {
    let outer = try ConfigurationLoader.parse(
      """
      components:
        Input: input
        PasswordInput: { element: input, type: password }
      """, file: ".kbtraits.yml")
    let inner = try ConfigurationLoader.parse(
      """
      components:
        Form.Input: input
        Code: { element: input, autoComplete: one-time-code, "data-x": "a \\"b\\": c", maxLength: 6 }
      """, file: "site/.kbtraits.yml")
    let cascade = ConfigurationCascade(files: [inner, outer])
    let yaml = cascade.annotatedYAML
    #expect(
      yaml.contains(
        """
        components:  # the nearest file's entry wins for each name
          Code: { element: input, autocomplete: one-time-code, data-x: "a \\"b\\": c", \
        maxlength: 6 }  # site/.kbtraits.yml:3
          Form.Input: input  # site/.kbtraits.yml:2
          Input: input  # .kbtraits.yml:2
          PasswordInput: { element: input, type: password }  # .kbtraits.yml:3

        """))
    let readBack = try ConfigurationLoader.parse(yaml, file: "printed.yml")
    #expect(readBack.components == cascade.settings.components)
    #expect(ConfigurationCascade(files: []).annotatedYAML.contains("components: {}  # default\n"))
  }
}
