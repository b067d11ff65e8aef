import Testing

@testable import KeyboardTraits
@testable import KeyboardTraitsLint

@Suite("Phrase sets")
struct PhraseSetTests {
  /// The matched text of the first occurrence of `phrases` in `text`.
  private func first(_ phrases: [String], in text: String) -> String? {
    let fieldText = FieldText(text)
    return PhraseSet(phrases).firstOccurrence(in: fieldText).map { String(text[$0]) }
  }

  @Test func earliestStartWinsThenTheFirstPhraseGiven() {
    #expect(first(["new password", "password"], in: "Confirm new_password") == "new_password")
    #expect(first(["password", "new password"], in: "Confirm newPassword") == "newPassword")
    #expect(first(["card", "card number"], in: "cardNumber") == "card")
    #expect(first(["card number", "card"], in: "cardNumber") == "cardNumber")
    #expect(first(["zip", "postal code"], in: "Postal code or ZIP") == "Postal code")
    #expect(first(["number"], in: "Phone") == nil)
    #expect(first(["番号"], in: "電話番号") == "番号")
  }

  @Test func containsWordMatchesSingleWordPhrasesOnly() {
    let set = PhraseSet(["of", "in the"])
    #expect(set.contains(word: "of"))
    #expect(!set.contains(word: "in"))
    #expect(!set.contains(word: "the"))
  }
}
