import KeyboardTraits

/// One way an autocomplete attribute fails the HTML standard (or fails its author's intent).
public struct AutocompleteProblem: Sendable, Hashable {
  /// The category of problem; each maps to one lint rule.
  public enum Kind: String, Sendable, CaseIterable {
    /// The value is empty or whitespace only.
    case empty
    /// A token is not in the spec's vocabulary (often a typo or a common alias).
    case unknownToken
    /// Known tokens are out of order (section, hint, contact, field name, webauthn) or repeated.
    case tokenOrder
    /// There is no field name, or more than one.
    case fieldCount
    /// A contact token precedes a field name that does not take one.
    case contactMisuse
    /// The field name's control group is not allowed on this control.
    case controlMismatch
    /// `webauthn` is not last, stands alone, or sits on a `<select>`.
    case webauthnMisplaced
    /// `on`/`off` is combined with other tokens, used on a hidden input, or a `<form>` has
    /// detail tokens.
    case onOffMisuse
    /// The attribute, or a field name, has no effect on this kind of control.
    case notApplicable
    /// A made-up value that looks like an attempt to switch autofill off.
    case offLike
  }

  /// The category of problem.
  public let kind: Kind
  /// One sentence: what is wrong, and the fix, naming tokens in quotes.
  public let message: String
  /// The 0-based scalar offset into the raw value of the offending token, if one is to blame.
  public let tokenOffset: Int?
  /// A corrected full attribute value when there is exactly one obvious fix; it is itself free
  /// of problems on the same control.
  public let suggestion: String?

  init(_ kind: Kind, _ message: String, at tokenOffset: Int?, suggestion: String? = nil) {
    self.kind = kind
    self.message = message
    self.tokenOffset = tokenOffset
    self.suggestion = suggestion
  }
}
