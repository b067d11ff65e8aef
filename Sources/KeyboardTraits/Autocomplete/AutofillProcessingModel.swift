/// The HTML standard's autofill processing model for an autocomplete attribute, which is what
/// browsers compute. It walks from the last token backwards, so it never reports why a value
/// fails; that is the conformance checker's job. WebKit's `AutofillData` follows the same steps.
package struct AutofillProcessingModel {
  /// The outcome for a value that is not ignored.
  struct Result: Equatable {
    var section: String?
    var hint: String?
    var contact: String?
    var fieldName: String?
    var webauthn = false
  }

  package static let hints: Set<String> = ["shipping", "billing"]
  package static let contacts: Set<String> = ["home", "work", "mobile", "fax", "pager"]
  package static let sectionPrefix = "section-"

  /// The spec's "maximum tokens" per category: Off/Automatic 1, Normal 3, Contact 4,
  /// Credential (`webauthn`) 5.
  private static func maximumTokens(forLast token: String) -> Int? {
    if token == "on" || token == "off" { return 1 }
    if token == "webauthn" { return 5 }
    guard let name = AutofillFieldName.named(token) else { return nil }
    return name.acceptsContact ? 4 : 3
  }

  /// The result of the processing model, or `nil` when the value is ignored ("default" step).
  /// A lone `on`/`off` yields an empty result. The control is not an input: whether `on`/`off`
  /// is allowed on a hidden input is left to the conformance checker.
  static func run(_ tokens: [String]) -> Result? {
    guard var index = tokens.indices.last else { return nil }
    var field = tokens[index]
    guard let maximum = maximumTokens(forLast: field), tokens.count <= maximum else {
      return nil
    }
    var result = Result()
    if field == "on" || field == "off" { return result }
    if field == "webauthn" {
      // The credential type rides on the field name before it, which must be a real one. Alone,
      // `webauthn` is the field name itself (the spec's "skip to done"; WebKit's
      // AutofillData::createFromHTMLFormControlElement does the same).
      result.webauthn = true
      guard index > 0 else { return result }
      index -= 1
      field = tokens[index]
    }
    guard let name = AutofillFieldName.named(field) else { return nil }
    result.fieldName = name.token
    guard index > 0 else { return result }
    index -= 1
    if name.acceptsContact, contacts.contains(tokens[index]) {
      result.contact = tokens[index]
      guard index > 0 else { return result }
      index -= 1
    }
    if hints.contains(tokens[index]) {
      result.hint = tokens[index]
      guard index > 0 else { return result }
      index -= 1
    }
    // Only a section may remain, and only as the first token. The spec asks for the prefix
    // alone, so a bare "section-" names the empty section and is accepted.
    guard index == 0, tokens[0].hasPrefix(sectionPrefix) else { return nil }
    result.section = tokens[0]
    return result
  }
}
