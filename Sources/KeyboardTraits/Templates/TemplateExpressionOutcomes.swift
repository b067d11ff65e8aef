/// Whether a template expression can only give string literals: a literal, or a conditional
/// (`c ? 'a' : 'b'`, Jinja `'a' if c else 'b'`) whose branches all do. An expression with a
/// variable anywhere it could be the value (`a || 'text'`, `a ?? 'text'`, `a|default('text')`,
/// `a | default: 'text'`, `c ? a : 'text'`) gives a value only the run time knows.
enum TemplateExpressionOutcomes {
  /// The literals an attribute value as written may give (delimiters such as `{{ }}`, `{ }` and
  /// `<%= %>` around the whole value allowed), in order; nil when some outcome is not a literal.
  static func literals(of written: String) -> [String]? {
    var outcomes: [String] = []
    guard collect(Array(unwrapped(written)), into: &outcomes) else { return nil }
    return outcomes
  }

  /// `written` with the text of its literals elided (`{{ label|default('…') }}`) when it chooses
  /// between values (a fallback or a conditional): the literal is only one of them, so it must
  /// not be read as the text. Other expressions (`{{ 'Email'|trans }}`) are returned unchanged.
  static func elidingAlternatives(_ written: String) -> String {
    let text = Array(written)
    guard hasAlternatives(text) else { return written }
    var result = ""
    var quote: Character?
    for character in text {
      if let open = quote {
        if character == open {
          result += "…" + String(character)
          quote = nil
        }
      } else {
        result.append(character)
        if "'\"`".contains(character) { quote = character }
      }
    }
    return result
  }

  /// Whether an expression chooses between values: `||`, `??`, `or`, a `default` filter or a
  /// conditional, outside its literals.
  private static func hasAlternatives(_ text: [Character]) -> Bool {
    var code = ""
    for (_, character, _) in topLevel(text, keepNested: true) { code.append(character) }
    let words = code.split(whereSeparator: { !$0.isLetter && $0 != "_" })
    if words.contains("default") || words.contains("or") || words.contains("if") { return true }
    return code.contains("||") || code.contains("?")
  }

  /// `written` without the template delimiters around the whole of it.
  private static func unwrapped(_ written: String) -> Substring {
    var text = written.trimmingHTMLWhitespace()
    for (open, close) in [("<%=", "%>"), ("{!!", "!!}"), ("${", "}")]
    where text.hasPrefix(open) && text.hasSuffix(close) && text.count >= open.count + close.count {
      return text.dropFirst(open.count).dropLast(close.count)
    }
    // `{x}`, `{{ x }}`, `{{{ x }}}`: as many braces on each side.
    while text.hasPrefix("{"), text.hasSuffix("}"), text.count >= 2 {
      text = text.dropFirst().dropLast()
    }
    return text
  }

  private static func collect(_ expression: [Character], into outcomes: inout [String]) -> Bool {
    var text = trimmed(expression)
    while text.first == "(", text.last == ")", closingParen(in: text) == text.count - 1 {
      text = trimmed(Array(text.dropFirst().dropLast()))
    }
    if let literal = wholeLiteral(text) {
      outcomes.append(literal)
      return true
    }
    if let (question, colon) = ternary(in: text) {
      return collect(Array(text[(question + 1)..<colon]), into: &outcomes)
        && collect(Array(text[(colon + 1)...]), into: &outcomes)
    }
    if let (ifWord, elseWord) = pythonConditional(in: text) {
      return collect(Array(text[..<ifWord]), into: &outcomes)
        && collect(Array(text[(elseWord + 5)...]), into: &outcomes)
    }
    return false
  }

  private static func trimmed(_ text: [Character]) -> [Character] {
    Array(String(text).trimmingHTMLWhitespace())
  }

  /// The contents of `text` when it is one quoted literal (a backquoted one without `${`).
  private static func wholeLiteral(_ text: [Character]) -> String? {
    guard let quote = text.first, "'\"`".contains(quote), text.count >= 2, text.last == quote
    else { return nil }
    let body = text.dropFirst().dropLast()
    guard !body.contains(quote), !body.contains("\\") else { return nil }
    if quote == "`", String(body).contains("${") { return nil }
    return String(body)
  }

  /// The index of the `)` closing the `(` at the start of `text`.
  private static func closingParen(in text: [Character]) -> Int? {
    var depth = 0
    for (index, character, _) in topLevel(text, keepNested: true) {
      if character == "(" { depth += 1 }
      if character == ")" {
        depth -= 1
        if depth == 0 { return index }
      }
    }
    return nil
  }

  /// The first top-level `?` of a conditional (not `??` or `?.`) and its `:`.
  private static func ternary(in text: [Character]) -> (Int, Int)? {
    var question: Int?
    var pending = 0
    for (index, character, depth) in topLevel(text, keepNested: false) where depth == 0 {
      let next = index + 1 < text.count ? text[index + 1] : " "
      let previous = index > 0 ? text[index - 1] : " "
      if character == "?", next != "?", next != ".", previous != "?" {
        if question == nil { question = index }
        pending += 1
      } else if character == ":", question != nil {
        pending -= 1
        if pending == 0, let question { return (question, index) }
      }
    }
    return nil
  }

  /// Jinja's `a if c else b`: the offsets of ` if ` and of the matching ` else`.
  private static func pythonConditional(in text: [Character]) -> (Int, Int)? {
    var ifWord: Int?
    for (index, character, depth) in topLevel(text, keepNested: false)
    where depth == 0 && character == " " {
      let word = String(text[index..<min(text.count, index + 6)])
      if ifWord == nil, word.hasPrefix(" if ") { ifWord = index }
      if let ifWord, word.hasPrefix(" else ") { return (ifWord, index) }
    }
    return nil
  }

  /// The characters of `text` outside string literals, with their offsets and bracket depth
  /// (the brackets themselves at the outer depth).
  private static func topLevel(_ text: [Character], keepNested: Bool) -> [(Int, Character, Int)] {
    var result: [(Int, Character, Int)] = []
    var quote: Character?
    var depth = 0
    for (index, character) in text.enumerated() {
      if let open = quote {
        if character == open { quote = nil }
        continue
      }
      if "'\"`".contains(character) {
        quote = character
        continue
      }
      if ")]}".contains(character) { depth -= 1 }
      if keepNested || depth == 0 { result.append((index, character, max(depth, 0))) }
      if "([{".contains(character) { depth += 1 }
    }
    return result
  }
}
