import Foundation

/// The Rails form helpers the ERB scan reads as the elements they render (Action View's
/// `FormHelper`, `FormTagHelper` and `Tags::*`), and how each turns its arguments into
/// attributes.
enum RailsFormHelpers {
  /// What a field helper renders.
  struct Field {
    var element: String
    /// The `type` of an `<input>`.
    var type: String?
  }

  /// The builder's field methods (`f.email_field :email`), by method name. Rails names an input
  /// type after its `Tags::…Field` class (`TelField` is `tel`).
  static let builderFields: [String: Field] = {
    var table: [String: Field] = [
      "text_area": Field(element: "textarea"), "textarea": Field(element: "textarea"),
      "telephone_field": Field(element: "input", type: "tel"),
      "phone_field": Field(element: "input", type: "tel"),
      "datetime_field": Field(element: "input", type: "datetime-local"),
      "datetime_local_field": Field(element: "input", type: "datetime-local"),
      "check_box": Field(element: "input", type: "checkbox"),
      "checkbox": Field(element: "input", type: "checkbox"),
      "radio_button": Field(element: "input", type: "radio"),
    ]
    for type in [
      "text", "password", "email", "url", "number", "search", "date", "time", "month", "week",
      "color", "range", "file", "hidden",
    ] {
      table["\(type)_field"] = Field(element: "input", type: type)
    }
    return table
  }()

  /// The `*_tag` helpers (`email_field_tag :email, nil, placeholder: "…"`), by method name.
  static let tagFields: [String: Field] = {
    var table: [String: Field] = [:]
    for (method, field) in builderFields {
      // `check_box_tag`, `text_area_tag`, `email_field_tag`; Rails 8 adds `textarea_tag`.
      table["\(method)_tag"] = field
    }
    return table
  }()

  /// Helpers that start a form and take a block. simple_form's and Formtastic's builders are
  /// Rails builders with an `input` method of their own.
  static let forms: Set<String> = [
    "form_with", "form_for", "form_tag", "simple_form_for", "semantic_form_for",
  ]

  /// Whether a form helper takes its record first, as `form_for` does.
  static func takesRecordFirst(_ method: String) -> Bool {
    method == "form_for" || method == "simple_form_for" || method == "semantic_form_for"
  }

  /// Builder methods that render fields the scan does not read (a `<select>` of options Ruby
  /// computes, date part selects, simple_form's and Formtastic's `input`).
  static let unreadBuilderMethods: Set<String> = [
    "select", "collection_select", "grouped_collection_select", "time_zone_select",
    "weekday_select", "date_select", "datetime_select", "time_select",
    "collection_check_boxes", "collection_checkboxes", "collection_radio_buttons",
    "rich_text_area", "rich_textarea", "input", "input_field", "association", "inputs",
  ]

  /// Bare helpers that render fields the scan does not read.
  static let unreadTagHelpers: Set<String> = [
    "select_tag", "select_date", "select_datetime", "select_time", "select_year", "select_month",
    "select_day", "time_zone_select", "date_select", "datetime_select", "time_select",
    "collection_select", "rich_text_area_tag", "rich_textarea_tag",
  ]

  /// Options that configure the helper and are no attributes.
  static let helperOptions: Set<String> = [
    "object", "index", "namespace", "include_hidden", "skip_default_ids", "include_blank",
    "prompt", "in", "within", "data", "builder", "allow_method_names_outside_object",
    "checked", "escape", "disable_with",
  ]

  /// Action View's boolean attributes: `true` renders the name as its value, `false` nothing.
  static let booleanAttributes: Set<String> = [
    "autofocus", "checked", "disabled", "formnovalidate", "hidden", "inert", "multiple",
    "novalidate", "readonly", "required", "selected",
  ]

