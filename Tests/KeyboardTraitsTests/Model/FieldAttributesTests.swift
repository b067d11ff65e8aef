import Testing

@testable import KeyboardTraits

/// An attribute at line 1, column `column`.
private func attribute(
  _ name: String, _ value: String? = nil, column: Int = 1, isDynamic: Bool = false
) -> FieldAttribute {
  FieldAttribute(
    name: name, value: value ?? "", hasValue: value != nil,
    position: SourcePosition(line: 1, column: column), isDynamic: isDynamic)
}

@Suite("Field attributes")
struct FieldAttributesTests {
  @Test("keeps every attribute in source order, as a collection with Int indices")
  func keepsSourceOrder() {
    let attributes = FieldAttributes([
      attribute("data-x", "1"), attribute("type", "email"), attribute("required"),
    ])
    #expect(attributes.count == 3)
    #expect(attributes.map(\.name) == ["data-x", "type", "required"])
    #expect(attributes[1].value == "email")
    #expect(attributes.indices == 0..<3)
    #expect(attributes.filter { $0.hasValue }.map(\.name) == ["data-x", "type"])
  }

  @Test("the first of duplicate names wins, in lookups and parsed values")
  func firstDuplicateWins() {
    let attributes = FieldAttributes([
      attribute("inputmode", "numeric", column: 8), attribute("type", "tel"),
      attribute("inputmode", "email", column: 30),
    ])
    #expect(attributes[.inputmode] == "numeric")
    #expect(attributes.index(of: .inputmode) == 0)
    #expect(attributes.attribute(.inputmode)?.position.column == 8)
    #expect(attributes.inputMode == .numeric)
    #expect(attributes.value(of: "inputmode") == "numeric")
  }

  @Test("a bare attribute is present with an empty value; an absent one is nil")
  func presenceAndValues() {
    let attributes = FieldAttributes([attribute("required"), attribute("name", "email")])
    #expect(attributes.has(.required))
    #expect(attributes[.required] == "")
    #expect(!attributes.has(.readonly))
    #expect(attributes[.readonly] == nil)
    #expect(attributes.index(of: .readonly) == nil)
    #expect(attributes.attribute(.name)?.value == "email")
  }

  @Test("names outside KnownAttribute are found by string, exactly")
  func unknownNamesFallBack() {
    let attributes = FieldAttributes([attribute("data-kind", "pin"), attribute("x-Case", "1")])
    #expect(attributes.value(of: "data-kind") == "pin")
    #expect(attributes.contains(named: "data-kind"))
    #expect(attributes.index(named: "data-kind") == 0)
    #expect(attributes.value(of: "x-Case") == "1")
    #expect(attributes.value(of: "x-case") == nil)
    #expect(!attributes.contains(named: "data-other"))
  }

  @Test("known names are found by case whatever their ASCII case; by string, exactly")
  func knownNamesIgnoreCase() {
    let attributes = FieldAttributes([attribute("inputMode", "decimal")])
    #expect(attributes.first?.known == .inputmode)
    #expect(attributes[.inputmode] == "decimal")
    #expect(attributes.inputMode == .decimal)
    #expect(attributes.value(of: "inputMode") == "decimal")
    #expect(attributes.value(of: "inputmode") == nil)
  }

  @Test("an attribute knows its case from its name, and again when renamed")
  func attributeKnowsItsCase() {
    var renamed = attribute("autocorect", "off")
    #expect(renamed.known == nil)
    renamed.name = "autocorrect"
    #expect(renamed.known == .autocorrect)
    #expect(attribute("aria-label", "Email").known == .ariaLabel)
  }

  @Test("a first occurrence past the table's byte range is still found")
  func lateFirstOccurrence() {
    var written = (0..<300).map { attribute("data-a\($0)", "\($0)") }
    written[270] = attribute("pattern", "\\d*")
    written.append(attribute("pattern", "later"))
    written.insert(attribute("name", "n"), at: 100)
    let attributes = FieldAttributes(written)
    #expect(attributes.index(of: .pattern) == 271)
    #expect(attributes[.pattern] == "\\d*")
    #expect(attributes[.name] == "n")
    #expect(!attributes.has(.type))
  }

  @Test("changes rebuild the lookups and the parsed values")
  func changesRebuildLookups() {
    var attributes: FieldAttributes = [attribute("type", "text"), attribute("inputmode", "text")]
    attributes.append(attribute("enterkeyhint", "go"))
    #expect(attributes.enterKeyHint == .go)
    attributes[1].value = "numeric"
    #expect(attributes.inputMode == .numeric)
    attributes[0].name = "data-type"
    #expect(!attributes.has(.type))
    #expect(attributes.inputType == .text)
    attributes.remove(at: 1)
    #expect(attributes.inputMode == nil)
    #expect(attributes.index(of: .enterkeyhint) == 1)
    attributes.removeAll { $0.name == "enterkeyhint" }
    #expect(!attributes.has(.enterkeyhint))
    attributes.insert(attribute("type", "email"), at: 0)
    #expect(attributes.inputType == .email)
    #expect(attributes.map(\.name) == ["type", "data-type"])
    let filtered = attributes.filter { $0.name != "type" }
    #expect(!filtered.has(.type) && filtered.count == 1)
    #expect(
      attributes + [attribute("required")] == [
        attribute("type", "email"), attribute("data-type", "text"), attribute("required"),
      ])
  }

  @Test("equality and hashing follow the attributes")
  func equalityFollowsAttributes() {
    let one = FieldAttributes([attribute("type", "tel")])
    var other = FieldAttributes([attribute("type", "email")])
    #expect(one != other)
    other[0].value = "tel"
    #expect(one == other)
    #expect(Set([one, other]).count == 1)
  }

  @Test("an array of attributes reads known names by case too")
  func arrayLookups() {
    let attributes = [attribute("name", "a"), attribute("Type", "tel"), attribute("type", "x")]
    #expect(attributes[.type] == "tel")
    #expect(attributes.has(.name))
    #expect(!attributes.has(.id))
    #expect(attributes.index(of: .type) == 1)
  }
}

