import KeyboardTraits

/// How the `components:` key of `.kbtraits.yml` names components and attributes, and how
/// `--print-config` and `kbtraits init` write an entry back.
extension ComponentMap {
  /// Whether `name` can be mapped: a component's name as JSX writes it, either an identifier
  /// that starts with an upper-case ASCII letter (`Input`, `PasswordInput`) or a member name of
  /// identifiers joined by dots whose first part may be any identifier (`Form.Input`,
  /// `forms.Input`). Identifiers are ASCII letters, digits, `_` and `$`, not starting with a
  /// digit. A lower-case name without a dot (`input`, `my-field`) is an element, not a component.
  public static func isComponentName(_ name: String) -> Bool {
    let parts = name.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.allSatisfy(isIdentifier) else { return false }
    if parts.count > 1 { return true }
    guard let first = name.utf8.first else { return false }
    return first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z")
  }

  /// Whether `name` can be mapped as a template tag: a custom element's name as templates
  /// write wrapper components, with a hyphen (`el-input`, `x-text-input`, `x-forms.input`,
  /// `x-jet::input`): ASCII letters, digits, `-`, `_`, `.` and `:`, starting with a letter.
  public static func isTagComponentName(_ name: String) -> Bool {
    guard let first = name.utf8.first, isLetter(first), name.utf8.contains(UInt8(ascii: "-"))
    else { return false }
    return name.utf8.allSatisfy { byte in
      isDigit(byte) || isLetter(byte) || "-_.:".utf8.contains(byte)
    }
  }

  /// The value that turns an entry off: `el-input: none`.
  public static let noneValue = "none"

  private static func isIdentifier(_ part: Substring) -> Bool {
    guard let first = part.utf8.first, !isDigit(first) else { return false }
    return part.utf8.allSatisfy { byte in
      isDigit(byte) || isLetter(byte) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$")
    }
  }

  private static func isLetter(_ byte: UInt8) -> Bool {
    byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z")
  }

  private static func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }

  /// The HTML attribute a key of the long form names: React's spelling of a prop, read as React
  /// DOM reads it on an input (`autoComplete`, `className`, `defaultValue`), else the HTML name,
  /// lower-cased.
  public static func attributeName(forKey key: String) -> String {
    ReactProps.attributeName(of: key, on: "input") ?? key.asciiLowercased()
  }

  /// Whether `name` can be an attribute's name: not empty, and none of HTML's space, quote,
  /// `/`, `>` or `=` characters nor a control character.
  public static func isAttributeName(_ name: String) -> Bool {
    !name.isEmpty
      && !name.unicodeScalars.contains { scalar in
        scalar.value < 0x21 || scalar.value == 0x7F || "\"'/>=".unicodeScalars.contains(scalar)
      }
  }

  /// The entry as the value of its `components:` line: `input` in the short form, or
  /// `{ element: input, type: password }` when the component sets attributes.
  public static func yamlValue(of component: Component) -> String {
    guard !component.attributes.isEmpty else { return yamlScalar(component.element) }
    let pairs =
      ["element: \(yamlScalar(component.element))"]
      + component.attributes.map { "\(yamlScalar($0.name)): \(yamlScalar($0.value))" }
    return "{ " + pairs.joined(separator: ", ") + " }"
  }

  /// `text` as a YAML scalar that reads back as the same string inside a flow mapping: plain
  /// when it is made of letters, digits and `_`, `-`, `.`, `/`, `+` and does not start with
  /// `-` or `.`; double-quoted otherwise.
  static func yamlScalar(_ text: String) -> String {
    let plain =
      !text.isEmpty && !text.hasPrefix("-") && !text.hasPrefix(".")
      && text.utf8.allSatisfy { byte in
        isDigit(byte) || isLetter(byte) || "_-./+".utf8.contains(byte)
      }
    if plain { return text }
    var quoted = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": quoted += "\\\""
      case "\\": quoted += "\\\\"
      case "\n": quoted += "\\n"
      case "\t": quoted += "\\t"
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F {
          quoted += "\\x" + (scalar.value < 0x10 ? "0" : "") + String(scalar.value, radix: 16)
        } else {
          quoted.unicodeScalars.append(scalar)
        }
      }
    }
    return quoted + "\""
  }
}
