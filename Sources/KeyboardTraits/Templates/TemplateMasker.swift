import Foundation

/// Replaces template syntax with inert bytes of the same length before libxml2 parses the text.
///
/// Every masked byte becomes a space except LF and CR, which stay, so the masked text has the
/// original's length, line breaks and byte offsets: every line and column reported for it is the
/// original's. Each syntax runs a short list of passes, one type per family of delimiters:
///
/// | pass | masks | syntaxes |
/// | --- | --- | --- |
/// | ``ComponentBlockMasker`` | outside Vue's `<template>`; `<script>`, `<style>`; front matter | vue; svelte, astro |
/// | ``DelimiterMasker`` | `{{ }}`, `{{{ }}}`, `{% %}`, `{# #}`, `{!! !!}`, `<% %>`, … (tables) | most |
/// | ``PHPMasker`` | `<?php ?>`, `<?= ?>` | php, blade |
/// | ``BladeDirectiveMasker`` | `@if(…)`, `@endif`, `@php … @endphp`, `@disabled(…)` | blade |
/// | ``LeafTagMasker`` | `#(x)`, `#if(…):`, `#endif` | leaf |
/// | ``BraceExpressionMasker`` | `{x}`, `{#if}`, `{:else}`, `{/if}`; `type={x}` | svelte, astro |
/// | ``BindingMasker`` | `:type`, `v-model`, `[type]`, `bind:value`, `@click`; Angular `@if {}` | all |
/// | ``RailsHelperMasker`` | reads `f.email_field`, `form_with … do`; writes placeholder tags | erb |
///
/// The masker scans delimiters, not HTML: the binding pass only finds where start tags begin
/// and end, and libxml2 parses what is left.
enum TemplateMasker {
  /// The masked text and what was masked, or nil when the text holds no template syntax.
  static func mask(_ utf8: [UInt8], syntax: SourceSyntax) -> TemplateMask? {
    var buffer = MaskingBuffer(utf8)
    switch syntax {
    case .html:
      if mayHoldExpressions(utf8) { DelimiterMasker.forSyntax(.html)?.run(&buffer) }
      if mayHoldBindings(utf8) { BindingMasker(dialect: .inPage).run(&buffer) }
    case .vue:
      ComponentBlockMasker.keepVueTemplate(&buffer)
      DelimiterMasker.forSyntax(.vue)?.run(&buffer)
      BindingMasker(dialect: .vue).run(&buffer)
    case .svelte:
      ComponentBlockMasker.maskScriptsAndStyles(&buffer)
      BraceExpressionMasker(allowsMarkup: false).run(&buffer)
      BindingMasker(dialect: .svelte).run(&buffer)
    case .astro:
      ComponentBlockMasker.maskFrontMatter(&buffer)
      ComponentBlockMasker.maskScriptsAndStyles(&buffer)
      BraceExpressionMasker(allowsMarkup: true).run(&buffer)
      BindingMasker(dialect: .astro).run(&buffer)
    case .angular:
      DelimiterMasker.forSyntax(.angular)?.run(&buffer)
      BindingMasker(dialect: .angular).run(&buffer)
    case .blade:
      DelimiterMasker.forSyntax(.blade)?.run(&buffer)
      PHPMasker().run(&buffer)
      BladeDirectiveMasker().run(&buffer)
      BindingMasker(dialect: .inPage).run(&buffer)
    case .php:
      PHPMasker().run(&buffer)
      BindingMasker(dialect: .inPage).run(&buffer)
    case .leaf:
      LeafTagMasker().run(&buffer)
      BindingMasker(dialect: .inPage).run(&buffer)
    case .erb:
      DelimiterMasker.forSyntax(syntax)?.run(&buffer)
      BindingMasker(dialect: .inPage).run(&buffer)
      // Last: its placeholder tags are markup for libxml2, not for the passes above.
      var helpers = RailsHelperMasker()
      helpers.run(&buffer)
    case .jinja, .nunjucks, .twig, .liquid, .handlebars, .mustache, .ejs:
      DelimiterMasker.forSyntax(syntax)?.run(&buffer)
      BindingMasker(dialect: .inPage).run(&buffer)
    case .jsx, .tsx:
      // JSX is read by `JSXScanner`; libxml2 never sees it.
      return nil
    }
    buffer.normalise()
    TemplateForms.markEngineForms(&buffer, syntax: syntax)
    buffer.mask.syntax = syntax
    BranchStatements.read(&buffer, syntax: syntax)
    buffer.mask.branches = buffer.branches.branches()
    return buffer.mask.isEmpty ? nil : buffer.mask
  }

  /// Whether plain HTML has `{{`, `{%` or `{#` at all (most pages do not: one `memchr` pass).
  static func mayHoldExpressions(_ utf8: [UInt8]) -> Bool {
    var index = 0
    while let offset = utf8.firstOffset(of: 0x7B, from: index, to: utf8.count - 1) {
      let next = utf8[offset + 1]
      if next == 0x7B || next == 0x25 || next == 0x23 { return true }
      index = offset + 1
    }
    return false
  }

  /// Whether plain HTML may have Alpine or in-DOM Vue bindings: ` :x`, `x-bind:`, `x-model`,
  /// `v-bind:`, `v-model`, `x-on:`, `v-on:`, `v-if`, `v-else`, or ` @x` (a cheap
  /// over-approximation).
  static func mayHoldBindings(_ utf8: [UInt8]) -> Bool {
    let count = utf8.count
    // Each marker starts with `x-` or `v-`: find the `-`, then compare.
    var index = 1
    while let offset = utf8.firstOffset(of: 0x2D, from: index, to: count - 1) {
      let lead = utf8[offset - 1] | 0x20
      if lead == 0x78 || lead == 0x76 {
        for marker in ["bind:", "model", "on:", "if", "else"]
        where offset + 1 + marker.utf8.count <= count {
          if utf8[(offset + 1)..<(offset + 1 + marker.utf8.count)].elementsEqual(marker.utf8) {
            return true
          }
        }
      }
      index = offset + 1
    }
    for marker: UInt8 in [0x3A, 0x40] {
      index = 1
      while let offset = utf8.firstOffset(of: marker, from: index, to: count - 1) {
        if HTMLBytes.isWhitespace(utf8[offset - 1]), MaskingBuffer.isLetter(utf8[offset + 1]) {
          return true
        }
        index = offset + 1
      }
    }
    return false
  }
}
