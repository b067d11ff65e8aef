/// A focusable element, in document order: every field plus buttons, links and other controls.
///
/// Chrome for Android picks the Enter key's action by walking forward through these (its
/// "next field" search stops at submit buttons), so they are kept even when they are not fields.
public struct FocusableControl: Sendable, Hashable {
  /// What kind of control this is.
  public enum Kind: Sendable, Hashable {
    /// A form field; the associated value is its index in ``ScannedDocument/fields``.
    case field(Int)
    /// A `<button>` with its resolved `type` (`submit`, `reset` or `button`).
    case button(type: String)
    /// An `<a href>` or `<area href>`.
    case link
    /// An `<iframe>`.
    case iframe
    /// Another element that is focusable (`tabindex`, `<summary>`, media with controls).
    case other
  }

  /// What kind of control this is.
  public var kind: Kind
  /// The lower-case tag name.
  public var element: String
  /// Where the `<` of the start tag is.
  public var position: SourcePosition
  /// The form owner's index in ``ScannedDocument/forms``, for form-associated controls.
  public var formIndex: Int?
  /// Disabled by its own attribute or by a disabled `<fieldset>`.
  public var isDisabled: Bool
  /// Whether activating it submits its form (`<button>` of type submit, `<input type=submit|image>`).
  public var isSubmitButton: Bool
  /// Visible text (buttons and links) or `value` (input buttons), whitespace collapsed.
  public var text: String?
  /// The `tabindex` attribute as an HTML integer (`"3px"` is 3); nil when missing or invalid.
  /// Positive values come first in sequential focus order, negative ones leave it.
  public var tabIndex: Int?
  /// Never reached by the user: the control or an ancestor has `hidden` or `inert`, or it is
  /// inside a `<template>`. (Style sheets can hide controls too; they are not read.)
  public var isHidden: Bool
  /// The `<form>` element the control sits inside, as an index into ``ScannedDocument/forms``.
  /// It differs from ``formIndex`` for `form=` owners and stands in for the form owner of an
  /// editing host, which has none.
  public var ancestorFormIndex: Int?
  /// An `<iframe>` whose `src`, `title`, `id` or `name` contains `captcha` (case-sensitive), which
  /// Chrome for Android counts as a field to move to (C21).
  public var isLikelyCaptcha: Bool

  /// Whether the user can focus it at all: not disabled and not hidden.
  public var isFocusable: Bool { !isDisabled && !isHidden }

  /// Whether it takes part in sequential (Tab) focus navigation: focusable and its `tabindex`
  /// is not negative.
  public var isKeyboardFocusable: Bool { isFocusable && (tabIndex ?? 0) >= 0 }
}
