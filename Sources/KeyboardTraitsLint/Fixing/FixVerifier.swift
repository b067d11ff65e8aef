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
