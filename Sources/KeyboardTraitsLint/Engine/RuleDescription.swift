import KeyboardTraits

/// Everything a rule says about itself: identity, documentation and the examples that test it.
///
/// The examples are the rule's specification: one generic test runs every triggering example
/// (the rule must fire exactly at each `↓`) and every non-triggering one (it must stay silent),
/// and the documentation generator prints them.
public struct RuleDescription: Sendable {
  /// Stable kebab-case id used in configuration, suppressions, baselines and SARIF.
  public let id: String
  /// Title Case name.
  public let name: String
  /// One line: what the rule reports.
  public let summary: String
  /// Why it matters, in terms of what the user sees on the phone.
  public let rationale: String
  /// The group the rule belongs to in the documentation.
  public let category: RuleCategory
  /// Default severity.
  public let severity: Severity
  /// Whether the rule runs without being enabled in configuration.
  public let isEnabledByDefault: Bool
  /// The spec, browser source or guide the rule rests on.
  public let basis: String
  /// HTML that must fire the rule at each `↓` marker (attribute at fault, else the element).
  public let triggeringExamples: [RuleExample]
  /// HTML that must not fire the rule, including the look-alikes.
  public let nonTriggeringExamples: [RuleExample]
  /// What the rule does on a React component (`.jsx`, `.tsx`).
  public let jsxScope: JSXScope

  /// Creates a description.
  public init(
    id: String, name: String, summary: String, rationale: String, category: RuleCategory,
    severity: Severity, isEnabledByDefault: Bool = true, basis: String,
    triggeringExamples: [RuleExample], nonTriggeringExamples: [RuleExample],
    jsxScope: JSXScope = .asWritten
  ) {
    self.jsxScope = jsxScope
    self.id = id
    self.name = name
    self.summary = summary
    self.rationale = rationale
    self.category = category
    self.severity = severity
    self.isEnabledByDefault = isEnabledByDefault
    self.basis = basis
    self.triggeringExamples = triggeringExamples
    self.nonTriggeringExamples = nonTriggeringExamples
  }
}

/// What a rule does on a React component, where labels and forms are often written in another
/// component than the fields they serve.
public enum JSXScope: String, Sendable, CaseIterable {
  /// Runs as on HTML, on each field's props as React renders them. Like every rule, it says
  /// nothing about a dynamic value, and nothing about an attribute a spread may supply.
  case asWritten
  /// Reports a field only when the file proves its surroundings
  /// (`FieldContext.surroundingsAreWritten`): its `<form>` is written in the same component
  /// with no other component between them. Elsewhere the label, the form or the other fields
  /// may come from another component.
  case provenSurroundings
  /// Does not run on JSX: what it reports is never proven by one component's file.
  case notOnJSX

  /// One sentence for the rule documentation.
  public var documentation: String {
    switch self {
    case .asWritten:
      "Runs on each field's props as React renders them (`inputMode` is `inputmode`); quiet on "
        + "a dynamic value (`{expression}`), and about a missing attribute on an element with a "
        + "spread (`{...props}`)."
    case .provenSurroundings:
      "Reports a field only when its `<form>` is written in the same file with no component "
        + "between them (labels, forms and sibling fields are often wired across components)."
    case .notOnJSX:
      "Does not run on JSX: what it reports depends on markup other components may write."
    }
  }
}

/// Documentation groups, in the order the catalogue lists them.
public enum RuleCategory: String, Sendable, CaseIterable, Codable {
  case autocompleteSyntax = "Autocomplete syntax"
  case autocompletePurpose = "Autocomplete presence and purpose"
  case keyboardSelection = "Keyboard selection"
  case typingAids = "Typing aids and the Enter key"
  case patternAndConstraints = "Pattern and constraints"
  case labelsAndStructure = "Labels and form structure"
  case browserSource = "Browser behaviour (from WebKit and Chromium source)"
  case markup = "Markup the scanner had to recover"
  case suppressions = "Suppression comments"
}
