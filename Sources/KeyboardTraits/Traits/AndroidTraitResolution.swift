/// Resolves a field's Chrome and Firefox for Android traits in its document: the one place that
/// turns a field's markup, its form owner and the next-field search into ``AndroidTraitInput``,
/// shared by the scanner and by code that asks what a field would get after an edit.
package enum AndroidTraitResolution {
  /// The facts ``AndroidNextFieldSearch`` reads about one field.
  package static func searchField(
    element: String, inputType: InputType?, isEditingHost: Bool, formIndex: Int?,
    attributes: [FieldAttribute], isInDisabledFieldset: Bool
  ) -> AndroidNextFieldSearch.Field {
    AndroidNextFieldSearch.Field(
      element: element, inputType: inputType, isEditingHost: isEditingHost,
      formIndex: formIndex, isReadOnly: attributes.value(of: "readonly") != nil,
      isDisabled: !isEditingHost
        && (attributes.value(of: "disabled") != nil || isInDisabledFieldset))
  }

  /// The input both resolvers read for field `index`, with the document-level half of the
  /// Enter key (C21, F7) taken from `search`.
  package static func input(
    index: Int, element: String, inputType: InputType?, isEditingHost: Bool,
    attributes: [FieldAttribute], formOwner: FormElement?, isInDisabledFieldset: Bool,
    search: AndroidNextFieldSearch
  ) -> AndroidTraitInput {
    // Only fields that take text have an Enter key to label.
    let takesText = element != "select" && (inputType?.isTextEntry ?? true)
    return AndroidTraitInput(
      element: element, inputType: inputType, isEditingHost: isEditingHost,
      attributes: attributes, formOwner: formOwner, isInDisabledFieldset: isInDisabledFieldset,
      chromeHasNextField: takesText && search.chromeHasNextField(after: index),
      geckoActionHint: takesText ? search.geckoActionHint(for: index) : .none)
  }
}

extension ScannedDocument {
  /// What Chrome and Firefox for Android show for `field`, a field of this document (the same
  /// ``FormField/index``) whose attributes may have been edited since the scan.
  ///
  /// The next-field search runs again with the edited field in place, so an edit that changes
  /// the field's type changes its Enter key as it would in the browsers (C21, F7). The field's
  /// own ``FormField/android`` and ``FormField/firefoxAndroid`` are not read.
  package func androidTraits(for field: FormField) -> (
    chrome: AndroidTraits, firefox: AndroidTraits
  ) {
    var searchFields = fields.map(Self.searchField)
    if searchFields.indices.contains(field.index) {
      searchFields[field.index] = Self.searchField(field)
    }
    let search = AndroidNextFieldSearch(
      fields: searchFields, controls: controls, formCount: forms.count)
    let owner = field.formIndex.flatMap { forms.indices.contains($0) ? forms[$0] : nil }
    let input =
      searchFields.indices.contains(field.index)
      ? AndroidTraitResolution.input(
        index: field.index, element: field.element, inputType: field.inputType,
        isEditingHost: field.isEditingHost, attributes: field.attributes, formOwner: owner,
        isInDisabledFieldset: field.context.isInDisabledFieldset, search: search)
      : AndroidTraitInput(
        element: field.element, inputType: field.inputType, isEditingHost: field.isEditingHost,
        attributes: field.attributes, formOwner: owner,
        isInDisabledFieldset: field.context.isInDisabledFieldset)
    return (
      ChromeAndroidTraitResolver.traits(for: input), FirefoxAndroidTraitResolver.traits(for: input)
    )
  }

  private static func searchField(_ field: FormField) -> AndroidNextFieldSearch.Field {
    AndroidTraitResolution.searchField(
      element: field.element, inputType: field.inputType, isEditingHost: field.isEditingHost,
      formIndex: field.formIndex, attributes: field.attributes,
      isInDisabledFieldset: field.context.isInDisabledFieldset)
  }
}
