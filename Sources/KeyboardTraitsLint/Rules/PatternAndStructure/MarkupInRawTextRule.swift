import KeyboardTraits

/// Field markup inside an element whose content browsers read as text.
///
/// What it checks: the scanner's `markupInRawText` notes: an `<input>`, `<textarea>` or
/// `<select>` tag inside `<textarea>`, `<title>`, `<style>`, `<xmp>`, `<iframe>` or
/// `<plaintext>` (usually an unclosed `<textarea>` or `<title>`), reported at the `<` of that
/// element. Notes about `<noscript>`, `<noembed>` and `<noframes>` are left alone: their
/// markup is deliberate fallback content, and it does become fields when scripting (or
/// embedding, or frames) is unavailable.
/// Why: browsers show the tags as text, so the fields the author wrote do not exist, and what
/// follows up to the closing tag is swallowed too.
/// Example: `<textarea name="msg"><input name="email"></textarea>` with the `</textarea>` lost.
/// Use instead: close the `<textarea>` before the next field.
struct MarkupInRawTextRule: Rule {
  static let description = RuleDescription(
    id: "markup-in-raw-text",
    name: "Markup In Raw Text",
    summary: "Field tags must not be written inside elements whose content is text.",
    rationale: "Inside a textarea or title the browser shows tags as text, so the fields "
      + "written there never appear on the phone: the user sees raw markup in a text box and "
      + "no field to tap.",
    category: .markup,
    severity: .warning,
    basis: "kbtraits scanner (raw text and RCDATA handling); WHATWG HTML §13.1.2.6 restrictions "
      + "on the contents of raw text and escapable raw text elements",
    triggeringExamples: [
      RuleExample(
        #"""
        <form action="/contact">
          ↓<textarea name="message" rows="4">
          <input type="email" name="email">
          <button>Send</button>
        </form>
        """#),
      RuleExample(#"<head>↓<title>Sign in <input name="q"></title></head>"#),
      RuleExample(#"↓<textarea name="a"><select name="b"></select></textarea>"#),
    ],
    nonTriggeringExamples: [
      RuleExample(#"<textarea name="message">Use &lt;input&gt; tags</textarea><input name="e">"#),
      RuleExample(#"<title>Sign in</title><textarea name="bio"><b>hi</b></textarea>"#),
      RuleExample(#"<noscript><form action="/search"><input name="q"></form></noscript>"#),
      RuleExample(#"<script>const tpl = '<input name="q">';</script>"#),
    ])

  /// Elements whose content is fallback markup for user agents without a feature.
  private static let fallbackElements = ["noscript", "noembed", "noframes"]

  func validate(_ document: LintDocument) -> [Finding] {
    document.document.notes.compactMap { note in
      guard note.kind == .markupInRawText, let position = note.position else { return nil }
      // The note names the element only in its sentence, which starts `<NAME> contains`.
      let element = Self.elementName(in: note.message)
      if let element, Self.fallbackElements.contains(element) { return nil }
      return Finding(
        message: element.map(Self.message) ?? note.message, position: position,
        fieldIndex: nil)
    }
  }
}

extension MarkupInRawTextRule {
  /// The NAME of a note that starts `<NAME> contains` (NAME in a-z and 0-9); a scan by
  /// Character rather than a Regex built per note.
  fileprivate static func elementName(in message: String) -> String? {
    guard message.hasPrefix("<") else { return nil }
    let rest = message.dropFirst()
    let end = rest.firstIndex { !isLowercaseLetterOrDigit($0) } ?? rest.endIndex
    guard end > rest.startIndex, rest[end...].hasPrefix("> contains") else { return nil }
    return String(rest[..<end])
  }

  private static func isLowercaseLetterOrDigit(_ character: Character) -> Bool {
    guard character.unicodeScalars.count == 1, let value = character.asciiValue else {
      return false
    }
    return (0x61...0x7A).contains(value) || (0x30...0x39).contains(value)
  }

  fileprivate static func message(_ element: String) -> String {
    "Browsers read everything inside this <\(element)> up to </\(element)> as text, so the "
      + "field tags written in it show as text and are not fields; close the <\(element)> "
      + "before them, or escape them as &lt; if they are meant as text."
  }
}
