import KeyboardTraits

/// The words that say a field's data is someone else's (a friend's email, a gift recipient's
/// phone), which the user's own autofill must not fill.
enum OtherPersonWords {
  /// Whether the name, id or label of `field` (or, with no label, the text right before it) say
  /// its data is someone else's: its label names it as a person's ("User's password"), or one
  /// of their
  /// words (split as the purpose is read: `guestEmail`, `guest_email` and `guest-email` all
  /// give `guest`) is a word of the list, or a word of the list longer than five letters occurs
  /// anywhere in their letters run together ("giftrecipient").
  static func mentioned(by field: FormField) -> Bool {
    let label = field.labelSource == .placeholder ? nil : field.label
    let adjacent = field.context.adjacentText
    let texts = [field.name, field.id, label ?? (adjacent.isEmpty ? nil : adjacent)]
    if let label = field.label, namesAnotherPersonsAccount(label) { return true }
    return texts.contains { text in
      guard let text else { return false }
      switch text.withUTF8Chunk(lettersMention(ascii:)) {
      case .longWord?: return true
      case .nothing?: return false
      // A short word among the letters, or a text that is not ASCII: read its words.
      case .shortWord?, nil:
        return WordEvidence.words(of: text).words.contains { words.contains(word: $0.text) }
          || (!text.isASCIIOnly && containsLongWord(text))
      }
    }
  }

  /// Whether a label or placeholder names the data as a person's by a possessive ("User's
  /// password", "the member's email"): an admin's form for another account.
  static func namesAnotherPersonsAccount(_ text: String) -> Bool {
    let lowered = text.asciiLowercased()
    return possessors.contains { person in
      ["'s", "\u{2019}s", "s'"].contains { lowered.containsText(person + $0) }
    }
  }

  private static let possessors = [
    "user", "member", "customer", "client", "employee", "student", "patient", "account holder",
  ]

  /// What the letters of an ASCII text, run together and lower-cased, contain.
  private enum LettersMention {
    /// No word of the list: then none of the text's words is one.
    case nothing
    /// Only a word of five letters or fewer, which counts only as a word of its own.
    case shortWord
    /// A word of more than five letters, which counts anywhere.
    case longWord
  }

  /// What the letters of `text` contain, nil when it is not ASCII. Letters are folded to lower
  /// case on the way into one buffer, so no lower-cased copy is made.
  private static func lettersMention(ascii text: ByteChunk) -> LettersMention? {
    guard !text.contains(where: { $0 >= 0x80 }) else { return nil }
    let lowerLetter = { (byte: UInt8) -> UInt8? in
      let lower = (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte | 0x20 : byte
      return (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(lower) ? lower : nil
    }
    return text.withCompactMapped(lowerLetter) { letters in
      func occurs(_ word: [UInt8]) -> Bool {
        word.count <= letters.count
          && (0...(letters.count - word.count)).contains { start in
            word.indices.allSatisfy { letters[start + $0] == word[$0] }
          }
      }
      if longWordBytes.contains(where: occurs) { return .longWord }
      return shortWordBytes.contains(where: occurs) ? .shortWord : .nothing
    }
  }

  /// Whether a word of the list longer than five letters occurs in the letters of a text that
  /// is not ASCII, run together and lower-cased.
  private static func containsLongWord(_ text: String) -> Bool {
    let letters = text.asciiLowercased().filter(\.isLetter)
    return longWords.contains { letters.containsText($0) }
  }

  private static let list = [
    "friend", "friends", "invitee", "invite", "referral", "referee", "colleague", "guest",
    "beneficiary", "emergency", "gift", "giftee", "recipient", "recipients", "receiver",
    "sponsor", "guardian", "parent",
  ]
  private static let words = PhraseSet(list)
  private static let longWords = list.filter { $0.count > 5 }
  private static let longWordBytes = longWords.map { Array($0.utf8) }
  private static let shortWordBytes = list.filter { $0.count <= 5 }.map { Array($0.utf8) }
}
