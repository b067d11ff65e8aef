import KeyboardTraits

/// `<label for>` values that point at no element, or at a field's `name` instead of its `id`.
///
/// What it checks: every `<label>` whose `for` attribute names an id that no element in the
/// document has (an empty `for` included). The message says when the value is the `name` of a
/// field, or differs only in case from a field's `id`, or is one typo away from one.
/// Why: the label then labels nothing (a `for` attribute switches off the wrapping rule too), so
/// tapping the label text does not focus the field and VoiceOver reads the field unnamed.
/// Example: `<label for="zip">Zip</label> <input name="zip">`.
/// Use instead: `<label for="zip">Zip</label> <input id="zip" name="zip">`.
struct LabelForBrokenRule: Rule {
  static let description = RuleDescription(
    id: "label-for-broken",
    name: "Label For Broken",
    summary: "A label's for attribute must name the id of an element in the document.",
    rationale: "When for names no id, tapping the label does not focus the field or open the "
      + "keyboard, and VoiceOver reads the field without its name, even if the label sits right "
      + "next to it or wraps it.",
    category: .labelsAndStructure,
    severity: .error,
    basis: "WHATWG HTML §4.10.4 the label element (the for attribute and the labeled control)",
    triggeringExamples: [
      RuleExample(
        #"<label ↓for="zip">Zip</label> <input name="zip" autocomplete="postal-code">"#),
      RuleExample(#"<label ↓for="emial">Email</label> <input type="email" id="email">"#),
      RuleExample(
        #"""
        <form action="/signup">
          <label class="field"
                 ↓for="Phone">Phone</label>
          <input type="tel" id="phone" name="phone">
          <label ↓for="">Name <input name="name"></label>
        </form>
        """#),
      RuleExample(#"<label ↓for="newsletter">Send me news</label>"#),
      // The unlabelled field right after the label is the one it describes (GoogleChrome's
      // variable-fonts viewer): its fix sets for="wght".
      RuleExample(#"<label ↓for="slider">Font weight:</label> <input type="range" id="wght">"#),
    ],
    nonTriggeringExamples: [
      RuleExample(#"<label for="zip">Zip</label> <input id="zip" name="zip">"#),
      // The field may be rendered by another component.
      RuleExample(jsx: #"<label htmlFor="zip">Zip</label>"#),
      RuleExample(#"<label>Zip <input name="zipper"></label>"#),
      RuleExample(
        #"<input type="checkbox" id="phone_verified"><label for="phone_verified">Ok</label>"#),
      RuleExample(
        #"<label for="qty">Quantity</label><select id="qty"><option>1</option></select>"#),
      RuleExample(#"<label for="out">Total</label><output id="out"></output>"#),
      RuleExample(#"<label data-for="zip">Zip</label> <input name="zip" aria-label="Zip">"#),
    ],
    jsxScope: .notOnJSX)

  func validate(_ document: LintDocument) -> [Finding] {
    var targets: Targets?
    return document.document.labels.compactMap { label in
      guard let forID = label.forID, label.forTargetExists == false,
        let position = label.forPosition
      else { return nil }
      // Indexed once per document, and only when some label is broken.
      var indexed = targets ?? Targets(document)
      let (reason, fix) = Self.diagnosis(label, forID, in: &indexed)
      targets = indexed
      return Finding(
        message: Self.message(label, forID, reason), position: position, fieldIndex: nil,
        fix: fix)
    }
  }

  /// The fields a label can name, indexed by name and by lower-cased id, so that each broken
  /// label costs lookups rather than a pass over every field.
  private struct Targets {
    /// The first labelable field with each name, and how many have it.
    let byName: [String: (first: FormField, count: Int)]
    /// The non-empty ids of labelable fields, in document order.
    let ids: [String]
    /// Those ids by their ASCII-lower-cased form.
    let idsByLowercased: [String: [String]]
    /// The fields no label names, by the text right before them (`FieldContext.adjacentText`),
    /// in document order: a broken label with that text sits right before one of them.
    let unlabelledByTextBefore: [String: [FormField]]
    /// How many more id comparisons the typo hint may make on this page: each broken label
    /// compares its `for` with every id, so the budget keeps a page of thousands of both linear
    /// (past it a label is reported without "did you mean").
    var typoComparisonsLeft = 200_000

    init(_ document: LintDocument) {
      var byName: [String: (first: FormField, count: Int)] = [:]
      var ids: [String] = []
      var idsByLowercased: [String: [String]] = [:]
      var unlabelledByTextBefore: [String: [FormField]] = [:]
      for field in document.fields.map(\.field)
      where !field.isEditingHost && field.inputType != .hidden {
        if !field.context.adjacentText.isEmpty, field.naming != .labelled {
          unlabelledByTextBefore[field.context.adjacentText, default: []].append(field)
        }
        if let name = field.name {
          byName[name] = byName[name].map { ($0.first, $0.count + 1) } ?? (field, 1)
        }
        if let id = field.id, !id.isEmpty {
          ids.append(id)
          idsByLowercased[id.asciiLowercased(), default: []].append(id)
        }
      }
      self.byName = byName
      self.ids = ids
      self.idsByLowercased = idsByLowercased
      self.unlabelledByTextBefore = unlabelledByTextBefore
    }

    /// The unlabelled field right after `label` whose text before it is the label's.
    func field(after label: LabelElement) -> FormField? {
      guard !label.text.isEmpty else { return nil }
      return unlabelledByTextBefore[label.text]?.first { $0.position > label.position }
    }
  }

  /// Why the id is missing and the corrected `for`, where a single field is the obvious target:
  /// the field the `for` names by its name or in another case, or the unlabelled field right
  /// after the label.
  private static func diagnosis(
    _ label: LabelElement, _ forID: String, in targets: inout Targets
  ) -> (Reason, Fix?) {
    if forID.isEmpty { return (.empty, nil) }
    if let (target, count) = targets.byName[forID] {
      let id = count == 1 ? target.id.flatMap { $0.isEmpty ? nil : $0 } : nil
      return (.name(target, id: id), id.map(setFor))
    }
    let caseMatches = targets.idsByLowercased[forID.asciiLowercased()] ?? []
    if caseMatches.count == 1 {
      return (.otherCase(caseMatches[0]), setFor(caseMatches[0]))
    }
    let maxDistance = forID.count > 4 ? 2 : 1
    if targets.ids.count <= targets.typoComparisonsLeft {
      targets.typoComparisonsLeft -= targets.ids.count
      if let near = EditDistance.nearest(to: forID, in: targets.ids, maxDistance: maxDistance) {
        // The typo's field is also the one right after the label: two signs agree.
        return (.typo(near), targets.field(after: label)?.id == near ? setFor(near) : nil)
      }
    }
    if let next = targets.field(after: label) {
      let id = next.id.flatMap { $0.isEmpty ? nil : $0 }
      return (.precedes(next, id: id), id.map(setFor))
    }
    return (.missing, nil)
  }

  private static func setFor(_ id: String) -> Fix {
    Fix(summary: "Set for=\"\(id)\"", edits: [.setValue(attribute: "for", value: id)])
  }

  fileprivate enum Reason {
    case empty, missing
    case name(FormField, id: String?)
    case otherCase(String)
    case typo(String)
    /// The label sits right before `field`, which no label names.
    case precedes(FormField, id: String?)
  }
}

extension LabelForBrokenRule {
  fileprivate static func message(_ label: LabelElement, _ forID: String, _ reason: Reason)
    -> String
  {
    let tag = "<label for=\"\(forID)\">"
    let text = label.text.isEmpty ? "" : " (" + PatternAndStructureText.quoted(label.text) + ")"
    let effect = "so tapping the label does not focus any field and VoiceOver does not read it"
    switch reason {
    case .empty:
      return "\(tag)\(text) has an empty for, which names no element, \(effect); set for to the "
        + "field's id, or remove for if the label wraps the field."
    case .name(let field, let id):
      let fix = id.map { "set for=\"\($0)\"" } ?? "give the field id=\"\(forID)\""
      return "\(tag)\(text) points at the name of \(field.tagSummary), but for takes an id, "
        + "\(effect); \(fix)."
    case .otherCase(let id):
      return "\(tag)\(text) names no element, as ids are case-sensitive and the field's id is "
        + "\"\(id)\", \(effect); set for=\"\(id)\"."
    case .typo(let id):
      return "\(tag)\(text) names no element with that id, \(effect); did you mean "
        + "for=\"\(id)\"?"
    case .precedes(let field, let id):
      let fix = id.map { "set for=\"\($0)\"" } ?? "give it an id and set for to that id"
      return "\(tag)\(text) names no element with that id, \(effect); it sits right before "
        + "\(field.tagSummary), which has no label: \(fix)."
    case .missing:
      return "\(tag)\(text) names no element with that id, \(effect); set for to the id of the "
        + "field it describes."
    }
  }
}
