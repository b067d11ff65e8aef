import Foundation

/// Conditionals made of elements, recorded as alternatives (``TemplateBranches``) while the
/// binding pass walks the tags: Vue's sibling `v-if`, `v-else-if` and `v-else` elements, and
/// Angular's `*ngIf="…; else name"` with the `<ng-template #name>` it shows otherwise.
struct ElementConditionals {
  /// A Vue chain still open: the next sibling may carry `v-else-if` or `v-else`.
  private struct VueChain {
    var conditional: Int
    var nextIndex: Int
    /// Where the last element of the chain ends.
    var end: Int
  }

  private var vueChains: [VueChain] = []
  /// `*ngIf … else name`: the conditional each template name is the other alternative of.
  private var angularElses: [(conditional: Int, name: String)] = []
  /// `<ng-template #name>`: where each one is written.
  private var angularTemplates: [String: Range<Int>] = [:]

  private static let voidElements: Set<String> = [
    "area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source",
    "track", "wbr",
  ]

  /// Reads the start tag `tag` (named `name`) before its attributes are rewritten.
  mutating func note(
    _ buffer: inout MaskingBuffer, tag: Range<Int>, name: String,
    dialect: BindingMasker.Dialect
  ) {
    var vueDirective: String?
    var ngIfValue: Range<Int>?
    var references: [String] = []
    TagAttributeLocator.forEachName(
      in: buffer.mask.text, tagStart: tag.lowerBound, tagEnd: tag.upperBound - 1
    ) { attribute, span in
      switch attribute {
      case "v-if", "v-else-if", "v-else": vueDirective = attribute
      case "*ngif": ngIfValue = span.value
      default:
        if attribute.hasPrefix("#") { references.append(String(attribute.dropFirst())) }
      }
    }
    switch dialect {
    case .vue, .inPage:
      if let vueDirective { noteVue(&buffer, vueDirective, tag: tag, name: name) }
    case .angular:
      if let ngIfValue,
        let elseName = Self.elseTemplate(in: buffer.originalString(ngIfValue))
      {
        let conditional = buffer.branches.newConditional()
        buffer.branches.record(
          tag.lowerBound..<Self.elementEnd(buffer, name: name, tag: tag),
          conditional: conditional, index: 0)
        angularElses.append((conditional, elseName))
      }
      if name == "ng-template" {
        for reference in references where angularTemplates[reference] == nil {
          angularTemplates[reference] =
            tag.lowerBound..<Self.elementEnd(buffer, name: name, tag: tag)
        }
      }
    case .svelte, .astro:
      break
    }
  }

  /// Records the `<ng-template>` each `*ngIf … else` names, once every tag has been read.
  func finish(_ buffer: inout MaskingBuffer) {
    for (conditional, name) in angularElses {
      guard let template = angularTemplates[name] else { continue }
      buffer.branches.record(template, conditional: conditional, index: 1)
    }
  }

  private mutating func noteVue(
    _ buffer: inout MaskingBuffer, _ directive: String, tag: Range<Int>, name: String
  ) {
    let end = Self.elementEnd(buffer, name: name, tag: tag)
    if directive == "v-if" {
      let conditional = buffer.branches.newConditional()
      buffer.branches.record(tag.lowerBound..<end, conditional: conditional, index: 0)
      vueChains.append(VueChain(conditional: conditional, nextIndex: 1, end: end))
      return
    }
    // `v-else-if` and `v-else` continue the chain whose last element ends just before, with
    // only white space (or masked template code) between.
    guard
      let chainIndex = vueChains.lastIndex(where: { chain in
        chain.end <= tag.lowerBound
          && buffer.mask.text[chain.end..<tag.lowerBound].allSatisfy(HTMLBytes.isWhitespace)
      })
    else { return }
    var chain = vueChains[chainIndex]
    buffer.branches.record(
      tag.lowerBound..<end, conditional: chain.conditional, index: chain.nextIndex)
    chain.nextIndex += 1
    chain.end = end
    if directive == "v-else" {
      vueChains.remove(at: chainIndex)
    } else {
      vueChains[chainIndex] = chain
    }
  }

  /// The template named by `else` in an `*ngIf` expression (`user; else signIn`).
  static func elseTemplate(in expression: String) -> String? {
    guard
      let match = expression.range(
        of: #"(^|[;\s])else(\s*:\s*|\s+)[A-Za-z_$][A-Za-z0-9_$]*"#, options: .regularExpression)
    else { return nil }
    let clause = expression[match].drop { $0 == ";" || $0.isWhitespace }.dropFirst(4)
    return String(clause.drop { $0 == ":" || $0.isWhitespace }).lowercased()
  }

  /// Just past the end of the element whose start tag is `tag`: the tag itself for a void or
  /// self-closed element, else the `>` of the end tag that balances it (the end of the text
  /// when none does).
  static func elementEnd(_ buffer: MaskingBuffer, name: String, tag: Range<Int>) -> Int {
    if voidElements.contains(name)
      || HTMLBytes.endsSelfClosed(buffer.mask.text, tagEnd: tag.upperBound)
    {
      return tag.upperBound
    }
    let opener = Array("<\(name)".utf8)
    let closer = Array("</\(name)".utf8)
    var depth = 1
    var index = tag.upperBound
    while let open = buffer.firstIndex(of: UInt8(ascii: "<"), from: index, to: buffer.count) {
      if buffer.matchesCaseInsensitive(closer, at: open),
        ComponentBlockMasker.isNameEnd(buffer, at: open + closer.count)
      {
        depth -= 1
        if depth == 0 {
          return buffer.firstIndex(of: UInt8(ascii: ">"), from: open, to: buffer.count).map {
            $0 + 1
          } ?? buffer.count
        }
      } else if buffer.matchesCaseInsensitive(opener, at: open),
        ComponentBlockMasker.isNameEnd(buffer, at: open + opener.count),
        let end = ComponentBlockMasker.startTagEnd(buffer, from: open + 1),
        !HTMLBytes.endsSelfClosed(buffer.mask.text, tagEnd: end + 1)
      {
        depth += 1
      }
      index = open + 1
    }
    return buffer.count
  }
}
