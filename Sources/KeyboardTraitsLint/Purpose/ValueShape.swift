import Foundation
import KeyboardTraits

/// What the shape of a pattern or an example value says about a field.
enum ValueShape {
  /// The lengths a digits-only `pattern` accepts, or `nil` when it accepts anything else.
  ///
  /// Understands what authors write for digits: `\d`, `[0-9]`, `[\d]` with `{n}`, `{n,m}`,
  /// `{n,}`, `*`, `+`, `?`, and `^`/`$` anchors. `[0-9]{6}` gives 6...6, `\d*` gives 0...max.
  static func digitLengths(of pattern: String) -> ClosedRange<Int>? {
    var rest = Substring(pattern)
    if rest.hasPrefix("^") { rest = rest.dropFirst() }
    if rest.hasSuffix("$") { rest = rest.dropLast() }
    var low = 0
    var high = 0
    var atoms = 0
    while !rest.isEmpty {
      guard let atom = ["\\d", "[0-9]", "[\\d]"].first(where: { rest.hasPrefix($0) }) else {
        return nil
      }
      rest = rest.dropFirst(atom.count)
      atoms += 1
      let (count, remainder) = quantifier(rest)
      guard let count else { return nil }
      low += count.lowerBound
      high = high == .max || count.upperBound == .max ? .max : high + count.upperBound
      rest = remainder
    }
    return atoms > 0 ? low...high : nil
  }

  /// Whether `pattern` accepts only digits.
  static func isDigitsOnly(_ pattern: String?) -> Bool {
    pattern.flatMap(digitLengths(of:)) != nil
  }

  /// A purpose that an example value in a placeholder shows beyond doubt.
  ///
  /// `name@example.com` is an email, `https://…` or `www.…` a web address, four groups of four
  /// digits (or `•`/`x`) a card number, and `+49 …` or `(555) 123-4567` a phone number.
  static func examplePurpose(_ placeholder: String) -> FieldPurpose? {
    let text = Self.trimmedLowercased(placeholder)
    // Most placeholders are prose: byte tests rule out an email (no '@') and a card number
    // (letters) before any splitting.
    if text.utf8.contains(UInt8(ascii: "@")),
      text.split(separator: " ").contains(where: isEmailExample)
    {
      return .email
    }
    if text.hasPrefix("http://") || text.hasPrefix("https://") || text.hasPrefix("www.") {
      return .url
    }
    if isCardNumberExample(text) { return .cardNumber }
    if isPhoneExample(text) { return .tel }
    return nil
  }

  /// `text` without surrounding spaces and tabs (`.whitespaces`), lowercased; byte by byte
  /// when it is ASCII, as most placeholders are (Foundation's trimming is slow on Linux).
  static func trimmedLowercased(_ text: String) -> String {
    guard text.isASCIIOnly else {
      return text.trimmingCharacters(in: .whitespaces).lowercased()
    }
    let bytes = Array(text.utf8)
    let isBlank = { (byte: UInt8) in byte == 0x20 || byte == 0x09 }
    guard let first = bytes.firstIndex(where: { !isBlank($0) }),
      let last = bytes.lastIndex(where: { !isBlank($0) })
    else { return "" }
    return String(decoding: bytes[first...last], as: UTF8.self).asciiLowercased()
  }

  /// The placeholder up to an example marker: "Project name, e.g. Acme website" gives
  /// "Project name, ".
  static func withoutExample(_ placeholder: String) -> String {
    // Every marker holds one of these; most placeholders hold none, and then need no search.
    guard placeholder.unicodeScalars.contains(where: markerScalars.contains) else {
      return placeholder
    }
    var end = placeholder.endIndex
    for marker in exampleMarkers {
      var searchStart = placeholder.startIndex
      while let found = placeholder.range(
        of: marker, options: .caseInsensitive, range: searchStart..<placeholder.endIndex)
      {
        // A marker starts a word: "Apex." holds no "ex.".
        let startsWord =
          found.lowerBound == placeholder.startIndex
          || !placeholder[placeholder.index(before: found.lowerBound)].isLetter
        if startsWord {
          end = min(end, found.lowerBound)
          break
        }
        searchStart = found.upperBound
      }
    }
    return String(placeholder[..<end])
  }

  /// How placeholders introduce an example, in the table's languages.
  private static let exampleMarkers = [
    "e.g.", "eg.", "eg:", "z.b.", "z. b.", "bsp.", "ex.", "ex:", "p.ex", "p. ex", "ej.",
    "ej:", "p. ej", "bijv.", "bv.", "es.", "es:", "например", "напр.", "例如", "例：", "例:",
    "例）", "例)",
  ]

  /// One scalar of each marker, in every case: a text without any of them holds no marker.
  private static let markerScalars = Set(
    exampleMarkers.flatMap { marker -> [Unicode.Scalar] in
      let scalars = marker.unicodeScalars
      let key = String(scalars.first { !$0.properties.isAlphabetic } ?? scalars.first!)
      return Array((key + key.lowercased() + key.uppercased()).unicodeScalars)
    })

  private static func quantifier(_ text: Substring) -> (ClosedRange<Int>?, Substring) {
    guard let first = text.first else { return (1...1, text) }
    switch first {
    case "*": return (0...Int.max, text.dropFirst())
    case "+": return (1...Int.max, text.dropFirst())
    case "?": return (0...1, text.dropFirst())
    case "{":
      guard let close = text.firstIndex(of: "}") else { return (nil, text) }
      let bounds = text[text.index(after: text.startIndex)..<close]
        .split(separator: ",", omittingEmptySubsequences: false)
      let remainder = text[text.index(after: close)...]
      guard let low = bounds.first.flatMap({ Int($0) }) else { return (nil, text) }
      if bounds.count == 1 { return (low...low, remainder) }
      if bounds.count == 2, bounds[1].isEmpty { return (low...Int.max, remainder) }
      guard bounds.count == 2, let high = Int(bounds[1]), high >= low else { return (nil, text) }
      return (low...high, remainder)
    default:
      return (1...1, text)
    }
  }

  private static func isEmailExample(_ word: Substring) -> Bool {
    let parts = word.split(separator: "@", omittingEmptySubsequences: false)
    guard parts.count == 2, !parts[0].isEmpty else { return false }
    let domain = parts[1].trimmingCharacters(in: .punctuationCharacters)
    let labels = domain.split(separator: ".", omittingEmptySubsequences: false)
    guard labels.count >= 2, let topLevel = labels.last else { return false }
    return labels.allSatisfy { !$0.isEmpty } && topLevel.allSatisfy(\.isLetter)
  }

  private static func isCardNumberExample(_ text: String) -> Bool {
    // Digits, separators and `•x*` only: any other lower-case ASCII letter rules it out.
    let hasOtherLetter = text.utf8.contains { byte in
      byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") && byte != UInt8(ascii: "x")
    }
    guard !hasOtherLetter else { return false }
    let groups = text.split(whereSeparator: { $0 == " " || $0 == "-" })
    return groups.count == 4
      && groups.allSatisfy { group in
        group.count == 4
          && (group.allSatisfy(\.isWholeNumber) || group.allSatisfy { "•x*".contains($0) })
      }
  }

  private static func isPhoneExample(_ text: String) -> Bool {
    guard text.hasPrefix("+") || text.hasPrefix("(") else { return false }
    let digits = text.filter(\.isWholeNumber).count
    return digits >= 7 && text.allSatisfy { $0.isWholeNumber || " ()+-./".contains($0) }
  }
}
