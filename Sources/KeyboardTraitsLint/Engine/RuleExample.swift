import KeyboardTraits

/// An example in a rule's description, HTML or JSX; `↓` marks where a finding must be reported.
public struct RuleExample: Sendable {
  /// The marker character.
  public static let marker: Character = "↓"

  /// The example as written, markers included.
  public let html: String
  /// Where the example is written, so a failing example points at its own line.
  public let file: StaticString
  /// The line of the example in `file`.
  public let line: UInt
  /// The language the example is written in: HTML, `SourceSyntax.jsx` for a React one, or a
  /// template syntax.
  public let syntax: SourceSyntax

  /// Creates an HTML example; `file` and `line` default to the call site.
  public init(_ html: String, file: StaticString = #filePath, line: UInt = #line) {
    self.html = html
    self.file = file
    self.line = line
    syntax = .html
  }

  /// Creates an example in a template syntax (what the rule does on an Angular component's
  /// template, say), scanned as `kbtraits` scans a file of that syntax.
  public init(
    _ template: String, syntax: SourceSyntax, file: StaticString = #filePath, line: UInt = #line
  ) {
    html = template
    self.file = file
    self.line = line
    self.syntax = syntax
  }

  /// Creates a JSX example (what the rule does on a React component).
  public init(jsx: String, file: StaticString = #filePath, line: UInt = #line) {
    html = jsx
    self.file = file
    self.line = line
    syntax = .jsx
  }

  /// The example with its markers removed: the HTML that is scanned.
  public var strippedHTML: String {
    // By bytes: filtering Characters breaks the text into graphemes, and a SARIF log writes
    // every example of every rule at the start of each run. UTF-8 never puts the marker's
    // bytes inside another character, and no example follows a marker with a combining mark,
    // so this is the text the Character filter gives.
    let marker = Array(String(Self.marker).utf8)
    let bytes = Array(html.utf8)
    var kept: [UInt8] = []
    kept.reserveCapacity(bytes.count)
    var index = 0
    while index < bytes.count {
      if bytes[index...].starts(with: marker) {
        index += marker.count
      } else {
        kept.append(bytes[index])
        index += 1
      }
    }
    return String(decoding: kept, as: UTF8.self)
  }

  /// The 1-based positions (Unicode scalars) in ``strippedHTML`` that the markers point at.
  public var markedPositions: [SourcePosition] {
    var positions: [SourcePosition] = []
    var line = 1
    var column = 1
    for character in html {
      if character == Self.marker {
        positions.append(SourcePosition(line: line, column: column))
      } else if character == "\n" || character == "\r\n" {
        line += 1
        column = 1
      } else {
        column += character.unicodeScalars.count
      }
    }
    return positions
  }
}
