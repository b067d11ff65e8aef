import Foundation
import TestHelpers
import Testing

/// The schema validator against the OASIS SARIF 2.1.0 schema in `Tests/Fixtures`: a minimal log
/// passes, and each kind of breakage fails with one message that names the broken place.
@Suite("JSON schema validator")
struct JSONSchemaValidatorTests {
  /// The validator for the SARIF 2.1.0 schema fixture.
  static func sarifValidator() throws -> JSONSchemaValidator {
    try JSONSchemaValidator(schemaData: Data(contentsOf: TestCorpus.sarifSchema))
  }

  /// A small but complete log: one rule, one result with a location.
  static let minimalLog = """
    {
      "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
      "version": "2.1.0",
      "runs": [
        {
          "tool": {
            "driver": {
              "name": "kbtraits",
              "informationUri": "https://example.com/kbtraits",
              "rules": [
                {"id": "password-autocomplete", "shortDescription": {"text": "Password field"}}
              ]
            }
          },
          "results": [
            {
              "ruleId": "password-autocomplete",
              "level": "warning",
              "message": {"text": "Add autocomplete=\\"current-password\\"."},
              "locations": [
                {
                  "physicalLocation": {
                    "artifactLocation": {"uri": "forms/login%20page.html"},
                    "region": {"startLine": 3, "startColumn": 5}
                  }
                }
              ]
            }
          ]
        }
      ]
    }
    """

  /// `minimalLog` with one piece of text replaced; the replacement must happen.
  static func log(replacing original: String, with replacement: String) -> String {
    precondition(minimalLog.contains(original), "minimalLog has no \(original)")
    return minimalLog.replacingOccurrences(of: original, with: replacement)
  }

  @Test("a minimal SARIF log is valid")
  func minimalLogIsValid() throws {
    let errors = try Self.sarifValidator().validate(Data(Self.minimalLog.utf8))
    #expect(errors == [])
  }

  /// A log the schema forbids, and the pointer and words its one message must contain.
  struct BrokenLog: Sendable, CustomTestStringConvertible {
    let name: String
    let json: String
    let pointer: String
    let words: String
    var testDescription: String { name }
  }

