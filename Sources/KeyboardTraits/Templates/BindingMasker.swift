/// The second pass over a template: finds start tags in the text the first pass left, and there
/// rewrites bound attributes (`:type="kind"` → ` type="    "`), masks directives and event
/// handlers (`@click`, `(click)`, `*ngIf`, `on:click`), and notes which masked ranges are inside
/// tags; in Angular it also masks the control-flow blocks of the text (`@if (…) {`, `}`).
///
/// It knows where tags start and end (quoted values may hold `>`), and nothing else of HTML:
/// libxml2 parses the result.
struct BindingMasker {
  /// What to do with an attribute.
  enum Action: Equatable {
    /// A bound attribute: rewrite it as a plain attribute of this name whose value is dynamic.
    case bind(String)
    /// A directive or event handler: mask it whole.
    case drop
    /// A plain attribute.
    case keep
  }

  /// The attribute dialect of a syntax.
  enum Dialect {
    /// Alpine.js and in-DOM Vue, usable in any server-rendered page.
    case inPage
    case vue
    case angular
    case svelte
    case astro
  }

  var dialect: Dialect

  /// Blocks of Angular's control flow that open with `{`.
  static let angularBlocks: Set<String> = [
    "if", "else", "for", "empty", "switch", "case", "default", "defer", "placeholder", "loading",
    "error",
  ]

  func run(_ buffer: inout MaskingBuffer) {
    var index = 0
    var blocks = AngularBlocks()
    var conditionals = ElementConditionals()
    let count = buffer.count
    while let open = buffer.firstIndex(of: UInt8(ascii: "<"), from: index, to: count) {
      if dialect == .angular { maskAngularBlocks(&buffer, in: index..<open, blocks: &blocks) }
      if buffer.matches(Array("<!--".utf8), at: open) {
        index = buffer.find(Array("-->".utf8), from: open + 4).map { $0 + 3 } ?? count
        continue
      }
      guard open + 1 < count else { break }
      let next = buffer.mask.text[open + 1]
      if next == UInt8(ascii: "/") {
        let end = buffer.firstIndex(of: UInt8(ascii: ">"), from: open, to: count) ?? (count - 1)
        if dialect == .vue, ComponentBlockMasker.tagName(buffer, at: open + 2) == "template" {
          buffer.blank(open..<(end + 1), kind: .logic)
        }
        index = end + 1
        continue
      }
      guard MaskingBuffer.isLetter(next),
        let tagEnd = ComponentBlockMasker.startTagEnd(buffer, from: open + 1)
      else {
        index = open + 1
        continue
      }
      let name = ComponentBlockMasker.tagName(buffer, at: open + 1)
      if dialect != .svelte, dialect != .astro {
        conditionals.note(&buffer, tag: open..<(tagEnd + 1), name: name, dialect: dialect)
      }
      if dialect == .vue, name == "template" {
        // Vue renders a nested <template>'s children; to HTML it would be inert.
        buffer.blank(open..<(tagEnd + 1), kind: .logic)
      } else {
        rewriteTag(&buffer, tag: open..<(tagEnd + 1))
      }
      index = tagEnd + 1
      if ["script", "style", "textarea", "title"].contains(name) {
        index = ComponentBlockMasker.endTagEnd(buffer, of: name, from: index)
      }
    }
    if dialect == .angular { maskAngularBlocks(&buffer, in: index..<count, blocks: &blocks) }
    conditionals.finish(&buffer)
  }

  // MARK: Tags

  private struct Attribute {
    var name: String
    var span: AttributeSourceRange
    /// The end of the attribute as written, closing quote included.
    var end: Int
  }

