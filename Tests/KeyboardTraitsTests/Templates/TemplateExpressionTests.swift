import Foundation
import Testing

@testable import KeyboardTraits

private func field(_ source: String, _ syntax: SourceSyntax) throws -> FormField {
  try #require(
    FormScanner().scan(html: source, documentURL: "https://shop.example/", syntax: syntax)
      .fields.first)
}

@Suite("Template expressions: values and quoting")
struct TemplateExpressionTests {
  @Test("Literals are the values only when every outcome is one")
  func literalOutcomes() {
    #expect(
      TemplateExpressionOutcomes.literals(of: "shown ? 'text' : 'password'") == [
        "text", "password",
      ])
    #expect(
      TemplateExpressionOutcomes.literals(of: "{{ a ? 'tel' : (b ? 'email' : 'url') }}") == [
        "tel", "email", "url",
      ])
    #expect(
      TemplateExpressionOutcomes.literals(of: "{{ 'email' if on else 'text' }}") == [
        "email", "text",
      ])
    #expect(TemplateExpressionOutcomes.literals(of: "{'email'}") == ["email"])
    for written in [
      "kind || 'email'", "kind ?? 'email'", "on ? kind : 'email'", "{{ kind|default('email') }}",
      #"{{ kind|default("email") }}"#, "{{ kind | default: 'email' }}", "{{ kind or 'email' }}",
      "{kind ?? 'email'}", "`${kind}`", "kind?.type ?? 'email'", "{{ 'email' if on else kind }}",
    ] {
      #expect(TemplateExpressionOutcomes.literals(of: written) == nil, "\(written)")
    }
  }

  @Test("A fallback literal does not narrow the values tried for a keyword attribute")
  func candidates() {
    let table = DynamicAttributeValues.keywords["type"] ?? []
    #expect(
      DynamicAttributeValues.candidates(for: "type", written: "on ? 'email' : 'text'") == [
        nil, "email", "text",
      ])
    for written in [
      "kind ?? 'email'", "kind || 'email'", "{{ kind|default('email') }}",
      "{{ kind | default: 'email' }}",
    ] {
      #expect(
        DynamicAttributeValues.candidates(for: "type", written: written) == [nil] + table,
        "\(written)")
    }
    // A valid literal the table lacks is tried as well.
    #expect(
      DynamicAttributeValues.candidates(for: "type", written: "kind ?? 'date'") == [nil] + table
        + ["date"])
    #expect(
      DynamicAttributeValues.formCandidates(for: "action", written: "url || '/login'") == [
        nil, "/login", "/search", "/account",
      ])
  }

  @Test("A dynamic value is quoted with its delimiters as written")
  func tagSummary() throws {
    let cases: [(SourceSyntax, String, String)] = [
      (
        .twig, #"<input type="{{ type|default('number') }}" name="card">"#,
        #"<input type="{{ type|default('number') }}" name="card">"#
      ),
      (
        .liquid, #"<input type="{{ kind | default: 'tel' }}" name="phone">"#,
        #"<input type="{{ kind | default: 'tel' }}" name="phone">"#
      ),
      (
        .vue, #"<template><input :type="kind ?? 'email'" name="email"></template>"#,
        #"<input type={kind ?? 'email'} name="email">"#
      ),
      (.svelte, #"<input type={kind} name="email">"#, #"<input type={kind} name="email">"#),
      (.angular, #"<input [type]="kind" name="email">"#, #"<input type={kind} name="email">"#),
      (
        .angular, #"<input type="{{ kind }}" name="email">"#,
        #"<input type="{{ kind }}" name="email">"#
      ),
      (
        .jinja, #"<input type="text" name="user_{{ id }}">"#,
        #"<input type="text" name="user_{{ id }}">"#
      ),
    ]
    for (syntax, source, summary) in cases {
      #expect(try field(source, syntax).tagSummary == summary, "\(source)")
    }
  }

  @Test("A long expression is cut between tokens, with its delimiters closed")
  func longExpression() throws {
    let twig = try field(
      #"<input type="{{ settings.checkout.card_field_type|default('number') }}" name="card">"#,
      .twig)
    #expect(
      twig.tagSummary == #"<input type="{{ settings.checkout.card_field_type|… }}" name="card">"#)
    let vue = try field(
      #"<template><input :type="fieldTypes[field.key] ?? defaultFieldType ?? 'text'"></template>"#,
      .vue)
    #expect(vue.tagSummary == "<input type={fieldTypes[field.key] ?? …}>")
    // A string literal is one token: never cut inside.
    #expect(
      TemplateExpressionText.shortened(
        "{{ kind|default('a very long fallback value here') }}",
        limit: 30) == "{{ kind|default(… }}")
    #expect(TemplateExpressionText.shortened("{{ kind }}", limit: 30) == "{{ kind }}")
  }
}
