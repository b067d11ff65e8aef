/// The third stage of a scan, trait annotation: makes each assembled field a ``FormField`` with
/// its iOS, Chrome for Android and Firefox for Android traits (``FieldTraitResolution``), the
/// traits its dynamic attributes may change (``FormField/unknownIOSTraits`` and the Android
/// lists), and its CSS selector path when the scan recorded them.
enum TraitAnnotator {
  static func annotate(_ assembled: AssembledDocument) -> ScannedDocument {
    var document = assembled.document
    let fields = assembled.fields
    let staticForms = document.forms.map { form in
      var form = form
      form.attributes = DynamicTraits.withoutDynamic(form.attributes)
      return form
    }
    // The Enter key's default action on Android depends on the fields after each one.
    let search = AndroidNextFieldSearch(
      fields: fields.map { field in
        AndroidNextFieldSearch.Field(
          field.facts(attributes: field.staticAttributes, inputType: field.inputType),
          formIndex: field.formIndex)
      },
      controls: document.controls, formCount: document.forms.count)

    document.fields.reserveCapacity(fields.count)
    for (index, field) in fields.enumerated() {
      let draft = field.draft
      let owner = field.formIndex.map { staticForms[$0] }
      let traits = FieldTraitResolution.traits(
        of: field.facts(attributes: field.staticAttributes, inputType: field.inputType),
        form: owner, search: search.place(of: index))
      var formField = FormField(
        index: index, element: draft.element, inputType: field.inputType,
        isEditingHost: draft.isEditingHost, position: draft.position,
        byteOffset: draft.tagStart, attributes: draft.attributes, formIndex: field.formIndex,
        label: field.label, labelSource: field.labelSource, context: draft.context,
        ios: traits.ios, android: traits.android, firefoxAndroid: traits.firefoxAndroid)
      let writtenForm = field.formIndex.map { document.forms[$0] }
      if field.hasDynamicAttributes || writtenForm.map({ !$0.dynamicAttributes.isEmpty }) == true {
        // Each value a dynamic attribute may take, with the field's own facts in the Android
        // next-field search changed to match (its type and state decide the Enter key too).
        let unknown = DynamicTraits.unknown(
          base: values(traits), written: draft.attributes,
          staticAttributes: field.staticAttributes, writtenForm: writtenForm, staticForm: owner,
          documentURL: document.documentURL
        ) { attributes, form in
          let type =
            draft.element == "input"
            ? InputType(attributeValue: attributes[.type]) : draft.inputType
          let facts = field.facts(attributes: attributes, inputType: type)
          let entry = AndroidNextFieldSearch.Field(facts, formIndex: field.formIndex)
          return values(
            FieldTraitResolution.traits(
              of: facts, form: form, search: search.place(of: index, as: entry)))
        }
        formField.unknownIOSTraits = unknown[0]
        formField.unknownAndroidTraits = unknown[1]
        formField.unknownFirefoxAndroidTraits = unknown[2]
      }
      document.fields.append(formField)
    }
    if let selectors = assembled.selectors {
      for (index, selector) in zip(document.fields.indices, selectors) {
        document.fields[index].selector = selector
      }
    }
    return document
  }

  /// The values `DynamicTraits.unknown` compares: iOS first, then Chrome and Firefox for
  /// Android.
  private static func values(_ traits: FieldTraits) -> [DynamicTraits.Values] {
    [
      DynamicTraits.values(traits.ios), DynamicTraits.values(traits.android),
      DynamicTraits.values(traits.firefoxAndroid),
    ]
  }
}
