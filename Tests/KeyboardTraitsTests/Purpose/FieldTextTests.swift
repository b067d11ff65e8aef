import Testing

@testable import KeyboardTraits

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
