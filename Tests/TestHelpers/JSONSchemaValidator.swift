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

  let root: Value
  let fractionalIntegersAllowed: Bool

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
