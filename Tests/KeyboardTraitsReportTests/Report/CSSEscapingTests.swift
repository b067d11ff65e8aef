import Testing

@testable import KeyboardTraitsReport

/// Text the HTML report puts in its drawings stylesheet: SVG images as `data:` URLs and the
/// pictures' alternative text as CSS strings.
@Suite("Report: text in the stylesheet")
struct CSSEscapingTests {
  /// The SVG inside `image` (`url("data:image/svg+xml,…")`), percent-decoded; nil when `image`
  /// is not that shape or holds a byte a quoted CSS URL would need escaped.
  static func svg(in image: String) -> String? {
    let prefix = "url(\"data:image/svg+xml,"
    guard image.hasPrefix(prefix), image.hasSuffix("\")") else { return nil }
    let encoded = Array(image.utf8.dropFirst(prefix.utf8.count).dropLast(2))
    var bytes: [UInt8] = []
    var index = 0
    while index < encoded.count {
      let byte = encoded[index]
      guard byte >= 0x20, byte < 0x7F, !"\"\\<#".utf8.contains(byte) else { return nil }
      if byte == UInt8(ascii: "%") {
        guard index + 2 < encoded.count else { return nil }
        let digits = String(decoding: encoded[index + 1...index + 2], as: UTF8.self)
        guard let value = UInt8(digits, radix: 16) else { return nil }
        bytes.append(value)
        index += 3
      } else {
        bytes.append(byte)
        index += 1
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  @Test("an SVG image keeps every byte; nothing in it can end the URL, the string or the <style>")
  func svgImage() {
    let svg = "<svg a=\"1\" fill=\"#fff\">50% \\ </style> \u{B7}\u{232B}\n\t\u{7F}</svg>"
    let image = CSSEscaping.svgImage(svg)
    #expect(Self.svg(in: image) == svg)
    #expect(!image.contains("</"))
    #expect(image.hasPrefix("url(\"data:image/svg+xml,%3Csvg a=%221%22 fill=%22%23fff%22>50%25 "))
  }

  @Test("a CSS string escapes quotes, backslashes, < and controls, as CSSOM serializes them")
  func string() {
    #expect(CSSEscaping.string("plain \u{B7} text") == "\"plain \u{B7} text\"")
    #expect(
      CSSEscaping.string("say \"hi\" \\ </style>\nnext")
        == "\"say \\\"hi\\\" \\\\ \\3c /style>\\a next\"")
    #expect(CSSEscaping.string("nul\u{0}") == "\"nul\u{FFFD}\"")
  }
}
