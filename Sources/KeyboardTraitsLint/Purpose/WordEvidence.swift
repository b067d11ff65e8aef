import KeyboardTraits

/// Reads purposes from the words of a field's name, id, label and placeholder.
///
/// Each text is matched against the word table, then read as one name for one thing:
/// "company_email" is an email (the last word names it, as English compounds do), but
/// "teléfono de la empresa" is a phone (what follows "de" only qualifies it). "Email or
/// phone" is a login identifier, so a username; "PLZ und Ort" names two things, so both.
enum WordEvidence {
  private typealias Vocabulary = PurposeVocabulary

  /// A text with the source it came from.
  private struct SourcedText {
    let source: PurposeEvidenceSource
    let text: FieldText
    /// The terms found without the weak words (``TermMatcher/matches(in:satisfied:)`` with
    /// no requirement met).
    let strongMatches: [TermMatch]
  }

  /// A text split into words and matched without weak words: what any field with the same
  /// name, id, label or placeholder gets, so it is read once and remembered (most of reading
  /// a field's words; names and labels repeat across the pages of a site).
  private struct ReadText: Sendable {
    let text: FieldText
    let strongMatches: [TermMatch]
  }

  /// Enough for the distinct names and labels of a large site's forms. Only texts of at most
  /// 128 bytes are kept (64 words at most, ~2.5 KB with their matches), so the memo holds
  /// about 10 MB at worst and far less for real names and labels.
  private static let readTexts = BoundedMemo<String, ReadText>(capacity: 4_096) {
    $0.utf8.count <= 128
  }

  /// The words of a name, id or label as the purpose was read from them (remembered, so
  /// asking again after the classifier costs no second split).
  static func words(of text: String) -> FieldText {
    text.utf8.count <= 128 ? read(text).text : FieldText(text)
  }

  private static func read(_ text: String) -> ReadText {
    readTexts.value(for: text) { text in
      let words = FieldText(text)
      return ReadText(
        text: words, strongMatches: Vocabulary.matcher.matches(in: words) { _ in false })
    }
  }

  /// What the rest of the field says, which weak words need before they count.
  private struct Context {
    let card: Bool
    let oneTimeCode: Bool

    func allows(_ requirement: PurposeTerm.Requirement) -> Bool {
      switch requirement {
      case .card: card
      case .oneTimeCode: oneTimeCode
      }
    }
  }

  /// Purposes that a one-time-code field may also mention ("the code we sent to your phone").
  private static let codeCompanions: Set<FieldPurpose> = [.oneTimeCode, .tel, .email, .username]

  /// Purposes that name what a whole text is about, whatever else it mentions.
  private static let dominant: [FieldPurpose] = [.oneTimeCode, .captcha, .search]

  /// Parts of an address that one field rarely holds together unless it says both.
  private static let addressParts: Set<FieldPurpose> = [.city, .region, .postalCode, .country]

  /// Parts of a person's name: a text naming several asks for the full name
  /// ("Фамилия Имя Отчество", "First and last name").
  private static let nameParts: Set<FieldPurpose> = [
    .givenName, .familyName, .additionalName, .fullName,
  ]

  private static func isNameParts(_ purposes: [FieldPurpose]) -> Bool {
    purposes.count > 1 && purposes.allSatisfy(nameParts.contains)
  }

  /// Login identifiers: a text offering a choice of them asks for a username.
  private static let loginIdentifiers: Set<FieldPurpose> = [.email, .tel, .username]

  /// What one text says.
  private struct Reading {
    let source: PurposeEvidenceSource
    var evidence: [PurposeEvidence] = []
    /// The purpose came from a generic whole word (`name`, `user`, `q`).
    var isGeneric = false
    /// The text names something that is none of the purposes ("Device name").
    var namesUnrelated = false
  }

