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

  @Test("load fetches over HTTP; an HTTP error carries its status")
  func load() async throws {
    // The lifetime is only a safety net: under a loaded parallel run this test may wait a minute
    // for a thread before it sends its first request.
    let server = try LocalHTTPServer(
      routes: RenderingFixtures.routes(slowDelay: 0), maxRequests: 10, lifetime: 1200)
    defer { server.stop() }
    let sitemap = try await Sitemap.load(from: server.baseURL + "/sitemap.xml", timeout: 10)
    #expect(sitemap.pages.map { $0.replacingOccurrences(of: server.baseURL, with: "") } == [
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
}
