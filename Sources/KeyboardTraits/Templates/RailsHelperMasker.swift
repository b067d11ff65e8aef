/// Reads the Rails form helpers of an ERB template (after ``DelimiterMasker`` masked its tags)
/// as the elements they render: each `<%= f.email_field :email, autocomplete: "username" %>`
/// becomes a ``TemplateHelperElement`` with the attributes Rails renders, and a `<wbr>`
/// placeholder at the call inside the masked tag, so that libxml2 puts it in the tree and the
/// field is where the helper is called. `form_with`/`form_for`/`form_tag … do |f|` become a
/// `<form>` placeholder and a `</form>` at the block's `end`; their builder (`f`) gives the
/// fields' names and ids (`user[email]`, `user_email`).
///
/// Ruby blocks are counted (`do`, and `if`/`unless`/`case`/… that start a statement, against
/// `end`) to find the `end` of each form. Rails' own hidden inputs (`authenticity_token`,
/// `utf8`, `_method`, a check box's unchecked value) are no fields a person fills in and are
/// left out.
struct RailsHelperMasker {
  /// A form builder in scope: the block parameter of a form helper.
  private struct Builder {
    var variable: String
    /// The object name (`user`); empty for `form_with url:` (names are the bare method); nil
    /// when only Ruby knows it.
    var objectName: String?
    /// The block depth inside the form's block.
    var depth: Int
  }

  /// A block whose `end` closes a placeholder element.
  private struct OpenContainer {
    var element: String
    var depth: Int
  }

  private var depth = 0
  private var builders: [Builder] = []
  private var containers: [OpenContainer] = []

  mutating func run(_ buffer: inout MaskingBuffer) {
    buffer.normalise()
    let original = buffer.original
    for range in buffer.mask.ranges.filter({ !$0.isInTag }).map(\.bytes) {
      guard let code = Self.code(of: range, in: original) else { continue }
      let isOutput = original[range.lowerBound + 2] == UInt8(ascii: "=")
      if Self.isEnd(code, in: original) {
        depth -= 1
        if let container = containers.last, container.depth == depth {
          containers.removeLast()
          _ = buffer.writePlaceholder("</\(container.element)>", in: range, from: range.lowerBound)
        }
        builders.removeAll { $0.depth > depth }
        continue
      }
      if isOutput, let call = RubyCallReader.call(in: code, of: original) {
        read(call, in: range, buffer: &buffer)
      }
      depth += RubyBlocks.balance(of: code, in: original)
    }
  }

  /// The Ruby code of an ERB tag (`<% … %>`, `<%= … %>`, `<%== … -%>`); nil for a comment or
  /// an escape.
  private static func code(of range: Range<Int>, in text: [UInt8]) -> Range<Int>? {
    guard range.count >= 4, text[range.lowerBound] == UInt8(ascii: "<"),
      text[range.lowerBound + 1] == UInt8(ascii: "%"),
      text[range.upperBound - 1] == UInt8(ascii: ">"),
      text[range.upperBound - 2] == UInt8(ascii: "%")
    else { return nil }
    var start = range.lowerBound + 2
    let marker = text[start]
    if marker == UInt8(ascii: "#") || marker == UInt8(ascii: "%") { return nil }
    while start < range.upperBound - 2,
      text[start] == UInt8(ascii: "=") || text[start] == UInt8(ascii: "-")
    {
      start += 1
    }
    var end = range.upperBound - 2
    if end > start, text[end - 1] == UInt8(ascii: "-") { end -= 1 }
    return start..<end
  }

