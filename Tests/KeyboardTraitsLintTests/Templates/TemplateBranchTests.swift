import Foundation
import Testing

@testable import KeyboardTraits
@testable import KeyboardTraitsLint

/// A checkout contact form in each syntax, in `Tests/Fixtures/templates/<syntax>/cases/`:
/// attributes written in alternatives of one conditional inside a tag, fields with one id and
/// one name in alternatives of a conditional around elements, bindings the framework merges,
/// and one attribute truly written twice (once outside a conditional and once inside).
struct BranchFixture: Sendable, CustomTestStringConvertible {
  var path: String
  var syntax: SourceSyntax
  /// Where `duplicate-attribute` must report, `line:column`: the true repeats only.
  var repeats: [String]
  /// The accessible names of the fields named `phone`, in order.
  var phoneLabels: [String?]

  var testDescription: String { path }

  static let all: [BranchFixture] = [
    BranchFixture(
      path: "jinja/cases/contact-branches.j2", syntax: .jinja, repeats: ["7:101"],
      phoneLabels: ["Office phone", "Guest phone", "Mobile phone"]),
    BranchFixture(
      path: "jinja/cases/contact-alpine.html", syntax: .html, repeats: ["6:101"],
      phoneLabels: ["Office phone", "Mobile phone"]),
    BranchFixture(
      path: "twig/cases/contact-branches.html.twig", syntax: .twig, repeats: ["7:101"],
      phoneLabels: ["Office phone", "Mobile phone"]),
    BranchFixture(
      path: "nunjucks/cases/contact-branches.njk", syntax: .nunjucks, repeats: ["7:101"],
      phoneLabels: ["Office phone", "Mobile phone"]),
    BranchFixture(
      path: "liquid/cases/contact-branches.liquid", syntax: .liquid, repeats: ["5:132"],
      phoneLabels: ["Office phone", "Wholesale phone", "Mobile phone"]),
    BranchFixture(
      path: "handlebars/cases/contact-branches.hbs", syntax: .handlebars, repeats: ["5:92"],
      phoneLabels: ["Office phone", "Guest phone", "Mobile phone"]),
    BranchFixture(
      path: "erb/cases/contact-branches.html.erb", syntax: .erb, repeats: ["5:99"],
      phoneLabels: ["Office phone", "Mobile phone"]),
    BranchFixture(
      path: "ejs/cases/contact-branches.ejs", syntax: .ejs, repeats: ["5:106"],
      phoneLabels: ["Office phone", "Guest phone", "Mobile phone"]),
    BranchFixture(
      path: "blade/cases/contact-branches.blade.php", syntax: .blade, repeats: ["6:100"],
      phoneLabels: ["Office phone", "Guest phone", "Mobile phone"]),
    BranchFixture(
      path: "leaf/cases/contact-branches.leaf", syntax: .leaf, repeats: ["5:90"],
      phoneLabels: ["Office phone", "Guest phone", "Mobile phone"]),
    BranchFixture(
      path: "svelte/cases/ContactBranches.svelte", syntax: .svelte, repeats: [],
      phoneLabels: ["Office phone", "Guest phone", "Mobile phone"]),
    BranchFixture(
      path: "vue/cases/ContactBranches.vue", syntax: .vue, repeats: [],
      phoneLabels: ["Office phone", "Mobile phone"]),
    BranchFixture(
      path: "angular/cases/contact-branches.component.html", syntax: .angular, repeats: [],
      phoneLabels: ["Office phone", "Guest phone", "Mobile phone"]),
  ]

  func scan() throws -> ScannedDocument {
    let url = TemplateFixture.root.appendingPathComponent(path)
    return FormScanner().scan(
      html: try String(contentsOf: url, encoding: .utf8), documentURL: "https://shop.example/",
      syntax: syntax)
  }
}

@Suite("Template alternatives and merged bindings")
struct TemplateBranchTests {
  /// Rules that compare two attributes or two elements of one document.
  static let pairRules: Set<String> = [
    "form-dup-name", "autocomplete-section-needed", "input-missing-label", "label-for-broken",
    "split-code-inputs",
  ]

