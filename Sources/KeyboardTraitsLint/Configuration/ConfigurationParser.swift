import Foundation
import Yams
import KeyboardTraits

/// Turns the YAML of one configuration file into a ``KBTraitsConfiguration``, rejecting anything it
/// does not understand with an error that names the key and the nearest valid spelling.
struct ConfigurationParser {
  /// The name errors carry.
  let file: String

  /// Top-level keys; `baseURL` is an alias of `base-url`.
  static let topLevelKeys = [
    "base-url", "baseURL", "exclude", "extends", "include", "platforms", "root", "rules",
    "rules-url", "templates",
  ]
  /// Keys of a rule's long form.
  static let ruleKeys = ["options", "severity"]

  func parse(_ yaml: String) throws(ConfigurationError) -> KBTraitsConfiguration {
    var configuration = KBTraitsConfiguration()
    guard let root = try compose(yaml), !isNull(root) else { return configuration }
    guard let mapping = root.mapping else {
      throw error(
        "", at: root,
        "expected a mapping of settings such as 'extends' and 'rules', found \(describe(root))")
    }
    var sawBaseURLKey: String?
    for (keyNode, value) in mapping {
      let key = try keyString(keyNode, in: "")
      guard Self.topLevelKeys.contains(key) else {
        throw unknown(key, keyPath: key, at: keyNode, kind: "key", among: Self.topLevelKeys)
      }
      if isNull(value) { continue }
      switch key {
      case "extends":
        let name = try scalarString(value, keyPath: key, expected: "a preset name")
        guard let preset = KBTraitsConfiguration.Preset(rawValue: name) else {
          throw unknown(
            name, keyPath: key, at: value, kind: "preset",
            among: KBTraitsConfiguration.Preset.allCases.map(\.rawValue))
        }
        configuration.extends = preset
      case "rules":
        configuration.rules = try rules(value)
      case "include", "exclude":
        let globs = try globList(value, keyPath: key)
        if key == "include" { configuration.include = globs } else { configuration.exclude = globs }
      case "platforms":
        configuration.platforms = try platforms(value)
      case "root":
        configuration.isRoot = try boolean(value, keyPath: key)
      case "rules-url":
        configuration.rulesURL = try rulesURL(value, keyPath: key)
      case "templates":
        configuration.templates = try templates(value)
      default:  // base-url and its alias
        if let earlier = sawBaseURLKey {
          throw error(key, at: keyNode, "the same setting as '\(earlier)'; keep only one of them")
        }
        sawBaseURLKey = key
        configuration.baseURL = try absoluteURL(value, keyPath: key)
      }
    }
    return configuration
  }

  // MARK: - Sections

  private func rules(_ node: Node) throws(ConfigurationError) -> [String: KBTraitsConfiguration
    .RuleLevel]
  {
    guard let mapping = node.mapping else {
      throw error(
        "rules", at: node, "rules must be a mapping of rule ids to levels, found \(describe(node))")
    }
    var levels: [String: KBTraitsConfiguration.RuleLevel] = [:]
    for (keyNode, value) in mapping {
      let id = try keyString(keyNode, in: "rules")
      let keyPath = "rules.\(id)"
      guard let type = RuleRegistry.rule(withID: id) else {
        throw unknown(
          id, keyPath: keyPath, at: keyNode, kind: "rule id", among: RuleRegistry.ids,
          listing: "run `kbtraits rules` to list them")
      }
      if let long = value.mapping {
        if let level = try longFormLevel(long, of: type.id, keyPath: keyPath) {
          levels[id] = level
        }
      } else if !isNull(value) {
        levels[id] = try level(value, keyPath: keyPath)
      }
    }
    return levels
  }

  /// `{ severity: warning, options: {...} }`; options are checked against the rule's own, and no
  /// built-in rule declares any yet.
  private func longFormLevel(
    _ mapping: Node.Mapping, of id: String, keyPath: String
  ) throws(ConfigurationError) -> KBTraitsConfiguration.RuleLevel? {
    var level: KBTraitsConfiguration.RuleLevel?
    for (keyNode, value) in mapping {
      let key = try keyString(keyNode, in: keyPath)
      let innerPath = "\(keyPath).\(key)"
      switch key {
      case "severity":
        level = isNull(value) ? nil : try self.level(value, keyPath: innerPath)
      case "options":
        if isNull(value) { continue }
        guard let options = value.mapping else {
          throw error(innerPath, at: value, "options must be a mapping, found \(describe(value))")
        }
        if let first = options.first {
          let name = first.key.scalar?.string ?? "options"
          throw error(
            "\(innerPath).\(name)", at: first.key,
            "rule '\(id)' takes no options; remove 'options'")
        }
      default:
        throw unknown(key, keyPath: innerPath, at: keyNode, kind: "key", among: Self.ruleKeys)
      }
    }
    return level
  }

