/// The alternatives of a template's conditionals, as byte ranges: the bodies of `{% if %}`,
/// `{% elif %}` and `{% else %}`, of `@if`/`@else`, `{#if}`/`{:else}`, of sibling elements
/// carrying `v-if`/`v-else`, and so on. At most one alternative of a conditional is rendered, so
/// two things written in different alternatives of one conditional are never on the page
/// together: they are not duplicates of each other, and an id in one does not label a field in
/// the other. ``excludes(_:_:)`` is the one question every comparison of two places asks.
///
/// Only conditionals with two alternatives or more are kept: one that is present or absent
/// excludes nothing. Alternatives nest (a conditional inside another's alternative).
package struct TemplateBranches: Sendable, Hashable {
  /// One alternative of a conditional.
  package struct Alternative: Sendable, Hashable {
    /// Its body, between the statements that open and close it.
    package var bytes: Range<Int>
    /// Which conditional it belongs to (numbered per document).
    package var conditional: Int
    /// Its place among the conditional's alternatives, from 0.
    package var index: Int
    /// The innermost alternative that contains it, as an index in ``alternatives``.
    var parent: Int?

    package init(bytes: Range<Int>, conditional: Int, index: Int) {
      self.bytes = bytes
      self.conditional = conditional
      self.index = index
    }
  }

  /// The alternatives, by their start (an enclosing one before those it contains).
  package private(set) var alternatives: [Alternative] = []

  /// The alternatives of `recorded`, nested. A conditional with one alternative (an `if`
  /// without `else`) excludes nothing, but is a block of its own (``innermostBlock(containing:)``).
  package init(_ recorded: [Alternative]) {
    alternatives = recorded.sorted {
      ($0.bytes.lowerBound, -$0.bytes.upperBound) < ($1.bytes.lowerBound, -$1.bytes.upperBound)
    }
    var open: [Int] = []
    for index in alternatives.indices {
      let start = alternatives[index].bytes.lowerBound
      while let last = open.last, alternatives[last].bytes.upperBound <= start { open.removeLast() }
      alternatives[index].parent = open.last
      open.append(index)
    }
  }

  /// Whether the template has no conditional block.
  package var isEmpty: Bool { alternatives.isEmpty }

  /// Whether the things written at offsets `first` and `second` lie in different alternatives
  /// of one conditional, so that the page never holds both.
  package func excludes(_ first: Int, _ second: Int) -> Bool {
    guard !alternatives.isEmpty else { return false }
    var chosen: [Int: Int] = [:]
    var node = innermost(containing: first)
    while let index = node {
      chosen[alternatives[index].conditional] = alternatives[index].index
      node = alternatives[index].parent
    }
    guard !chosen.isEmpty else { return false }
    node = innermost(containing: second)
    while let index = node {
      let alternative = alternatives[index]
      if let other = chosen[alternative.conditional], other != alternative.index { return true }
      node = alternative.parent
    }
    return false
  }

  /// The bytes of the innermost alternative (or loop body) holding `offset`; nil outside them.
  package func innermostBlock(containing offset: Int) -> Range<Int>? {
    innermost(containing: offset).map { alternatives[$0].bytes }
  }

  /// The innermost alternative containing `offset`: the last one starting at or before it, or
  /// the first of its enclosing ones that reaches past it.
  private func innermost(containing offset: Int) -> Int? {
    var low = 0
    var high = alternatives.count
    while low < high {
      let middle = (low + high) / 2
      if alternatives[middle].bytes.lowerBound <= offset { low = middle + 1 } else { high = middle }
    }
    var node = low > 0 ? low - 1 : nil
    while let index = node, !alternatives[index].bytes.contains(offset) {
      node = alternatives[index].parent
    }
    return node
  }
}

/// Collects the alternatives of conditionals while a template is masked: from its statements
/// in source order (``read(_:at:)``), or directly for conditionals made of elements.
struct BranchRecorder {
  /// What a template statement does to the blocks around it.
  enum Statement: Equatable {
    /// Opens a block (`if`, `for`, `case`, `unless`, …) whose body is its first alternative.
    case open(String)
    /// Ends the innermost block's current alternative and starts the next (`else`, `elif`).
    case alternative
    /// Closes the innermost block of this name; `nil` closes the innermost block whatever it
    /// is (ERB's `end`, EJS's `}`).
    case close(String?)
  }

  private struct OpenBlock {
    var name: String
    var conditional: Int
    var index = 0
    var start: Int
  }

  private var blocks: [OpenBlock] = []
  private var nextConditional = 0
  private(set) var alternatives: [TemplateBranches.Alternative] = []

  /// A new conditional's number.
  mutating func newConditional() -> Int {
    nextConditional += 1
    return nextConditional - 1
  }

  /// Records one alternative of a conditional numbered by ``newConditional()``.
  mutating func record(_ bytes: Range<Int>, conditional: Int, index: Int) {
    guard bytes.lowerBound <= bytes.upperBound else { return }
    alternatives.append(
      TemplateBranches.Alternative(bytes: bytes, conditional: conditional, index: index))
  }

  /// Reads the statement masked at `bytes`.
  mutating func read(_ statement: Statement, at bytes: Range<Int>) {
    switch statement {
    case .open(let name):
      blocks.append(
        OpenBlock(name: name, conditional: newConditional(), start: bytes.upperBound))
    case .alternative:
      guard var block = blocks.popLast() else { return }
      record(block.start..<bytes.lowerBound, conditional: block.conditional, index: block.index)
      block.index += 1
      block.start = bytes.upperBound
      blocks.append(block)
    case .close(let name):
      guard let found = blocks.lastIndex(where: { name == nil || $0.name == name }) else {
        return
      }
      let block = blocks[found]
      // Blocks opened inside it and never closed end with it.
      blocks.removeSubrange(found...)
      record(block.start..<bytes.lowerBound, conditional: block.conditional, index: block.index)
    }
  }

  /// The alternatives recorded, nested.
  func branches() -> TemplateBranches { TemplateBranches(alternatives) }
}
