import KeyboardTraits

/// Infers what a form field asks for from its markup.
///
/// Evidence comes in strength order: the `autocomplete` field name is authoritative; then the
/// input `type` (email, tel, url, search, password); then words in `name`, `id`, the label and
/// the placeholder. Fields without a keyboard (checkbox, hidden, date, …) get no purpose from
/// words: `phone_verified` on a checkbox is no phone field.
public enum FieldPurposeClassifier {
  /// Classifies one field.
  ///
  /// - Parameter input: The field's markup facts.
  /// - Returns: All evidence found, and the single best purpose when there is one.
  public static func classify(_ input: FieldPurposeInput) -> FieldPurposeClassification {
    let control = Control(element: input.element, type: input.type)
    let declared = AutocompleteFieldName(input.autocomplete)
    var evidence: [PurposeEvidence] = []
    if let declared, let purpose = declared.purpose {
      evidence.append(
        PurposeEvidence(purpose: purpose, source: .autocomplete, matched: String(declared.written)))
    }
    let typePurpose = control.typePurpose
    if let typePurpose, let type = input.type {
      evidence.append(PurposeEvidence(purpose: typePurpose, source: .inputType, matched: type))
    }
    let words =
      control.takesWords
      ? WordEvidence.collect(input, typePurpose: typePurpose, declared: declared)
        .filter { control.allows($0.purpose) }
      : []
    evidence += words
    let primary: FieldPurpose?
    if let declared {
      // A declared field name outside the purposes (`nickname`) still says what it is.
      primary = declared.purpose
    } else {
      primary = primaryPurpose(type: typePurpose, words: words)
    }
    return FieldPurposeClassification(evidence: evidence, primary: primary)
  }

  /// Purposes that `type=tel` is often borrowed for, to get the digit keypad.
  private static let digitPurposes: Set<FieldPurpose> = [
    .oneTimeCode, .pin, .postalCode, .cardNumber, .cardSecurityCode, .cardExpiry,
    .cardExpiryMonth, .cardExpiryYear, .accountNumber, .iban, .amount, .quantity, .birthday,
  ]

  /// Secrets a password field may more precisely hold.
  private static let passwordKinds: Set<FieldPurpose> = [
    .newPassword, .currentPassword, .pin, .oneTimeCode, .cardSecurityCode,
  ]

  private static func primaryPurpose(
    type: FieldPurpose?, words: [PurposeEvidence]
  ) -> FieldPurpose? {
    let wordPurposes = Set(words.map(\.purpose))
    switch type {
    case .password:
      let kinds = wordPurposes.intersection(passwordKinds)
      return kinds.count == 1 ? kinds.first : .password
    case .tel:
      let fromWords = primaryWordPurpose(words)
      return fromWords.map(digitPurposes.contains) == true ? fromWords : .tel
    case .some(let type):
      return type
    case nil:
      return primaryWordPurpose(words)
    }
  }

  /// The purpose named by the strongest word source, if it names just one.
  private static func primaryWordPurpose(_ words: [PurposeEvidence]) -> FieldPurpose? {
    guard let strongest = words.map(\.source.rank).min() else { return nil }
    let named = Set(words.filter { $0.source.rank == strongest }.map(\.purpose))
    guard named.count == 1, let purpose = named.first else { return nil }
    // "name" labelled "First name" is the given name.
    let narrowed = purpose.narrower.intersection(words.map(\.purpose))
    return narrowed.count == 1 ? narrowed.first : purpose
  }
}

/// How a kind of control takes evidence.
private enum Control {
  /// A control the user types into: text-like inputs, textarea, contenteditable.
  case typed(type: String)
  case select
  /// Checkbox, radio, buttons, hidden, file, range, color and the date and time pickers.
  case withoutKeyboard

  init(element: String, type: String?) {
    switch element.lowercased() {
    case "select":
      self = .select
    case "input":
      let type = type?.lowercased() ?? "text"
      self = Self.keyboardless.contains(type) ? .withoutKeyboard : .typed(type: type)
    default:
      self = .typed(type: "text")
    }
  }

  private static let keyboardless: Set<String> = [
    "checkbox", "radio", "submit", "button", "reset", "image", "hidden", "file", "range",
    "color", "date", "datetime-local", "datetime", "month", "week", "time",
  ]

  /// Purposes a select list can hold: it offers choices, it takes no typed data.
  private static let selectable: Set<FieldPurpose> = [
    .country, .region, .city, .cardExpiry, .cardExpiryMonth, .cardExpiryYear, .birthday,
    .quantity, .amount,
  ]

  var typePurpose: FieldPurpose? {
    guard case .typed(let type) = self else { return nil }
    switch type {
    case "email": return .email
    case "tel": return .tel
    case "url": return .url
    case "search": return .search
    case "password": return .password
    default: return nil
    }
  }

  var takesWords: Bool {
    if case .withoutKeyboard = self { return false }
    return true
  }

  func allows(_ purpose: FieldPurpose) -> Bool {
    if case .select = self { return Self.selectable.contains(purpose) }
    return true
  }
}