@Suite("Parsed attribute values")
struct AttributeFactsTests {
  private func facts(_ written: [(String, String?)]) -> FieldAttributes {
    FieldAttributes(written.map { attribute($0.0, $0.1) })
  }

  @Test("the input type resolves as browsers do")
  func inputType() {
    #expect(facts([]).inputType == .text)
    #expect(facts([("type", "EMAIL")]).inputType == .email)
    #expect(facts([("type", "phone")]).inputType == .text)
    #expect(facts([("type", "datetime-local")]).inputType == .datetimeLocal)
    #expect(facts([("type", " tel")]).inputType == .text)
  }

  @Test("inputmode and enterkeyhint are keywords, ASCII case-insensitive")
  func keywords() {
    #expect(facts([("inputmode", "Numeric")]).inputMode == .numeric)
    #expect(facts([("inputmode", "numbers")]).inputMode == nil)
    #expect(facts([("inputmode", "none")]).inputMode == .some(.none))
    #expect(facts([]).inputMode == nil)
    #expect(facts([("enterkeyhint", "GO")]).enterKeyHint == .go)
    #expect(facts([("enterkeyhint", "submit")]).enterKeyHint == nil)
  }

  @Test("autocapitalize: missing or empty is default, unknown is sentences")
  func autocapitalize() {
    #expect(facts([]).autocapitalize == .default)
    #expect(facts([("autocapitalize", "")]).autocapitalize == .default)
    #expect(facts([("autocapitalize", "characters")]).autocapitalize == .allCharacters)
    #expect(facts([("autocapitalize", "OFF")]).autocapitalize == AutocapitalizeValue.none)
    #expect(facts([("autocapitalize", "true")]).autocapitalize == .sentences)
  }

  @Test("autocorrect: only off turns it off")
  func autocorrect() {
    #expect(facts([]).autocorrect == nil)
    #expect(facts([("autocorrect", "OFF")]).autocorrect == .off)
    #expect(facts([("autocorrect", "")]).autocorrect == .on)
    #expect(facts([("autocorrect", nil)]).autocorrect == .on)
    #expect(facts([("autocorrect", "false")]).autocorrect == .on)
  }

  @Test("spellcheck and writingsuggestions: true, empty or false; anything else decides nothing")
  func trueFalseStates() {
    #expect(facts([("spellcheck", "")]).spellcheck == true)
    #expect(facts([("spellcheck", "False")]).spellcheck == false)
    #expect(facts([("spellcheck", "no")]).spellcheck == nil)
    #expect(facts([]).spellcheck == nil)
    #expect(facts([("writingsuggestions", "TRUE")]).writingSuggestions == true)
    #expect(facts([("writingsuggestions", "off")]).writingSuggestions == nil)
  }

  @Test("autocomplete is parsed with the autofill processing model")
  func autocomplete() throws {
    #expect(facts([]).autocomplete == nil)
    let value = try #require(facts([("autocomplete", "section-a Shipping email")]).autocomplete)
    #expect(value.fieldName == "email")
    #expect(value.section == "section-a")
    #expect(value.hint == "shipping")
    #expect(facts([("autocomplete", "off")]).autocomplete?.shape == .off)
    #expect(facts([("autocomplete", "email nonsense")]).autocomplete?.isUsableForAutofill == false)
  }

  @Test("scanned fields and forms carry their parsed values")
  func scannedFieldsAndForms() throws {
    let document = FormScanner().scan(
      html: """
        <form autocapitalize=words autocorrect=off>
          <input type=Tel name=phone inputmode=numeric enterkeyhint=next autocomplete="tel">
        </form>
        """,
      documentURL: "https://example.com/")
    let field = try #require(document.fields.first)
    #expect(field.attributes.inputType == .tel)
    #expect(field.attributes.inputMode == .numeric)
    #expect(field.attributes.enterKeyHint == .next)
    #expect(field.attributes.autocomplete?.fieldName == "tel")
    #expect(field[.name] == "phone")
    #expect(field.has(.inputmode))
    #expect(field.position(of: .inputmode) == field.attribute(.inputmode)?.position)
    let form = try #require(document.forms.first)
    #expect(form.attributes.autocapitalize == .words)
    #expect(form.attributes.autocorrect == .off)
    #expect(form.has(.autocorrect) && form[.autocorrect] == "off")
  }
}