  static let brokenLogs: [BrokenLog] = [
    BrokenLog(
      name: "missing version",
      json: log(replacing: #""version": "2.1.0","#, with: ""),
      pointer: "#", words: #"missing required property "version""#),
    BrokenLog(
      name: "level fatal",
      json: log(replacing: #""level": "warning""#, with: #""level": "fatal""#),
      pointer: "#/runs/0/results/0/level", words: #""fatal" is not one of"#),
    BrokenLog(
      name: "startLine 0",
      json: log(replacing: #""startLine": 3"#, with: #""startLine": 0"#),
      pointer: "#/runs/0/results/0/locations/0/physicalLocation/region/startLine",
      words: "less than the minimum 1"),
    BrokenLog(
      name: "runs is an object",
      json: #"{"version": "2.1.0", "runs": {"tool": {"driver": {"name": "kbtraits"}}}}"#,
      pointer: "#/runs", words: "is not of type array"),
    BrokenLog(
      name: "unknown property under additionalProperties false",
      json: log(
        replacing: #""name": "kbtraits","#, with: #""name": "kbtraits", "colour": "blue","#),
      pointer: "#/runs/0/tool/driver/colour", words: #"property "colour" is not allowed"#),
    BrokenLog(
      name: "uri with a space",
      json: log(replacing: "login%20page.html", with: "login page.html"),
      pointer: "#/runs/0/results/0/locations/0/physicalLocation/artifactLocation/uri",
      words: "is not a valid uri-reference"),
    BrokenLog(
      name: "message with neither text nor id",
      json: log(
        replacing: #""message": {"text": "Add autocomplete=\"current-password\"."}"#,
        with: #""message": {"markdown": "Add it."}"#),
      pointer: "#/runs/0/results/0/message", words: "matches none of the 2 alternatives"),
  ]

  @Test("a broken log fails with one message naming the place", arguments: brokenLogs)
  func brokenLogFails(_ broken: BrokenLog) throws {
    let errors = try Self.sarifValidator().validate(Data(broken.json.utf8))
    #expect(errors.count == 1, "\(errors)")
    let error = try #require(errors.first)
    #expect(error.hasPrefix(broken.pointer + ": "), "\(error)")
    #expect(error.contains(broken.words), "\(error)")
  }

  @Test("booleans are not numbers and, under draft-04, 1.0 is not an integer")
  func numbersAndBooleans() throws {
    let schema = #"{"$schema": "http://json-schema.org/draft-04/schema#", "type": "integer"}"#
    let integer = try JSONSchemaValidator(schemaData: Data(schema.utf8))
    #expect(integer.validate(Data("1".utf8)) == [])
    #expect(integer.validate(Data("-7".utf8)) == [])
    #expect(integer.validate(Data("true".utf8)).count == 1)
    #expect(integer.validate(Data("1.5".utf8)).count == 1)
    #expect(integer.validate(Data("1.0".utf8)).count == 1)
    let draft7 = try JSONSchemaValidator(schemaData: Data(#"{"type": "integer"}"#.utf8))
    #expect(draft7.validate(Data("1.0".utf8)) == [])
    let boolean = try JSONSchemaValidator(schemaData: Data(#"{"type": "boolean"}"#.utf8))
    #expect(boolean.validate(Data("false".utf8)) == [])
    #expect(boolean.validate(Data("0".utf8)).count == 1)
    #expect(boolean.validate(Data("1".utf8)).count == 1)
  }

  @Test(
    "a schema with something the validator does not implement is rejected",
    arguments: [
      (##"{"type": "object", "dependencies": {"a": ["b"]}}"##, "unsupported keyword"),
      (##"{"$ref": "other.json#/definitions/x"}"##, "cannot resolve"),
      (##"{"$ref": "#/definitions/missing"}"##, "cannot resolve"),
      (##"{"type": "string", "format": "email"}"##, "not checked by this validator"),
      (##"{"type": "array", "items": [{"type": "string"}]}"##, "list of schemas"),
      (
        ##"{"definitions": {"a": {}}, "items": {"$ref": "#/definitions/a", "minimum": 3}}"##,
        "next to"
      ),
      (
        ##"{"definitions": {"a": {"$ref": "#/definitions/b"}, "b": {"$ref": "#/definitions/a"}}}"##,
        "cycle"
      ),
      (##"{"type": "strnig"}"##, "unknown type"),
      (##"{"pattern": "("}"##, "does not compile"),
    ])
  func unsupportedSchemaThrows(_ schema: String, _ reason: String) {
    let error = #expect(throws: JSONSchemaValidator.SchemaError.self) {
      try JSONSchemaValidator(schemaData: Data(schema.utf8))
    }
    #expect(
      error?.problems.contains { $0.contains(reason) } == true, "\(String(describing: error))")
  }

  @Test("the remaining keywords: const, allOf, not, oneOf, patternProperties, uniqueItems")
  func otherKeywords() throws {
    let schema = """
      {
        "type": "object",
        "properties": {
          "kind": {"const": "form"},
          "tags": {"type": "array", "uniqueItems": true, "maxItems": 3},
          "size": {"allOf": [{"minimum": 1}, {"maximum": 9}], "not": {"enum": [5]}},
          "id": {"oneOf": [{"type": "string"}, {"type": "integer", "minimum": 0}]}
        },
        "patternProperties": {"^x-": {"type": "string"}},
        "additionalProperties": false
      }
      """
    let validator = try JSONSchemaValidator(schemaData: Data(schema.utf8))
    let good = #"{"kind": "form", "tags": ["a", "b"], "size": 4, "id": 7, "x-note": "ok"}"#
    #expect(validator.validate(Data(good.utf8)) == [])
    let bad = #"{"kind": "page", "tags": ["a", "a"], "size": 5, "id": -1, "x-note": 3, "y": 1}"#
    let errors = validator.validate(Data(bad.utf8))
    for pointer in ["#/kind", "#/tags", "#/size", "#/id", "#/x-note", "#/y"] {
      #expect(errors.contains { $0.hasPrefix(pointer + ": ") }, "\(pointer) in \(errors)")
    }
    #expect(errors.count == 6, "\(errors)")
  }
}
