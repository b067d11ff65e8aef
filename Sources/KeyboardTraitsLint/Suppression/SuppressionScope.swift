import KeyboardTraits

/// Where one rule (or every rule) is suppressed by one directive.
struct SuppressionScope: Sendable, Hashable {
  /// Lines or a stretch of text.
  enum Region: Sendable, Hashable {
    /// Whole lines (`disable-next-line`, `disable-line`).
    case lines(ClosedRange<Int>)
    /// From a position up to, not including, an end (nil: the end of the file).
    case range(from: SourcePosition, to: SourcePosition?)
  }

  /// The directive's index in ``Suppressions/directives``.
  var directive: Int
  /// The rule suppressed; nil for every rule.
  var rule: String?
  /// Rules re-enabled inside an every-rule range by `kbtraits-enable rule`.
  var except: Set<String> = []
  var region: Region

  /// Whether this scope hides `diagnostic`, whose field (if any) starts on `fieldLine`.
  ///
  /// Line scopes also take findings on later lines of an element that starts on a covered line,
  /// because HTML wraps attributes: a directive above `<input` covers its `autocomplete` below.
  func covers(_ diagnostic: Diagnostic, fieldLine: Int?) -> Bool {
    if let rule {
      guard rule == diagnostic.rule else { return false }
    } else {
      // Reports about directives are hidden only by directives that name their rule.
      guard !Suppressions.reportRuleIDs.contains(diagnostic.rule),
        !except.contains(diagnostic.rule)
      else { return false }
    }
    switch region {
    case .lines(let lines):
      return lines.contains(diagnostic.position.line) || fieldLine.map(lines.contains) == true
    case .range(let from, let to):
      return from <= diagnostic.position && to.map { diagnostic.position < $0 } ?? true
    }
  }
}

/// Builds the scopes of a document's directives, pairing `disable` with `enable`.
struct SuppressionScopeBuilder {
  private(set) var scopes: [SuppressionScope] = []
  /// Rule ids (nil: a bare `kbtraits-enable`) of each `enable` that ended nothing, by directive.
  private(set) var unmatchedEnables: [Int: [String?]] = [:]
  private var open: [SuppressionScope] = []

  /// Adds directive number `index`, with its known rule ids (empty: every rule).
  mutating func add(_ directive: SuppressionDirective, index: Int, ruleIDs: [String]) {
    let rules: [String?] = ruleIDs.isEmpty ? [nil] : ruleIDs
    switch directive.kind {
    case .disableNextLine:
      let line = directive.endPosition.line + 1
      scopes += rules.map { .init(directive: index, rule: $0, region: .lines(line...line)) }
    case .disableLine:
      let lines = directive.position.line...directive.endPosition.line
      scopes += rules.map { .init(directive: index, rule: $0, region: .lines(lines)) }
    case .disable:
      open += rules.map {
        .init(directive: index, rule: $0, region: .range(from: directive.endPosition, to: nil))
      }
    case .enable:
      if ruleIDs.isEmpty {
        if open.isEmpty { unmatchedEnables[index, default: []].append(nil) }
        close(at: directive.position) { _ in true }
      } else {
        for rule in ruleIDs where !enable(rule, at: directive) {
          unmatchedEnables[index, default: []].append(rule)
        }
      }
    }
  }

  /// Closes the ranges still open at the end of the file and returns every scope.
  mutating func finish() -> [SuppressionScope] {
    scopes += open
    open = []
    return scopes
  }

  /// Ends `rule`'s ranges; an every-rule range continues without it. False when none was open.
  private mutating func enable(_ rule: String, at directive: SuppressionDirective) -> Bool {
    var matched = false
    var reopened: [SuppressionScope] = []
    close(at: directive.position) { scope in
      if scope.rule == rule {
        matched = true
        return true
      }
      guard scope.rule == nil, !scope.except.contains(rule) else { return false }
      matched = true
      var rest = scope
      rest.except.insert(rule)
      rest.region = .range(from: directive.endPosition, to: nil)
      reopened.append(rest)
      return true
    }
    open += reopened
    return matched
  }

  private mutating func close(at end: SourcePosition, where shouldClose: (SuppressionScope) -> Bool)
  {
    var stillOpen: [SuppressionScope] = []
    for scope in open {
      guard shouldClose(scope), case .range(let from, _) = scope.region else {
        stillOpen.append(scope)
        continue
      }
      var closed = scope
      closed.region = .range(from: from, to: end)
      scopes.append(closed)
    }
    open = stillOpen
  }
}
