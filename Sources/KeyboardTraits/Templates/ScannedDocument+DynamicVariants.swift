extension ScannedDocument {
  /// Whether a template decides any attribute of a field or form.
  public var hasDynamicAttributes: Bool { !dynamicAttributePositions.isEmpty }

  /// The document as it could be at run time: each variant gives every dynamic attribute of every
  /// field and form another of its possible values (``DynamicAttributeValues``), with input
  /// types, form actions and every browser's traits recomputed. A finding that some variant
  /// does not have depends on a value the template decides; the linter drops it.
  ///
  /// Boolean states (`disabled`, `readonly`, …) are not varied: fields are linted as the user
  /// meets them, enabled. Empty when no dynamic attribute has more than one value that matters.
  package func dynamicVariants() -> [ScannedDocument] {
    let fieldChoices = fields.map { field in
      field.attributes.map { attribute in
        // A field is linted as the user meets it, enabled and editable: states a template
        // switches (`:disabled`, `:readonly`) are not varied.
        attribute.isDynamic && !DynamicAttributeValues.booleans.contains(attribute.name)
          ? DynamicAttributeValues.candidates(for: attribute.name, written: attribute.value) : []
      }
    }
    let formChoices = forms.map { form in
      form.attributes.map { attribute in
        attribute.isDynamic
          ? DynamicAttributeValues.formCandidates(for: attribute.name, written: attribute.value)
          : []
      }
    }
    let count = (fieldChoices + formChoices).joined().map(\.count).max() ?? 0
    guard count > 1 else { return [] }
    return (1..<count).map {
      variant(number: $0, fieldChoices: fieldChoices, formChoices: formChoices)
    }
  }

  private func variant(
    number: Int, fieldChoices: [[[String?]]], formChoices: [[[String?]]]
  ) -> ScannedDocument {
    var document = self
    for (formIndex, choices) in formChoices.enumerated()
    where choices.contains(where: { $0.count > 1 }) {
      var form = forms[formIndex]
      form.attributes = Self.substituting(form.attributes, choices: choices, number: number)
      form.resolvedAction =
        form[.action].map {
          URLResolution.resolve($0, against: documentURL) ?? $0
        } ?? ""
      document.forms[formIndex] = form
    }
    var changed: [Int] = []
    for (fieldIndex, choices) in fieldChoices.enumerated() {
      let field = fields[fieldIndex]
      let formChanged = field.formIndex.map { formChoices[$0].contains { $0.count > 1 } } ?? false
      guard formChanged || choices.contains(where: { $0.count > 1 }) else { continue }
      var varied = field
      varied.attributes = Self.substituting(field.attributes, choices: choices, number: number)
      if field.element == "input" {
        varied.inputType = varied.attributes.inputType
      }
      document.fields[fieldIndex] = varied
      changed.append(fieldIndex)
    }
    guard !changed.isEmpty else { return document }
    // Android's Enter key depends on the fields after each one: one search over the variant.
    // The values tried are the variant's own; the states a template switches stay off.
    let search = document.nextFieldSearch()
    for fieldIndex in changed {
      let traits = document.traits(of: document.fields[fieldIndex], search: search)
      document.fields[fieldIndex].ios = traits.ios
      document.fields[fieldIndex].android = traits.android
      document.fields[fieldIndex].firefoxAndroid = traits.firefoxAndroid
    }
    return document
  }

  /// Each attribute with more than one choice set to choice `number` (cycling), or left out for
  /// nil; the others as written.
  private static func substituting(
    _ attributes: FieldAttributes, choices: [[String?]], number: Int
  ) -> FieldAttributes {
    var result: [FieldAttribute] = []
    for (attribute, options) in zip(attributes, choices) {
      guard options.count > 1 else {
        result.append(attribute)
        continue
      }
      guard let value = options[number % options.count] else { continue }
      // A value of this variant: no longer one the template decides.
      var substituted = attribute
      substituted.value = value
      substituted.hasValue = true
      substituted.isDynamic = false
      result.append(substituted)
    }
    return FieldAttributes(result)
  }
}
