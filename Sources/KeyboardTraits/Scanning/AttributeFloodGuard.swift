import Foundation

/// Cuts start tags with more attributes than any page needs, before libxml2 sees them.
///
/// libxml2 2.9 checks each attribute of a start tag against every earlier one (to drop
/// duplicates), so one tag with 200,000 attributes takes minutes and would stall the whole run.
/// The attributes after the first ``limit`` are blanked to spaces of the same length (line breaks
/// kept, so every position stays exact) and a note says so. Only tags that span at least two
/// bytes per allowed attribute between two `<` are examined, so ordinary pages cost one `memchr`
/// pass.
enum AttributeFloodGuard {
  /// More attributes than a form control has ever needed, and few enough for libxml2 to check
  /// in milliseconds.
  static let limit = 5_000

  /// Blanks the excess attributes of every flooded start tag in `utf8`; notes are placed in
  /// `original` when given (the text as written, when `utf8` is a template's masked text, whose
  /// blanked multi-byte characters would count as several columns).
  /// - Returns: One note per flooded tag.
  static func cap(
    _ utf8: inout [UInt8], lines: SourceLineTable, original: [UInt8]? = nil
  ) -> [ScanNote] {
    var notes: [ScanNote] = []
    var cursor = 0
    while let tagStart = HTMLBytes.firstTagOpen(in: utf8, from: cursor, to: utf8.count) {
      let next =
        HTMLBytes.firstTagOpen(in: utf8, from: tagStart + 1, to: utf8.count) ?? utf8.count
      cursor = next
      // A tag with more than `limit` attributes has at least two bytes for each.
      guard next - tagStart > 2 * limit, tagStart + 1 < utf8.count,
        case let folded = utf8[tagStart + 1] | 0x20,
        folded >= UInt8(ascii: "a"), folded <= UInt8(ascii: "z")
      else { continue }
      let (excess, tagEnd) = TagAttributeLocator.attributeStart(
        after: limit, in: utf8, tagStart: tagStart)
      guard let excess else { continue }
      // Blank up to the `>` (or the end of an unclosed tag), keeping line breaks.
      let closed = tagEnd > excess && utf8[tagEnd - 1] == UInt8(ascii: ">")
      let blankEnd = closed ? tagEnd - 1 : tagEnd
      for index in excess..<blankEnd where utf8[index] != 0x0A && utf8[index] != 0x0D {
        utf8[index] = 0x20
      }
      notes.append(
        ScanNote(
          kind: .attributeFlood,
          message: "This start tag has more than \(limit) attributes; those after the first "
            + "\(limit) were not read, since libxml2 takes time that grows with the square of "
            + "their number. Split or generate the markup differently.",
          position: lines.position(ofByteOffset: tagStart, in: original ?? utf8)))
      cursor = max(cursor, tagEnd)
    }
    return notes
  }
}
