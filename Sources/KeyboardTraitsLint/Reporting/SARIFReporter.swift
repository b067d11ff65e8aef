import KeyboardTraits

/// SARIF 2.1.0, the format GitHub code scanning and other security dashboards import.
///
/// One run: `tool.driver` describes every rule that ran (with its documentation inline as
/// `fullDescription` and `help`), each finding is a result with a region, a line-move-proof
/// fingerprint and, when it has a fix that can be placed exactly, `fixes` (byte regions of the
/// original file and their replacement text), and files that could not be read are tool
/// execution notifications. A finding about a field carries the keyboard each targeted platform
/// shows for it in `properties.keyboards` (``ReporterOptions/platforms``), keyed as in the JSON
/// contract: `{"ios": "Number pad", "android": "QWERTY with a Go key", "firefoxAndroid": …}`.
/// Key order and output are deterministic.
///
/// Links are written only when ``ReporterOptions/rulesURL`` is set: the driver's
/// `informationUri` is that page and each rule's `helpUri` is the page with `#` and the rule id.
/// Without it both are left out (SARIF 2.1.0 makes them optional); nothing links to an address
/// the user did not give.
public struct SARIFReporter: LintReporter {
  /// `sarif`.
  public static let identifier = "sarif"
  /// One line for `--help`.
  public static let summary = "SARIF 2.1.0 for GitHub code scanning and other dashboards."

  static let schemaURI =
    "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"

  /// Creates the reporter.
  public init() {}

