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
  /// relative to it under `%SRCROOT%`. The results stream straight to `sink`; the notifications
  /// about failed files (few, and small) wait in a spool and close the run after the results,
  /// as `invocations`. SARIF's members may come in any order, like any JSON object's.
  public func begin(
    rules: [RuleDescription], options: ReporterOptions, to sink: any LintReportSink
  ) throws -> Stream {
    var seen = Set<String>()
    let rules = rules.filter { seen.insert($0.id).inserted }
    let ruleIndex = Dictionary(
      rules.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
    var bytes = Array("{\n  \"$schema\": ".utf8)
    JSONWriter.append(to: &bytes, indent: 0) { $0.string(Self.schemaURI) }
    bytes += ",\n  \"version\": \"2.1.0\",\n  \"runs\": [\n    {\n      \"tool\": ".utf8
    JSONWriter.append(to: &bytes, indent: 6) { json in
      json.beginObject()
      json.member("driver") { Self.writeDriver(rules: rules, rulesURL: options.rulesURL, to: &$0) }
      json.endObject()
    }
    if let baseDirectory = options.baseDirectory {
      let baseURI = SARIFArtifactLocation.baseURI(for: baseDirectory)
      bytes += ",\n      \"originalUriBaseIds\": ".utf8
      JSONWriter.append(to: &bytes, indent: 6) { json in
        json.beginObject()
        json.member(SARIFArtifactLocation.baseID) { $0.member("uri", baseURI) }
        json.endObject()
      }
    }
    // Columns count Unicode scalars; SARIF's default would be UTF-16 code units.
    bytes +=
      (",\n      \"columnKind\": \"unicodeCodePoints\",\n      \"results\": "
      + JSONArrayStream.opening).utf8
    try sink.write(bytes)
    return Stream(
      sink: sink, notifications: try sink.makeSpool(), ruleIndex: ruleIndex,
      baseDirectory: options.baseDirectory, platforms: options.platforms.ordered)
  }

  /// Writes the results as they come and spools the notifications about failed files; writes
  /// the notifications after the results at the end.
  public struct Stream: LintReportStream {
    fileprivate let sink: any LintReportSink
    /// The items of `toolExecutionNotifications`, until the results are closed.
    fileprivate let notifications: LintReportSpool
    /// Each rule's position in `tool.driver.rules`.
    fileprivate let ruleIndex: [String: Int]
    fileprivate let baseDirectory: String?
    /// The platforms whose keyboards a finding about a field shows, in output order.
    fileprivate let platforms: [TargetPlatform]
    fileprivate var notificationItems = JSONArrayStream(indent: 10)
    fileprivate var resultItems = JSONArrayStream(indent: 6)

    /// The file's results, or (aside) its notification when it could not be read.
    public func fragment(for file: FileReport) -> LintReportFragment {
      let location =
        file.isRenderedPage
        ? SARIFArtifactLocation(pageURL: file.path)
        : SARIFArtifactLocation(path: file.path, baseDirectory: baseDirectory)
      var bytes: [UInt8] = []
      if let error = file.error {
        notificationItems.item(to: &bytes) { json in
          SARIFReporter.writeNotification(
            for: error, path: file.path, location: location, to: &json)
        }
        return LintReportFragment(aside: bytes)
      }
      var fingerprints = SARIFFingerprint()
      let fields = file.fields
      // Only the keyboards need a finding's field; most fields sit at their own index.
      let fieldPositions =
        platforms.isEmpty
        ? [:]
        : Dictionary(
          fields.indices.map { (fields[$0].index, $0) }, uniquingKeysWith: { first, _ in first })
      let platforms = platforms
      let page = file.isRenderedPage ? file : nil
      for diagnostic in file.diagnostics {
        let fingerprint = fingerprints.next(for: diagnostic, path: location.relativePath)
        let rule = ruleIndex[diagnostic.rule]
        let field = diagnostic.fieldIndex.flatMap { fieldPositions[$0] }.map { fields[$0] }
        resultItems.item(to: &bytes) { json in
          SARIFReporter.writeResult(
            for: diagnostic, location: location, ruleIndex: rule, fingerprint: fingerprint,
            field: field, platforms: platforms, page: page, to: &json)
        }
      }
      return LintReportFragment(body: bytes)
    }

    /// Writes the file's results after those before, or spools its notification.
    public mutating func place(_ fragment: LintReportFragment) throws {
      try resultItems.place(fragment.body, to: sink)
      try notificationItems.place(fragment.aside, to: notifications)
    }

    /// Closes the results, then writes the invocation with the spooled notifications.
    public mutating func finish(summary: ScanSummary) throws {
      try sink.write(
        resultItems.closing
          + ",\n      \"invocations\": [\n        {\n          \"executionSuccessful\": true,\n"
          + "          \"toolExecutionNotifications\": \(JSONArrayStream.opening)")
      try notifications.copy(to: sink)
      // Only a part of a split run has it; `kbtraits merge` reads it and leaves it out.
      let shard =
        summary.shard.map {
          ",\n          \"properties\": {\n            \"shard\": "
            + $0.jsonValue.rendered(indent: 12) + "\n          }"
        } ?? ""
      try sink.write(
        notificationItems.closing + shard + "\n        }\n      ]\n    }\n  ]\n}\n")
    }
  }

  /// The members of `tool.driver`.
  private static func writeDriver(
    rules: [RuleDescription], rulesURL: RuleDocumentationURL?, to json: inout JSONWriter
  ) {
    json.member("name", "kbtraits")
    json.member("version", KeyboardTraitsVersion.current)
    if let rulesURL { json.member("informationUri", rulesURL.page) }
    json.member("rules", items: rules) { rule, json in
      writeDescriptor(for: rule, rulesURL: rulesURL, to: &json)
    }
  }

  private static func writeDescriptor(
    for rule: RuleDescription, rulesURL: RuleDocumentationURL?, to json: inout JSONWriter
  ) {
    json.beginObject()
    json.member("id", rule.id)
    json.member("name", rule.name)
    json.member("shortDescription") { $0.member("text", rule.summary) }
    json.member("fullDescription") { $0.member("text", rule.rationale) }
    json.member("help") { json in
      json.member("text", rule.summary + "\n\n" + rule.rationale)
      json.member("markdown", RuleDocumentation.markdown(for: rule))
    }
    if let rulesURL { json.member("helpUri", rulesURL.link(forRule: rule.id)) }
    json.member("defaultConfiguration") { $0.member("level", rule.severity.rawValue) }
    json.member("properties") { json in
      json.member("tags", items: [rule.category.rawValue]) { $1.string($0) }
    }
    json.endObject()
  }

  /// One result; on a rendered `page`, the field is a logical location (its CSS selector, of
  /// kind `element`) and there is no region, since the page's lines are the browser's.
  fileprivate static func writeResult(
    for diagnostic: Diagnostic, location: SARIFArtifactLocation, ruleIndex: Int?,
    fingerprint: SARIFFingerprint.Value, field: FormField?, platforms: [TargetPlatform],
    page: FileReport?, to json: inout JSONWriter
  ) {
    json.beginObject()
    json.member("ruleId", diagnostic.rule)
    if let ruleIndex { json.member("ruleIndex", ruleIndex) }
    json.member("level", diagnostic.severity.rawValue)
    json.member("message") { $0.member("text", diagnostic.message) }
    writeLocations(location, selector: page?.selector(for: diagnostic), to: &json) { json in
      // A rendered page's lines are the browser's serialization: no region, the selector
      // names the place. SARIF requires startLine and startColumn ≥ 1; a finding without a
      // line has no region.
      guard page == nil, diagnostic.position.line >= 1 else { return }
      let start = SourcePosition(
        line: diagnostic.position.line, column: max(diagnostic.position.column, 1))
      json.member("region") { json in
        json.member("startLine", start.line)
        json.member("startColumn", start.column)
        if let endPosition = diagnostic.endPosition {
          let end = max(endPosition, start)
          json.member("endLine", end.line)
          json.member("endColumn", end.column)
        }
      }
    }
    json.member("partialFingerprints") { json in
      json.key(SARIFFingerprint.key)
      fingerprint.write(to: &json)
    }
    // A rendered page's byte ranges are the browser's serialization, nothing a user can edit.
    if page == nil, let fix = diagnostic.fix, let replacements = fix.replacements,
      !replacements.isEmpty
    {
      json.key("fixes")
      json.beginArray()
      json.nextItem()
      writeFix(fix, replacements, location: location, to: &json)
      json.endArray()
    }
    if let field, !platforms.isEmpty {
      json.member("properties") { json in
        json.member("keyboards") { json in
          for platform in platforms {
            json.member(platform.jsonKey, platform.keyboardDescription(of: field))
          }
        }
      }
    }
    json.endObject()
  }

  /// A SARIF `fix`: byte regions of the original file and the text that replaces each; its
  /// `properties.safe` says whether `kbtraits lint --fix` applies it unattended.
  private static func writeFix(
    _ fix: Fix, _ replacements: [Fix.Replacement], location: SARIFArtifactLocation,
    to json: inout JSONWriter
  ) {
    json.beginObject()
    json.member("description") { $0.member("text", fix.summary) }
    json.key("artifactChanges")
    json.beginArray()
    json.nextItem()
    json.beginObject()
    json.key("artifactLocation")
    location.write(to: &json)
    json.member("replacements", items: replacements) { replacement, json in
      json.beginObject()
      json.member("deletedRegion") { json in
        json.member("byteOffset", replacement.byteRange.lowerBound)
        json.member("byteLength", replacement.byteRange.count)
      }
      json.member("insertedContent") { $0.member("text", replacement.text) }
      json.endObject()
    }
    json.endObject()
    json.endArray()
    json.member("properties") { $0.member("safe", fix.isSafe) }
    json.endObject()
  }

  fileprivate static func writeNotification(
    for error: ScanError, path: String, location: SARIFArtifactLocation,
    to json: inout JSONWriter
  ) {
    json.beginObject()
    json.member("level", "error")
    json.member("message") { $0.member("text", error.message(besidePath: path)) }
    json.member("descriptor") { $0.member("id", error.kind.rawValue) }
    writeLocations(location, to: &json)
    json.endObject()
  }

  /// The one-item `locations` array of a result or notification: the file with what `region`
  /// writes into its physical location, and a rendered page's field as a logical location
  /// named by its CSS `selector`.
  private static func writeLocations(
    _ location: SARIFArtifactLocation, selector: String? = nil, to json: inout JSONWriter,
    region: (inout JSONWriter) -> Void = { _ in }
  ) {
    json.key("locations")
    json.beginArray()
    json.nextItem()
    json.beginObject()
    json.member("physicalLocation") { json in
      json.key("artifactLocation")
      location.write(to: &json)
      region(&json)
    }
    if let selector {
      json.key("logicalLocations")
      json.beginArray()
      json.nextItem()
      json.beginObject()
      json.member("fullyQualifiedName", selector)
      json.member("kind", "element")
      json.endObject()
      json.endArray()
    }
    json.endObject()
    json.endArray()
  }
}