  private func level(
    _ node: Node, keyPath: String
  ) throws(ConfigurationError) -> KBTraitsConfiguration.RuleLevel {
    let levels = KBTraitsConfiguration.RuleLevel.allCases.map(\.rawValue)
    guard let scalar = node.scalar else {
      throw error(
        keyPath, at: node,
        "expected a level (\(levels.joined(separator: ", "))) or a mapping with 'severity', "
          + "found \(describe(node))")
    }
    guard let level = KBTraitsConfiguration.RuleLevel(rawValue: scalar.string) else {
      throw unknown(scalar.string, keyPath: keyPath, at: node, kind: "level", among: levels)
    }
    return level
  }

  private func globList(_ node: Node, keyPath: String) throws(ConfigurationError) -> [String] {
    let items = try stringList(node, keyPath: keyPath, expected: "a glob")
    for (index, item) in items.enumerated() where item.value.isEmpty {
      throw error("\(keyPath)[\(index)]", at: item.node, "an empty glob matches nothing; remove it")
    }
    return items.map(\.value)
  }

  private func platforms(_ node: Node) throws(ConfigurationError) -> Set<String> {
    let known = KBTraitsConfiguration.knownPlatforms.sorted()
    let items = try stringList(node, keyPath: "platforms", expected: "a platform name")
    guard !items.isEmpty else {
      throw error(
        "platforms", at: node,
        "name at least one platform (\(known.joined(separator: ", "))), or remove the key")
    }
    for (index, item) in items.enumerated()
    where !KBTraitsConfiguration.knownPlatforms.contains(item.value) {
      throw unknown(
        item.value, keyPath: "platforms[\(index)]", at: item.node, kind: "platform", among: known)
    }
    return Set(items.map(\.value))
  }

  private func boolean(_ node: Node, keyPath: String) throws(ConfigurationError) -> Bool {
    switch node.scalar?.string {
    case "true": return true
    case "false": return false
    default: throw error(keyPath, at: node, "expected true or false, found \(describe(node))")
    }
  }

  private func absoluteURL(_ node: Node, keyPath: String) throws(ConfigurationError) -> String {
    let text = try scalarString(node, keyPath: keyPath, expected: "an absolute URL")
    if let url = URL(string: text), let scheme = url.scheme, text.hasPrefix(scheme + "://") {
      let needsHost = ["http", "https"].contains(scheme.lowercased())
      if !needsHost || !(url.host ?? "").isEmpty { return text }
    }
    throw error(
      keyPath, at: node,
      "'\(text)' is not an absolute URL; write it with a scheme and host, such as "
        + "'https://shop.example/'")
  }

  /// The page that documents the rules (``RuleDocumentationURL``): absolute http(s), no fragment.
  private func rulesURL(
    _ node: Node, keyPath: String
  ) throws(ConfigurationError) -> RuleDocumentationURL {
    let text = try scalarString(
      node, keyPath: keyPath, expected: "the URL of the page that documents the rules")
    do {
      return try RuleDocumentationURL(validating: text)
    } catch {
      throw self.error(keyPath, at: node, error.reason)
    }
  }

  /// `templates:`, a mapping of globs to syntax names (the names `--syntax` takes).
  private func templates(
    _ node: Node
  ) throws(ConfigurationError) -> [TemplateSyntaxRules.Rule] {
    let names = TemplateSyntax.names
    guard let mapping = node.mapping else {
      throw error(
        "templates", at: node,
        "templates must be a mapping of globs to template syntaxes, such as "
          + "'\"views/**/*.tpl\": jinja', found \(describe(node))")
    }
    var rules: [TemplateSyntaxRules.Rule] = []
    for (keyNode, value) in mapping {
      let glob = try keyString(keyNode, in: "templates")
      let keyPath = "templates.\(glob)"
      guard !glob.isEmpty else {
        throw error("templates", at: keyNode, "an empty glob matches nothing; remove it")
      }
      let name = try scalarString(value, keyPath: keyPath, expected: "a template syntax name")
      guard let syntax = TemplateSyntax(rawValue: name) else {
        var message = "unknown template syntax '\(name)'; "
        if let suggestion = Self.suggestion(for: name, among: names) {
          message += "did you mean '\(suggestion)'? Use "
        } else {
          message += "use "
        }
        message += Self.list(names)
        throw error(keyPath, at: value, message)
      }
      rules.append(TemplateSyntaxRules.Rule(glob: glob, syntax: syntax))
    }
    return rules
  }

  // MARK: - Scalars and lists

