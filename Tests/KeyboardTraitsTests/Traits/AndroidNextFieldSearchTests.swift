import Foundation
import TestHelpers
import Testing

@testable import KeyboardTraits

/// The document-level half of the Enter key on Android: Chrome's next-field search (C21 with
/// §5.3) and Firefox's form rule (F7 with §5.7 and §5.9).
@Suite("Android next-field search (C21, §5.3, F7, §5.9)")
struct AndroidNextFieldSearchTests {
  typealias T = AndroidTest

  // MARK: Chrome: forms and owners

  @Test("C21: fields of another form are skipped; form= owners join their form")
  func c21FormOwners() throws {
    #expect(try T.chromeAction("<form><input id=t></form><form><input></form>") == .go)
    #expect(try T.chromeAction("<form id=f><input id=t></form><input form=f>") == .next)
    #expect(try T.chromeAction("<input id=t form=f><form id=f><input></form>") == .next)
    // form= naming no form leaves the field formless, in the formless group.
    #expect(try T.chromeAction("<form id=f><input id=t form=g></form><input>") == .next)
  }

  @Test("C21: formless fields form one group, wherever they are")
  func c21FormlessGroup() throws {
    #expect(try T.chromeAction("<input id=t><div><p><input></p></div>") == .next)
    #expect(try T.chromeAction("<input id=t><form><input></form><input>") == .next)
    #expect(try T.chromeAction("<form><input></form><input id=t><form><input></form>") == .go)
  }

