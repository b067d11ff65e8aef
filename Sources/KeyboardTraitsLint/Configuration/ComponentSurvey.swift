import KeyboardTraits

/// What `kbtraits init` finds in a project's JSX and templates: the components that receive
/// keyboard props, how often they are used, and a guess at the element each renders, for the
/// `components:` map it proposes (commented, to confirm). In templates, the wrappers the map
/// already reads (``ComponentMap/defaults``, or the configuration's entries) need no entry.
///
/// A component counts when some use passes it one of ``keyboardProps`` (a `type` only when its
/// value is dynamic or names an input type, so `<Alert type="error">` does not). Its uses are
/// every `<Name …>` in the files read, with keyboard props or not.
package struct ComponentSurvey: Sendable {
  /// One component that receives keyboard props.
  package struct Entry: Sendable, Hashable {
    /// The name as JSX writes it (`Input`, `Form.Input`).
    package var name: String
    /// How many times it is used, in how many files.
    package var uses: Int
    package var files: Int
    /// The guessed entry: the element from the name, and a `type` the name suggests when no
    /// use passes one.
    package var proposal: ComponentMap.Component
  }

  /// The props, as React spells them, that decide or adjust a phone's keyboard; compared
  /// ASCII case-insensitively, so `autocomplete` (and a template's `inputmode`) counts too.
  package static let keyboardProps = [
    "type", "inputMode", "autoComplete", "autoCapitalize", "autoCorrect", "enterKeyHint",
    "spellCheck", "pattern", "maxLength",
  ]
  private static let loweredKeyboardProps = Set(keyboardProps.map { $0.asciiLowercased() })

  /// How many JSX files were read.
  package private(set) var fileCount = 0
  /// How many template files with a wrapper component tag (mapped or not) were read.
  package private(set) var templateFileCount = 0
  private var tallies: [String: Tally] = [:]

  private struct Tally: Sendable {
    var uses = 0
    var files = 0
    /// The last file (by ``filesRead``) it was seen in.
    var lastFile = 0
    var receivesKeyboardProps = false
    /// Whether some use passes `type`, in any form.
    var passesType = false
  }

  /// A prop's value as far as the survey cares.
  private enum PropValue {
    case absent
    case literal(String)
    case dynamic
  }

  private var filesRead: Int { fileCount + templateFileCount }

  package init() {}

  /// Reads one JavaScript or TypeScript file (`syntax` is ``SourceSyntax/jsx`` or
  /// ``SourceSyntax/tsx``) and counts its components.
  package mutating func add(_ bytes: [UInt8], syntax: SourceSyntax) {
    add(JSXScanner.scan(bytes, dialect: syntax == .tsx ? .tsx : .jsx))
  }

  /// Counts the components of one scanned file.
  package mutating func add(_ source: JSXSource) {
    fileCount += 1
    for element in source.elements where element.isComponent {
      guard ComponentMap.isComponentName(element.name) else { continue }
      count(
        element.name,
        props: element.attributes.map { attribute in
          switch attribute.value {
          case .absent: return (attribute.name, .absent)
          case .string(let value, _, _): return (attribute.name, .literal(value))
          case .expression: return (attribute.name, .dynamic)
          default: return (attribute.name, .literal(""))
          }
        })
    }
  }

  /// Reads one template file of `syntax` and counts its wrapper components (tags with a hyphen
  /// or a capital letter) that `map`, the map the scan reads, does not already name.
  package mutating func addTemplate(_ bytes: [UInt8], syntax: SourceSyntax, map: ComponentMap) {
    let tags = TemplateComponentTags.tags(in: bytes, syntax: syntax, map: map)
    guard !tags.isEmpty else { return }
    templateFileCount += 1
    for tag in tags where !tag.isMapped {
      count(
        tag.name,
        props: tag.attributes.map { attribute in
          if attribute.isDynamic { return (attribute.name, .dynamic) }
          return (attribute.name, attribute.value.map(PropValue.literal) ?? .absent)
        })
    }
  }

  private mutating func count(_ name: String, props: [(name: String, value: PropValue)]) {
    var tally = tallies[name, default: Tally()]
    tally.uses += 1
    if tally.lastFile != filesRead {
      tally.files += 1
      tally.lastFile = filesRead
    }
    for (propName, value) in props {
      let lowered = propName.asciiLowercased()
      guard Self.loweredKeyboardProps.contains(lowered) else { continue }
      if case .absent = value { continue }
      guard lowered == "type" else {
        tally.receivesKeyboardProps = true
        continue
      }
      tally.passesType = true
      switch value {
      case .literal(let literal):
        if InputType.isKnown(literal) { tally.receivesKeyboardProps = true }
      case .dynamic: tally.receivesKeyboardProps = true
      case .absent: break
      }
    }
    tallies[name] = tally
  }

  /// The components that receive keyboard props, most used first (then in most files, then
  /// by name).
  package var entries: [Entry] {
    tallies.filter(\.value.receivesKeyboardProps).map { name, tally in
      Entry(
        name: name, uses: tally.uses, files: tally.files,
        proposal: Self.proposal(for: name, passesType: tally.passesType))
    }.sorted { lhs, rhs in
      if lhs.uses != rhs.uses { return lhs.uses > rhs.uses }
      if lhs.files != rhs.files { return lhs.files > rhs.files }
      return lhs.name < rhs.name
    }
  }

  /// A guess from the name: a name containing `Textarea` (any case) renders a textarea,
  /// `Select` a select, `Button` a button, anything else an input; an input whose name has the
  /// word `Password`, `Email`, `Phone` or `Tel`, `Url` or `Search` gets that `type`, unless
  /// some use passes `type` itself (then it is a prop, not something the component sets).
  package static func proposal(for name: String, passesType: Bool) -> ComponentMap.Component {
    let lowered = name.asciiLowercased()
    for (word, element) in [("textarea", "textarea"), ("select", "select"), ("button", "button")]
    where lowered.contains(word) {
      return ComponentMap.Component(element: element)
    }
    guard !passesType else { return ComponentMap.Component(element: "input") }
    let types = [
      "password": "password", "email": "email", "phone": "tel", "tel": "tel",
      "url": "url", "search": "search",
    ]
    // Split as a field's names are read: `PasswordInput` is `password`, `input`; `URLField` is
    // `url`, `field`; `Form.EmailInput` is `form`, `email`, `input`.
    let type = FieldText(name).words.lazy.compactMap { types[$0.text] }.first
    return ComponentMap.Component(
      element: "input",
      attributes: type.map { [ComponentMap.Attribute(name: "type", value: $0)] }
        ?? [])
  }
}
