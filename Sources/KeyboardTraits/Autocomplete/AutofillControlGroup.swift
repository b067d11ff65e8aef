/// The group of controls a field name is allowed on (WHATWG "control group").
public enum AutofillControlGroup: String, Sendable, CaseIterable {
  /// Single-line text: names, address lines, card details, `tel-*` parts and similar.
  case text
  /// Multi-line text: only `street-address`, which needs a `<textarea>` or a `<select>`.
  case multiline
  /// Secrets: `new-password`, `current-password`, `one-time-code`.
  case password
  /// Account identifiers: `username` and `email`.
  case username
  /// Addresses of web resources: `url`, `photo`, `impp`.
  case url
  /// A full telephone number: only `tel`.
  case tel
  /// Plain numbers: `cc-exp-month`, `cc-exp-year`, `transaction-amount`, `bday-day/-month/-year`.
  case numeric
  /// A month and year: only `cc-exp`.
  case month
  /// A calendar date: only `bday`.
  case date
}

extension AutofillControlGroup {
  /// The group's name as it reads in a sentence ("a URL field name").
  package var displayName: String {
    switch self {
    case .url: "URL"
    default: rawValue
    }
  }
}
