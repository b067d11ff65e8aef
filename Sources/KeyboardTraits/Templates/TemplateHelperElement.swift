/// An element a template helper renders (`<%= f.email_field :email %>` renders an `<input>`),
/// known to the masker, which writes a short placeholder tag (`<wbr>`, or `<form>` and
/// `</form>` for a block) inside the helper's masked range so that libxml2 places it in the
/// tree; the tree builder then opens this element there, with these attributes.
struct TemplateHelperElement: Sendable, Hashable {
  /// One attribute the helper renders.
  struct Attribute: Sendable, Hashable {
    var name: String
    /// Nil for an attribute without a value.
    var value: String?
    /// Whether code decides the value (then ``value`` is the code as written).
    var isDynamic = false
    /// Where the option or argument that makes it is written.
    var offset: Int
  }

  /// The element rendered: `input`, `textarea`, `label`, `button` or `form`.
  var element: String
  var attributes: [Attribute]
  /// The text it holds (a label's, a button's), when the helper renders it.
  var text: String?
  /// Whether its content is the template's block (`form_with … do |f|` … `end`): the
  /// placeholder is a start tag matched by a placeholder end tag at the block's `end`.
  var isContainer = false
}

/// A field a helper or component renders that the scan does not read (`f.select`,
/// `{{ form.email }}`, `<el-input>`): said aloud, so that no finding never means nothing read.
public struct UnreadField: Sendable, Hashable {
  /// The helper or component, as written (`f.collection_select`, `form.email`, `el-input`).
  public var helper: String
  /// Where it is written.
  public var position: SourcePosition
}
