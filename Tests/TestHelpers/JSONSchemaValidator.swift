import Foundation

/// A small JSON Schema validator: enough of draft-04 and draft-07 to check SARIF 2.1.0 logs.
///
/// It knows exactly the keywords the OASIS SARIF 2.1.0 schema uses, plus a few close relatives:
///
/// - Structure: `$ref` (local JSON pointers such as `#/definitions/run`), `definitions`.
/// - Any value: `type` (a name or a list of names), `enum`, `const`, `anyOf`, `oneOf`, `allOf`,
///   `not`.
/// - Objects: `properties`, `required`, `additionalProperties` (a boolean or a schema),
///   `patternProperties`.
/// - Arrays: `items` (one schema for every element), `minItems`, `maxItems`, `uniqueItems`.
/// - Numbers: `minimum`, `maximum` (both inclusive).
/// - Strings: `pattern` (searched, not anchored, with `NSRegularExpression`), and `format`:
///   `uri`, `uri-reference` and `date-time`, checked loosely (see ``formatProblem(_:_:)``).
/// - Annotations, ignored: `$schema`, `id`, `$id` (root only), `title`, `description`,
///   `default`, `examples`, `$comment`.
///
/// Any other keyword, a `$ref` that leaves the document, a `format` it cannot check or a malformed
/// keyword value makes ``init(schemaData:)`` throw: a schema the validator cannot fully check must
/// never let a document pass silently.
///
/// Numbers follow the schema's draft: under draft-04 (`"$schema"` naming `draft-04`) an
/// `integer` is a number written without a fraction or exponent, so `1.0` is not one (as in
/// Python's `Draft4Validator`); under later drafts any number with no fractional part is.
package struct JSONSchemaValidator: Sendable {
  /// Why a schema cannot be used: every problem found, each with its place in the schema.
  package struct SchemaError: Error, CustomStringConvertible, Sendable {
    /// One line per problem, such as `#/definitions/x: unsupported keyword "dependencies"`.
    package let problems: [String]

    package var description: String {
      "unusable JSON schema:\n" + problems.map { "  " + $0 }.joined(separator: "\n")
    }
  }

  private let root: Value
  private let fractionalIntegersAllowed: Bool

  /// Parses and checks a schema.
  ///
  /// - Parameter schemaData: The schema's JSON text.
  /// - Throws: ``SchemaError`` when the data is not JSON or the schema uses anything this
  ///   validator does not implement.
  package init(schemaData: Data) throws {
    let parsed: Any
    do {
      parsed = try JSONSerialization.jsonObject(with: schemaData, options: [.fragmentsAllowed])
    } catch {
      throw SchemaError(problems: ["#: not valid JSON: \(error.localizedDescription)"])
    }
    guard let root = Value(parsed) else {
      throw SchemaError(problems: ["#: not a JSON value"])
    }
    let problems = SchemaChecker(root: root).problems()
    guard problems.isEmpty else { throw SchemaError(problems: problems) }
    self.root = root
    let draft = root["$schema"]?.stringValue ?? ""
    fractionalIntegersAllowed = !draft.contains("draft-04")
  }

  /// Validates a JSON document against the schema.
  ///
  /// - Parameter instance: The document's JSON text.
  /// - Returns: One readable message per violation, each starting with the JSON pointer of the
  ///   offending value in `#/…` form (`#` is the whole document) and ending with the schema
  ///   keyword that failed. Empty when the document is valid.
  package func validate(_ instance: Data) -> [String] {
    let parsed: Any
    do {
      parsed = try JSONSerialization.jsonObject(with: instance, options: [.fragmentsAllowed])
    } catch {
      return ["#: not valid JSON: \(error.localizedDescription)"]
    }
    guard let value = Value(parsed) else { return ["#: not a JSON value"] }
    var run = Validation(
      root: root, fractionalIntegersAllowed: fractionalIntegersAllowed, regexes: RegexCache())
    run.check(value, at: "#", against: root, schemaPointer: "#")
    return run.failures.map(\.text)
  }
}

// MARK: - JSON values

extension JSONSchemaValidator {
  /// A parsed JSON value. Numbers keep whether they were written as integers.
  enum Value: Sendable {
    case null
    case bool(Bool)
    case number(Double, writtenAsInteger: Bool)
    case string(String)
    case array([Value])
    case object([String: Value])

