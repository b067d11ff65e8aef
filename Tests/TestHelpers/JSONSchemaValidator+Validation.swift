import Foundation

// MARK: - Validating a document

extension JSONSchemaValidator {
  /// Compiled patterns for one validation run. NSRegularExpression is not `Sendable` on every
  /// platform, so the validator keeps only pattern strings and compiles them per run.
  final class RegexCache {
    private var compiled: [String: NSRegularExpression] = [:]

    func matches(_ pattern: String, _ string: String) -> Bool {
      let regex: NSRegularExpression
      if let cached = compiled[pattern] {
        regex = cached
      } else {
        // The schema checker compiled every pattern already, so this cannot fail.
        regex = try! NSRegularExpression(pattern: pattern)
        compiled[pattern] = regex
      }
      let range = NSRange(string.startIndex..<string.endIndex, in: string)
      return regex.firstMatch(in: string, range: range) != nil
    }
  }

  /// One violation: where in the document, what is wrong, and which schema keyword said so.
  struct Failure {
    let pointer: String
    let message: String
    let schemaPointer: String

    var text: String { "\(pointer): \(message) (schema \(schemaPointer))" }
  }

  /// One pass over a document, collecting failures.
  struct Validation {
    let root: Value
    let fractionalIntegersAllowed: Bool
    let regexes: RegexCache
    var failures: [Failure] = []

    /// Checks `instance` (found at `pointer`) against `schema` (found at `schemaPointer`).
    mutating func check(
      _ instance: Value, at pointer: String, against schema: Value, schemaPointer: String
    ) {
      guard case .object(let keywords) = schema else {
        if case .bool(false) = schema {
          fail(pointer, "no value is allowed here", schemaPointer)
        }
        return
      }
      if let reference = keywords["$ref"]?.stringValue {
        // The schema checker made sure the reference resolves and its siblings only annotate.
        check(
          instance, at: pointer, against: resolve(reference, in: root)!, schemaPointer: reference)
        return
      }
      for key in keywords.keys.sorted() {
        checkKeyword(key, keywords[key]!, keywords, instance, pointer, schemaPointer)
      }
    }

    private mutating func checkKeyword(
      _ key: String, _ value: Value, _ keywords: [String: Value], _ instance: Value,
      _ pointer: String, _ schemaPointer: String
    ) {
      let keywordPointer = schemaPointer + "/" + escape(key)
      switch (key, instance) {
      case ("type", _):
        let names: [String]
        if case .array(let list) = value {
          names = list.compactMap(\.stringValue)
        } else {
          names = [value.stringValue ?? ""]
        }
        if !names.contains(where: { hasType($0, instance) }) {
          let expected = names.joined(separator: " or ")
          fail(pointer, "\(instance.brief) is not of type \(expected)", keywordPointer)
        }
      case ("enum", _):
        guard case .array(let allowed) = value else { return }
        if !allowed.contains(where: { $0.isEqual(to: instance) }) {
          let list = allowed.map(\.brief).joined(separator: ", ")
          fail(pointer, "\(instance.brief) is not one of \(list)", keywordPointer)
        }
      case ("const", _):
        if !value.isEqual(to: instance) {
          fail(pointer, "\(instance.brief) is not \(value.brief)", keywordPointer)
        }
      case ("anyOf", _), ("oneOf", _), ("allOf", _):
        checkCombination(key, value, instance, pointer, keywordPointer)
      case ("not", _):
        if branchFailures(instance, at: pointer, against: value, keywordPointer).isEmpty {
          fail(pointer, "must not match the schema in \"not\"", keywordPointer)
        }
      case ("properties", .object(let members)):
        guard case .object(let schemas) = value else { return }
        for name in members.keys.sorted() {
          guard let schema = schemas[name] else { continue }
          check(
            members[name]!, at: pointer + "/" + escape(name), against: schema,
            schemaPointer: keywordPointer + "/" + escape(name))
        }
      case ("patternProperties", .object(let members)):
        guard case .object(let schemas) = value else { return }
        for name in members.keys.sorted() {
          for pattern in schemas.keys.sorted() where regexes.matches(pattern, name) {
            check(
              members[name]!, at: pointer + "/" + escape(name), against: schemas[pattern]!,
              schemaPointer: keywordPointer + "/" + escape(pattern))
          }
        }
      case ("additionalProperties", .object(let members)):
        checkAdditionalProperties(value, keywords, members, pointer, keywordPointer)
      case ("required", .object(let members)):
        guard case .array(let names) = value else { return }
        for name in names.compactMap(\.stringValue) where members[name] == nil {
          fail(pointer, "missing required property \"\(name)\"", keywordPointer)
        }
      case ("items", .array(let elements)):
        for (index, element) in elements.enumerated() {
          check(element, at: "\(pointer)/\(index)", against: value, schemaPointer: keywordPointer)
        }
      case ("minItems", .array(let elements)):
        if let minimum = value.numberValue, Double(elements.count) < minimum {
          fail(pointer, "has \(elements.count) items, fewer than \(Int(minimum))", keywordPointer)
        }
      case ("maxItems", .array(let elements)):
        if let maximum = value.numberValue, Double(elements.count) > maximum {
          fail(pointer, "has \(elements.count) items, more than \(Int(maximum))", keywordPointer)
        }
      case ("uniqueItems", .array(let elements)):
        guard case .bool(true) = value else { return }
        for (index, element) in elements.enumerated() {
          if let first = elements[..<index].firstIndex(where: { $0.isEqual(to: element) }) {
            fail(
              pointer, "items \(first) and \(index) are equal; items must be unique", keywordPointer
            )
          }
        }
      case ("minimum", .number(let number, _)):
        if let minimum = value.numberValue, number < minimum {
          fail(pointer, "\(instance.brief) is less than the minimum \(value.brief)", keywordPointer)
        }
      case ("maximum", .number(let number, _)):
        if let maximum = value.numberValue, number > maximum {
          fail(
            pointer, "\(instance.brief) is greater than the maximum \(value.brief)", keywordPointer)
        }
      case ("pattern", .string(let string)):
        if let pattern = value.stringValue, !regexes.matches(pattern, string) {
          fail(pointer, "\(instance.brief) does not match pattern \"\(pattern)\"", keywordPointer)
        }
      case ("format", .string(let string)):
        if let format = value.stringValue,
          let problem = formatProblem(format, string)
        {
          fail(pointer, "\(instance.brief) is not a valid \(format): \(problem)", keywordPointer)
        }
      default:
        break  // An annotation, or a keyword that does not apply to this type of value.
      }
    }

