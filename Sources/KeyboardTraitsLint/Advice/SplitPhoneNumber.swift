import KeyboardTraits

/// A phone number typed into two to four consecutive inputs of one form (area code, prefix and
/// suffix, with a country code before them, or a country or area code then the rest), none
/// with an `autocomplete` field name: each box should name its part, which Chrome, Safari and
/// Firefox fill from the saved number (`tel-area-code`, `tel-local-prefix`, …).
///
/// A run is a phone number by its lengths (`maxlength`, else `size`) and its words: 3, 3 and 4
/// characters (with a country code of 1 to 4 before them) in a field named or labelled as a
/// phone number; area, prefix (or exchange) and suffix (or line) in the boxes' names, ids or
/// labels, in that order; or a country or area code box followed by a longer one. Two phone
/// fields named `phone1` and `phone2` with no lengths are two numbers, not one split.
enum SplitPhoneNumber {
  /// One box of a split number.
  struct Part: Sendable, Hashable {
    /// The autofill field name of the box (`tel-area-code`).
    let fieldName: String
    /// The box's place in the number, from 1.
    let position: Int
    /// How many boxes the number takes.
    let count: Int
  }

  private static let fact = DerivedFact<[Int: Part]>()

  /// The part `field` types, when it is a box of a split phone number.
  static func part(of field: LintField, in document: LintDocument) -> Part? {
    document.formFact(fact, of: field.field.formIndex) { fields, _ in
      parts(of: fields.filter { $0.field.inputType != .hidden })
    }[field.field.index]
  }

  private static let shapes: [[String]] = [
    ["tel-country-code", "tel-area-code", "tel-local-prefix", "tel-local-suffix"],
    ["tel-area-code", "tel-local-prefix", "tel-local-suffix"],
  ]

  /// The parts of the split numbers among a form's visible fields, by field index.
  private static func parts(of fields: [LintField]) -> [Int: Part] {
    var parts: [Int: Part] = [:]
    var start = 0
    while start < fields.count {
      let names = fieldNames(of: fields, from: start)
      guard let names else {
        start += 1
        continue
      }
      for (offset, name) in names.enumerated() {
        parts[fields[start + offset].field.index] = Part(
          fieldName: name, position: offset + 1, count: names.count)
      }
      start += names.count
    }
    return parts
  }

  /// The field names of the split number that starts at `start`, if one does.
  private static func fieldNames(of fields: [LintField], from start: Int) -> [String]? {
    let boxes = fields[start...].prefix { isBox($0) }
    guard boxes.count >= 2 else { return nil }
    // A short box just before is part of another run (a code, a date): not this number.
    if start > 0, isBox(fields[start - 1]), length(of: fields[start - 1]).map(isShort) ?? false {
      return nil
    }
    let lengths = boxes.map(length(of:))
    let words = boxes.map(words(of:))
    let isPhone = boxes.contains { $0.purpose.has(.tel) } || words.contains { $0.contains("phone") }
    for shape in shapes where boxes.count >= shape.count {
      let run = Array(0..<shape.count)
      let followedByShortBox =
        boxes.count > shape.count && (lengths[shape.count].map(isShort) ?? false)
      guard !followedByShortBox else { continue }
      let byLength =
        isPhone
        && zip(run.map { lengths[$0] }, shape.map(expectedLengths)).allSatisfy { length, range in
          length.map(range.contains) ?? false
        }
      let byWords = zip(run.map { words[$0] }, shape).allSatisfy { mentions($0, part: $1) }
      if byLength || byWords { return shape }
    }
    return twoBoxNames(lengths: lengths, words: words, isPhone: isPhone)
  }

  /// A country code then the national number, or an area code then the local number.
  private static func twoBoxNames(lengths: [Int?], words: [String], isPhone: Bool) -> [String]? {
    guard isPhone, let first = lengths[0], isShort(first) else { return nil }
    let restIsLong = lengths[1].map { $0 >= 7 } ?? true
    guard restIsLong, lengths.count == 2 || !(lengths[2].map(isShort) ?? false) else {
      return nil
    }
    if mentions(words[0], part: "tel-country-code") { return ["tel-country-code", "tel-national"] }
    if mentions(words[0], part: "tel-area-code") { return ["tel-area-code", "tel-local"] }
    return nil
  }

  private static func expectedLengths(_ fieldName: String) -> ClosedRange<Int> {
    switch fieldName {
    case "tel-country-code": 1...4
    case "tel-local-suffix": 4...4
    default: 3...3
    }
  }

  private static func mentions(_ words: String, part fieldName: String) -> Bool {
    let cues: [String] =
      switch fieldName {
      case "tel-country-code": ["country", "intl", "dial"]
      case "tel-area-code": ["area"]
      case "tel-local-prefix": ["prefix", "exchange"]
      case "tel-local-suffix": ["suffix", "line"]
      default: []
      }
    return cues.contains { words.contains($0) }
  }

  private static func isShort(_ length: Int) -> Bool { (1...4).contains(length) }

  /// An input a part of a number is typed into: a text, tel or number input that shows a
  /// keyboard, is not a one-character code box, and whose `autocomplete` names no field.
  private static func isBox(_ field: LintField) -> Bool {
    guard field.field.element == "input", field.field.ios.presentation == .keyboard,
      field.field.maxLength != 1, field.autocomplete?.fieldName == nil
    else { return false }
    switch field.field.inputType {
    case .text?, .tel?, .number?: return true
    default: return false
    }
  }

  /// How many characters the box takes: its `maxlength`, else its `size`.
  private static func length(of field: LintField) -> Int? {
    field.field.maxLength
      ?? field.field[.size].flatMap { Int($0.trimmingHTMLWhitespace()) }
  }

  /// The box's name, id and label, lower-cased, for the part words.
  private static func words(of field: LintField) -> String {
    [field.field.name, field.field.id, field.field.label].compactMap { $0 }
      .joined(separator: " ").lowercased()
  }
}
