/// The values a dynamic attribute may take at run time, as far as the keyboard is concerned: the
/// string literals of its expression when they are all it can give and some are valid keywords
/// (`:type="shown ? 'text' : 'password'"` gives `text` and `password`), otherwise a table of the
/// values that change a trait or a finding (`kind ?? 'email'` may give anything). `nil` stands
/// for the attribute left out.
enum DynamicAttributeValues {
  /// Keyword attributes and the values tried for each.
  static let keywords: [String: [String]] = [
    "type": ["text", "password", "email", "tel", "number", "search", "url"],
    "inputmode": ["text", "numeric", "decimal", "tel", "email", "url", "search", "none"],
    "enterkeyhint": ["enter", "done", "go", "next", "previous", "search", "send"],
    "autocomplete": [
      "off", "on", "email", "username", "current-password", "new-password", "one-time-code",
      "tel", "name", "postal-code", "cc-number",
    ],
    "autocapitalize": ["off", "none", "on", "sentences", "words", "characters"],
    "autocorrect": ["on", "off"],
    "spellcheck": ["true", "false"],
    "writingsuggestions": ["true", "false"],
    "contenteditable": ["true", "false", "plaintext-only"],
  ]

  /// Free-text attributes whose words change a trait (search detection reads `name`, `id`,
  /// `title`) or what a field is taken to be for.
  static let words: [String: [String]] = [
    "name": ["search", "email", "username", "password", "phone", "otp", "postcode"],
    "id": ["search", "email", "username", "password", "phone", "otp", "postcode"],
    "title": ["Search", "Email"],
    "placeholder": ["Search", "Email", "Phone"],
    "aria-label": ["Search", "Email", "Phone"],
    "pattern": ["[0-9]*", "\\d*", ".*"],
    "maxlength": ["6", "100"],
    "minlength": ["6"],
    "min": ["0"],
    "max": ["9"],
    "step": ["any", "1", "0.01"],
  ]

  /// Attributes whose presence is what matters.
  static let booleans: Set<String> = [
    "disabled", "readonly", "required", "checked", "multiple", "autofocus", "novalidate",
    "formnovalidate", "hidden", "inert",
  ]

  /// A form's attributes that change its fields' traits.
  static let formValues: [String: [String]] = [
    "action": ["/login", "/search", "/account"],
    // Form controls without their own value inherit these from the form owner.
    "autocapitalize": ["off", "none", "on", "sentences", "words", "characters"],
    "autocorrect": ["on", "off"],
  ]

  /// The values to try for `name`, written as `written`; the first is the value the scanner
  /// reports traits for (the attribute left out).
  static func candidates(for name: String, written: String) -> [String?] {
    if booleans.contains(name) { return [nil, ""] }
    if let table = keywords[name] {
      let isValid = { (literal: String) in
        table.contains(literal.asciiLowercased()) || (name == "type" && InputType.isKnown(literal))
      }
      return [nil] + values(table: table, written: written, isValid: isValid)
    }
    if let table = words[name] { return [nil, written] + table }
    return [nil]
  }

  /// The values to try for a form attribute.
  static func formCandidates(for name: String, written: String) -> [String?] {
    guard let table = formValues[name] else { return [nil] }
    // Any literal can be an action; keywords count only when valid.
    let isValid = { (literal: String) in
      name == "action" || table.contains(literal.asciiLowercased())
    }
    return [nil] + values(table: table, written: written, isValid: isValid)
  }

  /// The values an expression may give: its literals when every outcome is one
  /// (`shown ? 'text' : 'password'`), otherwise the table with any valid literal added, since a
  /// fallback (`kind ?? 'email'`, `kind|default('email')`) gives the literal only sometimes.
  private static func values(
    table: [String], written: String, isValid: (String) -> Bool
  ) -> [String] {
    if let outcomes = TemplateExpressionOutcomes.literals(of: written) {
      let valid = outcomes.filter(isValid)
      if !valid.isEmpty { return valid }
    }
    let extra = stringLiterals(in: written).filter {
      isValid($0) && !table.contains($0.asciiLowercased())
    }
    return table + extra
  }

  /// The contents of the `'…'` and `"…"` literals in an expression, in order, without repeats.
  static func stringLiterals(in expression: String) -> [String] {
    var literals: [String] = []
    var quote: Character?
    var current = ""
    for character in expression {
      if let open = quote {
        if character == open {
          if !current.isEmpty, !literals.contains(current) { literals.append(current) }
          current = ""
          quote = nil
        } else {
          current.append(character)
        }
      } else if character == "'" || character == "\"" || character == "`" {
        quote = character
      }
    }
    return literals
  }
}

