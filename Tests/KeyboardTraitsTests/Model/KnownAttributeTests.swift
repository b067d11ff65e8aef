import Testing

@testable import KeyboardTraits

@Suite("Known attributes")
struct KnownAttributeTests {
  @Test("every case's HTML name finds the case again, as a String and as bytes")
  func namesRoundTrip() {
    for known in KnownAttribute.allCases {
      #expect(KnownAttribute(name: known.htmlName) == known, "\(known)")
      let fromBytes = known.htmlName.withUTF8Chunk { KnownAttribute(utf8: $0) }
      #expect(fromBytes == known, "\(known)")
    }
  }

  @Test("HTML names are distinct, lower-case ASCII, and fit the lookup table")
  func namesAreDistinctAndLowerCase() {
    let names = KnownAttribute.allCases.map(\.htmlName)
    #expect(Set(names).count == names.count)
    for name in names {
      #expect(name.utf8.allSatisfy { $0 < 0x80 && !$0.isASCIICapital }, "\(name)")
    }
    // FieldAttributes keeps one byte per case in a table of 64.
    #expect(KnownAttribute.allCases.count <= 64)
  }

  @Test("lookup ignores ASCII case")
  func lookupIgnoresASCIICase() {
    #expect(KnownAttribute(name: "inputMode") == .inputmode)
    #expect(KnownAttribute(name: "ARIA-LABELLEDBY") == .ariaLabelledby)
    #expect(KnownAttribute(name: "EnterKeyHint") == .enterkeyhint)
    for known in KnownAttribute.allCases {
      #expect(KnownAttribute(name: known.htmlName.uppercased()) == known, "\(known)")
    }
  }

  @Test(
    "names outside the list are unknown",
    arguments: [
      "", "i", "style", "data-type", "inputmod", "inputmodes", "aria_label", "aria-labe",
      "type\u{0}", "typé", "tÿpe", "onclick", "x-webkit-speech", String(repeating: "a", count: 40),
    ])
  func unknownNames(_ name: String) {
    #expect(KnownAttribute(name: name) == nil)
  }
}
