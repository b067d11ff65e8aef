extension FormScanner {
  /// Scans the DOM of a page a browser built. Relative form actions resolve against the page's
  /// final URL, as the browser resolves them, and every field gets a ``FormField/selector``
  /// (line numbers in the browser's serialization mean nothing to a user).
  public func scan(page: RenderedPage) -> ScannedDocument {
    var utf8 = Array(page.html.utf8)
    var decodingNotes: [DecodingNote] = []
    _ = InputDecoder.replaceNULs(in: &utf8, notes: &decodingNotes)
    let notes = decodingNotes.map { ScanNote(kind: $0.kind, message: $0.message, position: nil) }
    return DocumentScanner.scan(
      utf8: utf8, encoding: DetectedEncoding(name: "UTF-8", source: .validUTF8), notes: notes,
      // What the browser built holds no template code: nothing is masked.
      documentURL: page.finalURL, syntax: nil, recordsSelectors: true)
  }

  /// Loads `url` in a browser with `loader`, scans the DOM its scripts built and lints it when
  /// the scanner has a ``linter``. Never throws: a page that fails to load (an HTTP error, a
  /// network error, the timeout) gives a report with its ``FileReport/error``.
  public func report(forPageAt url: String, loader: RenderedPageLoader) async -> FileReport {
    report(for: await loader.input(for: url))
  }
}
