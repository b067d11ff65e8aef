import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

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

  /// Fetches and reads the sitemap at `url`, following redirects.
  /// - Parameters:
  ///   - url: the sitemap's address (http or https).
  ///   - timeout: the most seconds the request may take.
  /// - Throws: ``ScanError`` of kind ``ScanError/Kind/httpError`` for a status of 400 or more,
  ///   else ``ScanError/Kind/pageLoadFailed`` (``ScanError/Kind/pageTimeout`` on the timeout).
  public static func load(from url: String, timeout: Double = 30) async throws(ScanError)
    -> Sitemap
  {
    guard RenderedPageLoader.isLoadable(url), let address = URL(string: url) else {
      throw ScanError(kind: .pageLoadFailed, message: "\(url): not an http or https URL.")
    }
    let configuration = URLSessionConfiguration.ephemeral
    configuration.timeoutIntervalForRequest = timeout
    configuration.timeoutIntervalForResource = timeout
    let session = URLSession(configuration: configuration)
    defer { session.finishTasksAndInvalidate() }
    let data: Data
    let response: URLResponse
    do {
      (data, response) = try await session.data(from: address)
    } catch let error as URLError where error.code == .timedOut {
      throw ScanError(
        kind: .pageTimeout, message: "\(url): the sitemap did not arrive within \(timeout) s.")
    } catch {
      throw ScanError(
        kind: .pageLoadFailed,
        message: "\(url): the sitemap could not be loaded (\(error.localizedDescription)).")
    }
    if let status = (response as? HTTPURLResponse)?.statusCode, status >= 400 {
      throw ScanError(
        kind: .httpError, message: "\(url): the server answered HTTP \(status) for the sitemap.",
        httpStatus: status)
    }
    return Sitemap(bytes: data)
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

  func characters(_ chunk: UnsafeBufferPointer<UInt8>, offset: Int) {
    if locStart != nil { text.append(contentsOf: chunk) }
  }

  func comment(_ text: String?, offset: Int) {}

  func message(_ message: LibXML2Message) {}
}
