import Foundation
import Testing

@testable import KeyboardTraits
@testable import KeyboardTraitsLint

@Suite("Configuration: the components init proposes")
struct ComponentSurveyTests {
  private static let signIn = """
    export function SignIn() {
      const [pw, setPw] = useState("");
      return (
        <Form onSubmit={submit}>
          <Input type="email" autoComplete="username" name="email" />
          <PasswordInput autoComplete="current-password" value={pw} />
          <Form.Input inputMode="numeric" />
          <Button type="submit">Sign in</Button>
          <Alert type="error">{error}</Alert>
          <Tooltip title="x" />
          <input autoComplete="off" />
        </Form>
      );
    }
    """

  private static let checkout = """
    export const Checkout = <T,>(props: Props<T>) => (
      <form>
        <Input type={kind satisfies string} autoComplete="cc-number" />
        <Input type="text" />
        <Input {...props} />
        <TextArea maxLength={200} />
        <CountrySelect autoComplete="country" />
        <EmailField autoComplete="email" type="email" />
        <PhoneInput autocomplete="tel" />
        <Hotel autoCorrect={null} />
      </form>
    );
    """

  private func survey() -> ComponentSurvey {
    var survey = ComponentSurvey()
    survey.add(Array(Self.signIn.utf8), syntax: .jsx)
    survey.add(Array(Self.checkout.utf8), syntax: .tsx)
    return survey
  }

  @Test("Components that receive keyboard props, most used first, with uses and files")
  func entries() {
    let survey = survey()
    #expect(survey.fileCount == 2)
    let entries = survey.entries
    #expect(
      entries.map { "\($0.name) \($0.uses) \($0.files) \(ComponentMap.yamlValue(of: $0.proposal))" }
        == [
          // Every use counts, the spread one too; a `type` prop leaves the type to the uses.
          "Input 4 2 input",
          "Button 1 1 button",
          "CountrySelect 1 1 select",
          // It is passed `type`, so its name does not set one.
          "EmailField 1 1 input",
          "Form.Input 1 1 input",
          "PasswordInput 1 1 { element: input, type: password }",
          "PhoneInput 1 1 { element: input, type: tel }",
          "TextArea 1 1 textarea",
        ])
    // `type="error"` is no input type, `title` no keyboard prop, `{null}` no value, and a
    // lower-case tag is an element.
    #expect(!entries.contains { ["Alert", "Tooltip", "Hotel", "Form", "input"].contains($0.name) })
  }

  @Test("Guesses come from the name's words")
  func proposals() {
    func guess(_ name: String, passesType: Bool = false) -> String {
      ComponentMap.yamlValue(of: ComponentSurvey.proposal(for: name, passesType: passesType))
    }
    #expect(guess("Textarea") == "textarea")
    #expect(guess("Forms.AutoTextArea") == "textarea")
    #expect(guess("MultiSelect") == "select")
    #expect(guess("SubmitButton") == "button")
    #expect(guess("PasswordInput") == "{ element: input, type: password }")
    #expect(guess("PasswordInput", passesType: true) == "input")
    #expect(guess("EmailInput") == "{ element: input, type: email }")
    #expect(guess("URLField") == "{ element: input, type: url }")
    #expect(guess("SearchBox") == "{ element: input, type: search }")
    #expect(guess("TelInput") == "{ element: input, type: tel }")
    #expect(guess("HotelInput") == "input")
    #expect(guess("TextField") == "input")
    #expect(guess("Form.URLInput2x_b") == "{ element: input, type: url }")
  }

  @Test("The starter proposes them in a commented components: block that parses uncommented")
  func starterBlock() throws {
    let starter = ConfigurationTemplate.starter(components: survey())
    #expect(
      starter.contains(
        """
        # source, then uncomment the entries you confirm.
        # components:
        #   Input: input                                       # 4 uses in 2 files
        #   Button: button                                     # 1 use in 1 file
        #   CountrySelect: select                              # 1 use in 1 file
        #   EmailField: input                                  # 1 use in 1 file
        #   Form.Input: input                                  # 1 use in 1 file
        #   PasswordInput: { element: input, type: password }  # 1 use in 1 file
        #   PhoneInput: { element: input, type: tel }          # 1 use in 1 file
        #   TextArea: textarea                                 # 1 use in 1 file

        # The platforms your pages target
        """))
    #expect(starter.contains("in the 2 .jsx/.tsx files"))
    // As written it changes nothing.
    let written = try ConfigurationLoader.parse(starter, file: "init.yml")
    #expect(written.components.isEmpty)
    // Uncommented, the block maps each component to its guess.
    var inBlock = false
    let uncommented = starter.split(separator: "\n", omittingEmptySubsequences: false).map {
      line -> Substring in
      if line == "# components:" { inBlock = true }
      if line.isEmpty { inBlock = false }
      return inBlock ? line.dropFirst(2) : line
    }.joined(separator: "\n")
    let confirmed = try ConfigurationLoader.parse(uncommented, file: "init.yml")
    #expect(
      confirmed.components
        == ComponentMap(
          Dictionary(uniqueKeysWithValues: survey().entries.map { ($0.name, $0.proposal) })))
    // Without JSX, or without components that receive keyboard props, the plain starter.
    #expect(
      ConfigurationTemplate.starter(components: ComponentSurvey()) == ConfigurationTemplate.starter)
    var plain = ComponentSurvey()
    plain.add(Array("const a = <Alert type=\"error\" />;".utf8), syntax: .jsx)
    #expect(ConfigurationTemplate.starter(components: plain) == ConfigurationTemplate.starter)
    #expect(!ConfigurationTemplate.starter.contains("components:"))
  }

  @Test("The list stops at the limit and says how many more there are")
  func limit() throws {
    var survey = ComponentSurvey()
    let uses = (1...5).map { index in
      String(repeating: "<Field\(index) inputMode=\"numeric\" />", count: index)
    }
    survey.add(Array(("const a = <>" + uses.joined() + "</>;").utf8), syntax: .jsx)
    let starter = ConfigurationTemplate.starter(components: survey, limit: 2)
    #expect(
      starter.contains(
        """
        # components:
        #   Field5: input  # 5 uses in 1 file
        #   Field4: input  # 4 uses in 1 file
        #   # and 3 more components, each used at most 3 times

        """))
    #expect(starter.contains("in the .jsx/.tsx file below"))
  }
}

