import Foundation
import KeyboardTraits

/// An attribute value or label split into folded words for matching.
///
/// Identifiers split on camelCase, `_`, `-`, `.`, brackets, spaces and other punctuation, and
/// where letters meet digits or CJK script meets other letters: `txtEmailAddress` gives
/// `txt email address`, `billing.zipCode` gives `billing zip code`, `cvv2` gives `cvv 2`.
/// Words are lowercased with diacritics and width folded (`Téléphone` → `telephone`,
/// `Ｅｍａｉｌ` → `email`). CJK has no word boundaries, so CJK text is also kept as
/// unbroken segments for substring search.
struct FieldText: Sendable {
  /// One word with its place in the original text.
  struct Word: Sendable {
    let text: String
    let range: Range<String.Index>
  }

  /// A run of text between separators, folded one character at a time.
  struct Segment: Sendable {
    let characters: [Character]
    /// For each folded character, the original character it came from.
    let origins: [Range<String.Index>]
  }

  let original: String
  let words: [Word]
  /// Only filled when the text has CJK characters; Latin text never needs substring search.
  let segments: [Segment]

  init(_ original: String) {
    self.original = original
    // Most names, ids and labels are ASCII: classify bytes, not Characters.
    if original.isASCIIOnly {
      words = Self.asciiWords(of: original)
      segments = []
      return
    }
    var words: [Word] = []
    var segments: [Segment] = []
    var hasCJK = false
    var wordStart: String.Index?
    var previous: CharacterKind?
    var index = original.startIndex
    while index < original.endIndex {
      let character = original[index]
      let next = original.index(after: index)
      let kind = CharacterKind(character)
      hasCJK = hasCJK || kind == .cjk
      if kind == .separator {
        if let start = wordStart { words.append(Self.word(original, start..<index)) }
        wordStart = nil
      } else if let start = wordStart,
        Self.isBoundary(
          previous, kind,
          following: next < original.endIndex ? CharacterKind(original[next]) : nil)
      {
        words.append(Self.word(original, start..<index))
        wordStart = index
      } else if wordStart == nil {
        wordStart = index
      }
      previous = kind
      index = next
    }
    if let start = wordStart { words.append(Self.word(original, start..<original.endIndex)) }
    if hasCJK { segments = Self.segments(of: original) }
    self.words = words
    self.segments = segments
  }

  /// The words of ASCII text, split exactly as ``init(_:)`` splits any text. Over the
  /// contiguous bytes with integer offsets: walking `utf8` indices is far slower, and every
  /// name, id, label and placeholder comes through here.
  private static func asciiWords(of text: String) -> [Word] {
    let utf8 = text.utf8
    return text.withUTF8Chunk { bytes in
      var words: [Word] = []
      func word(_ start: Int, _ end: Int) -> Word {
        // ASCII: byte offsets are character boundaries, and lower-casing is per byte.
        let lowered = String(asciiLowercasing: bytes.extracting(start..<end))
        let lower = utf8.index(utf8.startIndex, offsetBy: start)
        let upper = utf8.index(utf8.startIndex, offsetBy: end)
        return Word(text: lowered, range: lower..<upper)
      }
      var wordStart: Int?
      var previous: CharacterKind?
      for index in 0..<bytes.count {
        let kind = CharacterKind(ascii: bytes[index])
        if kind == .separator {
          if let start = wordStart { words.append(word(start, index)) }
          wordStart = nil
        } else if let start = wordStart,
          isBoundary(
            previous, kind,
            following: index + 1 < bytes.count ? CharacterKind(ascii: bytes[index + 1]) : nil)
        {
          words.append(word(start, index))
          wordStart = index
        } else if wordStart == nil {
          wordStart = index
        }
        previous = kind
      }
      if let start = wordStart { words.append(word(start, bytes.count)) }
      return words
    }
  }

  /// Folds text the way the word table is folded: lowercase, no diacritics, no width.
  static func fold(_ text: Substring) -> String {
    if text.allSatisfy(\.isASCII) { return text.lowercased() }
    return String(text).folding(
      options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
  }

  /// Whether the text contains CJK characters.
  var hasCJK: Bool { !segments.isEmpty }

  private static func word(_ text: String, _ range: Range<String.Index>) -> Word {
    Word(text: fold(text[range]), range: range)
  }

  private static func isBoundary(
    _ previous: CharacterKind?, _ current: CharacterKind,
    following: @autoclosure () -> CharacterKind?
  ) -> Bool {
    guard let previous else { return false }
    switch (previous, current) {
    case (.lower, .upper):
      return true
    case (.upper, .upper):
      // "HTMLForm": the last capital before a small letter starts the next word.
      return following() == .lower
    case (.digit, .digit), (.cjk, .cjk), (.upper, .lower), (.lower, .lower):
      return false
    default:
      return true
    }
  }

  private static func segments(of text: String) -> [Segment] {
    var result: [Segment] = []
    var characters: [Character] = []
    var origins: [Range<String.Index>] = []
    var index = text.startIndex
    while index < text.endIndex {
      let next = text.index(after: index)
      if CharacterKind(text[index]) == .separator {
        if !characters.isEmpty { result.append(Segment(characters: characters, origins: origins)) }
        characters = []
        origins = []
      } else {
        for folded in fold(text[index..<next]) {
          characters.append(folded)
          origins.append(index..<next)
        }
      }
      index = next
    }
    if !characters.isEmpty { result.append(Segment(characters: characters, origins: origins)) }
    return result
  }
}

/// The classes of characters that decide where words break.
enum CharacterKind: Equatable {
  case lower, upper, digit, cjk, separator

  init(_ character: Character) {
    if let scalar = character.unicodeScalars.first, Self.isCJK(scalar.value) {
      self = .cjk
    } else if character.isNumber {
      self = .digit
    } else if character.isLetter {
      // Caseless scripts (Arabic, Hebrew) behave like small letters: no camelCase breaks.
      self = character.isUppercase ? .upper : .lower
    } else {
      self = .separator
    }
  }

  /// The kind of an ASCII byte.
  init(ascii byte: UInt8) {
    switch byte {
    case 0x30...0x39: self = .digit
    case 0x41...0x5A: self = .upper
    case 0x61...0x7A: self = .lower
    default: self = .separator
    }
  }

  /// Han, kana (with the prolonged sound mark and half-width forms) and Hangul.
  static func isCJK(_ value: UInt32) -> Bool {
    switch value {
    case 0x3005, 0x3040...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF,
      0xFF66...0xFF9F, 0xAC00...0xD7AF, 0x1100...0x11FF, 0x3130...0x318F, 0x20000...0x2FA1F:
      true
    default:
      false
    }
  }
}
