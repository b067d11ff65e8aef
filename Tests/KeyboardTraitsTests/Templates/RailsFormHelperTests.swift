import Foundation
import Testing

@testable import KeyboardTraits

/// Rails form helpers in ERB read as the elements Action View renders for them.
@Suite("Rails form helpers")
struct RailsFormHelperTests {
  static let cases = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/templates/erb/cases")

  static func scan(_ source: String) -> ScannedDocument {
    FormScanner().scan(html: source, documentURL: "https://shop.example/", syntax: .erb)
  }

  static func fixture(_ name: String) throws -> (String, ScannedDocument) {
    let source = try String(
      contentsOf: cases.appendingPathComponent(name), encoding: .utf8)
    return (source, scan(source))
  }

  /// The 1-based line and column where `text` is first written in `source`.
  static func place(of text: String, in source: String, after: String = "") throws
    -> SourcePosition
  {
    let searchStart =
      after.isEmpty ? source.startIndex : try #require(source.range(of: after)).upperBound
    let found = try #require(source.range(of: text, range: searchStart..<source.endIndex))
    let before = source[..<found.lowerBound]
    let line = before.filter { $0 == "\n" }.count + 1
    let lineStart = before.lastIndex(of: "\n").map { source.index(after: $0) } ?? source.startIndex
    return SourcePosition(line: line, column: source[lineStart..<found.lowerBound].count + 1)
  }

