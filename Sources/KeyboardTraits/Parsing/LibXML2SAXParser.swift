import CLibXML2

/// One attribute of a start tag as libxml2 reported it.
///
/// Names arrive lower-cased; `value` is nil for an attribute written without `=` (`required`).
struct RawAttribute: Sendable, Hashable {
  var name: String
  var value: String?
  /// Whether a template writes the value (or the attribute itself); see `TemplateMask`.
  var isDynamic = false
  /// Where the tag writes it, once the tag's bytes are read (``WrittenAttributes``).
  var span: AttributeSourceRange?
}

/// A message libxml2 emitted while parsing (it never prints; we collect).
struct LibXML2Message: Sendable, Hashable {
  enum Level: Int, Sendable {
    case warning = 1
    case error = 2
    case fatal = 3
  }
  var level: Level
  var line: Int
  var message: String
}

/// Which attributes a handler needs: converting every attribute of every element to Swift strings
/// would cost more than the parse itself.
struct AttributeSelection: Sendable {
  /// Any element carrying this attribute gets all of them too.
  let allAttributesWhenPresent: String
  /// The attributes reported for every other element.
  let commonAttributes: [String]
  /// Common attributes whose presence is all that matters: reported with an empty value, which
  /// spares converting long `href`s.
  let presenceOnlyAttributes: Set<String>

  /// What an attribute name found in a tag means, looked up by its bytes: each attribute of
  /// each element is looked up, and comparing it with every common name in turn (then making a
  /// `String` of the match) was more than half the cost of handing an element over.
  fileprivate enum Meaning: Sendable {
    /// `commonAttributes[index]`, with or without its value.
    case common(index: Int, wantsValue: Bool)
    /// `allAttributesWhenPresent`.
    case trigger
  }

  fileprivate let meanings: NameTable<Meaning>

  /// An element name the parser reports often, found by its bytes with what it needs: making a
  /// `String` of the name of every start and end tag, then looking it up in a set of the
  /// elements that get all their attributes, cost more than this one lookup.
  fileprivate struct KnownElement: Sendable {
    let name: String
    let getsAllAttributes: Bool
  }

  /// `frequentElements` and `allAttributesOf`: so a name not found here gets only the common
  /// attributes.
  fileprivate let knownElements: NameTable<KnownElement>

  /// - Parameters:
  ///   - allAttributesOf: elements that get all their attributes.
  ///   - frequentElements: names worth finding without a new `String` each time.
  init(
    allAttributesOf: Set<String>, allAttributesWhenPresent: String,
    commonAttributes: [String], presenceOnlyAttributes: Set<String> = [],
    frequentElements: Set<String> = []
  ) {
    var known: [String: KnownElement] = [:]
    for name in frequentElements.union(allAttributesOf) {
      known[name] = KnownElement(name: name, getsAllAttributes: allAttributesOf.contains(name))
    }
    knownElements = NameTable(known)
    self.allAttributesWhenPresent = allAttributesWhenPresent
    self.commonAttributes = commonAttributes
    self.presenceOnlyAttributes = presenceOnlyAttributes
    var meanings: [String: Meaning] = [allAttributesWhenPresent: .trigger]
    for (index, name) in commonAttributes.enumerated() where meanings[name] == nil {
      meanings[name] = .common(index: index, wantsValue: !presenceOnlyAttributes.contains(name))
    }
    self.meanings = NameTable(meanings)
  }
}

/// Receives the SAX events of one parse as Swift values.
///
/// Offsets are byte offsets into the UTF-8 buffer handed to `LibXML2SAXParser.parse`.
protocol HTMLEventHandler: AnyObject {
  /// Which attributes to convert; read once per parse.
  var attributeSelection: AttributeSelection { get }
  /// A start tag; `closingOffset` is the offset of its final `>` (libxml2 reports the tag's end).
  func startElement(_ name: String, attributes: [RawAttribute], closingOffset: Int)
  /// An end tag, explicit or implied; `offset` is where libxml2 stood after it.
  func endElement(_ name: String, offset: Int)
  /// A run of text (entities decoded), valid only during the call; `offset` is where it ended.
  /// The handler keeps what it needs.
  func characters(_ chunk: ByteChunk, offset: Int)
  /// A comment; `offset` is where libxml2 stood after its `-->`. `text` is given only when the
  /// comment mentions `kbtraits` (suppression directives); others are not converted.
  func comment(_ text: String?, offset: Int)
  /// A parser message.
  func message(_ message: LibXML2Message)
}

