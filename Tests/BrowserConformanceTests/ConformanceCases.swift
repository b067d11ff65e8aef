/// The conformance cases: each a whole page, named by the class of difference it probes.
///
/// `known:` marks a case the scanner still reads differently from Chromium, with the reason
/// (docs/browsers/html-parsing.md lists them); the suite fails on any other difference.
enum ConformanceCases {
  static let all: [ConformanceCase] =
    (characterReferences + comments + attributeSyntax + foreignContent + afterBody + framesets
    + treeBuilder + rawText + encodings).map { conformanceCase in
      var marked = conformanceCase
      marked.knownDifference = marked.knownDifference ?? knownDifferences[marked.name]
      return marked
    }

  /// The cases the scanner still reads differently from Chromium, by reason.
  static let knownDifferenceGroups: [(reason: String, cases: [String])] = [
    (
      "double-escaped script data (<!--<script>) hides the first </script>",
      ["raw-script-escaped"]
    )
  ]

  static let knownDifferences: [String: String] = Dictionary(
    uniqueKeysWithValues: knownDifferenceGroups.flatMap { group in
      group.cases.map { ($0, group.reason) }
    })

  // MARK: Character references in attribute values

  static let characterReferences: [ConformanceCase] = [
    .init("charref-c1-euro", #"<!doctype html><input name=a value="&#x80;">"#),
    .init("charref-c1-decimal", #"<!doctype html><input name=a value="&#150;&#x9F;&#x81;">"#),
    .init("charref-null", #"<!doctype html><input name=a value="x&#0;y">"#),
    .init("charref-surrogate", #"<!doctype html><input name=a value="&#xD800;x&#xDFFF;">"#),
    .init(
      "charref-out-of-range",
      #"<!doctype html><input name=a value="&#x110000;y&#99999999999;z">"#),
    .init(
      "charref-control-vt",
      #"<!doctype html><input name=u autocomplete="username&#11;webauthn">"#),
    .init("charref-controls", #"<!doctype html><input name=a value="&#1;&#x1F;&#127;b">"#),
    .init("charref-noncharacter", #"<!doctype html><input name=a value="&#xFFFE;&#xFDD0;">"#),
    .init("charref-carriage-return", #"<!doctype html><input name=a value="a&#13;b&#x0D;">"#),
    .init("charref-tab-in-type", #"<!doctype html><input name=a type="email&#9;">"#),
    .init("charref-no-semicolon-numeric", #"<!doctype html><input name=a value="&#65x&#x42y">"#),
    .init("charref-named", #"<!doctype html><input name=a value="&lt;&gt;&amp;&quot;&eacute;">"#),
    .init(
      "charref-legacy-no-semicolon",
      #"<!doctype html><input name=a value="?x=1&amp=2&copy3&not;&notit&lt">"#),
    .init(
      "charref-html5-named",
      #"<!doctype html><input name=a value="&check;&bigstar;&NotEqualTilde;">"#),
    .init("charref-html5-changed", #"<!doctype html><input name=a value="&lang;&rang;">"#),
    .init(
      "charref-legacy-uppercase",
      #"<!doctype html><input name=a value="&AMP&COPY;&QUOT=&checkx&LT">"#),
    .init("charref-unquoted", #"<!doctype html><input name=a&#x80;b value=c&#0;d>"#),
    .init("charref-in-select", #"<!doctype html><select name="s&#11;t"></select>"#),
    .init("charref-in-form-id", #"<!doctype html><form id="f&#x80;"><input name=a></form>"#),
    .init("charref-ampersand-alone", #"<!doctype html><input name=a value="a & b &# &#x; &;">"#),
  ]

  // MARK: Comments as HTML5 tokenizes them

  static let comments: [ConformanceCase] = [
    .init("comment-abrupt", "<!doctype html><!--><input name=a>"),
    .init("comment-abrupt-dash", "<!doctype html><!---><input name=a>"),
    .init("comment-abrupt-in-form", "<!doctype html><form id=f><!--><input name=a></form>"),
    .init("comment-bang-end", "<!doctype html><!-- x --!><input name=a>"),
    .init("comment-dashes", "<!doctype html><!-- a -- b ---><input name=a>"),
    .init("comment-nested-open", "<!doctype html><!-- <!-- --><input name=a>"),
    .init("comment-unclosed", "<!doctype html><input name=a><!-- <input name=x>"),
    .init("comment-cdata-in-html", "<!doctype html><![CDATA[<input name=x>]]><input name=a>"),
    .init("comment-cdata-in-body-text", "<!doctype html><p><![CDATA[ a ]]><input name=a>"),
    .init(
      "comment-cdata-in-svg",
      "<!doctype html><svg><![CDATA[<input name=x>]]></svg><input name=a>"),
    .init("comment-bogus-bang", "<!doctype html><!foo <input name=x>><input name=a>"),
    .init(
      "comment-processing-instruction",
      #"<!doctype html><?php echo "<input name=x>"; ?><input name=a>"#),
    .init("comment-bogus-end-tag", "<!doctype html></ <input name=x><input name=a>"),
    .init("comment-empty-end-tag", "<!doctype html></><input name=a>"),
    .init("comment-abrupt-inside-comment", "<!doctype html><!-- a <!--> b --><input name=a>"),
    .init(
      "comment-bang-in-script",
      "<!doctype html><script>if (a<!b) f(\"</ x>\");</script><input name=a>"),
    .init(
      "comment-markup-in-value",
      #"<!doctype html><input value="<!x> </ y> <!-->" name=a><input name=b>"#),
    .init(
      "comment-xhtml-cdata-script",
      "<!doctype html><script>//<![CDATA[\n//]]></script><input name=a>"),
  ]

  // MARK: Attribute syntax

  static let attributeSyntax: [ConformanceCase] = [
    .init("attr-slash-between", #"<!doctype html><input/type="email"/name="e">"#),
    .init("attr-slash-unquoted", "<!doctype html><input type=email/ name=e>"),
    .init("attr-slash-after-name", "<!doctype html><input name=e/autocomplete=off>"),
    .init("attr-quote-in-name", #"<!doctype html><input na"me=x type=tel>"#),
    .init("attr-apostrophe-in-name", "<!doctype html><input it's=1 name=a>"),
    .init("attr-lt-in-name", "<!doctype html><input a<b=1 name=c>"),
    .init("attr-equals-first", "<!doctype html><input =x name=a>"),
    .init("attr-duplicate", "<!doctype html><input name=a NAME=b TYPE=tel type=email>"),
    .init("attr-quote-in-unquoted-value", #"<!doctype html><input value=a"b name=c>"#),
    .init("attr-no-space-after-quote", #"<!doctype html><input name="a"type="tel">"#),
    .init("attr-uppercase", "<!doctype html><INPUT NAME=A Type=TEL InputMode=Numeric>"),
    .init("attr-newlines-in-value", "<!doctype html><input name=a value=\"x\r\ny\rz\">"),
    .init("attr-prefixed-names", "<!doctype html><input xml:lang=en xlink:href=x name=a>"),
    .init("attr-self-closing", "<!doctype html><input name=a\n/><textarea name=t/></textarea>"),
  ]

  // MARK: Foreign content

  static let foreignContent: [ConformanceCase] = [
    .init("foreign-svg-input", "<!doctype html><svg><input name=x></svg><input name=a>"),
    .init(
      "foreign-svg-select-textarea",
      "<!doctype html><svg><select name=x></select><textarea name=y></textarea></svg>"),
    .init(
      "foreign-svg-foreignobject",
      "<!doctype html><svg><foreignObject><input name=a></foreignObject></svg>"),
    .init("foreign-svg-desc", "<!doctype html><svg><desc><input name=a></desc></svg>"),
    .init(
      "foreign-svg-title",
      "<!doctype html><svg><title><input name=a></title><input name=x></svg>"),
    .init(
      "foreign-svg-breakout-div",
      "<!doctype html><svg><g><div><input name=a></div><input name=b></g></svg>"),
    .init(
      "foreign-svg-breakout-font-color",
      "<!doctype html><svg><font color=red><input name=a></font></svg>"),
    .init(
      "foreign-svg-font-plain",
      "<!doctype html><svg><font><input name=x></font></svg><input name=a>"),
    .init("foreign-svg-self-closing", "<!doctype html><svg/><input name=a>"),
    .init(
      "foreign-svg-in-foreignobject",
      "<!doctype html><svg><foreignObject><svg><input name=x></svg><input name=a>"
        + "</foreignObject></svg>"),
    .init("foreign-math-input", "<!doctype html><math><input name=x></math><input name=a>"),
    .init("foreign-math-mi", "<!doctype html><math><mi><input name=a></mi></math>"),
    .init(
      "foreign-math-text-points",
      "<!doctype html><math><mo><input name=a></mo><mn><input name=b></mn><ms>"
        + "<input name=c></ms><mtext><select name=d></select></mtext></math>"),
    .init(
      "foreign-math-annotation-html",
      #"<!doctype html><math><annotation-xml encoding="text/html"><input name=a>"#
        + #"</annotation-xml></math>"#),
    .init(
      "foreign-math-annotation-xhtml",
      #"<!doctype html><math><annotation-xml encoding="Application/XHTML+XML">"#
        + #"<input name=a></annotation-xml></math>"#),
    .init(
      "foreign-math-annotation-plain",
      "<!doctype html><math><annotation-xml><input name=x></annotation-xml></math>"
        + "<input name=a>"),
    .init(
      "foreign-form-owner-after-svg",
      "<!doctype html><form id=f><svg><input name=x></svg><input name=a></form>"),
    .init(
      "foreign-math-mi-in-svg",
      "<!doctype html><svg><foreignObject><math><mi><input name=a></mi></math>"
        + "</foreignObject></svg>"),
  ]

  // MARK: Content after </body> and </html>

  static let afterBody: [ConformanceCase] = [
    .init("after-body", "<!doctype html><body><input name=a></body><input name=b>"),
    .init("after-html", "<!doctype html><html><body><input name=a></body></html><input name=b>"),
    .init(
      "after-html-form-open",
      "<!doctype html><form id=f><input name=a></body></html><input name=b>"),
    .init(
      "after-html-comment",
      "<!doctype html><input name=a></html><!-- c --><select name=s></select>"),
    .init("after-html-text", "<!doctype html></html>text<textarea name=t></textarea>"),
    .init(
      "after-body-form-open",
      "<!doctype html><form id=f><input name=a></body><input name=b></form><input name=c>"),
    .init(
      "after-html-in-div",
      "<!doctype html><div><form id=f><input name=a></body></html><input name=b></div>"
        + "<input name=c>"),
    .init(
      "after-html-script-then-field",
      "<!doctype html><input name=a></body>\n</html>\n<script>x()</script><input name=b>"),
    .init("after-html-uppercase", "<!doctype html><input name=a></BODY ></HTML\n><input name=b>"),
    .init(
      "after-html-only-trailing",
      "<!doctype html><input name=a></body>\n<!-- end --></html>\n<!-- x -->\n"),
    .init(
      "after-html-in-script-string",
      "<!doctype html><script>w(\"</body></html>\")</script><input name=a>"),
    .init(
      "after-body-in-table-cell",
      "<!doctype html><table><tr><td><input name=a></body><input name=b></td></tr></table>"),
    .init(
      "after-html-in-template",
      "<!doctype html><template><input name=a></body></html><input name=b></template>"),
  ]

  // MARK: Framesets

  static let framesets: [ConformanceCase] = [
    .init("frameset-only", "<!doctype html><frameset><input name=x><frame></frameset>"),
    .init(
      "frameset-after-field",
      "<!doctype html><body><input name=a><frameset><frame></frameset>"),
    .init(
      "frameset-after-hidden",
      "<!doctype html><input type=hidden name=h><frameset><frame></frameset>"),
    .init(
      "frameset-noframes",
      "<!doctype html><frameset></frameset><noframes><input name=x></noframes>"),
    .init("frameset-then-content", "<!doctype html><frameset><frame></frameset><input name=x>"),
    .init(
      "frameset-after-text",
      "<!doctype html><p>hi</p><frameset><frame></frameset><input name=a>"),
    .init(
      "frameset-after-whitespace-div",
      "<!doctype html><div> \n </div><frameset><frame></frameset><input name=x>"),
    .init("frameset-after-body-tag", "<!doctype html><body><frameset><frame><input name=a>"),
    .init("frameset-after-img", "<!doctype html><img><frameset><frame></frameset><input name=a>"),
    .init(
      "frameset-after-hidden-in-form",
      "<!doctype html><form id=f><input type=hidden name=h></form><frameset><frame>"
        + "</frameset>"),
    .init(
      "frameset-after-head-hidden",
      "<!doctype html><head><input type=HIDDEN name=h></head><frameset><input name=x>"),
    .init(
      "frameset-nested",
      "<!doctype html><frameset><frameset><frame></frameset></frameset></html>"
        + "<input name=x>"),
  ]

  // MARK: The tree builder's other corners

  static let treeBuilder: [ConformanceCase] = [
    .init(
      "table-foster",
      "<!doctype html><form id=f><table><input name=a><tr><td><input name=b></table>"
        + "</form>"),
    .init(
      "table-form-inside",
      "<!doctype html><table><form id=f><tr><td><input name=a></td></tr></form>"
        + "</table>"),
    .init(
      "table-hidden-input",
      "<!doctype html><table><input type=hidden name=h><tr><td>x</td></tr></table>"),
    .init(
      "table-select-row",
      "<!doctype html><table><tr><td><select name=s><tr><td><input name=a></table>"),
    .init(
      "select-breaks-on-input",
      "<!doctype html><select name=s><option>1<input name=a></select>"),
    .init(
      "select-breaks-on-textarea",
      "<!doctype html><select name=s><textarea name=t></textarea></select>"),
    .init("select-nested", "<!doctype html><select name=a><select name=b><option>x</select>"),
    .init(
      "select-nested-then-field",
      "<!doctype html><form id=f><select name=a><option>1<select name=b></select>"
        + "<input name=c></form>"),
    .init(
      "select-nested-in-div",
      "<!doctype html><select name=a><div><select name=b></div></select><select name=c>"),
    .init(
      "select-breaks-on-keygen",
      "<!doctype html><select name=s><option>1<keygen name=k><select name=t>"),
    .init(
      "select-breaks-on-input-then-select",
      "<!doctype html><select name=s><input name=a><select name=t>"),
    .init(
      "select-breaks-on-textarea-then-select",
      "<!doctype html><select name=s><textarea name=a></textarea><select name=t>"),
    .init(
      "select-in-object-nested",
      "<!doctype html><select name=a><object><select name=b></object></select>"),
    .init(
      "select-in-svg-desc-nested",
      "<!doctype html><select name=a><svg><desc><select name=b></desc></svg></select>"),
    .init(
      "select-in-table-nested",
      "<!doctype html><table><tr><td><select name=a><select name=b></td></tr></table>"),
    .init(
      "form-nested",
      "<!doctype html><form id=f1><form id=f2><input name=a></form><input name=b>"
        + "</form>"),
    .init("form-attribute-later", "<!doctype html><input form=f2 name=a><form id=f2></form>"),
    .init("form-attribute-missing", "<!doctype html><form id=f><input form=nope name=a></form>"),
    .init(
      "form-stray-end-tag",
      "<!doctype html><form id=f><div></form><input name=a></div><input name=b>"),
    .init("form-unclosed", "<!doctype html><form id=f><p><input name=a>"),
    .init("form-self-closing", "<!doctype html><form id=f/><input name=a>"),
    .init("template-field", "<!doctype html><template><input name=a></template><input name=b>"),
    .init(
      "template-in-form",
      "<!doctype html><form id=f><template><input name=a></template></form>"),
    .init(
      "template-with-form",
      "<!doctype html><template><form id=t><input name=a></form></template>"),
    .init("head-field", "<!doctype html><html><head><input name=a></head><body><input name=b>"),
    .init(
      "head-after-title",
      "<!doctype html><head><title>t</title><select name=s></select>"
        + "<meta charset=utf-8></head>"),
    .init("body-twice", "<!doctype html><body><input name=a></body><body><input name=b>"),
    .init("unclosed-tag-at-end", "<!doctype html><input name=a><input name=b"),
    .init("unclosed-quote-at-end", #"<!doctype html><input name=a><input name="b>"#),
    .init("unclosed-single-quote-at-end", "<!doctype html><input name=a><input name='b>"),
    .init("unclosed-slash-at-end", "<!doctype html><input name=a><input name=b/"),
    .init("unclosed-select-at-end", "<!doctype html><form id=f><select name=s"),
    .init("unclosed-textarea-at-end", "<!doctype html><input name=a><textarea name=t "),
    .init("unclosed-valueless-at-end", "<!doctype html><input name=a><input name=b disabled"),
    .init(
      "contenteditable-host",
      "<!doctype html><div contenteditable><input name=a>"
        + "<span contenteditable=true>x</span></div>"),
    .init("isindex", "<!doctype html><isindex name=q prompt=Search>"),
    .init("button-with-field", "<!doctype html><form id=f><button><input name=a></button></form>"),
    .init("nul-in-attribute", "<!doctype html><input name=a value=\"x\u{0}y\">"),
    .init("no-doctype-quirks", "<table><p><input name=a><tr><td><input name=b></td></tr></table>"),
  ]

  // MARK: Raw text elements

  static let rawText: [ConformanceCase] = [
    .init(
      "raw-textarea",
      "<!doctype html><textarea name=t><input name=x></textarea><input name=a>"),
    .init("raw-title", "<!doctype html><title><input name=x></title><input name=a>"),
    .init("raw-script", "<!doctype html><script>var s = '<input name=x>';</script><input name=a>"),
    .init(
      "raw-script-escaped",
      "<!doctype html><script><!--<script></script><input name=x></script>"
        + "<input name=a>"),
    .init("raw-style", "<!doctype html><style><input name=x></style><input name=a>"),
    .init(
      "raw-xmp-iframe-noembed",
      "<!doctype html><xmp><input name=x></xmp><iframe><input name=y></iframe>"
        + "<noembed><input name=z></noembed><input name=a>"),
    .init("raw-noscript-body", "<!doctype html><noscript><input name=x></noscript><input name=a>"),
    .init(
      "raw-noscript-head",
      "<!doctype html><head><noscript><input name=x></noscript></head><input name=a>"),
    .init("raw-plaintext", "<!doctype html><input name=a><plaintext><input name=x></plaintext>"),
    .init("raw-textarea-unclosed", "<!doctype html><input name=a><textarea name=t><input name=x>"),
  ]

  // MARK: Encodings

  static let encodings: [ConformanceCase] = [
    .init(
      "encoding-meta-1252",
      "<!doctype html><meta charset=windows-1252><input name=a value=\"caf\u{E9}\">",
      encoding: .latin1),
    .init(
      "encoding-late-meta",
      "<!doctype html><!--" + String(repeating: " ", count: 1100)
        + "--><meta charset=windows-1252><input name=a value=\"caf\u{E9}\">",
      encoding: .latin1),
    .init(
      "encoding-meta-utf16-label",
      "<!doctype html><meta charset=utf-16><input name=a value=\"caf\u{E9}\">"),
    .init(
      "encoding-bom-over-meta",
      "\u{FEFF}<!doctype html><meta charset=windows-1252><input name=a value=\"caf\u{E9}\">"),
    .init(
      "encoding-http-equiv",
      "<!doctype html><meta http-equiv=content-type content=\"text/html; charset=iso-8859-1\">"
        + "<input name=a value=\"\u{80}\u{E9}\">",
      encoding: .latin1),
  ]
}
