import KeyboardTraits

extension AutocompleteControl {
  /// The field names this control accepts, phrased for a control-mismatch message.
  var allowedFieldNamesPhrase: String {
    let groups = allowedGroups
    if groups.count == AutofillControlGroup.allCases.count { return "every field name" }
    if groups == Set(AutofillControlGroup.allCases).subtracting([.multiline]) {
      return "every field name except 'street-address'"
    }
    if groups.isEmpty { return "only 'on' or 'off'" }
    let names = AutofillControlGroup.allCases.filter(groups.contains)
      .flatMap(AutofillFieldName.names(in:))
    if names.count == 1 { return "only '\(names[0])'" }
    let group = groups.count == 1 ? "\(groups.first!.displayName) " : ""
    return "only the \(group)field names \(AutocompleteMessages.list(names, joiner: "and"))"
  }
}
