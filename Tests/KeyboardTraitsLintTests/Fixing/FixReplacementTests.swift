import Foundation
import Testing

@testable import KeyboardTraits
@testable import KeyboardTraitsLint

/// Fixes as data: each diagnostic's ``Fix/replacements`` are the bytes `--fix` would change.
@Suite("Fix replacements")
struct FixReplacementTests {
  /// `bytes` with `replacements` applied from the end backwards.
  static func applying(_ replacements: [Fix.Replacement], to bytes: [UInt8]) -> [UInt8] {
    var result = bytes
    for replacement in replacements.sorted(by: { $0.byteRange.lowerBound > $1.byteRange.lowerBound }
    ) {
      result.replaceSubrange(replacement.byteRange, with: Array(replacement.text.utf8))
    }
    return result
  }

  @Test("every fix over the samples applies to the file exactly as the fix applier does")
  func samplesMatchTheApplier() throws {
    let samples = URL(fileURLWithPath: ReportingFixtures.packageRoot).appendingPathComponent(
      "Samples")
    let names = try FileManager.default.contentsOfDirectory(atPath: samples.path)
      .filter { $0.hasSuffix(".html") }.sorted()
    var checked = 0
    for name in names {
      let bytes = try Array(Data(contentsOf: samples.appendingPathComponent(name)))
      let (document, diagnostics) = try FixHarness.lint(bytes)
      for diagnostic in diagnostics where diagnostic.fix != nil {
        let replacements = try #require(diagnostic.fix?.replacements, "\(name): \(diagnostic.rule)")
        let alone = FixApplier.apply(
          [diagnostic], to: document, fileBytes: bytes, includingUnsafe: true)
        #expect(
          Self.applying(replacements, to: bytes) == alone.bytes, "\(name): \(diagnostic.rule)")
        checked += 1
      }
    }
    #expect(checked > 10)
  }

  @Test("offsets count the byte order mark: they are offsets into the file as read")
  func byteOrderMark() throws {
    let bytes: [UInt8] =
      [0xEF, 0xBB, 0xBF] + Array("<input name=\"handle\" autocorrect=\"false\">\n".utf8)
    let (_, diagnostics) = try FixHarness.lint(bytes)
    let fix = try #require(diagnostics.first { $0.rule == "typing-aid-false" }?.fix)
    let replacement = try #require(fix.replacements?.first)
    #expect(replacement.text == "off")
    #expect(Array(bytes[replacement.byteRange]) == Array("false".utf8))
    #expect(
      Self.applying([replacement], to: bytes).suffix(16)
        == Array("autocorrect=\"off\">\n".utf8).suffix(16))
  }

  @Test("a file in a legacy encoding gets no edits: its bytes are not the decoded text")
  func legacyEncoding() throws {
    // "é" in windows-1252 before the field: not UTF-8.
    let bytes: [UInt8] =
      Array("<p>caf".utf8) + [0xE9] + Array("</p><input name=h autocorrect=false>\n".utf8)
    let (document, diagnostics) = try FixHarness.lint(bytes)
    #expect(!document.isFileText)
    let fix = try #require(diagnostics.first { $0.rule == "typing-aid-false" }?.fix)
    #expect(fix.replacements == nil)
  }
}

/// Issue 34: a fix that adds an attribute to a tag holding a template binding has edits.
@Suite("Fix replacements in templates")
struct TemplateFixReplacementTests {
  @Test(
    "an attribute added to a tag with a binding goes right after the tag name",
    arguments: [
      (
        SourceSyntax.vue,
        "<template><form><label for=\"em\">Email</label>\n"
          + "<input id=\"em\" type=\"text\" name=\"email\" v-model=\"email\"></form></template>\n"
      ),
      (
        .svelte,
        "<form><label for=\"em\">Email</label>\n"
          + "<input id=\"em\" type=\"text\" name=\"email\" bind:value={email}></form>\n"
      ),
      (
        .jinja,
        "<form><label for=\"em\">Email</label>\n<input id=\"em\" type=\"text\" name=\"email\" "
          + "{% if locked %}readonly{% endif %}></form>\n"
      ),
    ])
  func bindingInTheTag(syntax: SourceSyntax, source: String) throws {
    let bytes = Array(source.utf8)
    let (document, diagnostics) = try FixHarness.lint(bytes, syntax: syntax)
    let finding = try #require(diagnostics.first { $0.rule == "identifier-autocapitalize" })
    let replacements = try #require(finding.fix?.replacements, "\(syntax): no edits")
    let fixed = String(
      decoding: FixReplacementTests.applying(replacements, to: bytes), as: UTF8.self)
    #expect(fixed.contains("<input autocapitalize=\"none\" id=\"em\""), "\(fixed)")
    // The applier plans it the same way, and the fixed file scans to the keyboard asked for.
    let alone = FixApplier.apply([finding], to: document, fileBytes: bytes, includingUnsafe: true)
    #expect(alone.bytes == Array(fixed.utf8))
    let rescanned = try FormScanner().scan(bytes: Array(fixed.utf8), syntax: syntax)
    #expect(rescanned.fields.first?.ios.autocapitalizationType == IOSAutocapitalizationType.none)
  }

  @Test("a tag of static attributes still gets the new one after its last attribute")
  func staticTag() throws {
    let source =
      "<form><label for=\"em\">Email</label><input id=\"em\" type=\"text\" name=\"email\">"
    let bytes = Array(source.utf8)
    let (_, diagnostics) = try FixHarness.lint(bytes)
    let finding = try #require(diagnostics.first { $0.rule == "identifier-autocapitalize" })
    let replacements = try #require(finding.fix?.replacements)
    let fixed = String(
      decoding: FixReplacementTests.applying(replacements, to: bytes), as: UTF8.self)
    #expect(fixed.contains("name=\"email\" autocapitalize=\"none\">"), "\(fixed)")
  }
}
