import KeyboardTraits

/// `partialFingerprints.primaryLocationLineHash` for SARIF results, in GitHub's `hash:n` form.
///
/// The hash covers the rule, the file's path, the finding's line text (trimmed) and the
/// message, never the line number, so code scanning keeps tracking an alert when lines are
/// inserted above it. `n` counts identical findings within the file, in source order, so two
/// alike findings on identical lines stay distinct.
struct SARIFFingerprint {
  /// The `partialFingerprints` key GitHub code scanning reads.
  static let key = "primaryLocationLineHash"

  private var occurrences: [String: Int] = [:]

  /// The fingerprint of the next finding; call in source order, one instance per file.
  mutating func next(for diagnostic: Diagnostic, path: String) -> String {
    var hash = FNV1a64()
    hash.combine(diagnostic.rule)
    hash.combine(path)
    hash.combine(Self.trimmed(diagnostic.sourceLine ?? ""))
    hash.combine(diagnostic.message)
    let digest = hash.hexDigest
    let occurrence = (occurrences[digest] ?? 0) + 1
    occurrences[digest] = occurrence
    return "\(digest):\(occurrence)"
  }

  private static func trimmed(_ line: String) -> String {
    let whitespace: Set<Unicode.Scalar> = [" ", "\t", "\r", "\n", "\u{C}"]
    let scalars = line.unicodeScalars
    guard let first = scalars.firstIndex(where: { !whitespace.contains($0) }),
      let last = scalars.lastIndex(where: { !whitespace.contains($0) })
    else { return "" }
    return String(scalars[first...last])
  }
}
