import KeyboardTraits

/// The "disable this rule on this line" edit: a `kbtraits-disable-next-line` directive in the
/// file's own comment syntax, on a new line above the one it covers, indented like it.
///
/// A directive above the line where an element starts also covers the element's later lines
/// (attributes wrapped onto them), so a finding about a field is disabled above the field's tag.
enum SuppressionCommentWriter {
  /// Where to insert (a byte offset in the document's text) and what.
  struct Insertion: Equatable {
    var byteOffset: Int
    var text: String
  }

  /// The insertion that disables `rule` on `line` (1-based) of `document`, read as `syntax`
  /// (a template without template code scans as plain HTML, but its comments are still the
  /// template language's).
  static func insertion(
    disabling rule: String, onLine line: Int, in document: ScannedDocument, syntax: SourceSyntax
  ) -> Insertion? {
    guard let lineStart = document.byteOffset(of: SourcePosition(line: line, column: 1)) else {
      return nil
    }
    let bytes = document.sourceBytes(lineStart..<document.byteCount)
    let indentation = bytes.prefix { $0 == UInt8(ascii: " ") || $0 == 0x09 }
    let lineBreak =
      bytes.firstIndex(of: 0x0A).map { bytes[..<$0].last == 0x0D } == true
      ? "\r\n" : "\n"
    let directive = "kbtraits-disable-next-line \(rule)"
    let comment = self.comment(
      directive, syntax: syntax,
      isJSXChild: syntax.isJSX
        && document.jsxChildRanges.contains { $0.contains(lineStart + indentation.count) })
    return Insertion(
      byteOffset: lineStart,
      text: String(decoding: indentation, as: UTF8.self) + comment + lineBreak)
  }

  /// `directive` in the comment syntax of `syntax`.
  static func comment(_ directive: String, syntax: SourceSyntax, isJSXChild: Bool = false)
    -> String
  {
    switch syntax {
    case .jinja, .nunjucks, .twig: "{# \(directive) #}"
    case .blade: "{{-- \(directive) --}}"
    case .erb, .ejs: "<%# \(directive) %>"
    case .handlebars: "{{!-- \(directive) --}}"
    case .mustache: "{{! \(directive) }}"
    case .liquid: "{% comment %} \(directive) {% endcomment %}"
    case .jsx, .tsx: isJSXChild ? "{/* \(directive) */}" : "// \(directive)"
    case .html, .vue, .svelte, .angular, .astro, .php, .leaf: "<!-- \(directive) -->"
    }
  }
}
