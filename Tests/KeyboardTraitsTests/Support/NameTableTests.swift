import Testing

@testable import KeyboardTraits

@Suite("Name table")
struct NameTableTests {
  @Test func findsEveryNameAndNothingElse() {
    // "dfn"/"div" and "form"/"font" share a bucket; the long names wrap the length bits.
    let names = ["dfn", "form", "font", "a", "", "foreignobject", "a-very-long-custom-element"]
    let table = NameTable(Dictionary(uniqueKeysWithValues: names.enumerated().map { ($1, $0) }))
    for (index, name) in names.enumerated() { #expect(table[name] == index) }
    for missing in ["div", "fonts", "b", "A", "foreignObject", "a-very-long-custom-elements"] {
      #expect(table[missing] == nil)
    }
    let set = NameTable(set: ["input", "label"])
    #expect(set.contains("input") && set.contains("label") && !set.contains("lab"))
  }

  @Test func findsNamesByTheirBytes() {
    let names = ["dfn", "div", "form", "font", "", "é", "foreignobject"]
    let table = NameTable(Dictionary(uniqueKeysWithValues: names.enumerated().map { ($1, $0) }))
    func lookUp(_ name: String) -> Int? {
      name.withUTF8Chunk { table[utf8: $0] }
    }
    for (index, name) in names.enumerated() { #expect(lookUp(name) == index) }
    // Same length and bucket, a prefix, a longer name, another case, the other form of é.
    for missing in ["dfm", "fon", "fonts", "DIV", "e\u{301}", "foreignobjecT"] {
      #expect(lookUp(missing) == nil)
    }
  }
}
