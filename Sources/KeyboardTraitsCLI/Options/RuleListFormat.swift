import ArgumentParser

/// How `kbtraits rules` prints the catalogue.
enum RuleListFormat: String, ExpressibleByArgument, CaseIterable {
  case text, json
  /// docs/rules.md.
  case markdown
}
