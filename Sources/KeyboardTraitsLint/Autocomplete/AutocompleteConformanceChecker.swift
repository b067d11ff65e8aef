import KeyboardTraits

/// Checks an autocomplete value against the HTML standard's authoring rules for one control and
/// explains each failure. Unlike the processing model it keeps going after the first fault, so
/// every problem is reported, each at the token to blame.
struct AutocompleteConformanceChecker {
  let value: AutocompleteValue
  let control: AutocompleteControl
  /// Off while vetting a candidate suggestion, which keeps the check from recursing.
  var suggests = true

  /// Values with more tokens than this get no repaired value: no valid one has more than six,
  /// and vetting a repair of a long run of words (a stylesheet pasted into the attribute, found
  /// by fuzzing) costs an edit-distance search per word.
  static let maximumTokensToRepair = 12

  /// What one token is in the grammar.
  enum Role: Equatable {
    case section, hint, contact, webauthn, onOff
    case field(AutofillFieldName)
    case unknown(AutocompleteSuggester.Fix)

    /// Position in the required order section → hint → contact → field name → webauthn.
    var rank: Int? {
      switch self {
      case .section: 0
      case .hint: 1
      case .contact: 2
      case .field: 3
      case .webauthn: 4
      case .onOff, .unknown: nil
      }
    }

    var field: AutofillFieldName? {
      if case .field(let name) = self { name } else { nil }
    }
  }

  private typealias Entry = (token: AutocompleteToken, role: Role)
  private typealias Say = AutocompleteMessages

  /// Every problem, ordered by token offset; whole-value problems (no offset) come first.
  func problems() -> [AutocompleteProblem] {
    let key = { (entry: (offset: Int, element: AutocompleteProblem)) in
      (entry.element.tokenOffset ?? -1, entry.offset)
    }
    return unorderedProblems().enumerated().sorted { key($0) < key($1) }.map(\.element)
  }

  private func unorderedProblems() -> [AutocompleteProblem] {
    guard control.acceptsAutocomplete else {
      return [.init(.notApplicable, Say.attributeNotApplicable(control), at: nil)]
    }
    if control == .form, let problem = formKeywordProblem() { return [problem] }
    switch value.shape {
    case .empty:
      return [.init(.empty, Say.empty(control), at: nil)]
    case .on, .off:
      guard control.isHidden, let token = value.tokens.first else { return [] }
      return [.init(.onOffMisuse, Say.onOffOnHidden(token.text), at: token.offset)]
    case .details:
      return detailProblems()
    }
  }

  // MARK: Detail tokens

  private func detailProblems() -> [AutocompleteProblem] {
    let suggester = AutocompleteSuggester(control: control)
    let entries: [Entry] = value.tokens.map { ($0, role(of: $0, suggester)) }
    let unknown = entries.compactMap { entry -> (Entry, AutocompleteSuggester.Fix)? in
      if case .unknown(let fix) = entry.role { (entry, fix) } else { nil }
    }
    // Nothing recognisable at all reads as an attempt to switch autofill off.
    if unknown.count == entries.count, unknown.allSatisfy({ !isCorrectable($0.1) }) {
      return [offLikeProblem(entries[0].token)]
    }
    // One repaired value serves every unknown token's problem.
    let repaired = unknown.isEmpty ? nil : vetted(entries.map(\.token.lowercased))
    var problems = unknown.map { unknownProblem($0.0, $0.1, repaired: repaired) }
    let known = entries.filter { $0.role.rank != nil || $0.role == .onOff }
    if control == .form {
      if let first = known.first(where: { $0.role != .onOff }) {
        problems.append(formProblem(first, in: entries))
      }
      return problems
    }
    for entry in known where entry.role == .onOff {
      problems.append(
        .init(
          .onOffMisuse, Say.onOffCombined(entry.token.text),
          at: entry.token.offset,
          suggestion: vetted(entries.filter { $0.role != .onOff }.map(\.token.lowercased))))
    }
    let details = known.filter { $0.role != .onOff }
    guard let first = details.first else { return problems }
    if control.acceptsOnlyOnOff {
      let blamed = details.first { $0.role.field != nil } ?? first
      problems.append(
        .init(
          .notApplicable,
          Say.fieldNamesNotApplicable(
            blamed.token.text,
            control), at: blamed.token.offset, suggestion: vetted(["off"])))
      return problems
    }
    problems += webauthnProblems(details, entries: entries)
    problems += fieldCountProblems(details, entries: entries, hasUnknown: !unknown.isEmpty)
    // A contact token before a field name that takes none is contact-misuse's to remove;
    // telling the author to move it as well would be two answers to one mistake.
    let misusedContacts = contactProblems(details, entries: entries)
    let ordered = misusedContacts.isEmpty ? details : details.filter { $0.role != .contact }
    problems += orderProblems(ordered, entries: entries)
    problems += misusedContacts
    problems += controlProblems(details)
    return problems
  }

