import KeyboardTraits

/// A field's `autocomplete` parsed and checked against the grammar, remembered across fields
/// and files: a few values ("email", "off", "current-password") recur on every page, and
/// checking one costs edit distances.
enum CheckedAutocomplete {
  /// An `autocomplete` attribute as written, on its control (nil for an editing host).
  private struct Written: Hashable, Sendable {
    let raw: String
    let control: AutocompleteControl?
  }

  /// Long values are rare and would make the memo large, so they are not kept.
  private static let memo = BoundedMemo<
    Written, (value: AutocompleteValue, problems: [AutocompleteProblem])
  >(capacity: 1_024) { $0.raw.utf8.count <= 128 }

  /// `raw` parsed, and its grammar problems on `control` (none for an editing host).
  static func check(
    _ raw: String, on control: AutocompleteControl?
  ) -> (value: AutocompleteValue, problems: [AutocompleteProblem]) {
    memo.value(for: Written(raw: raw, control: control)) { written in
      let value = AutocompleteValue.parse(written.raw)
      return (value, written.control.map { value.problems(on: $0) } ?? [])
    }
  }
}
