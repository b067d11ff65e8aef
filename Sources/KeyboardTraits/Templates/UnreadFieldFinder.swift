import Foundation

/// Finds the fields a template renders through helpers and components the scan does not read
/// (`{{ form.email }}`, `{{ form_row(form.email) }}`, `@include('form.input')`, `<el-input>`,
/// `<TextInput>`, Rails' `f.select`), so that a file whose fields are all of that kind is never
/// reported as having none. The recognisers are tables, and conservative: a call or tag counts
/// only when its name says it renders a field.
enum UnreadFieldFinder {
  /// Words that, as the last word of a component or snippet name, say it is a field
  /// (`text-input`, `ng-select`, `v-text-field`, `PasswordInput`).
  static let fieldWords: Set<String> = [
    "input", "select", "textarea", "field", "autocomplete", "combobox", "checkbox", "password",
    "email",
  ]

  /// Django (read as Jinja or plain HTML) and Jinja: form rendering in `{{ … }}` and `{% … %}`.
  /// A whole form (`{{ form }}`, `{{ form.as_p }}`, `{% crispy form %}`) counts once.
  static let djangoFormTags: Set<String> = [
    "render_field", "formattedfield", "bootstrap_field", "bootstrap_form", "crispy",
    "form_field", "render_form",
  ]
  /// Members of a Django form that are no field (`form.errors`, `form.media`).
  static let djangoFormMembers: Set<String> = [
    "errors", "non_field_errors", "media", "prefix", "is_bound", "management_form", "action",
    "instance", "fields", "initial", "cleaned_data", "data", "label_suffix", "auto_id",
    "hidden_fields", "visible_fields", "helper", "title", "method", "id", "name", "label",
    "help_text", "url", "is_valid", "has_changed", "field_order", "files", "error_class",
    "renderer", "template_name", "legend", "submit",
  ]
  /// Twig's (Symfony) form functions that render fields.
  static let twigFunctions: Set<String> = ["form_widget", "form_row", "form_rest", "form"]

  /// The unread fields of a template, in source order; `original` is the text as written,
  /// `template` what was masked in it.
  static func find(
    in original: [UInt8], template: TemplateMask?, syntax: SourceSyntax, components: ComponentMap
  ) -> [(offset: Int, helper: String)] {
    var found: [(offset: Int, helper: String)] = []
    if let template {
      found += template.unreadHelpers.map { ($0.offset, $0.helper) }
      let comments = template.comments.map(\.bytes)
      for range in template.ranges where !range.isInTag {
        let bytes = range.bytes
        guard !comments.contains(where: { $0.overlaps(bytes) }) else { continue }
        if let helper = helper(in: bytes, of: original, syntax: syntax) {
          found.append((bytes.lowerBound, helper))
        }
      }
    }
    let markup = template?.text ?? original
    found += Self.components(in: markup, syntax: syntax, map: components)
    return found.sorted { $0.offset < $1.offset }
  }

  // MARK: Template tags

  /// The helper a template tag in `range` calls to render a field, or nil.
  private static func helper(in range: Range<Int>, of text: [UInt8], syntax: SourceSyntax)
    -> String?
  {
    guard range.count > 4, range.count < 400 else { return nil }
    let tag = String(decoding: text[range], as: UTF8.self)
    switch syntax {
    case .jinja, .html, .nunjucks:
      return djangoHelper(tag)
    case .twig:
      return twigHelper(tag)
    case .blade:
      return bladeInclude(tag)
    case .liquid:
      return liquidSnippet(tag)
    default:
      return nil
    }
  }

