import KeyboardTraits
import KeyboardTraitsLint

/// One file's part of a folder report (``FolderReportWriter``), rendered on the worker that
/// scanned it: the head of its section on a files page, and for each field its row there and
/// its row on its situation's page. The writer only places them: it knows which page each goes
/// to, so it adds the one link that needs it (``Field/situationRow(filesPage:)``).
///
/// Every scanned value is escaped (`HTMLEscaping`) into element text or a quoted attribute,
/// as on the single page; rows hold no line break, so a page can be cut between any two rows;
/// a start tag, a label and a message are cut to a bounded length, so a row is bounded too
/// (but for its path).
struct FolderReportFile: Sendable {
  /// One field's rows.
  struct Field: Sendable {
    /// What the user meets in it.
    var situation: KeyboardSituation
    /// Its most serious finding, if any: its row's place on its situation's pages.
    var severity: Severity?
    /// The rules of its findings, each once, sorted.
    var rules: [String]
    /// Its row on the files page.
    var fileRow: String
    /// Its row on its situation's page, before and after the link to its files page.
    var situationRowStart: String
    var situationRowEnd: String

    /// The situation row, linking to the field on files page `filesPage`.
    func situationRow(filesPage: Int) -> String {
      situationRowStart + "../files/\(filesPage).html" + situationRowEnd
    }
  }

  /// The file's path (escaped form).
  var path: String
  /// The `id` of its section (``ReportLinks/fileAnchor(_:)``).
  var anchor: String
  /// Its section's start: heading, failure, notes and file-level findings, without the closing
  /// `</section>`. Rule ids (for the filters) come with it in ``rules``.
  var head: String
  /// The rules of its findings, file-level and per field.
  var rules: Set<String>
  /// The iPhone keyboards of its fields.
  var keyboards: Set<String>
  /// Whether a field's iPhone and Android keyboards differ.
  var differs: Bool
  /// Its fields.
  var fields: [Field]

  /// How many characters of a start tag, a label or a message a row shows.
  static let tagLimit = 300
  static let labelLimit = 160
  static let messageLimit = 1_000

  /// Renders `report`.
  init(_ report: FileReport) {
    path = report.path
    anchor = ReportLinks.fileAnchor(report.path)
    let fields = report.fields
    var head =
      "<section class=\"file\" id=\"\(anchor)\" data-g data-p=\"\(HTMLEscaping.attribute(path))\""
    let byField = HTMLReportRenderer.findingsByField(report)
    var keyboards = Set<String>()
    var differs = false
    var rendered: [Field] = []
    for field in fields {
      let situation = KeyboardSituation(field: field)
      keyboards.insert(situation.iPhoneKeyboard)
      differs = differs || situation.differs
      rendered.append(
        Self.field(
          field, situation: situation, findings: byField[field.index] ?? [], report: report,
          anchor: anchor))
    }
    let rules = Set(report.diagnostics.map(\.rule))
    head +=
      " data-r=\"\(HTMLEscaping.attribute(rules.sorted().joined(separator: " ")))\""
      + " data-k=\"\(HTMLEscaping.attribute(keyboards.sorted().joined(separator: "\n")))\""
      + (differs ? " data-d" : "") + ">"
    head += HTMLReportRenderer.fileHeading(report) + (HTMLReportRenderer.fileStatus(report) ?? "")
    head += HTMLReportRenderer.fileItems(
      report, rulePage: Self.rulePage, messageLimit: Self.messageLimit)
    if fields.isEmpty, report.error == nil {
      head += "<p class=\"meta\">\(report.noFieldsDescription).</p>"
    }
    self.head = Self.oneLine(head)
    self.rules = rules
    self.keyboards = keyboards
    self.differs = differs
    self.fields = rendered
  }

  /// The start of the file's section on the next files page, when its fields do not fit on one.
  var continuedHead: String {
    "<section class=\"file\" data-g data-p=\"\(HTMLEscaping.attribute(path))\"><h2>"
      + "\(HTMLEscaping.content(path)) <small>continued</small></h2>"
  }