  private func rewriteTag(_ buffer: inout MaskingBuffer, tag: Range<Int>) {
    var attributes: [Attribute] = []
    TagAttributeLocator.forEachName(
      in: buffer.mask.text, tagStart: tag.lowerBound, tagEnd: tag.upperBound - 1
    ) { name, span in
      var end = span.value?.upperBound ?? span.name.upperBound
      if span.quote != nil { end += 1 }
      attributes.append(Attribute(name: name, span: span, end: end))
    }
    for attribute in attributes {
      if isHiddenForGood(buffer, attribute) {
        // `v-show="false"` renders `display: none` whatever the state: read as `hidden`.
        bind(&buffer, attribute, to: "hidden")
        continue
      }
      switch action(for: attribute.name) {
      case .keep: continue
      case .drop:
        buffer.blank(attribute.span.name.lowerBound..<attribute.end, kind: .logic)
        if Self.handlesTyping(attribute.name) {
          buffer.mask.typingHandlerTags.insert(tag.lowerBound)
        }
        if isSpread(attribute.name) { buffer.mask.spreadTags.insert(tag.lowerBound) }
      case .bind(let target):
        bind(&buffer, attribute, to: target)
      }
    }
    noteRangesInTag(&buffer, tag: tag, attributes: attributes)
  }

  /// Whether the attribute binds an object of attributes (`v-bind="$attrs"`, `x-bind="field"`):
  /// any attribute, a label among them, may come from it.
  private func isSpread(_ name: String) -> Bool {
    switch dialect {
    case .vue, .inPage: return name == "v-bind" || name == "x-bind"
    case .angular, .svelte, .astro: return false
    }
  }

  /// Whether the attribute is Vue's `v-show` (or Alpine's `x-show`) bound to the literal `false`.
  private func isHiddenForGood(_ buffer: MaskingBuffer, _ attribute: Attribute) -> Bool {
    guard dialect == .vue || dialect == .inPage,
      attribute.name == "v-show" || attribute.name == "x-show",
      let value = attribute.span.value
    else { return false }
    return buffer.originalString(value).trimmingCharacters(in: .whitespaces) == "false"
  }

  /// Events a page handles as the user types: a value that changes, a key pressed.
  private static let typingEvents: Set<Substring> = [
    "input", "change", "keydown", "keyup", "keypress",
  ]

  /// Whether an event directive handles typing: `@input`, `v-on:keyup.enter`, `x-on:change`,
  /// `(keyup.enter)`, `on:keydown|preventDefault`.
  static func handlesTyping(_ name: String) -> Bool {
    var event = Substring(name.lowercased())
    if event.hasPrefix("("), event.hasSuffix(")") {
      event = event.dropFirst().dropLast()
    } else if let prefix = ["v-on:", "x-on:", "on:", "@"].first(where: { event.hasPrefix($0) }) {
      event = event.dropFirst(prefix.count)
    } else {
      return false
    }
    return typingEvents.contains(event.prefix { $0 != "." && $0 != "|" })
  }

  /// `:type="kind"` → ` type="    "`, with the binding recorded.
  private func bind(_ buffer: inout MaskingBuffer, _ attribute: Attribute, to target: String) {
    let name = attribute.span.name
    let targetBytes = Array(target.utf8)
    guard targetBytes.count <= name.count, !targetBytes.isEmpty else {
      buffer.blank(name.lowerBound..<attribute.end, kind: .logic)
      return
    }
    let nameOffset = name.upperBound - targetBytes.count
    buffer.blank(name, kind: .logic)
    for (offset, byte) in targetBytes.enumerated() { buffer.mask.text[nameOffset + offset] = byte }
    if let value = attribute.span.value, !value.isEmpty { buffer.blank(value, kind: .logic) }
    buffer.mask.bindings[nameOffset] = TemplateMask.Binding(
      nameOffset: nameOffset, written: name.lowerBound..<attribute.end, name: target,
      mergesWithSameName: mergesWithSameName(attribute.name, target: target))
  }

