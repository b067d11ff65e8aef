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
      formIndex: formIndex, isReadOnly: attributes.has(.readonly),
      isDisabled: !isEditingHost && (attributes.has(.disabled) || isInDisabledFieldset))
  }

  /// The input both resolvers read for field `index`, with the document-level half of the
  /// Enter key (C21, F7) taken from `search`; `replacing` describes the field to the search
  /// instead of the entry it was built with (a value a template decides, tried in its place).
  package static func input(
    index: Int, element: String, inputType: InputType?, isEditingHost: Bool,
    attributes: [FieldAttribute], formOwner: FormElement?, isInDisabledFieldset: Bool,
    search: AndroidNextFieldSearch, replacing field: AndroidNextFieldSearch.Field? = nil
  ) -> AndroidTraitInput {
    // Only fields that take text have an Enter key to label.
    let takesText = element != "select" && (inputType?.isTextEntry ?? true)
    let hint =
      field.map { search.geckoActionHint(for: index, as: $0) }
      ?? search.geckoActionHint(for: index)
    return AndroidTraitInput(
      element: element, inputType: inputType, isEditingHost: isEditingHost,
      attributes: attributes, formOwner: formOwner, isInDisabledFieldset: isInDisabledFieldset,
      chromeHasNextField: takesText && search.chromeHasNextField(after: index),
      geckoActionHint: takesText ? hint : .none)
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
    androidTraits(forEdited: field, in: nextFieldSearch())
  }

  /// The next-field search over the fields as scanned: build it once and pass it to
  /// ``androidTraits(forEdited:in:)`` for each edited field, instead of a search per edit.
  package func nextFieldSearch() -> AndroidNextFieldSearch {
    AndroidNextFieldSearch(
      fields: fields.map(Self.searchField), controls: controls, formCount: forms.count)
  }

  /// ``androidTraits(for:)`` against `search`, the search over the fields as scanned: the
  /// edited field is described to the search in place of its scanned entry. An edit changes
  /// only the field's own entry, and the search reads that entry only through the description
  /// (its controls, form owner and the fields after it are as scanned), so the answer is the
  /// one a search rebuilt with the edit would give, at O(1) instead of O(F) per edit.
  package func androidTraits(
    forEdited field: FormField, in search: AndroidNextFieldSearch
  ) -> (chrome: AndroidTraits, firefox: AndroidTraits) {
    androidTraits(
      for: field, search: search,
      replacing: fields.indices.contains(field.index) ? Self.searchField(field) : nil)
  }

  /// ``androidTraits(for:)`` with the next-field search already built, for several fields
  /// edited at once. Attributes a template decides are left out, as in ``FormField/android``.
  package func androidTraits(
    for field: FormField, search: AndroidNextFieldSearch,
    replacing entry: AndroidNextFieldSearch.Field? = nil
  ) -> (chrome: AndroidTraits, firefox: AndroidTraits) {
    let owner = field.formIndex.flatMap { forms.indices.contains($0) ? forms[$0] : nil }.map {
      form in
      var form = form
      form.attributes = DynamicTraits.withoutDynamic(form.attributes)
      return form
    }
    let attributes = DynamicTraits.withoutDynamic(field.attributes)
    let input =
      fields.indices.contains(field.index)
      ? AndroidTraitResolution.input(
        index: field.index, element: field.element, inputType: field.inputType,
        isEditingHost: field.isEditingHost, attributes: attributes.array, formOwner: owner,
        isInDisabledFieldset: field.context.isInDisabledFieldset, search: search,
        replacing: entry)
      : AndroidTraitInput(
        element: field.element, inputType: field.inputType, isEditingHost: field.isEditingHost,
        attributes: attributes, formOwner: owner,
        isInDisabledFieldset: field.context.isInDisabledFieldset)
    return (
      ChromeAndroidTraitResolver.traits(for: input), FirefoxAndroidTraitResolver.traits(for: input)
    )
  }

  /// The search's entry for `field`, without the attributes a template decides.
  static func searchField(_ field: FormField) -> AndroidNextFieldSearch.Field {
    AndroidTraitResolution.searchField(
      element: field.element, inputType: field.inputType, isEditingHost: field.isEditingHost,
      formIndex: field.formIndex,
      attributes: DynamicTraits.withoutDynamic(field.attributes).array,
      isInDisabledFieldset: field.context.isInDisabledFieldset)
  }
}
