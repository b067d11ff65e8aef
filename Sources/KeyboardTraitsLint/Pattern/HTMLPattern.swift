import KeyboardTraits

/// Validation of HTML `pattern` attributes exactly as browsers compile them.
///
/// The HTML standard compiles a `pattern` value as `new RegExp("^(?:" + value + ")$", "v")`;
/// if that throws, the browser silently ignores the attribute. This type implements the
/// ECMAScript 2025 pattern grammar in `v` (unicodeSets) mode, with its early errors,
/// over Unicode scalars, so its verdicts match that compilation step.
public enum HTMLPattern {
  /// Parses the value as browsers do; returns the AST or the first error.
  ///
  /// The AST is that of the whole compiled expression, `^(?:` + value + `)$`, because a
  /// value such as `a)|(b` legitimately escapes the wrapper group. Error offsets are
  /// relative to the attribute value, not to the wrapper.
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
