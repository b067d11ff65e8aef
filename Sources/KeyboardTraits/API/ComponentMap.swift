/// Which JSX components render a native element, as the `components:` key of `.kbtraits.yml`
/// writes them:
///
/// ```yaml
/// components:
///   Input: input                 # <Input …> is an <input>; its props are the input's attributes
///   Textarea: textarea
///   PasswordInput: { element: input, type: password }   # attributes the component sets itself
///   Form.Input: input            # a member name
/// ```
///
/// A capitalised tag (or a member name such as `Form.Input`) is a component: without an entry it
/// renders nothing the scanner can see, and its props are not read.
public struct ComponentMap: Sendable, Hashable {
  /// What one component renders.
  public struct Component: Sendable, Hashable {
    /// The lower-case element it renders: `input`, `textarea`, `select`, `form`, `label`, …
    public var element: String
    /// Attributes the component sets itself, in the order written (HTML names: `type`,
    /// `autocomplete`); they win over a prop of the same name.
    public var attributes: [Attribute]

    /// Creates a component entry.
    public init(element: String, attributes: [Attribute] = []) {
      self.element = element
      self.attributes = attributes
    }
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

  /// The entries, by component name as written in JSX (`Input`, `Form.Input`).
  public var components: [String: Component]

  /// Creates a map.
  public init(_ components: [String: Component] = [:]) {
    self.components = components
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
