import KeyboardTraits

/// The wording of autocomplete problems: one sentence each, naming tokens in single quotes and
/// ending with the fix.
enum AutocompleteMessages {
  static let order =
    "the order is 'section-*', then 'shipping' or 'billing', then a contact"
    + " token, then the field name, then 'webauthn'"

  /// `'a'`, `'a' and 'b'`, `'a', 'b' or 'c'`.
  static func list(_ items: [String], joiner: String = "or") -> String {
    let quoted = items.map { "'\($0)'" }
    guard quoted.count > 1 else { return quoted.first ?? "" }
    return quoted.dropLast().joined(separator: ", ") + " \(joiner) " + quoted.last!
  }

  static func attributeNotApplicable(_ control: AutocompleteControl) -> String {
    "The autocomplete attribute has no effect on \(control.markup); remove it."
  }

  static func empty(_ control: AutocompleteControl) -> String {
    if control == .form {
      return "The autocomplete value is empty, which browsers read as 'on'; write 'on' or"
        + " 'off', or remove the attribute."
    }
    return "The autocomplete value is empty, so it gives no hint; remove the attribute or name"
      + " the field's purpose, such as 'email', or write 'off'."
  }

  static func onOffOnHidden(_ token: String) -> String {
    "'\(token)' is not allowed on <input type=hidden>, which carries data for autofill rather"
      + " than taking input; give a field name such as 'username', or remove the attribute."
  }

  static func onOffCombined(_ token: String) -> String {
    "'\(token)' cannot be combined with other tokens, so browsers ignore the whole value; use"
      + " '\(token)' alone, or remove it and keep the detail tokens."
  }

  static func formKeywordNotExact(_ value: String, suggestion: String?) -> String {
    let advice =
      suggestion.map { "write '\($0)' with nothing around it" }
      ?? "write 'off' or 'on' alone"
    return "<form> takes exactly 'on' or 'off', and '\(MessageText.quoted(value))' is neither"
      + " (browsers compare the whole value), so autofill stays on; \(advice)."
  }

  static func detailsOnForm(_ token: String) -> String {
    "<form> accepts only 'on' or 'off', not '\(token)'; put detail tokens on the form's"
      + " controls instead."
  }

  static func fieldNamesNotApplicable(_ token: String, _ control: AutocompleteControl) -> String {
    "\(control.markup) accepts only 'on' or 'off', so '\(token)' has no effect; remove it or"
      + " write 'off'."
  }

  static func offLike(_ text: String, _ control: AutocompleteControl) -> String {
    let head =
      "'\(text)' is not an autocomplete value, so browsers ignore it (some then"
      + " autofill anyway, some treat it as off)"
    if control.isHidden {
      return head + "; a hidden input needs a field name such as 'username'."
    }
    if control == .form { return head + "; write 'off' to switch autofill off." }
    return head + "; write 'off' to switch autofill off, or a field name if the field has a"
      + " standard purpose."
  }

  static func unknown(_ token: String, _ fix: AutocompleteSuggester.Fix) -> String {
    let head = "'\(token)' is not an autocomplete token"
    switch fix {
    case .replace(_, let note?):
      return head + "; \(note)."
    case .replace(let target, _) where target.hasPrefix(AutofillProcessingModel.sectionPrefix):
      return head + "; a section token starts with 'section-', as in '\(target)'."
    case .replace(let target, _) where AutocompleteAliases.targets[token.asciiLowercased()] != nil:
      return head + "; the standard name is '\(target)'."
    case .replace(let target, _):
      return head + "; did you mean '\(target)'?"
    case .ambiguous(let targets):
      return head + "; did you mean \(list(targets))?"
    case .offLike, .unrelated:
      return head + ", so browsers ignore the whole value; remove it."
    }
  }

  static func webauthnOnSelect(_ token: String) -> String {
    "'\(token)' is not allowed on <select>, which never offers passkeys; remove it."
  }

  static func webauthnAlone(_ token: String, example: String?) -> String {
    let example = example.map { ", as in '\($0) webauthn'" } ?? ""
    return "'\(token)' cannot stand alone; put it after the field name\(example)."
  }

  static func webauthnRepeated(_ token: String) -> String {
    "'\(token)' appears more than once; keep a single 'webauthn' as the last token."
  }

  static func webauthnNotLast(_ token: String) -> String {
    "'\(token)' must be the last token, after the field name; move it to the end."
  }

  static func noFieldName(_ tokens: [String], contact: Bool) -> String {
    let example = contact ? "'tel' or 'email'" : "'postal-code' or 'address-line1'"
    return "\(list(tokens, joiner: "and")) must be followed by exactly one field name, such as"
      + " \(example), or browsers ignore the value."
  }

  static func extraFieldName(_ token: String, first: String) -> String {
    "'\(token)' is a second field name after '\(first)', but a value takes exactly one; keep"
      + " one, or split the field into separate controls."
  }

  static func outOfOrder(_ token: String, before later: String) -> String {
    "'\(token)' must come before '\(later)', because \(order)."
  }

  static func repeated(
    _ token: String, _ first: String, role: AutocompleteConformanceChecker.Role
  ) -> String {
    let what =
      switch role {
      case .section: "section"
      case .hint: "'shipping'/'billing' hint"
      default: "contact token"
      }
    return "'\(token)' repeats the \(what) already given by '\(first)'; keep only one."
  }

  static func contactMisuse(_ token: String, field: String) -> String {
    "'\(token)' can only precede 'tel', a 'tel-*' part, 'email' or 'impp', not '\(field)';"
      + " remove '\(token)'."
  }

  static func controlMismatch(_ field: AutofillFieldName, _ control: AutocompleteControl)
    -> String
  {
    var fix = "use \(field.recommendedMarkup)"
    // A month typed on a digit pad keeps that pad (the fix adds the inputmode that gives it).
    if field.group == .month, let type = control.inputType,
      let kept = ["tel": "tel", "number": "numeric"][type]
    {
      fix = "use <input type=text inputmode=\(kept) autocomplete=\(field.token)>"
    }
    if field.token == "street-address" {
      fix += ", or split it into 'address-line1' and 'address-line2'"
    } else if field.acceptsContact, field.group == .text, control.inputType == "tel" {
      fix += ", or 'tel' for the whole number"
    }
    return "'\(field.token)' is a \(field.group.displayName) field name and is not allowed on"
      + " \(control.markup), which accepts \(control.allowedFieldNamesPhrase); \(fix)."
  }
}
