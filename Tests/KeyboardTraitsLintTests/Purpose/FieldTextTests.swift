import Testing

@testable import KeyboardTraits
@testable import KeyboardTraitsLint

@Suite("Field text splitting")
struct FieldTextTests {
  @Test(
    "splits identifiers and labels into folded words",
    arguments: [
      ("user[email]", ["user", "email"]),
      ("billing.zipCode", ["billing", "zip", "code"]),
      ("txtEmailAddress", ["txt", "email", "address"]),
      ("CardNumber", ["card", "number"]),
      ("cc_num", ["cc", "num"]),
      ("HTMLFormZIPCode", ["html", "form", "zip", "code"]),
      ("address-line2", ["address", "line", "2"]),
      ("cvv2", ["cvv", "2"]),
      ("2faCode", ["2", "fa", "code"]),
      ("eMail", ["e", "mail"]),
      ("  Téléphone *: ", ["telephone"]),
      ("Nom d’utilisateur", ["nom", "d", "utilisateur"]),
      ("Straße", ["strasse"]),
      ("ＥＭＡＩＬ", ["email"]),
      ("Электронная Почта", ["электронная", "почта"]),
      ("PIN码", ["pin", "码"]),
      ("ユーザーID", ["ユーザー", "id"]),
    ])
  func splits(_ text: String, _ words: [String]) {
    #expect(FieldText(text).words.map(\.text) == words)
  }

  /// ASCII text is split byte by byte; a trailing no-break space sends the same text down the
  /// Character path, which must find the same words at the same places.
  @Test(arguments: [
    "user[email]", "HTMLFormZIPCode", "2faCode", "a_b-c.d e", "x", "", "--", "ABC", "aB1c2D",
    "cvv2\r\nZip", "Tab\tSeparated", "ID", "IDs", "iPhone15Pro",
  ])
  func asciiPathMatchesCharacterPath(_ text: String) {
    let ascii = FieldText(text).words
    let general = FieldText(text + "\u{A0}").words
    #expect(ascii.map(\.text) == general.map(\.text))
    #expect(
      ascii.map { text.utf8.distance(from: text.startIndex, to: $0.range.lowerBound) }
        == general.map { text.utf8.distance(from: text.startIndex, to: $0.range.lowerBound) })
    #expect(
      ascii.map { text.utf8.distance(from: text.startIndex, to: $0.range.upperBound) }
        == general.map { text.utf8.distance(from: text.startIndex, to: $0.range.upperBound) })
  }

  @Test func wordsKeepTheirPlaceInTheOriginal() {
    let text = FieldText("ctl00$txtEmailAddress")
    #expect(
      text.words.map { String(text.original[$0.range]) } == [
        "ctl", "00", "txt", "Email", "Address",
      ])
  }

  @Test func cjkSegmentsBreakAtSeparatorsOnly() {
    let text = FieldText("手机号/邮箱 *")
    #expect(text.segments.map { String($0.characters) } == ["手机号", "邮箱"])
    #expect(FieldText("email").segments.isEmpty)
  }
}