/// The only place that touches libxml2: its raw pointers stay here, and the handler gets Swift
/// values and `ByteChunk`s.
///
/// One parse is synchronous inside `parse`: the context is created, fed the whole document in a
/// single chunk and freed before returning. libxml2 2.9.14's push parser loses `</script>` when a
/// chunk boundary splits it, so the document is never split.
enum LibXML2SAXParser {
  private static let initialized: Void = { xmlInitParser() }()

  /// The version of the libxml2 library the process runs with ("2.9.14"), read from the library
  /// itself rather than from the headers the binary was compiled against.
  static var runtimeVersion: String {
    // libxml2's `xmlParserVersion`, "20914" for 2.9.14.
    guard let pointer = kbtraits_libxml2_parser_version(),
      let number = Int(String(cString: pointer))
    else { return "unknown" }
    return "\(number / 10000).\(number / 100 % 100).\(number % 100)"
  }

  /// Parses UTF-8 HTML and forwards every event to `handler`.
  static func parse(_ utf8: [UInt8], documentName: String, handler: some HTMLEventHandler) {
    _ = initialized
    let session = SAXSession(handler: handler)
    var sax = htmlSAXHandler()
    sax.startElement = { context, name, attributes in
      guard let context, let name else { return }
      SAXSession.from(context).didStart(name: name, attributes: attributes)
    }
    sax.endElement = { context, name in
      guard let context, let name else { return }
      SAXSession.from(context).didEnd(name: name)
    }
    sax.characters = { context, text, length in
      guard let context, let text, length > 0 else { return }
      SAXSession.from(context).didReadText(text, length: Int(length))
    }
    sax.ignorableWhitespace = sax.characters
    sax.cdataBlock = sax.characters
    sax.comment = { context, text in
      guard let context else { return }
      SAXSession.from(context).didReadComment(text)
    }
    sax.serror = { context, error in
      guard let context, let error else { return }
      SAXSession.from(context).didReport(error.pointee)
    }
    sax.initialized = XML_SAX2_MAGIC

    let box = Unmanaged.passRetained(session)
    defer { box.release() }
    guard
      let parser = htmlCreatePushParserCtxt(
        &sax, box.toOpaque(), nil, 0, documentName, XML_CHAR_ENCODING_UTF8)
    else { return }
    defer { htmlFreeParserCtxt(parser) }
    session.parser = parser
    let options =
      HTML_PARSE_RECOVER.rawValue | HTML_PARSE_NONET.rawValue | HTML_PARSE_IGNORE_ENC.rawValue
    htmlCtxtUseOptions(parser, Int32(bitPattern: options))
    utf8.withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) { chars in
        _ = htmlParseChunk(parser, chars.baseAddress, Int32(clamping: chars.count), 1)
      }
    }
    session.parser = nil
  }
}

/// Per-parse state reachable from libxml2's `userData`; lives exactly as long as `parse`.
private final class SAXSession {
  let deliver: any HTMLEventHandler
  @exclusivity(unchecked) var parser: htmlParserCtxtPtr?  // set once, read per event
  private let selection: AttributeSelection
  @exclusivity(unchecked) private var attributeBuffer: [RawAttribute] = []

  init(handler: some HTMLEventHandler) {
    deliver = handler
    selection = handler.attributeSelection
  }

  static func from(_ context: UnsafeMutableRawPointer) -> SAXSession {
    Unmanaged<SAXSession>.fromOpaque(context).takeUnretainedValue()
  }

  private var consumed: Int {
    guard let parser else { return 0 }
    return Int(xmlByteConsumed(parser))
  }

