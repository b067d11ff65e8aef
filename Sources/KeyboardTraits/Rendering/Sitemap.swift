import Foundation

/// The pages a sitemap lists (sitemaps.org's `sitemap.xml`): the `<loc>` of every `<url>` in a
/// `<urlset>`, or, for a sitemap index, the `<loc>` of every `<sitemap>`.
///
/// The XML is read by libxml2's streaming parser (without network access), so a large
/// sitemap costs no tree; names with a namespace prefix, such as `<image:loc>`, are not page
/// addresses and are skipped.
public struct Sitemap: Sendable, Hashable {
  /// The page addresses of a `<urlset>`, in document order.
  public var pages: [String]
  /// The sitemaps a sitemap index (`<sitemapindex>`) lists, in document order; they are not
  /// loaded (each must be given on its own).
  public var sitemaps: [String]

  /// Creates a sitemap from its lists.
  public init(pages: [String], sitemaps: [String] = []) {
    self.pages = pages
    self.sitemaps = sitemaps
  }

  /// Reads a sitemap's bytes (UTF-8, or any encoding its BOM or XML declaration implies that
  /// the scanner's decoder knows).
  public init(bytes: some Sequence<UInt8>) {
    let raw = Array(bytes)
    let utf8: [UInt8]
    switch InputDecoder.decode(raw) {
    case .success(let decoded): utf8 = decoded.utf8
    case .failure: utf8 = []
    }
    let collector = SitemapCollector()
    LibXML2SAXParser.parse(utf8, documentName: "sitemap.xml", handler: collector)
    self.init(pages: collector.pages, sitemaps: collector.sitemaps)
  }

  /// Fetches and reads the sitemap at `url` with `curl`, following redirects.
  ///
  /// `curl` (found on `environment`'s `PATH`) rather than Foundation's `URLSession`: on Linux,
  /// linking FoundationNetworking loaded libcurl, GnuTLS, LDAP and some thirty other libraries
  /// into every run, ~8 ms of each start-up, for a feature few runs use.
  /// - Parameters:
  ///   - url: the sitemap's address (http or https).
  ///   - timeout: the most seconds the request may take.
  ///   - environment: where `PATH` is looked up.
  /// - Throws: ``ScanError`` of kind ``ScanError/Kind/httpError`` for a status of 400 or more,
  ///   ``ScanError/Kind/pageTimeout`` on the timeout, else ``ScanError/Kind/pageLoadFailed``
  ///   (no `curl`, a network error, a sitemap over 100 MiB).
  public static func load(
    from url: String, timeout: Double = 30,
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) async throws(ScanError) -> Sitemap {
    guard RenderedPageLoader.isLoadable(url) else {
      throw ScanError(kind: .pageLoadFailed, message: "\(url): not an http or https URL.")
    }
    guard let curl = ExecutableSearch.find("curl", environment: environment) else {
      throw ScanError(
        kind: .pageLoadFailed,
        message: "\(url): the sitemap could not be loaded: reading a sitemap needs curl, and "
          + "none was found on PATH. Install curl (`apt-get install curl` on Debian and "
          + "Ubuntu), or give the pages' addresses yourself.")
    }
    let folder: URL
    do {
      folder = try RunFolders.shared.makeFolder("sitemap")
    } catch {
      throw ScanError(
        kind: .pageLoadFailed,
        message: "\(url): cannot create a temporary folder for the sitemap: "
          + error.localizedDescription)
    }
    defer { RunFolders.shared.removeFolder(folder) }
    let body = folder.appendingPathComponent("sitemap.xml")
    let outcome: ChildProcess.Outcome
    do {
      // curl stops itself at `--max-time`; the deadline is a safety net.
      outcome = try await ChildProcess.run(
        executable: curl, arguments: curlArguments(url: url, timeout: timeout, output: body.path),
        timeout: timeout + 5, folder: folder)
    } catch {
      throw ScanError(
        kind: .pageLoadFailed,
        message: "\(url): cannot start \(curl) to load the sitemap: \(error.localizedDescription)")
    }
    try checkOutcome(outcome, url: url, timeout: timeout)
    return Sitemap(bytes: (try? Data(contentsOf: body)) ?? Data())
  }

