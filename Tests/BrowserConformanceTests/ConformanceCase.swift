import Foundation

/// One page whose fields the scanner must read as Chromium's HTML5 parser builds them.
struct ConformanceCase: Sendable, CustomStringConvertible {
  /// The bytes a page is served and scanned as.
  enum Encoding: Sendable {
    case utf8
    /// windows-1252 (each scalar of the text is one byte, U+0000–U+00FF).
    case latin1
  }

  /// A unique kebab-case name; its class comes first (`charref-`, `comment-`, …).
  let name: String
  let html: String
  var encoding: Encoding = .utf8
  /// Why the scanner still reads this page differently from the browser, when it does; the
  /// suite fails when such a case starts to agree, so that the mark is removed.
  var knownDifference: String?

  init(_ name: String, _ html: String, encoding: Encoding = .utf8, known: String? = nil) {
    self.name = name
    self.html = html
    self.encoding = encoding
    knownDifference = known
  }

  var bytes: [UInt8] {
    switch encoding {
    case .utf8: return Array(html.utf8)
    case .latin1: return html.unicodeScalars.map { UInt8(truncatingIfNeeded: $0.value) }
    }
  }

  var description: String { name }
}

/// A field as the comparison sees it: the element, its attributes in order, its form owner
/// (`#id`, or `form<N>` for a form without id) and whether it sits in a `<template>`.
struct FieldRecord: Sendable, Hashable, Codable, CustomStringConvertible {
  var tag: String
  var attributes: [[String]]
  var form: String?
  var template: Bool

  var description: String {
    let attributes = attributes.map { pair in
      "\(pair[0])=\(String(reflecting: pair.count > 1 ? pair[1] : ""))"
    }
    let owner = form.map { " form=\($0)" } ?? ""
    return "<\(tag) \(attributes.joined(separator: " "))>\(owner)\(template ? " (template)" : "")"
  }
}
