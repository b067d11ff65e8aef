import KeyboardTraits

/// Checks a fixed file's findings against the original's: a fix must make its finding go away
/// and must not bring new findings to the element it edited.
enum FixVerifier {
  /// The applied fixes that did not work, each with the reason.
  ///
  /// Findings are compared per element (the field, or for a finding without one, its line;
  /// fixes never add or remove line breaks, so both stay put) and per rule: after fixing, each
  /// rule may report at most what it reported before, less the findings of its that were fixed.
  static func failures(
    applied: [Diagnostic], before: [Diagnostic], after: [Diagnostic], fields: Int
  ) -> [SkippedFix] {
    let fixedElements = Set(applied.map(ElementKey.init))
    let beforeCounts = counts(before, on: fixedElements)
    let after = fieldsBeforeInsertions(after, insertedBefore: insertionTargets(applied))
    let afterCounts = counts(after, on: fixedElements)
    let fixedCounts = counts(applied, on: fixedElements)
    var failedElements: [ElementKey: String] = [:]
    // In the order of the fixed file's findings, so that the rule a message names is the same
    // on every run (a dictionary's order changes from one process to the next).
    var seen = Set<RuleKey>()
    let keysInOrder = after.map(RuleKey.init).filter {
      afterCounts[$0] != nil && seen.insert($0).inserted
    }
    for key in keysInOrder {
      let count = afterCounts[key] ?? 0
      let allowed = (beforeCounts[key] ?? 0) - (fixedCounts[key] ?? 0)
      guard count > allowed else { continue }
      let verb = fixedCounts[key] == nil ? "reports something new" : "still reports it"
      failedElements[key.element] =
        failedElements[key.element] ?? "after the fix, \(key.rule) "
        + "\(verb) on this element, so the fix was not applied; edit it by hand"
    }
    return applied.compactMap { diagnostic in
      failedElements[ElementKey(diagnostic)].map {
        SkippedFix(diagnostic: diagnostic, reason: $0)
      }
    }
  }

  /// The fields that applied fixes inserted a field before (`Fix.Edit.insertBefore`), as
  /// indices into the original file's fields.
  private static func insertionTargets(_ applied: [Diagnostic]) -> [Int] {
    let targets = applied.compactMap { diagnostic -> Int? in
      let inserts = diagnostic.fix?.edits.contains {
        if case .insertBefore = $0 { true } else { false }
      }
      return inserts == true ? diagnostic.fieldIndex : nil
    }
    return Set(targets).sorted()
  }

  /// `after`'s findings with their fields numbered as in the original file: each insertion
  /// adds one field, which shifts the fields after it; a finding on an inserted field counts
  /// against the field it was inserted before (a fix must not bring findings of its own).
  private static func fieldsBeforeInsertions(_ after: [Diagnostic], insertedBefore: [Int])
    -> [Diagnostic]
  {
    guard !insertedBefore.isEmpty else { return after }
    return after.map { diagnostic in
      guard let index = diagnostic.fieldIndex else { return diagnostic }
      var shift = 0
      for target in insertedBefore where target + shift <= index {
        if target + shift == index { break }
        shift += 1
      }
      var mapped = diagnostic
      mapped.fieldIndex = index - shift
      return mapped
    }
  }

  /// One element of the file: a field, or a line for findings without a field.
  private struct ElementKey: Hashable {
    var field: Int?
    var line: Int?

    init(_ diagnostic: Diagnostic) {
      field = diagnostic.fieldIndex
      line = diagnostic.fieldIndex == nil ? diagnostic.position.line : nil
    }
  }

  /// A rule on an element.
  private struct RuleKey: Hashable {
    var rule: String
    var element: ElementKey

    init(rule: String, element: ElementKey) {
      self.rule = rule
      self.element = element
    }

    init(_ diagnostic: Diagnostic) {
      self.init(rule: diagnostic.rule, element: ElementKey(diagnostic))
    }
  }

  private static func counts(_ diagnostics: [Diagnostic], on elements: Set<ElementKey>)
    -> [RuleKey: Int]
  {
    var counts: [RuleKey: Int] = [:]
    for diagnostic in diagnostics {
      let element = ElementKey(diagnostic)
      guard elements.contains(element) else { continue }
      counts[RuleKey(rule: diagnostic.rule, element: element), default: 0] += 1
    }
    return counts
  }
}
