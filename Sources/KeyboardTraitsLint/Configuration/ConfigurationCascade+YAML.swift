import Foundation
import KeyboardTraits

extension ConfigurationCascade {
  /// The merged configuration as YAML that the loader reads back, every value followed by where
  /// it comes from: `# file:line`, or `# default`.
  ///
  /// Every rule is listed with the level it runs at, so that a reader sees what a preset or
  /// `platforms` turned on or off. `include`, `exclude` and `syntax` keep each file's globs as
  /// written, since each is relative to its own file's folder (the comment names the file);
  /// `components` is the merged map, each entry with the file and line that set it.
  public var annotatedYAML: String { annotatedYAML(platforms: nil) }

  /// ``annotatedYAML`` with the platforms `--platform` gave, which win over the files' (the line
  /// says `# --platform`); nil prints the configured platforms.
  public func annotatedYAML(platforms override: Set<TargetPlatform>?) -> String {
    var settings = self.settings
    if let override { settings.platforms = override }
    var lines: [String] = []
    func line(_ text: String, _ source: String) {
      lines.append("\(text)  # \(source)")
    }
    func origin(_ key: String) -> String {
      if key == "platforms", override != nil { return "--platform" }
      return settings.sources[key]?.description ?? "default"
    }
    line("root: \(settings.isRoot)", origin("root"))
    line("extends: \(settings.extends.rawValue)", origin("extends"))
    let platforms = settings.platforms.ordered.map(\.rawValue).joined(separator: ", ")
    line("platforms: [\(platforms)]", origin("platforms"))
    line("base-url: \(settings.baseURL.map(Self.quoted) ?? "null")", origin("base-url"))
    let rulesURL = settings.rulesURL.map { Self.quoted($0.page) } ?? "null"
    line("rules-url: \(rulesURL)", origin("rules-url"))
    for key in ["include", "exclude"] {
      let globs = files.flatMap { file in
        (key == "include" ? file.include : file.exclude).enumerated().map { index, glob in
          (glob, file.sources["\(key)[\(index)]"]?.description ?? (file.file ?? "default"))
        }
      }
      guard !globs.isEmpty else {
        line("\(key): []", "default")
        continue
      }
      lines.append("\(key):  # each relative to the folder of the file it comes from")
      for (glob, source) in globs { line("  - \(Self.quoted(glob))", source) }
    }
    let syntax = files.flatMap { file in
      file.syntax.map { rule in
        (rule, file.sources["syntax.\(rule.glob)"]?.description ?? (file.file ?? "default"))
      }
    }
    if syntax.isEmpty {
      line("syntax: {}", "default")
    } else {
      lines.append(
        "syntax:  # the first glob that matches decides; each relative to the folder of the "
          + "file it comes from")
      var written = Set<String>()
      for (rule, source) in syntax {
        // A mapping holds a key once: a farther file's same glob is shown, commented out.
        let entry = "\(Self.quoted(rule.glob)): \(rule.syntax.rawValue)"
        if written.insert(rule.glob).inserted {
          line("  " + entry, source)
        } else {
          line("  # " + entry, "\(source), after the same glob of a nearer file")
        }
      }
    }
    let components =
      settings.components.components.map { ($0.key, ComponentMap.yamlValue(of: $0.value)) }
      + settings.components.turnedOff.map { ($0, ComponentMap.noneValue) }
    if components.isEmpty {
      line("components: {}", "default")
    } else {
      lines.append("components:  # the nearest file's entry wins for each name")
      for (name, value) in components.sorted(by: { $0.0 < $1.0 }) {
        line(
          "  \(name): \(value)", settings.sources["components.\(name)"]?.description ?? "default")
      }
    }
    lines.append("rules:")
    let running = settings.lintConfiguration
    for type in RuleRegistry.all {
      let description = type.description
      let (level, source) = effectiveLevel(
        of: description, under: running, settings: settings, platformsOrigin: origin("platforms"))
      line("  \(description.id): \(level.rawValue)", source)
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The level a rule runs at, and the setting that decided it.
  private func effectiveLevel(
    of description: RuleDescription, under running: LintConfiguration,
    settings: KBTraitsConfiguration, platformsOrigin: String
  ) -> (KBTraitsConfiguration.RuleLevel, String) {
    let id = description.id
    if let level = settings.rules[id], let source = settings.sources["rules.\(id)"] {
      return (level, source.description)
    }
    guard running.isEnabled(description) else {
      // Off by the platforms only if it would otherwise run (by default or by the preset).
      let byPlatforms =
        KBTraitsConfiguration.rulesOff(targeting: settings.platforms).contains(id)
        && (description.isEnabledByDefault || settings.extends == .strict)
      return (.off, byPlatforms ? platformsOrigin : "default")
    }
    let severity = running.severities[id] ?? description.severity
    let level: KBTraitsConfiguration.RuleLevel =
      switch severity {
      case .note: .note
      case .warning: .warning
      case .error: .error
      }
    // A strict preset turns opt-in rules on and raises notes: its line decided.
    let byPreset =
      settings.extends == .strict
      && (!description.isEnabledByDefault || severity != description.severity)
    return (level, byPreset ? (settings.sources["extends"]?.description ?? "default") : "default")
  }

  /// A double-quoted YAML string.
  private static func quoted(_ text: String) -> String {
    "\""
      + text.replacingOccurrences(of: "\\", with: "\\\\")
      .replacingOccurrences(of: "\"", with: "\\\"") + "\""
  }
}
