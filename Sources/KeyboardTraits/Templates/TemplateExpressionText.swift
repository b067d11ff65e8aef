/// Attribute values for messages: a value a template decides is shown as written, whole or cut
/// between tokens with its delimiters closed (`type="{{ kind|default(… }}"`), never mid-token.
package enum TemplateExpressionText {
  /// `="value"` for a static value (cut at `limit` characters); for a dynamic one, a bare bound
  /// expression as code (`={kind ?? 'email'}`, Vue `:type`, Angular `[type]`), a Svelte or JSX
  /// `{…}` as written, and a value holding template tags in quotes (`="{{ kind }}"`).
  package static func attributeValue(_ value: String, isDynamic: Bool, limit: Int = 40) -> String {
    guard isDynamic else { return "=\"\(value.prefix(limit))\"" }
    let shown = shortened(value, limit: limit)
    if openers.contains(where: { value.contains($0.open) }) {
      let isBraced =
        value.hasPrefix("{") && value.hasSuffix("}") && !value.hasPrefix("{{")
        && !value.hasPrefix("{%") && !value.hasPrefix("{#") && !value.hasPrefix("{!!")
      return isBraced ? "=" + shown : "=\"" + shown + "\""
    }
    return "={" + shown + "}"
  }

  /// `value` whole when it fits in `limit` characters, else its tokens up to the limit, an
  /// ellipsis, and the closing delimiters of the template tags left open.
  package static func shortened(_ value: String, limit: Int) -> String {
    guard value.count > limit else { return value }
    var kept = ""
    var open: [String] = []
    for token in tokens(of: value) {
      guard kept.count + token.count <= limit else { break }
      kept += token
      if let opener = openers.first(where: { $0.open == token }) {
        open.append(opener.close)
      } else if let last = open.last, token == last {
        open.removeLast()
      }
    }
    var result = kept + "…"
    for close in open.reversed() {
      result += (close == "}" ? "" : " ") + close
    }
    return result
  }

  /// Template delimiters, the longest first so `{{` is not read as `{`.
  private static let openers: [(open: String, close: String)] = [
    ("{{{", "}}}"), ("{!!", "!!}"), ("<%=", "%>"), ("{{", "}}"), ("{%", "%}"), ("{#", "#}"),
    ("<%", "%>"), ("${", "}"), ("{", "}"),
  ]
  private static let closers = ["}}}", "!!}", "}}", "%}", "#}", "%>", "}"]

  /// The value in tokens: delimiters, string literals, words, runs of spaces and single
  /// punctuation characters.
  private static func tokens(of value: String) -> [String] {
    let characters = Array(value)
    var tokens: [String] = []
    var index = 0
    func isWord(_ character: Character) -> Bool {
      character.isLetter || character.isNumber || character == "_" || character == "$"
    }
    while index < characters.count {
      let rest = String(characters[index..<min(characters.count, index + 3)])
      if let delimiter = (openers.map(\.open) + closers).first(where: { rest.hasPrefix($0) }) {
        tokens.append(delimiter)
        index += delimiter.count
        continue
      }
      let character = characters[index]
      var end = index + 1
      if "'\"`".contains(character) {
        while end < characters.count, characters[end] != character { end += 1 }
        end = min(end + 1, characters.count)
      } else if isWord(character) {
        while end < characters.count, isWord(characters[end]) { end += 1 }
      } else if character.isWhitespace {
        while end < characters.count, characters[end].isWhitespace { end += 1 }
      }
      tokens.append(String(characters[index..<end]))
      index = end
    }
    return tokens
  }
}