  /// libxml2's attributes of a start tag: name, value (nil without `=`), …, then nil.
  typealias TagAttributes = UnsafeMutablePointer<UnsafePointer<xmlChar>?>

  /// The bytes of a name libxml2 reports, without its terminating NUL.
  private static func bytes(of name: UnsafePointer<xmlChar>) -> ByteChunk {
    ByteChunk(UnsafeBufferPointer(start: name, count: Int(xmlStrlen(name))))
  }

  /// The element called `name`: a frequent name without a new `String`; any other gets only
  /// the common attributes (``AttributeSelection/knownElements`` holds every element that
  /// gets all).
  private func element(named name: UnsafePointer<xmlChar>) -> AttributeSelection.KnownElement {
    let bytes = Self.bytes(of: name)
    return selection.knownElements[utf8: bytes]
      ?? AttributeSelection.KnownElement(
        name: String(decoding: bytes, as: UTF8.self), getsAllAttributes: false)
  }

  func didStart(name: UnsafePointer<xmlChar>, attributes: TagAttributes?) {
    let element = element(named: name)
    // Reuse one buffer: most elements' attributes are looked at and dropped, so they need no
    // array of their own (a handler that keeps them gets a copy on the next element).
    var collected = attributeBuffer
    attributeBuffer = []
    collected.removeAll(keepingCapacity: true)
    defer { attributeBuffer = collected }
    if let attributes {
      if element.getsAllAttributes {
        Self.collectAll(attributes, into: &collected)
      } else {
        collectCommon(attributes, into: &collected)
      }
    }
    deliver.startElement(element.name, attributes: collected, closingOffset: consumed)
  }

  /// The common attributes, or all of them once the trigger turns up.
  private func collectCommon(
    _ attributes: TagAttributes, into collected: inout [RawAttribute]
  ) {
    let meanings = selection.meanings
    var index = 0
    while let key = attributes[index] {
      switch meanings[utf8: Self.bytes(of: key)] {
      case .common(let common, let wantsValue):
        let value = wantsValue ? attributes[index + 1].map { String(cString: $0) } : ""
        collected.append(RawAttribute(name: selection.commonAttributes[common], value: value))
      case .trigger:
        collected.removeAll(keepingCapacity: true)
        Self.collectAll(attributes, into: &collected)
        return
      case nil:
        break
      }
      index += 2
    }
  }

  private static func collectAll(
    _ attributes: TagAttributes, into collected: inout [RawAttribute]
  ) {
    var index = 0
    while let key = attributes[index] {
      collected.append(
        RawAttribute(
          name: String(cString: key), value: attributes[index + 1].map { String(cString: $0) }))
      index += 2
    }
  }

  func didEnd(name: UnsafePointer<xmlChar>) {
    deliver.endElement(element(named: name).name, offset: consumed)
  }

  func didReadText(_ text: UnsafePointer<xmlChar>, length: Int) {
    let chunk = ByteChunk(UnsafeBufferPointer(start: text, count: length))
    deliver.characters(chunk, offset: consumed)
  }

  private static let toolName: [xmlChar] = Array("kbtraits".utf8) + [0]

  func didReadComment(_ text: UnsafePointer<xmlChar>?) {
    // Checked in C: converting every comment to a Swift string would cost for nothing.
    let mentionsTool = text.map { xmlStrstr($0, Self.toolName) != nil } ?? false
    deliver.comment(mentionsTool ? text.map { String(cString: $0) } : nil, offset: consumed)
  }

  func didReport(_ error: xmlError) {
    let text = error.message.map { String(cString: $0) } ?? "unknown parser error"
    let level = LibXML2Message.Level(rawValue: Int(error.level.rawValue)) ?? .error
    deliver.message(
      LibXML2Message(
        level: level, line: Int(error.line),
        message: text.trimmingTrailingNewlines()))
  }
}

extension String {
  fileprivate func trimmingTrailingNewlines() -> String {
    var result = self
    while result.last == "\n" || result.last == "\r" { result.removeLast() }
    return result
  }
}
