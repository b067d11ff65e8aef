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

  @Test("escapes are found wherever they sit in a string (the scan reads eight bytes at a time)")
  func escapesAtEveryOffset() {
    // The escaping spelled out scalar by scalar.
    func expected(_ text: String) -> String {
      var output = "\""
      for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": output += "\\\""
        case "\\": output += "\\\\"
        case "\n": output += "\\n"
        case "\r": output += "\\r"
        case "\t": output += "\\t"
        case "\u{2028}": output += "\\u2028"
        case "\u{2029}": output += "\\u2029"
        case "\u{0}"..."\u{1F}":
          let hex = String(scalar.value, radix: 16)
          output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        default: output.unicodeScalars.append(scalar)
        }
      }
      return output + "\""
    }
    let specials = [
      "\"", "\\", "\n", "\u{0}", "\u{1F}", "\u{7F}", "\u{2028}", "\u{2029}", "—", "é", " ",
    ]
    for special in specials {
      for offset in 0...18 {
        let text =
          String(repeating: "a", count: offset) + special
          + String(repeating: "b", count: 19 - offset) + special
        #expect(JSONValue.string(text).rendered() == expected(text), "\(offset): \(text)")
      }
    }
  }

  @Test("keys are escaped like strings; plain keys take the one-append path")
  func keysNeedingEscapes() {
    let value = JSONValue.object([("plain", .int(1)), ("q\"\n\u{2028}", .int(2)), ("", .int(3))])
    #expect(value.rendered() == "{\n  \"plain\": 1,\n  \"q\\\"\\n\\u2028\": 2,\n  \"\": 3\n}")
  }

  @Test("members write the same bytes in one append as key and value written apart")
  func membersOfEveryKind() {
    let long = String(repeating: "x", count: 600)
    var output: [UInt8] = []
    JSONWriter.append(to: &output, indent: 0) { json in
      json.beginObject()
      json.member("s", "plain")
      json.member("inner") { json in
        json.member("escaped", "a\"b\n")
        json.member("long", long)
        json.member("none", nil as String?)
      }
      json.member("n", -42)
      json.member("yes", true)
      json.member("q\"k", "v")
      json.member("q\"i", 7)
      json.endObject()
    }
    let expected = """
      {
        "s": "plain",
        "inner": {
          "escaped": "a\\"b\\n",
          "long": "\(long)",
          "none": null
        },
        "n": -42,
        "yes": true,
        "q\\"k": "v",
        "q\\"i": 7
      }
      """
    #expect(String(decoding: output, as: UTF8.self) == expected)
  }

  @Test func integersOfEveryMagnitude() {
    for value in [0, 7, -7, 10, -10, 1_234_567_890, Int.max, Int.min] {
      #expect(JSONValue.int(value).rendered() == String(value))
    }
  }

  @Test func writerAppendsAfterExistingBytes() {
    var output = Array("x: ".utf8)
    JSONValue.object([("k", .string("v"))]).write(to: &output, indent: 2)
    #expect(String(decoding: output, as: UTF8.self) == "x: {\n    \"k\": \"v\"\n  }")
  }
}
