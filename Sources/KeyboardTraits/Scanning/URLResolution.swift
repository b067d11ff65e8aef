import Foundation

/// Resolves `action` and `<base href>` values the way a browser completes a URL, close enough
/// for WebKit's checks (is it empty, does it contain "login").
enum URLResolution {
  /// Resolves `reference` against `base`; nil when `reference` is nil or cannot be resolved.
  ///
  /// As the WHATWG URL parser does: leading and trailing whitespace is stripped, tabs and
  /// newlines anywhere are removed, and the host is lower-cased (so `https://LOGIN.example/`
  /// contains "login" for WebKit's login rule).
  static func resolve(_ reference: String?, against base: String) -> String? {
    guard let reference else { return nil }
    let cleaned = String(
      String.UnicodeScalarView(
        reference.trimmingHTMLWhitespace().unicodeScalars.filter {
          $0 != "\t" && $0 != "\n" && $0 != "\r"
        }))
    guard let baseURL = URL(string: base) else { return cleaned.isEmpty ? base : cleaned }
    if cleaned.isEmpty { return baseURL.absoluteString }
    if let url = URL(string: cleaned, relativeTo: baseURL) { return normalized(url) }
    // Browsers percent-encode what RFC 3986 parsers reject (spaces, non-ASCII).
    let allowed = CharacterSet.urlFragmentAllowed.union(CharacterSet(charactersIn: "#%"))
    if let escaped = cleaned.addingPercentEncoding(withAllowedCharacters: allowed),
      let url = URL(string: escaped, relativeTo: baseURL)
    {
      return normalized(url)
    }
    return cleaned
  }

  /// The absolute string with the host lower-cased.
  private static func normalized(_ url: URL) -> String {
    guard var components = URLComponents(url: url, resolvingAgainstBaseURL: true),
      let host = components.host, host != host.lowercased()
    else { return url.absoluteString }
    components.host = host.lowercased()
    return components.string ?? url.absoluteString
  }
}
