import Foundation

/// The loop bodies of a template: where one expression (`{{ field.id }}`) names one element per
/// repetition, so a `<label for>` with a dynamic value pairs with the element carrying the same
/// expression in the same body, not with the first one in the file.
///
/// A scope is a `{% for %}…{% endfor %}` (Jinja, Django, Twig, Nunjucks, Liquid), `@foreach`,
/// `@for`, `@forelse` … `@end…` (Blade), `{{#each}}…{{/each}}` (Handlebars; any section in
/// Mustache), `{#each}…{/each}` (Svelte), `@for (…) { … }` (Angular), a Ruby block
/// `<% … do |x| %>…<% end %>` (ERB) or a `.forEach(` / `for (` block in EJS; and an element
/// that repeats or receives a slot's values: Vue's `v-for`, Angular's `*ngFor`, Svelte's `let:`
/// (the tree builder adds those, ``DocumentTreeBuilder``).
enum TemplateScopes {
  /// The loop bodies of `original`, a template in `syntax`.
  static func loops(in original: [UInt8], syntax: SourceSyntax) -> [Range<Int>] {
    let text = String(decoding: original, as: UTF8.self)
    switch syntax {
    case .jinja, .twig, .nunjucks, .liquid, .html:
      return paired(text, open: #"\{%-?\s*for\s"#, close: #"\{%-?\s*endfor\b"#)
    case .blade:
      return paired(
        text, open: #"@(foreach|forelse|for)\s*\("#, close: #"@end(foreach|forelse|for)\b"#)
    case .handlebars:
      return paired(text, open: #"\{\{~?#each\b"#, close: #"\{\{~?/each\b"#)
    case .mustache:
      return paired(text, open: #"\{\{#"#, close: #"\{\{/"#)
    case .svelte:
      return paired(text, open: #"\{#each\b"#, close: #"\{/each\b"#)
    case .erb:
      // Every Ruby block and `if`/`unless`/`case`/`while` ends with `end`: only blocks are
      // scopes, but every opener is counted.
      return paired(
        text, open: #"<%-?\s*((if|unless|case|while|until)\b|[^%]*\bdo\b\s*(\|[^|]*\|)?\s*-?%>)"#,
        close: #"<%-?\s*end\b"#,
        isScope: { $0.range(of: #"\bdo\b"#, options: .regularExpression) != nil })
    case .angular:
      return angularFor(original)
    default:
      return []
    }
  }

  /// The ranges between each match of `open` and the match of `close` that balances it;
  /// `isScope` says which openers' bodies count.
  private static func paired(
    _ text: String, open: String, close: String, isScope: (String) -> Bool = { _ in true }
  ) -> [Range<Int>] {
    guard let opener = try? NSRegularExpression(pattern: open),
      let closer = try? NSRegularExpression(pattern: close)
    else { return [] }
    let whole = NSRange(text.startIndex..., in: text)
    let utf8 = text.utf8
    func offset(_ range: NSRange) -> (Int, Int, String)? {
      guard let found = Range(range, in: text) else { return nil }
      return (
        utf8.distance(from: utf8.startIndex, to: found.lowerBound),
        utf8.distance(from: utf8.startIndex, to: found.upperBound), String(text[found])
      )
    }
    var events: [(offset: Int, isOpen: Bool, isScope: Bool)] = []
    for match in opener.matches(in: text, range: whole) {
      guard let (start, _, written) = offset(match.range) else { continue }
      events.append((start, true, isScope(written)))
    }
    for match in closer.matches(in: text, range: whole) {
      guard let (start, _, _) = offset(match.range) else { continue }
      events.append((start, false, false))
    }
    events.sort { $0.offset < $1.offset }
    var stack: [(offset: Int, isScope: Bool)] = []
    var scopes: [Range<Int>] = []
    for event in events {
      if event.isOpen {
        stack.append((event.offset, event.isScope))
      } else if let opened = stack.popLast(), opened.isScope {
        scopes.append(opened.offset..<event.offset)
      }
    }
    return scopes
  }

  /// Angular's `@for (item of items; track item.id) { … }`.
  private static func angularFor(_ original: [UInt8]) -> [Range<Int>] {
    let buffer = MaskingBuffer(original)
    var scopes: [Range<Int>] = []
    var index = 0
    while let at = buffer.find(Array("@for".utf8), from: index) {
      index = at + 4
      let paren = buffer.skipWhitespace(from: at + 4)
      guard paren < original.count, original[paren] == UInt8(ascii: "("),
        let parenEnd = buffer.balancedEnd(
          from: paren, opener: UInt8(ascii: "("), closer: UInt8(ascii: ")"))
      else { continue }
      let brace = buffer.skipWhitespace(from: parenEnd)
      guard brace < original.count, original[brace] == UInt8(ascii: "{"),
        let end = buffer.balancedEnd(
          from: brace, opener: UInt8(ascii: "{"), closer: UInt8(ascii: "}"))
      else { continue }
      scopes.append(at..<end)
    }
    return scopes
  }

  /// Whether the start tag written at `tag` in `original` repeats its element or takes a
  /// slot's values: `v-for`, `*ngFor`, `let:`.
  static func opensScope(_ original: [UInt8], tag: Range<Int>) -> Bool {
    let text = String(decoding: original[tag.clamped(to: 0..<original.count)], as: UTF8.self)
    return text.range(
      of: #"\s(v-for|\*ngfor|let:[\w-]+)\b"#, options: [.regularExpression, .caseInsensitive])
      != nil
  }

  /// The innermost of `scopes` holding `offset`, or nil outside every scope.
  static func innermost(_ scopes: [Range<Int>], holding offset: Int) -> Range<Int>? {
    scopes.filter { $0.contains(offset) }.min { $0.count < $1.count }
  }

  /// A template expression as compared between a `for` and an `id`: without whitespace, so
  /// that `{{field.id}}` and `{{ field.id }}` are one.
  static func normalised(_ expression: String) -> String {
    String(expression.unicodeScalars.filter { !$0.properties.isWhitespace })
  }
}