  /// A single string, or a list of strings (a single string counts as a list of one).
  private func stringList(
    _ node: Node, keyPath: String, expected: String
  ) throws(ConfigurationError) -> [(value: String, node: Node)] {
    if node.scalar != nil {
      return [(try scalarString(node, keyPath: keyPath, expected: expected), node)]
    }
    guard let sequence = node.sequence else {
      throw error(
        keyPath, at: node, "\(keyPath) must be a list of strings, found \(describe(node))")
    }
    var items: [(value: String, node: Node)] = []
    for (index, item) in sequence.enumerated() {
      items.append(
        (try scalarString(item, keyPath: "\(keyPath)[\(index)]", expected: expected), item))
    }
    return items
  }

  private func scalarString(
    _ node: Node, keyPath: String, expected: String
  ) throws(ConfigurationError) -> String {
    guard let scalar = node.scalar, !isNull(node) else {
      throw error(keyPath, at: node, "expected \(expected), found \(describe(node))")
    }
    return scalar.string
  }

  private func keyString(_ node: Node, in parent: String) throws(ConfigurationError) -> String {
    guard let scalar = node.scalar else {
      let place = parent.isEmpty ? "the file" : parent
      throw error(parent, at: node, "keys in \(place) must be names, found \(describe(node))")
    }
    return scalar.string
  }

  private func isNull(_ node: Node) -> Bool {
    node.null != nil
  }

  private func describe(_ node: Node) -> String {
    switch node {
    case .mapping: return "a mapping"
    case .sequence: return "a list"
    case .alias: return "an alias"
    case .scalar(let scalar):
      return isNull(node) ? "nothing" : "'\(scalar.string)'"
    }
  }

  // MARK: - Errors

  private func compose(_ yaml: String) throws(ConfigurationError) -> Node? {
    do {
      return try Yams.compose(yaml: yaml)
    } catch let yamlError as YamlError {
      throw invalidYAML(yamlError)
    } catch {
      throw ConfigurationError(
        file: file, keyPath: "", message: "invalid YAML: \(error)")
    }
  }

  private func invalidYAML(_ yamlError: YamlError) -> ConfigurationError {
    let problem: String
    let mark: Mark?
    switch yamlError {
    case .scanner(let context, let text, let at, _), .parser(let context, let text, let at, _),
      .composer(let context, let text, let at, _):
      // libyaml's context says what it was reading, e.g. "while parsing a flow sequence".
      let during = context.map { ", \($0.text) at line \($0.mark.line), column \($0.mark.column)" }
      problem = text + (during ?? "")
      mark = at
    case .duplicatedKeysInMapping(let duplicates, let context):
      let names = duplicates.sorted().map { "'\($0)'" }.joined(separator: ", ")
      return ConfigurationError(
        file: file, keyPath: "", message: "duplicate key \(names); each key may appear once",
        line: context.mark.line, column: context.mark.column)
    case .reader(let text, _, _, _):
      problem = text
      mark = nil
    default:
      problem = yamlError.description
      mark = nil
    }
    return ConfigurationError(
      file: file, keyPath: "", message: "invalid YAML: \(problem)", line: mark?.line,
      column: mark?.column)
  }

  private func error(_ keyPath: String, at node: Node, _ message: String) -> ConfigurationError {
    ConfigurationError(
      file: file, keyPath: keyPath, message: message, line: node.mark?.line,
      column: node.mark?.column)
  }

  /// "unknown level 'warn'; did you mean 'warning'? Use off, note, warning or error."
  private func unknown(
    _ value: String, keyPath: String, at node: Node, kind: String, among candidates: [String],
    listing: String? = nil
  ) -> ConfigurationError {
    let lastKeyComponent = keyPath.split(separator: ".").last.map(String.init)
    // The key path already names an unknown key or rule id; values are quoted.
    var message = value == lastKeyComponent ? "unknown \(kind)" : "unknown \(kind) '\(value)'"
    if let suggestion = Self.suggestion(for: value, among: candidates) {
      message += "; did you mean '\(suggestion)'?"
    } else {
      message += "; " + (listing ?? "use \(Self.list(candidates))")
    }
    return error(keyPath, at: node, message)
  }

  /// The candidate a misspelling most likely meant: a different-case spelling, then the one
  /// candidate it is a prefix of (`warn` → `warning`), then the nearest by edit distance.
  static func suggestion(for value: String, among candidates: [String]) -> String? {
    let lowered = value.lowercased()
    if let sameLetters = candidates.first(where: { $0.lowercased() == lowered }) {
      return sameLetters
    }
    let extensions = candidates.filter { $0.lowercased().hasPrefix(lowered) }
    if lowered.count >= 2, extensions.count == 1 { return extensions[0] }
    return EditDistance.nearest(
      to: lowered, in: candidates, maxDistance: max(2, lowered.count / 3))
  }

  /// "a, b or c".
  static func list(_ names: [String]) -> String {
    guard names.count > 1 else { return names.first ?? "" }
    return names.dropLast().joined(separator: ", ") + " or " + names[names.count - 1]
  }
}
