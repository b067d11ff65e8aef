import Foundation
import TestHelpers
import Testing

@testable import KeyboardTraits
@testable import KeyboardTraitsLint

/// The rendered twin: each React component of `Tests/Fixtures/jsx/` as a browser holds it,
/// served on 127.0.0.1 and read through the rendered-page path (`--url`), gives the fields and
/// traits its source gives.
///
/// React itself is not available to the tests (no npm, no network), so the page served is the
/// component's static-HTML twin, which is what React renders for it (``JSXFixture``): every
/// branch of each conditional, each `.map()` once, dynamic props as the first render gives
/// them. Headless Chromium parses and serializes it; the scanner reads that DOM with selectors
/// instead of lines. Skipped without a browser.
@Suite(
  "JSX fixtures rendered in a browser", .serialized,
  .enabled(if: RenderingFixtures.hasBrowser, RenderingFixtures.skipMessage))
struct JSXRenderedTwinTests {
  @Test("each component's rendered DOM gives its source's fields, traits and value findings")
  func renderedTwins() async throws {
    var routes: [String: LocalHTTPServer.Route] = [:]
    for fixture in JSXFixture.all {
      routes["/" + fixture.twinFile] = .init(
        body: try String(contentsOfFile: fixture.twinPath, encoding: .utf8))
    }
    let server = try LocalHTTPServer(routes: routes, maxRequests: 60, lifetime: 900)
    defer { server.stop() }
    let browser = try #require(RenderingFixtures.browser)
    let loader = RenderedPageLoader(
      browserPath: browser, renderWait: 500, pageTimeout: 120,
      extraArguments: [RenderingFixtures.loopbackOnly])
    let scanner = FormScanner(options: JSXFixture.options, linter: Linter())
    let urls = JSXFixture.all.map { server.baseURL + "/" + $0.twinFile }
    let inputs = await loader.inputs(for: urls)

    for (fixture, input) in zip(JSXFixture.all, inputs) {
      let rendered = scanner.report(for: input)
      let source = scanner.report(for: .file(fixture.sourcePath))
      #expect(rendered.error == nil, "\(fixture.file): \(rendered.error?.message ?? "")")
      #expect(rendered.isRenderedPage)
      #expect(rendered.fields.count == fixture.fieldCount, "\(fixture.file)")
      #expect(rendered.fields.allSatisfy { $0.selector != nil }, "\(fixture.file)")
      let renderedJSON = try JSXTwinComparison.fieldObjects(rendered)
      let sourceJSON = try JSXTwinComparison.fieldObjects(source)
      for (field, expected) in zip(source.fields, rendered.fields) {
        let place = Comment(
          rawValue: "\(fixture.file) field \(field.index) (\(expected.selector ?? "-"))")
        let dynamic = fixture.dynamic[field.index] ?? JSXFixture.Dynamic(attributes: [])
        #expect(field.element == expected.element, place)
        if !dynamic.attributes.contains("type") {
          #expect(field.inputType == expected.inputType, place)
        }
        #expect(field.label == (dynamic.label ?? expected.label), place)
        #expect(field.formIndex == expected.formIndex, place)
        // A browser writes a bare attribute as `checked=""`, and places are selectors.
        JSXTwinComparison.expectSameAttributes(
          field, expected, dynamic: dynamic, place: place, exact: false)
        if dynamic.attributes.isEmpty {
          #expect(field.ios == expected.ios, place)
          #expect(field.android == expected.android, place)
          #expect(field.firefoxAndroid == expected.firefoxAndroid, place)
        }
        JSXTwinComparison.expectSameKnownTraits(
          sourceJSON[field.index], renderedJSON[field.index], place: place)
      }
      #expect(
        JSXTwinComparison.comparedFindings(source, positions: false)
          == JSXTwinComparison.comparedFindings(rendered, positions: false), "\(fixture.file)")
    }
  }
}
