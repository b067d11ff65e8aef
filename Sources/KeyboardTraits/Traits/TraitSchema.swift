/// The traits kbtraits reports for one platform, in the order of that platform's JSON object
/// (docs/json-output.md), each with the value it prints.
///
/// The JSON objects, the CSV report's columns and the traits that dynamic attributes may change
/// (`unknown`) are all read from ``IOSTraits/traitSchema`` and ``AndroidTraits/traitSchema``, so
/// a trait is added, renamed or reordered here and nowhere else.
package struct TraitSchema<Traits>: Sendable {
  /// One trait: its key and how its value is read from the platform's traits.
  package struct Trait: Sendable {
    /// The key in the JSON object and in `unknown` lists.
    package let key: String
    /// Whether the trait is printed only when ``TraitSchema/printsKeyboardTraits`` holds; the
    /// others are printed for every field.
    package let isKeyboardTrait: Bool
    /// Whether the CSV report has a column for it.
    package let hasCSVColumn: Bool
    /// The value printed for the platform's traits.
    package let value: @Sendable (Traits) -> TraitValue

    package init(
      _ key: String, isKeyboardTrait: Bool = true, hasCSVColumn: Bool = true,
      value: @escaping @Sendable (Traits) -> TraitValue
    ) {
      self.key = key
      self.isKeyboardTrait = isKeyboardTrait
      self.hasCSVColumn = hasCSVColumn
      self.value = value
    }
  }

  /// The traits in order; those printed for every field come first.
  package let traits: [Trait]
  /// Whether the keyboard traits of a field are printed: only where a keyboard shows or would
  /// (iOS), or where the browser opens an input connection (Android's `EditorInfo`).
  package let printsKeyboardTraits: @Sendable (Traits) -> Bool
  /// The traits the CSV report has a column for, in order.
  package let csvTraits: [Trait]

  package init(traits: [Trait], printsKeyboardTraits: @escaping @Sendable (Traits) -> Bool) {
    self.traits = traits
    self.printsKeyboardTraits = printsKeyboardTraits
    csvTraits = traits.filter(\.hasCSVColumn)
  }

  /// How many traits are printed for every field: the first ones.
  package var alwaysPrintedCount: Int {
    traits.firstIndex(where: \.isKeyboardTrait) ?? traits.count
  }

  /// The traits printed for `traits`, in order.
  package func printed(_ traits: Traits) -> ArraySlice<Trait> {
    printsKeyboardTraits(traits) ? self.traits[...] : self.traits.prefix(alwaysPrintedCount)
  }
}

/// A trait's value as it is printed: JSON writes it with its type; CSV and the comparisons of
/// dynamic attributes' variants read it as text.
package enum TraitValue: Sendable, Hashable {
  case string(String)
  case int(Int)
  case bool(Bool)
  /// No value: JSON's `null`.
  case null
  /// Names in order: a JSON array of strings.
  case names([String])
}

extension TraitValue {
  /// A string, or `null` when there is none.
  package static func string(orNull value: String?) -> TraitValue {
    value.map(TraitValue.string) ?? .null
  }
}

extension IOSTraits {
  /// The `ios` object's traits: `presentation` and `keyboard` for every field, the
  /// `UITextInputTraits` where a keyboard shows or would (`hasKeyboardTraits`).
  package static let traitSchema = TraitSchema<IOSTraits>(
    traits: [
      .init("presentation", isKeyboardTrait: false) { .string($0.presentation.rawValue) },
      .init("keyboard", isKeyboardTrait: false) { .string($0.keyboardDescription) },
      .init("keyboardType") { .string($0.keyboardType.rawValue) },
      .init("returnKeyType") { .string($0.returnKeyType.rawValue) },
      .init("autocapitalizationType") { .string($0.autocapitalizationType.rawValue) },
      .init("autocorrectionType") { .string($0.autocorrectionType.rawValue) },
      .init("spellCheckingType") { .string($0.spellCheckingType.rawValue) },
      .init("smartQuotesType", hasCSVColumn: false) { .string($0.smartQuotesType.rawValue) },
      .init("smartDashesType", hasCSVColumn: false) { .string($0.smartDashesType.rawValue) },
      .init("secureTextEntry") { .bool($0.secureTextEntry) },
      .init("textContentType") { .string(orNull: $0.textContentType?.rawValue) },
      .init("inlinePredictionType") { .string($0.inlinePredictionType.rawValue) },
    ],
    printsKeyboardTraits: { $0.hasKeyboardTraits })
}

extension AndroidTraits {
  /// The `android` and `firefoxAndroid` objects' traits: `presentation` and `keyboard` for
  /// every field, the `EditorInfo` where the browser opens an input connection (`keyboard`,
  /// `manual`, and `none` for `inputmode="none"`); without one, each of those is `null`.
  package static let traitSchema = TraitSchema<AndroidTraits>(
    traits: [
      .init("presentation", isKeyboardTrait: false, hasCSVColumn: false) {
        .string($0.presentation.rawValue)
      },
      .init("keyboard", isKeyboardTrait: false) { .string($0.keyboardDescription) },
      .init("inputType") { editorInfo($0) { .int($0.inputType.rawValue) } },
      // TYPE_NULL (Firefox's inputmode=none) has neither a class nor a variation.
      .init("inputClass") {
        editorInfo($0) { .string(orNull: $0.inputType.inputClass?.rawValue) }
      },
      .init("inputVariation") {
        editorInfo($0) { .string(orNull: $0.inputType.variation?.rawValue) }
      },
      .init("inputFlags") { editorInfo($0) { .names($0.inputType.flags.map(\.rawValue)) } },
      .init("imeAction") { editorInfo($0) { .string($0.imeAction.rawValue) } },
      .init("imeOptions", hasCSVColumn: false) { editorInfo($0) { .int($0.imeOptions) } },
      .init("imeFlags", hasCSVColumn: false) { editorInfo($0) { .names($0.imeFlags.names) } },
    ],
    printsKeyboardTraits: { $0.editorInfo != nil })

  /// `value` of the traits' `EditorInfo`, or `null` where there is none.
  private static func editorInfo(
    _ traits: AndroidTraits, _ value: (AndroidEditorInfo) -> TraitValue
  ) -> TraitValue {
    traits.editorInfo.map(value) ?? .null
  }
}
