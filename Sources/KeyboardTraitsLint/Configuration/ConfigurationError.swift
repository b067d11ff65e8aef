import KeyboardTraits

/// A configuration file that cannot be used: which file, where in it, and what is wrong.
///
/// Its description reads like a compiler message, for example
/// `app/.kbtraits.yml:4:3: rules.pasword-autocomplete: unknown rule id; did you mean
/// 'password-autocomplete'?`.
public struct ConfigurationError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The configuration file, as its path was given (or the name passed to `parse`).
  public var file: String
  /// The dotted path of the offending key (`rules.password-autocomplete.severity`,
  /// `include[2]`); empty when the problem concerns the whole file.
  public var keyPath: String
  /// What is wrong and what to write instead.
  public var message: String
  /// The 1-based line of the problem, when known.
  public var line: Int?
  /// The 1-based column (in Unicode scalars) of the problem, when known.
  public var column: Int?

  /// Creates an error.
  public init(file: String, keyPath: String, message: String, line: Int? = nil, column: Int? = nil)
  {
    self.file = file
    self.keyPath = keyPath
    self.message = message
    self.line = line
    self.column = column
  }

  /// `file:line:column: keyPath: message`, leaving out the parts that are unknown or empty.
  public var description: String {
    var location = file
    if let line {
      location += ":\(line)"
      if let column { location += ":\(column)" }
    }
    return keyPath.isEmpty ? "\(location): \(message)" : "\(location): \(keyPath): \(message)"
  }
}

/// Every problem found in the configuration files a run read, so that one run shows them all.
///
/// Its description has one ``ConfigurationError`` per line, in the order they were found.
public struct ConfigurationErrors: Error, Sendable, Hashable, CustomStringConvertible {
  /// The problems, at least one.
  public var errors: [ConfigurationError]

  /// Wraps `errors` (at least one).
  public init(_ errors: [ConfigurationError]) {
    precondition(!errors.isEmpty, "ConfigurationErrors needs at least one error")
    self.errors = errors
  }

  /// One error per line.
  public var description: String {
    errors.map(\.description).joined(separator: "\n")
  }
}