  /// The attributes `options` render (Action View's `tag_options`): a `nil` or `false` boolean
  /// renders nothing, `aria: { label: "x" }` renders `aria-label`, `data:` is ignored.
  static func attributes(
    of options: [RubyCall.Option], skipping skipped: Set<String> = helperOptions
  ) -> [TemplateHelperElement.Attribute] {
    var attributes: [TemplateHelperElement.Attribute] = []
    for option in options where !skipped.contains(option.key) {
      if option.key == "aria", case .hash(let entries) = option.value {
        for entry in entries {
          let name = "aria-" + entry.key.replacingOccurrences(of: "_", with: "-")
          attributes += attribute(name, entry.value, at: entry.offset).map { [$0] } ?? []
        }
        continue
      }
      if let attribute = attribute(option.key, option.value, at: option.offset) {
        attributes.append(attribute)
      }
    }
    return attributes
  }

  /// The attribute one option renders, or nil when it renders none.
  static func attribute(_ name: String, _ value: RubyCall.Value, at offset: Int)
    -> TemplateHelperElement.Attribute?
  {
    let name = name.lowercased()
    switch value {
    case .null: return nil
    case .hash: return nil
    case .boolean(let isOn):
      if booleanAttributes.contains(name) {
        return isOn ? TemplateHelperElement.Attribute(name: name, value: name, offset: offset) : nil
      }
      return TemplateHelperElement.Attribute(name: name, value: String(isOn), offset: offset)
    case .string(let text), .symbol(let text), .number(let text):
      return TemplateHelperElement.Attribute(name: name, value: text, offset: offset)
    case .expression(let code):
      return TemplateHelperElement.Attribute(
        name: name, value: code, isDynamic: true, offset: offset)
    }
  }

  /// Active Support's `humanize` as a label's default text uses it: `password_confirmation`
  /// reads "Password confirmation", `country_id` "Country".
  static func humanized(_ method: String) -> String {
    var words = method
    if words.hasSuffix("_id") { words.removeLast(3) }
    words = words.replacingOccurrences(of: "_", with: " ").trimmingCharacters(in: .whitespaces)
    return words.prefix(1).uppercased() + words.dropFirst()
  }

  /// A `*_tag` helper's id for a name (Action View's `sanitize_to_id`): `user[email]` is
  /// `user_email`.
  static func sanitizedID(_ name: String) -> String {
    String(
      name.replacingOccurrences(of: "]", with: "").map { character in
        character.isASCII && (character.isLetter || character.isNumber || "-:.".contains(character))
          ? character : "_"
      })
  }

  /// A builder's object name as its ids use it (`Tags::Base#sanitized_object_name`):
  /// `user[address]` is `user_address`.
  static func sanitizedObjectName(_ name: String) -> String {
    var sanitized = String(
      name.replacingOccurrences(of: "][", with: "_").map { character in
        character.isASCII && (character.isLetter || character.isNumber || "-:.".contains(character))
          ? character : "_"
      })
    if sanitized.hasSuffix("_") { sanitized.removeLast() }
    return sanitized
  }

  /// The object name `form_with model:` or `form_for` gives a record written as `value`: its
  /// `model_name.param_key`, which the scan reads from the code (`@user` and `user` are
  /// `user`, `User.new` is `user`, `[@post, @comment]` is `comment`); nil when only Ruby knows.
  static func objectName(ofRecord value: RubyCall.Value) -> String? {
    switch value {
    case .symbol(let name), .string(let name): return name
    case .expression(let code):
      var code = code
      if code.hasPrefix("["), code.hasSuffix("]") {
        code = String(code.dropFirst().dropLast().split(separator: ",").last ?? "")
          .trimmingCharacters(in: .whitespaces)
      }
      if code.hasPrefix("@") { code.removeFirst() }
      if let constant = code.split(separator: ".").first, code.contains("."),
        constant.first?.isUppercase == true, !constant.contains(":")
      {
        return underscored(String(constant))
      }
      guard !code.isEmpty,
        code.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }),
        code.first?.isLowercase == true
      else { return nil }
      return code
    default: return nil
    }
  }

  /// `UserSession` → `user_session`.
  private static func underscored(_ constant: String) -> String {
    var result = ""
    for character in constant {
      if character.isUppercase, !result.isEmpty { result += "_" }
      result += character.lowercased()
    }
    return result
  }
}
