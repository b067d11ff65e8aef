import KeyboardTraits

/// One entry of the word table: a word or phrase and what it says about a field.
struct PurposeTerm: Sendable {
  /// What a match of the term means.
  enum Effect: Sendable, Hashable {
    /// The field asks for this purpose.
    case purpose(FieldPurpose)
    /// A known phrase that asks for none of the purposes ("promo code", "ip address"). Its
    /// words are used up, so "code" or "address" inside it match nothing else.
    case unrelated
    /// Like `unrelated`, but says nothing against a one-time code elsewhere in the field.
    case unclear
    /// The text is about the field's data, not the data itself ("phone_verified",
    /// "email opt-in"): drops every purpose, or only the listed ones.
    case cancels(Set<FieldPurpose>?)
    /// Like `cancels(nil)`, but only in `name`/`id`: in labels these words are ordinary prose.
    case cancelsInIdentifier
  }

  /// A condition on the whole field that a weak term needs before it counts.
  enum Requirement: Sendable, Hashable {
    /// A card word somewhere in the field ("exp" alone is any expiry).
    case card
    /// One-time-code context: OTP words, or a short numeric code ("code" alone is any code).
    case oneTimeCode
  }

  /// Folded words, for Latin-script terms.
  let words: [String]
  /// Folded characters, for terms with CJK characters (matched as substrings).
  let characters: [Character]
  let effect: Effect
  /// The term counts only when it is everything the text says, apart from filler words.
  let wholeOnly: Bool
  let requirement: Requirement?

  init(_ phrase: String, _ effect: Effect, wholeOnly: Bool, requirement: Requirement?) {
    let text = FieldText(phrase)
    if text.hasCJK {
      words = []
      characters = text.segments.flatMap(\.characters)
    } else {
      words = text.words.map(\.text)
      characters = []
    }
    self.effect = effect
    self.wholeOnly = wholeOnly
    self.requirement = requirement
  }

  var isCJK: Bool { !characters.isEmpty }

  var purpose: FieldPurpose? {
    if case .purpose(let purpose) = effect { return purpose }
    return nil
  }

  /// Terms for the same effect, one per phrase.
  static func list(
    _ effect: Effect, whole: Bool = false, needs requirement: Requirement? = nil,
    _ phrases: String...
  ) -> [PurposeTerm] {
    phrases.map { PurposeTerm($0, effect, wholeOnly: whole, requirement: requirement) }
  }

  /// Terms that name `purpose`.
  static func list(
    _ purpose: FieldPurpose, whole: Bool = false, needs requirement: Requirement? = nil,
    _ phrases: String...
  ) -> [PurposeTerm] {
    phrases.map {
      PurposeTerm($0, .purpose(purpose), wholeOnly: whole, requirement: requirement)
    }
  }
}

/// A list of words and phrases whose presence in a text matters (modifiers, context).
struct PhraseSet: Sendable {
  /// The word phrases by their first word, each list in the order given. A `NameTable`:
  /// every word of every field's texts is looked up here, and hashing it cost more than the
  /// rest of the search.
  private let latinByFirstWord: NameTable<[[String]]>
  private let cjk: [[Character]]

  init(_ phrases: [String]) {
    var latin: [String: [[String]]] = [:]
    var cjk: [[Character]] = []
    for phrase in phrases {
      let text = FieldText(phrase)
      guard let first = text.words.first else { continue }
      if text.hasCJK {
        cjk.append(text.segments.flatMap(\.characters))
      } else {
        latin[first.text, default: []].append(text.words.map(\.text))
      }
    }
    self.latinByFirstWord = NameTable(latin)
    self.cjk = cjk
  }

  /// The first place in `text` where one of the phrases occurs; of phrases starting at the
  /// same word, the one given first.
  func firstOccurrence(in text: FieldText) -> Range<String.Index>? {
    // Called several times per field: keeps the earliest match, allocates nothing.
    var first: Range<String.Index>?
    func keep(_ range: Range<String.Index>) {
      if first.map({ range.lowerBound < $0.lowerBound }) ?? true { first = range }
    }
    let words = text.words
    search: for start in words.indices {
      guard let phrases = latinByFirstWord[words[start].text] else { continue }
      for phrase in phrases
      where start + phrase.count <= words.count
        && zip(words[start...], phrase).allSatisfy({ $0.text == $1 })
      {
        keep(words[start].range.lowerBound..<words[start + phrase.count - 1].range.upperBound)
        break search
      }
    }
    for segment in text.segments {
      for phrase in cjk {
        if let start = Self.firstOffset(of: phrase, in: segment.characters) {
          keep(
            segment.origins[start]
              .lowerBound..<segment.origins[start + phrase.count - 1].upperBound)
        }
      }
    }
    return first
  }

  /// Where `phrase` first occurs in `characters` (a plain scan: the generic
  /// `firstRange(of:)` cost more than the rest of the search on CJK labels).
  private static func firstOffset(of phrase: [Character], in characters: [Character]) -> Int? {
    guard !phrase.isEmpty, phrase.count <= characters.count else { return nil }
    var start = 0
    while start + phrase.count <= characters.count {
      var length = 0
      while length < phrase.count, characters[start + length] == phrase[length] { length += 1 }
      if length == phrase.count { return start }
      start += 1
    }
    return nil
  }

  /// Whether one of the phrases occurs in `text`.
  func occurs(in text: FieldText) -> Bool { firstOccurrence(in: text) != nil }

  /// Whether one of the single-word phrases is exactly `word`.
  func contains(word: String) -> Bool {
    latinByFirstWord[word]?.contains { $0.count == 1 } ?? false
  }
}
