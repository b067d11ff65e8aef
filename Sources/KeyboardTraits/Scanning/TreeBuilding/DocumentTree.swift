/// What tree building found in one document, for document assembly: the drafts of its fields,
/// forms, labels and focusable controls, the elements with an `id`, the text written between
/// tags, and the text the document was read from.
///
/// Drafts refer to each other by index and to the text by offset: owners named by a `form`
/// attribute, `<label for>` targets and accessible names need the whole document, so document
/// assembly resolves them.
struct DocumentTree {
  /// The text a front end read (libxml2's masked bytes, or the JSX source).
  let source: [UInt8]
  /// The text as written; differs from ``source`` only where a template was masked.
  let original: [UInt8]
  /// What was masked, for a template.
  let template: TemplateMask?
  let lines: SourceLineTable
  let documentURL: String

  var fields: [FieldDraft] = []
  var forms: [FormDraft] = []
  var labels: [LabelDraft] = []
  var controls: [ControlDraft] = []
  var identified: [IdentifiedElement] = []
  /// The index in ``identified`` of the first element with each `id`.
  var firstElementWithID: [String: Int] = [:]
  /// For a template, the indices in ``identified`` of later elements with a taken `id`, each
  /// in an alternative that excludes every earlier one (``TemplateBranches``), or in a
  /// conditional block none of them is in: which of those a page renders is the template's
  /// choice (`{% if layout == 'a' %}…{% endif %}{% if layout == 'b' %}…{% endif %}`).
  var alternativeElementsWithID: [String: [Int]] = [:]
  /// The text outside tags, as label text reads it: script, style and option text left out,
  /// a space where a block element starts or ends.
  var text: [UInt8] = []
  var title: String?
  /// The first `<base href>`.
  var baseHref: String?
  var notes: [ScanNote] = []
  var comments: [SourceComment] = []
  var parserMessages: [ParserMessage] = []
  var parserMessageCount = 0
  /// Where the attributes a template decides are written.
  var dynamicPositions: Set<SourcePosition> = []
  /// Each field's CSS selector path, when the scan asked for them.
  var selectors: [String]?
  /// The elements that repeat or take a slot's values (`v-for`, `*ngFor`, `let:`), start tag to
  /// end tag: scopes, with the template's loops, for dynamic `<label for>` values.
  var elementScopes: [Range<Int>] = []

  init(
    source: [UInt8], original: [UInt8], template: TemplateMask?, lines: SourceLineTable,
    documentURL: String
  ) {
    self.source = source
    self.original = original
    self.template = template
    self.lines = lines
    self.documentURL = documentURL
  }

  /// The element with `id` that a reference written at `offset` (a `<label for>`, an
  /// `aria-labelledby`) finds: the first one that can be on the page together with the
  /// reference; nil when every element with that id is in another alternative of a template.
  func element(withID id: String, referencedAt offset: Int?) -> IdentifiedElement? {
    guard let first = firstElementWithID[id] else { return nil }
    guard let offset, let branches = template?.branches, !branches.isEmpty else {
      return identified[first]
    }
    let candidates = ([first] + (alternativeElementsWithID[id] ?? [])).filter {
      !branches.excludes(identified[$0].tagStart, offset)
    }
    // The one written in the innermost block that also holds the reference, else the first.
    let own = candidates.compactMap { index in
      branches.innermostBlock(containing: identified[index].tagStart).flatMap {
        $0.contains(offset) ? (index, $0.count) : nil
      }
    }.min { $0.1 < $1.1 }?.0
    return (own ?? candidates.first).map { identified[$0] }
  }

  /// Whether `element`, written with an `id` already taken, lies in a conditional block that
  /// holds none of the elements with that id so far.
  func isInOwnBlock(_ element: IdentifiedElement, withID id: String) -> Bool {
    guard let branches = template?.branches, !branches.isEmpty,
      let first = firstElementWithID[id],
      let block = branches.innermostBlock(containing: element.tagStart)
    else { return false }
    return ([first] + (alternativeElementsWithID[id] ?? [])).allSatisfy {
      !block.contains(identified[$0].tagStart)
    }
  }