    private mutating func checkAdditionalProperties(
      _ value: Value, _ keywords: [String: Value], _ members: [String: Value], _ pointer: String,
      _ keywordPointer: String
    ) {
      if case .bool(true) = value { return }
      var declared: Set<String> = []
      if case .object(let properties) = keywords["properties"] { declared = Set(properties.keys) }
      var patterns: [String] = []
      if case .object(let schemas) = keywords["patternProperties"] {
        patterns = Array(schemas.keys)
      }
      for name in members.keys.sorted() where !declared.contains(name) {
        if patterns.contains(where: { regexes.matches($0, name) }) { continue }
        let here = pointer + "/" + escape(name)
        if case .bool(false) = value {
          fail(
            here, "property \"\(name)\" is not allowed (additionalProperties is false)",
            keywordPointer)
        } else {
          check(members[name]!, at: here, against: value, schemaPointer: keywordPointer)
        }
      }
    }

    private mutating func checkCombination(
      _ key: String, _ value: Value, _ instance: Value, _ pointer: String, _ keywordPointer: String
    ) {
      guard case .array(let schemas) = value else { return }
      let outcomes = schemas.enumerated().map { index, schema in
        branchFailures(instance, at: pointer, against: schema, "\(keywordPointer)/\(index)")
      }
      let matching = outcomes.indices.filter { outcomes[$0].isEmpty }
      switch key {
      case "allOf":
        failures += outcomes.flatMap { $0 }
      case "anyOf" where matching.isEmpty, "oneOf" where matching.isEmpty:
        // Say why each alternative failed: the first failure of each is usually enough.
        let reasons = outcomes.enumerated().map { index, branch in
          let first = branch[0]
          let place = first.pointer == pointer ? "" : first.pointer + ": "
          return "[\(index)] " + place + first.message
        }
        fail(
          pointer,
          "matches none of the \(schemas.count) alternatives: "
            + reasons.joined(separator: "; "), keywordPointer)
      case "oneOf" where matching.count > 1:
        let list = matching.map(String.init).joined(separator: ", ")
        fail(pointer, "matches alternatives \(list); exactly one must match", keywordPointer)
      default:
        break
      }
    }

    /// The failures `schema` finds in `instance`, without recording them.
    private func branchFailures(
      _ instance: Value, at pointer: String, against schema: Value, _ schemaPointer: String
    ) -> [Failure] {
      var branch = Validation(
        root: root, fractionalIntegersAllowed: fractionalIntegersAllowed, regexes: regexes)
      branch.check(instance, at: pointer, against: schema, schemaPointer: schemaPointer)
      return branch.failures
    }

