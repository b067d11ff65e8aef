import KeyboardTraits

/// The wording of reports about suppression comments.
enum SuppressionMessages {
  static func unknownKeyword(_ keyword: String) -> String {
    let keywords = SuppressionDirective.Kind.allCases.map(\.rawValue)
    let suggestion =
      keyword.contains("next")
      ? SuppressionDirective.Kind.disableNextLine.rawValue
      : EditDistance.nearest(to: keyword, in: keywords, maxDistance: 3)
    return "\(keyword) is not a kbtraits directive"
      + (suggestion.map { " (did you mean \($0)?)" } ?? "")
      + ", so this comment suppresses nothing; write one of "
      + keywords.joined(separator: ", ") + "."
  }

  static func unknownRules(_ ids: [String], _ directive: SuppressionDirective) -> String {
    let named = ids.map { id in
      "'\(id)'" + (RuleRegistry.nearestID(to: id).map { " (did you mean '\($0)'?)" } ?? "")
    }
    let noun = ids.count == 1 ? "rule" : "rules"
    return "\(directive.kind.rawValue) names unknown \(noun) \(list(named)), which suppresses "
      + "nothing; correct the id (`kbtraits rules` lists them all)."
  }

  static func unused(_ directive: SuppressionDirective, rules: [String]) -> String {
    let what = rules.isEmpty ? "any rule" : list(rules.map { "'\($0)'" })
    let remove =
      rules.isEmpty || rules.count == directive.ruleIDs.count
      ? "remove the comment" : "remove \(rules.count == 1 ? "that id" : "those ids")"
    return "\(directive.kind.rawValue) suppresses nothing: no finding of \(what) "
      + "\(place(of: directive)); \(remove)."
  }

  static func unmatchedEnable(_ rules: [String]) -> String {
    let what = rules.isEmpty ? "" : " for " + list(rules.map { "'\($0)'" })
    return "kbtraits-enable\(what) ends no kbtraits-disable range above it; remove it, or add "
      + "the kbtraits-disable it was meant to close."
  }

  private static func place(of directive: SuppressionDirective) -> String {
    switch directive.kind {
    case .disableNextLine: "is on line \(directive.endPosition.line + 1)"
    case .disableLine:
      directive.position.line == directive.endPosition.line
        ? "is on line \(directive.position.line)"
        : "is on lines \(directive.position.line)-\(directive.endPosition.line)"
    case .disable, .enable: "is in the range it disables"
    }
  }

  private static func list(_ items: [String]) -> String {
    guard items.count > 1, let last = items.last else { return items.first ?? "" }
    return items.dropLast().joined(separator: ", ") + " or " + last
  }
}
