import Foundation

/// A problem in a document, as the editor underlines and lists it.
public struct Diagnostic: Codable, Hashable, Sendable {
  /// The span it is about.
  public var range: Range
  /// How serious it is; the client decides when nil.
  public var severity: DiagnosticSeverity?
  /// The rule or error code. LSP allows a number too: one from the client reads as its string.
  public var code: String?
  /// Where the code is explained.
  public var codeDescription: CodeDescription?
  /// Who reports it (the tool's name).
  public var source: String?
  /// What the problem is.
  public var message: String
  /// Other places it concerns.
  public var relatedInformation: [DiagnosticRelatedInformation]?
  /// Anything the server wants back when the client sends the diagnostic again (in code action
  /// requests).
  public var data: JSONValue?

  /// Creates the value from its members.
  public init(
    range: Range, severity: DiagnosticSeverity? = nil, code: String? = nil,
    codeDescription: CodeDescription? = nil, source: String? = nil, message: String,
    relatedInformation: [DiagnosticRelatedInformation]? = nil, data: JSONValue? = nil
  ) {
    self.range = range
    self.severity = severity
    self.code = code
    self.codeDescription = codeDescription
    self.source = source
    self.message = message
    self.relatedInformation = relatedInformation
    self.data = data
  }

  private enum CodingKeys: String, CodingKey {
    case range, severity, code, codeDescription, source, message, relatedInformation, data
  }

  /// Decodes a diagnostic whose `code` may be a string or a number.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    range = try container.decode(Range.self, forKey: .range)
    severity = try container.decodeIfPresent(DiagnosticSeverity.self, forKey: .severity)
    if let number = try? container.decodeIfPresent(Int.self, forKey: .code) {
      code = String(number)
    } else {
      code = try container.decodeIfPresent(String.self, forKey: .code)
    }
    codeDescription = try container.decodeIfPresent(CodeDescription.self, forKey: .codeDescription)
    source = try container.decodeIfPresent(String.self, forKey: .source)
    message = try container.decode(String.self, forKey: .message)
    relatedInformation = try container.decodeIfPresent(
      [DiagnosticRelatedInformation].self, forKey: .relatedInformation)
    data = try container.decodeIfPresent(JSONValue.self, forKey: .data)
  }
}
