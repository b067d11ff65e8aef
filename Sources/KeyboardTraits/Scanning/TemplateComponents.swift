import Foundation

/// The wrapper components a template scan reads as the elements they render (``ComponentMap``,
/// with its ``ComponentMap/defaults``): a start tag whose name as written has an entry becomes
/// that element, and its attributes are the ones the component renders there.
///
/// Names match as written; in Vue files a PascalCase tag also matches the kebab-case entry and
/// the reverse (`<ElInput>` and `<el-input>`), as Vue resolves a component's name.
struct TemplateComponents: Sendable {
  private let map: ComponentMap
  private let resolvesVueNames: Bool
  /// Entry names by their kebab-case form (Vue files only).
  private let namesByKebabCase: [String: String]
  /// The tag names, as libxml2 reports them (lower case), that may name an entry: only these
  /// start tags are looked up, and they get all their attributes from the parser.
  let reportedNames: Set<String>

  /// The components of `map` for a file of `syntax`; nil when there are none (or for JSX, whose
  /// reader applies the map itself).
  init?(_ map: ComponentMap, syntax: SourceSyntax) {
    guard !map.isEmpty, !syntax.isJSX else { return nil }
    self.map = map
    resolvesVueNames = syntax == .vue
    var reported = Set<String>()
    var byKebabCase: [String: String] = [:]
    for name in map.components.keys.sorted() {
      reported.insert(name.asciiLowercased())
      guard resolvesVueNames else { continue }
      let kebab = ComponentMap.kebabCase(name)
      reported.insert(kebab)
      // `<ElInput>` reaches the builder as `elinput`.
      reported.insert(String(kebab.filter { $0 != "-" }))
      if byKebabCase[kebab] == nil || name == kebab { byKebabCase[kebab] = name }
    }
    reportedNames = reported
    namesByKebabCase = byKebabCase
  }

  /// The entry for a tag name as written, or nil.
  func component(named written: String) -> ComponentMap.Component? {
    if let component = map[written] { return component }
    guard resolvesVueNames else { return nil }
    return namesByKebabCase[ComponentMap.kebabCase(written)].flatMap { map[$0] }
  }

  /// What a tag of `component` renders: the element, its attributes (props renamed, the
  /// attributes the component sets itself added without a place in the source), and the prop
  /// that is the element's text, if any.
  static func rendering(
    _ attributes: [RawAttribute], as component: ComponentMap.Component
  ) -> (element: String, attributes: [RawAttribute], text: RawAttribute?) {
    var element = component.element
    var rendered: [RawAttribute] = []
    var flags: [RawAttribute] = []
    var text: RawAttribute?
    for attribute in attributes {
      // Vue passes `showPassword` to the prop `show-password`.
      guard let prop = component.props[ComponentMap.kebabCase(attribute.name)] else {
        rendered.append(attribute)
        continue
      }
      switch prop {
      case .attribute(let name):
        var renamed = attribute
        renamed.name = name
        rendered.append(renamed)
      case .flag(let set):
        guard !isBoundToFalse(attribute) else { continue }
        flags.append(RawAttribute(name: set.name, value: set.value, isDynamic: attribute.isDynamic))
      case .element(let name):
        // A prop the template decides leaves the usual element.
        if !attribute.isDynamic, !isBoundToFalse(attribute) { element = name }
      case .text:
        text = attribute
      case .dropped:
        continue
      }
    }
    if let type = rendered.first(where: { $0.name.isSameName(as: "type") }), !type.isDynamic,
      let byType = component.elementsByType[(type.value ?? "").asciiLowercased()]
    {
      element = byType
    }
    if element == "textarea" || element == "select" {
      rendered.removeAll { $0.name.isSameName(as: "type") }
    }
    for set in flags + component.attributes.map(unplaced) {
      rendered.removeAll { $0.name.isSameName(as: set.name) }
      rendered.append(set)
    }
    for fallback in component.defaultAttributes
    where !rendered.contains(where: { $0.name.isSameName(as: fallback.name) }) {
      rendered.append(unplaced(fallback))
    }
    return (element, rendered, text)
  }

  private static func unplaced(_ attribute: ComponentMap.Attribute) -> RawAttribute {
    RawAttribute(name: attribute.name, value: attribute.value)
  }

  /// `:show-password="false"`: a boolean prop bound to the literal false.
  private static func isBoundToFalse(_ attribute: RawAttribute) -> Bool {
    attribute.isDynamic && attribute.value?.trimmingCharacters(in: .whitespaces) == "false"
  }
}
