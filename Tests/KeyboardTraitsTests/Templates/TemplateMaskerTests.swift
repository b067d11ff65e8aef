import Foundation
import Testing

@testable import KeyboardTraits

/// The masked text for `source`, or `source` itself when nothing was masked.
private func masked(_ source: String, _ syntax: SourceSyntax) -> String {
  let bytes = Array(source.utf8)
  let mask = TemplateMasker.mask(bytes, syntax: syntax)
  return String(decoding: mask?.text ?? bytes, as: UTF8.self)
}

@Suite("Template masking")
struct TemplateMaskerTests {
  /// One case per delimiter family: the source and exactly what libxml2 is handed.
  static let cases: [(SourceSyntax, String, String)] = [
    (.jinja, #"<p>{{ user.name }}</p>"#, #"<p>               </p>"#),
    (.jinja, "{% if a %}<b>{% endif %}{# note #}", "          <b>                     "),
    (.jinja, #"{{ "}}" }}x"#, "          x"),
    (.jinja, "{% raw %}{{ kept }}{% endraw %}", "         {{ kept }}            "),
    (.nunjucks, "{% verbatim %}{{ x }}{% endverbatim %}", "              {{ x }}                 "),
    (.twig, "{{ a|trans }}{% set b = 1 %}", "                            "),
    (.liquid, "{% comment %}<input>{% endcomment %}<i>", "                                    <i>"),
    (.liquid, "{%- if x -%}y{%- endif -%}", "            y             "),
    (.handlebars, "{{!-- }} --}}{{{raw}}}\\{{kept}}", "                      \\{{kept}}"),
    (.mustache, "{{#a}}{{b}}{{/a}}{{! c }}", "                         "),
    (.erb, "<%= x %><% if y %><%%= kept %>", "                  <%%= kept %>"),
    (.ejs, "<%- include('a') %><%_ x _%>", "                            "),
    (.php, "<?php echo '?>'; ?><b><?= $x ?>", "                   <b>         "),
    (.php, "<?xml version=\"1.0\"?><a>", "<?xml version=\"1.0\"?><a>"),
    (
      .blade, "@if($a) x@endif @endif @csrf you@example.com",
      "        x@endif              you@example.com"
    ),
    (.blade, "{{-- c --}}{!! $h !!}@@if @media", "                     @@if @media"),
    (.blade, "<input @disabled($locked)>", "<input  disabled         >"),
    (.leaf, "#if(a):<b>#(name)</b>#endif", "       <b>       </b>      "),
    (.leaf, "<a href=\"#top\">#else:", "<a href=\"#top\">      "),
    (.svelte, "{#if a}<b>{name}</b>{:else}c{/if}", "       <b>      </b>       c     "),
    (.svelte, "<input type={kind} bind:value={v}>", "<input type=\"    \"      value=\" \">"),
    (.svelte, "<input {value} on:input={f}>", "<input  value              >"),
    (.astro, "---\nconst a = 1;\n---\n<p>{a}</p>", "   \n            \n   \n<p>   </p>"),
    (.astro, "{ok && <input name=\"a\">}", "       <input name=\"a\"> "),
    (.svelte, "<!-- a { b -->}<i>{c}", "<!-- a { b -->}<i>   "),
    (.astro, "<!-- {x} --><!-- { -->}", "<!-- {x} --><!-- { -->}"),
    (
      .vue, "<script>x</script>\n<template><i :type=\"t\" @click=\"a > b\">{{ c }}</i></template>",
      "                  \n          <i  type=\" \"               >       </i>           "
    ),
    (
      .angular, "<i [type]=\"t\" (click)=\"go()\" *ngIf=\"a\">",
      "<i   type=\" \"                         >"
    ),
    (.angular, "@if (a) {<i>} @else {<b>}", "         <i>         <b> "),
    (
      .angular, "<i [attr.inputmode]=\"m\" [(ngModel)]=\"v\">",
      "<i        inputmode=\" \"       value=\" \">"
    ),
    (
      .html, "<p>{{ name }}</p><input x-bind:type=\"t\">",
      "<p>          </p><input        type=\" \">"
    ),
    (.html, "a { b: {{ c }} } {% raw", "a { b:         } {% raw"),
    (.jinja, "<i value={{ v }} b={{ w }}x>", "<i value=\"     \" b=       x>"),
    (.php, "<i value=<?= $v ?>/>", "<i value=\"       \"/>"),
    (.leaf, "<i value=#(v)>", "<i value=\"  \">"),
  ]

  @Test("Each family masks its delimiters and nothing else", arguments: cases)
  func masks(syntax: SourceSyntax, source: String, expected: String) {
    #expect(masked(source, syntax) == expected, "\(syntax): \(source.debugDescription)")
    #expect(masked(source, syntax).utf8.count == source.utf8.count)
  }

  @Test("A Vue component scans only its top-level <template>")
  func vueOutsideTemplate() {
    let source = """
      <script setup>
      const a = '<input name="script">'
      </script>
      <template>
        <input name="kept">
        <template v-if="x"><input name="inner"></template>
      </template>
      <style>input { color: red }</style>
      """
    let text = masked(source, .vue)
    #expect(!text.contains("script") && !text.contains("style") && !text.contains("v-if"))
    #expect(text.contains(#"<input name="kept">"#) && text.contains(#"<input name="inner">"#))
    #expect(!text.contains("<template"))
  }

  @Test("Conditional attributes inside a tag are noted")
  func conditionalAttributes() throws {
    let bytes = Array(#"<input name="a" {% if x %}disabled{% endif %} type="text">"#.utf8)
    let mask = try #require(TemplateMasker.mask(bytes, syntax: .jinja))
    let disabled = try #require(bytes.indices.first { bytes[$0...].starts(with: "disabled".utf8) })
    #expect(mask.conditionalNames == [disabled])
  }

  @Test("Plain HTML without template syntax is not touched")
  func plainHTML() {
    let source = ##"<style>a{b:c}</style><a href="#x" class="a:b">@home</a>"##
    #expect(TemplateMasker.mask(Array(source.utf8), syntax: .html) == nil)
  }

  @Test("File names give syntaxes, longest ending first")
  func fileNames() {
    let expected: [String: SourceSyntax?] = [
      "a.vue": .vue, "a.svelte": .svelte, "a.jinja": .jinja, "a.jinja2": .jinja, "a.J2": .jinja,
      "a.njk": .nunjucks, "a.twig": .twig, "a.html.twig": .twig, "a.liquid": .liquid,
      "a.hbs": .handlebars, "a.handlebars": .handlebars, "a.mustache": .mustache, "a.erb": .erb,
      "a.html.erb": .erb, "a.ejs": .ejs, "a.blade.php": .blade, "a.leaf": .leaf, "a.php": .php,
      "a.astro": .astro, "views/login.component.html": .angular, "a.html": nil, ".vue": nil,
      "a.htm": nil,
      // Only the last path component counts, whatever the folders are called.
      "site.vue/a.html": nil, "site/.vue": nil, "Site/Login.VUE": .vue, "a.vue/": .vue,
      "formulário/contraseña.twig": .twig, "/": nil, "": nil,
    ]
    for (name, syntax) in expected {
      #expect(SourceSyntax(fileName: name) == syntax, "\(name)")
    }
  }
}

/// Masking never changes the length, the line breaks or the bytes it leaves.
@Suite("Template masking properties")
struct TemplateMaskerPropertyTests {
  /// Fragments a random template is built from: every delimiter of every syntax, broken ones,
  /// markup, multi-byte text and every kind of line break.
  static let fragments = [
    "{{", "}}", "{{{", "}}}", "{%", "%}", "{#", "#}", "{!!", "!!}", "{{--", "--}}", "<%", "<%=",
    "%>", "<?php", "<?=", "?>", "@if(", "@endif", "@csrf", "@disabled(", ")", "(", "#(", "#if(",
    "):", "#endif", "{", "}", "{#if x}", "{:else}", "{/if}", "---\n", "<template>", "</template>",
    "<script>", "</script>", "<style>", "</style>", "<input ", ":type=\"", "v-model=\"",
    "[type]=\"", "(click)=\"", "bind:value", "type={", "\"", "'", "`", ">", "<", "=", " ", "\n",
    "\r\n", "\r", "é", "😀", "中", "name", "x", "@", "\\", "<!--", "-->", "@if (a) {",
  ]

  @Test("Random templates keep their length, line breaks and column arithmetic")
  func randomTemplates() {
    var generator = SystemRandomNumberGenerator()
    for round in 0..<400 {
      let syntax = SourceSyntax.allCases[round % SourceSyntax.allCases.count]
      let count = Int.random(in: 1...60, using: &generator)
      let source = (0..<count).map { _ in Self.fragments.randomElement(using: &generator)! }
        .joined()
      let bytes = Array(source.utf8)
      guard let mask = TemplateMasker.mask(bytes, syntax: syntax) else { continue }
      #expect(mask.text.count == bytes.count, "\(syntax): \(source.debugDescription)")
      for (index, byte) in bytes.enumerated() {
        let isBreak = byte == 0x0A || byte == 0x0D
        #expect(
          isBreak == (mask.text[index] == 0x0A || mask.text[index] == 0x0D),
          "\(syntax): line break moved at \(index) in \(source.debugDescription)")
        if isBreak { #expect(mask.text[index] == byte) }
        // A masked byte is a space (or a quote or a bound name the binding pass wrote);
        // outside the masked ranges every byte is the original.
        if mask.text[index] != byte {
          #expect(mask.overlaps(index..<(index + 1)), "\(syntax): \(source.debugDescription)")
        }
      }
      #expect(
        zip(mask.ranges, mask.ranges.dropFirst()).allSatisfy {
          $0.bytes.upperBound <= $1.bytes.lowerBound
        })
      // Masking ASCII over multi-byte text keeps every line's byte length, so the scanner's
      // byte offsets map to the original's lines and columns.
      let lines = SourceLineTable(utf8: bytes)
      let maskedLines = SourceLineTable(utf8: mask.text)
      #expect(lines.lineCount == maskedLines.lineCount)
      for line in 1...lines.lineCount {
        #expect(lines.lineRange(line) == maskedLines.lineRange(line))
      }
    }
  }
}