  @Test(
    "Alternatives of one conditional are never together; a true repeat still is",
    arguments: BranchFixture.all)
  func alternatives(fixture: BranchFixture) throws {
    let document = try fixture.scan()
    let diagnostics = Linter(configuration: KBTraitsConfiguration.strictConfiguration)
      .lint(document)
    let repeats = diagnostics.filter { $0.rule == "duplicate-attribute" }
    #expect(
      repeats.map { "\($0.position.line):\($0.position.column)" } == fixture.repeats,
      "\(repeats.map(\.message))")
    for diagnostic in diagnostics where Self.pairRules.contains(diagnostic.rule) {
      Issue.record("\(diagnostic.rule) at \(diagnostic.position): \(diagnostic.message)")
    }
    let phones = document.fields.filter { $0.name?.contains("phone") == true }
    #expect(phones.map(\.label) == fixture.phoneLabels)
  }

  @Test("Angular's attr. bindings, bracketed or interpolated, name the field")
  func angularAttributeBindings() throws {
    let document = try BranchFixture.all.first { $0.syntax == .angular }!.scan()
    let vat = document.fields.filter { $0.name == "vat" }
    #expect(vat.count == 2)
    for field in vat {
      #expect(field.dynamicAttributes.contains("aria-label"), "\(field.position)")
      #expect(field.labelSource == .ariaLabel, "\(field.position)")
    }
    for key in ["aria-labelledby", "autocomplete", "inputmode"] {
      for written in [#"attr.\#(key)="{{ value }}""#, #"[attr.\#(key)]="value""#] {
        let scanned = FormScanner().scan(
          html: "<input name=\"code\" \(written)>", documentURL: "https://shop.example/",
          syntax: .angular)
        let field = try #require(scanned.fields.first)
        #expect(field.dynamicAttributes == [key], "\(written)")
      }
    }
  }

  @Test(
    "Bindings the framework merges with the plain attribute are no duplicate",
    arguments: [
      (SourceSyntax.vue, #"<template><input name="q" class="a" :class="b" style="c" :style="d">"#),
      (.vue, #"<template><input name="q" v-bind:class="b" class="a" v-bind:style="d" style="c">"#),
      (.html, #"<input name="q" class="a" :class="b" x-bind:style="d" style="c">"#),
      (.angular, #"<input name="q" class="a" [class.b]="c" [ngClass]="d" [class]="e">"#),
      (.angular, #"<input name="q" [(ngModel)]="q" [value]="initial">"#),
      (.angular, #"<input name="q" value="1" [(ngModel)]="q">"#),
      (.svelte, #"<input name="q" class="a" class:b={c} style:color={d}>"#),
    ])
  func mergedBindings(syntax: SourceSyntax, source: String) {
    let document = FormScanner().scan(
      html: source, documentURL: "https://shop.example/", syntax: syntax)
    #expect(!document.notes.contains { $0.kind == .duplicateAttribute }, "\(source)")
  }

  @Test(
    "A binding the framework does not merge still repeats the attribute",
    arguments: [
      (SourceSyntax.vue, #"<template><input name="q" inputmode="numeric" :inputmode="m">"#),
      (.angular, #"<input name="q" [value]="a" [value]="b">"#),
      (.angular, #"<input name="q" autocomplete="off" [attr.autocomplete]="ac">"#),
    ])
  func unmergedBindings(syntax: SourceSyntax, source: String) {
    let document = FormScanner().scan(
      html: source, documentURL: "https://shop.example/", syntax: syntax)
    #expect(document.notes.contains { $0.kind == .duplicateAttribute }, "\(source)")
  }

  @Test("A password form is read as it renders: the other alternative's password is not in it")
  func passwordFormPerAlternative() {
    let source = """
      <form method="post" action="/account/password">
        <label for="email">Email</label>
        <input id="email" type="email" name="email" autocomplete="username">
        {% if invitation %}
          <label for="password">Choose a password</label>
          <input id="password" type="password" name="password" autocomplete="new-password">
        {% else %}
          <label for="password">Password</label>
          <input id="password" type="password" name="password" autocomplete="current-password">
        {% endif %}
        <button type="submit">Continue</button>
      </form>
      """
    let document = FormScanner().scan(
      html: source, documentURL: "https://shop.example/", syntax: .jinja)
    let linter = Linter(configuration: KBTraitsConfiguration.strictConfiguration)
    let passwordRules: Set<String> = ["password-new-vs-current", "password-autocomplete"]
    for diagnostic in linter.lint(document) where passwordRules.contains(diagnostic.rule) {
      Issue.record("\(diagnostic.rule) at \(diagnostic.position): \(diagnostic.message)")
    }
  }

  @Test("A row of code boxes is counted within one alternative")
  func splitCodeInputsPerAlternative() {
    let boxes = { (count: Int) in
      (0..<count).map { #"<input name="d\#($0)" maxlength="1" inputmode="numeric">"# }
        .joined(separator: "\n    ")
    }
    let source = """
      <form action="/verify">
        {% if sms %}
          \(boxes(3))
        {% else %}
          \(boxes(3))
        {% endif %}
      </form>
      """
    let document = FormScanner().scan(
      html: source, documentURL: "https://shop.example/", syntax: .jinja)
    let linter = Linter(configuration: KBTraitsConfiguration.strictConfiguration)
    #expect(!linter.lint(document).contains { $0.rule == "split-code-inputs" })
  }
}
