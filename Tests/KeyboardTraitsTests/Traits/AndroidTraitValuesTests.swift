import Foundation
import Testing

@testable import KeyboardTraits

/// `EditorInfo` decomposition and the `android` / `firefoxAndroid` JSON objects
/// (`json-output.md`).
@Suite("Android EditorInfo values and JSON")
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

  @Test("the JSON objects have the contract's keys, EditorInfo keys only with an EditorInfo")
  func json() throws {
    let document = FormScanner().scan(
      html: "<input type=tel><input type=date><input inputmode=none>",
      documentURL: "https://example.com/")
    let objects = try document.fields.map { field -> [String: Any] in
      var bytes: [UInt8] = []
      JSONWriter.append(to: &bytes, indent: 0) { JSONReport.write(field, to: &$0) }
      return try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
    }
    let tel = try #require(objects[0]["android"] as? [String: Any])
    #expect(tel["presentation"] as? String == "keyboard")
    #expect(tel["keyboard"] as? String == "Phone dial pad with a Next key")
    #expect(tel["inputType"] as? Int == 0x4003)
    #expect(tel["inputClass"] as? String == "phone")
    #expect(tel["inputVariation"] as? String == "normal")
    #expect(tel["inputFlags"] as? [String] == ["capSentences"])
    #expect(tel["imeAction"] as? String == "next")
    #expect(tel["imeOptions"] as? Int == 0x1200_0005)
    #expect(tel["imeFlags"] as? [String] == ["noFullscreen", "noExtractUI"])
    let firefoxTel = try #require(objects[0]["firefoxAndroid"] as? [String: Any])
    #expect(firefoxTel["inputType"] as? Int == 0x3)
    #expect(firefoxTel["imeAction"] as? String == "none")
    let date = try #require(objects[1]["android"] as? [String: Any])
    #expect(Set(date.keys) == ["presentation", "keyboard"])
    #expect(date["presentation"] as? String == "datePicker")
    let none = try #require(objects[2]["firefoxAndroid"] as? [String: Any])
    #expect(none["presentation"] as? String == "none")
    #expect(none["inputType"] as? Int == 0)
    #expect(none["inputClass"] is NSNull)
    #expect(none["inputFlags"] as? [String] == [])
    let order = ["ios", "android", "firefoxAndroid"]
    var bytes: [UInt8] = []
    JSONWriter.append(to: &bytes, indent: 0) { JSONReport.write(document.fields[0], to: &$0) }
    let text = String(decoding: bytes, as: UTF8.self)
    let offsets = order.compactMap { text.range(of: "\"\($0)\": {")?.lowerBound }
    #expect(offsets.count == 3 && offsets == offsets.sorted())
  }
}