  /// The largest sitemap read: the protocol allows 50 MB uncompressed.
  static let maxSize = 100 * 1024 * 1024

  /// `curl`'s arguments: no `.curlrc`; quiet but for errors; redirects followed, over http and
  /// https only; a compressed answer decoded; the body to `output`, the last status on
  /// standard output.
  static func curlArguments(url: String, timeout: Double, output: String) -> [String] {
    [
      "--disable", "--silent", "--show-error", "--globoff", "--location", "--max-redirs", "10",
      "--proto", "=http,https", "--proto-redir", "=http,https", "--compressed",
      "--max-time", String(timeout), "--max-filesize", String(maxSize),
      "--output", output, "--write-out", "%{http_code}", "--url", url,
    ]
  }

  /// Throws the error a finished `curl` run stands for, if any.
  static func checkOutcome(
    _ outcome: ChildProcess.Outcome, url: String, timeout: Double
  ) throws(ScanError) {
    // curl's exit codes: 28 is its own timeout, 63 the size limit.
    if outcome.timedOut || outcome.exitStatus == 28 {
      throw ScanError(
        kind: .pageTimeout, message: "\(url): the sitemap did not arrive within \(timeout) s.")
    }
    guard outcome.exitStatus == 0 else {
      let reason =
        outcome.exitStatus == 63
        ? "it is larger than \(ByteCount.describe(maxSize))"
        : curlMessage(in: outcome.standardError)
          ?? "curl ended with status \(outcome.exitStatus.map(String.init) ?? "unknown")"
      throw ScanError(
        kind: .pageLoadFailed, message: "\(url): the sitemap could not be loaded (\(reason)).")
    }
    let status = Int(String(decoding: outcome.standardOutput, as: UTF8.self)) ?? 0
    if status >= 400 {
      throw ScanError(
        kind: .httpError, message: "\(url): the server answered HTTP \(status) for the sitemap.",
        httpStatus: status)
    }
  }

  /// curl's error line without its `curl: (7) ` prefix, such as "Failed to connect to
  /// 127.0.0.1 port 9 after 0 ms: Couldn't connect to server".
  private static func curlMessage(in standardError: String) -> String? {
    guard
      let line = standardError.split(whereSeparator: \.isNewline).last(where: {
        !$0.allSatisfy(\.isWhitespace)
      })
    else { return nil }
    guard line.hasPrefix("curl: ("), let close = line.firstIndex(of: ")") else {
      return String(line)
    }
    return line[line.index(after: close)...].trimmingCharacters(in: .whitespaces)
  }
}

/// Collects the text of `<loc>` elements, knowing whether they sit in a `<urlset>` or a
/// `<sitemapindex>`.
private final class SitemapCollector: HTMLEventHandler {
  private var text: [UInt8] = []
  var pages: [String] = []
  var sitemaps: [String] = []
  private var locStart: Int?
  private var inIndex = false

  var attributeSelection: AttributeSelection {
    AttributeSelection(
      allAttributesOf: [], allAttributesWhenPresent: "\u{0}",
      commonAttributes: [], presenceOnlyAttributes: [])
  }

  func startElement(_ name: String, attributes: [RawAttribute], closingOffset: Int) {
    switch name {
    case "sitemapindex": inIndex = true
    case "loc": locStart = text.count
    default: break
    }
  }

  func endElement(_ name: String, offset: Int) {
    guard name == "loc", let start = locStart else { return }
    locStart = nil
    let value = String(decoding: text[start...], as: UTF8.self)
      .trimmingCharacters(in: .whitespacesAndNewlines)
    text.removeAll(keepingCapacity: true)
    guard !value.isEmpty else { return }
    if inIndex { sitemaps.append(value) } else { pages.append(value) }
  }

  func characters(_ chunk: ByteChunk, offset: Int) {
    if locStart != nil { text.append(contentsOf: chunk) }
  }

  func comment(_ text: String?, offset: Int) {}

  func message(_ message: LibXML2Message) {}
}
