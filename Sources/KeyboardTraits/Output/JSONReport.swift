/// The JSON output contract (docs/json-output.md, schema version 1) shared by `kbtraits show` and
/// `kbtraits lint`.
public enum JSONReport {
  /// The contract's schema version.
  public static let schemaVersion = 1

  /// Writes the document in pieces so that a run over many files never holds all of it: call
  /// ``begin()``, then ``file(_:isFirst:)`` per report, then ``end(summary:wroteFiles:)``.
  public static func begin() -> String {
    let tool = JSONValue.object([
      ("name", .string("kbtraits")), ("version", .string(KeyboardTraitsVersion.current)),
    ])
    return "{\n  \"schemaVersion\": \(schemaVersion),\n  \"tool\": \(tool.rendered(indent: 2)),\n"
      + "  \"files\": ["
  }

  /// One entry of `files`, preceded by a comma unless it is the first.
  public static func file(_ report: FileReport, isFirst: Bool) -> String {
    var bytes: [UInt8] = []
    write(report, isFirst: isFirst, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Appends ``file(_:isFirst:)`` as UTF-8 to `output`, without an intermediate string.
  public static func write(_ report: FileReport, isFirst: Bool, to output: inout [UInt8]) {
    output.append(contentsOf: (isFirst ? "\n    " : ",\n    ").utf8)
    JSONWriter.append(to: &output, indent: 4) { write(report, to: &$0) }
  }

  /// Closes `files` and writes the summary.
  public static func end(summary: ScanSummary, wroteFiles: Bool) -> String {
    (wroteFiles ? "\n  ]" : "]") + ",\n  \"summary\": " + value(for: summary).rendered(indent: 2)
      + "\n}\n"
  }

  /// The whole document for a finished run.
  public static func render(_ run: ScanRun) -> String {
    var output = begin()
    for (offset, report) in run.files.enumerated() { output += file(report, isFirst: offset == 0) }
    return output + end(summary: run.summary, wroteFiles: !run.files.isEmpty)
  }

  /// One file's object.
  static func write(_ report: FileReport, to json: inout JSONWriter) {
    json.beginObject()
    json.member("path", report.path)
    if let page = report.page {
      json.key("page")
      json.beginObject()
      json.key("status")
      if let status = page.status { json.int(status) } else { json.null() }
      json.endObject()
    }
    json.key("error")
    if let error = report.error {
      json.beginObject()
      json.member("kind", error.kind.rawValue)
      json.member("message", error.message)
      json.endObject()
    } else {
      json.null()
    }
    if let document = report.document { json.member("encoding", document.encoding.name) }
    // A rendered page's lines are the browser's serialization: selectors name places instead.
    let positions = !report.isRenderedPage
    let fields = report.fields
    json.member("fields", items: fields) { write($0, positions: positions, to: &$1) }
    json.member("diagnostics", items: report.diagnostics) { diagnostic, json in
      write(
        diagnostic, positions: positions, selector: report.selector(for: diagnostic), to: &json)
    }
    if let notes = report.document?.notes, !notes.isEmpty {
      json.member("notes", items: notes) { write($0, positions: positions, to: &$1) }
    }
    json.endObject()
  }

  /// One field's object; `positions: false` (rendered pages) writes `selector` instead of
  /// `line` and `column`.
  static func write(_ field: FormField, positions: Bool = true, to json: inout JSONWriter) {
    json.beginObject()
    json.member("element", field.element)
    if field.isEditingHost { json.member("editable", true) }
    if let type = field.inputType { json.member("type", type.rawValue) }
    json.member("id", field.id)
    json.member("name", field.name)
    json.member("label", field.label)
    if positions {
      json.member("line", field.position.line)
      json.member("column", field.position.column)
    } else {
      json.member("selector", field.selector)
    }
    json.key("form")
    if let form = field.formIndex { json.int(form) } else { json.null() }
    json.key("attributes")
    json.beginObject()
    for attribute in field.attributes { json.member(attribute.name, attribute.value) }
    json.endObject()
    let dynamic = field.dynamicAttributes
    if !dynamic.isEmpty { json.member("dynamic", items: dynamic) { $1.string($0) } }
    json.key("ios")
    write(field.ios, unknown: field.unknownIOSTraits, to: &json)
    json.key("android")
    write(field.android, unknown: field.unknownAndroidTraits, to: &json)
    json.key("firefoxAndroid")
    write(field.firefoxAndroid, unknown: field.unknownFirefoxAndroidTraits, to: &json)
    json.endObject()
  }

  /// The `ios` object; trait keys only where a keyboard shows or would (`keyboard`, `none`), and
  /// `unknown` when dynamic attributes may change some of them.
  static func write(_ traits: IOSTraits, unknown: [UnknownTrait] = [], to json: inout JSONWriter) {
    write(traits, schema: IOSTraits.traitSchema, unknown: unknown, to: &json)
  }

  /// One platform's object: the traits its schema prints for `traits`, then `unknown`.
  private static func write<Traits>(
    _ traits: Traits, schema: TraitSchema<Traits>, unknown: [UnknownTrait],
    to json: inout JSONWriter
  ) {
    json.beginObject()
    for trait in schema.printed(traits) {
      switch trait.value(traits) {
      case .string(let value): json.member(trait.key, value)
      case .int(let value): json.member(trait.key, value)
      case .bool(let value): json.member(trait.key, value)
      case .null: json.member(trait.key, nil as String?)
      case .names(let names): json.member(trait.key, items: names) { $1.string($0) }
      }
    }
    write(unknown, to: &json)
    json.endObject()
  }

  /// `unknown`, when dynamic attributes may change some of a browser's traits: each trait's key
  /// with why it is unknown.
  private static func write(_ unknown: [UnknownTrait], to json: inout JSONWriter) {
    guard !unknown.isEmpty else { return }
    json.key("unknown")
    json.beginObject()
    for trait in unknown { json.member(trait.trait, trait.reason) }
    json.endObject()
  }

  /// The `android` and `firefoxAndroid` objects; EditorInfo keys only where the browser opens
  /// an input connection (`keyboard`, `manual`, and `none` for `inputmode="none"`), and
  /// `unknown` when dynamic attributes may change some of them.
  static func write(
    _ traits: AndroidTraits, unknown: [UnknownTrait] = [], to json: inout JSONWriter
  ) {
    write(traits, schema: AndroidTraits.traitSchema, unknown: unknown, to: &json)
  }

  /// One diagnostic's object; `field` is left out for file-level findings, `fix` for findings
  /// without one. With `positions: false` (rendered pages), `selector` (its field's) replaces
  /// `line`, `column`, `endLine` and `endColumn`, and a fix has no `edits` (byte ranges in the
  /// browser's serialization would edit nothing a user wrote).
  static func write(
    _ diagnostic: Diagnostic, positions: Bool = true, selector: String? = nil,
    to json: inout JSONWriter
  ) {
    json.beginObject()
    json.member("rule", diagnostic.rule)
    json.member("severity", diagnostic.severity.rawValue)
    json.member("message", diagnostic.message)
    if positions {
      json.member("line", diagnostic.position.line)
      json.member("column", diagnostic.position.column)
      json.member("endLine", diagnostic.end.line)
      json.member("endColumn", diagnostic.end.column)
    } else if let selector {
      json.member("selector", selector)
    }
    if let field = diagnostic.fieldIndex { json.member("field", field) }
    if let fix = diagnostic.fix {
      json.key("fix")
      json.beginObject()
      json.member("description", fix.summary)
      json.member("safe", fix.isSafe)
      if positions {
        json.member("edits", items: fix.replacements ?? []) { replacement, json in
          json.beginObject()
          json.member("start", replacement.byteRange.lowerBound)
          json.member("end", replacement.byteRange.upperBound)
          json.member("text", replacement.text)
          json.endObject()
        }
      }
      json.endObject()
    }
    json.endObject()
  }

  /// One note's object.
  static func write(_ note: ScanNote, positions: Bool = true, to json: inout JSONWriter) {
    json.beginObject()
    json.member("kind", note.kind.rawValue)
    json.member("message", note.message)
    if positions, let position = note.position {
      json.member("line", position.line)
      json.member("column", position.column)
    }
    json.endObject()
  }

  /// The `summary` object.
  public static func value(for summary: ScanSummary) -> JSONValue {
    var members: [(String, JSONValue)] = [
      ("files", .int(summary.files)), ("failedFiles", .int(summary.failedFiles)),
      ("fields", .int(summary.fields)), ("errors", .int(summary.errors)),
      ("warnings", .int(summary.warnings)), ("notes", .int(summary.notes)),
      ("duplicatesSkipped", .int(summary.duplicatesSkipped)),
    ]
    // Only runs with template fields the scan could not read have it.
    if summary.unreadFields > 0 { members.append(("unreadFields", .int(summary.unreadFields))) }
    // Only runs that rendered pages have these, so file-only output is unchanged.
    if summary.pages > 0 {
      members += [("pages", .int(summary.pages)), ("failedPages", .int(summary.failedPages))]
    }
    // Only a part of a split run has it; `kbtraits merge` reads it and leaves it out.
    if let shard = summary.shard { members.append(("shard", shard.jsonValue)) }
    return .object(members)
  }
}