/// Which of a field's traits (iOS, Chrome and Firefox for Android) its dynamic attributes may
/// change.
enum DynamicTraits {
  /// One browser's traits as its JSON object prints them (``TraitSchema``), every key with its
  /// value, and how many of them the JSON prints for these traits (the first ones).
  struct Values {
    var entries: [(key: String, value: TraitValue)]
    var printed: Int
  }

  /// The traits of the JSON `ios` object, in order, with their values.
  static func values(_ traits: IOSTraits) -> Values {
    values(traits, schema: IOSTraits.traitSchema)
  }

  /// The traits of the JSON `android` and `firefoxAndroid` objects, in order, with their
  /// values (`null` for the `EditorInfo` keys where there is no input connection).
  static func values(_ traits: AndroidTraits) -> Values {
    values(traits, schema: AndroidTraits.traitSchema)
  }

  private static func values<Traits>(_ traits: Traits, schema: TraitSchema<Traits>) -> Values {
    Values(
      entries: schema.traits.map { ($0.key, $0.value(traits)) },
      printed: schema.printed(traits).count)
  }

  /// The attributes with the dynamic ones left out.
  static func withoutDynamic<Attributes: RangeReplaceableCollection<FieldAttribute>>(
    _ attributes: Attributes
  ) -> Attributes {
    guard attributes.contains(where: \.isDynamic) else { return attributes }
    var result = attributes
    result.removeAll(where: \.isDynamic)
    return result
  }

  /// `attributes` with `name` set to `value`, or left out for nil.
  static func setting<Attributes: RangeReplaceableCollection<FieldAttribute>>(
    _ name: String, to value: String?, in attributes: Attributes
  ) -> Attributes {
    var result = attributes
    result.removeAll { $0.name == name }
    if let value {
      result.append(
        FieldAttribute(name: name, value: value, position: SourcePosition(line: 1, column: 1)))
    }
    return result
  }

  /// For each browser of `base` (in order), the traits that differ from it when one dynamic
  /// attribute of the field (`written`; the static ones are `staticAttributes`) or of its form
  /// takes another value. `evaluate` gives every browser's values for the field with other
  /// attributes and another form owner.
  static func unknown(
    base: [Values], written: FieldAttributes, staticAttributes: FieldAttributes,
    writtenForm: FormElement?, staticForm: FormElement?, documentURL: String,
    evaluate: (_ attributes: FieldAttributes, _ form: FormElement?) -> [Values]
  ) -> [[UnknownTrait]] {
    var fieldCauses = [[String: [String]]](repeating: [:], count: base.count)
    var formCauses = [[String: [String]]](repeating: [:], count: base.count)
    func compare(_ varied: [Values], cause: String, inForm: Bool) {
      for (browser, values) in varied.enumerated() {
        let baseValues = base[browser]
        // Keys neither side prints are not compared: without a keyboard on either side, only
        // `presentation` and `keyboard`.
        let keys = max(baseValues.printed, values.printed)
        for (index, entry) in values.entries.prefix(keys).enumerated()
        where entry.value != baseValues.entries[index].value {
          if inForm {
            if formCauses[browser][entry.key]?.contains(cause) != true {
              formCauses[browser][entry.key, default: []].append(cause)
            }
          } else if fieldCauses[browser][entry.key]?.contains(cause) != true {
            fieldCauses[browser][entry.key, default: []].append(cause)
          }
        }
      }
    }
    for attribute in written where attribute.isDynamic {
      // The attribute left out is the base itself.
      for candidate in DynamicAttributeValues.candidates(
        for: attribute.name, written: attribute.value)
      where candidate != nil {
        let attributes = setting(attribute.name, to: candidate, in: staticAttributes)
        compare(evaluate(attributes, staticForm), cause: attribute.name, inForm: false)
      }
    }
    if let writtenForm, let staticForm {
      for attribute in writtenForm.attributes where attribute.isDynamic {
        for candidate in DynamicAttributeValues.formCandidates(
          for: attribute.name, written: attribute.value)
        where candidate != nil {
          var form = staticForm
          form.attributes = setting(attribute.name, to: candidate, in: staticForm.attributes)
          if attribute.known == .action {
            form.resolvedAction =
              candidate.map { URLResolution.resolve($0, against: documentURL) ?? $0 } ?? ""
          }
          compare(evaluate(staticAttributes, form), cause: attribute.name, inForm: true)
        }
      }
    }
    return base.indices.map { browser in
      base[browser].entries.compactMap { entry in
        let field = fieldCauses[browser][entry.key] ?? []
        let form = formCauses[browser][entry.key] ?? []
        guard !field.isEmpty || !form.isEmpty else { return nil }
        return UnknownTrait(trait: entry.key, attributes: field, formAttributes: form)
      }
    }
  }
}
