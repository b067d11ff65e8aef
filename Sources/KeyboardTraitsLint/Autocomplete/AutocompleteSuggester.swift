import KeyboardTraits

/// Decides what an unknown autocomplete token most likely meant: a known alias, a typo of a
/// real token, an attempt to switch autofill off, or nothing recognisable.
struct AutocompleteSuggester {
  /// The best reading of one unknown token.
  enum Fix: Equatable {
    /// Replace the token; `note` overrides the usual message when the choice needs explaining.
    case replace(String, note: String?)
    /// Several real tokens are equally close, so the author has to choose.
    case ambiguous([String])
    /// The token reads as "do not autofill" (`none`, `nope`, `chrome-off`).
    case offLike
    /// Nothing is close.
    case unrelated
  }

  let control: AutocompleteControl

  /// Every token the grammar knows, the pool that typos are matched against.
  static let vocabulary: [String] =
    AutofillFieldName.all.map(\.token)
    + ["shipping", "billing", "home", "work", "mobile", "fax", "pager", "webauthn", "on", "off"]

  private static let offWords: Set<String> = [
    "none", "false", "no", "nope", "nah", "null", "nil", "0", "disabled", "disable", "nothing",
    "never", "random", "ignore", "nofill", "xoff", "new-off",
  ]
  private static let offFragments = [
    "disable", "nope", "noauto", "no-auto", "nofill", "no-fill", "false", "do-not",
    "donot", "dont",
  ]

  /// The best reading of `token`, which the grammar does not know.
  func fix(for token: AutocompleteToken) -> Fix {
    let lower = token.lowercased
    if let spaced = Self.spacedList(lower) {
      return .replace(spaced, note: "tokens are separated by spaces, not commas: '\(spaced)'")
    }
    if let section = sectionFix(lower) { return .replace(section, note: nil) }
    if let targets = AutocompleteAliases.targets[lower] {
      let allowed = control.allowedGroups
      let target =
        targets.first {
          AutofillFieldName.named($0).map {
            allowed.contains($0.group)
          } ?? false
        } ?? targets[0]
      return .replace(target, note: AutocompleteAliases.notes[lower])
    }
    if isOffLike(token) { return .offLike }
    // Authors often write underscores or camelCase; compare with hyphens restored.
    let normalized = String(lower.map { $0 == "_" || $0 == "." ? "-" : $0 })
    let closest = EditDistance.closest(
      to: normalized, in: Self.vocabulary,
      maxDistance: Self.maxDistance(forLength: normalized.count))
    if closest.isEmpty { return .unrelated }
    return Set(closest).count == 1 ? .replace(closest[0], note: nil) : .ambiguous(closest)
  }

  /// How many edits still count as a typo: none for one- or two-letter tokens (too many real
  /// tokens are that close), one up to four letters, two beyond.
  static func maxDistance(forLength length: Int) -> Int {
    switch length {
    case ...2: 0
    case ...4: 1
    default: 2
    }
  }

  /// Whether `token` reads as "do not autofill": a known junk word, a fragment like `disable`,
  /// or `off` as a word of its own (split as a field's names are read) or at the end
  /// (`chrome-off`, `offMode`, `xoff`, but not `office`).
  private func isOffLike(_ token: AutocompleteToken) -> Bool {
    let lower = token.lowercased
    if Self.offWords.contains(lower) || lower.hasSuffix("off") { return true }
    if Self.offFragments.contains(where: lower.containsText) { return true }
    return FieldText(token.text).words.contains { $0.text == "off" }
  }

  /// `work,email` means `work email`: known tokens run together with commas or semicolons.
  static func spacedList(_ lower: String) -> String? {
    guard lower.contains(where: isListSeparator) else { return nil }
    let parts = lower.split(whereSeparator: isListSeparator).map(String.init)
    let known = parts.allSatisfy { part in
      Self.vocabulary.contains(part) || part.hasPrefix(AutofillProcessingModel.sectionPrefix)
    }
    return parts.count > 1 && known ? parts.joined(separator: " ") : nil
  }

  /// What authors put between tokens instead of a space.
  static func isListSeparator(_ character: Character) -> Bool {
    character == "," || character == ";"
  }

  /// `section_a` or `sectiona` means `section-a`; the hyphen is what makes it a section.
  private func sectionFix(_ lower: String) -> String? {
    guard lower.hasPrefix("section"), !lower.hasPrefix(AutofillProcessingModel.sectionPrefix)
    else { return nil }
    let suffix = lower.dropFirst("section".count).drop { $0 == "_" || $0 == "." || $0 == "-" }
    return suffix.isEmpty ? nil : AutofillProcessingModel.sectionPrefix + suffix
  }
}