  private static func isEnd(_ code: Range<Int>, in text: [UInt8]) -> Bool {
    String(decoding: text[code], as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
      == "end"
  }

  // MARK: Calls

  private mutating func read(_ call: RubyCall, in range: Range<Int>, buffer: inout MaskingBuffer) {
    // Without a block, `form_tag` renders only the start tag; the page writes `</form>`.
    let isOpeningTag = call.method == "form_tag" && !call.opensBlock
    if call.receiver == nil, RailsFormHelpers.forms.contains(call.method),
      call.opensBlock || isOpeningTag
    {
      let form = TemplateHelperElement(
        element: "form", attributes: formAttributes(call), isContainer: true)
      if let placeholder = buffer.writePlaceholder("<form>", in: range, from: call.start) {
        buffer.mask.helperElements[placeholder] = form
        if !isOpeningTag { containers.append(OpenContainer(element: "form", depth: depth)) }
      }
      if let variable = call.blockParameter {
        builders.append(
          Builder(variable: variable, objectName: objectName(of: call), depth: depth + 1))
      }
      return
    }
    guard let element = element(for: call) else {
      if rendersUnreadField(call) {
        let helper = call.receiver.map { "\($0).\(call.method)" } ?? call.method
        buffer.mask.unreadHelpers.append(
          TemplateMask.UnreadHelper(offset: call.start, helper: helper))
      }
      return
    }
    let markup = element.isContainer ? "<\(element.element)>" : "<wbr>"
    guard let placeholder = buffer.writePlaceholder(markup, in: range, from: call.start) else {
      return
    }
    if element.isContainer {
      containers.append(OpenContainer(element: element.element, depth: depth))
    }
    buffer.mask.helperElements[placeholder] = element
  }

  /// Whether a call the scan does not read renders a field: a builder's `select` or `input`, a
  /// field helper on an object that is no builder in scope (a partial's `form` local, a
  /// `fields_for` block's), `select_tag`.
  private func rendersUnreadField(_ call: RubyCall) -> Bool {
    guard let receiver = call.receiver else {
      return RailsFormHelpers.unreadTagHelpers.contains(call.method)
    }
    if RailsFormHelpers.unreadBuilderMethods.contains(call.method) { return true }
    return !builders.contains { $0.variable == receiver }
      && RailsFormHelpers.builderFields[call.method] != nil
  }

  /// The element a field, label or submit helper renders, or nil when the call is none the
  /// scan reads.
  private func element(for call: RubyCall) -> TemplateHelperElement? {
    if let receiver = call.receiver {
      guard let builder = builders.last(where: { $0.variable == receiver }) else { return nil }
      return builderElement(call, builder: builder)
    }
    return tagElement(call)
  }

  /// `f.email_field :email, …`, `f.label :email`, `f.submit`.
  private func builderElement(_ call: RubyCall, builder: Builder) -> TemplateHelperElement? {
    guard let method = call.arguments.first else {
      if call.method == "submit" || call.method == "button" {
        return button(call, value: nil, isTag: false)
      }
      return nil
    }
    if call.method == "submit" || call.method == "button" {
      return button(call, value: method.value, isTag: false)
    }
    guard let field = RailsFormHelpers.builderFields[call.method] ?? labelField(call) else {
      return nil
    }
    // The name and id Rails renders from the object name and the method.
    let methodName = method.value.literalText
    var isDynamic = methodName == nil || builder.objectName == nil
    let written = methodName ?? method.value.sourceText
    let objectName = builder.objectName ?? ""
    var name = objectName.isEmpty ? written : "\(objectName)[\(written)]"
    var id =
      objectName.isEmpty
      ? written : "\(RailsFormHelpers.sanitizedObjectName(objectName))_\(written)"
    if call.method == "radio_button", let value = call.arguments.dropFirst().first?.value {
      let tagValue = value.literalText.map {
        $0.lowercased().replacingOccurrences(of: " ", with: "_").filter {
          $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-"
        }
      }
      // Rails adds the value to the id; a value written as code makes the id dynamic.
      id += "_" + (tagValue ?? value.sourceText)
      isDynamic = isDynamic || tagValue == nil
    }
    if field.element == "label" {
      var attributes = RailsFormHelpers.attributes(of: call.options)
      if !attributes.contains(where: { $0.name == "for" }) {
        attributes.insert(
          TemplateHelperElement.Attribute(
            name: "for", value: id, isDynamic: isDynamic, offset: method.offset), at: 0)
      }
      return label(call, attributes: attributes, defaultText: methodName, textArgument: 1)
    }
    name =
      call.method == "file_field" || !call.options.contains(where: { $0.key == "multiple" })
      ? name : name + "[]"
    var derived = [
      TemplateHelperElement.Attribute(
        name: "name", value: name, isDynamic: isDynamic, offset: method.offset),
      TemplateHelperElement.Attribute(
        name: "id", value: id, isDynamic: isDynamic, offset: method.offset),
    ]
    if call.method == "radio_button", let value = call.arguments.dropFirst().first {
      derived +=
        RailsFormHelpers.attribute("value", value.value, at: value.offset).map { [$0] } ?? []
    }
    if field.type == "checkbox" {
      let value = call.arguments.dropFirst().first
      derived.append(
        value.flatMap { RailsFormHelpers.attribute("value", $0.value, at: $0.offset) }
          ?? TemplateHelperElement.Attribute(name: "value", value: "1", offset: call.methodOffset))
    }
    return self.field(field, call: call, derived: derived)
  }

  /// `email_field_tag :email, nil, placeholder: "…"`, `label_tag :email`, `submit_tag "Go"`.
  private func tagElement(_ call: RubyCall) -> TemplateHelperElement? {
    if call.method == "submit_tag" || call.method == "button_tag" {
      return button(call, value: call.arguments.first?.value, isTag: true)
    }
    guard let field = RailsFormHelpers.tagFields[call.method] ?? labelTagField(call) else {
      return nil
    }
    let nameArgument = call.arguments.first
    var derived: [TemplateHelperElement.Attribute] = []
    var id: TemplateHelperElement.Attribute?
    if let nameArgument {
      let literal = nameArgument.value.literalText
      let written = literal ?? nameArgument.value.sourceText
      derived.append(
        TemplateHelperElement.Attribute(
          name: "name", value: written, isDynamic: literal == nil, offset: nameArgument.offset))
      var idValue = literal.map(RailsFormHelpers.sanitizedID) ?? written
      var idIsDynamic = literal == nil
      // `radio_button_tag` ids are the name and the value: `variant_id_3`.
      if call.method == "radio_button_tag", let value = call.arguments.dropFirst().first {
        let valueLiteral = value.value.literalText
        idValue += "_" + (valueLiteral.map(RailsFormHelpers.sanitizedID) ?? value.value.sourceText)
        idIsDynamic = idIsDynamic || valueLiteral == nil
      }
      id = TemplateHelperElement.Attribute(
        name: field.element == "label" ? "for" : "id", value: idValue, isDynamic: idIsDynamic,
        offset: nameArgument.offset)
    } else if call.method == "password_field_tag" {
      derived.append(
        TemplateHelperElement.Attribute(name: "name", value: "password", offset: call.methodOffset))
      id = TemplateHelperElement.Attribute(name: "id", value: "password", offset: call.methodOffset)
    }
    if field.element == "label" {
      let attributes = RailsFormHelpers.attributes(of: call.options)
      let forAttribute = attributes.contains { $0.name == "for" } ? [] : id.map { [$0] } ?? []
      return label(
        call, attributes: forAttribute + attributes, defaultText: nameArgument?.value.literalText,
        textArgument: 1)
    }
    derived += id.map { [$0] } ?? []
    // The second argument is the value (a text area's content, which is no attribute).
    if field.element == "input", let value = call.arguments.dropFirst().first {
      derived +=
        RailsFormHelpers.attribute("value", value.value, at: value.offset).map { [$0] } ?? []
    } else if field.type == "checkbox" {
      derived.append(
        TemplateHelperElement.Attribute(name: "value", value: "1", offset: call.methodOffset))
    }
    if field.type == "checkbox" || field.type == "radio",
      let checked = call.arguments.dropFirst(2).first,
      let attribute = RailsFormHelpers.attribute("checked", checked.value, at: checked.offset)
    {
      derived.append(attribute)
    }
    return self.field(field, call: call, derived: derived)
  }

  /// The field element with its type, the derived attributes (name, id, value) and the options;
  /// an option written for a derived attribute wins over it, as in Rails.
  private func field(
    _ field: RailsFormHelpers.Field, call: RubyCall, derived: [TemplateHelperElement.Attribute]
  ) -> TemplateHelperElement {
    var options = RailsFormHelpers.attributes(of: call.options)
    // Rails marks its hidden inputs autocomplete="off" (Firefox restores them otherwise).
    if field.type == "hidden", !options.contains(where: { $0.name == "autocomplete" }) {
      options.append(
        TemplateHelperElement.Attribute(
          name: "autocomplete", value: "off", offset: call.methodOffset))
    }
    let written = Set(options.map(\.name))
    var attributes: [TemplateHelperElement.Attribute] = []
    if let type = field.type, !written.contains("type") {
      attributes.append(
        TemplateHelperElement.Attribute(name: "type", value: type, offset: call.methodOffset))
    }
    attributes += derived.filter { !written.contains($0.name) }
    return TemplateHelperElement(element: field.element, attributes: attributes + options)
  }

  private func label(
    _ call: RubyCall, attributes: [TemplateHelperElement.Attribute], defaultText: String?,
    textArgument: Int
  ) -> TemplateHelperElement {
    var text = defaultText.map(RailsFormHelpers.humanized)
    if let content = call.arguments.dropFirst(textArgument).first?.value {
      switch content {
      case .string(let written), .symbol(let written): text = written
      case .expression(let code): text = code
      default: break
      }
    }
    return TemplateHelperElement(
      element: "label", attributes: attributes, text: call.opensBlock ? nil : text,
      isContainer: call.opensBlock)
  }

  /// `f.submit "Sign in"`, `submit_tag`, `f.button`: Rails' `<input type="submit"
  /// name="commit">`, or a `<button>` holding the text.
  private func button(_ call: RubyCall, value: RubyCall.Value?, isTag: Bool)
    -> TemplateHelperElement
  {
    let options = RailsFormHelpers.attributes(of: call.options)
    // simple_form's `f.button :submit` is its submit input.
    if case .symbol = value, !isTag {
      return TemplateHelperElement(
        element: "input",
        attributes: [
          TemplateHelperElement.Attribute(name: "type", value: "submit", offset: call.methodOffset)
        ] + options)
    }
    if call.method.hasPrefix("button") {
      let type = TemplateHelperElement.Attribute(
        name: "type", value: "submit", offset: call.methodOffset)
      return TemplateHelperElement(
        element: "button", attributes: [type] + options, text: value?.literalText ?? "Button")
    }
    var derived = [
      TemplateHelperElement.Attribute(name: "type", value: "submit", offset: call.methodOffset),
      TemplateHelperElement.Attribute(name: "name", value: "commit", offset: call.methodOffset),
    ]
    // Without a value, `f.submit` says "Create User" or "Update User", `submit_tag` "Save changes".
    let written = value.flatMap { value in
      RailsFormHelpers.attribute("value", value, at: call.arguments.first?.offset ?? call.start)
    }
    derived.append(
      written
        ?? TemplateHelperElement.Attribute(
          name: "value", value: isTag ? "Save changes" : "Save", isDynamic: !isTag,
          offset: call.methodOffset))
    let names = Set(options.map(\.name))
    return TemplateHelperElement(
      element: "input", attributes: derived.filter { !names.contains($0.name) } + options)
  }

  private func labelField(_ call: RubyCall) -> RailsFormHelpers.Field? {
    call.method == "label" ? RailsFormHelpers.Field(element: "label") : nil
  }

  private func labelTagField(_ call: RubyCall) -> RailsFormHelpers.Field? {
    call.method == "label_tag" ? RailsFormHelpers.Field(element: "label") : nil
  }

  // MARK: Forms

  /// The object name of a form's builder: `form_with model: @user` is `user`, `scope: :session`
  /// is `session`, `url:` alone is empty; `form_for @user` is `user`, `as: :account` wins.
  private func objectName(of call: RubyCall) -> String? {
    let option = { (key: String) in call.options.last { $0.key == key }?.value }
    switch call.method {
    case "form_with":
      // A name is a symbol or string; code (`scope: resource_name`) names what only Ruby knows.
      if let scope = option("scope") { return scope.literalText }
      if let model = option("model") { return RailsFormHelpers.objectName(ofRecord: model) }
      return ""
    case "form_for", "simple_form_for", "semantic_form_for":
      if let name = option("as") { return name.literalText }
      return call.arguments.first.flatMap { RailsFormHelpers.objectName(ofRecord: $0.value) }
    default:
      return ""
    }
  }

  /// A form's attributes: `action` from `url:` (a path helper is code, so the action is
  /// dynamic), `method` (`get`, else `post`), and its HTML options.
  private func formAttributes(_ call: RubyCall) -> [TemplateHelperElement.Attribute] {
    var attributes: [TemplateHelperElement.Attribute] = []
    var url: RubyCall.Option?
    var htmlOptions: [RubyCall.Option] = []
    var method: RubyCall.Option?
    for option in call.options {
      switch option.key {
      case "url": url = option
      case "method": method = option
      case "html":
        if case .hash(let entries) = option.value {
          htmlOptions += entries.filter { $0.key != "method" }
          method = entries.last { $0.key == "method" } ?? method
        }
      case "id", "class", "multipart", "autocomplete", "novalidate", "name", "target", "role",
        "aria":
        // `form_with` takes these; `form_tag` takes any HTML option.
        if !RailsFormHelpers.takesRecordFirst(call.method) { htmlOptions.append(option) }
      default:
        if call.method == "form_tag",
          !["remote", "enforce_utf8", "authenticity_token", "data"]
            .contains(option.key)
        {
          htmlOptions.append(option)
        }
      }
    }
    if call.method == "form_tag", let first = call.arguments.first {
      url = RubyCall.Option(key: "url", offset: first.offset, value: first.value)
    }
    if let url {
      attributes +=
        RailsFormHelpers.attribute("action", url.value, at: url.offset).map { [$0] } ?? []
    } else if RailsFormHelpers.takesRecordFirst(call.method)
      || call.options.contains(where: { $0.key == "model" })
    {
      // The record's path (`polymorphic_path`): only Ruby knows it.
      attributes.append(
        TemplateHelperElement.Attribute(
          name: "action", value: call.arguments.first?.value.sourceText ?? "polymorphic_path",
          isDynamic: true, offset: call.methodOffset))
    }
    let isGet = method?.value.literalText?.lowercased() == "get"
    attributes.append(
      TemplateHelperElement.Attribute(
        name: "method", value: isGet ? "get" : "post", offset: method?.offset ?? call.methodOffset))
    if case .expression = method?.value {
      attributes[attributes.count - 1].isDynamic = true
    }
    return attributes + RailsFormHelpers.attributes(of: htmlOptions, skipping: ["data"])
  }
}

/// How Ruby code changes the block depth: `do`, and `if`, `unless`, `while`, `until`, `case`,
/// `begin`, `for`, `def` that start a statement, open a block; `end` closes one.
enum RubyBlocks {
  static func balance(of code: Range<Int>, in text: [UInt8]) -> Int {
    var balance = 0
    var index = code.lowerBound
    var startsStatement = true
    while index < code.upperBound {
      let byte = text[index]
      if byte == 0x22 || byte == 0x27 {
        var end = index + 1
        while end < code.upperBound, text[end] != byte {
          end += text[end] == UInt8(ascii: "\\") ? 2 : 1
        }
        index = end + 1
        startsStatement = false
        continue
      }
      if byte == UInt8(ascii: "#") { break }  // a comment to the end of the code
      if MaskingBuffer.isLetter(byte) || byte == UInt8(ascii: "_"),
        index == code.lowerBound || !RubyCallReader.isWordByte(text[index - 1]),
        index == code.lowerBound || text[index - 1] != UInt8(ascii: "."),
        index == code.lowerBound || text[index - 1] != UInt8(ascii: ":")
      {
        var end = index
        while end < code.upperBound, RubyCallReader.isWordByte(text[end]) { end += 1 }
        let word = String(decoding: text[index..<end], as: UTF8.self)
        // `do:` and `end:` are hash keys.
        let isKey = end < code.upperBound && text[end] == UInt8(ascii: ":")
        if !isKey {
          switch word {
          case "do": balance += 1
          case "end": balance -= 1
          case "if", "unless", "while", "until":
            if startsStatement { balance += 1 }
          case "case", "begin", "for", "def", "class", "module": balance += 1
          default: break
          }
        }
        startsStatement = false
        index = end
        continue
      }
      if byte == UInt8(ascii: ";") || byte == UInt8(ascii: "=") || byte == UInt8(ascii: "(")
        || byte == 0x0A
      {
        startsStatement = true
      } else if !HTMLBytes.isWhitespace(byte) {
        startsStatement = false
      }
      index += 1
    }
    return balance
  }
}

extension MaskingBuffer {
  /// Writes `markup` over masked bytes of `range` at `start` or the first place after it where
  /// it fits on one line; returns where, or nil when it fits nowhere.
  mutating func writePlaceholder(_ markup: String, in range: Range<Int>, from start: Int) -> Int? {
    let bytes = Array(markup.utf8)
    var offset = max(start, range.lowerBound)
    while offset + bytes.count <= range.upperBound {
      if let lineBreak = mask.text[offset..<(offset + bytes.count)].firstIndex(where: {
        $0 == 0x0A || $0 == 0x0D
      }) {
        offset = lineBreak + 1
        continue
      }
      mask.text.replaceSubrange(offset..<(offset + bytes.count), with: bytes)
      return offset
    }
    return nil
  }
}
