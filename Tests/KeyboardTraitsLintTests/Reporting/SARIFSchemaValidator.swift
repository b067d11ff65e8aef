import Foundation
import TestHelpers
import Testing

/// Validates SARIF text against the OASIS 2.1.0 schema in `Tests/Fixtures`, in Swift, so the
/// tests need nothing beyond the repository.
enum SARIFSchemaValidator {
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  /// The validator, built once: the schema has some 250 definitions to resolve.
  static let validator: Result<JSONSchemaValidator, any Error> = Result {
    try JSONSchemaValidator(schemaData: Data(contentsOf: TestCorpus.sarifSchema))
  }

  /// Throws when `sarif` is not valid against the schema, with every problem and where it is.
  static func validate(_ sarif: String) throws {
    let problems = try validator.get().validate(Data(sarif.utf8))
    guard problems.isEmpty else {
      throw Failure(
        description: "SARIF is not valid against the 2.1.0 schema:\n"
          + problems.joined(separator: "\n"))
    }
  }
}
