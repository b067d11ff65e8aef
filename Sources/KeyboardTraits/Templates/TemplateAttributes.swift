/// Decides which attributes of a start tag a template writes, once libxml2 has parsed the
/// masked text: bound attributes, values overlapping a masked expression, and attributes
/// written between template statements inside the tag.
enum TemplateAttributes {
  /// `attributes` with each dynamic one marked and its value replaced by the template source as
  /// written (`kind` for `:type="kind"`, `{{ email }}` for `value="{{ email }}"`); `written` is
  /// the tag as read from the template's masked text.
  static func resolve(
    _ attributes: [RawAttribute], template: TemplateMask, original: [UInt8],
    written: WrittenAttributes
  ) -> [RawAttribute] {
    attributes.map { raw in
      guard let index = written.index(of: raw.name) else { return raw }
      var span = written.spans[index]
      // Quotes the masker wrote over `{…}` (`type={kind}`) belong to the value as written.
      if let value = span.value, let quote = span.quote, value.lowerBound > 0,
        value.upperBound < original.count,
        original[value.lowerBound - 1] != quote.asciiValue
      {
        span.value = (value.lowerBound - 1)..<(value.upperBound + 1)
      }
      var result = raw
      if let binding = template.bindings[span.name.lowerBound] {
        result.isDynamic = true
        let source = span.value.flatMap { $0.isEmpty ? nil : $0 } ?? binding.written
        result.value = String(decoding: original[source], as: UTF8.self)
      } else if let value = span.value, template.overlaps(value) {
        result.isDynamic = true
        result.value = String(decoding: original[value], as: UTF8.self)
      } else if template.conditionalNames.contains(span.name.lowerBound) {
        result.isDynamic = true
      }
      return result
    }
  }

  /// Whether a name written at `offsets` of one start tag is written twice on one rendering:
  /// two of the places can be present together (``TemplateBranches/excludes(_:_:)``) and
  /// neither is a binding the framework merges with the other.
  static func isRepeated(_ offsets: [Int], template: TemplateMask) -> Bool {
    guard offsets.count >= 2 else { return true }
    for (position, first) in offsets.enumerated() {
      for second in offsets[(position + 1)...] {
        let merges =
          template.bindings[first]?.mergesWithSameName == true
          || template.bindings[second]?.mergesWithSameName == true
        if !merges, !template.branches.excludes(first, second) { return true }
      }
    }
    return false
  }

  /// The text of the printing template tags (`{{ label }}`) written in `span` outside tags, for
  /// a label whose only text is a template expression; nil when there are none.
  static func printedSource(in span: Range<Int>, template: TemplateMask, original: [UInt8])
    -> String?
  {
    let parts = template.ranges(in: span).filter { $0.kind == .output && !$0.isInTag }.map {
      // `{{ label|default('Email') }}` prints a value the scan does not know, not 'Email'.
      TemplateExpressionOutcomes.elidingAlternatives(
        String(decoding: original[$0.bytes.clamped(to: span)], as: UTF8.self)
          .collapsingWhitespace())
    }
    return parts.isEmpty ? nil : parts.joined(separator: " ")
  }
}
