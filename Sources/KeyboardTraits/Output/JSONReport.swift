/// The JSON output contract (`json-output.md`, schema version 1) shared by `kbtraits show` and
/// `kbtraits lint`.
public enum JSONReport {
  /// The contract's schema version.
  public static let schemaVersion = 1

  /// Writes the document in pieces so that a run over many files never holds all of it: call
  /// ``begin()``, then ``file(_:isFirst:)`` per report, then ``end(summary:)``.
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
    value(for: report).write(to: &output, indent: 4)
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
  public static func value(for report: FileReport) -> JSONValue {
    var members: [(String, JSONValue)] = [("path", .string(report.path))]
    if let error = report.error {
      members.append(
        ("error", .object([("kind", .string(error.kind.rawValue)), ("message", .string(error.message))])))
    } else {
      members.append(("error", .null))
    }
    if let document = report.document {
      members.append(("encoding", .string(document.encoding.name)))
    }
    members.append(("fields", .array(report.fields.map(value(for:)))))
    members.append(("diagnostics", .array(report.diagnostics.map(value(for:)))))
    if let notes = report.document?.notes, !notes.isEmpty {
      members.append(("notes", .array(notes.map(value(for:)))))
    }
    return .object(members)
  }

  /// One field's object.
  public static func value(for field: FormField) -> JSONValue {
    var members: [(String, JSONValue)] = [("element", .string(field.element))]
    if field.isEditingHost { members.append(("editable", .bool(true))) }
    if let type = field.inputType { members.append(("type", .string(type.rawValue))) }
    members += [
      ("id", .optional(field.id)), ("name", .optional(field.name)),
      ("label", .optional(field.label)), ("line", .int(field.position.line)),
      ("column", .int(field.position.column)),
      ("form", field.formIndex.map(JSONValue.int) ?? .null),
      ("attributes", .object(field.attributes.map { ($0.name, .string($0.value)) })),
      ("ios", value(for: field.ios)),
    ]
    return .object(members)
  }

  /// The `ios` object; trait keys only where a keyboard shows or would (`keyboard`, `none`).
  public static func value(for traits: IOSTraits) -> JSONValue {
    var members: [(String, JSONValue)] = [
      ("presentation", .string(traits.presentation.rawValue)),
      ("keyboard", .string(traits.keyboardDescription)),
    ]
    guard traits.hasKeyboardTraits else { return .object(members) }
    members += [
      ("keyboardType", .string(traits.keyboardType.rawValue)),
      ("returnKeyType", .string(traits.returnKeyType.rawValue)),
      ("autocapitalizationType", .string(traits.autocapitalizationType.rawValue)),
      ("autocorrectionType", .string(traits.autocorrectionType.rawValue)),
      ("spellCheckingType", .string(traits.spellCheckingType.rawValue)),
      ("smartQuotesType", .string(traits.smartQuotesType.rawValue)),
      ("smartDashesType", .string(traits.smartDashesType.rawValue)),
      ("secureTextEntry", .bool(traits.secureTextEntry)),
      ("textContentType", .optional(traits.textContentType?.rawValue)),
    ]
    return .object(members)
  }

  /// One diagnostic's object; `field` is left out for file-level findings.
  public static func value(for diagnostic: Diagnostic) -> JSONValue {
    var members: [(String, JSONValue)] = [
      ("rule", .string(diagnostic.rule)), ("severity", .string(diagnostic.severity.rawValue)),
      ("message", .string(diagnostic.message)), ("line", .int(diagnostic.position.line)),
      ("column", .int(diagnostic.position.column)),
    ]
    if let field = diagnostic.fieldIndex { members.append(("field", .int(field))) }
    return .object(members)
  }

  /// One note's object.
  public static func value(for note: ScanNote) -> JSONValue {
    var members: [(String, JSONValue)] = [
      ("kind", .string(note.kind.rawValue)), ("message", .string(note.message)),
    ]
    if let position = note.position {
      members += [("line", .int(position.line)), ("column", .int(position.column))]
    }
    return .object(members)
  }

  /// The `summary` object.
  public static func value(for summary: ScanSummary) -> JSONValue {
    .object([
      ("files", .int(summary.files)), ("failedFiles", .int(summary.failedFiles)),
      ("fields", .int(summary.fields)), ("errors", .int(summary.errors)),
      ("warnings", .int(summary.warnings)), ("notes", .int(summary.notes)),
      ("duplicatesSkipped", .int(summary.duplicatesSkipped)),
    ])
  }
}
