import Foundation

/// Template files that are part of a page rather than a page: components and partials, whose
/// `<form>` and labels may be written by the file that renders them.
///
/// A template is a **fragment** when it is a component (`vue`, `svelte`, `angular`), when its
/// path says it is one (a file name starting with `_`, as Rails partials and many Twig and Jinja
/// partials are named, or a folder named `partials`, `includes`, `_includes`, `components`,
/// `macros`, or Liquid's `snippets`, `sections`, `blocks`), when it defines a Twig, Jinja or
/// Nunjucks `{% macro %}`, or when it neither extends a layout (`{% extends %}`, `@extends`,
/// Liquid's `{% layout %}`) nor writes `<html>` or `<body>`. Plain HTML without template code is
/// a page. In a fragment, a field no form written in the file owns has surroundings the file does
/// not show (``FieldContext/surroundingsAreWritten``): its missing form is unknown, not a defect.
enum TemplateFragments {
  private static let fragmentFolders: Set<String> = [
    "partials", "includes", "_includes", "components", "macros", "snippets", "sections",
    "blocks",
  ]

  /// Whether the template at `path` (nil when unknown), written as `utf8` in `syntax`, is a
  /// fragment.
  static func isFragment(path: String?, utf8: [UInt8], syntax: SourceSyntax) -> Bool {
    switch syntax {
    case .vue, .svelte, .angular: return true
    case .jsx, .tsx: return false
    default: break
    }
    if let path {
      let parts = path.split(separator: "/").map(String.init)
      if let name = parts.last, name.hasPrefix("_") { return true }
      if parts.dropLast().contains(where: fragmentFolders.contains) { return true }
    }
    let text = String(decoding: utf8, as: UTF8.self)
    switch syntax {
    case .jinja, .twig, .nunjucks, .html:
      if contains(text, #"\{%-?\s*macro\s"#) { return true }
    default: break
    }
    if contains(text, #"\{%-?\s*(extends|layout)\s"#) || contains(text, #"@extends\s*\("#) {
      return false
    }
    return !contains(text, #"<(html|body)[\s>]"#)
  }

  /// Marks the fields of a fragment that no form written in it owns, and of those the ones
  /// with an `id` that no label of the file names (the file that renders it may write the
  /// label). `syntax`
  /// is the template's; a file of a template syntax with no template code in it (an ERB partial
  /// of plain markup) is read the same way.
  static func markUnwrittenSurroundings(
    of document: inout ScannedDocument, path: String?, syntax: SourceSyntax
  ) {
    guard syntax != .html || document.maskedUTF8 != nil,
      document.fields.contains(where: { $0.formIndex == nil || mayBeLabelledElsewhere($0) }),
      isFragment(path: path, utf8: document.utf8, syntax: syntax)
    else { return }
    for index in document.fields.indices {
      if document.fields[index].formIndex == nil {
        document.fields[index].context.surroundingsAreWritten = false
      }
      if mayBeLabelledElsewhere(document.fields[index]) {
        document.fields[index].context.labelMayBeElsewhere = true
      }
    }
  }

  /// Marks the unlabelled fields whose `id` a template tag names as the one its label is for
  /// (Wagtail's `{% formattedfield id_for_label="sort" %}`, which renders the `<label for>`
  /// around the markup it wraps).
  static func markTagRenderedLabels(of document: inout ScannedDocument) {
    guard
      document.fields.contains(where: { $0.labelSource == nil || $0.labelSource == .placeholder })
    else { return }
    guard document.utf8.firstRange(of: Array("id_for_label".utf8)) != nil,
      let expression = labelTagPattern
    else { return }
    let text = String(decoding: document.utf8, as: UTF8.self)
    var ids: Set<String> = []
    for match in expression.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
      if let range = Range(match.range(at: 1), in: text) { ids.insert(String(text[range])) }
    }
    for index in document.fields.indices {
      let field = document.fields[index]
      guard field.labelSource == nil || field.labelSource == .placeholder, let id = field[.id],
        ids.contains(id)
      else { continue }
      document.fields[index].context.labelMayBeElsewhere = true
    }
  }

  private static let labelTagPattern = try? NSRegularExpression(
    pattern: #"\{%-?[^%]*\bid_for_label\s*=\s*["']([^"']+)["'][^%]*-?%\}"#)

  /// A field with an `id` that nothing in its own file labels, outside any form the file
  /// writes (a form written here has its labels here too, as for JSX components).
  private static func mayBeLabelledElsewhere(_ field: FormField) -> Bool {
    guard field.formIndex == nil, let id = field[.id], !id.isEmpty else { return false }
    return field.labelSource == nil || field.labelSource == .placeholder
  }

  static func contains(_ text: String, _ pattern: String) -> Bool {
    text.range(of: pattern, options: [.regularExpression, .caseInsensitive]) != nil
  }
}