  /// Whether the framework combines the binding `name` with a plain attribute of its `target`
  /// in the same tag: Vue and Alpine merge a bound `class` or `style` into the static one, and
  /// Angular's `[(ngModel)]`/`[formControl]` set the value property beside a `value` attribute.
  private func mergesWithSameName(_ name: String, target: String) -> Bool {
    switch dialect {
    case .vue, .inPage: return target == "class" || target == "style"
    case .angular:
      return ["[(ngmodel)]", "[ngmodel]", "[formcontrol]", "[(formcontrol)]"].contains(name)
    case .svelte, .astro: return false
    }
  }

  /// Marks the masked ranges inside the tag, turns Svelte and Astro shorthands (`{value}`) into
  /// bound attributes, and notes attributes written between two template statements.
  private func noteRangesInTag(
    _ buffer: inout MaskingBuffer, tag: Range<Int>, attributes: [Attribute]
  ) {
    buffer.normalise()
    var index = buffer.mask.firstRange(endingAfter: tag.lowerBound)
    guard index < buffer.mask.ranges.count,
      buffer.mask.ranges[index].bytes.lowerBound < tag.upperBound
    else { return }
    let tagBindings = buffer.mask.bindings.values.filter { tag.contains($0.nameOffset) }
    var statements: [Range<Int>] = []
    while index < buffer.mask.ranges.count,
      buffer.mask.ranges[index].bytes.lowerBound < tag.upperBound
    {
      buffer.mask.ranges[index].isInTag = true
      let range = buffer.mask.ranges[index]
      let inValue = attributes.contains { attribute in
        attribute.span.value.map { $0.overlaps(range.bytes) } ?? false
      }
      let isBinding = tagBindings.contains { $0.written.overlaps(range.bytes) }
      if !inValue, !isBinding {
        if dialect == .svelte || dialect == .astro,
          let shorthand = shorthandName(buffer, range.bytes)
        {
          let nameOffset = range.bytes.lowerBound + 1
          for (offset, byte) in shorthand.bytes.enumerated() {
            buffer.mask.text[nameOffset + offset] = byte
          }
          buffer.mask.bindings[nameOffset] = TemplateMask.Binding(
            nameOffset: nameOffset, written: range.bytes, name: shorthand.name)
        } else if range.kind == .logic {
          statements.append(range.bytes)
        }
      }
      index += 1
    }
    guard statements.count >= 2 else { return }
    for attribute in attributes {
      let start = attribute.span.name.lowerBound
      if statements.contains(where: { $0.upperBound <= start }),
        statements.contains(where: { $0.lowerBound >= attribute.end })
      {
        buffer.mask.conditionalNames.insert(start)
      }
    }
  }

  /// `{value}` written as an attribute: the identifier inside the braces.
  private func shorthandName(
    _ buffer: MaskingBuffer, _ range: Range<Int>
  ) -> (name: String, bytes: [UInt8])? {
    guard range.count >= 3, buffer.original[range.lowerBound] == UInt8(ascii: "{"),
      buffer.original[range.upperBound - 1] == UInt8(ascii: "}")
    else { return nil }
    let inner = Array(buffer.original[(range.lowerBound + 1)..<(range.upperBound - 1)])
    guard let first = inner.first, MaskingBuffer.isLetter(first),
      inner.allSatisfy({ MaskingBuffer.isWordByte($0) || $0 == UInt8(ascii: "-") })
    else { return nil }
    let name = String(decoding: inner, as: UTF8.self).asciiLowercased()
    return (name, Array(name.utf8))
  }

  // MARK: Attribute dialects

  /// What `name` (lower-case, as libxml2 would report it) is in this dialect.
  func action(for name: String) -> Action {
    switch dialect {
    case .inPage: return Self.inPageAction(name)
    case .vue:
      if name.hasPrefix("#") || name.hasPrefix("v-slot") { return .drop }
      if name.hasPrefix("."), name.count > 1 {
        return .bind(Self.withoutModifiers(name.dropFirst()))
      }
      let inPage = Self.inPageAction(name)
      if inPage != .keep { return inPage }
      return name.hasPrefix("v-") ? .drop : .keep
    case .angular: return Self.angularAction(name)
    case .svelte: return Self.svelteAction(name)
    case .astro:
      let prefixes = ["class:", "set:", "is:", "client:", "server:", "define:", "transition:"]
      return prefixes.contains { name.hasPrefix($0) } ? .drop : .keep
    }
  }

