import Foundation
import TestHelpers
import Testing

@testable import KeyboardTraits

/// sitemap.xml read with libxml2, and fetched from a loopback server.
@Suite("Sitemap")
struct SitemapTests {
  @Test("a urlset lists its pages in order; prefixed locs and whitespace are not pages")
  func urlset() {
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"
              xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">
        <url>
          <loc> https://shop.example/ </loc>
          <image:image><image:loc>https://shop.example/a.png</image:loc></image:image>
        </url>
        <url><loc>https://shop.example/search?q=a&amp;page=2</loc><lastmod>2024-01-01</lastmod></url>
      </urlset>
      """
    let sitemap = Sitemap(bytes: Array(xml.utf8))
    #expect(sitemap.pages == ["https://shop.example/", "https://shop.example/search?q=a&page=2"])
    #expect(sitemap.sitemaps.isEmpty)
  }

  @Test("a sitemap index lists sitemaps, not pages")
  func index() {
    let xml = """
      <sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
        <sitemap><loc>https://shop.example/sitemap-1.xml</loc></sitemap>
      </sitemapindex>
      """
    let sitemap = Sitemap(bytes: Array(xml.utf8))
    #expect(sitemap.pages.isEmpty)
    #expect(sitemap.sitemaps == ["https://shop.example/sitemap-1.xml"])
  }

  @Test(
    "load fetches over HTTP; an HTTP error carries its status",
    .enabled(if: RenderingFixtures.hasCurl, RenderingFixtures.curlSkipMessage))
  func load() async throws {
    let server = try fixtureServer(slowDelay: 0)
    defer { server.stop() }
    let sitemap = try await Sitemap.load(from: server.baseURL + "/sitemap.xml", timeout: 10)
    #expect(
      sitemap.pages.map { $0.replacingOccurrences(of: server.baseURL, with: "") } == [
        "/signup.html", "/missing.html", "/slow.html",
      ])
    await #expect(throws: ScanError.self) {
      try await Sitemap.load(from: server.baseURL + "/none.xml", timeout: 10)
    }
    do {
      _ = try await Sitemap.load(from: server.baseURL + "/none.xml", timeout: 10)
    } catch {
      #expect(error.kind == .httpError)
      #expect(error.httpStatus == 404)
    }
  }

  @Test("load says how to get curl when PATH has none")
  func loadWithoutCurl() async throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    do {
      _ = try await Sitemap.load(
        from: "http://127.0.0.1:9/sitemap.xml", timeout: 5, environment: ["PATH": folder.path])
      Issue.record("a sitemap loaded without curl")
    } catch {
      #expect(error.kind == .pageLoadFailed)
      #expect(error.message.contains("needs curl, and none was found on PATH"))
      #expect(error.message.contains("apt-get install curl"))
    }
  }

  @Test(
    "load reports a refused connection with curl's reason and a slow server as a timeout",
    .enabled(if: RenderingFixtures.hasCurl, RenderingFixtures.curlSkipMessage))
  func loadFailures() async throws {
    let server = try fixtureServer(slowDelay: 30)
    defer { server.stop() }
    do {
      _ = try await Sitemap.load(from: server.baseURL + "/slow.html", timeout: 1)
      Issue.record("a slow sitemap loaded")
    } catch {
      #expect(error.kind == .pageTimeout)
      #expect(error.message.hasSuffix("the sitemap did not arrive within 1.0 s."))
    }
    // Port 9 (discard) on the loopback is closed here.
    do {
      _ = try await Sitemap.load(from: "http://127.0.0.1:9/sitemap.xml", timeout: 5)
      Issue.record("a sitemap loaded from a closed port")
    } catch {
      #expect(error.kind == .pageLoadFailed)
      #expect(
        error.message.hasPrefix(
          "http://127.0.0.1:9/sitemap.xml: the sitemap could not be loaded ("))
      #expect(!error.message.contains("curl: ("))
    }
  }

  /// The rendering fixtures on a loopback server. The lifetime is only a safety net: under a
  /// loaded parallel run a test may wait a minute for a thread before its first request.
  private func fixtureServer(slowDelay: Double) throws -> LocalHTTPServer {
    try LocalHTTPServer(
      routes: RenderingFixtures.routes(slowDelay: slowDelay), maxRequests: 10, lifetime: 1200)
  }

  @Test("a finished curl run maps to the error it stands for")
  func curlOutcomes() {
    func outcome(_ status: Int32?, output: String = "", error: String = "", timedOut: Bool = false)
      -> ChildProcess.Outcome
    {
      ChildProcess.Outcome(
        exitStatus: status, timedOut: timedOut, standardOutput: Data(output.utf8),
        standardError: error)
    }
    func check(_ run: ChildProcess.Outcome) -> ScanError? {
      do {
        try Sitemap.checkOutcome(run, url: "https://shop.example/sitemap.xml", timeout: 2)
        return nil
      } catch { return error }
    }
    #expect(check(outcome(0, output: "200")) == nil)
    #expect(check(outcome(0, output: "404"))?.httpStatus == 404)
    #expect(check(outcome(0, output: "503"))?.kind == .httpError)
    #expect(check(outcome(28))?.kind == .pageTimeout)
    #expect(check(outcome(nil, timedOut: true))?.kind == .pageTimeout)
    #expect(
      check(outcome(63))?.message
        == "https://shop.example/sitemap.xml: the sitemap could not be loaded (it is larger "
        + "than 104857600 bytes (100 MiB)).")
    #expect(
      check(outcome(6, error: "curl: (6) Could not resolve host: shop.example\n"))?.message
        == "https://shop.example/sitemap.xml: the sitemap could not be loaded (Could not "
        + "resolve host: shop.example).")
    #expect(
      check(outcome(35))?.message
        == "https://shop.example/sitemap.xml: the sitemap could not be loaded (curl ended with "
        + "status 35).")
  }
}
