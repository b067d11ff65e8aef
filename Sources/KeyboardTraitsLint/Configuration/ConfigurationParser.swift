import Foundation
import KeyboardTraits
import Yams

/// Turns the YAML of one configuration file into a ``KBTraitsConfiguration``, rejecting anything it
/// does not understand with an error that names the key and the nearest valid spelling.
///
/// A problem does not stop the parse: the entry is skipped and the parse goes on, so one run
/// reports every problem in the file (``errors``), as a compiler does.
struct ConfigurationParser {
  /// The name errors carry.
  let file: String
  /// Every problem found, in document order.
  private(set) var errors: [ConfigurationError] = []

  init(file: String) {
    self.file = file
  }

  /// Top-level keys; `baseURL` is an alias of `base-url`, `templates` of `syntax`.
  static let topLevelKeys = [
    "base-url", "baseURL", "components", "exclude", "extends", "include", "platforms", "root",
    "rules", "rules-url", "syntax", "templates",
  ]
  /// The aliases among ``topLevelKeys``, with the key each stands for.
  static let aliases = ["baseURL": "base-url", "templates": "syntax"]
  /// Keys of a rule's long form.
  static let ruleKeys = ["options", "severity"]

  /// The settings the file makes; entries with a problem are left out and recorded in ``errors``.
  mutating func parse(_ yaml: String) -> KBTraitsConfiguration {
    var configuration = KBTraitsConfiguration()
    let composed: Node?
    do {
      composed = try compose(yaml)
    } catch {
      errors.append(error)
      return configuration
    }
    guard let root = composed, !isNull(root) else { return configuration }
    guard let mapping = root.mapping else {
      errors.append(
        error(
          "", at: root,
          "expected a mapping of settings such as 'extends' and 'rules', found \(describe(root))"))
      return configuration
    }
    // The key each setting was written with, by the name the documentation uses.
    var written: [String: String] = [:]
    for (keyNode, value) in mapping {
      collecting { parser throws(ConfigurationError) in
        try parser.setting(keyNode, value, into: &configuration, written: &written)
      }
    }
    // Some checks run after their list is read: put every problem back in document order.
    errors = errors.enumerated().sorted { lhs, rhs in
      let left = (lhs.element.line ?? 0, lhs.element.column ?? 0, lhs.offset)
      let right = (rhs.element.line ?? 0, rhs.element.column ?? 0, rhs.offset)
      return left < right
    }.map(\.element)
    return configuration
  }

  /// Reads one top-level entry into `configuration`, recording where it was set.
  private mutating func setting(
    _ keyNode: Node, _ value: Node, into configuration: inout KBTraitsConfiguration,
    written: inout [String: String]
  ) throws(ConfigurationError) {
    let key = try keyString(keyNode, in: "")
    guard Self.topLevelKeys.contains(key) else {
      throw unknown(key, keyPath: key, at: keyNode, kind: "key", among: Self.topLevelKeys)
    }
    // An alias is recorded under the name the documentation uses.
    let sourceKey = Self.aliases[key] ?? key
    if let earlier = written[sourceKey] {
      throw error(key, at: keyNode, "the same setting as '\(earlier)'; keep only one of them")
    }
    written[sourceKey] = key
    if isNull(value) { return }
    switch sourceKey {
    case "extends":
      let name = try scalarString(value, keyPath: key, expected: "a preset name")
      guard let preset = KBTraitsConfiguration.Preset(rawValue: name) else {
        throw unknown(
          name, keyPath: key, at: value, kind: "preset",
          among: KBTraitsConfiguration.Preset.allCases.map(\.rawValue))
      }
      configuration.extends = preset
    case "rules":
      // Each rule records its own source; the section itself sets nothing.
      rules(value, into: &configuration)
      return
    case "include", "exclude":
      let globs = globList(value, keyPath: key)
      if key == "include" {
        configuration.include = globs.map(\.value)
      } else {
        configuration.exclude = globs.map(\.value)
      }
      for (index, glob) in globs.enumerated() {
        configuration.sources["\(key)[\(index)]"] = source(of: glob.node)
      }
      return
    case "platforms":
      guard let platforms = try platforms(value) else { return }
      configuration.platforms = platforms
    case "root":
      configuration.isRoot = try boolean(value, keyPath: key)
    case "rules-url":
      configuration.rulesURL = try rulesURL(value, keyPath: key)
    case "syntax":
      // Each glob records its own source; the section itself sets nothing.
      syntax(value, key: key, into: &configuration)
      return
    case "components":
      // Each component records its own source; the section itself sets nothing.
      components(value, into: &configuration)
      return
    default:  // base-url and its alias
      configuration.baseURL = try absoluteURL(value, keyPath: key)
    }
    configuration.sources[sourceKey] = source(of: keyNode)
  }