  private static func inPageAction(_ name: String) -> Action {
    for prefix in ["v-bind:", "x-bind:", ":"] where name.hasPrefix(prefix) {
      let target = withoutModifiers(name.dropFirst(prefix.count))
      return target.isEmpty ? .drop : .bind(target)
    }
    if name.hasPrefix("v-model:") { return .bind(withoutModifiers(name.dropFirst(8))) }
    for model in ["v-model", "x-model"] where name == model || name.hasPrefix(model + ".") {
      return .bind("value")
    }
    if name.hasPrefix("@") || name.hasPrefix("v-on:") || name.hasPrefix("x-on:") { return .drop }
    return .keep
  }

  private static func angularAction(_ name: String) -> Action {
    if name.hasPrefix("[attr."), name.hasSuffix("]") {
      return .bind(String(name.dropFirst(6).dropLast()))
    }
    // `attr.aria-label="{{ … }}"`: an interpolated attribute binding, written without brackets.
    if name.hasPrefix("attr."), name.count > 5 { return .bind(String(name.dropFirst(5))) }
    if name.hasPrefix("[class.") || name.hasPrefix("[style.") { return .drop }
    if name.hasPrefix("[("), name.hasSuffix(")]") {
      return .bind(angularProperty(name.dropFirst(2).dropLast(2)))
    }
    if name.hasPrefix("["), name.hasSuffix("]") {
      let property = angularProperty(name.dropFirst().dropLast())
      return ["ngclass", "ngstyle", "class", "style"].contains(property) ? .drop : .bind(property)
    }
    for prefix in ["bindon-", "bind-"] where name.hasPrefix(prefix) {
      return .bind(angularProperty(name.dropFirst(prefix.count)))
    }
    let dropped = ["(", "*", "#", "on-", "ref-", "let-"]
    return dropped.contains { name.hasPrefix($0) } ? .drop : .keep
  }

  /// DOM property names that differ from their attribute's (`ngModel` binds the value).
  private static func angularProperty(_ property: Substring) -> String {
    switch property {
    case "ngmodel", "formcontrol", "value": "value"
    case "htmlfor": "for"
    case "classname": "class"
    default: String(property)
    }
  }

  private static func svelteAction(_ name: String) -> Action {
    if name.hasPrefix("bind:") {
      let target = withoutModifiers(name.dropFirst(5))
      switch target {
      case "this", "": return .drop
      case "group": return .bind("checked")
      default: return .bind(target)
      }
    }
    let dropped = [
      "on:", "use:", "transition:", "in:", "out:", "animate:", "class:", "style:", "let:",
    ]
    return dropped.contains { name.hasPrefix($0) } ? .drop : .keep
  }

  /// `value.prop` → `value`, `model.trim` → `model`.
  private static func withoutModifiers(_ name: Substring) -> String {
    String(name.prefix { $0 != "." })
  }

  // MARK: Angular control flow

  /// The Angular control-flow blocks open so far, and the last one closed: a block that
  /// follows it (`} @else {`, `} @empty {`) is its conditional's next alternative.
  struct AngularBlocks {
    struct Block {
      var name: String
      var bodyStart: Int
      var conditional: Int
      var index: Int
      /// For `@switch`: the conditional its `@case` and `@default` blocks are alternatives of.
      var cases: (conditional: Int, count: Int)?
    }
    var open: [Block] = []
    var lastClosed: (block: Block, end: Int)?
  }

  /// Blocks that continue the conditional of the block closed just before them.
  static let angularFollowers: [String: Set<String>] = [
    "else": ["if", "else"], "empty": ["for"], "placeholder": ["defer"],
    "loading": ["defer", "placeholder"], "error": ["defer", "placeholder", "loading"],
  ]

