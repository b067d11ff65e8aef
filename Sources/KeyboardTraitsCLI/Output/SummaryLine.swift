import KeyboardTraits

/// The last line of `kbtraits show`'s text output: what was scanned and found.
enum SummaryLine {
  static func render(_ summary: ScanSummary) -> String {
    var parts = [
      count(summary.files, "file"), count(summary.fields, "field"),
      "\(summary.failedFiles) failed",
    ]
    let findings = summary.errors + summary.warnings + summary.notes
    if findings > 0 {
      parts.append(
        "\(count(findings, "finding")) (\(count(summary.errors, "error")), "
          + "\(count(summary.warnings, "warning")), \(count(summary.notes, "note")))")
    }
    if summary.unreadFields > 0 {
      parts.append("\(count(summary.unreadFields, "field")) not read (helpers or components)")
    }
    if summary.duplicatesSkipped > 0 {
      parts.append("\(count(summary.duplicatesSkipped, "duplicate path")) skipped")
    }
    if summary.pages > 0 {
      parts.append(summary.pagesDescription)
    }
    return parts.joined(separator: ", ") + "\n"
  }

  private static func count(_ value: Int, _ noun: String) -> String {
    "\(value) \(noun)\(value == 1 ? "" : "s")"
  }
}
