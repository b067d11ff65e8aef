import KeyboardTraits

/// Validation of HTML `pattern` attributes exactly as browsers compile them.
///
/// The HTML standard compiles the bare `pattern` value with the `v` flag first and ignores the
/// attribute if that throws; only a valid value is then compiled as
/// `new RegExp("^(?:" + value + ")$", "v")`. This type implements the
/// ECMAScript 2025 pattern grammar in `v` (unicodeSets) mode, with its early errors,
/// over Unicode scalars, so its verdicts match that compilation step.
public enum HTMLPattern {
  /// Parses the value as browsers do; returns the AST or the first error.
  ///
  /// The AST is that of the whole compiled expression, `^(?:` + value + `)$`. A value that
  /// would close the wrapper early, such as `a)|(b`, fails as a bare expression, so browsers
  /// ignore it. Error offsets are relative to the attribute value.
  public static func parse(_ pattern: String) -> Result<PatternAST, PatternSyntaxError> {
    PatternParser.parseAttribute(pattern)
  }

  /// Returns the first syntax error in the value, or `nil` if browsers accept it.
  public static func validate(_ pattern: String) -> PatternSyntaxError? {
    switch parse(pattern) {
    case .success: return nil
    case .failure(let error): return error
    }
  }
}
