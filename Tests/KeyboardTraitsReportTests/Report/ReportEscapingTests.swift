import Foundation
import Testing

@testable import KeyboardTraits
@testable import KeyboardTraitsLint
@testable import KeyboardTraitsReport

/// Hostile markup and hostile file names: the reports show them as text and hold none of them
/// live (no script, event handler, element or URL from a scanned file).
@Suite("Report: escaping")
struct ReportEscapingTests {
  static let hostileMarkup = #"""
    <!doctype html><title>"><script>alert(1)</script></title>
    <form action="javascript:alert(1)">
    <label for="a"><img src=x onerror=alert(0)> Name "><svg onload=alert(2)></label>
    <input id="a" name="&quot;&gt;&lt;svg onload=alert(3)&gt;" type="text"
      placeholder="<img src=x onerror=alert(4)>" value="javascript:alert(5)"
      data-x='"><iframe src=javascript:alert(6)>' autocomplete="<script>x</script>">
    <input type="email" name="<b onmouseover=alert(7)>"
      title="</textarea><script>alert(8)</script>">
    <textarea name="=HYPERLINK(&quot;http://evil.example&quot;)" onfocus="alert(9)"></textarea>
    <input type="javascript:alert(10)" inputmode="<svg/onload=alert(11)>" name="+cmd|' /C calc'!A0">
    <select name="@SUM(1+1)" style="background:url(javascript:alert(12))"><option>x</select>
    <input name="-2+3" aria-label="`code` *bold* [link](javascript:alert(13)) | pipe $x$">
    </form>
    <p><a href="javascript:alert(14)">link</a><script>document.write("<input name=live>")</script>
    """#

  static let hostileNames = [
    #""><img src=x onerror=alert(1)>.html"#,
    "javascript:alert(2).html",
    "x' onmouseover='alert(3)' y.html",
    "=cmd|' calc'!A0 [a](javascript:x) <b>.html",
  ]

  /// Writes the hostile pages and renders every format over them.
  static func renderHostile(
    rulesURL: RuleDocumentationURL? = nil
  ) async throws -> (reports: [ReportFormat: String], folder: URL) {
    let folder = try ReportTestSupport.temporaryFolder()
    for name in hostileNames {
      try hostileMarkup.write(
        to: folder.appendingPathComponent(name), atomically: false, encoding: .utf8)
    }
    let missing = folder.appendingPathComponent("<script>alert('missing')</script>.html").path
    let rendered = try await ReportTestSupport.render([folder.path, missing], rulesURL: rulesURL)
    return (rendered.reports, folder)
  }

  static let allowedTags: Set<String> = [
    "html", "head", "meta", "title", "style", "body", "header", "h1", "h2", "h3", "p", "section",
    "dl", "dt", "dd", "div", "table", "thead", "tbody", "tr", "th", "td", "meter", "a", "form",
    "label", "select", "option", "input", "output", "main", "span", "ul", "li", "code", "strong",
    "article", "i", "q", "footer", "script", "h4", "pre", "small", "b", "wbr",
  ]

  @Test("HTML: no scanned markup, handler, URL or script is live")
  func html() async throws {
    let (reports, folder) = try await Self.renderHostile()
    defer { try? FileManager.default.removeItem(at: folder) }
    let html = try #require(reports[.html])
    let tags = ReportTestSupport.tags(in: html)
    for tag in tags {
      #expect(Self.allowedTags.contains(tag.name), "unexpected element <\(tag.name)>")
      for (name, value) in tag.attributes {
        #expect(!name.hasPrefix("on"), "event handler \(name)=\(value) on <\(tag.name)>")
        #expect(
          !["src", "style", "action", "formaction", "srcdoc"].contains(name),
          "\(name) on <\(tag.name)>")
        #expect(value != "<unquoted>", "unquoted \(name) on <\(tag.name)>")
        #expect(
          !value.lowercased().contains("javascript:") || name.hasPrefix("data-"),
          "\(name)=\(value)")
        if name == "href" {
          // Only links within the page, each to an element that is there: files and rules.
          #expect(["#file-", "#rule-"].contains { value.hasPrefix($0) }, "href=\(value)")
          #expect(html.contains("id=\"\(value.dropFirst())\""), "href=\(value) has no target")
        }
      }
    }
    #expect(tags.filter { $0.name == "script" }.count == 2, "one script element (open + close)")
    #expect(html.components(separatedBy: "<script").count == 2)
    #expect(!html.contains("<img") && !html.contains("<iframe") && !html.contains("<svg onload"))
    #expect(!html.contains("<b "), "a scanned <b> tag")
    // The hostile values are shown, as text.
    #expect(html.contains("&lt;img src=x onerror=alert(4)&gt;"))
    #expect(html.contains("\"&gt;&lt;img src=x onerror=alert(1)&gt;.html"))
    #expect(html.contains("&lt;script&gt;alert('missing')&lt;/script&gt;.html"))
    // The script and the stylesheets are exactly those the policy hashes, and no scanned text
    // reaches the drawings stylesheet (it holds only drawings made from enumerations).
    #expect(html.contains("<script>\(HTMLReportAssets.script)</script>"))
    let styles = html.components(separatedBy: "<style>").dropFirst().map {
      $0.components(separatedBy: "</style>")[0]
    }
    #expect(styles.count == 2 && styles.first == HTMLReportAssets.style)
    let drawings = try #require(styles.last)
    #expect(drawings.contains(":root{\n--ka-") && drawings.contains("\n.kf-"))
    #expect(!drawings.contains("alert") && !drawings.contains("onerror"))
    #expect(html.contains(HTMLReportRenderer.contentSecurityPolicy(drawings: drawings)))
  }

  @Test("HTML: a browser's-eye scan of the report finds only the report's own controls")
  func htmlHasNoScannedFields() async throws {
    let (reports, folder) = try await Self.renderHostile()
    defer { try? FileManager.default.removeItem(at: folder) }
    let html = try #require(reports[.html])
    let document = FormScanner().scan(html: html)
    #expect(
      document.fields.map(\.id) == [
        "filter-rule", "filter-keyboard", "filter-file", "sort", "filter-differs",
      ])
    #expect(document.forms.count == 1)
  }

  @Test("Markdown: the only markup is <br>, the only links go to the report's own Rules section")
  func markdown() async throws {
    let (reports, folder) = try await Self.renderHostile()
    defer { try? FileManager.default.removeItem(at: folder) }
    let whole = try #require(reports[.markdown])
    // The Rules section at the end comes from the rule registry alone, never from scanned text.
    let parts = whole.components(separatedBy: "\n## Rules\n\n")
    try #require(parts.count == 2)
    let markdown = parts[0]
    let (rules, footer) = try Self.split(parts[1])
    #expect(!markdown.replacingOccurrences(of: "<br>", with: "").contains("<"))
    // A link is `](` not escaped by a backslash; an escaped `\]` is text.
    let unescaped = markdown.replacingOccurrences(of: "\\]", with: "")
    let links = unescaped.components(separatedBy: "](").count - 1
    let ruleLinks = unescaped.components(separatedBy: "](#rule-").count - 1
    #expect(links == ruleLinks)
    #expect(links > 0)
    var expected = ""
    for id in rules {
      expected += "<a id=\"rule-\(id)\"></a>\n\n"
      let description = try #require(RuleRegistry.rule(withID: id)?.description)
      expected += RuleDocumentation.markdown(for: description, headingLevel: 3) + "\n"
      #expect(unescaped.contains("](#rule-\(id))"), "\(id) has a section but no link")
    }
    #expect(parts[1] == expected + footer)
    #expect(!footer.contains("]("))
    #expect(!markdown.contains("`code`") && markdown.contains("\\`code\\`"))
    for line in markdown.split(separator: "\n") where line.hasPrefix("| ") {
      // Every table row has the same number of unescaped pipes as its header.
      let pipes = line.replacingOccurrences(of: "\\|", with: "").filter { $0 == "|" }.count
      #expect([3, 4, 5, 7, 11].contains(pipes), "\(line)")
    }
  }

  /// The rule ids of a Markdown Rules section in order, and the closing line after it.
  static func split(_ section: String) throws -> (ids: [String], footer: String) {
    var ids: [String] = []
    for line in section.split(separator: "\n") where line.hasPrefix("<a id=\"rule-") {
      ids.append(String(line.dropFirst("<a id=\"rule-".count).prefix { $0 != "\"" }))
    }
    let footer = try #require(section.components(separatedBy: "\n").dropLast().last)
    return (ids, footer + "\n")
  }

  @Test("Markdown with a rules URL: rule ids link there, no Rules section is embedded")
  func markdownWithRulesURL() async throws {
    let page = "https://example.test/docs/rules(v2).md"
    let (reports, folder) = try await Self.renderHostile(
      rulesURL: try RuleDocumentationURL(validating: page))
    defer { try? FileManager.default.removeItem(at: folder) }
    let markdown = try #require(reports[.markdown])
    #expect(!markdown.contains("## Rules"))
    #expect(!markdown.replacingOccurrences(of: "<br>", with: "").contains("<"))
    let unescaped = markdown.replacingOccurrences(of: "\\]", with: "")
    let links = unescaped.components(separatedBy: "](").count - 1
    let encoded = "https://example.test/docs/rules%28v2%29.md"
    #expect(unescaped.components(separatedBy: "](\(encoded)#").count - 1 == links - 1)
    #expect(links > 1)
    #expect(
      markdown.hasSuffix(
        "Rules are documented at [\(MarkdownReportRenderer.escape(page))](\(encoded)).\n"))
    // The HTML report stays self-contained whatever the rules URL.
    let html = try #require(reports[.html])
    #expect(!html.contains("example.test"))
  }

  @Test("CSV: RFC 4180 records, no cell a spreadsheet would run as a formula")
  func csv() async throws {
    let (reports, folder) = try await Self.renderHostile()
    defer { try? FileManager.default.removeItem(at: folder) }
    let csv = try #require(reports[.csv])
    let records = ReportTestSupport.parseCSV(csv)
    #expect(records.first == CSVReportRenderer.columns)
    for record in records {
      #expect(record.count == CSVReportRenderer.columns.count)
      for cell in record {
        #expect(
          !["=", "+", "-", "@", "\t", "\r"].contains(cell.first.map(String.init) ?? ""), "\(cell)")
      }
    }
    let names = records.map { $0[7] }
    #expect(names.contains(#"'=HYPERLINK("http://evil.example")"#))
    #expect(names.contains("'@SUM(1+1)") && names.contains("'-2+3"))
    #expect(records.contains { $0[0].hasSuffix(#""><img src=x onerror=alert(1)>.html"#) })
  }

  @Test("JSON: valid, with the hostile values as plain strings")
  func json() async throws {
    let (reports, folder) = try await Self.renderHostile()
    defer { try? FileManager.default.removeItem(at: folder) }
    let text = try #require(reports[.json])
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    let files = try #require(object["files"] as? [[String: Any]])
    #expect(files.count == Self.hostileNames.count + 1)
    let paths = files.compactMap { $0["path"] as? String }.map {
      URL(fileURLWithPath: $0).lastPathComponent
    }
    for name in Self.hostileNames { #expect(paths.contains(name)) }
  }

  @Test("the escaping functions")
  func escapingFunctions() {
    #expect(
      HTMLEscaping.text(#"<a href="x">'&'</a>"#)
        == "&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;")
    #expect(HTMLEscaping.attribute("a\nb\tc\u{0}d") == "a&#10;b&#9;c\u{FFFD}d")
    #expect(
      HTMLEscaping.content(#"<a href="x">'&'</a>\#u{0}"#)
        == "&lt;a href=\"x\"&gt;'&amp;'&lt;/a&gt;\u{FFFD}")
    #expect(HTMLEscaping.text("line\nbreak\u{7}") == "line\nbreak\u{FFFD}")
    #expect(ReportLinks.ruleAnchor("x\"><script>") == "rule-x%22%3E%3Cscript%3E")
    // Scalars of every UTF-8 length: kept, or replaced when HTML forbids them (a C1 control,
    // noncharacters in the BMP and in a supplementary plane); CR becomes LF in text.
    #expect(HTMLEscaping.text("é→日本😀") == "é→日本😀")
    // Built from values: Swift literals refuse noncharacters.
    let forbidden = String(
      String.UnicodeScalarView(
        [0x61, 0x85, 0x62, 0xFDD0, 0x63, 0xFFFE, 0x64, 0x1FFFF, 0x65, 0x10FFFE].compactMap(
          Unicode.Scalar.init(_:))))
    #expect(HTMLEscaping.text(forbidden) == "a\u{FFFD}b\u{FFFD}c\u{FFFD}d\u{FFFD}e\u{FFFD}")
    let allowed = "\u{A0}\u{FDCF}\u{FDF0}\u{1FFFD}"
    #expect(HTMLEscaping.text(allowed) == allowed)
    #expect(HTMLEscaping.content("a\r\nb") == "a\n\nb")
    #expect(HTMLEscaping.attribute("a\rb") == "a&#13;b")
    #expect(HTMLEscaping.content(Substring("x<y")) == "x&lt;y")
  }

  @Test("SHA-256 matches the FIPS 180-4 test vectors")
  func sha256() {
    #expect(SHA256.base64Digest(of: "abc") == "ungWv48Bz+pBQUDeXa4iI7ADYaOWF3qctBD/YfIAFa0=")
    #expect(SHA256.base64Digest(of: "") == "47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=")
    let long = String(repeating: "a", count: 1000)
    #expect(SHA256.base64Digest(of: long) == "Qe3s5C1j6Nm/UVqbppMuHCDLyfWl0TRkWttdsblzfqM=")
  }
}