  @Test("C21: selects, textareas and number fields count; checkboxes, radios, buttons pass")
  func c21WhatCounts() throws {
    #expect(try T.chromeAction("<input id=t><select></select>") == .next)
    #expect(try T.chromeAction("<input id=t><textarea></textarea>") == .next)
    #expect(try T.chromeAction("<input id=t><input type=number>") == .next)
    #expect(
      try T.chromeAction("<input id=t><input type=checkbox><input type=radio><input>") == .next)
    #expect(try T.chromeAction("<input id=t><button type=button>x</button><input>") == .next)
    #expect(try T.chromeAction("<input id=t><a href=/help>help</a><input>") == .next)
    // A date field is not a text control: passed over.
    #expect(try T.chromeAction("<input id=t><input type=date>") == .go)
    #expect(try T.chromeAction("<input id=t><input type=date><input>") == .next)
  }

  @Test("C21: a contenteditable host counts in the same form element, or when both are formless")
  func c21EditingHosts() throws {
    #expect(try T.chromeAction("<form><input id=t><div contenteditable></div></form>") == .next)
    #expect(try T.chromeAction("<form><input id=t></form><div contenteditable></div>") == .go)
    #expect(try T.chromeAction("<input id=t><div contenteditable></div>") == .next)
    // A focused host's group is the form element around it.
    #expect(
      try T.chromeAction("<form><div contenteditable inputmode=numeric id=t></div><input></form>")
        == .next)
    #expect(
      try T.chromeAction("<div contenteditable inputmode=numeric id=t></div><form><input></form>")
        == .go)
  }

  @Test("C21: a likely captcha iframe counts as a next field; another iframe does not")
  func c21Captcha() throws {
    #expect(
      try T.chromeAction(#"<form><input id=t><iframe src="/recaptcha/anchor"></iframe></form>"#)
        == .next)
    #expect(try T.chromeAction(#"<form><input id=t><iframe src="/ads"></iframe></form>"#) == .go)
  }

  // MARK: Chrome: submit buttons

  @Test(
    "§5.3: every kind of submit button ends the search",
    arguments: [
      "<button>OK</button>", "<button type=submit>OK</button>", "<button type=SUBMIT>OK</button>",
      #"<button type="">OK</button>"#, "<button type=bogus>OK</button>",
      "<input type=submit>", "<input type=image src=go.png>", "<input type=Submit>",
    ])
  func submitButtonsStop(button: String) throws {
    #expect(try T.chromeAction("<form><input id=t>\(button)<input></form>") == .go)
  }

  @Test(
    "§5.3: reset and plain buttons do not end the search (type matched case-insensitively)",
    arguments: [
      "<button type=button>x</button>", "<button type=BUTTON>x</button>",
      "<button type=reset>x</button>", "<button type=Reset>x</button>", "<input type=button>",
      "<input type=reset>",
    ])
  func otherButtonsPass(button: String) throws {
    #expect(try T.chromeAction("<form><input id=t>\(button)<input></form>") == .next)
  }

  @Test("§5.3: another form's submit button also ends the search")
  func otherFormsSubmitStops() throws {
    #expect(try T.chromeAction("<input id=t><form><button>x</button></form><input>") == .go)
    #expect(
      try T.chromeAction(
        "<form id=f><input id=t><button form=g>x</button><input></form><form id=g></form>")
        == .go)
  }

  @Test("§5.3: a disabled, hidden or tabindex=-1 submit button is never reached")
  func unreachableSubmitButtons() throws {
    for button in [
      "<button disabled>x</button>", "<fieldset disabled><button>x</button></fieldset>",
      "<button hidden>x</button>", "<div hidden><button>x</button></div>",
      "<button tabindex=-1>x</button>", "<input type=submit disabled>",
      "<div inert><input type=submit></div>", "<template><button>x</button></template>",
    ] {
      #expect(try T.chromeAction("<form><input id=t>\(button)<input></form>") == .next, "\(button)")
    }
  }

  // MARK: Chrome: what cannot be focused or is skipped

  @Test("C21: disabled, hidden, read-only and tabindex=-1 fields are skipped")
  func skippedFields() throws {
    for next in [
      "<input disabled>", "<fieldset disabled><input></fieldset>", "<input hidden>",
      "<input type=hidden>", "<input readonly>", "<textarea readonly></textarea>",
      "<input tabindex=-1>", "<select disabled></select>", "<select readonly></select>",
    ] {
      #expect(try T.chromeAction("<form><input id=t>\(next)</form>") == .go, "\(next)")
    }
  }

  // MARK: Chrome: tabindex

  @Test("§5.3: positive tabindex values reorder the walk")
  func positiveTabIndex() throws {
    // In document order a submit button follows; in focus order the tabindex=2 field does.
    #expect(
      try T.chromeAction(
        "<form><input id=t tabindex=1><button>Go</button><input tabindex=2></form>")
        == .next)
    // In document order a field follows; in focus order the button (tabindex 0) comes first.
    #expect(
      try T.chromeAction(
        "<form><input id=t tabindex=2><input tabindex=1><button>Go</button></form>")
        == .go)
    // Positive values come before every tabindex=0 field, so nothing follows the last zero.
    #expect(try T.chromeAction("<form><input tabindex=1><input id=t></form>") == .go)
    #expect(try T.chromeAction("<form><input id=t tabindex=0><input tabindex=0></form>") == .next)
  }

  @Test("C21: a focused field with tabindex=-1 continues in document order")
  func negativeTabIndexStart() throws {
    #expect(try T.chromeAction("<form><input id=t tabindex=-1><input></form>") == .next)
    #expect(
      try T.chromeAction("<form><input><input id=t tabindex=-1><button>x</button></form>") == .go)
  }

  @Test("C21: at most 50 elements are looked at")
  func stepLimit() throws {
    let checkboxes = { (count: Int) in String(repeating: "<input type=checkbox>", count: count) }
    #expect(try T.chromeAction("<form><input id=t>\(checkboxes(49))<input></form>") == .next)
    #expect(try T.chromeAction("<form><input id=t>\(checkboxes(50))<input></form>") == .go)
  }

  // MARK: Firefox

  @Test("F7: a submit button or a single text field makes Go; the last text field too")
  func f7WillSubmit() throws {
    #expect(try T.firefoxAction("<form><input id=t><input type=checkbox></form>") == .go)
    // The image input is the default button: Go, where two text fields alone give none.
    #expect(
      try T.firefoxAction("<form><input id=t><input type=image><input type=checkbox><input></form>")
        == .go)
    #expect(try T.firefoxAction("<form><input id=t><input type=checkbox><input></form>") == .none)
    #expect(try T.firefoxAction("<form><input><input id=t></form>") == .go)
    // Two single-line fields and no button: from the first one there is no next text field.
    #expect(
      try T.firefoxAction("<form><input id=t><input type=radio><input type=email></form>") == .none)
    // A disabled field after it leaves it the last enabled one.
    #expect(try T.firefoxAction("<form><input id=t><input disabled></form>") == .go)
    // A textarea is a text control, so the input before it is not the last one.
    #expect(try T.firefoxAction("<form><input id=t><textarea></textarea></form>") == .next)
  }

  @Test("§5.9: the next tabbable text control may be in another form or none")
  func correction59NextElsewhere() throws {
    #expect(try T.firefoxAction("<form><input id=t><input tabindex=-1></form><input>") == .next)
    #expect(
      try T.firefoxAction("<form><input id=t><input tabindex=-1></form><form><input></form>")
        == .next)
  }

  @Test("§5.9: a read-only next field ends the check instead of being skipped")
  func correction59ReadOnlyEnds() throws {
    #expect(try T.firefoxAction("<form><input id=t><input readonly><input></form>") == .none)
    #expect(try T.chromeAction("<form><input id=t><input readonly><input></form>") == .next)
  }

  @Test("§5.9: month and week inputs are text controls to Gecko")
  func correction59MonthAndWeek() throws {
    #expect(try T.firefoxAction("<form><input id=t><input type=month></form>") == .next)
    #expect(try T.firefoxAction("<form><input id=t><input type=week></form>") == .next)
    #expect(try T.chromeAction("<form><input id=t><input type=month></form>") == .go)
  }

  @Test("F7: only the very next tabbable element is looked at")
  func f7OnlyTheNextElement() throws {
    #expect(
      try T.firefoxAction("<form><input id=t><a href=/x>x</a><input><button>Go</button></form>")
        == .go)
    #expect(
      try T.firefoxAction(
        "<form><input id=t tabindex=1><button>Go</button><input tabindex=2></form>") == .next)
  }

  // MARK: One field's facts replaced

  @Test("F7: a field's hint with its facts replaced equals a search built with them")
  func replacedFieldMatchesRebuiltSearch() {
    let document = FormScanner().scan(
      html: """
        <form><input name=a><input type=search name=b><input type=checkbox><input name=c></form>
        <form><input name=d readonly><textarea></textarea><button>Go</button></form>
        <form><input name=e></form>
        """)
    let fields = document.fields.map { field in
      AndroidNextFieldSearch.Field(
        element: field.element, inputType: field.inputType, isEditingHost: field.isEditingHost,
        formIndex: field.formIndex, isReadOnly: field.has(.readonly),
        isDisabled: field.has(.disabled))
    }
    let search = AndroidNextFieldSearch(
      fields: fields, controls: document.controls, formCount: document.forms.count)
    let types: [InputType?] = [.text, .search, .email, .number, .date, .checkbox, .password]
    for index in fields.indices where fields[index].element == "input" {
      for type in types {
        for (readOnly, disabled) in [(false, false), (true, false), (false, true)] {
          var field = fields[index]
          field.inputType = type
          field.isReadOnly = readOnly
          field.isDisabled = disabled
          var replaced = fields
          replaced[index] = field
          let rebuilt = AndroidNextFieldSearch(
            fields: replaced, controls: document.controls, formCount: document.forms.count)
          #expect(
            search.geckoActionHint(for: index, as: field) == rebuilt.geckoActionHint(for: index),
            "field \(index) as \(type.map(\.rawValue) ?? "nil") \(readOnly) \(disabled)")
        }
      }
      #expect(
        search.geckoActionHint(for: index, as: fields[index]) == search.geckoActionHint(for: index))
    }
  }

  // MARK: Edited fields

  @Test(
    "An edited field resolved against the page's search equals a search rebuilt with the edit",
    arguments: [
      ("type", "text"), ("type", "email"), ("type", "number"), ("type", "tel"),
      ("type", "search"), ("type", "date"), ("type", "password"), ("disabled", ""),
      ("readonly", ""), ("enterkeyhint", "next"), ("inputmode", "numeric"),
    ])
  func editedFieldMatchesRebuiltSearch(attribute: String, value: String) throws {
    var pages = [
      "<form><input id=a><input type=checkbox><input id=b><button>Go</button></form><input>",
      "<form id=f><input tabindex=2><select></select><input type=date></form><input form=f>",
      "<form><input><textarea></textarea><input disabled><input readonly></form>",
    ]
    let root = TestCorpus.fixtures
    for path in try #require(FileManager.default.subpaths(atPath: root.path)).sorted()
    where path.hasSuffix(".html") {
      let data = try Data(contentsOf: root.appendingPathComponent(path))
      pages.append(String(decoding: data, as: UTF8.self))
    }
    #expect(pages.count > 20)
    for html in pages {
      let document = FormScanner().scan(html: html, documentURL: "https://shop.example/")
      let search = document.nextFieldSearch()
      for field in document.fields {
        var edited = field
        edited.attributes.removeAll { $0.name == attribute }
        edited.attributes.append(
          FieldAttribute(name: attribute, value: value, position: field.position))
        if field.element == "input" {
          edited.inputType = edited.attributes.inputType
        }
        var entries = document.fields.map(ScannedDocument.searchField)
        entries[field.index] = ScannedDocument.searchField(edited)
        let rebuilt = AndroidNextFieldSearch(
          fields: entries, controls: document.controls, formCount: document.forms.count)
        let expected = document.androidTraits(for: edited, search: rebuilt)
        let shared = document.androidTraits(forEdited: edited, in: search)
        #expect(shared.chrome == expected.chrome, "\(field.tagSummary) with \(attribute)")
        #expect(shared.firefox == expected.firefox, "\(field.tagSummary) with \(attribute)")
      }
    }
  }
}
