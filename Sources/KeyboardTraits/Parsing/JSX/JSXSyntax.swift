/// What ``JSXScanner`` finds in a JavaScript or TypeScript file: its JSX elements, the text
/// between them and every comment, in source order, with byte offsets into the file's UTF-8.
package struct JSXSource: Sendable, Hashable {
  /// Elements, text and closing tags in source order.
  package var events: [JSXEvent] = []
  /// Every comment, JSX's `{/* … */}` included, in source order.
  package var comments: [JSXComment] = []
  /// Where the file could not be read as JavaScript (an unterminated string, element or
  /// template, nesting too deep); the scan stops at the first.
  package var problems: [JSXProblem] = []

  package init() {}

  /// The elements alone, in source order.
  package var elements: [JSXElement] {
    events.compactMap { if case .start(let element) = $0 { element } else { nil } }
  }
}

/// Which language a file is read as.
package enum JSXDialect: String, Sendable, Hashable, CaseIterable {
  /// JavaScript with JSX (`.jsx`, and `.js`/`.mjs` when configured).
  case jsx
  /// TypeScript with JSX (`.tsx`, and `.ts` when configured): type annotations, `<T,>`
  /// generic arrows, `type`/`interface` declarations and type arguments on elements.
  case tsx
}

/// One thing found, in source order.
package enum JSXEvent: Sendable, Hashable {
  /// An opening or self-closing tag (a self-closing one has no ``end(name:offset:)``).
  case start(JSXElement)
  /// A closing tag `</name>` (`""` for a fragment's `</>`), at its `<`.
  case end(name: String, offset: Int)
  /// Text between tags, as React renders it (see ``JSXText``).
  case text(JSXText)
  /// A `{…}` child holding code (not only comments), from its `{` to just after its `}`:
  /// content known only at run time. Elements inside it come before it, as their own events.
  case expression(Range<Int>)
}

/// An opening or self-closing JSX tag.
package struct JSXElement: Sendable, Hashable {
  /// The tag name as written: `input`, `Form.Input`, `svg:rect`; `""` for a fragment `<>`.
  package var name: String
  /// The byte range of the name.
  package var nameRange: Range<Int>
  /// The byte range of the tag, from its `<` to just after its `>`.
  package var range: Range<Int>
  /// The attributes (props) in source order, spreads included.
  package var attributes: [JSXAttribute]
  /// Whether the tag ends with `/>`.
  package var isSelfClosing: Bool

  /// Whether the name is a component's (`Input`, `Form.Input`, `this.field`): anything but a
  /// lower-case intrinsic element name.
  package var isComponent: Bool {
    guard let first = name.utf8.first else { return false }
    return (first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z")) || name.contains(".")
  }
}

/// One attribute of a JSX tag: `name`, `name="…"`, `name={…}` or a spread `{...props}`.
package struct JSXAttribute: Sendable, Hashable {
  /// The name as written (`autoComplete`, `aria-label`, `xlink:href`); `""` for a spread.
  package var name: String
  /// The byte range of the whole attribute.
  package var range: Range<Int>
  /// The byte range of the name (empty for a spread).
  package var nameRange: Range<Int>
  /// The byte range of the value as written, quotes or braces included; nil for a bare prop.
  package var valueRange: Range<Int>?
  /// The value.
  package var value: JSXAttributeValue

  /// Whether this is a spread `{...expression}`, which may supply any attribute.
  package var isSpread: Bool { value == .spread }
}

/// What an attribute's value is, as far as the source shows it.
package enum JSXAttributeValue: Sendable, Hashable {
  /// A bare prop (`<input disabled>`): React passes `true`.
  case bare
  /// A string: `"…"` or `'…'` (entities decoded, as JSX does), or `{"…"}`, `{'…'}` or a
  /// template literal without substitutions in braces. `quote` is the opening quote's byte.
  case string(String, quote: UInt8, inBraces: Bool)
  /// `{true}` or `{false}`.
  case boolean(Bool)
  /// `{null}` or `{undefined}`: React leaves the attribute out.
  case absent
  /// A number literal in braces, as written (`{3}`).
  case number(String)
  /// Any other expression in braces: known only at run time.
  case expression
  /// An element as the value (`icon=<Icon />`).
  case element
  /// A spread `{...props}`.
  case spread
}

/// Text between JSX tags.
package struct JSXText: Sendable, Hashable {
  /// The byte range as written.
  package var range: Range<Int>
  /// The text React renders: entities decoded, and lines trimmed and joined as JSX does
  /// (whitespace-only lines dropped); empty when only white space was written.
  package var text: String
}

/// A comment: `// …` or `/* … */`.
package struct JSXComment: Sendable, Hashable {
  /// The byte range, delimiters included.
  package var range: Range<Int>
  /// The text between the delimiters.
  package var text: String
  /// Whether it is a block comment `/* … */`.
  package var isBlock: Bool
}

/// Where a file could not be read.
package struct JSXProblem: Sendable, Hashable {
  /// The byte offset where the problem was found, or where what was left open began.
  package var offset: Int
  /// What went wrong.
  package var message: String
}
