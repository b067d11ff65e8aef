import Testing

@testable import KeyboardTraits

@Suite("JSON writer")
struct JSONWriterTests {
  @Test func layoutOfNestedAndEmptyContainers() {
    let value = JSONValue.object([
      ("a", .int(1)), ("empty", .object([])), ("none", .array([])),
      ("list", .array([.bool(true), .null, .object([("k", .string("v"))])])),
    ])
    #expect(
      value.rendered() == """
        {
          "a": 1,
          "empty": {},
          "none": [],
          "list": [
            true,
            null,
            {
              "k": "v"
            }
          ]
        }
        """)
    #expect(JSONValue.array([.int(2)]).rendered(indent: 4) == "[\n      2\n    ]")
  }

  @Test func stringsEscapeQuotesControlsAndLineSeparators() {
    let text = "q\"b\\n\nr\rt\t\u{01}\u{2028}\u{2029}é\u{E2}"
    #expect(
      JSONValue.string(text).rendered()
        == #""q\"b\\n\nr\rt\t\u0001\u2028\u2029é\#u{E2}""#)
  }

  @Test func writerAppendsAfterExistingBytes() {
    var output = Array("x: ".utf8)
    JSONValue.object([("k", .string("v"))]).write(to: &output, indent: 2)
    #expect(String(decoding: output, as: UTF8.self) == "x: {\n    \"k\": \"v\"\n  }")
  }
}