  /// Whether `element`, written with an `id` already taken, lies in a template alternative
  /// that excludes every element with that id so far.
  func isAlternative(_ element: IdentifiedElement, withID id: String) -> Bool {
    guard let branches = template?.branches, !branches.isEmpty,
      let first = firstElementWithID[id]
    else { return false }
    return ([first] + (alternativeElementsWithID[id] ?? [])).allSatisfy {
      branches.excludes(identified[$0].tagStart, element.tagStart)
    }
  }

  /// The text of `element`, whitespace collapsed.
  func text(of element: IdentifiedElement) -> String {
    text.collapsedText(element.textStart..<(element.textEnd ?? text.count))
  }
}

extension [UInt8] {
  /// The text in `range` (clamped to the text), whitespace collapsed: on the text array itself,
  /// so that the tree builder asks it without copying its whole tree.
  func collapsedText(_ range: Range<Int>) -> String {
    let clamped = range.clamped(to: 0..<count)
    return String(decoding: self[clamped], as: UTF8.self).collapsingWhitespace()
  }
}

/// How a control names its form owner before the whole document is read.
enum OwnerReference {
  case none
  case form(Int)
  /// A `form` attribute: the first element with that id, if it is a form.
  case formID(String)
}

struct FieldDraft {
  var element: String
  /// The type as written, dynamic attributes included (assembly leaves those out).
  var inputType: InputType?
  var isEditingHost: Bool
  var tagStart: Int
  var position: SourcePosition
  var attributes: FieldAttributes
  var owner: OwnerReference
  var context: FieldContext
}

struct FormDraft {
  var tagStart: Int
  var position: SourcePosition
  var attributes: FieldAttributes
  /// See ``FormElement/headings``.
  var headings: [String] = []
  /// See ``FormElement/containsOutput``.
  var containsOutput = false
  /// Whether a field has been written inside the form yet: headings after it belong to a part.
  var hasField = false
}

struct LabelDraft {
  var tagStart: Int
  /// Where the label's end tag ends; kept for templates only, whose printed text may be a
  /// label's only text.
  var sourceEnd: Int?
  var position: SourcePosition
  var forID: String?
  var forPosition: SourcePosition?
  var forSourceRange: AttributeSourceRange?
  /// Whether a template writes the `for` value (`for="{{ field.id }}"`, `:for="id"`).
  var forIsDynamic = false
  var textStart: Int
  var textEnd: Int?
  var mayHaveGeneratedText: Bool
  /// The field a label without `for` labels: its first labelable descendant.
  var fieldIndex: Int?
  var hasClaimedControl = false
}

struct ControlDraft {
  var kind: FocusableControl.Kind
  var element: String
  var position: SourcePosition
  var owner: OwnerReference
  var isDisabled: Bool
  var isSubmitButton: Bool
  var text: String?
  var focus: FocusFacts
}

/// What sequential focus navigation needs to know about a control (``FocusableControl``).
struct FocusFacts {
  var tabIndex: Int?
  var isHidden: Bool
  var ancestorFormIndex: Int?
  var isLikelyCaptcha = false
}

/// An element with an `id` (the first with each id, and those in other template alternatives
/// or loop bodies): what `<label for>`, `aria-labelledby` and
/// a `form` attribute may name.
struct IdentifiedElement {
  var element: String
  var textStart: Int
  var textEnd: Int?
  /// Where its start tag's `<` is written.
  var tagStart: Int
  /// Where its end tag ends in the source; kept for templates only, whose printed text may be
  /// an `aria-labelledby` target's only text.
  var sourceEnd: Int?
  /// For an `id` a template writes, the expression normalised (``TemplateScopes/normalised(_:)``);
  /// every element with one is listed, as each loop body renders its own.
  var dynamicKey: String?
  /// The field it is, when it is a labelable field.
  var fieldIndex: Int?
  /// The form it is, when it is a form.
  var formIndex: Int?
}