  /// Masks `@if (…) {`, `} @else {`, `@for (…; track …) {`, the `}` that closes a block, and
  /// `@let name = …;`, in text between tags, recording each block's body as an alternative of
  /// its conditional (`@if`/`@else if`/`@else`, the `@case`s of a `@switch`, `@for`/`@empty`).
  private func maskAngularBlocks(
    _ buffer: inout MaskingBuffer, in span: Range<Int>, blocks: inout AngularBlocks
  ) {
    var index = span.lowerBound
    while index < span.upperBound {
      let byte = buffer.mask.text[index]
      if byte == UInt8(ascii: "}"), let block = blocks.open.popLast() {
        buffer.blank(index..<(index + 1), kind: .logic)
        buffer.branches.record(
          block.bodyStart..<index, conditional: block.conditional, index: block.index)
        blocks.lastClosed = (block, index + 1)
      } else if byte == UInt8(ascii: "@") {
        let nameEnd = buffer.identifierEnd(from: index + 1)
        let name = buffer.originalString((index + 1)..<nameEnd)
        if name == "let",
          let semicolon = buffer.firstIndex(
            of: UInt8(ascii: ";"), from: nameEnd, to: span.upperBound)
        {
          buffer.blank(index..<(semicolon + 1), kind: .logic)
          index = semicolon + 1
          continue
        }
        if Self.angularBlocks.contains(name), let end = blockOpenerEnd(buffer, from: nameEnd) {
          buffer.blank(index..<end, kind: .logic)
          blocks.open.append(openAngularBlock(name, at: index, bodyStart: end, &buffer, &blocks))
          index = end
          continue
        }
      }
      index += 1
    }
  }

  /// The block `name` opening at `start`, numbered as an alternative.
  private func openAngularBlock(
    _ name: String, at start: Int, bodyStart: Int, _ buffer: inout MaskingBuffer,
    _ blocks: inout AngularBlocks
  ) -> AngularBlocks.Block {
    if let previous = blocks.lastClosed,
      Self.angularFollowers[name]?.contains(previous.block.name) == true,
      buffer.mask.text[previous.end..<start].allSatisfy(HTMLBytes.isWhitespace)
    {
      return AngularBlocks.Block(
        name: name, bodyStart: bodyStart, conditional: previous.block.conditional,
        index: previous.block.index + 1)
    }
    if name == "case" || name == "default", let parent = blocks.open.indices.last,
      let cases = blocks.open[parent].cases
    {
      blocks.open[parent].cases?.count += 1
      return AngularBlocks.Block(
        name: name, bodyStart: bodyStart, conditional: cases.conditional, index: cases.count)
    }
    var block = AngularBlocks.Block(
      name: name, bodyStart: bodyStart, conditional: buffer.branches.newConditional(), index: 0)
    if name == "switch" { block.cases = (buffer.branches.newConditional(), 0) }
    return block
  }

  /// Just past the `{` of a block opener whose name ends at `start`: `else if (…) {`, `(…) {`.
  private func blockOpenerEnd(_ buffer: MaskingBuffer, from start: Int) -> Int? {
    var index = buffer.skipWhitespace(from: start)
    if buffer.matches(Array("if".utf8), at: index),
      !MaskingBuffer.isWordByte(index + 2 < buffer.count ? buffer.mask.text[index + 2] : 0x20)
    {
      index = buffer.skipWhitespace(from: index + 2)
    }
    if index < buffer.count, buffer.mask.text[index] == UInt8(ascii: "("),
      let close = buffer.balancedEnd(
        from: index, opener: UInt8(ascii: "("), closer: UInt8(ascii: ")"))
    {
      index = buffer.skipWhitespace(from: close)
    }
    guard index < buffer.count, buffer.mask.text[index] == UInt8(ascii: "{") else { return nil }
    return index + 1
  }
}
