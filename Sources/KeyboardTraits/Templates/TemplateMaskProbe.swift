/// What the template fuzzer (`Fuzz/Sources/FuzzTemplateMasker`) and its regression tests check on
/// every input: the masker's promises, which the scanner's positions rely on.
///
/// Behind `@_spi(Fuzzing)` because the mask itself is not public API.
@_spi(Fuzzing) public enum TemplateMaskProbe {
  /// The syntax an input chooses with its first byte, and the template that follows it.
  public static func split(_ input: [UInt8]) -> (syntax: SourceSyntax, template: [UInt8]) {
    guard let first = input.first else { return (.html, []) }
    let all = SourceSyntax.allCases
    return (all[Int(first) % all.count], Array(input.dropFirst()))
  }

  /// Masks `template` as `syntax` and returns the first broken promise, or nil when all hold:
  /// same length; every LF and CR kept where it was and no new one; bytes outside the masked
  /// ranges unchanged; ranges sorted, disjoint, inside the text; comments masked, in order and
  /// disjoint, their text inside them; bindings inside the text.
  public static func brokenPromise(in template: [UInt8], syntax: SourceSyntax) -> String? {
    guard let mask = TemplateMasker.mask(template, syntax: syntax) else { return nil }
    let text = mask.text
    guard text.count == template.count else {
      return "masked length \(text.count) differs from the original's \(template.count)"
    }
    for (index, original) in template.enumerated() where text[index] != original {
      let isBreak = { (byte: UInt8) in byte == 0x0A || byte == 0x0D }
      if isBreak(original) || isBreak(text[index]) {
        return "line break changed at byte \(index)"
      }
      if !mask.overlaps(index..<(index + 1)) {
        return "byte \(index) changed outside every masked range"
      }
    }
    for range in mask.ranges where range.bytes.lowerBound < 0 || range.bytes.upperBound > text.count
    {
      return "masked range \(range.bytes) lies outside the text (\(text.count) bytes)"
    }
    for (earlier, later) in zip(mask.ranges, mask.ranges.dropFirst())
    where earlier.bytes.upperBound > later.bytes.lowerBound {
      return "masked ranges \(earlier.bytes) and \(later.bytes) overlap or are out of order"
    }
    for comment in mask.comments
    where comment.bytes.lowerBound < 0 || comment.bytes.upperBound > text.count
      || comment.text.lowerBound < comment.bytes.lowerBound
      || comment.text.upperBound > comment.bytes.upperBound
      || !mask.overlaps(comment.bytes)
    {
      return "comment \(comment.bytes) (text \(comment.text)) is not a masked range of the text"
    }
    for (earlier, later) in zip(mask.comments, mask.comments.dropFirst())
    where earlier.bytes.upperBound > later.bytes.lowerBound {
      return "comments \(earlier.bytes) and \(later.bytes) overlap or are out of order"
    }
    for (offset, binding) in mask.bindings
    where offset < 0 || offset >= text.count || binding.written.upperBound > text.count
      || binding.written.lowerBound < 0
    {
      return "binding \(binding.name) at \(offset) lies outside the text"
    }
    return nil
  }

  /// Scans `template` as `syntax` and builds every run-time variant of the document, as `lint`
  /// does for templates; returns how many fields all variants hold (so nothing is optimised away).
  public static func scanWithVariants(_ template: [UInt8], syntax: SourceSyntax) -> Int {
    guard
      let document = try? FormScanner().scan(
        bytes: template, documentURL: "https://fuzz.example/", syntax: syntax)
    else { return 0 }
    return document.dynamicVariants().reduce(document.fields.count) { $0 + $1.fields.count }
  }
}