    /// Converts `JSONSerialization` output; nil for anything that is not JSON.
    init?(_ object: Any) {
      switch object {
      case let string as String:
        self = .string(string)
      case let number as NSNumber:
        // Booleans arrive as NSNumber too, and on Linux `1 as? Bool` succeeds, so only the
        // Objective-C type code tells them apart: "c" (char) is CFBoolean's, on both platforms.
        let code = String(cString: number.objCType)
        if code == "c" {
          self = .bool(number.boolValue)
        } else {
          self = .number(number.doubleValue, writtenAsInteger: code != "d" && code != "f")
        }
      case is NSNull:
        self = .null
      case let array as [Any]:
        var values: [Value] = []
        for element in array {
          guard let value = Value(element) else { return nil }
          values.append(value)
        }
        self = .array(values)
      case let dictionary as [String: Any]:
        var members: [String: Value] = [:]
        for (key, element) in dictionary {
          guard let value = Value(element) else { return nil }
          members[key] = value
        }
        self = .object(members)
      default:
        return nil
      }
    }

    subscript(key: String) -> Value? {
      if case .object(let members) = self { return members[key] }
      return nil
    }

    var stringValue: String? {
      if case .string(let string) = self { return string }
      return nil
    }

    var numberValue: Double? {
      if case .number(let number, _) = self { return number }
      return nil
    }

    /// JSON equality, as `enum`, `const` and `uniqueItems` need it: `1` equals `1.0`, and key
    /// order does not matter.
    func isEqual(to other: Value) -> Bool {
      switch (self, other) {
      case (.null, .null): return true
      case (.bool(let a), .bool(let b)): return a == b
      case (.number(let a, _), .number(let b, _)): return a == b
      case (.string(let a), .string(let b)): return a == b
      case (.array(let a), .array(let b)):
        return a.count == b.count && zip(a, b).allSatisfy { $0.isEqual(to: $1) }
      case (.object(let a), .object(let b)):
        return a.count == b.count
          && a.allSatisfy { key, value in b[key].map { value.isEqual(to: $0) } ?? false }
      default: return false
      }
    }

    /// Short JSON text for messages.
    var brief: String {
      let text: String
      switch self {
      case .null: text = "null"
      case .bool(let bool): text = String(bool)
      case .number(let number, let writtenAsInteger):
        text = writtenAsInteger && abs(number) < 1e15 ? String(Int64(number)) : "\(number)"
      case .string(let string): text = "\"\(string)\""
      case .array(let values): text = "[" + values.map(\.brief).joined(separator: ", ") + "]"
      case .object(let members):
        text = "{" + members.keys.sorted().map { "\"\($0)\": …" }.joined(separator: ", ") + "}"
      }
      return text.count > 60 ? String(text.prefix(57)) + "…" : text
    }
  }
}

// MARK: - Checking the schema itself

extension JSONSchemaValidator {
  /// Keywords that only annotate: allowed anywhere, never checked.
  static let annotations: Set<String> = [
    "$schema", "id", "$id", "title", "description", "default", "examples", "$comment",
    "definitions",
  ]

  /// Keywords ``Validation`` implements.
  static let assertions: Set<String> = [
    "$ref", "type", "enum", "const", "anyOf", "oneOf", "allOf", "not",
    "properties", "required", "additionalProperties", "patternProperties",
    "items", "minItems", "maxItems", "uniqueItems", "minimum", "maximum", "pattern", "format",
  ]

  static let typeNames: Set<String> = [
    "null", "boolean", "object", "array", "number", "integer", "string",
  ]

  static let formats: Set<String> = ["uri", "uri-reference", "date-time"]

  /// Walks every subschema once and lists what the validator could not honour.
  struct SchemaChecker {
    let root: Value
    private var found: [String] = []

    init(root: Value) {
      self.root = root
    }

    func problems() -> [String] {
      var checker = self
      if let draft = root["$schema"]?.stringValue, draft.contains("draft-03") {
        checker.found.append("#/$schema: draft-03 is not supported")
      }
      checker.checkSchema(root, at: "#", isRoot: true)
      return checker.found
    }

