import KeyboardTraits

/// A `<textarea>` or `<title>` left open to the end of the file with field markup after it.
///
/// What it checks: the scanner's `markupInRawText` notes: an `<input>`, `<textarea>` or
/// `<select>` tag after a `<textarea>`, `<title>`, `<style>`, `<xmp>`, `<iframe>` or
/// `<plaintext>` that has no end tag, reported at the `<` of that element. Field markup inside
/// a closed `<textarea>` or `<title>` is conforming text (WHATWG HTML §13.1.2.6: escapable raw
/// text may hold anything but its own end tag), as in a code editor's sample, and is not
/// reported; the error is the end of file in the "text" insertion mode (§13.2.6.4.8). Notes
/// about `<noscript>`, `<noembed>` and `<noframes>` are left alone: their markup is deliberate
/// fallback content, and it does become fields when scripting (or embedding, or frames) is
/// unavailable.
/// Why: browsers read everything after the open element as its text, so the fields the author
/// wrote after it do not exist.
/// Example: `<textarea name="msg"><input name="email">` with the `</textarea>` lost.
/// Use instead: close the `<textarea>` before the next field.
struct MarkupInRawTextRule: Rule {
  static let description = RuleDescription(
    id: "markup-in-raw-text",
    name: "Markup In Raw Text",
    summary: "A textarea or title has no end tag, so the field tags after it are text.",
    rationale: "A textarea or title left open runs to the end of the file: the browser shows "
      + "every tag after it as text, so the fields written there never appear on the phone and "
      + "the user sees raw markup in a text box and no field to tap.",
    category: .markup,
    severity: .warning,
    basis: "kbtraits scanner (raw text and RCDATA handling); WHATWG HTML §13.1.2.6 restrictions "
      + "on the contents of raw text and escapable raw text elements; §13.2.6.4.8 the \"text\" "
      + "insertion mode (end of file is a parse error)",
    triggeringExamples: [
      RuleExample(
        #"""
        <form action="/contact">
          ↓<textarea name="message" rows="4">
          <input type="email" name="email">
          <button>Send</button>
        </form>
        """#),
      RuleExample(#"<head>↓<title>Sign in <input name="q"></head>"#),
      RuleExample(#"↓<textarea name="a"><select name="b"></select>"#),
    ],
    nonTriggeringExamples: [
      RuleExample(#"<textarea name="message">Use &lt;input&gt; tags</textarea><input name="e">"#),
      // A code editor's sample markup, closed: conforming text (MDN learning-area tasks).
      RuleExample(
        #"""
        <textarea class="playable-html" style="height: 160px">
        <form><label for="q">Query</label><input id="q" name="q"><select name="s"></select></form>
        </textarea>
        """#),
      RuleExample(#"<head><title>Sign in <input name="q"></title></head>"#),
      RuleExample(#"<title>Sign in</title><textarea name="bio"><b>hi</b></textarea>"#),
      RuleExample(#"<noscript><form action="/search"><input name="q"></form></noscript>"#),
      RuleExample(#"<script>const tpl = '<input name="q">';</script>"#),
    ])

  /// Elements whose content is fallback markup for user agents without a feature.
  private static let fallbackElements = ["noscript", "noembed", "noframes"]

  func validate(_ document: LintDocument) -> [Finding] {
    document.document.notes.compactMap { note in
      guard note.kind == .markupInRawText, let position = note.position else { return nil }
      let element = note.subject
      if let element, Self.fallbackElements.contains(element) { return nil }
      return Finding(
        message: element.map(Self.message) ?? note.message, position: position,
        fieldIndex: nil)
    }
  }
}

extension MarkupInRawTextRule {
  fileprivate static func message(_ element: String) -> String {
    "This <\(element)> has no </\(element)>, so browsers read the rest of the file as its text "
      + "and the field tags after it show as text and are not fields; close the <\(element)> "
      + "before them."
  }
}
