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
    let cleaned = withoutTabsAndNewlines(String(reference.trimmingHTMLWhitespace()))
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

  /// `text` without TAB, LF and CR; itself when it has none, as nearly every `action` does
  /// (filtering its scalars was a visible cost for every form).
  private static func withoutTabsAndNewlines(_ text: String) -> String {
    let isRemoved = { (byte: UInt8) in byte == 0x09 || byte == 0x0A || byte == 0x0D }
    return text.withUTF8Chunk { bytes in
      guard bytes.contains(where: isRemoved) else { return text }
      return String(decoding: bytes.filter { !isRemoved($0) }, as: UTF8.self)
    }
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
