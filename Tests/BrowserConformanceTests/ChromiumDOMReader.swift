import Foundation
import KeyboardTraits
import TestHelpers

/// Loads every case in one headless Chromium, each in its own iframe of a driver page served by
/// a loopback server, and reads each frame's fields from the DOM the browser built.
///
/// Each case is a whole document of its own (an iframe `src`, not `srcdoc`, whose parsing
/// differs), served without a charset so that the page's own `<meta>` decides its encoding. The
/// driver's script runs on `load`, after every frame has loaded, and writes its findings as
/// base64 JSON into `<pre id=result>`, which `--dump-dom` carries out.
enum ChromiumDOMReader {
  /// The fields of each case by name.
  static func fields(
    of cases: [ConformanceCase], browser: String
  ) async throws -> [String: [FieldRecord]] {
    var routes: [String: LocalHTTPServer.Route] = [
      "/index.html": .init(body: driverPage(for: cases))
    ]
    for conformanceCase in cases {
      routes["/cases/\(conformanceCase.name).html"] = .init(
        contentType: "text/html", bytes: conformanceCase.bytes)
    }
    let server = try LocalHTTPServer(routes: routes, maxRequests: cases.count * 3 + 20)
    defer { server.stop() }
    let loader = RenderedPageLoader(browserPath: browser, renderWait: 5000, pageTimeout: 90)
    let page = try await loader.load(server.baseURL + "/index.html")
    guard let start = page.html.range(of: "<pre id=\"result\">"),
      let end = page.html.range(of: "</pre>", range: start.upperBound..<page.html.endIndex),
      let json = Data(base64Encoded: String(page.html[start.upperBound..<end.lowerBound]))
    else { throw ReadFailure(message: "no result in the driver page: \(page.html.prefix(500))") }
    return try JSONDecoder().decode([String: [FieldRecord]].self, from: json)
  }

  struct ReadFailure: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
  }

  /// The page that frames every case and reports what it finds in each.
  private static func driverPage(for cases: [ConformanceCase]) -> String {
    let frames = cases.map { "<iframe name=\"\($0.name)\" src=\"/cases/\($0.name).html\">" }
    return """
      <!doctype html><html><head><meta charset="utf-8"><title>conformance</title></head><body>
      <pre id="result"></pre>
      \(frames.joined(separator: "</iframe>\n"))</iframe>
      <script>
      \(collector)
      </script>
      </body></html>
      """
  }

  /// For each frame: every `input`, `select` and `textarea` in the HTML namespace, and every
  /// editing host, in tree order, then those in each `<template>`'s contents (marked).
  private static let collector = #"""
    const HTML = "http://www.w3.org/1999/xhtml";
    const FIELDS = ["input", "select", "textarea"];
    function collect(doc) {
      const forms = Array.from(doc.forms);
      const owner = (form) => form ? (form.id ? "#" + form.id : "form" + forms.indexOf(form)) : null;
      const out = [];
      function record(el, inTemplate) {
        out.push({
          tag: el.localName,
          attributes: Array.from(el.attributes).map((a) => [a.name, a.value]),
          form: FIELDS.includes(el.localName) ? owner(el.form) : null,
          template: inTemplate,
        });
      }
      function walk(root, inTemplate) {
        const templates = [];
        for (const el of root.querySelectorAll("*")) {
          if (el.namespaceURI !== HTML) continue;
          if (FIELDS.includes(el.localName)) {
            record(el, inTemplate);
          } else if (!inTemplate && el.hasAttribute("contenteditable") && el.isContentEditable
              && !(el.parentElement && el.parentElement.isContentEditable)) {
            record(el, inTemplate);
          }
          if (el.localName === "template") templates.push(el);
        }
        for (const template of templates) walk(template.content, true);
      }
      walk(doc, false);
      return out;
    }
    window.addEventListener("load", () => {
      const result = {};
      for (const frame of document.querySelectorAll("iframe")) {
        result[frame.name] = collect(frame.contentDocument);
      }
      let binary = "";
      for (const byte of new TextEncoder().encode(JSON.stringify(result))) {
        binary += String.fromCharCode(byte);
      }
      document.getElementById("result").textContent = btoa(binary);
    });
    """#
}