  private func role(of token: AutocompleteToken, _ suggester: AutocompleteSuggester) -> Role {
    let lower = token.lowercased
    if lower == "on" || lower == "off" { return .onOff }
    if lower.hasPrefix(AutofillProcessingModel.sectionPrefix) { return .section }
    if AutofillProcessingModel.hints.contains(lower) { return .hint }
    if AutofillProcessingModel.contacts.contains(lower) { return .contact }
    if lower == "webauthn" { return .webauthn }
    if let name = AutofillFieldName.named(lower) { return .field(name) }
    return .unknown(suggester.fix(for: token))
  }

  private func isCorrectable(_ fix: AutocompleteSuggester.Fix) -> Bool {
    switch fix {
    case .replace, .ambiguous: true
    case .offLike, .unrelated: false
    }
  }

  private func offLikeProblem(_ token: AutocompleteToken) -> AutocompleteProblem {
    let text = value.tokens.map(\.text).joined(separator: " ")
    return .init(
      .offLike, Say.offLike(text, control), at: token.offset,
      suggestion: vetted(["off"]))
  }

  private func unknownProblem(
    _ entry: Entry, _ fix: AutocompleteSuggester.Fix, repaired: String?
  ) -> AutocompleteProblem {
    .init(
      .unknownToken, Say.unknown(entry.token.text, fix), at: entry.token.offset,
      suggestion: repaired)
  }

  /// A form's `autocomplete` is an enumerated attribute: only the whole value `on` or `off`,
  /// ASCII case-insensitive and untrimmed, is a keyword. Browsers turn autofill off only for
  /// exactly `off` (WebKit `HTMLFormElement::shouldAutocomplete`,
  /// `equalLettersIgnoringASCIICase(…, "off"_s)`; Blink `HTMLFormElement::ShouldAutocomplete`),
  /// so ` off `, `off off` and `on off` leave it on. Values with detail tokens are
  /// ``formProblem(_:in:)``'s.
  private func formKeywordProblem() -> AutocompleteProblem? {
    let whole = value.rawValue.asciiLowercased()
    let tokens = Set(value.tokens.map(\.lowercased))
    guard whole != "on", whole != "off", !tokens.isEmpty, tokens.isSubset(of: ["on", "off"])
    else { return nil }
    let suggestion = tokens == ["off"] ? "off" : tokens == ["on"] ? "on" : nil
    return .init(
      .onOffMisuse, Say.formKeywordNotExact(value.rawValue, suggestion: suggestion),
      at: value.tokens.first?.offset, suggestion: suggestion)
  }

  private func formProblem(_ entry: Entry, in entries: [Entry]) -> AutocompleteProblem {
    let onOff = Set(entries.filter { $0.role == .onOff }.map(\.token.lowercased))
    return .init(
      .onOffMisuse, Say.detailsOnForm(entry.token.text), at: entry.token.offset,
      suggestion: onOff.count == 1 ? vetted(Array(onOff)) : nil)
  }

  private func webauthnProblems(_ details: [Entry], entries: [Entry]) -> [AutocompleteProblem] {
    let marks = details.filter { $0.role == .webauthn }
    let hasField = details.contains { $0.role.field != nil }
    var problems: [AutocompleteProblem] = []
    for (index, mark) in marks.enumerated() {
      let lowered = entries.map(\.token.lowercased)
      let without = entries.filter { $0.role != .webauthn }.map(\.token.lowercased)
      let problem: AutocompleteProblem
      if control == .select {
        problem = .init(
          .webauthnMisplaced, Say.webauthnOnSelect(mark.token.text),
          at: mark.token.offset, suggestion: vetted(without))
      } else if !hasField {
        let field = ["username", "current-password"].first {
          AutofillFieldName.named($0).map { control.allowedGroups.contains($0.group) } ?? false
        }
        problem = .init(
          .webauthnMisplaced, Say.webauthnAlone(mark.token.text, example: field),
          at: mark.token.offset, suggestion: field.flatMap { vetted(without + [$0, "webauthn"]) })
      } else if index < marks.count - 1 {
        // The last `webauthn` may be in place; the earlier ones are the extras.
        problem = .init(
          .webauthnMisplaced, Say.webauthnRepeated(mark.token.text),
          at: mark.token.offset, suggestion: vetted(without + ["webauthn"]))
      } else if mark.token.offset != details.last?.token.offset {
        problem = .init(
          .webauthnMisplaced, Say.webauthnNotLast(mark.token.text),
          at: mark.token.offset, suggestion: vetted(lowered))
      } else {
        continue
      }
      problems.append(problem)
    }
    return problems
  }

