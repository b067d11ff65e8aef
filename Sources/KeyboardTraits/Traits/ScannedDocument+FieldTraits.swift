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
  /// ``traits(forEdited:in:)`` for each edited field, instead of a search per edit.
  package func nextFieldSearch() -> AndroidNextFieldSearch {
    AndroidNextFieldSearch(
      fields: fields.map(Self.searchField), controls: controls, formCount: forms.count)
  }

  /// ``androidTraits(for:)`` against `search`, the search over the fields as scanned.
  package func androidTraits(
    forEdited field: FormField, in search: AndroidNextFieldSearch
  ) -> (chrome: AndroidTraits, firefox: AndroidTraits) {
    let traits = traits(forEdited: field, in: search)
    return (traits.android, traits.firefoxAndroid)
  }

  /// Every browser's traits for `field`, a field of this document whose attributes may have been
  /// edited since the scan, against `search`, the search over the fields as scanned: the edited
  /// field is described to the search in place of its scanned entry. An edit changes only the
  /// field's own entry, and the search reads that entry only through the description (its
  /// controls, form owner and the fields after it are as scanned), so the answer is the one a
  /// search rebuilt with the edit would give, at O(1) instead of O(F) per edit.
  package func traits(
    forEdited field: FormField, in search: AndroidNextFieldSearch
  ) -> FieldTraits {
    traits(
      of: field, search: search,
      replacing: fields.indices.contains(field.index) ? Self.searchField(field) : nil)
  }

  /// ``androidTraits(for:)`` with the next-field search already built, for several fields
  /// edited at once. Attributes a template decides are left out, as in ``FormField/android``.
  package func androidTraits(
    for field: FormField, search: AndroidNextFieldSearch,
    replacing entry: AndroidNextFieldSearch.Field? = nil
  ) -> (chrome: AndroidTraits, firefox: AndroidTraits) {
    let traits = traits(of: field, search: search, replacing: entry)
    return (traits.android, traits.firefoxAndroid)
  }

  /// Every browser's traits for `field` against `search`, with the field described to the
  /// search by `entry` when given.
  package func traits(
    of field: FormField, search: AndroidNextFieldSearch,
    replacing entry: AndroidNextFieldSearch.Field? = nil
  ) -> FieldTraits {
    let form = field.formIndex.flatMap { forms.indices.contains($0) ? forms[$0] : nil }
    let place =
      fields.indices.contains(field.index) ? search.place(of: field.index, as: entry) : nil
    return FieldTraitResolution.traits(of: FieldTraitFacts(field), form: form, search: place)
  }

  /// The search's entry for `field`, without the attributes a template decides.
  static func searchField(_ field: FormField) -> AndroidNextFieldSearch.Field {
    AndroidNextFieldSearch.Field(FieldTraitFacts(field), formIndex: field.formIndex)
  }
}