  // MARK: - Sections

  private mutating func rules(_ node: Node, into configuration: inout KBTraitsConfiguration) {
    guard let mapping = node.mapping else {
      errors.append(
        error(
          "rules", at: node,
          "rules must be a mapping of rule ids to levels, found \(describe(node))"))
      return
    }
    for (keyNode, value) in mapping {
      collecting { parser throws(ConfigurationError) in
        let id = try parser.keyString(keyNode, in: "rules")
        let keyPath = "rules.\(id)"
        guard let type = RuleRegistry.rule(withID: id) else {
          throw parser.unknown(
            id, keyPath: keyPath, at: keyNode, kind: "rule id", among: RuleRegistry.ids,
            listing: "run `kbtraits rules` to list them")
        }
        let level: KBTraitsConfiguration.RuleLevel?
        if let long = value.mapping {
          level = parser.longFormLevel(long, of: type.id, keyPath: keyPath)
        } else {
          level = parser.isNull(value) ? nil : try parser.level(value, keyPath: keyPath)
        }
        guard let level else { return }
        configuration.rules[id] = level
        configuration.sources[keyPath] = parser.source(of: keyNode)
      }
    }
  }

  /// `{ severity: warning, options: {...} }`; options are checked against the rule's own, and no
  /// built-in rule declares any yet.
  private mutating func longFormLevel(
    _ mapping: Node.Mapping, of id: String, keyPath: String
  ) -> KBTraitsConfiguration.RuleLevel? {
    var level: KBTraitsConfiguration.RuleLevel?
    for (keyNode, value) in mapping {
      collecting { parser throws(ConfigurationError) in
        let key = try parser.keyString(keyNode, in: keyPath)
        let innerPath = "\(keyPath).\(key)"
        switch key {
        case "severity":
          level = parser.isNull(value) ? nil : try parser.level(value, keyPath: innerPath)
        case "options":
          if parser.isNull(value) { return }
          guard let options = value.mapping else {
            throw parser.error(
              innerPath, at: value, "options must be a mapping, found \(parser.describe(value))")
          }
          if let first = options.first {
            let name = first.key.scalar?.string ?? "options"
            throw parser.error(
              "\(innerPath).\(name)", at: first.key,
              "rule '\(id)' takes no options; remove 'options'")
          }
        default:
          throw parser.unknown(
            key, keyPath: innerPath, at: keyNode, kind: "key", among: Self.ruleKeys)
        }
      }
    }
    return level
  }