  /// `{{ form.email }}`, `{{ form.email|as_crispy_field }}`, `{{ field }}`, `{{ form }}`,
  /// `{{ form.as_p }}`, `{% render_field form.email class="x" %}`, `{% crispy form %}`.
  static func djangoHelper(_ tag: String) -> String? {
    let inner = innerText(tag)
    if tag.hasPrefix("{%") {
      let words = inner.split(whereSeparator: \.isWhitespace)
      guard let first = words.first.map(String.init), djangoFormTags.contains(first) else {
        return nil
      }
      return first
    }
    guard tag.hasPrefix("{{") else { return nil }
    let parts = inner.split(separator: "|", maxSplits: 1)
    guard let subject = parts.first?.trimmingCharacters(in: .whitespaces) else { return nil }
    let filter = parts.count > 1 ? parts[1].trimmingCharacters(in: .whitespaces) : ""
    let path = subject.split(separator: ".").map(String.init)
    guard !path.isEmpty, path.allSatisfy({ isIdentifier($0) }) else { return nil }
    let root = path[0]
    let isForm = root == "form" || root.hasSuffix("_form")
    if path.count == 1 {
      // `{{ form }}`, `{{ form|crispy }}`, `{{ field }}` in `{% for field in form %}`.
      guard isForm || root == "field" else { return nil }
      return filter.isEmpty ? root : "\(root)|\(filter.prefix { $0 != ":" && $0 != "(" })"
    }
    guard isForm, path.count == 2 else { return nil }
    let member = path[1]
    if member.hasPrefix("as_") { return subject }
    guard !djangoFormMembers.contains(member) else { return nil }
    return subject
  }

  /// `{{ form_widget(form.email) }}`, `{{ form_row(form.email) }}`, `{{ form_rest(form) }}`,
  /// `{{ form(form) }}`.
  static func twigHelper(_ tag: String) -> String? {
    guard tag.hasPrefix("{{") else { return nil }
    let inner = innerText(tag)
    let name = String(inner.prefix { $0.isLetter || $0 == "_" })
    guard twigFunctions.contains(name), inner.dropFirst(name.count).first == "(" else {
      return nil
    }
    let argument = inner.dropFirst(name.count + 1).prefix { $0 != ")" && $0 != "," }
    return "\(name)(\(argument.trimmingCharacters(in: .whitespaces)))"
  }

  /// `@include('form.input', …)`, `@include('components.email-field')`: a view under `form.`
  /// or `forms.`, or one whose last name says field.
  static func bladeInclude(_ tag: String) -> String? {
    guard tag.hasPrefix("@include") else { return nil }
    guard let view = firstQuoted(tag) else { return nil }
    let segments = view.split(separator: ".").map(String.init)
    let isFormView = segments.count > 1 && ["form", "forms"].contains(segments[0])
    guard isFormView || namesField(segments.last ?? "") else { return nil }
    return "@include('\(view)')"
  }

  /// `{% render 'input', name: 'email' %}`, `{% include 'form-field' %}`: a snippet whose name
  /// says field.
  static func liquidSnippet(_ tag: String) -> String? {
    let words = innerText(tag).split(whereSeparator: \.isWhitespace)
    guard let first = words.first, first == "render" || first == "include",
      let snippet = firstQuoted(tag), namesField(snippet)
    else { return nil }
    return "\(first) '\(snippet)'"
  }

  // MARK: Components

  /// Custom elements and components whose name says field, not mapped in `map`: `<el-input>`,
  /// `<ng-select>`, `<x-text-input>`, `<livewire:search-input>`, and in component syntaxes
  /// PascalCase `<TextInput>`. A wrapper (`<mat-form-field>`, `<el-form-item>`) is none.
  static func components(in markup: [UInt8], syntax: SourceSyntax, map: ComponentMap)
    -> [(offset: Int, helper: String)]
  {
    let readsPascalCase = [.vue, .svelte, .astro, .angular].contains(syntax)
    // The lookup the tree builder reads wrappers with, so a tag it reads is never unread.
    let mapped = TemplateComponents(map, syntax: syntax)
    var found: [(offset: Int, helper: String)] = []
    var index = 0
    let lessThan = UInt8(ascii: "<")
    while let open = markup.firstOffset(of: lessThan, from: index, to: markup.count) {
      index = open + 1
      guard index < markup.count, MaskingBuffer.isLetter(markup[index]) else { continue }
      var end = index
      while end < markup.count,
        MaskingBuffer.isWordByte(markup[end]) || markup[end] == UInt8(ascii: "-")
          || markup[end] == UInt8(ascii: ":") || markup[end] == UInt8(ascii: ".")
      {
        end += 1
      }
      // Most tags are HTML's own: only a name with `-` or `:`, or a capital in a component
      // syntax, is made into a string.
      let isPascal = readsPascalCase && markup[index] >= 0x41 && markup[index] <= 0x5A
      guard isPascal || markup[index..<end].contains(where: { $0 == 0x2D || $0 == 0x3A }) else {
        continue
      }
      let name = String(decoding: markup[index..<end], as: UTF8.self)
      let isCustom = name.contains("-") || name.hasPrefix("livewire:")
      guard isCustom || isPascal, mapped?.component(named: name) == nil, namesField(name)
      else { continue }
      found.append((open, "<\(name)>"))
    }
    return found
  }

  /// Whether a component or snippet name says it renders a field: its last word is one of
  /// ``fieldWords`` (`field` not after `form`: `form-field` wraps one).
  static func namesField(_ name: String) -> Bool {
    let words = self.words(of: name)
    guard let last = words.last, fieldWords.contains(last) else { return false }
    if last == "field", words.dropLast().last == "form" { return false }
    return true
  }

  /// `el-input` → [el, input]; `TextInput` → [text, input]; `x-form.input` → [x, form, input].
  static func words(of name: String) -> [String] {
    var words: [String] = []
    var current = ""
    for character in name {
      if character == "-" || character == "_" || character == "." || character == ":"
        || character == "/"
      {
        if !current.isEmpty { words.append(current) }
        current = ""
        continue
      }
      if character.isUppercase, !current.isEmpty, current.last?.isLowercase == true {
        words.append(current)
        current = ""
      }
      current += character.lowercased()
    }
    if !current.isEmpty { words.append(current) }
    return words
  }

  // MARK: Text

  /// A template tag's text between its delimiters and whitespace-control markers.
  private static func innerText(_ tag: String) -> String {
    var inner = Substring(tag)
    for opener in ["{{", "{%"] where inner.hasPrefix(opener) { inner = inner.dropFirst(2) }
    for closer in ["}}", "%}"] where inner.hasSuffix(closer) { inner = inner.dropLast(2) }
    return inner.trimmingCharacters(in: CharacterSet(charactersIn: "-~ \t\r\n"))
  }

  private static func firstQuoted(_ text: String) -> String? {
    guard let open = text.firstIndex(where: { $0 == "'" || $0 == "\"" }) else { return nil }
    let quote = text[open]
    let rest = text[text.index(after: open)...]
    guard let close = rest.firstIndex(of: quote) else { return nil }
    return String(rest[..<close])
  }

  private static func isIdentifier(_ text: String) -> Bool {
    !text.isEmpty && text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
      && text.first?.isNumber == false
  }
}