  @Test("A sign-in built with form_with url: has its fields at the helper calls, in a form")
  func signIn() throws {
    let (source, document) = try Self.fixture("rails_sign_in.html.erb")
    let fields = document.fields.filter { $0.inputType != .submit }
    #expect(fields.map(\.inputType) == [.email, .password])
    let email = try #require(fields.first)
    #expect(email.position == (try Self.place(of: "form.email_field", in: source)))
    // `form_with url:` has no object: names and ids are the method.
    #expect(email.name == "email_address")
    #expect(email.id == "email_address")
    #expect(email.has(.required) && email.has(.autofocus))
    #expect(email[.placeholder] == "you@example.com")
    #expect(email.position(of: .placeholder) == (try Self.place(of: "placeholder:", in: source)))
    #expect(
      email.position(of: .name)
        == (try Self.place(of: ":email_address,", in: source, after: "email_field")))
    #expect(!email.has(.autocomplete))
    #expect(email.label == "Email")
    let password = try #require(fields.last)
    #expect(password.name == "password")
    #expect(password.label == "Password")
    #expect(password[.maxlength] == "72")
    // The form is the helper's block: the `if … end` inside it does not end it.
    let form = try #require(document.forms.first)
    #expect(document.forms.count == 1)
    #expect(form.position == (try Self.place(of: "form_with", in: source)))
    #expect(form.dynamicAttributes == ["action"])
    #expect(form.action == "session_path")
    #expect(form[.method] == "post")
    #expect(document.fields.allSatisfy { $0.formIndex == 0 })
    let submit = try #require(document.fields.last)
    #expect(submit.inputType == .submit)
    #expect(submit[.value] == "Sign in")
    // Rails' hidden authenticity token is no field.
    #expect(document.fields.count == 3)
  }

  @Test("form_with model: names fields after the record; options are attributes")
  func signUp() throws {
    let (source, document) = try Self.fixture("rails_sign_up.html.erb")
    let byName = Dictionary(
      document.fields.compactMap { field in field.name.map { ($0, field) } },
      uniquingKeysWith: { first, _ in first })
    let name = try #require(byName["user[name]"])
    #expect(name.id == "user_name")
    #expect(name[.autocomplete] == "name")
    // `:key => value` reads as `key: value`.
    #expect(name[.autocapitalize] == "words")
    #expect(
      name.position(of: .autocapitalize) == (try Self.place(of: ":autocapitalize", in: source)))
    #expect(name.label == "Full name")
    let email = try #require(byName["user[email]"])
    #expect(email.inputType == .email && email.id == "user_email")
    #expect(email.attribute("aria-describedby") == "email-help")
    #expect(!email.attributes.array.contains { $0.name.hasPrefix("data") })
    #expect(email.label == "Email")
    let phone = try #require(byName["user[phone]"])
    #expect(phone.inputType == .tel)
    // An option written as code is dynamic, valued as written.
    #expect(phone.dynamicAttributes == ["inputmode"])
    #expect(phone[.inputmode] == "@phone_mode")
    let bio = try #require(byName["user[bio]"])
    #expect(bio.element == "textarea" && bio.attribute("rows") == "4")
    let hidden = try #require(byName["user[referrer]"])
    #expect(hidden.inputType == .hidden && hidden[.autocomplete] == "off")
    let terms = try #require(byName["user[terms]"])
    #expect(terms.inputType == .checkbox && terms[.value] == "1" && terms.has(.required))
    #expect(terms.label == "I accept the terms")
    // The block of `errors.each do` ends before the form does; `f.select` is not read.
    #expect(document.forms.count == 1)
    #expect(document.fields.allSatisfy { $0.formIndex == 0 })
    #expect(document.fields.count == 8)
    #expect(try #require(document.forms.first).dynamicAttributes == ["action"])
  }

  @Test("form_tag with *_field_tag helpers; a field after the block's end is outside the form")
  func formTag() throws {
    let (source, document) = try Self.fixture("rails_form_tag.html.erb")
    let form = try #require(document.forms.first)
    #expect(form[.method] == "get")
    #expect(form.action == "search_path" && form.dynamicAttributes == ["action"])
    #expect(form.attribute("class") == "search")
    let query = try #require(document.fields.first)
    #expect(query.inputType == .search && query.name == "q" && query.id == "q")
    #expect(query.position == (try Self.place(of: "search_field_tag", in: source)))
    #expect(query.dynamicAttributes == ["value"])
    #expect(query.label == "Search the shop")
    let newsletter = try #require(document.fields.dropFirst().first)
    #expect(newsletter.inputType == .email && newsletter.name == "newsletter_email")
    #expect(!newsletter.has(.value))
    #expect(newsletter[.autocomplete] == "email")
    let after = try #require(document.fields.last)
    #expect(after.name == "after_form" && after.formIndex == nil)
    #expect(document.fields.dropLast().allSatisfy { $0.formIndex == 0 })
  }

  @Test("Names and ids as Rails renders them")
  func namesAndIDs() throws {
    let cases: [(String, String, String)] = [
      (
        "<%= form_with scope: :session, url: x do |f| %><%= f.text_field :login %><% end %>",
        "session[login]", "session_login"
      ),
      (
        "<%= form_for @account do |f| %><%= f.email_field :email %><% end %>",
        "account[email]", "account_email"
      ),
      (
        "<%= form_for User.new, as: :member do |f| %><%= f.text_field :nick %><% end %>",
        "member[nick]", "member_nick"
      ),
      (
        "<%= form_with model: [@post, @comment] do |f| %><%= f.text_area :body %><% end %>",
        "comment[body]", "comment_body"
      ),
      (
        "<%= form_with(url: login_path) do |f| %><%= f.password_field(:password) %><% end %>",
        "password", "password"
      ),
      ("<%= text_field_tag 'user[email]' %>", "user[email]", "user_email"),
      ("<%= password_field_tag %>", "password", "password"),
      (
        "<%= form_with model: @user do |f| %><%= f.check_box :terms, { class: \"c\" }, \"yes\", \"no\" %><% end %>",
        "user[terms]", "user_terms"
      ),
    ]
    for (source, name, id) in cases {
      let field = try #require(Self.scan(source).fields.first, "\(source)")
      #expect(field.name == name, "\(source)")
      #expect(field.id == id, "\(source)")
      #expect(field.dynamicAttributes.isEmpty, "\(source)")
    }
    // check_box(method, options, checked_value, unchecked_value): the options hash comes first.
    let checkbox = try #require(
      Self.scan(
        "<%= form_with model: @user do |f| %><%= f.check_box :terms, { class: \"c\" }, \"yes\", \"no\" %><% end %>"
      ).fields.first)
    #expect(checkbox[.value] == "yes" && checkbox.attribute("class") == "c")
    // A record only Ruby names gives names the scan does not know.
    let unknown = try #require(
      Self.scan("<%= form_with model: find_record(1) do |f| %><%= f.text_field :x %><% end %>")
        .fields.first)
    #expect(unknown.dynamicAttributes == ["name", "id"])
    // `as:` names the object; a method that returns the name is code.
    let named = try #require(
      Self.scan(
        "<%= form_for(resource, as: resource_name, url: session_path(resource_name)) do |f| %>"
          + "<%= f.email_field :email, autocomplete: \"email\" %><% end %>"
      ).fields.first)
    #expect(named.dynamicAttributes == ["name", "id"])
    #expect(named[.autocomplete] == "email")
    // Radio buttons add their value to the id (FormTagHelper#radio_button_tag,
    // Tags::RadioButton); a value written as code makes the id dynamic.
    let radios = Self.scan(
      "<%= radio_button_tag 'size', 'Extra large' %><%= radio_button_tag('variant_id', v.id) %>"
        + "<%= form_with model: @order do |f| %><%= f.radio_button :plan, 'pro' %>"
        + "<%= f.radio_button :plan, plan.code %><% end %>"
    ).fields
    #expect(
      radios.map(\.id) == [
        "size_Extra_large", "variant_id_v.id", "order_plan_pro", "order_plan_plan.code",
      ])
    #expect(radios.map { $0.dynamicAttributes.contains("id") } == [false, true, false, true])
  }

  @Test("Option values: literals, booleans, nil, interpolation and code")
  func optionValues() throws {
    let source = #"""
      <%= text_field_tag :a, nil, required: false, disabled: true, spellcheck: false, autocorrect: "off", class: nil, title: "Hi #{name}", maxlength: 5, id: :custom %>
      """#
    let field = try #require(Self.scan(source).fields.first)
    #expect(!field.has(.required))
    #expect(field[.disabled] == "disabled")
    #expect(field[.spellcheck] == "false")
    #expect(field[.autocorrect] == "off")
    #expect(!field.hasAttribute("class"))
    #expect(field.dynamicAttributes == ["title"])
    #expect(field.attribute("maxlength") == "5")
    #expect(field.id == "custom")
  }

  @Test("Calls that are not helpers the scan reads, and masked text's length, stay as they were")
  func notHelpers() throws {
    let sources = [
      "<%= f.email_field :email %>",  // no builder named f in scope
      "<% text_field_tag :a %>",  // code that prints nothing
      "<%# email_field_tag :a %>",
      "<%= email_field_tag(:a) + more %>",
      "<%= foo.bar :a %>",
    ]
    for source in sources {
      let document = Self.scan(source)
      #expect(document.fields.isEmpty, "\(source)")
      let mask = try #require(TemplateMasker.mask(Array(source.utf8), syntax: .erb))
      #expect(mask.text.count == source.utf8.count)
    }
  }

  @Test("The masked text holds placeholder tags at the calls, and keeps the original's length")
  func placeholders() throws {
    let source = "<%= form_with url: \"/a\" do |f| %>\n<%= f.text_field :q %>\n<% end %>"
    let mask = try #require(TemplateMasker.mask(Array(source.utf8), syntax: .erb))
    let expected = [
      "    <form>" + String(repeating: " ", count: 23),
      "    <wbr>" + String(repeating: " ", count: 13),
      "</form>  ",
    ].joined(separator: "\n")
    #expect(String(decoding: mask.text, as: UTF8.self) == expected)
    #expect(mask.helperElements.keys.sorted() == [4, 38])
  }

  @Test("Ruby blocks: do/end and statement if/unless count; modifier if does not")
  func blocks() throws {
    let source = """
      <%= form_with url: "/a" do |f| %>
        <% if a %><% elsif b %><% else %><% end %>
        <% unless c %><% end %><% items.each do |i| %><% end %>
        <% x = 1 if y %>
        <%= f.text_field :inside %>
      <% end %>
      <%= text_field_tag :outside %>
      """
    let document = Self.scan(source)
    #expect(document.forms.count == 1)
    #expect(document.forms.first?.action == "/a")
    #expect(document.fields.map(\.formIndex) == [0, nil])
  }

  @Test("form_tag without a block opens a form the page's </form> closes; f.button :submit")
  func formTagWithoutBlock() throws {
    let source = """
      <%= form_tag "/subscribe" %>
        <%= email_field_tag :email %>
      </form>
      <%= text_field_tag :after %>
      <%= simple_form_for @user do |f| %><%= f.button :submit %><% end %>
      """
    let document = Self.scan(source)
    #expect(document.forms.count == 2)
    #expect(document.forms.first?.action == "/subscribe")
    #expect(document.fields.map(\.formIndex) == [0, nil, 1])
    #expect(document.fields.last?.inputType == .submit)
  }

  @Test("A label block wraps the field it holds")
  func labelBlock() throws {
    let source = """
      <%= form_with url: "/s" do |f| %>
        <%= f.label :remember do %><%= f.check_box :remember %> Keep me signed in<% end %>
      <% end %>
      """
    let field = try #require(Self.scan(source).fields.first)
    #expect(field.inputType == .checkbox)
    #expect(field.label == "Keep me signed in")
  }
}