  /// A level or one of its aliases (``KBTraitsConfiguration/RuleLevel/aliases``).
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
    guard let level = KBTraitsConfiguration.RuleLevel(named: scalar.string) else {
      let aliases = KBTraitsConfiguration.RuleLevel.aliases.map(\.name)
      let valid = "levels: \(Self.list(levels)), or the aliases \(aliases.joined(separator: ", "))"
      let message =
        if let suggestion = Self.suggestion(for: scalar.string, among: levels + aliases) {
          "unknown level '\(scalar.string)'; did you mean '\(suggestion)'? Valid \(valid)"
        } else {
          "unknown level '\(scalar.string)'; valid \(valid)"
        }
      throw error(keyPath, at: node, message)
    }
    return level
  }

  /// The globs of `include` or `exclude`; bad items are recorded and left out.
  private mutating func globList(_ node: Node, keyPath: String) -> [(value: String, node: Node)] {
    let items = stringList(node, keyPath: keyPath, expected: "a glob")
    var globs: [(value: String, node: Node)] = []
    for (index, item) in items.enumerated() {
      guard !item.value.isEmpty else {
        errors.append(
          error("\(keyPath)[\(index)]", at: item.node, "an empty glob matches nothing; remove it"))
        continue
      }
      globs.append(item)
    }
    return globs
  }

  /// The platforms named; `nil` when none of them is valid (each one's error is recorded).
  private mutating func platforms(_ node: Node) throws(ConfigurationError) -> Set<TargetPlatform>? {
    let before = errors.count
    let items = stringList(node, keyPath: "platforms", expected: "a platform name")
    guard !items.isEmpty || errors.count > before else {
      throw error(
        "platforms", at: node,
        "name at least one platform (\(TargetPlatform.names.joined(separator: ", "))), or "
          + "remove the key")
    }
    var platforms = Set<TargetPlatform>()
    for (index, item) in items.enumerated() {
      guard let platform = TargetPlatform(name: item.value) else {
        // Three names: always list them, after the likely one.
        var message = "unknown platform '\(item.value)'; "
        if let suggestion = TargetPlatform.suggestion(for: item.value) {
          message +=
            "did you mean '\(suggestion.rawValue)'? The platforms are "
            + TargetPlatform.names.joined(separator: ", ")
        } else {
          message += "use \(TargetPlatform.nameList)"
        }
        errors.append(error("platforms[\(index)]", at: item.node, message))
        continue
      }
      platforms.insert(platform)
    }
    return platforms.isEmpty ? nil : platforms
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

  /// `syntax:` (or its alias `templates:`, written as `key`), a mapping of globs to syntax names
  /// (the names `--syntax` takes), in the order written; entries with a problem are recorded and
  /// left out.
  private mutating func syntax(
    _ node: Node, key: String, into configuration: inout KBTraitsConfiguration
  ) {
    guard let mapping = node.mapping else {
      errors.append(
        error(
          key, at: node,
          "\(key) must be a mapping of globs to syntax names, such as "
            + "'\"views/**/*.tpl\": jinja' or '\"src/**/*.js\": jsx', found \(describe(node))"))
      return
    }
    for (keyNode, value) in mapping {
      collecting { parser throws(ConfigurationError) in
        let glob = try parser.keyString(keyNode, in: key)
        guard !glob.isEmpty else {
          throw parser.error(key, at: keyNode, "an empty glob matches nothing; remove it")
        }
        let keyPath = "\(key).\(glob)"
        let name = try parser.scalarString(value, keyPath: keyPath, expected: "a syntax name")
        guard let syntax = SourceSyntax(rawValue: name) else {
          let names = SourceSyntax.names
          var message = "unknown syntax '\(name)'; "
          if let suggestion = Self.suggestion(for: name, among: names) {
            message += "did you mean '\(suggestion)'? Use "
          } else {
            message += "use "
          }
          throw parser.error(keyPath, at: value, message + Self.list(names))
        }
        configuration.syntax.append(SourceSyntaxRules.Rule(glob: glob, syntax: syntax))
        configuration.sources["syntax.\(glob)"] = parser.source(of: keyNode)
      }
    }
  }

  /// `components:`, a mapping of component names to the element each renders: `Input: input`,
  /// or `PasswordInput: { element: input, type: password }` with the attributes the component
  /// sets itself; `el-input: none` turns a default entry off. Entries with a problem are
  /// recorded and left out.
  private mutating func components(
    _ node: Node, into configuration: inout KBTraitsConfiguration
  ) {
    guard let mapping = node.mapping else {
      errors.append(
        error(
          "components", at: node,
          "components must be a mapping of component names to elements, such as "
            + "'Input: input', found \(describe(node))"))
      return
    }
    for (keyNode, value) in mapping {
      collecting { parser throws(ConfigurationError) in
        let name = try parser.keyString(keyNode, in: "components")
        let keyPath = "components.\(name)"
        guard ComponentMap.isComponentName(name) || ComponentMap.isTagComponentName(name) else {
          throw parser.error(
            keyPath, at: keyNode,
            "'\(name)' is not a component name; write it as JSX does: a name that starts with "
              + "an upper-case letter (Input) or a member name (Form.Input), or as a template "
              + "does, with a hyphen (el-input, x-text-input)")
        }
        if parser.isNull(value) { return }
        if value.scalar?.string == ComponentMap.noneValue {
          configuration.components.turnedOff.insert(name)
          configuration.sources[keyPath] = parser.source(of: keyNode)
          return
        }
        let component: ComponentMap.Component
        if let long = value.mapping {
          guard let parsed = parser.longFormComponent(long, at: value, keyPath: keyPath) else {
            return
          }
          component = parsed
        } else {
          let element = try parser.scalarString(
            value, keyPath: keyPath,
            expected: "an element (such as input) or a mapping with 'element'")
          component = ComponentMap.Component(
            element: try parser.element(element, keyPath: keyPath, at: value))
        }
        configuration.components.components[name] = component
        configuration.sources[keyPath] = parser.source(of: keyNode)
      }
    }
  }

  /// `{ element: input, type: password }`: the element, and the attributes the component sets,
  /// by their HTML names; nil when something is wrong (each problem is recorded).
  private mutating func longFormComponent(
    _ mapping: Node.Mapping, at node: Node, keyPath: String
  ) -> ComponentMap.Component? {
    var element: String?
    var attributes: [ComponentMap.Attribute] = []
    // The key each attribute was written with, by its HTML name.
    var writtenAs: [String: String] = [:]
    let before = errors.count
    for (keyNode, value) in mapping {
      collecting { parser throws(ConfigurationError) in
        let key = try parser.keyString(keyNode, in: keyPath)
        let innerPath = "\(keyPath).\(key)"
        if key.asciiLowercased() == "element" {
          let name = try parser.scalarString(value, keyPath: innerPath, expected: "an element")
          element = try parser.element(name, keyPath: innerPath, at: value)
          return
        }
        guard ComponentMap.isAttributeName(key) else {
          throw parser.error(
            innerPath, at: keyNode,
            "'\(key)' is not an attribute name; name an attribute the component sets, such as "
              + "type or autocomplete")
        }
        let name = ComponentMap.attributeName(forKey: key)
        if let earlier = writtenAs[name] {
          throw parser.error(
            innerPath, at: keyNode,
            "the same attribute as '\(earlier)' (\(name)); keep only one of them")
        }
        writtenAs[name] = key
        let text = try parser.scalarString(
          value, keyPath: innerPath, expected: "the attribute's value (a string or a number)")
        attributes.append(ComponentMap.Attribute(name: name, value: text))
      }
    }
    guard let element else {
      if errors.count == before {
        errors.append(
          error(
            keyPath, at: node,
            "name the element the component renders, such as '{ element: input, type: password }'"
          ))
      }
      return nil
    }
    guard errors.count == before else { return nil }
    return ComponentMap.Component(element: element, attributes: attributes)
  }

  /// A mappable element (``ComponentMap/mappableElements``), lower-cased.
  private func element(
    _ name: String, keyPath: String, at node: Node
  ) throws(ConfigurationError) -> String {
    let lowered = name.asciiLowercased()
    let elements = ComponentMap.mappableElements.sorted()
    guard elements.contains(lowered) else {
      // A handful of names: always list them, after the likely one.
      var message = "unknown element '\(name)'; "
      if let suggestion = Self.suggestion(for: lowered, among: elements) {
        message += "did you mean '\(suggestion)'? A component can render "
      } else {
        message += "a component can render "
      }
      throw error(keyPath, at: node, message + Self.list(elements))
    }
    return lowered
  }

  // MARK: - Scalars and lists

  /// A single string, or a list of strings (a single string counts as a list of one); items
  /// that are not strings are recorded and left out.
  private mutating func stringList(
    _ node: Node, keyPath: String, expected: String
  ) -> [(value: String, node: Node)] {
    if node.scalar != nil {
      do {
        return [(try scalarString(node, keyPath: keyPath, expected: expected), node)]
      } catch {
        errors.append(error)
        return []
      }
    }
    guard let sequence = node.sequence else {
      errors.append(
        error(keyPath, at: node, "\(keyPath) must be a list of strings, found \(describe(node))"))
      return []
    }
    var items: [(value: String, node: Node)] = []
    for (index, item) in sequence.enumerated() {
      collecting { parser throws(ConfigurationError) in
        let value = try parser.scalarString(
          item, keyPath: "\(keyPath)[\(index)]", expected: expected)
        items.append((value, item))
      }
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

  /// Runs `body`; an error it throws is recorded and the parse goes on with the next entry.
  private mutating func collecting(
    _ body: (inout ConfigurationParser) throws(ConfigurationError) -> Void
  ) {
    do {
      try body(&self)
    } catch {
      errors.append(error)
    }
  }

  /// Where `node` starts in this file.
  private func source(of node: Node) -> ConfigurationSource {
    ConfigurationSource(file: file, line: node.mark?.line ?? 1, column: node.mark?.column ?? 1)
  }

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
