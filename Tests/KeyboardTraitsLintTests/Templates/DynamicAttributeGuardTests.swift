import Foundation
import Testing

@testable import KeyboardTraits
@testable import KeyboardTraitsLint

private func lint(_ source: String, _ syntax: SourceSyntax) -> (ScannedDocument, [Diagnostic]) {
  let linter = Linter(configuration: KBTraitsConfiguration.strictConfiguration)
  let document = FormScanner().scan(
    html: source, documentURL: "https://shop.example/", syntax: syntax)
  return (document, linter.lint(document))
}

extension KBTraitsConfiguration {
  /// Every rule on, so that nothing a rule could say goes unchecked.
  static var strictConfiguration: LintConfiguration {
    var configuration = KBTraitsConfiguration()
    configuration.extends = .strict
    return configuration.lintConfiguration
  }
}

@Suite("Rules and dynamic attributes")
struct DynamicAttributeGuardTests {
  /// Fields whose static markup would draw findings about `type` (the keyboard it opens).
  static let boundTypes: [(SourceSyntax, String)] = [
    (.vue, #"<template><form action="/pay"><input :type="kind" name="phone" id="phone">"#),
    (.vue, #"<template><form action="/pay"><input v-bind:type="kind" name="email">"#),
    (.vue, #"<template><form><input :type="shown ? 'text' : 'password'" name="password">"#),
    (
      .angular,
      #"<form action="/pay"><input [type]="kind" name="cc-number" autocomplete="cc-number">"#
    ),
    (.svelte, #"<form action="/pay"><input type={kind} name="zip" autocomplete="postal-code">"#),
    (.html, #"<form action="/pay"><input x-bind:type="kind" name="website">"#),
    (.jinja, #"<form action="/pay"><input type="{{ field.type }}" name="amount" step="0.01">"#),
    (.blade, #"<form action="/pay"><input type="{{ $type }}" name="otp" maxlength="6">"#),
  ]

  /// Rules whose findings are about the field's type or the keyboard it gives.
  static let typeRules: Set<String> = [
    "implicit-input-type", "input-type-unknown", "email-not-email-keyboard",
    "tel-not-tel-keyboard", "url-not-url-keyboard", "number-for-identifier",
    "amount-needs-decimal", "numeric-text-without-inputmode", "cc-csc-password",
    "secret-spellcheck", "password-autocomplete", "autocomplete-control-mismatch",
    "inputmode-conflict",
  ]

  @Test("A bound type never produces a finding about type", arguments: boundTypes)
  func boundType(syntax: SourceSyntax, source: String) throws {
    let (document, diagnostics) = lint(source, syntax)
    let field = try #require(document.fields.first)
    #expect(field.dynamicAttributes.contains("type"))
    let typePosition = try #require(field.position(of: .type))
    for diagnostic in diagnostics {
      #expect(diagnostic.position != typePosition, "\(diagnostic.rule): \(diagnostic.message)")
      #expect(
        !Self.typeRules.contains(diagnostic.rule), "\(diagnostic.rule): \(diagnostic.message)")
    }
  }

  @Test("The same field with a static type does get those findings")
  func staticTypeStillLinted() {
    let (_, diagnostics) = lint(
      #"<form action="/pay"><input type="text" name="phone" id="phone"></form>"#, .html)
    #expect(diagnostics.contains { $0.rule == "tel-not-tel-keyboard" })
  }

  @Test("Static attributes beside a dynamic one are linted as usual")
  func staticAttributes() {
    let (_, diagnostics) = lint(
      #"<template><form action="/a"><input :type="kind" name="zip" autocomplete="postal-cod"></form></template>"#,
      .vue)
    #expect(diagnostics.contains { $0.rule == "autocomplete-unknown-token" })
  }

  @Test("A finding that points at a dynamic attribute is dropped")
  func subjectIsDynamic() {
    let cases: [(SourceSyntax, String)] = [
      (.jinja, #"<input name="zip" autocomplete="{{ ac }}">"#),
      (.jinja, #"<input name="zip" inputmode="{{ mode }}">"#),
      (.erb, #"<input name="zip" pattern="<%= pattern %>">"#),
      (.jinja, #"<label for="{{ id }}">Zip</label><input name="zip" id="other">"#),
    ]
    for (syntax, source) in cases {
      let (document, diagnostics) = lint(source, syntax)
      for diagnostic in diagnostics {
        #expect(
          !document.dynamicAttributePositions.contains(diagnostic.position),
          "\(source): \(diagnostic.rule)")
      }
      #expect(
        !diagnostics.contains {
          [
            "autocomplete-unknown-token", "inputmode-invalid", "pattern-invalid",
            "label-for-broken",
          ]
          .contains($0.rule)
        }, "\(source)")
    }
  }

  @Test("A finding's end is the tag's end as written, whatever the template code holds")
  func endsSkipTemplateCode() throws {
    let cases: [(SourceSyntax, String)] = [
      (
        .php,
        #"<input type="password" name="pw" <?php if ($x > 1): ?>required<?php endif; ?> class="a">"#
      ),
      (.erb, #"<input type="password" name="pw" <% if a > b %>required<% end %> class="a">"#),
      (.jinja, #"<input type="password" name="pw" {% if a > b %}required{% endif %} class="a">"#),
    ]
    for (syntax, source) in cases {
      let (_, diagnostics) = lint(source, syntax)
      let finding = try #require(diagnostics.first { $0.rule == "password-autocomplete" })
      #expect(finding.position == SourcePosition(line: 1, column: 1), "\(source)")
      #expect(
        finding.endPosition == SourcePosition(line: 1, column: source.count + 1), "\(source)")
    }
  }

  @Test("A bound state counts as off for the rules that compare iOS with Android too")
  func boundStateAcrossPlatforms() throws {
    let cases: [(SourceSyntax, String)] = [
      (
        .vue,
        #"<template><form action="/a"><label>Email <input type="email" name="email" :disabled="busy"></label></form></template>"#
      ),
      (
        .vue,
        #"<template><form action="/a"><label>Code <input type="text" inputmode="numeric" name="code" :readonly="locked"></label></form></template>"#
      ),
      (
        .jinja,
        #"<form action="/a"><label>Email <input type="email" name="email" {% if busy %}disabled{% endif %}></label></form>"#
      ),
    ]
    for (syntax, source) in cases {
      let (document, diagnostics) = lint(source, syntax)
      let field = try #require(document.fields.first)
      #expect(field.android.presentation == .keyboard, "\(source)")
      #expect(!diagnostics.contains { $0.rule == "platform-divergence" }, "\(source)")
    }
  }
}
