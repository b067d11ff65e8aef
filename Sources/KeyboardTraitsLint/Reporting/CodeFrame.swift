import KeyboardTraits

/// The source line of a finding with a caret under its column, as the text reporter prints it:
///
/// ```
///   36 | <input type="email" autocomplete="emial">
///      |                     ^
/// ```
///
/// Columns count Unicode scalars. The caret line copies each tab that precedes the column, so
/// the caret sits under the right character whatever the terminal's tab width.
struct CodeFrame {
  /// How many scalars of a long line are shown; the rest is clipped around the column with `…`.
  static let maxWidth = 100

  /// The frame's two lines (source, caret), without colour.
  let sourceLine: String
  let caretLine: String

  /// The frame for `line` (the source text, without its line break) at 1-based `column`.
  init(line: String, column: Int) {
    let scalars = Array(TerminalStyle.printable(line).unicodeScalars)
    let target = min(max(column - 1, 0), scalars.count)
    var start = 0
    var end = scalars.count
    if scalars.count > Self.maxWidth {
      start = max(0, min(target - Self.maxWidth / 2, scalars.count - Self.maxWidth))
      end = start + Self.maxWidth
    }
    var shown = String.UnicodeScalarView()
    shown.append(contentsOf: scalars[start..<end])
    sourceLine = (start > 0 ? "…" : "") + String(shown) + (end < scalars.count ? "…" : "")
    var padding = String.UnicodeScalarView()
    if start > 0 { padding.append(" ") }
    padding.append(contentsOf: scalars[start..<target].map { $0 == "\t" ? "\t" : " " })
    caretLine = String(padding) + "^"
  }
}
