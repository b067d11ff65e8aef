/// Which components render a native element, as the `components:` key of `.kbtraits.yml`
/// writes them:
///
/// ```yaml
/// components:
///   Input: input                 # <Input …> is an <input>; its props are the input's attributes
///   Textarea: textarea
///   PasswordInput: { element: input, type: password }   # attributes the component sets itself
///   Form.Input: input            # a member name
///   x-email-input: { element: input, type: email }      # a template's wrapper component
///   el-input: none               # turns a default entry off
/// ```
///
/// In JSX a capitalised tag (or a member name such as `Form.Input`) is a component: without an
/// entry it renders nothing the scanner can see, and its props are not read. In templates a tag
/// with an entry (matched as written; Vue also matches `ElInput` with `el-input`) is read as the
/// element it renders, and ``defaults`` maps the wrappers of widely used libraries
/// (docs/components.md).
public struct ComponentMap: Sendable, Hashable {
  /// What one component renders.
  public struct Component: Sendable, Hashable {
    /// The lower-case element it renders: `input`, `textarea`, `select`, `form`, `label`, …
    public var element: String
    /// Attributes the component sets itself, in the order written (HTML names: `type`,
    /// `autocomplete`); they win over a prop of the same name.
    public var attributes: [Attribute]
    /// Attributes it renders when the tag does not write them (Element's `autocomplete="off"`).
    public var defaultAttributes: [Attribute] = []
    /// Props it renders otherwise than as the attribute of their name, by prop name as written
    /// in a template (`label`, `show-password`).
    public var props: [String: PropRendering] = [:]
    /// The elements it renders instead of ``element`` for a `type` written as a literal
    /// (`textarea` for `<el-input type="textarea">`); that `type` is then not rendered.
    public var elementsByType: [String: String] = [:]

    /// Creates a component entry.
    public init(
      element: String, attributes: [Attribute] = [], defaultAttributes: [Attribute] = [],
      props: [String: PropRendering] = [:], elementsByType: [String: String] = [:]
    ) {
      self.element = element
      self.attributes = attributes
      self.defaultAttributes = defaultAttributes
      self.props = props
      self.elementsByType = elementsByType
    }
  }

  /// How a component renders one of its props on the element.
  public enum PropRendering: Sendable, Hashable {
    /// As another attribute: Element's and Quasar's `label` is the input's `aria-label`.
    case attribute(String)
    /// When present (and not bound to `false`), as this attribute: Element's `show-password`
    /// renders `type="password"`.
    case flag(Attribute)
    /// When present (and not bound to `false`), as another element: Quasar's `autogrow` renders
    /// a `<textarea>`.
    case element(String)
    /// As the element's text, not an attribute: a Breeze `<x-input-label value="Email">`.
    case text
    /// Not on the element: Element's button `type` is a colour (`primary`), not the button's.
    case dropped
  }

  /// An attribute a component sets itself.
  public struct Attribute: Sendable, Hashable {
    /// The HTML attribute name, lower-case.
    public var name: String
    /// Its value.
    public var value: String

    /// Creates an attribute.
    public init(name: String, value: String) {
      self.name = name
      self.value = value
    }
  }

  /// The entries, by component name as written (`Input`, `Form.Input`, `x-text-input`).
  public var components: [String: Component]
  /// The names a configuration turned off (`el-input: none`): no entry, and the default of that
  /// name (or of its Vue kebab-case form) does not apply.
  public var turnedOff: Set<String> = []

  /// Creates a map.
  public init(_ components: [String: Component] = [:]) {
    self.components = components
  }

  /// The map a scan reads: `base` (the ``defaults``), then these entries over it. An entry or a
  /// turned-off name replaces the base's entry of the same name and, for a PascalCase name,
  /// the base's entry of its kebab-case form (`ElInput` replaces `el-input`).
  public func applied(over base: ComponentMap = .defaults) -> ComponentMap {
    var merged = base
    for name in turnedOff.union(components.keys) {
      merged.components[name] = nil
      merged.components[Self.kebabCase(name)] = nil
    }
    for (name, component) in components { merged.components[name] = component }
    merged.turnedOff = []
    return merged
  }

  /// A component name as Vue's `hyphenate` writes it: a hyphen before each upper-case ASCII
  /// letter that does not start the name, then lower case (`ElInput` is `el-input`,
  /// `VTextField` is `v-text-field`).
  public static func kebabCase(_ name: String) -> String {
    var result = ""
    var previousIsWordCharacter = false
    for character in name {
      if previousIsWordCharacter, character.isASCII, character.isUppercase { result.append("-") }
      result.append(character)
      previousIsWordCharacter =
        character.isASCII && (character.isLetter || character.isNumber)
        || character == "_"
    }
    return result.asciiLowercased()
  }

  /// The entry for a tag name as written, or nil.
  public subscript(name: String) -> Component? { components[name] }

  /// Whether the map has no entry.
  public var isEmpty: Bool { components.isEmpty }

  /// The elements a component may render: those the scanner reads attributes of.
  public static let mappableElements: Set<String> = [
    "input", "textarea", "select", "form", "label", "button", "fieldset",
  ]
}
