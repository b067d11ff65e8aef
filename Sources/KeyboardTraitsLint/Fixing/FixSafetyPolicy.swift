import KeyboardTraits

/// The safe-fix policy of `docs/fixes.md`, as the questions a rule asks when it marks a fix.
///
/// A fix is safe when it (a) corrects a value no browser gives a meaning to into the value the
/// markup evidently means, (b) removes an attribute no browser reads there, or (c) sets only
/// keyboard traits that the field's own declared purpose (its `type` or `autocomplete` field
/// name, its `pattern` or `inputmode`) asks for. Everything else is a suggestion to review.
enum FixSafetyPolicy {
  /// The attributes whose only effect is the on-screen keyboard and its typing aids: changing
  /// them changes neither the value submitted, its validation nor what autofill fills.
  static let keyboardOnlyAttributes: Set<String> = [
    "inputmode", "enterkeyhint", "autocapitalize", "autocorrect", "spellcheck",
    "writingsuggestions",
  ]

  /// Whether `edit` only changes keyboard traits. `enterkeyhint="next"` is not: Chrome for
  /// Android moves focus on its own Next key but sends Enter (which may submit the form) on an
  /// explicit one (docs/browsers/android.md C19, C20).
  static func isKeyboardOnly(_ edit: Fix.Edit) -> Bool {
    switch edit {
    case .setValue(let name, let value), .add(let name, let value):
      keyboardOnlyAttributes.contains(name)
        && !(name == "enterkeyhint" && value.asciiLowercased() == "next")
    case .remove, .rename, .insertBefore: false
    }
  }

  /// Rule (c): safe when every edit only changes keyboard traits and the purpose they serve is
  /// declared by the field's own standard signals, not read from its words.
  static func keyboardTraits(_ edits: [Fix.Edit], declared: Bool) -> Fix.Safety {
    declared && !edits.isEmpty && edits.allSatisfy(isKeyboardOnly) ? .safe : .unsafe
  }

  /// Rule (c) for edits that write `enterkeyhint` on `field`: also unsafe where Chrome for
  /// Android shows its own Next key now, which moves focus; any explicit key sends Enter.
  static func enterKeyTraits(_ edits: [Fix.Edit], declared: Bool, on field: FormField)
    -> Fix.Safety
  {
    let movesFocusNow =
      field.validEnterKeyHint == nil && field.android.editorInfo?.imeAction == .next
    return keyboardTraits(edits, declared: declared && !movesFocusNow)
  }

  /// Rule (b): removing an attribute the browsers ignore on `field` is safe unless the element
  /// carries inline script (`oninput="…"`), which may read it (`this.maxLength`).
  static func removingIgnored(from field: FormField) -> Fix.Safety {
    field.attributes.contains { $0.name.hasPrefix("on") } ? .unsafe : .safe
  }

  /// Rule (a) for `autocomplete`: a repaired value is safe when it has the written tokens and
  /// no other, only reordered, lowercased, respaced or without a repeat of the same token
  /// (`email shipping` → `shipping email`, ` off ` → `off`): nothing is guessed.
  static func keepsTokens(written: String, repaired: String) -> Fix.Safety {
    // The standard splits on ASCII whitespace and compares tokens ASCII case-insensitively.
    func tokens(_ value: String) -> Set<String> {
      let whitespace: Set<Character> = [" ", "\t", "\n", "\r", "\u{0C}"]
      return Set(
        value.split(whereSeparator: whitespace.contains).map { String($0).asciiLowercased() })
    }
    let before = tokens(written)
    return !before.isEmpty && before == tokens(repaired) ? .safe : .unsafe
  }
}

extension Fix {
  /// The fix with `safety`.
  func marked(_ safety: Safety) -> Fix {
    var fix = self
    fix.safety = safety
    return fix
  }
}

extension LintField {
  /// Whether the field's standard signals declare `purpose`: its `autocomplete` field name or
  /// its input type, not words in its name, id, label or placeholder. The field name counts as
  /// the safe fixes write it (a typo corrected, tokens put in order), so that fixing those
  /// first leaves no new safe fix behind.
  func declares(_ purpose: FieldPurpose) -> Bool {
    let declared = self.purpose.evidence.contains {
      $0.purpose == purpose && ($0.source == .autocomplete || $0.source == .inputType)
    }
    if declared { return true }
    guard let tokens = autocomplete?.tokens, let control = field.autocompleteControl else {
      return false
    }
    let suggester = AutocompleteSuggester(control: control)
    let named = tokens.compactMap { token -> AutocompleteFieldName? in
      if let name = AutocompleteFieldName(token.text) { return name }
      guard case .replace(let meant, _) = suggester.fix(for: token) else { return nil }
      return AutocompleteFieldName(meant)
    }
    return named.count == 1 && named[0].purpose == purpose
  }

  /// Whether the field's primary purpose is declared (``declares(_:)``).
  var declaresItsPurpose: Bool { purpose.primary.map(declares) ?? false }
}
