import Testing

@testable import KeyboardTraits

@Suite("Edit distance")
struct EditDistanceTests {
  @Test(arguments: [
    ("", "", 0), ("", "abc", 3), ("abc", "", 3), ("email", "email", 0), ("email", "emial", 1),
    ("given_name", "given-name", 1), ("address-line-1", "address-line1", 1),
    ("kitten", "sitting", 3), ("ca", "abc", 2), ("nope", "name", 2), ("é", "e", 1),
  ])
  func damerauLevenshtein(a: String, b: String, distance: Int) {
    #expect(EditDistance.damerauLevenshtein(a, b) == distance)
    #expect(EditDistance.damerauLevenshtein(b, a) == distance)
  }

  /// With a limit the distance is exact up to it and above it otherwise: the table stops at
  /// a row whose entries all exceed the limit.
  @Test func aLimitStopsOnlyWhereTheDistanceExceedsIt() {
    let words = [
      "", "a", "email", "emial", "e-mail", "given-name", "name-given", "abcdef", "badcfe",
      "ca", "abc", "kitten", "sitting", "tel", "letter", "é", "ée", "address-line1",
    ]
    for a in words {
      for b in words {
        let distance = EditDistance.damerauLevenshtein(a, b)
        for limit in 0...4 {
          let limited = EditDistance.damerauLevenshtein(a, b, limit: limit)
          if distance <= limit {
            #expect(limited == distance, "\(a) \(b) limit \(limit)")
          } else {
            #expect(limited > limit, "\(a) \(b) limit \(limit)")
          }
        }
      }
    }
  }

  @Test(
    arguments: [
      ("emial", ["email", "name", "tel"], 2, "email"),
      ("email", ["email", "emails"], 2, "email"),
      ("address-line", ["address-line1", "address-line2"], 2, nil),
      ("xyz", ["email"], 1, nil),
      ("tle", ["tel", "tel"], 1, "tel"),
      ("autocapitalization", ["autocapitalize", "autocorrect"], 2, nil),
      ("autocapitalization", ["autocapitalize", "autocorrect"], 5, "autocapitalize"),
    ] as [(String, [String], Int, String?)])
  func nearest(word: String, candidates: [String], maxDistance: Int, expected: String?) {
    #expect(EditDistance.nearest(to: word, in: candidates, maxDistance: maxDistance) == expected)
  }

  @Test func closestListsEveryCandidateAtTheBestDistanceInOrder() {
    let candidates = ["address-line1", "email", "address-line2", "address-line3"]
    #expect(
      EditDistance.closest(to: "address-line", in: candidates, maxDistance: 2)
        == ["address-line1", "address-line2", "address-line3"])
    #expect(EditDistance.closest(to: "emial", in: candidates, maxDistance: 1) == ["email"])
    #expect(EditDistance.closest(to: "xyz", in: candidates, maxDistance: 2).isEmpty)
    // "\r\n" is one character, so "a\r\nb" is three long, one from "axb".
    #expect(EditDistance.closest(to: "axb", in: ["a\r\nb"], maxDistance: 1) == ["a\r\nb"])
  }
}