    private func hasType(_ name: String, _ instance: Value) -> Bool {
      switch (name, instance) {
      case ("null", .null), ("boolean", .bool), ("object", .object), ("array", .array),
        ("string", .string), ("number", .number):
        return true
      case ("integer", .number(let number, let writtenAsInteger)):
        return writtenAsInteger
          || (fractionalIntegersAllowed && number.isFinite && number == number.rounded())
      default:
        return false
      }
    }

    private mutating func fail(_ pointer: String, _ message: String, _ schemaPointer: String) {
      failures.append(Failure(pointer: pointer, message: message, schemaPointer: schemaPointer))
    }
  }
}

// MARK: - Formats

extension JSONSchemaValidator {
  /// Checks `format` loosely; returns what is wrong, or nil.
  ///
  /// - `uri-reference`: only characters RFC 3986 allows (unreserved, reserved and `%` followed by
  ///   two hex digits), so spaces, backslashes and raw non-ASCII fail.
  /// - `uri`: the same, plus a scheme (`letter *( letter / digit / "+" / "-" / "." ) ":"`).
  /// - `date-time`: RFC 3339 shape (`2024-05-01T12:30:00Z`, optional fraction, `Z` or offset)
  ///   with field ranges checked, but not days per month.
  static func formatProblem(_ format: String, _ string: String) -> String? {
    switch format {
    case "uri", "uri-reference":
      if let problem = uriCharacterProblem(string) { return problem }
      let hasScheme = string.range(of: "^[A-Za-z][A-Za-z0-9+.-]*:", options: .regularExpression)
      return format == "uri" && hasScheme == nil ? "no scheme" : nil
    case "date-time":
      return dateTimeProblem(string)
    default:
      return "unknown format"  // Unreachable: the schema checker rejects other formats.
    }
  }

  private static let uriCharacters = Set(
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~:/?#[]@!$&'()*+,;=%")

  private static func uriCharacterProblem(_ string: String) -> String? {
    let characters = Array(string)
    for (index, character) in characters.enumerated() {
      guard uriCharacters.contains(character) else {
        let codes = character.unicodeScalars.map {
          "U+" + String($0.value, radix: 16, uppercase: true)
        }
        return "character \(codes.joined(separator: " ")) is not allowed"
      }
      if character == "%" {
        let hex = characters.dropFirst(index + 1).prefix(2)
        if hex.count != 2 || !hex.allSatisfy(\.isHexDigit) { return "bad percent escape" }
      }
    }
    return nil
  }

  private static func dateTimeProblem(_ string: String) -> String? {
    let shape =
      #"^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(\.\d+)?([Zz]|[+-](\d{2}):(\d{2}))$"#
    let regex = try! NSRegularExpression(pattern: shape)
    let whole = NSRange(string.startIndex..<string.endIndex, in: string)
    guard let match = regex.firstMatch(in: string, range: whole) else {
      return "not RFC 3339 (yyyy-mm-ddThh:mm:ss[.f](Z|±hh:mm))"
    }
    func field(_ group: Int) -> Int? {
      Range(match.range(at: group), in: string).flatMap { Int(string[$0]) }
    }
    let limits: [(group: Int, range: ClosedRange<Int>)] = [
      (2, 1...12), (3, 1...31), (4, 0...23), (5, 0...59), (6, 0...60), (9, 0...23), (10, 0...59),
    ]
    for (group, range) in limits {
      if let value = field(group), !range.contains(value) { return "field out of range" }
    }
    return nil
  }
}

// MARK: - JSON pointers

extension JSONSchemaValidator {
  /// Escapes one JSON pointer token (RFC 6901: `~` is `~0`, `/` is `~1`).
  static func escape(_ token: String) -> String {
    token.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1")
  }

  /// Resolves a local reference such as `#/definitions/run` inside `root`.
  static func resolve(_ reference: String, in root: Value) -> Value? {
    guard reference.hasPrefix("#") else { return nil }
    let path = reference.dropFirst()
    guard !path.isEmpty else { return root }
    guard path.hasPrefix("/") else { return nil }  // "#name" anchors are not supported.
    var node = root
    for rawToken in path.dropFirst().split(separator: "/", omittingEmptySubsequences: false) {
      let token = (String(rawToken).removingPercentEncoding ?? String(rawToken))
        .replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
      switch node {
      case .object(let members):
        guard let next = members[token] else { return nil }
        node = next
      case .array(let elements):
        guard let index = Int(token), elements.indices.contains(index) else { return nil }
        node = elements[index]
      default:
        return nil
      }
    }
    return node
  }
}
