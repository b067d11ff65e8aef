import KeyboardTraits

/// What a card number's `pattern` must accept: the spaces people type between the groups
/// printed on the card.
enum CardNumberPattern {
  /// A card number pattern that takes the spaces people type: 12 to 19 digits in groups.
  static let suggested = "[0-9 ]{12,23}"

  /// Whether `field`, when it holds a card number (`isCardNumber`) and is not one 4-digit box of
  /// a split number, has a valid `pattern` that cannot match a space, whether or not the
  /// pattern applies to its type yet.
  static func rejectsSpaces(_ field: FormField, isCardNumber: Bool) -> Bool {
    guard isCardNumber, let pattern = field[.pattern],
      case .success(let ast) = HTMLPattern.parse(pattern), !PatternAlphabet(ast).canContain(" ")
    else { return false }
    if let maxLength = field.maxLength, maxLength <= 4 { return false }
    return true
  }
}
