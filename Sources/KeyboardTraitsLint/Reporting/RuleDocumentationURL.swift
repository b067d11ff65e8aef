import KeyboardTraits

/// Where the rule catalogue is published, as given with `--rules-url` or `rules-url:` in
/// `.kbtraits.yml`; reports link rules there only when it is set, never to a guessed address.
///
/// The convention: ``page`` is the address of one page that documents every rule (the published
/// `docs/rules.md`, or `kbtraits rules --format markdown` rendered anywhere), with an anchor named
/// by each rule id, so rule `password-autocomplete` links to `page#password-autocomplete`.
/// `page` must be an absolute `http` or `https` URL with a host and without a fragment.
public struct RuleDocumentationURL: Sendable, Hashable, CustomStringConvertible {
  /// Why a value cannot be used, as a sentence that quotes it and says what to write instead.
  public struct Invalid: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong and what to write instead.
    public var reason: String
    /// The reason.
    public var description: String { reason }
  }

  /// The catalogue page, exactly as given.
  public let page: String

  /// An example of a good value, for messages and help.
  public static let example = "https://example.com/docs/rules.md"

  /// Checks `text` and keeps it.
  /// - Throws: ``Invalid`` when it is not an absolute `http`/`https` URL with a host, has a
  ///   fragment, or contains a character that URLs must percent-encode.
  public init(validating text: String) throws(Invalid) {
    let lowered = text.lowercased()
    let rest: Substring
    if lowered.hasPrefix("https://") {
      rest = text.dropFirst("https://".count)
    } else if lowered.hasPrefix("http://") {
      rest = text.dropFirst("http://".count)
    } else {
      throw Invalid(
        reason: "'\(text)' is not an absolute http or https URL; give the address of the page "
          + "that documents the rules, such as '\(Self.example)'")
    }
    if let bad = text.unicodeScalars.first(where: { !Self.isAllowed($0) }) {
      let shown = bad.value == 0x20 ? "a space" : "'\(bad.escaped(asASCII: true))'"
      throw Invalid(
        reason: "'\(text)' contains \(shown), which a URL must percent-encode")
    }
    if text.contains("#") {
      throw Invalid(
        reason: "'\(text)' has a fragment ('#…'); give the page alone, since each rule links to "
          + "the page followed by '#' and the rule id")
    }
    let authority = rest.prefix { $0 != "/" && $0 != "?" }
    let hostAndPort = authority.split(separator: "@", omittingEmptySubsequences: false).last ?? ""
    let host = hostAndPort.hasPrefix("[") ? hostAndPort : hostAndPort.prefix { $0 != ":" }
    guard !host.isEmpty else {
      throw Invalid(
        reason: "'\(text)' has no host; write it like '\(Self.example)'")
    }
    page = text
  }

  /// The documentation of rule `id`: ``page``, `#` and the id (see ``fragment(forRule:)``).
  public func link(forRule id: String) -> String {
    page + "#" + Self.fragment(forRule: id)
  }

  /// The page.
  public var description: String { page }

  /// Rule `id` as a URL fragment. Ids are kebab-case; any other byte is percent-encoded, so the
  /// fragment can never end the URL, the attribute or the Markdown link it is written into.
  public static func fragment(forRule id: String) -> String {
    PercentEncoding.string(Array(id.utf8)) { byte in
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
        UInt8(ascii: "-"):
        true
      default: false
      }
    }
  }

  /// Printable ASCII other than the characters RFC 3986 never allows unencoded.
  private static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
    guard scalar.value > 0x20, scalar.value < 0x7F else { return false }
    return !"\"<>\\^`{|}".unicodeScalars.contains(scalar)
  }
}
