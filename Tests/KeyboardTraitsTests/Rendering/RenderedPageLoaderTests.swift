import Foundation
import TestHelpers
import Testing

@testable import KeyboardTraits

/// Pages loaded in headless Chromium from a server on 127.0.0.1 (skipped without a browser).
/// Chromium is kept on loopback by `RenderingFixtures.loopbackOnly`.
@Suite(
  "Rendered pages in Chromium", .serialized,
  .enabled(if: RenderingFixtures.hasBrowser, RenderingFixtures.skipMessage))
struct RenderedPageLoaderTests {
  /// Processes whose command line names `folder` (Linux: /proc), such as a browser whose
  /// profile is in it; zombies have no command line and do not count.
  private func processes(mentioning folder: String) -> [String] {
    guard let entries = try? FileManager.default.contentsOfDirectory(atPath: "/proc") else {
      return []
    }
    return entries.filter { Int($0) != nil }.filter { pid in
      guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline") else {
        return false
      }
      return String(decoding: data, as: UTF8.self).contains(folder)
    }
  }

  @Test("a form built by JavaScript: fields, traits and selectors as the browser built them")
  func scriptedForm() async throws {
    let server = try LocalHTTPServer(
      routes: RenderingFixtures.routes(slowDelay: 0), maxRequests: 20, lifetime: 120)
    defer { server.stop() }
    let browser = try #require(RenderingFixtures.browser)
    let loader = RenderedPageLoader(
      browserPath: browser, pageTimeout: 60, extraArguments: [RenderingFixtures.loopbackOnly])
    let url = server.baseURL + "/signup.html"
    let report = await FormScanner().report(forPageAt: url, loader: loader)

    #expect(report.error == nil, "\(report.error?.message ?? "")")
    #expect(report.path == url)
    #expect(report.page?.status == 200)
    let fields = report.fields
    #expect(fields.map(\.name) == ["email", "password", "card"])
    #expect(fields.map(\.ios.keyboardType) == [.emailAddress, .default, .numbersAndPunctuation])
    #expect(fields[1].ios.secureTextEntry)
    #expect(
      fields.map(\.selector) == [
        #"form#signup > label:nth-of-type(1) > input[name="email"]"#,
        #"form#signup > label:nth-of-type(2) > input[name="password"]"#,
        #"form#signup > label:nth-of-type(3) > input[name="card"]"#,
      ])
    // The action resolves against the page's URL, as the browser resolves it.
    #expect(report.document?.forms.first?.resolvedAction == server.baseURL + "/account/signup")
    // Only the page (and the favicon the browser asks for) was requested.
    #expect(Set(server.requestedPaths).isSubset(of: ["/signup.html", "/favicon.ico"]))
    #expect(server.requestedPaths.filter { $0 == "/signup.html" }.count == 1)
  }

  @Test("a 404 is a page error with its status; a slow page times out and its browser is killed")
  func failures() async throws {
    let server = try LocalHTTPServer(
      routes: RenderingFixtures.routes(slowDelay: 60), maxRequests: 20, lifetime: 120)
    defer { server.stop() }
    let browser = try #require(RenderingFixtures.browser)
    let profiles = try TemporaryDirectory()
    defer { profiles.remove() }

    let notFound = await RenderedPageLoader(
      browserPath: browser, pageTimeout: 60, extraArguments: [RenderingFixtures.loopbackOnly],
      temporaryFolder: profiles.path
    ).inputs(for: [server.baseURL + "/missing.html"])
    guard case .failedPage(let url, let error) = try #require(notFound.first) else {
      Issue.record("expected a failed page, got \(notFound)")
      return
    }
    #expect(url == server.baseURL + "/missing.html")
    #expect(error.kind == .httpError)
    #expect(error.httpStatus == 404)
    #expect(error.message.contains("HTTP 404"))

    let start = Date()
    let slow = await RenderedPageLoader(
      browserPath: browser, pageTimeout: 3, extraArguments: [RenderingFixtures.loopbackOnly],
      temporaryFolder: profiles.path
    ).inputs(for: [server.baseURL + "/slow.html"])
    let elapsed = Date().timeIntervalSince(start)
    guard case .failedPage(_, let timeout) = try #require(slow.first) else {
      Issue.record("expected a timed-out page, got \(slow)")
      return
    }
    #expect(timeout.kind == .pageTimeout)
    #expect(elapsed < 30, "the slow page answers after 60 s; the timeout is 3 s")
    // The browser's temporary profile is gone, and so is every process that used it.
    #expect((try FileManager.default.contentsOfDirectory(atPath: profiles.path)).isEmpty)
    #expect(processes(mentioning: profiles.path).isEmpty)
  }
}
