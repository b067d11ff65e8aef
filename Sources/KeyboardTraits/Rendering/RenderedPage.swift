/// A web page as the browser built it: the DOM after its scripts ran, serialized as HTML.
///
/// ``RenderedPageLoader`` makes one; ``FormScanner/scan(page:)`` scans it, so fields created by
/// React or any other script are found. Line numbers in ``html`` belong to the browser's
/// serialization, so reports name each field by its ``FormField/selector`` instead.
public struct RenderedPage: Sendable, Hashable {
  /// The address as given, which reports show as the path.
  public var url: String
  /// Where the browser ended up after redirects: the document's URL, which relative form
  /// actions resolve against.
  public var finalURL: String
  /// The HTTP status of the page's own response (after redirects), nil when unknown.
  public var status: Int?
  /// The DOM, serialized by the browser (`--dump-dom`).
  public var html: String

  /// Creates a page from its DOM.
  public init(url: String, finalURL: String? = nil, status: Int? = nil, html: String) {
    self.url = url
    self.finalURL = finalURL ?? url
    self.status = status
    self.html = html
  }
}