  /// The evidence in the field's words, in source order.
  static func collect(
    _ input: FieldPurposeInput, typePurpose: FieldPurpose?, declared: AutocompleteFieldName?
  ) -> [PurposeEvidence] {
    // An example value in the placeholder is read by its shape, never by its words
    // ("you@company.com" is no company); words after "e.g." describe the example.
    let example = input.placeholder.flatMap(ValueShape.examplePurpose)
    let placeholder = example == nil ? input.placeholder.map(ValueShape.withoutExample) : nil
    let sources: [(PurposeEvidenceSource, String?)] = [
      (.name, input.name), (.id, input.id), (.label, input.label), (.placeholder, placeholder),
      (.adjacentText, input.label == nil ? input.adjacentText : nil),
    ]
    let texts = sources.compactMap { source, value in
      value.map { value in
        let read = read(value)
        return SourcedText(source: source, text: read.text, strongMatches: read.strongMatches)
      }
    }
    // What each text says without weak words decides whether the weak ones may count.
    let strong = texts.map(\.strongMatches)
    let context = context(of: texts, strong: strong, input: input, declared: declared)
    let readings = zip(texts, strong).map { sourced, strong in
      // With no requirement met, matching again would find the same terms.
      let matches =
        context.card || context.oneTimeCode
        ? Vocabulary.matcher.matches(in: sourced.text, satisfied: context.allows) : strong
      return resolve(matches, in: sourced)
    }
    var evidence = readings.flatMap { reading in
      reading.isGeneric && reading.source.isIdentifier
        && readings.contains { describesOtherwise($0, than: reading) } ? [] : reading.evidence
    }
    // The text before the field is a weaker sign: it counts where the name and id say nothing.
    if readings.contains(where: {
      $0.source.isIdentifier && (!$0.evidence.isEmpty || $0.namesUnrelated)
    }) {
      evidence.removeAll { $0.source == .adjacentText }
    }
    if let example, let written = input.placeholder {
      evidence.append(PurposeEvidence(purpose: example, source: .placeholder, matched: written))
    }
    let isPassword = typePurpose == .password || evidence.contains { $0.purpose == .password }
    // A one-time code on a password field is no account password: "verification" in
    // "Verification code" does not make it a new one.
    if isPassword,
      !evidence.contains(where: { $0.purpose.isPasswordKind || $0.purpose == .oneTimeCode }),
      let kind = texts.lazy.compactMap(passwordKind).first
    {
      evidence.append(kind)
    }
    return evidence
  }

  /// Whether a label or placeholder says the field is something other than what a generic
  /// identifier suggests: `name="name"` with placeholder "Device name" is no person's name.
  private static func describesOtherwise(_ reading: Reading, than generic: Reading) -> Bool {
    guard !reading.source.isIdentifier, reading.source != .adjacentText else { return false }
    if reading.namesUnrelated { return true }
    let suggested = Set(generic.evidence.map(\.purpose))
    return reading.evidence.contains { evidence in
      !suggested.contains(evidence.purpose)
        && !suggested.contains { $0.narrower.contains(evidence.purpose) }
    }
  }

  private static func context(
    of texts: [SourcedText], strong: [[TermMatch]], input: FieldPurposeInput,
    declared: AutocompleteFieldName?
  ) -> Context {
    let codeBlocked = strong.joined().contains { match in
      switch match.term.effect {
      case .unrelated: true
      case .purpose(let purpose): !codeCompanions.contains(purpose)
      default: false
      }
    }
    let codeWords = texts.contains { Vocabulary.oneTimeCodeContext.occurs(in: $0.text) }
    return Context(
      card: declared?.token.hasPrefix("cc-") == true
        || texts.contains { Vocabulary.cardContext.occurs(in: $0.text) },
      oneTimeCode: !codeBlocked && (codeWords || isShortNumericCode(input)))
  }

  /// A numeric field of 4 to 8 digits: the shape of a one-time code.
  private static func isShortNumericCode(_ input: FieldPurposeInput) -> Bool {
    let lengths = input.pattern.flatMap(ValueShape.digitLengths(of:))
    let numeric =
      input.inputMode?.lowercased() == "numeric" || lengths != nil
      || ["tel", "number"].contains(input.type?.lowercased())
    let codeLengths = 4...8
    let shortPattern = lengths.map {
      codeLengths.contains($0.lowerBound) && codeLengths.contains($0.upperBound)
    }
    let short = input.maxLength.map(codeLengths.contains) ?? false || shortPattern ?? false
    return numeric && short
  }

