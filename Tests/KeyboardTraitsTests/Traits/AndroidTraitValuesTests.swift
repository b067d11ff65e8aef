import Testing

@testable import KeyboardTraits

/// `EditorInfo` decomposition and the descriptions of what the IME shows.
@Suite("Android EditorInfo values")
struct AndroidTraitValuesTests {
  @Test("inputType splits into class, variation and flags named for the class")
  func decomposition() {
    let text = AndroidInputType(rawValue: 0x8C0A1)
    #expect(text.inputClass == .text)
    #expect(text.variation == .webEditText)
    #expect(text.flags == [.capSentences, .autoCorrect, .noSuggestions])
    let pin = AndroidInputType(rawValue: 0x12)
    #expect(pin.inputClass == .number)
    #expect(pin.variation == .numberPassword)
    #expect(pin.flags.isEmpty)
    let signed = AndroidInputType(rawValue: 0x7002)
    #expect(signed.flags == [.signed, .decimal, .capSentences])
    let phone = AndroidInputType(rawValue: 0x3003)
    #expect(phone.variation == .normal)
    #expect(phone.flags == [.capCharacters, .capWords])
    let firefox = AndroidInputType(rawValue: 0x48001)
    #expect(firefox.variation == .normal)
    #expect(firefox.flags == [.autoCorrect, .imeMultiLine])
    let null = AndroidInputType(rawValue: 0)
    #expect(null.inputClass == nil)
    #expect(null.variation == nil)
    #expect(null.flags.isEmpty)
    for variation in AndroidInputVariation.allCases where variation != .numberPassword {
      #expect(AndroidInputType(rawValue: 0x1 | variation.bits).variation == variation)
    }
  }

  @Test("imeOptions is the action code with the flag bits")
  func imeOptions() {
    let info = AndroidEditorInfo(
      inputType: AndroidInputType(rawValue: 0xC0A1), imeAction: .next,
      imeFlags: [.noFullscreen, .noExtractUI])
    #expect(info.imeOptions == 0x1200_0005)
    #expect(info.imeFlags.names == ["noFullscreen", "noExtractUI"])
    #expect(AndroidIMEAction.allCases.map(\.code) == Array(1...7))
  }

  @Test("descriptions name the keyboard and its action key")
  func descriptions() throws {
    #expect(
      try AndroidTest.chrome("<input type=password inputmode=numeric>").keyboardDescription
        == "PIN pad with a Go key")
    #expect(
      try AndroidTest.chrome("<input type=number>").keyboardDescription
        == "Number pad with a decimal key and a Go key")
    #expect(
      try AndroidTest.chrome("<form><input id=t type=email><input></form>").keyboardDescription
        == "Email keyboard with a Next key")
    #expect(try AndroidTest.chrome("<select></select>").keyboardDescription == "Option list")
    #expect(try AndroidTest.chrome("<input type=file>").keyboardDescription == "File chooser")
    #expect(try AndroidTest.chrome("<input disabled>").keyboardDescription == "None (disabled)")
  }
}