    private mutating func checkSchema(_ schema: Value, at pointer: String, isRoot: Bool = false) {
      // Draft-06+ allows `true` and `false` as whole schemas; draft-04 allows them in
      // `additionalProperties`. Both are easy to honour everywhere.
      if case .bool = schema { return }
      guard case .object(let members) = schema else {
        found.append("\(pointer): a schema must be an object or a boolean")
        return
      }
      for key in members.keys.sorted() {
        let here = pointer + "/" + escape(key)
        guard Self.isKnown(key) else {
          found.append("\(here): unsupported keyword \"\(key)\"")
          continue
        }
        if (key == "id" || key == "$id") && !isRoot {
          // A nested id changes the base that `$ref`s resolve against; not implemented.
          found.append("\(here): nested \"\(key)\" is not supported")
        }
        checkKeyword(key, members[key]!, at: here)
      }
      if members["$ref"] != nil {
        // Drafts 4 to 7 ignore a `$ref`'s siblings. Ignoring an assertion would pass things
        // silently, so only annotations may sit next to one.
        let siblings = members.keys.filter { $0 != "$ref" && assertions.contains($0) }
        for key in siblings.sorted() {
          found.append("\(pointer)/\(escape(key)): ignored next to \"$ref\"; not supported")
        }
      }
    }

    private static func isKnown(_ key: String) -> Bool {
      annotations.contains(key) || assertions.contains(key)
    }

    private mutating func checkKeyword(_ key: String, _ value: Value, at pointer: String) {
      switch key {
      case "definitions", "properties":
        checkSchemaMap(value, at: pointer)
      case "patternProperties":
        checkSchemaMap(value, at: pointer)
        if case .object(let members) = value {
          for pattern in members.keys { checkPattern(pattern, at: pointer) }
        }
      case "additionalProperties", "not":
        checkSchema(value, at: pointer)
      case "items":
        if case .array = value {
          found.append("\(pointer): \"items\" as a list of schemas is not supported")
        } else {
          checkSchema(value, at: pointer)
        }
      case "anyOf", "oneOf", "allOf":
        guard case .array(let schemas) = value, !schemas.isEmpty else {
          found.append("\(pointer): must be a non-empty array of schemas")
          return
        }
        for (index, schema) in schemas.enumerated() {
          checkSchema(schema, at: "\(pointer)/\(index)")
        }
      case "$ref":
        checkReference(value, at: pointer)
      case "type":
        let names: [Value]
        if case .array(let list) = value { names = list } else { names = [value] }
        for name in names where name.stringValue.map(typeNames.contains) != true {
          found.append("\(pointer): unknown type \(name.brief)")
        }
      case "required":
        guard case .array(let names) = value, names.allSatisfy({ $0.stringValue != nil }) else {
          found.append("\(pointer): must be an array of strings")
          return
        }
      case "enum":
        guard case .array = value else {
          found.append("\(pointer): must be an array")
          return
        }
      case "minimum", "maximum":
        if value.numberValue == nil { found.append("\(pointer): must be a number") }
      case "minItems", "maxItems":
        guard let count = value.numberValue, count >= 0, count == count.rounded() else {
          found.append("\(pointer): must be a non-negative integer")
          return
        }
      case "uniqueItems":
        guard case .bool = value else {
          found.append("\(pointer): must be a boolean")
          return
        }
      case "pattern":
        guard let pattern = value.stringValue else {
          found.append("\(pointer): must be a string")
          return
        }
        checkPattern(pattern, at: pointer)
      case "format":
        guard let format = value.stringValue, formats.contains(format) else {
          found.append("\(pointer): format \(value.brief) is not checked by this validator")
          return
        }
      default:
        break  // "const" takes any value; annotations are not checked.
      }
    }

    private mutating func checkSchemaMap(_ value: Value, at pointer: String) {
      guard case .object(let members) = value else {
        found.append("\(pointer): must be an object of schemas")
        return
      }
      for key in members.keys.sorted() {
        checkSchema(members[key]!, at: pointer + "/" + escape(key))
      }
    }

    private mutating func checkPattern(_ pattern: String, at pointer: String) {
      if (try? NSRegularExpression(pattern: pattern)) == nil {
        found.append("\(pointer): pattern \"\(pattern)\" does not compile")
      }
    }

    private mutating func checkReference(_ value: Value, at pointer: String) {
      guard let reference = value.stringValue else {
        found.append("\(pointer): must be a string")
        return
      }
      // Follow chains of bare `$ref`s so that a cycle cannot recurse forever at validation time.
      var seen: Set<String> = []
      var current = reference
      while true {
        guard current.hasPrefix("#"), let target = resolve(current, in: root) else {
          found.append("\(pointer): cannot resolve \"\(current)\" (only local #/… pointers)")
          return
        }
        guard seen.insert(current).inserted else {
          found.append("\(pointer): \"$ref\" cycle through \"\(current)\"")
          return
        }
        guard let next = target["$ref"]?.stringValue else { return }
        current = next
      }
    }
  }
}

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
