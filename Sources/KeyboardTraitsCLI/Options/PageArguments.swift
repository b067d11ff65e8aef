import ArgumentParser
import Foundation
import KeyboardTraits

/// `--url` and `--sitemap`: web pages loaded in headless Chromium and scanned as the browser
/// built them, with the options for the browser. Shared by `show`, `lint` and `report`.
struct PageArguments: ParsableArguments {
  @Option(
    name: .customLong("url"), parsing: .singleValue,
    help: ArgumentHelp(
      "Load this page in headless Chromium, let its scripts run and scan the DOM it built "
        + "(repeatable).", valueName: "URL"))
  var urls: [String] = []

  @Option(
    name: .customLong("sitemap"), parsing: .singleValue,
    help: ArgumentHelp(
      "Load and scan the pages this sitemap.xml lists (repeatable; see --max-pages).",
      valueName: "URL"))
  var sitemaps: [String] = []

  @Option(help: "Load at most this many pages from sitemaps.")
  var maxPages = 100

  @Option(
    help: ArgumentHelp(
      "The Chromium or Chrome executable (default: $CHROMIUM, else chromium on PATH).",
      valueName: "path"))
  var chromium: String?

  @Option(
    help: ArgumentHelp(
      "Let each page's scripts run this many milliseconds of virtual time before the DOM is "
        + "read.", valueName: "ms"))
  var renderWait = 2000

  @Option(
    help: ArgumentHelp(
      "Stop a page's browser after this many seconds and report the page as timed out.",
      valueName: "seconds"))
  var pageTimeout = 30.0

  @Option(
    name: .customLong("chromium-arg"), parsing: .unconditionalSingleValue,
    help: ArgumentHelp(
      "Pass this flag to Chromium (repeatable), such as --chromium-arg=--lang=de; your own "
        + "--host-resolver-rules replaces the host restriction.",
      valueName: "flag"))
  var chromiumArguments: [String] = []

  @Option(
    name: .customLong("allow-host"), parsing: .singleValue,
    help: ArgumentHelp(
      "Let Chromium reach this host too (repeatable), such as a CDN a page loads scripts from; "
        + "by default it resolves only the hosts of the pages and sitemaps given.",
      valueName: "host"))
  var allowedHosts: [String] = []

  func validate() throws {
    for url in urls + sitemaps where !RenderedPageLoader.isLoadable(url) {
      throw ValidationError(
        "'\(url)' is not an http or https URL; give local files as paths, not with --url.")
    }
    for host in allowedHosts
    where host.isEmpty || host.contains(where: { $0 == "," || $0 == "/" || $0.isWhitespace }) {
      throw ValidationError(
        "--allow-host takes a host name such as cdn.example or *.cdn.example, not '\(host)'.")
    }
    if maxPages < 1 { throw ValidationError("--max-pages must be 1 or more, not \(maxPages).") }
    if renderWait < 0 { throw ValidationError("--render-wait must be 0 or more milliseconds.") }
    if !(pageTimeout > 0) { throw ValidationError("--page-timeout must be more than 0 seconds.") }
  }

  /// The hosts Chromium may resolve in a run: those of every page and sitemap, then
  /// `--allow-host`'s, each once.
  static func allowedHosts(pages: [String], sitemaps: [String], extra: [String]) -> [String] {
    var hosts: [String] = []
    for host in (pages + sitemaps).compactMap(RenderedPageLoader.host(of:)) + extra
    where !hosts.contains(host.lowercased()) {
      hosts.append(host.lowercased())
    }
    return hosts
  }

  /// Whether any page is to be loaded.
  var isRequested: Bool { !urls.isEmpty || !sitemaps.isEmpty }

  /// The pages, loaded: finds the browser (exit 2 with how to install one when there is none),
  /// reads the sitemaps, and loads every page with at most `concurrency` browsers at once.
  func load(concurrency: Int) async throws -> RenderedPages {
    guard isRequested else { return RenderedPages() }
    let browser: String
    do {
      browser = try RenderedPageLoader.locateBrowser(explicitPath: chromium)
    } catch {
      FileHandle.standardError.write(Data("error: \(error.message)\n".utf8))
      throw ExitCode(2)
    }
    var loader = RenderedPageLoader(
      browserPath: browser, renderWait: renderWait, pageTimeout: pageTimeout,
      extraArguments: chromiumArguments)

    var pages = RenderedPages()
    var addresses: [String] = []
    var seen = Set<String>()
    func add(_ url: String) {
      if seen.insert(url).inserted { addresses.append(url) } else { pages.duplicates.append(url) }
    }
    urls.forEach(add)
    var fromSitemaps = 0
    for sitemapURL in sitemaps {
      let sitemap: Sitemap
      do {
        sitemap = try await Sitemap.load(from: sitemapURL, timeout: pageTimeout)
      } catch {
        pages.failedSitemaps.append(.failedPage(url: sitemapURL, error))
        continue
      }
      if !sitemap.sitemaps.isEmpty {
        pages.notes.append(
          "\(sitemapURL): a sitemap index of \(sitemap.sitemaps.count) sitemaps; only the "
            + "addresses given are loaded, so pass each with --sitemap (first: "
            + "\(sitemap.sitemaps[0]))")
      }
      let loadable = sitemap.pages.filter(RenderedPageLoader.isLoadable)
      if loadable.count < sitemap.pages.count {
        pages.notes.append(
          "\(sitemapURL): \(sitemap.pages.count - loadable.count) entries are not http or "
            + "https URLs and were skipped")
      }
      for page in loadable {
        guard fromSitemaps < maxPages else {
          pages.notes.append(
            "\(sitemapURL): more pages than --max-pages \(maxPages); the rest were not loaded")
          break
        }
        if !seen.contains(page) { fromSitemaps += 1 }
        add(page)
      }
    }
    loader.allowedHosts = Self.allowedHosts(pages: addresses, sitemaps: sitemaps, extra: allowedHosts)
    pages.inputs = await loader.inputs(for: addresses, concurrency: concurrency)
    pages.inputs += pages.failedSitemaps
    return pages
  }
}

/// The pages of a run: each loaded or failed, in the order given (sitemaps' pages after the
/// `--url` ones), with what was left out and why.
struct RenderedPages {
  /// One input per page, then one failed input per sitemap that could not be read.
  var inputs: [ScanInput] = []
  /// Sitemaps that could not be read.
  var failedSitemaps: [ScanInput] = []
  /// Addresses given more than once (loaded once).
  var duplicates: [String] = []
  /// Notes for standard error: sitemap indexes, skipped entries, the --max-pages cap.
  var notes: [String] = []
}
