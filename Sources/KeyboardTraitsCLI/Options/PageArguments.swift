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

  /// Whether any page is to be loaded.
  var isRequested: Bool { !urls.isEmpty || !sitemaps.isEmpty }
}
