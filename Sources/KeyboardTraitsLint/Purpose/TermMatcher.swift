import KeyboardTraits

/// A term found in a text.
struct TermMatch: Sendable {
  let term: PurposeTerm
  /// Where the match lies in the original text.
  let range: Range<String.Index>
}

/// Finds the word table's terms in a text, leftmost first and longest first.
///
/// Matching is by whole words, never substrings: `zipper` is not `zip`, `telescope` is not
/// `tel`. A longer phrase wins over its parts, so "user name" is a username rather than a
/// name, and "promo code" uses up the "code". CJK terms are found as substrings of CJK text.
struct TermMatcher: Sendable {
  /// Terms by their first word, longest first; a `NameTable` because every word of every
  /// text is looked up (hashing a word cost more than comparing it with a few of its length).
  private let byFirstWord: NameTable<[PurposeTerm]>
  /// CJK terms by their first character, longest first (the order of a stable sort).
  private let cjkTermsByFirstCharacter: [Character: [PurposeTerm]]
  private let fillers: PhraseSet

  init(terms: [PurposeTerm], fillers: PhraseSet) {
    var byFirstWord: [String: [PurposeTerm]] = [:]
    for term in terms where !term.isCJK {
      byFirstWord[term.words[0], default: []].append(term)
    }
    self.byFirstWord = NameTable(
      byFirstWord.mapValues { $0.sorted { $0.words.count > $1.words.count } })
    let cjkTerms = terms.filter(\.isCJK).sorted { $0.characters.count > $1.characters.count }
    // Grouping keeps each group in that order, so the first term that matches at a position
    // is the one a scan of the whole list would find.
    self.cjkTermsByFirstCharacter = Dictionary(grouping: cjkTerms) { $0.characters[0] }
    self.fillers = fillers
  }

  /// The terms in `text`, in text order; `satisfied` says which weak terms may count.
  func matches(
    in text: FieldText, satisfied: (PurposeTerm.Requirement) -> Bool
  ) -> [TermMatch] {
    let latin = latinMatches(in: text, satisfied)
    // Latin matches come in text order already; only CJK ones need merging.
    guard text.hasCJK else { return latin }
    let found = latin + cjkMatches(in: text, satisfied)
    return found.sorted { $0.range.lowerBound < $1.range.lowerBound }
  }

  private func latinMatches(
    in text: FieldText, _ satisfied: (PurposeTerm.Requirement) -> Bool
  ) -> [TermMatch] {
    let words = text.words.map(\.text)
    var result: [TermMatch] = []
    var start = 0
    while start < words.count {
      let match = byFirstWord[words[start]]?.first { term in
        let end = start + term.words.count
        return end <= words.count && words[start..<end].elementsEqual(term.words)
          && term.requirement.map(satisfied) ?? true
          && (!term.wholeOnly || isWhole(words, except: start..<end))
      }
      guard let match else {
        start += 1
        continue
      }
      let end = start + match.words.count
      let range = text.words[start].range.lowerBound..<text.words[end - 1].range.upperBound
      result.append(TermMatch(term: match, range: range))
      start = end
    }
    return result
  }

  private func cjkMatches(
    in text: FieldText, _ satisfied: (PurposeTerm.Requirement) -> Bool
  ) -> [TermMatch] {
    var result: [TermMatch] = []
    for segment in text.segments {
      let characters = segment.characters
      var start = 0
      while start < characters.count {
        let match = cjkTermsByFirstCharacter[characters[start]]?.first { term in
          let end = start + term.characters.count
          return end <= characters.count && characters[start..<end].elementsEqual(term.characters)
            && term.requirement.map(satisfied) ?? true
            && (!term.wholeOnly || (text.segments.count == 1 && term.characters == characters))
        }
        guard let match else {
          start += 1
          continue
        }
        let end = start + match.characters.count
        let range = segment.origins[start].lowerBound..<segment.origins[end - 1].upperBound
        result.append(TermMatch(term: match, range: range))
        start = end
      }
    }
    return result
  }

  /// Whether every word outside `kept` is a filler ("your", "please enter") or a final
  /// number ("tel1"; but "cell_3_4" is a grid cell).
  private func isWhole(_ words: [String], except kept: Range<Int>) -> Bool {
    words.indices.allSatisfy { index in
      kept.contains(index) || fillers.contains(word: words[index])
        || (index == words.count - 1 && words[index].allSatisfy(\.isNumber))
    }
  }
}
