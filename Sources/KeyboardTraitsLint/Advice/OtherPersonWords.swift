import KeyboardTraits

/// The words that say a field's data is someone else's (a friend's email, a gift recipient's
/// phone), which the user's own autofill must not fill.
enum OtherPersonWords {
  /// Whether the name, id or label of `field` say its data is someone else's.
  static func mentioned(by field: FormField) -> Bool {
    let texts = [field.name, field.id, field.labelSource == .placeholder ? nil : field.label]
    return texts.contains { text in
      guard let text else { return false }
      // Most names, ids and labels are ASCII: their letters are read as bytes.
      if let mentions = text.withContiguousUTF8(mentionsOtherPerson(ascii:)) {
        return mentions
      }
      let lowered = text.asciiLowercased()
      let joined = lowered.filter(\.isLetter)
      return lowered.split { !$0.isLetter }.contains { words.contains(String($0)) }
        || longWords.contains { joined.containsText($0) }
    }
  }

  /// ``mentioned(by:)`` for one text, nil when it is not ASCII: a word of `words` between
  /// non-letters, or one of its words of more than five letters anywhere in the letters run
  /// together ("giftrecipient"). Letters are folded to lower case on the way into one buffer,
  /// so no lower-cased copy and no string per word is made.
  private static func mentionsOtherPerson(ascii text: UnsafeBufferPointer<UInt8>) -> Bool? {
    guard text.allSatisfy({ $0 < 0x80 }) else { return nil }
    return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: text.count + 1) { buffer in
      var count = 0
      var wordStart = 0
      func endsOtherPersonWord() -> Bool {
        let word = UnsafeBufferPointer(rebasing: buffer[wordStart..<count])
        return wordBytes.contains { $0.count == word.count && $0.elementsEqual(word) }
      }
      for byte in text {
        let lower = (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte | 0x20 : byte
        if (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(lower) {
          buffer[count] = lower
          count += 1
          continue
        }
        if count > wordStart, endsOtherPersonWord() { return true }
        wordStart = count
      }
      if count > wordStart, endsOtherPersonWord() { return true }
      let letters = UnsafeBufferPointer(rebasing: buffer[..<count])
      return longWordBytes.contains { word in
        word.count <= letters.count
          && (0...(letters.count - word.count)).contains { start in
            word.indices.allSatisfy { letters[start + $0] == word[$0] }
          }
      }
    }
  }

  private static let words: Set<String> = [
    "friend", "friends", "invitee", "invite", "referral", "referee", "colleague", "guest",
    "beneficiary", "emergency", "gift", "giftee", "recipient", "recipients", "receiver",
    "sponsor", "guardian", "parent",
  ]
  private static let wordBytes = words.map { Array($0.utf8) }
  private static let longWordBytes = wordBytes.filter { $0.count > 5 }
  private static let longWords = words.filter { $0.count > 5 }
}
