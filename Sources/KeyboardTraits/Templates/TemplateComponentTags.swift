/// The tags of a template file that may be wrapper components (a name with a hyphen, or a
/// capital letter, that is no HTML element), with the attributes written on them: what
/// `kbtraits init` surveys to propose `components:` entries. Template syntax is masked first,
/// so a tag inside `{{ }}` or a `<script>` is not one.
package enum TemplateComponentTags {
  /// One component tag as written.
  package struct Tag: Sendable, Hashable {
    /// The name as written (`x-email-input`, `MyField`).
    package var name: String
    /// Its attributes, lower-case names without binding syntax (`type` for `:type`).
    package var attributes: [Attribute]
    /// Whether the map the scan reads already names it (the defaults, or the configuration).
    package var isMapped: Bool
  }

  /// An attribute of a component tag.
  package struct Attribute: Sendable, Hashable {
    package var name: String
    /// The value as written, for a static one.
    package var value: String?
    /// Whether the template decides it (`:type="kind"`, `type="{{ kind }}"`).
    package var isDynamic: Bool
  }

  /// The component tags of `utf8`, a file of `syntax` (not JSX), in source order; `map` says
  /// which are already mapped.
  package static func tags(
    in utf8: [UInt8], syntax: SourceSyntax, map: ComponentMap
  ) -> [Tag] {
    guard !syntax.isJSX else { return [] }
    let mask = TemplateMasker.mask(utf8, syntax: syntax)
    let text = mask?.text ?? utf8
    let components = TemplateComponents(map, syntax: syntax)
    var tags: [Tag] = []
    var index = 0
    while let open = HTMLBytes.firstTagOpen(in: text, from: index, to: text.count) {
      index = open + 1
      let nameEnd = TagAttributeLocator.afterTagName(in: text, tagStart: open, end: text.count)
      guard nameEnd > open + 1, MaskingBuffer.isLetter(text[open + 1]) else { continue }
      let name = String(decoding: text[(open + 1)..<nameEnd], as: UTF8.self)
      guard isComponentName(name) else { continue }
      let tagEnd = TagAttributeLocator.tagEnd(in: text, tagStart: open)
      var attributes: [Attribute] = []
      TagAttributeLocator.forEachName(in: text, tagStart: open, tagEnd: tagEnd) { name, span in
        let isBound = mask?.bindings[span.name.lowerBound] != nil
        let isDynamic = isBound || span.value.map { mask?.overlaps($0) ?? false } ?? false
        let value = span.value.map { String(decoding: utf8[$0], as: UTF8.self) }
        attributes.append(Attribute(name: name, value: value, isDynamic: isDynamic))
      }
      tags.append(
        Tag(
          name: name, attributes: attributes,
          isMapped: components?.component(named: name) != nil))
      index = max(index, tagEnd)
    }
    return tags
  }

  /// A custom element's name (with a hyphen) or a component's (a capital letter), that is not
  /// an HTML element's: `<Input>` is read as an input anyway.
  private static func isComponentName(_ name: String) -> Bool {
    let lowered = name.asciiLowercased()
    guard !HTMLVocabulary.elementNames.contains(lowered) else { return false }
    return name.utf8.contains(UInt8(ascii: "-")) || lowered != name
  }
}
