import Foundation

/// Resolves `action` and `<base href>` values the way a browser completes a URL, close enough
/// for WebKit's checks (is it empty, does it contain "login").
enum URLResolution {
  /// Resolves `reference` against `base`; nil when `reference` is nil or cannot be resolved.
  /// Leading and trailing HTML whitespace is stripped first, as browsers do for URL attributes.
  static func resolve(_ reference: String?, against base: String) -> String? {
    guard let reference else { return nil }
    let trimmed = String(reference.trimmingHTMLWhitespace())
    guard let baseURL = URL(string: base) else { return trimmed.isEmpty ? base : trimmed }
    if trimmed.isEmpty { return baseURL.absoluteString }
    if let url = URL(string: trimmed, relativeTo: baseURL) { return url.absoluteString }
    // Browsers percent-encode what RFC 3986 parsers reject (spaces, non-ASCII).
    let allowed = CharacterSet.urlFragmentAllowed.union(CharacterSet(charactersIn: "#%"))
    if let escaped = trimmed.addingPercentEncoding(withAllowedCharacters: allowed),
      let url = URL(string: escaped, relativeTo: baseURL)
    {
      return url.absoluteString
    }
    return trimmed
  }
}