@Suite("Configuration: the template components init proposes")
struct TemplateComponentSurveyTests {
  private static let register = """
    <x-guest-layout>
        <form method="POST" action="{{ route('register') }}">
            @csrf
            <x-input-label for="email" :value="__('Email')" />
            <x-text-input id="email" type="email" name="email" autocomplete="username" />
            <x-phone-field name="phone" inputmode="tel" />
            <x-phone-field name="mobile" />
            <x-email-input name="backup" :autocomplete="$auto" />
            <x-alert type="error">{{ $message }}</x-alert>
            {{-- <x-secret-input type="password" /> --}}
        </form>
    </x-guest-layout>
    """

  private static let vue = """
    <template>
      <el-input v-model="a" type="email" />
      <ElInput v-model="b" type="tel" />
      <PinInput v-model="c" :type="kind" />
      <Input type="email" />
    </template>
    <script setup>
    const t = '<money-input inputmode="decimal" />'
    </script>
    """

  @Test("Template wrappers that receive keyboard attributes are proposed; mapped ones are not")
  func proposals() {
    var survey = ComponentSurvey()
    survey.addTemplate(Array(Self.register.utf8), syntax: .blade, map: .defaults)
    survey.addTemplate(Array(Self.vue.utf8), syntax: .vue, map: .defaults)
    survey.addTemplate(Array("<form><input type=email></form>".utf8), syntax: .html, map: .defaults)
    #expect(survey.templateFileCount == 2)
    #expect(survey.fileCount == 0)
    #expect(
      survey.entries.map { "\($0.name): \(ComponentMap.yamlValue(of: $0.proposal)) \($0.uses)" }
        == [
          "x-phone-field: { element: input, type: tel } 2",
          "PinInput: input 1",
          "x-email-input: { element: input, type: email } 1",
        ])
  }

  @Test("A wrapper the configuration turns off is proposed again")
  func turnedOff() {
    var configured = ComponentMap()
    configured.turnedOff = ["x-text-input"]
    var survey = ComponentSurvey()
    survey.addTemplate(Array(Self.register.utf8), syntax: .blade, map: configured.applied())
    #expect(survey.entries.map(\.name).contains("x-text-input"))
    var without = ComponentSurvey()
    without.addTemplate(Array(Self.register.utf8), syntax: .blade, map: .defaults)
    #expect(!without.entries.map(\.name).contains("x-text-input"))
  }

  @Test("The proposal block says how templates are mapped")
  func block() {
    var survey = ComponentSurvey()
    survey.addTemplate(Array(Self.register.utf8), syntax: .blade, map: .defaults)
    let starter = ConfigurationTemplate.starter(components: survey)
    #expect(starter.contains("in the template file below this folder"))
    #expect(starter.contains("`el-input: none` turns one off."))
    #expect(
      starter.contains("#   x-phone-field: { element: input, type: tel }    # 2 uses in 1 file"))
  }
}
