import KeyboardTraits
import KeyboardTraitsLint
import KeyboardTraitsReport

/// The hover of a field: which keyboard it opens on each platform, as Markdown.
///
/// ```
/// **`<input type="email" name="login">`** · label: Email address
///
/// | | Keyboard | Enter | Caps | Autocorrect | Content type |
/// | --- | --- | --- | --- | --- | --- |
/// | iPhone | Email keyboard | Go | none | no | username |
/// ```
///
/// Everything taken from the scanned file (the tag, the label, attribute names) is escaped, so
/// a page cannot write Markdown or HTML into the editor's hover.
enum FieldHover {
  static func markdown(for field: FormField, platforms: Set<TargetPlatform>) -> String {
    var lines: [String] = []
    var title = "**" + code(field.tagSummary) + "**"
    if let label = field.label { title += " · label: " + text(label) }
    lines.append(title)
    lines.append("")
    lines.append("| | Keyboard | Enter | Caps | Autocorrect | Content type |")
    lines.append("| --- | --- | --- | --- | --- | --- |")
    for platform in platforms.ordered {
      let cells = PlatformKeyboardSummary(field, on: platform).cells.map(text)
      lines.append("| \(platform.displayName) | " + cells.joined(separator: " | ") + " |")
    }
    let dynamic = field.dynamicAttributes
    if !dynamic.isEmpty {
      lines.append("")
      var unknown: [String] = []
      for platform in platforms.ordered {
        let traits = PlatformKeyboardSummary.unknownTraits(of: field, on: platform)
        if !traits.isEmpty {
          unknown.append("\(platform.displayName): " + traits.map(code).joined(separator: ", "))
        }
      }
      let names = dynamic.map(code).joined(separator: ", ")
      lines.append(
        "Code decides \(names)"
          + (unknown.isEmpty
            ? "."
            : "; unknown until it runs: " + unknown.joined(separator: "; ")
              + "."))
    }
    if field.hasSpreadAttributes {
      lines.append("")
      lines.append("A spread may set attributes the source does not show.")
    }
    return lines.joined(separator: "\n")
  }

  /// `value` as inline code, whatever backticks it holds.
  static func code(_ value: String) -> String {
    var fence = "`"
    while value.contains(fence) { fence += "`" }
    let padding = value.hasPrefix("`") || value.hasSuffix("`") ? " " : ""
    return fence + padding + value.replacingOccurrences(of: "\n", with: " ") + padding + fence
  }

  /// `value` as Markdown text: every punctuation Markdown or HTML reads is escaped, and line
  /// breaks become spaces (a table cell is one line).
  static func text(_ value: String) -> String {
    var escaped = ""
    for character in value {
      switch character {
      case "\\", "`", "*", "_", "{", "}", "[", "]", "(", ")", "#", "+", "-", "!", "|", "<", ">",
        "~", "&":
        escaped.append("\\")
        escaped.append(character)
      case "\n", "\r", "\r\n": escaped.append(" ")
      default: escaped.append(character)
      }
    }
    return escaped
  }
}
