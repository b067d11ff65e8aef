import Foundation
import TestHelpers
import Testing

@testable import KeyboardTraits
@testable import KeyboardTraitsLint

/// A form that only exists once its script has run, and its static twin: the same form written
/// as HTML. Rendered in headless Chromium from a server on 127.0.0.1 (skipped without a
/// browser), the script-built page must give what the static page gives: the same fields,
/// traits for iOS, Chrome and Firefox, findings and selectors.
@Suite(
  "A script-built page and its static twin", .serialized,
  .enabled(if: RenderingFixtures.hasBrowser, RenderingFixtures.skipMessage))
struct RenderedTwinTests {
  /// The form the script builds, as the browser will hold it.
  static let form = """
    <form id="checkout" action="/pay"><label>Email <input type="email" name="email"></label>\
    <label>Username <input name="username"></label>\
    <label>Password <input type="password" name="password"></label>\
    <label>Card number <input type="number" name="card" autocomplete="cc-number"></label>\
    <label>Postcode <input name="zip" inputmode="numbers" autocapitalization="off"></label>\
    <label>Notes <textarea name="notes"></textarea></label>\
    <button>Pay</button></form>\
    <input type="search" name="q" enterkeyhint="serch">
    """

  static let staticPage = """
    <!doctype html>
    <html lang="en"><head><meta charset="utf-8"><title>Checkout</title></head>
    <body><main id="app">\(form)</main></body></html>
    """

  /// The same page built by a script: the markup is assembled from strings after load, so no
  /// field exists in what the server sends.
  static let scriptedPage = """
    <!doctype html>
    <html lang="en"><head><meta charset="utf-8"><title>Checkout</title></head>
    <body><main id="app"><p>Loading…</p></main>
    <script>
      const parts = \(javaScriptArray(of: form));
      setTimeout(() => { document.getElementById("app").innerHTML = parts.join(""); }, 50);
    </script>
    </body></html>
    """

  /// `text` cut into short JSON strings, so that no tag appears whole in the served page.
  static func javaScriptArray(of text: String) -> String {
    var pieces: [String] = []
    var rest = Substring(text)
    while !rest.isEmpty {
      pieces.append(String(rest.prefix(3)))
      rest = rest.dropFirst(3)
    }
    let data = try! JSONSerialization.data(
      withJSONObject: pieces, options: [.withoutEscapingSlashes])
    return String(decoding: data, as: UTF8.self)
  }

  /// What two reports must agree on, field by field and finding by finding.
  struct Comparable: Equatable, CustomStringConvertible {
    var fields: [String]
    var findings: [String]
    var description: String { (fields + findings).joined(separator: "\n") }

    /// `selectors`: whether places are compared (a file names them by line, not by selector).
    init(_ report: FileReport, selectors: Bool = true) {
      fields = report.fields.map { field in
        [
          field.element, field.inputType.map { "\($0)" } ?? "-", field.name ?? "-",
          field.label ?? "-", selectors ? field.selector ?? "no selector" : "",
          "form \(field.formIndex.map(String.init) ?? "none")",
          "\(field.ios)", "\(field.android)", "\(field.firefoxAndroid)",
        ].joined(separator: " | ")
      }
      findings = report.diagnostics.map { diagnostic in
        let place = selectors ? report.selector(for: diagnostic) ?? "page" : ""
        return "\(diagnostic.rule) \(diagnostic.severity) at \(place): "
          + "\(diagnostic.message) \(diagnostic.fix.map { "\($0.edits)" } ?? "no fix")"
      }
    }
  }

  @Test("the script-built page equals its static twin: fields, traits, findings, selectors")
  func twins() async throws {
    let server = try LocalHTTPServer(
      routes: [
        "/static.html": .init(body: Self.staticPage),
        "/scripted.html": .init(body: Self.scriptedPage),
      ], maxRequests: 20, lifetime: 600)
    defer { server.stop() }
    let browser = try #require(RenderingFixtures.browser)
    let loader = RenderedPageLoader(
      browserPath: browser, pageTimeout: 120, extraArguments: [RenderingFixtures.loopbackOnly])
    let scanner = FormScanner(linter: Linter())

    #expect(!Self.scriptedPage.contains("<input"), "the served page holds no field")
    let scripted = await scanner.report(
      forPageAt: server.baseURL + "/scripted.html", loader: loader)
    let rendered = await scanner.report(forPageAt: server.baseURL + "/static.html", loader: loader)
    #expect(scripted.error == nil, "\(scripted.error?.message ?? "")")
    #expect(rendered.error == nil, "\(rendered.error?.message ?? "")")
    #expect(scripted.fields.count == 7, "email, username, password, card, zip, notes, q")

    // The static page rendered: the same DOM, so the same everything.
    #expect(Comparable(scripted) == Comparable(rendered))

    // The static page's own markup, scanned as a page at the same address: no browser between.
    let staticReport = scanner.report(
      for: .renderedPage(
        RenderedPage(url: server.baseURL + "/scripted.html", status: 200, html: Self.staticPage)))
    #expect(Comparable(scripted) == Comparable(staticReport))

    // And as a file: the same fields, traits and findings; files name places by line, not selector.
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let staticFile = folder.path + "/static.html"
    try Self.staticPage.write(toFile: staticFile, atomically: false, encoding: .utf8)
    let file = scanner.report(for: .file(staticFile))
    #expect(file.fields.allSatisfy { $0.selector == nil })
    #expect(Comparable(scripted, selectors: false) == Comparable(file, selectors: false))

    // The findings a developer expects on this form are there, each named by its selector.
    let rules = Set(scripted.diagnostics.map(\.rule))
    for rule in [
      "number-for-identifier", "inputmode-invalid", "attribute-typo", "enterkeyhint-invalid",
    ] {
      #expect(rules.contains(rule), "\(rule) in \(rules.sorted())")
    }
    #expect(
      scripted.fields.map(\.selector) == [
        #"form#checkout > label:nth-of-type(1) > input[name="email"]"#,
        #"form#checkout > label:nth-of-type(2) > input[name="username"]"#,
        #"form#checkout > label:nth-of-type(3) > input[name="password"]"#,
        #"form#checkout > label:nth-of-type(4) > input[name="card"]"#,
        #"form#checkout > label:nth-of-type(5) > input[name="zip"]"#,
        #"form#checkout > label:nth-of-type(6) > textarea[name="notes"]"#,
        #"main#app > input[name="q"]"#,
      ])
  }
}