  /// The table a files page lists a file's fields in, opened; ``tableEnd`` closes it.
  static let tableStart =
    "<table class=\"fields\"><thead><tr><th>Place</th><th>Start tag</th><th>Label</th>"
    + "<th>Keyboards</th><th>Findings</th></tr></thead><tbody>"
  static let tableEnd = "</tbody></table>"

  private static func field(
    _ field: FormField, situation: KeyboardSituation, findings: [Diagnostic],
    report: FileReport, anchor: String
  ) -> Field {
    let severity = findings.map(\.severity).max()
    let severityClass = severity.map { " class=\"\($0.rawValue)\"" } ?? ""
    let ruleIDs = Set(findings.map(\.rule)).sorted()
    let rules = HTMLEscaping.attribute(ruleIDs.joined(separator: " "))
    let place = field.selector ?? "\(field.position.line):\(field.position.column)"
    let tag =
      "<code>"
      + HTMLEscaping.content(
        HTMLReportRenderer.shortened(HTMLReportRenderer.startTag(field), tagLimit))
      + "</code>"
    let label =
      field.label.map { HTMLEscaping.content(HTMLReportRenderer.shortened($0, labelLimit)) }
      ?? "<i class=\"none\">No label</i>"
    let id = "\(anchor)-\(field.index)"
    var fileRow =
      "<tr id=\"\(id)\"\(severityClass) data-r=\"\(rules)\" "
      + "data-k=\"\(HTMLEscaping.attribute(situation.iPhoneKeyboard))\""
      + (situation.differs ? " data-d" : "") + "><td>\(HTMLEscaping.content(place))</td>"
      + "<td>\(tag)</td><td>\(label)</td><td><a href=\"../situations/\(situation.id).html\">"
      + HTMLEscaping.content(situation.iPhoneKeyboard) + "</a>"
      + (situation.differs
        ? " <span class=\"diff\">Android: \(HTMLEscaping.content(situation.android.keyboard))"
          + "</span>" : "")
      + "</td><td>"
    if !findings.isEmpty {
      fileRow +=
        "<ul>"
        + findings.map {
          HTMLReportRenderer.finding(
            $0, of: field, showsPosition: field.selector == nil, rulePage: rulePage,
            messageLimit: messageLimit)
        }.joined() + "</ul>"
    }
    fileRow += "</td></tr>"
    let situationRowStart =
      "<tr\(severityClass) data-r=\"\(rules)\" data-p=\"\(HTMLEscaping.attribute(report.path))\">"
      + "<td><a href=\""
    var situationRowEnd =
      "#\(id)\">\(HTMLEscaping.content(report.path))<small>:"
      + "\(HTMLEscaping.content(place))</small></a></td><td>\(tag)</td><td>\(label)</td><td>"
    situationRowEnd +=
      findings.map {
        "<a class=\"\($0.severity.rawValue)\" href=\"../index.html#"
          + "\(ReportLinks.ruleAnchor($0.rule))\">\(HTMLEscaping.content($0.rule))</a>"
      }.joined(separator: " ") + "</td></tr>"
    return Field(
      situation: situation, severity: severity, rules: ruleIDs, fileRow: oneLine(fileRow) + "\n",
      situationRowStart: oneLine(situationRowStart),
      situationRowEnd: oneLine(situationRowEnd) + "\n")
  }

  /// Where a page of the folder finds the rules' documentation.
  static let rulePage = "../index.html"

  /// `html` with its line breaks made spaces (the same to a browser outside `<pre>`), so a row
  /// is one line.
  static func oneLine(_ html: String) -> String {
    guard html.utf8.contains(where: { $0 == 0x0A || $0 == 0x0D }) else { return html }
    return String(
      decoding: html.utf8.map { $0 == 0x0A || $0 == 0x0D ? 0x20 : $0 }, as: UTF8.self)
  }
}
