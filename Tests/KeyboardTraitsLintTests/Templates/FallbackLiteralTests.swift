import Foundation
import Testing

@testable import KeyboardTraits
@testable import KeyboardTraitsLint

private func findings(_ source: String, _ syntax: SourceSyntax) -> [Diagnostic] {
  let linter = Linter(configuration: KBTraitsConfiguration.strictConfiguration)
  let document = FormScanner().scan(
    html: source, documentURL: "https://shop.example/", syntax: syntax)
  return linter.lint(document)
}

/// A sign-up field named `email`, labelled "Email", whose `type` is written as `type`.
private func emailField(_ syntax: SourceSyntax, type: String) -> String {
  let field = #"<label for="e">Email</label><input id="e" \#(type) name="email">"#
  switch syntax {
  case .vue: return #"<template><form action="/signup">\#(field)</form></template>"#
  case .jsx:
    return #"const F = ({ kind, on }) => <form action="/signup"><label htmlFor="e">Email</label>"#
      + #"<input id="e" \#(type) name="email" /></form>;"#
  default: return #"<form action="/signup">\#(field)</form>"#
  }
}

/// A field labelled only by text a template prints, `text`.
private func printedLabel(_ syntax: SourceSyntax, text: String) -> String {
  let field = #"<label for="r">\#(text)</label><input id="r" type="text" name="r">"#
  switch syntax {
  case .vue: return #"<template><form action="/s">\#(field)<button>Go</button></form></template>"#
  default: return #"<form action="/s">\#(field)<button>Go</button></form>"#
  }
}