  private func fieldCountProblems(
    _ details: [Entry], entries: [Entry], hasUnknown: Bool
  ) -> [AutocompleteProblem] {
    let fields = details.filter { $0.role.field != nil }
    if fields.isEmpty {
      // An unknown token or a lone `webauthn` already explains the missing field name.
      guard !hasUnknown, !details.contains(where: { $0.role == .webauthn }) else { return [] }
      // Contact tokens only make sense before a phone-like field, and `tel` is the usual one.
      let hasContact = details.contains { $0.role == .contact }
      let suggestion = hasContact ? vetted(entries.map(\.token.lowercased) + ["tel"]) : nil
      return [
        .init(
          .fieldCount, Say.noFieldName(details.map(\.token.text), contact: hasContact),
          at: nil, suggestion: suggestion)
      ]
    }
    return fields.dropFirst().map {
      .init(
        .fieldCount, Say.extraFieldName($0.token.text, first: fields[0].token.text),
        at: $0.token.offset)
    }
  }

  private func orderProblems(_ details: [Entry], entries: [Entry]) -> [AutocompleteProblem] {
    var problems: [AutocompleteProblem] = []
    var seen: [Entry] = []
    let fieldRank = 3
    for entry in details where entry.role != .webauthn {
      guard let rank = entry.role.rank else { continue }
      if let later = seen.first(where: { ($0.role.rank ?? 0) > rank }) {
        problems.append(
          .init(
            .tokenOrder,
            Say.outOfOrder(
              entry.token.text,
              before: later.token.text), at: entry.token.offset))
      } else if rank < fieldRank, let twin = seen.first(where: { $0.role.rank == rank }) {
        problems.append(
          .init(
            .tokenOrder,
            Say.repeated(
              entry.token.text, twin.token.text,
              role: entry.role), at: entry.token.offset))
      }
      seen.append(entry)
    }
    // Vetting a repair checks a whole candidate value: only worth it when something is wrong.
    guard !problems.isEmpty else { return [] }
    let suggestion = vetted(entries.map(\.token.lowercased))
    return problems.map {
      .init($0.kind, $0.message, at: $0.tokenOffset, suggestion: suggestion)
    }
  }

  private func contactProblems(_ details: [Entry], entries: [Entry]) -> [AutocompleteProblem] {
    let fields = details.compactMap(\.role.field)
    guard fields.count == 1, let field = fields.first, !field.acceptsContact else { return [] }
    let without = entries.filter { $0.role != .contact }.map(\.token.lowercased)
    return details.filter { $0.role == .contact }.map {
      .init(
        .contactMisuse, Say.contactMisuse($0.token.text, field: field.token),
        at: $0.token.offset, suggestion: vetted(without))
    }
  }

  private func controlProblems(_ details: [Entry]) -> [AutocompleteProblem] {
    let allowed = control.allowedGroups
    return details.compactMap { entry in
      guard let field = entry.role.field, !allowed.contains(field.group) else { return nil }
      return .init(
        .controlMismatch, Say.controlMismatch(field, control),
        at: entry.token.offset)
    }
  }

  // MARK: Suggestions

  /// A clean version of `tokens` (lowercased), or `nil`. Unknown tokens are replaced by their
  /// fix or dropped, and known tokens are put in the required order; the result must then pass
  /// every check on the same control, so a suggestion never trades one problem for another.
  private func vetted(_ tokens: [String]) -> String? {
    guard suggests, tokens.count <= Self.maximumTokensToRepair else { return nil }
    let suggester = AutocompleteSuggester(control: control)
    var repaired: [(rank: Int, text: String)] = []
    for (offset, text) in tokens.enumerated() {
      let token = AutocompleteToken(text: text, offset: offset)
      var text = token.lowercased
      var role = role(of: token, suggester)
      if case .unknown(let fix) = role {
        switch fix {
        case .replace(let target, _) where target.contains(" "):
          // `work,email` repairs to two tokens.
          for part in target.split(separator: " ").map(String.init) {
            let partRole = self.role(of: AutocompleteToken(text: part, offset: offset), suggester)
            repaired.append((partRole.rank ?? 5, part))
          }
          continue
        case .replace(let target, _):
          text = target
          role = self.role(of: AutocompleteToken(text: target, offset: offset), suggester)
        case .ambiguous: return nil
        case .offLike, .unrelated: continue
        }
      }
      repaired.append((role.rank ?? 5, text))
    }
    // Stable by rank; on/off (rank 5) stays after everything and so fails the check below.
    let ordered = repaired.enumerated()
      .sorted { ($0.element.rank, $0.offset) < ($1.element.rank, $1.offset) }
      .map(\.element.text)
    let candidate = ordered.joined(separator: " ")
    guard !candidate.isEmpty,
      candidate != value.tokens.map(\.lowercased).joined(separator: " ")
    else { return nil }
    var checker = AutocompleteConformanceChecker(value: .parse(candidate), control: control)
    checker.suggests = false
    return checker.problems().isEmpty ? candidate : nil
  }
}
