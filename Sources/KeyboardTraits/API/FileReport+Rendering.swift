extension FileReport {
  /// On a rendered page, the selector of the field `diagnostic` is about; nil for a file, or
  /// for a finding about the page as a whole.
  public func selector(for diagnostic: Diagnostic) -> String? {
    guard isRenderedPage, let index = diagnostic.fieldIndex, fields.indices.contains(index)
    else { return nil }
    return fields[index].selector
  }

  /// Where a finding is, for people: `line:column` in a file, the field's selector on a
  /// rendered page (`page` for a finding about the page as a whole).
  public func place(of diagnostic: Diagnostic) -> String {
    guard isRenderedPage else { return "\(diagnostic.position.line):\(diagnostic.position.column)" }
    return selector(for: diagnostic) ?? "page"
  }
}