@Suite("Fallback literals in template expressions")
struct FallbackLiteralTests {
  /// `type` written with a fallback: the literal is what the page gets only sometimes.
  static let fallbackTypes: [(SourceSyntax, String)] = [
    (.vue, #":type="kind ?? 'email'""#),
    (.vue, #":type="kind || 'email'""#),
    (.vue, #":type="on ? kind : 'email'""#),
    (.svelte, #"type={kind ?? 'email'}"#),
    (.svelte, #"type="{kind || 'email'}""#),
    (.angular, #"[type]="kind ?? 'email'""#),
    (.angular, #"type="{{ kind || 'email' }}""#),
    (.jsx, #"type={kind ?? 'email'}"#),
    (.twig, #"type="{{ kind|default('email') }}""#),
    (.twig, #"type="{{ kind|default("email") }}""#),
    (.jinja, #"type="{{ kind|default('email') }}""#),
    (.jinja, #"type="{{ kind or 'email' }}""#),
    (.nunjucks, #"type="{{ kind | default('email') }}""#),
    (.liquid, #"type="{{ kind | default: 'email' }}""#),
  ]

  /// `type` written so that every value it can take is a literal, or written as text.
  static let knownTypes: [(SourceSyntax, String)] = [
    (.vue, #"type="email""#),
    (.vue, #":type="on ? 'email' : 'text'""#),
    (.svelte, #"type={on ? 'email' : 'text'}"#),
    (.angular, #"[type]="on ? 'email' : 'text'""#),
    (.jsx, #"type={on ? 'email' : 'text'}"#),
    (.twig, #"type="{{ on ? 'email' : 'text' }}""#),
    (.jinja, #"type="{{ 'email' if on else 'text' }}""#),
    (.nunjucks, #"type="email""#),
    (.liquid, #"type="email""#),
  ]

  @Test(
    "A type with a fallback literal is unknown: no finding assumes the literal",
    arguments: fallbackTypes)
  func fallbackType(syntax: SourceSyntax, type: String) {
    let diagnostics = findings(emailField(syntax, type: type), syntax)
    #expect(
      !diagnostics.contains { $0.rule == "autocomplete-missing-known-field" },
      "\(diagnostics.map(\.message))")
  }

  @Test("A type whose every value is a literal is still linted", arguments: knownTypes)
  func knownType(syntax: SourceSyntax, type: String) {
    let diagnostics = findings(emailField(syntax, type: type), syntax)
    #expect(
      diagnostics.contains { $0.rule == "autocomplete-missing-known-field" },
      "\(diagnostics.map(\.message))")
  }

  @Test("A label printed with a fallback literal is not read as the literal")
  func fallbackLabel() {
    let cases: [(SourceSyntax, String)] = [
      (.vue, "{{ label || 'Email' }}"),
      (.svelte, "{label ?? 'Email'}"),
      (.angular, "{{ label ?? 'Email' }}"),
      (.twig, "{{ label|default('Email') }}"),
      (.jinja, #"{{ label|default("Email") }}"#),
      (.nunjucks, "{{ label or 'Email' }}"),
      (.liquid, "{{ label | default: 'Email' }}"),
    ]
    for (syntax, text) in cases {
      let diagnostics = findings(printedLabel(syntax, text: text), syntax)
      #expect(
        !diagnostics.contains { $0.rule == "email-not-email-keyboard" },
        "\(syntax): \(diagnostics.map(\.message))")
      // Still a label: the field has a name.
      #expect(!diagnostics.contains { $0.rule == "input-missing-label" }, "\(syntax)")
    }
  }

  @Test("A label printed as one literal, or written as text, is read")
  func literalLabel() {
    let cases: [(SourceSyntax, String)] = [
      (.vue, "Email"), (.svelte, "{'Email'}"), (.twig, "{{ 'Email' }}"), (.jinja, "Email"),
      (.liquid, "{{ 'Email' }}"),
    ]
    for (syntax, text) in cases {
      let diagnostics = findings(printedLabel(syntax, text: text), syntax)
      #expect(
        diagnostics.contains { $0.rule == "email-not-email-keyboard" },
        "\(syntax): \(diagnostics.map(\.message))")
    }
  }

  @Test("A placeholder the template decides is quoted as code, not as the text")
  func placeholderMessage() throws {
    let cases: [(SourceSyntax, String, String)] = [
      (
        .vue, #"<template><input type="text" name="n" :placeholder="label || 'Your name'">"#,
        "placeholder={label || 'Your name'}"
      ),
      (
        .svelte, #"<input type="text" name="n" placeholder={label || 'Your name'}>"#,
        "placeholder={label || 'Your name'}"
      ),
      (
        .angular, #"<input type="text" name="n" [placeholder]="label ?? 'Your name'">"#,
        "placeholder={label ?? 'Your name'}"
      ),
      (
        .jsx,
        #"const F = ({ label }) => <form action="/s"><input type="text" name="n" "#
          + #"placeholder={label || 'Your name'} /><button>Go</button></form>;"#,
        "placeholder={label || 'Your name'}"
      ),
      (
        .twig, #"<input type="text" name="n" placeholder="{{ label|default('Your name') }}">"#,
        #"placeholder="{{ label|default('Your name') }}""#
      ),
      (
        .liquid, #"<input type="text" name="n" placeholder="{{ label | default: 'Your name' }}">"#,
        #"placeholder="{{ label | default: 'Your name' }}""#
      ),
    ]
    for (syntax, source, written) in cases {
      let finding = try #require(
        findings(source, syntax).first { $0.rule == "placeholder-only-label" }, "\(syntax)")
      #expect(
        finding.message.contains("which the template sets (\(written))"), "\(finding.message)")
      #expect(!finding.message.contains("placeholder \""), "\(finding.message)")
    }
    // A static placeholder is quoted as its text.
    let finding = try #require(
      findings(#"<input type="text" name="n" placeholder="Your name">"#, .twig).first {
        $0.rule == "placeholder-only-label"
      })
    #expect(finding.message.contains(#"placeholder "Your name""#))
  }

  @Test("A form's and an autocomplete's dynamic values are quoted whole or cut between tokens")
  func formAndAutocompleteQuoting() throws {
    let source =
      #"<form action="{{ path('account_security_two_factor_settings_update') }}">"#
      + #"<input type="text" name="code" autocomplete="{{ ac|default('one-time-code') }}"></form>"#
    let document = FormScanner().scan(
      html: source, documentURL: "https://shop.example/", syntax: .twig)
    let form = try #require(document.forms.first)
    #expect(form.tagSummary == #"<form action="{{ path(… }}">"#)
    let field = try #require(document.fields.first)
    #expect(
      field.tagWithAutocomplete
        == #"<input type="text" name="code" autocomplete="{{ ac|default('one-time-code') }}">"#)
    let vue = FormScanner().scan(
      html: #"<template><input type="text" name="code" :autocomplete="ac"></template>"#,
      documentURL: "https://shop.example/", syntax: .vue)
    #expect(
      try #require(vue.fields.first).tagWithAutocomplete
        == #"<input type="text" name="code" autocomplete={ac}>"#)
  }
}
