import KeyboardTraits
import KeyboardTraitsLint

/// What every page of a folder report shares: its head (the policy, the shared stylesheet),
/// the filter controls, the navigation and the end with the script.
///
/// Safety: as on the single page, scanned values are escaped into text and quoted attributes
/// only. The policy allows the one stylesheet of the folder (`'self'`: a page opened from disk
/// loads its sibling `report.css`, and nothing from the network), `data:` images (the drawings
/// in it) and the one script by its hash.
struct FolderReportShell {
  let summary: ReportSummary
  /// How many files pages there are.
  let filesPages: Int
  /// The most fields and files a page lists.
  let fieldsPerPage: Int
  let filesPerPage: Int
  /// The filter controls, the same on every page.
  let controls: String

  init(summary: ReportSummary, filesPages: Int, fieldsPerPage: Int, filesPerPage: Int) {
    self.summary = summary
    self.filesPages = filesPages
    self.fieldsPerPage = fieldsPerPage
    self.filesPerPage = filesPerPage
    controls = Self.controls(summary)
  }

  /// The policy of every page.
  static let contentSecurityPolicy =
    "default-src 'none'; style-src 'self'; script-src 'sha256-"
    + SHA256.base64Digest(of: FolderReportAssets.script) + "'; img-src data:; base-uri 'none'; "
    + "form-action 'none'"

  /// A page's start, through its header: `up` leads from the page to the folder (`""` or
  /// `"../"`).
  func head(title: String, up: String, heading: String) -> String {
    """
    <!DOCTYPE html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <meta http-equiv="Content-Security-Policy" content="\(Self.contentSecurityPolicy)">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="referrer" content="no-referrer">
    <meta name="generator" content="\(HTMLReportRenderer.generator)">
    <title>\(title)</title>
    <link rel="stylesheet" href="\(up)report.css">
    </head>
    <body>
    <header class="top">\(up.isEmpty ? "" : "<p class=\"crumbs\"><a href=\"\(up)index.html\">KeyboardTraits report</a></p>")\(heading)</header>

    """
  }

  /// The start of files page `number`, up to its first section.
  func filesPageStart(_ number: Int) -> String {
    let title = "Files, page \(number) of \(filesPages)"
    var nav = "<nav class=\"pages\">"
    nav += number > 1 ? "<a href=\"\(number - 1).html\" rel=\"prev\">\u{2039} previous</a>" : ""
    nav +=
      number < filesPages ? "<a href=\"\(number + 1).html\" rel=\"next\">next \u{203A}</a>" : ""
    nav += "<a href=\"../index.html#pages\">all pages</a></nav>\n"
    return head(
      title: title + " \u{B7} KeyboardTraits report", up: "../", heading: "<h1>\(title)</h1>")
      + nav + controls
      + "<main id=\"rows\">\n<p class=\"legend\">Each file in path order, with its fields: where each "
      + "is, its start tag, its label, the keyboard the iPhone opens (linked to the situation that "
      + "draws it, with Android's where it differs in kind) and its findings.</p>\n"
  }

  /// The end of a files page.
  var pageEnd: String {
    "</main>\n<script>\(FolderReportAssets.script)</script>\n</body>\n</html>\n"
  }

  /// The start of page `number` of `count` of a situation, up to its first row.
  func situationPageStart(
    _ tally: FolderReportTallies.Situation, page number: Int, of count: Int
  ) -> String {
    let situation = tally.situation
    let keyboard = HTMLEscaping.content(situation.iPhoneKeyboard)
    var heading =
      "<h1>\(keyboard)</h1><p>A keyboard situation: \(NumberText.counted(tally.fields, "field"))"
    let groups = zip(["with errors", "with warnings", "with notes"], tally.buckets)
      .filter { $0.1 > 0 }.map { "\($0.1) \($0.0)" }
    heading +=
      groups.isEmpty ? ", none with findings.</p>" : " (\(groups.joined(separator: ", "))).</p>"
    var output = head(
      title: "\(keyboard) \u{B7} KeyboardTraits report", up: "../", heading: heading)
    output +=
      "<section class=\"situation\">\(situation.picture.element)<dl>"
      + "<dt>iPhone</dt><dd>\(HTMLEscaping.content(KeyboardSituation.words(situation.iPhone)))</dd>"
      + "<dt>Android (Chrome)</dt><dd>"
      + HTMLEscaping.content(KeyboardSituation.words(situation.android)) + "</dd>"
    if let difference = situation.picture.difference {
      output +=
        "<dt>Differs</dt><dd><span class=\"diff\">\(HTMLEscaping.content(difference.description))</span></dd>"
    }
    output += "</dl></section>\n"
    if count > 1 {
      output += "<nav class=\"pages\">Page \(number) of \(count):"
      let shown = count <= 40 ? Array(1...count) : [1, number - 1, number, number + 1, count]
      var last = 0
      for page in shown where page >= 1 && page <= count && page > last {
        if page > last + 1 { output += " \u{2026}" }
        output +=
          page == number
          ? " <b>\(page)</b>" : " <a href=\"\(tally.pageName(page))\">\(page)</a>"
        last = page
      }
      output += "</nav>\n"
    }
    output += controls
    output +=
      "<main id=\"rows\" data-g data-k=\"\(HTMLEscaping.attribute(situation.iPhoneKeyboard))\""
      + (situation.differs ? " data-d" : "") + ">\n"
      + "<p class=\"legend\">Fields with errors first, then warnings, notes and fields without "
      + "findings; each group in path order. Each field links to its file.</p>\n"
      + "<table class=\"fields by-situation\"><thead><tr><th>Field</th><th>Start tag</th><th>Label</th>"
      + "<th>Findings</th></tr></thead><tbody>\n"
    return output
  }

  /// The end of a situation's page.
  var situationPageEnd: String { "</tbody></table>\n" + pageEnd }

  /// The filters: rule, iPhone keyboard, part of a path, Android differs. Hidden until the
  /// script runs, since without it they could do nothing.
  private static func controls(_ summary: ReportSummary) -> String {
    var output =
      "<form id=\"controls\" class=\"controls\" hidden>"
      + HTMLReportRenderer.ruleFilter(summary)
      + "<label>iPhone keyboard <select id=\"filter-keyboard\">"
      + "<option value=\"\">All keyboards</option>"
    for entry in summary.keyboardsByCount {
      output +=
        "<option value=\"\(HTMLEscaping.attribute(entry.keyboard))\">"
        + "\(HTMLEscaping.text(entry.keyboard)) (\(entry.fields))</option>"
    }
    return output
      + "</select></label><label>File <input id=\"filter-file\" type=\"search\" "
      + "placeholder=\"part of a path\"></label>"
      + "<label><input id=\"filter-differs\" type=\"checkbox\"> Android differs</label>"
      + "<output id=\"shown\"></output></form>\n"
  }
}
