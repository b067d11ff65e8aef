/// The wrapper components of widely used UI libraries, read in templates unless a configuration
/// replaces or turns off an entry. Each was checked against the library's source; the table in
/// docs/components.md says where each entry comes from.
extension ComponentMap {
  /// The default entries, by kebab-case tag name (Vue also matches the PascalCase form).
  public static let defaults = ComponentMap(
    elementPlus.merging(vuetify) { first, _ in first }
      .merging(bootstrapVue) { first, _ in first }
      .merging(quasar) { first, _ in first }
      .merging(antDesignVue) { first, _ in first }
      .merging(primeVue) { first, _ in first }
      .merging(laravelBlade) { first, _ in first })

  private typealias Entry = Component

  private static func attribute(_ name: String, _ value: String) -> Attribute {
    Attribute(name: name, value: value)
  }

  /// Element Plus and Element UI (`packages/components/input/src/input.vue`, `input.ts`): the
  /// attributes go to the `<input>` (a `<textarea>` for `type="textarea"`), which renders
  /// `type="password"` for `show-password`, the `label` prop as `aria-label`, and
  /// `autocomplete="off"` unless the prop is given; `<el-button>` is a `<button>`. `<el-select>` (`select/src/select.vue`)
  /// opens a list from a read-only input (read as a `<select>`: no keyboard) unless
  /// `filterable`, which types into it.
  private static let elementPlus: [String: Entry] = [
    "el-input": Entry(
      element: "input", defaultAttributes: [attribute("autocomplete", "off")],
      props: [
        "label": .attribute("aria-label"),
        "show-password": .flag(attribute("type", "password")),
      ],
      elementsByType: ["textarea": "textarea"]),
    // Its `placeholder` is the read-only input's, shown until a choice is made, not a
    // `<select>` attribute that does nothing.
    "el-select": Entry(
      element: "select", props: ["filterable": .element("input"), "placeholder": .dropped]),
    // `button/src/button.vue`, `button.ts`: `type` is its colour, `native-type` the button's
    // type, `button` unless given.
    "el-button": Entry(
      element: "button", defaultAttributes: [attribute("type", "button")],
      props: ["type": .dropped, "native-type": .attribute("type")]),
  ]

  /// Vuetify 3 (`VTextField.tsx`, `filterInputAttrs` in `util/helpers.ts`): every attribute but
  /// `class`, `style`, `id` and `data-*` goes to the `<input>` (the id too, through the field);
  /// the `label` prop renders a `<label>` for it, read as its `aria-label`. `<v-select>`
  /// (`VSelect.tsx`) opens a list from a text field with `inputmode="none"`: read as a
  /// `<select>`.
  private static let vuetify: [String: Entry] = [
    "v-text-field": Entry(element: "input", props: ["label": .attribute("aria-label")]),
    "v-textarea": Entry(element: "textarea", props: ["label": .attribute("aria-label")]),
    "v-select": Entry(
      element: "select", props: ["label": .attribute("aria-label"), "placeholder": .dropped]),
  ]

  /// BootstrapVue (`src/components/form-input/form-input.js`): renders the `<input>` itself,
  /// its props (`type`, `autocomplete`, `name`, …) as the attributes of their names, and
  /// attributes that are not props fall through onto it.
  private static let bootstrapVue: [String: Entry] = [
    "b-form-input": Entry(element: "input"),
    "b-form-textarea": Entry(element: "textarea"),
  ]

  /// Quasar (`ui/src/components/input/QInput.js`): `inputAttrs` spreads the attributes on the
  /// native control with `aria-label` from the `label` prop; `type="textarea"` or `autogrow`
  /// renders a `<textarea>`.
  private static let quasar: [String: Entry] = [
    "q-input": Entry(
      element: "input",
      props: ["label": .attribute("aria-label"), "autogrow": .element("textarea")],
      elementsByType: ["textarea": "textarea"])
  ]

  /// Ant Design Vue (`components/input/Input.tsx`, `Password.tsx`): the attributes are spread
  /// on the `<input>`; `<a-input-password>` passes `type="password"` (text while revealed).
  private static let antDesignVue: [String: Entry] = [
    "a-input": Entry(element: "input"),
    "a-input-password": Entry(element: "input", attributes: [attribute("type", "password")]),
    "a-textarea": Entry(element: "textarea"),
  ]

  /// PrimeVue (`components/lib/inputtext/InputText.vue`): the root is the `<input>`, with the
  /// attributes bound on it (`<InputText>` in Vue files).
  private static let primeVue: [String: Entry] = [
    "input-text": Entry(element: "input")
  ]

  /// Laravel Breeze's and Jetstream's components (`text-input.blade.php`,
  /// `input-label.blade.php`, `primary-button.blade.php`; Jetstream's `input.blade.php`,
  /// `label.blade.php`, `button.blade.php`, named `x-jet-…` before Jetstream 3): `$attributes`
  /// are merged on the `<input>`, `<label>` and `<button>`; a label's `value` attribute is its text (`{{ $value ?? $slot }}`).
  private static let laravelBlade: [String: Entry] = [
    "x-text-input": Entry(element: "input"),
    "x-input": Entry(element: "input"),
    "x-jet-input": Entry(element: "input"),
    "x-input-label": Entry(element: "label", props: ["value": .text]),
    "x-label": Entry(element: "label", props: ["value": .text]),
    "x-jet-label": Entry(element: "label", props: ["value": .text]),
    // `primary-button.blade.php`, Jetstream's `button.blade.php`:
    // `$attributes->merge(['type' => 'submit', …])`.
    "x-primary-button": Entry(element: "button", defaultAttributes: [attribute("type", "submit")]),
    "x-button": Entry(element: "button", defaultAttributes: [attribute("type", "submit")]),
    "x-jet-button": Entry(element: "button", defaultAttributes: [attribute("type", "submit")]),
  ]
}
