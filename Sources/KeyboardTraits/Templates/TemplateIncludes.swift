import Foundation

/// The partials a template renders (`@include`, `{% include %}`, `{% render %}`, `{{> name }}`,
/// `<%= render %>`), for `<label for>` targets a partial may write.
///
/// A `<label for>` naming no element of the file is *unknown* when the file renders a partial,
/// not broken, unless the simple case resolves: an include that passes a name
/// (`@include('form.text', ['name' => 'email'])`, `{% include 'form/text.html' with
/// name='email' %}`) into a partial that writes `id="{{ $name }}"` or `id="{{ name }}"`; then
/// the label names the id the partial renders. Partials are read from the project only: a Blade
/// view under the nearest ancestor `resources/views`, a Jinja, Django, Twig or Nunjucks template
/// under the nearest ancestor `templates`; a name with `..`, a file over 256 KiB, or one that
/// cannot be read resolves nothing, and is no error of the including file.
enum TemplateIncludes {
  /// Partials larger than this are not read.
  static let maximumPartialSize = 256 * 1024

  /// An include that passes values to a partial.
  struct Include: Equatable {
    var view: String
    var values: [String: String]
  }

  /// Whether `text`, a template in `syntax`, renders a partial or a component that may write
  /// elements with ids.
  static func rendersPartials(_ text: String, syntax: SourceSyntax) -> Bool {
    let patterns: [String]
    switch syntax {
    case .blade: patterns = [#"@(include\w*|each|livewire)\s*\("#, #"<x-[\w.-]+"#]
    case .jinja, .twig, .nunjucks, .html:
      patterns = [
        #"\{%-?\s*(include|embed|import|from)\s"#, #"\{\{-?\s*include\s*\("#,
        #"\{%-?\s*call\s"#,
      ]
    case .liquid: patterns = [#"\{%-?\s*(render|include|section)\s"#]
    case .handlebars, .mustache: patterns = [#"\{\{~?>"#]
    case .erb: patterns = [#"<%=?-?\s*render[\s(]"#]
    case .ejs: patterns = [#"include\s*\("#]
    default: return false
    }
    return patterns.contains { TemplateFragments.contains(text, $0) }
  }

  /// The includes of `text` that pass literal string values by name.
  static func includes(in text: String, syntax: SourceSyntax) -> [Include] {
    switch syntax {
    case .blade:
      return matches(
        #"@include\s*\(\s*['"]([\w./-]+)['"]\s*,\s*\[([^\]]*)\]"#, in: text
      ).map {
        Include(view: $0[0], values: pairs(#"['"](\w+)['"]\s*=>\s*['"]([^'"]*)['"]"#, $0[1]))
      }
    case .jinja, .twig, .nunjucks, .html:
      return matches(
        #"\{%-?\s*include\s+['"]([\w./-]+)['"]\s+with\s+([^%]*)%\}"#, in: text
      ).map { match in
        // Django `with name='email'`, Twig `with {'name': 'email'}` or `with {name: 'email'}`.
        let django = pairs(#"(\w+)\s*=\s*['"]([^'"]*)['"]"#, match[1])
        let twig = pairs(#"['"]?(\w+)['"]?\s*:\s*['"]([^'"]*)['"]"#, match[1])
        return Include(view: match[0], values: django.merging(twig) { first, _ in first })
      }
    default:
      return []
    }
  }

  /// The ids the includes of `text` render, read from the partials they name; `path` is the
  /// including file.
  static func renderedIDs(in text: String, syntax: SourceSyntax, path: String) -> Set<String> {
    var ids: Set<String> = []
    for include in includes(in: text, syntax: syntax) where !include.values.isEmpty {
      guard let partial = partialPath(of: include.view, syntax: syntax, from: path),
        case .success(let bytes) = FileReader.read(partial, maxSize: maximumPartialSize)
      else { continue }
      let source = String(decoding: bytes, as: UTF8.self)
      for (name, value) in include.values where writesID(named: name, in: source) {
        ids.insert(value)
      }
    }
    return ids
  }

  /// Whether a partial writes `id="{{ $name }}"` (Blade) or `id="{{ name }}"`.
  static func writesID(named name: String, in source: String) -> Bool {
    TemplateFragments.contains(source, #"\bid\s*=\s*["']\{\{-?\s*\$?"# + name + #"\s*-?\}\}["']"#)
  }

  /// The file a view name means, under the views root found by walking up from `path`; nil for
  /// a name that leaves the root or a file with no root above it.
  static func partialPath(of view: String, syntax: SourceSyntax, from path: String) -> String? {
    let relative: String
    let isRoot: ([Substring]) -> Bool
    if syntax == .blade {
      // `form.text` is resources/views/form/text.blade.php.
      relative = view.replacingOccurrences(of: ".", with: "/") + ".blade.php"
      isRoot = { $0.count >= 2 && $0[$0.count - 1] == "views" && $0[$0.count - 2] == "resources" }
    } else {
      relative = view
      isRoot = { $0.last == "templates" }
    }
    let parts = relative.split(separator: "/")
    guard !parts.isEmpty, !parts.contains(where: { $0 == ".." || $0 == "." }),
      !relative.hasPrefix("/")
    else { return nil }
    var folders = path.split(separator: "/", omittingEmptySubsequences: false).dropLast()
    while !folders.isEmpty {
      if isRoot(Array(folders)) {
        return folders.joined(separator: "/") + "/" + relative
      }
      folders = folders.dropLast()
    }
    return nil
  }

  /// Marks the labels whose `for` names no element of `document`: paired when an include
  /// renders that id, unknown when the file renders any partial or has fields a helper renders
  /// that the scan does not read (`form.select :type` beside `form.label :type`).
  static func resolveLabels(of document: inout ScannedDocument, path: String?) {
    guard let syntax = document.syntax, document.maskedUTF8 != nil,
      document.labels.contains(where: { $0.forTargetExists == false })
    else { return }
    let text = String(decoding: document.utf8, as: UTF8.self)
    guard document.unreadFields.isEmpty == false || rendersPartials(text, syntax: syntax) else {
      return
    }
    // The partials read make the result depend on files besides this one.
    document.readsPartials =
      path != nil && includes(in: text, syntax: syntax).contains { !$0.values.isEmpty }
    let rendered = path.map { renderedIDs(in: text, syntax: syntax, path: $0) } ?? []
    for index in document.labels.indices where document.labels[index].forTargetExists == false {
      let forID = document.labels[index].forID ?? ""
      // Rendered by a partial the scan read: the label has its field. Otherwise the partial
      // may render it: unknown, which no rule reports.
      document.labels[index].forTargetExists = rendered.contains(forID) ? true : nil
    }
  }

  private static func matches(_ pattern: String, in text: String) -> [[String]] {
    guard let expression = try? NSRegularExpression(pattern: pattern) else { return [] }
    let whole = NSRange(text.startIndex..., in: text)
    return expression.matches(in: text, range: whole).map { match in
      (1..<match.numberOfRanges).map { group in
        Range(match.range(at: group), in: text).map { String(text[$0]) } ?? ""
      }
    }
  }

  private static func pairs(_ pattern: String, _ text: String) -> [String: String] {
    var values: [String: String] = [:]
    for match in matches(pattern, in: text) where match.count == 2 && values[match[0]] == nil {
      values[match[0]] = match[1]
    }
    return values
  }
}
