import Foundation
import Testing

/// Template helpers through the commands: a Rails sign-in's helper fields are linted at the
/// helper call, and a template whose fields are all rendered by helpers the scan does not read
/// is never reported as having none, or as having no problems.
@Suite("Template helpers through the commands")
struct TemplateHelperCommandTests {
  @Test("A Rails sign-in without autocomplete: both fields, and the findings at the helpers")
  func railsSignIn() throws {
    let outcome = try KBTraitsProcess.run([
      "lint", "Tests/Fixtures/templates/erb/cases/rails_sign_in.html.erb",
    ])
    #expect(outcome.status == 1, "\(outcome.standardError)")
    let text = outcome.standardOutput
    #expect(text.contains("rails_sign_in.html.erb:6:9: warning:"), "\(text)")
    #expect(text.contains("[username-autocomplete]"), "\(text)")
    #expect(text.contains("rails_sign_in.html.erb:10:9: error:"), "\(text)")
    #expect(text.contains("[password-autocomplete]"), "\(text)")
    #expect(!text.contains("No problems"))
  }

  static let django = """
    <form method="post">{% csrf_token %}
      {{ form.email }}
      {{ form.password }}
    </form>
    """

  @Test("show says the fields were not read, in the table, the note and the summary")
  func show() throws {
    let outcome = try KBTraitsProcess.run(["show", "--syntax", "jinja", "-"], input: Self.django)
    #expect(outcome.status == 0)
    let text = outcome.standardOutput
    #expect(!text.contains("  no form fields\n"), "\(text)")
    #expect(text.contains("no form fields read, but 2 fields rendered by helpers"), "\(text)")
    #expect(text.contains("note (line 2): 2 fields are rendered by helpers"), "\(text)")
    #expect(text.contains("2 fields not read (helpers or components)"), "\(text)")
  }

  @Test("lint does not say \"No problems\"; JSON has the count and the note")
  func lint() throws {
    let text = try KBTraitsProcess.run(["lint", "--syntax", "jinja", "-"], input: Self.django)
    #expect(!text.standardOutput.contains("No problems in"), "\(text.standardOutput)")
    #expect(
      text.standardOutput.contains(
        "No problems found in 1 file, but 2 fields were not read (rendered by helpers or "
          + "components)"), "\(text.standardOutput)")
    let json = try KBTraitsProcess.run(
      ["show", "--format", "json", "--syntax", "jinja", "-"], input: Self.django)
    #expect(json.standardOutput.contains(#""unreadFields": 2"#), "\(json.standardOutput)")
    #expect(json.standardOutput.contains(#""kind": "unreadFields""#))
  }

  @Test("The report says the fields were not read where it would say there are none")
  func report() throws {
    let markdown = try KBTraitsProcess.run(
      ["report", "--format", "markdown", "--output", "-", "--syntax", "jinja", "-"],
      input: Self.django)
    #expect(!markdown.standardOutput.contains("No form fields.\n"), "\(markdown.standardOutput)")
    #expect(markdown.standardOutput.contains("No form fields read, but 2 fields"))
    #expect(markdown.standardOutput.contains("2 fields rendered by helpers or components not read"))
    let html = try KBTraitsProcess.run(
      ["report", "--output", "-", "--syntax", "jinja", "-"], input: Self.django)
    #expect(html.standardOutput.contains("No form fields read, but 2 fields"))
    #expect(html.standardOutput.contains("<dt>Fields not read</dt>"))
  }
}
