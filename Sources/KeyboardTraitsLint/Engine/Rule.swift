import KeyboardTraits

/// A lint rule. Each rule is a small struct in its own file whose ``description`` carries its
/// documentation and examples (SwiftLint's layout).
public protocol Rule: Sendable {
  /// Identity, documentation and examples.
  static var description: RuleDescription { get }
  /// Creates the rule (rules hold no state).
  init()
  /// Every finding in one document.
  func validate(_ document: LintDocument) -> [Finding]
}

/// A rule that looks at one field at a time (it still sees the whole document).
public protocol FieldRule: Rule {
  /// The findings for one field.
  func validate(_ field: LintField, in document: LintDocument) -> [Finding]
}

extension FieldRule {
  /// Runs ``validate(_:in:)`` over every field.
  public func validate(_ document: LintDocument) -> [Finding] {
    // Not `flatMap`: appending a field's empty result to the empty result still made a new
    // buffer, and most fields have no finding for most rules.
    var findings: [Finding] = []
    for field in document.fields {
      let found = validate(field, in: document)
      if !found.isEmpty { findings.append(contentsOf: found) }
    }
    return findings
  }
}

extension Rule {
  /// The rule's id.
  public static var id: String { description.id }
}
