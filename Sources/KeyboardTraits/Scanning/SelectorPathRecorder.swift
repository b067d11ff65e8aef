/// Records what a CSS selector path to each field needs while the document is parsed: every open
/// element's tag, `id`, `name` and place among its siblings, and how often each `id` occurs.
///
/// It exists only when a scan asks for selectors (rendered pages, whose line numbers mean nothing
/// to a user); otherwise the builder carries none of this state. Selectors are made once the
/// whole document is read, since whether an `id` or a `name` is unique depends on what follows.
///
/// A field's selector is `#id` when its `id` occurs once in the document. Otherwise it is a path
/// of child steps from the nearest ancestor whose `id` is unique (written `tag#id`), or from the
/// root element: each step is the tag name, with `[name="…"]` when no sibling of the same tag
/// has that name, else `:nth-of-type(n)` when the parent has several children of that tag
/// (`form#signup > input[name="email"]`, `html > body > form > input:nth-of-type(2)`).
struct SelectorPathRecorder {
  /// One element on the way to a field.
  struct Step {
    var tag: String
    var id: String?
    var name: String?
    /// 1-based position among the parent's children with the same tag (`:nth-of-type`).
    var nthOfType: Int
    /// The parent's serial number, -1 for a root element.
    var parentSerial: Int
  }

  private var stack: [(step: Step, serial: Int)] = []
  private var nextSerial = 0
  /// Children per parent and tag, final once the document is read.
  private var typeCounts: [SiblingKey: Int] = [:]
  /// Children per parent, tag and `name`.
  private var nameCounts: [SiblingKey: Int] = [:]
  /// Elements per `id` in the whole document.
  private var idCounts: [String: Int] = [:]
  /// The path of each field, in the order fields were recorded.
  private var fieldPaths: [[Step]] = []

  private struct SiblingKey: Hashable {
    var parentSerial: Int
    var tag: String
    var name: String?
  }

  /// An element's start tag (called before any field it is gets recorded).
  mutating func open(_ tag: String, id: String?, name: String?) {
    let parentSerial = stack.last?.serial ?? -1
    let typeKey = SiblingKey(parentSerial: parentSerial, tag: tag, name: nil)
    let nth = (typeCounts[typeKey] ?? 0) + 1
    typeCounts[typeKey] = nth
    let id = id.flatMap { $0.isEmpty ? nil : $0 }
    let name = name.flatMap { $0.isEmpty ? nil : $0 }
    if let id { idCounts[id, default: 0] += 1 }
    if let name {
      nameCounts[SiblingKey(parentSerial: parentSerial, tag: tag, name: name), default: 0] += 1
    }
    stack.append(
      (Step(tag: tag, id: id, name: name, nthOfType: nth, parentSerial: parentSerial), nextSerial))
    nextSerial += 1
  }

  /// Forgets the fields recorded so far (a `<frameset>` removed the body that held them).
  mutating func removeFields() {
    fieldPaths.removeAll()
  }

  /// The element opened last is closed.
  mutating func close() {
    _ = stack.popLast()
  }

  /// The element opened last is a field: keeps its path.
  mutating func recordField() {
    fieldPaths.append(stack.map(\.step))
  }

  /// One selector per recorded field, in order.
  func selectors() -> [String] {
    fieldPaths.map(selector(for:))
  }

  private func hasUniqueID(_ step: Step) -> Bool {
    guard let id = step.id else { return false }
    return idCounts[id] == 1
  }

  private func selector(for path: [Step]) -> String {
    guard let field = path.last else { return "" }
    if hasUniqueID(field), let id = field.id { return "#" + CSSSerialization.escapedIdentifier(id) }
    let anchor = path.dropLast().lastIndex(where: hasUniqueID)
    var parts: [String] = []
    if let anchor, let id = path[anchor].id {
      parts.append(path[anchor].tag + "#" + CSSSerialization.escapedIdentifier(id))
    }
    for step in path[(anchor.map { $0 + 1 } ?? 0)...] {
      parts.append(compound(for: step))
    }
    return parts.joined(separator: " > ")
  }

  /// The tag, with what tells it from its siblings.
  private func compound(for step: Step) -> String {
    if let name = step.name,
      nameCounts[SiblingKey(parentSerial: step.parentSerial, tag: step.tag, name: name)] == 1
    {
      return step.tag + "[name=\"" + CSSSerialization.escapedString(name) + "\"]"
    }
    let siblings = typeCounts[SiblingKey(parentSerial: step.parentSerial, tag: step.tag, name: nil)]
    if (siblings ?? 1) > 1 { return step.tag + ":nth-of-type(\(step.nthOfType))" }
    return step.tag
  }
}