  /// The purposes one text names.
  private static func resolve(_ matches: [TermMatch], in sourced: SourcedText) -> Reading {
    let text = sourced.text
    var reading = Reading(source: sourced.source)
    var cancelled: Set<FieldPurpose> = []
    for match in matches {
      switch match.term.effect {
      case .cancels(nil): return reading
      case .cancelsInIdentifier where sourced.source.isIdentifier: return reading
      case .cancels(let purposes?): cancelled.formUnion(purposes)
      default: break
      }
    }
    // Purposes, and phrases that name something else ("country code" in "phone_country_code").
    let named = matches.filter { match in
      switch match.term.effect {
      case .purpose(let purpose): !cancelled.contains(purpose)
      case .unrelated, .unclear: true
      case .cancels, .cancelsInIdentifier: false
      }
    }
    let found = named.compactMap { match in match.term.purpose.map { ($0, match.range) } }
    func evidence(_ purpose: FieldPurpose, _ range: Range<String.Index>) -> PurposeEvidence {
      PurposeEvidence(
        purpose: purpose, source: sourced.source, matched: String(text.original[range]))
    }
    for purpose in dominant {
      if let (_, range) = found.first(where: { $0.0 == purpose }) {
        reading.evidence = [evidence(purpose, range)]
        return reading
      }
    }
    // In prose "/" offers a choice ("Email / username") and "," lists several things.
    let isProse = !sourced.source.isIdentifier
    let isChoice =
      Vocabulary.alternativeWords.occurs(in: text)
      || (isProse && text.original.utf8.contains(UInt8(ascii: "/")))
    let isList = isProse && text.original.utf8.contains(UInt8(ascii: ","))
    var distinct: [(FieldPurpose, Range<String.Index>)] = []
    for (purpose, range) in found where !distinct.contains(where: { $0.0 == purpose }) {
      distinct.append((purpose, range))
    }
    let purposes = distinct.map(\.0)
    // "City_Province" is one field for two parts of an address, like "PLZ und Ort".
    let isCombinedAddress = purposes.filter(addressParts.contains).count > 1
    let namesParts = isNameParts(purposes)
    if isChoice || isList || isCombinedAddress || namesParts
      || Vocabulary.conjunctionWords.occurs(in: text)
    {
      // "Street and house number" names a street address; "PLZ und Ort" two things.
      if isChoice, purposes.count > 1, purposes.allSatisfy(loginIdentifiers.contains) {
        reading.evidence = [evidence(.username, span(found.map(\.1)))]
      } else if namesParts {
        reading.evidence = [evidence(.fullName, span(found.map(\.1)))]
      } else if distinct.count == 1, let (purpose, range) = distinct.first {
        let (narrowed, narrowedRange) = narrow(purpose, range, in: text)
        reading.evidence = [evidence(narrowed, narrowedRange)]
      } else {
        reading.evidence = distinct.map { evidence($0.0, $0.1) }
      }
      return reading
    }
    guard var head = named.first else { return reading }
    for match in named.dropFirst() where match.term.effect != head.term.effect {
      if !hasPreposition(in: text, between: head.range.upperBound, and: match.range.lowerBound) {
        head = match
      }
    }
    guard let purpose = head.term.purpose else {
      reading.namesUnrelated = true
      return reading
    }
    let (narrowed, range) = narrow(purpose, head.range, in: text)
    reading.evidence = [evidence(narrowed, range)]
    reading.isGeneric = head.term.wholeOnly
    return reading
  }

  /// A general purpose made precise by a modifier in the same text ("confirm password").
  private static func narrow(
    _ purpose: FieldPurpose, _ range: Range<String.Index>, in text: FieldText
  ) -> (FieldPurpose, Range<String.Index>) {
    let choices: [(FieldPurpose, PhraseSet)]
    switch purpose {
    case .password:
      choices = [
        (.newPassword, Vocabulary.newPasswordWords),
        (.currentPassword, Vocabulary.currentPasswordWords),
      ]
    case .cardExpiry:
      choices = [
        (.cardExpiryMonth, Vocabulary.monthWords), (.cardExpiryYear, Vocabulary.yearWords),
      ]
    default:
      return (purpose, range)
    }
    let present = choices.compactMap { choice, words in
      words.firstOccurrence(in: text).map { (choice, $0) }
    }
    guard present.count == 1, let (narrowed, modifier) = present.first else {
      return (purpose, range)
    }
    return (narrowed, span([range, modifier]))
  }

  /// New or current password, from a modifier in any text of a password field ("Confirm").
  private static func passwordKind(_ sourced: SourcedText) -> PurposeEvidence? {
    let kinds = [
      (FieldPurpose.newPassword, Vocabulary.newPasswordWords),
      (.currentPassword, Vocabulary.currentPasswordWords),
    ].compactMap { kind, words in words.firstOccurrence(in: sourced.text).map { (kind, $0) } }
    guard kinds.count == 1, let (kind, range) = kinds.first else { return nil }
    return PurposeEvidence(
      purpose: kind, source: sourced.source, matched: String(sourced.text.original[range]))
  }

  private static func hasPreposition(
    in text: FieldText, between start: String.Index, and end: String.Index
  ) -> Bool {
    text.words.contains { word in
      word.range.lowerBound >= start && word.range.upperBound <= end
        && Vocabulary.prepositions.contains(word: word.text)
    }
  }

  /// The smallest range covering all of `ranges`, which must not be empty.
  private static func span(_ ranges: [Range<String.Index>]) -> Range<String.Index> {
    ranges.dropFirst().reduce(ranges[0]) { covered, range in
      min(covered.lowerBound, range.lowerBound)..<max(covered.upperBound, range.upperBound)
    }
  }
}

extension FieldPurpose {
  /// New or current password: what a password field is more precisely.
  fileprivate var isPasswordKind: Bool { self == .newPassword || self == .currentPassword }
}
