import Foundation
import Testing

@testable import KeyboardTraits

/// Fields rendered by helpers and components the scan does not read are said aloud: a note at
/// the first, and a count.
@Suite("Fields the scan does not read")
struct UnreadFieldTests {
  static func scan(
    _ source: String, _ syntax: SourceSyntax, components: ComponentMap = ComponentMap()
  ) -> ScannedDocument {
    var options = ScanOptions()
    options.components = components
    return FormScanner(options: options).scan(
      html: source, documentURL: "https://shop.example/", syntax: syntax)
  }

  /// In each syntax, a file whose fields are all rendered by helpers or components, and the
  /// helpers the note names.
  static let unread: [(SourceSyntax, String, [String])] = [
    (
      .erb,
      "<%= form_with model: @user do |f| %><%= f.collection_select :role_id, Role.all, :id, :name %>"
        + "\n<%= f.date_select :born_on %><% end %>",
      ["f.collection_select", "f.date_select"]
    ),
    (
      .erb,
      "<%= simple_form_for @user do |f| %>\n<%= f.input :email %>\n<%= f.input :password %><% end %>",
      ["f.input", "f.input"]
    ),
    (
      .jinja,
      "<form method=\"post\">{% csrf_token %}\n{{ form.email }}\n{{ form.password|add_class:\"x\" }}"
        + "{{ form.email.errors }}{% render_field form.code %}</form>",
      ["form.email", "form.password", "render_field"]
    ),
    (.html, "<form>{{ form.as_p }}{{ form.non_field_errors }}</form>", ["form.as_p"]),
    (.jinja, "{% for field in form %}{{ field }}{{ field.label_tag }}{% endfor %}", ["field"]),
    (.jinja, "{{ login_form|crispy }}", ["login_form|crispy"]),
    (
      .jinja, "{{ form.email|as_crispy_field }}{% bootstrap_field form.phone %}",
      ["form.email", "bootstrap_field"]
    ),
    (
      .twig,
      "{{ form_start(form) }}\n{{ form_row(form.email) }}{{ form_widget(form.password) }}"
        + "{{ form_rest(form) }}{{ form_end(form) }}",
      ["form_row(form.email)", "form_widget(form.password)", "form_rest(form)"]
    ),
    (
      .blade,
      "<form method=\"POST\">@csrf\n@include('form.text', ['name' => 'email'])\n<x-text-input id=\"email\" />"
        + "<x-input-label for=\"email\" /><livewire:password-field /></form>",
      ["@include('form.text')", "<x-text-input>", "<livewire:password-field>"]
    ),
    (
      .liquid, "{% form 'customer_login' %}{% render 'input-email', name: 'e' %}{% endform %}",
      ["render 'input-email'"]
    ),
    (
      .vue,
      "<template><el-form><el-form-item label=\"Email\"><el-input v-model=\"email\" /></el-form-item>"
        + "<v-text-field label=\"Name\" /><b-form-input /><TextInput /></el-form></template>",
      ["<el-input>", "<v-text-field>", "<b-form-input>", "<TextInput>"]
    ),
    (.svelte, "<form><PasswordInput bind:value={pw} /></form>", ["<PasswordInput>"]),
    (
      .angular,
      "<form><mat-form-field><mat-select formControlName=\"c\"></mat-select></mat-form-field>"
        + "<ng-select [items]=\"x\"></ng-select></form>",
      ["<mat-select>", "<ng-select>"]
    ),
    (.html, "<form><sl-input name=\"q\"></sl-input></form>", ["<sl-input>"]),
  ]

  @Test("A note at the first, naming the helpers, and the list", arguments: 0..<unread.count)
  func noted(index: Int) throws {
    let (syntax, source, helpers) = Self.unread[index]
    let document = Self.scan(source, syntax)
    #expect(document.unreadFields.map(\.helper) == helpers, "\(source)")
    let note = try #require(document.notes.first { $0.kind == .unreadFields }, "\(source)")
    #expect(note.position == document.unreadFields.first?.position)
    #expect(note.message.hasPrefix("\(helpers.count) field"), "\(note.message)")
    #expect(note.message.contains(helpers[0]))
  }

  @Test("Names that do not say field, read fields and wrappers are not counted")
  func notCounted() {
    let cases: [(SourceSyntax, String)] = [
      (
        .vue,
        "<template><el-form-item><el-button>Go</el-button></el-form-item><my-card/></template>"
      ),
      (.angular, "<mat-form-field><input matInput name=\"q\"></mat-form-field><FormField>"),
      (.html, "<x-input-label>Email</x-input-label><input-group></input-group>"),
      (.jinja, "{{ form.errors }}{{ form.email.label_tag }}{{ form.media }}{# {{ form.email }} #}"),
      (.jinja, "{{ user.email }}{{ formset.management_form }}"),
      (.twig, "{{ form_start(form) }}{{ form_label(form.email) }}{{ form_errors(form) }}"),
      (.blade, "@include('partials.header')<x-app-layout></x-app-layout>"),
      (.liquid, "{% render 'product-card' %}{% include 'icon-search' %}"),
      (.erb, "<%= form_with url: \"/s\" do |f| %><%= f.email_field :email %><% end %>"),
      (.html, "<TextInput>"),  // PascalCase means nothing in plain HTML
    ]
    for (syntax, source) in cases {
      let document = Self.scan(source, syntax)
      #expect(document.unreadFields.isEmpty, "\(source): \(document.unreadFields)")
      #expect(!document.notes.contains { $0.kind == .unreadFields }, "\(source)")
    }
  }

  @Test("A component mapped in components: is read, not counted")
  func mapped() throws {
    let map = ComponentMap(["el-input": ComponentMap.Component(element: "input")])
    let source = "<template><el-input /><ElInput /><el-select /></template>"
    let document = Self.scan(source, .vue, components: map)
    // Vue resolves <ElInput> to the el-input entry, as the scan reads it.
    #expect(document.unreadFields.map(\.helper) == ["<el-select>"])
    #expect(document.fields.count == 2)
  }

  @Test("Positions are where the helper is written")
  func positions() throws {
    let source = "<div>\n  {{ form.email }}\n</div>"
    let field = try #require(Self.scan(source, .jinja).unreadFields.first)
    #expect(field.position == SourcePosition(line: 2, column: 3))
  }

  @Test("The summary counts them and says so instead of \"No problems\"")
  func summary() throws {
    let document = Self.scan("{{ form.email }}{{ form.password }}", .jinja)
    var summary = ScanSummary()
    summary.add(FileReport(path: "login.html", document: document, error: nil))
    #expect(summary.unreadFields == 2)
    #expect(summary.unreadFieldsClause.contains("2 fields were not read"))
    let report = FileReport(path: "login.html", document: document, error: nil)
    #expect(report.noFieldsDescription.contains("2 fields"))
    let json = JSONReport.value(for: summary)
    guard case .object(let members) = json else { return }
    #expect(members.contains { $0.0 == "unreadFields" })
  }
}
