/// What a field's traits depend on, apart from its form owner and the fields after it.
package struct FieldTraitFacts: Sendable {
  /// The lower-case tag name.
  package var element: String
  /// For `<input>`, the type the browser uses; nil for other elements.
  package var inputType: InputType?
  /// An element `contenteditable` made editable.
  package var isEditingHost: Bool
  /// The attributes as written; those a template decides are left out when traits are resolved.
  package var attributes: FieldAttributes
  /// What the ancestors decide.
  package var context: FieldContext

  package init(
    element: String, inputType: InputType?, isEditingHost: Bool, attributes: FieldAttributes,
    context: FieldContext
  ) {
    self.element = element
    self.inputType = inputType
    self.isEditingHost = isEditingHost
    self.attributes = attributes
    self.context = context
  }

  /// The facts of a scanned (or edited) field.
  package init(_ field: FormField) {
    self.init(
      element: field.element, inputType: field.inputType, isEditingHost: field.isEditingHost,
      attributes: field.attributes, context: field.context)
  }
}

/// What each browser shows when a field is focused.
package struct FieldTraits: Sendable {
  /// iOS Safari (WebKit).
  package var ios: IOSTraits
  /// Chrome for Android (and the browsers that share its IME code).
  package var android: AndroidTraits
  /// Firefox for Android.
  package var firefoxAndroid: AndroidTraits
}

/// Resolves a field's iOS, Chrome for Android and Firefox for Android traits: the one caller of
/// the three resolvers, for the scanner, template variants, fix previews and edited fields.
package enum FieldTraitResolution {
  /// The traits of the field `facts` describe, owned by `form`; `search` places it among the
  /// fields of its document for the half of Android's Enter key that depends on the fields after
  /// it (C21, F7). Without a place the field is on its own: no field after it.
  ///
  /// Attributes a template decides (the field's and its form's) are left out for every browser:
  /// the field as the page is met without them (``FormField/unknownIOSTraits`` says what they
  /// change).
  package static func traits(
    of facts: FieldTraitFacts, form: FormElement?, search: AndroidNextFieldSearch.Place?
  ) -> FieldTraits {
    let attributes = DynamicTraits.withoutDynamic(facts.attributes)
    let owner = form.map(staticForm)
    let ios = IOSTraitResolver.traits(
      for: IOSTraitInput(
        element: facts.element, inputType: facts.inputType, isEditingHost: facts.isEditingHost,
        attributes: attributes, formOwner: owner, context: facts.context))
    var android = AndroidTraitInput(
      element: facts.element, inputType: facts.inputType, isEditingHost: facts.isEditingHost,
      attributes: attributes, formOwner: owner,
      isInDisabledFieldset: facts.context.isInDisabledFieldset)
    // Only fields that take text have an Enter key to label.
    if let search, facts.element != "select", facts.inputType?.isTextEntry ?? true {
      android.chromeHasNextField = search.chromeHasNextField
      android.geckoActionHint = search.geckoActionHint
    }
    return FieldTraits(
      ios: ios, android: ChromeAndroidTraitResolver.traits(for: android),
      firefoxAndroid: FirefoxAndroidTraitResolver.traits(for: android))
  }

  /// `form` without the attributes a template decides.
  private static func staticForm(_ form: FormElement) -> FormElement {
    guard form.attributes.contains(where: \.isDynamic) else { return form }
    var form = form
    form.attributes = DynamicTraits.withoutDynamic(form.attributes)
    return form
  }
}

extension AndroidNextFieldSearch {
  /// A field's place in the search: field `index`, described by `entry` when it differs from
  /// the entry the search was built with (an edited field, a value a template decides).
  package struct Place {
    package var search: AndroidNextFieldSearch
    package var index: Int
    package var entry: Field?

    /// C21: Chrome finds a field to move to after this one.
    var chromeHasNextField: Bool { search.chromeHasNextField(after: index) }

    /// F7: the action hint Gecko infers for this field.
    var geckoActionHint: GeckoActionHint {
      entry.map { search.geckoActionHint(for: index, as: $0) }
        ?? search.geckoActionHint(for: index)
    }
  }

  /// Field `index`'s place, described by `entry` instead of its own entry when given.
  package func place(of index: Int, as entry: Field? = nil) -> Place {
    Place(search: self, index: index, entry: entry)
  }
}

extension AndroidNextFieldSearch.Field {
  /// The search's entry for the field `facts` describe, owned by the form at `formIndex`;
  /// attributes a template decides are left out.
  package init(_ facts: FieldTraitFacts, formIndex: Int?) {
    let attributes = DynamicTraits.withoutDynamic(facts.attributes)
    self.init(
      element: facts.element, inputType: facts.inputType, isEditingHost: facts.isEditingHost,
      formIndex: formIndex, isReadOnly: attributes.has(.readonly),
      isDisabled: !facts.isEditingHost
        && (attributes.has(.disabled) || facts.context.isInDisabledFieldset))
  }
}
