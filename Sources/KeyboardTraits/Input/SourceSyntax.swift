/// The language a file is read as: HTML, a template language whose delimiters are masked before
/// libxml2 parses the markup around them, or JavaScript/TypeScript whose JSX is read by
/// `JSXScanner` (never by libxml2).
///
/// The raw values are the names `--syntax` and the `syntax:` key of `.kbtraits.yml` take.
public enum SourceSyntax: String, Sendable, Hashable, CaseIterable {
  /// Plain HTML: only `{{ … }}`, `{{{ … }}}` and `{% … %}` that close on the same stretch of
  /// text are masked (a page served by a template engine without its own extension), with the
  /// whole of a `{# … #}` or `{% comment %}` comment, plus Alpine and in-page Vue bindings
  /// (`:type`, `x-bind:type`, `x-model`, `@click`).
  case html
  /// Vue single-file components (`.vue`): only the top-level `<template>` is scanned.
  case vue
  /// Svelte components (`.svelte`): `{…}` blocks and tags, `<script>` and `<style>` masked.
  case svelte
  /// Angular component templates (`*.component.html`): `{{ }}`, bindings, `@if {}` blocks.
  case angular
  /// Jinja2 (`.jinja`, `.jinja2`, `.j2`).
  case jinja
  /// Nunjucks (`.njk`).
  case nunjucks
  /// Twig (`.twig`).
  case twig
  /// Liquid (`.liquid`).
  case liquid
  /// Handlebars (`.hbs`, `.handlebars`).
  case handlebars
  /// Mustache (`.mustache`).
  case mustache
  /// Embedded Ruby (`.erb`, `.html.erb`).
  case erb
  /// Embedded JavaScript (`.ejs`).
  case ejs
  /// Laravel Blade (`.blade.php`).
  case blade
  /// Vapor's Leaf (`.leaf`).
  case leaf
  /// PHP (`.php`).
  case php
  /// Astro components (`.astro`): front matter and `{…}` expressions masked.
  case astro
  /// JavaScript with JSX (`.jsx`; `.js` and `.mjs` only when configured).
  case jsx
  /// TypeScript with JSX (`.tsx`; `.ts` only when configured).
  case tsx

  /// Every name, in declaration order, for messages ("html, vue, svelte, …").
  public static var names: [String] { allCases.map(\.rawValue) }

  /// File name endings and the syntax each gives, longest first so that `.blade.php` wins over
  /// `.php` and `.component.html` over plain HTML. Compared ASCII case-insensitively.
  public static let fileEndings: [(ending: String, syntax: SourceSyntax)] = [
    (".component.html", .angular),
    (".blade.php", .blade),
    (".handlebars", .handlebars),
    (".mustache", .mustache),
    (".html.erb", .erb),
    (".svelte", .svelte),
    (".jinja2", .jinja),
    (".liquid", .liquid),
    (".astro", .astro),
    (".jsx", .jsx),
    (".tsx", .tsx),
    (".jinja", .jinja),
    (".twig", .twig),
    (".leaf", .leaf),
    (".vue", .vue),
    (".njk", .nunjucks),
    (".hbs", .handlebars),
    (".erb", .erb),
    (".ejs", .ejs),
    (".php", .php),
    (".j2", .jinja),
  ]

  /// The template syntax a file name's ending gives, or nil for other names (plain HTML files
  /// included: their syntax is ``html``).
  /// - Parameter fileName: a file name or a path; only its last component is read.
  public init?(fileName: String) {
    // Over bytes: every scanned file's path comes here, and splitting it into Characters and
    // comparing suffixes as Strings showed in the profile of a whole run. The endings are
    // ASCII, so matching their bytes at the very end matches whole characters.
    let syntax = fileName.withUTF8Chunk { path -> SourceSyntax? in
      var end = path.count
      while end > 0, path[end - 1] == UInt8(ascii: "/") { end -= 1 }
      let start = path[..<end].lastIndex(of: UInt8(ascii: "/")).map { $0 + 1 } ?? 0
      let name = path[start..<end]
      return Self.fileEndingBytes.first { ending, _ in
        name.count > ending.count
          && name.suffix(ending.count).equalsIgnoringASCIICase(lowercased: ending)
      }?.syntax
    }
    guard let syntax else { return nil }
    self = syntax
  }

  /// ``fileEndings`` as UTF-8, for matching path bytes.
  private static let fileEndingBytes = fileEndings.map { ending, syntax in
    (bytes: Array(ending.utf8), syntax: syntax)
  }

  /// Whether files of this syntax are JavaScript or TypeScript, read for their JSX.
  public var isJSX: Bool { self == .jsx || self == .tsx }

  /// Whether the framework's compiler closes any element written `<x />`: Svelte and Vue read
  /// `<textarea />` and `<select />` as empty, where HTML ignores the `/` and a textarea takes
  /// the rest of the file as its text.
  public var closesSelfClosingTags: Bool { self == .svelte || self == .vue }

  /// Script files a walk takes only when every input is read as this syntax (`--syntax jsx`
  /// takes `.js` and `.mjs`, `--syntax tsx` takes `.ts`), as globs; none for other syntaxes.
  public var scriptFileGlobs: [String] {
    switch self {
    case .jsx: ["*.js", "*.mjs"]
    case .tsx: ["*.ts"]
    default: []
    }
  }

  /// Whether a file name ends in one of ``fileEndings`` (so directory walks take it).
  public static func isTemplateFileName(_ name: String) -> Bool {
    SourceSyntax(fileName: name) != nil
  }
}
