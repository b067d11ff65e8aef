/// A template language whose delimiters are masked before libxml2 parses the markup around them.
///
/// The raw values are the names `--syntax` and the `templates:` key of `.kbtraits.yml` take.
public enum TemplateSyntax: String, Sendable, Hashable, CaseIterable {
  /// Plain HTML: only `{{ … }}`, `{{{ … }}}` and `{% … %}` that close on the same stretch of
  /// text are masked (a page served by a template engine without its own extension), plus Alpine
  /// and in-page Vue bindings (`:type`, `x-bind:type`, `x-model`, `@click`).
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

  /// Every name, in declaration order, for messages ("html, vue, svelte, …").
  public static var names: [String] { allCases.map(\.rawValue) }

  /// File name endings and the syntax each gives, longest first so that `.blade.php` wins over
  /// `.php` and `.component.html` over plain HTML. Compared ASCII case-insensitively.
  public static let fileEndings: [(ending: String, syntax: TemplateSyntax)] = [
    (".component.html", .angular),
    (".blade.php", .blade),
    (".handlebars", .handlebars),
    (".mustache", .mustache),
    (".html.erb", .erb),
    (".svelte", .svelte),
    (".jinja2", .jinja),
    (".liquid", .liquid),
    (".astro", .astro),
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
    let name = fileName.split(separator: "/").last.map(String.init) ?? fileName
    let lowered = name.asciiLowercased()
    guard
      let match = Self.fileEndings.first(where: {
        lowered.hasSuffix($0.ending) && lowered.utf8.count > $0.ending.utf8.count
      })
    else { return nil }
    self = match.syntax
  }

  /// Whether a file name ends in one of ``fileEndings`` (so directory walks take it).
  public static func isTemplateFileName(_ name: String) -> Bool {
    TemplateSyntax(fileName: name) != nil
  }
}
