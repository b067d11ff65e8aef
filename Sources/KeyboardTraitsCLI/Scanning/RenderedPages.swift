import Foundation
import KeyboardTraits

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
  /// With `--shard`: every page of the whole run, counted before the split.
  var shardTally: ShardTally?
}

extension RenderedPages {
  /// The pages `arguments` ask for, loaded: finds the browser (when there is none, says how to
  /// install one and stops the run with exit status 2), reads the sitemaps, and loads every
  /// page with at most `concurrency` browsers at once.
  ///
  /// With a `shard`, only its pages are loaded, chosen by URL once the sitemaps are read (and
  /// only its failed sitemaps are reported).
  static func load(
    _ arguments: PageArguments, concurrency: Int, shard: Shard? = nil
  ) async throws -> RenderedPages {
    guard arguments.isRequested else { return RenderedPages() }
    let browser: String
    do {
      browser = try RenderedPageLoader.locateBrowser(explicitPath: arguments.chromium)
    } catch {
      FileHandle.standardError.write(Data("error: \(error.message)\n".utf8))
      throw RunStopped(outcome: .usageError)
    }
    var loader = RenderedPageLoader(
      browserPath: browser, renderWait: arguments.renderWait, pageTimeout: arguments.pageTimeout,
      extraArguments: arguments.chromiumArguments)

    var pages = RenderedPages()
    var addresses: [String] = []
    var seen = Set<String>()
    func add(_ url: String) {
      if seen.insert(url).inserted { addresses.append(url) } else { pages.duplicates.append(url) }
    }
    arguments.urls.forEach(add)
    var fromSitemaps = 0
    let maxPages = arguments.maxPages
    for sitemapURL in arguments.sitemaps {
      let sitemap: Sitemap
      do {
        sitemap = try await Sitemap.load(from: sitemapURL, timeout: arguments.pageTimeout)
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
    loader.allowedHosts = allowedHosts(
      pages: addresses, sitemaps: arguments.sitemaps, extra: arguments.allowedHosts)
    if let shard {
      // Split in the order the whole run reports them: pages, then failed sitemaps.
      var tally = ShardTally(shard)
      addresses = addresses.filter { tally.take(key: $0, isPage: true) }
      pages.failedSitemaps = pages.failedSitemaps.filter { tally.take(key: $0.path, isPage: true) }
      pages.shardTally = tally
    }
    pages.inputs = await loader.inputs(for: addresses, concurrency: concurrency)
    pages.inputs += pages.failedSitemaps
    return pages
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
}