  /// The SARIF log of the run. With ``ReporterOptions/baseDirectory``, artifact URIs are
  /// relative to it under `%SRCROOT%`. The rules and the notifications about failed files come
  /// before the results, so the results wait in a spool until the end.
  public func begin(
    rules: [RuleDescription], options: ReporterOptions, to sink: any LintReportSink
  ) throws -> Stream {
    var seen = Set<String>()
    let rules = rules.filter { seen.insert($0.id).inserted }
    let ruleIndex = Dictionary(
      rules.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
    let tool = JSONValue.object([("driver", driver(rules: rules, rulesURL: options.rulesURL))])
    try sink.write(
      "{\n  \"$schema\": \(JSONValue.string(Self.schemaURI).rendered()),\n"
        + "  \"version\": \"2.1.0\",\n  \"runs\": [\n    {\n"
        + "      \"tool\": \(tool.rendered(indent: 6)),\n"
        + "      \"invocations\": [\n        {\n          \"executionSuccessful\": true,\n"
        + "          \"toolExecutionNotifications\": \(JSONArrayStream.opening)")
    return Stream(
      sink: sink, results: try sink.makeSpool(), ruleIndex: ruleIndex,
      baseDirectory: options.baseDirectory, platforms: options.platforms)
  }

  /// Writes the notifications about failed files as they come and spools the results; writes
  /// the results after the notifications at the end.
  public struct Stream: LintReportStream {
    fileprivate let sink: any LintReportSink
    /// The items of `results`, until the notifications are closed.
    fileprivate let results: LintReportSpool
    /// Each rule's position in `tool.driver.rules`.
    fileprivate let ruleIndex: [String: Int]
    fileprivate let baseDirectory: String?
    fileprivate let platforms: Set<TargetPlatform>
    fileprivate var notificationItems = JSONArrayStream(indent: 10)
    fileprivate var resultItems = JSONArrayStream(indent: 6)

    /// The file's results, or its notification when it could not be read.
    public mutating func write(_ file: FileReport) throws {
      let location =
        file.isRenderedPage
        ? SARIFArtifactLocation(pageURL: file.path)
        : SARIFArtifactLocation(path: file.path, baseDirectory: baseDirectory)
      if let error = file.error {
        try notificationItems.write(
          SARIFReporter.notification(for: error, path: file.path, location: location), to: sink)
        return
      }
      var fingerprints = SARIFFingerprint()
      let fields = Dictionary(
        file.fields.map { ($0.index, $0) }, uniquingKeysWith: { first, _ in first })
      for diagnostic in file.diagnostics {
        let fingerprint = fingerprints.next(for: diagnostic, path: location.relativePath)
        try resultItems.write(
          SARIFReporter.result(
            for: diagnostic, location: location, ruleIndex: ruleIndex[diagnostic.rule],
            fingerprint: fingerprint,
            field: diagnostic.fieldIndex.flatMap { fields[$0] }, platforms: platforms,
            page: file.isRenderedPage ? file : nil),
          to: results)
      }
    }

    /// Closes the notifications, then writes the base directory and the spooled results.
    public mutating func finish(summary: ScanSummary) throws {
      var middle = notificationItems.closing + "\n        }\n      ]"
      if let baseDirectory {
        let baseURI = SARIFArtifactLocation.baseURI(for: baseDirectory)
        let bases = JSONValue.object([
          (SARIFArtifactLocation.baseID, .object([("uri", .string(baseURI))]))
        ])
        middle += ",\n      \"originalUriBaseIds\": " + bases.rendered(indent: 6)
      }
      // Columns count Unicode scalars; SARIF's default would be UTF-16 code units.
      middle +=
        ",\n      \"columnKind\": \"unicodeCodePoints\",\n      \"results\": "
        + JSONArrayStream.opening
      try sink.write(middle)
      try results.copy(to: sink)
      try sink.write(resultItems.closing + "\n    }\n  ]\n}\n")
    }
  }

  private func driver(rules: [RuleDescription], rulesURL: RuleDocumentationURL?) -> JSONValue {
    var members: [(String, JSONValue)] = [
      ("name", .string("kbtraits")), ("version", .string(KeyboardTraitsVersion.current)),
    ]
    if let rulesURL { members.append(("informationUri", .string(rulesURL.page))) }
    members.append(("rules", .array(rules.map { descriptor(for: $0, rulesURL: rulesURL) })))
    return .object(members)
  }

  private func descriptor(for rule: RuleDescription, rulesURL: RuleDocumentationURL?) -> JSONValue
  {
    var members: [(String, JSONValue)] = [
      ("id", .string(rule.id)), ("name", .string(rule.name)),
      ("shortDescription", .object([("text", .string(rule.summary))])),
      ("fullDescription", .object([("text", .string(rule.rationale))])),
      (
        "help",
        .object([
          ("text", .string(rule.summary + "\n\n" + rule.rationale)),
          ("markdown", .string(RuleDocumentation.markdown(for: rule))),
        ])
      ),
    ]
    if let rulesURL { members.append(("helpUri", .string(rulesURL.link(forRule: rule.id)))) }
    members += [
      ("defaultConfiguration", .object([("level", .string(rule.severity.rawValue))])),
      ("properties", .object([("tags", .array([.string(rule.category.rawValue)]))])),
    ]
    return .object(members)
  }

  /// One result; on a rendered `page`, the field is a logical location (its CSS selector, of
  /// kind `element`) and there is no region, since the page's lines are the browser's.
  fileprivate static func result(
    for diagnostic: Diagnostic, location: SARIFArtifactLocation, ruleIndex: Int?,
    fingerprint: String, field: FormField?, platforms: Set<TargetPlatform>,
    page: FileReport? = nil
  ) -> JSONValue {
    var members: [(String, JSONValue)] = [("ruleId", .string(diagnostic.rule))]
    if let ruleIndex { members.append(("ruleIndex", .int(ruleIndex))) }
    var physical: [(String, JSONValue)] = [("artifactLocation", location.json)]
    var logical: [JSONValue] = []
    if let page {
      // A rendered page's lines are the browser's serialization: no region, the selector names
      // the place.
      if let selector = page.selector(for: diagnostic) {
        logical.append(
          .object([("fullyQualifiedName", .string(selector)), ("kind", .string("element"))]))
      }
    } else if diagnostic.position.line >= 1 {
      // SARIF requires startLine and startColumn ≥ 1; a finding without a line has no region.
      let start = SourcePosition(
        line: diagnostic.position.line, column: max(diagnostic.position.column, 1))
      var region: [(String, JSONValue)] = [
        ("startLine", .int(start.line)), ("startColumn", .int(start.column)),
      ]
      if let endPosition = diagnostic.endPosition {
        let end = max(endPosition, start)
        region += [("endLine", .int(end.line)), ("endColumn", .int(end.column))]
      }
      physical.append(("region", .object(region)))
    }
    var place: [(String, JSONValue)] = [("physicalLocation", .object(physical))]
    if !logical.isEmpty { place.append(("logicalLocations", .array(logical))) }
    members += [
      ("level", .string(diagnostic.severity.rawValue)),
      ("message", .object([("text", .string(diagnostic.message))])),
      ("locations", .array([.object(place)])),
      ("partialFingerprints", .object([(SARIFFingerprint.key, .string(fingerprint))])),
    ]
    // A rendered page's byte ranges are the browser's serialization, nothing a user can edit.
    if page == nil, let fix = diagnostic.fix, let replacements = fix.replacements,
      !replacements.isEmpty
    {
      members.append(("fixes", .array([Self.fix(fix, replacements, location: location)])))
    }
    if let field, !platforms.isEmpty {
      let keyboards = platforms.ordered.map { platform in
        (platform.jsonKey, JSONValue.string(platform.keyboardDescription(of: field)))
      }
      members.append(("properties", .object([("keyboards", .object(keyboards))])))
    }
    return .object(members)
  }

  /// A SARIF `fix`: byte regions of the original file and the text that replaces each; its
  /// `properties.safe` says whether `kbtraits lint --fix` applies it unattended.
  private static func fix(
    _ fix: Fix, _ replacements: [Fix.Replacement], location: SARIFArtifactLocation
  ) -> JSONValue {
    let changes = replacements.map { replacement in
      JSONValue.object([
        (
          "deletedRegion",
          .object([
            ("byteOffset", .int(replacement.byteRange.lowerBound)),
            ("byteLength", .int(replacement.byteRange.count)),
          ])
        ),
        ("insertedContent", .object([("text", .string(replacement.text))])),
      ])
    }
    return .object([
      ("description", .object([("text", .string(fix.summary))])),
      (
        "artifactChanges",
        .array([.object([("artifactLocation", location.json), ("replacements", .array(changes))])])
      ),
      ("properties", .object([("safe", .bool(fix.isSafe))])),
    ])
  }

  fileprivate static func notification(
    for error: ScanError, path: String, location: SARIFArtifactLocation
  ) -> JSONValue {
    .object([
      ("level", .string("error")),
      ("message", .object([("text", .string(FailureMessage.detail(error, path: path)))])),
      ("descriptor", .object([("id", .string(error.kind.rawValue))])),
      (
        "locations",
        .array([.object([("physicalLocation", .object([("artifactLocation", location.json)]))])]
        )
      ),
    ])
  }
}
