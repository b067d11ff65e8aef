import Foundation
import KeyboardTraits
import KeyboardTraitsLint
import LanguageServerProtocol

/// One version of a document with its analysis: what diagnostics, hovers, code actions and
/// inlay hints are made from, in the editor's positions.
struct AnalyzedDocument {
  let buffer: TextDocumentBuffer
  let analysis: DocumentAnalysis

  private var lines: LineIndex { buffer.lineIndex }

  /// The offset in the editor's text of a byte offset in the scanned text (they differ only by
  /// a byte order mark, ``ScannedDocument/fileOffset``).
  private func bufferOffset(_ offset: Int, in document: ScannedDocument) -> Int {
    offset + document.fileOffset
  }

  /// The editor's range of the text between two places in the scan.
  private func range(
    from start: SourcePosition, to end: SourcePosition, in document: ScannedDocument,
    encoding: PositionEncoding
  ) -> LanguageServerProtocol.Range {
    let lower = document.byteOffset(of: start).map { bufferOffset($0, in: document) } ?? 0
    let upper = document.byteOffset(of: end).map { bufferOffset($0, in: document) } ?? lower
    return lines.range(ofByteRange: lower..<max(lower, upper), encoding: encoding)
  }

  // MARK: Diagnostics

  func lspDiagnostics(encoding: PositionEncoding) -> [LanguageServerProtocol.Diagnostic] {
    guard let document = analysis.document else { return [] }
    return analysis.diagnostics.map { lspDiagnostic($0, in: document, encoding: encoding) }
      + unreadFieldNotes(in: document, encoding: encoding)
  }

  /// The `unreadFields` note as information at the first unread field, so that an editor
  /// showing no finding does not stand for a file with nothing to check. It has no rule code.
  private func unreadFieldNotes(in document: ScannedDocument, encoding: PositionEncoding)
    -> [LanguageServerProtocol.Diagnostic]
  {
    document.notes.filter { $0.kind == .unreadFields }.compactMap { note in
      guard let position = note.position else { return nil }
      return LanguageServerProtocol.Diagnostic(
        range: range(from: position, to: position, in: document, encoding: encoding),
        severity: .information, source: "kbtraits", message: note.message)
    }
  }

  private func lspDiagnostic(
    _ diagnostic: KeyboardTraits.Diagnostic, in document: ScannedDocument,
    encoding: PositionEncoding
  ) -> LanguageServerProtocol.Diagnostic {
    let severity: DiagnosticSeverity =
      switch diagnostic.severity {
      case .error: .error
      case .warning: .warning
      case .note: .information
      }
    var related: [DiagnosticRelatedInformation]?
    // A finding at an attribute names its field: the tag is the related place.
    if let index = diagnostic.fieldIndex, document.fields.indices.contains(index),
      document.fields[index].position != diagnostic.position
    {
      let field = document.fields[index]
      related = [
        DiagnosticRelatedInformation(
          location: Location(
            uri: buffer.uri,
            range: range(
              from: field.position, to: document.endOfMarkup(startingAt: field.position),
              in: document, encoding: encoding)),
          message: "the field: \(field.tagSummary)")
      ]
    }
    return LanguageServerProtocol.Diagnostic(
      range: range(
        from: diagnostic.position, to: diagnostic.end, in: document, encoding: encoding),
      severity: severity, code: diagnostic.rule,
      codeDescription: analysis.rulesURL.map {
        CodeDescription(href: $0.link(forRule: diagnostic.rule))
      },
      source: "kbtraits", message: diagnostic.message, relatedInformation: related)
  }

  // MARK: Hover

  /// The keyboards of the field whose start tag holds `position`.
  func hover(at position: Position, encoding: PositionEncoding) -> Hover? {
    guard let document = analysis.document else { return nil }
    let offset = lines.byteOffset(of: position, encoding: encoding) - document.fileOffset
    guard
      let field = document.fields.first(where: { field in
        let end = document.byteOffset(of: document.endOfMarkup(startingAt: field.position))
        return field.byteOffset <= offset && offset < (end ?? field.byteOffset + 1)
      })
    else { return nil }
    let tagEnd = document.endOfMarkup(startingAt: field.position)
    return Hover(
      contents: MarkupContent(
        kind: .markdown, value: FieldHover.markdown(for: field, platforms: analysis.platforms)),
      range: range(from: field.position, to: tagEnd, in: document, encoding: encoding))
  }

  // MARK: Inlay hints

  /// The iPhone keyboard after each field's start tag in `visible`: `⌨ Number pad · Go`.
  func inlayHints(in visible: LanguageServerProtocol.Range, encoding: PositionEncoding)
    -> [InlayHint]
  {
    guard let document = analysis.document else { return [] }
    let bytes = lines.byteRange(of: visible, encoding: encoding)
    return document.fields.compactMap { field in
      guard let end = document.byteOffset(of: document.endOfMarkup(startingAt: field.position))
      else { return nil }
      let offset = bufferOffset(end, in: document)
      guard bytes.lowerBound <= offset, offset <= bytes.upperBound else { return nil }
      let ios = field.ios
      var label = "⌨ " + ios.keyboardDescription
      if ios.hasKeyboardTraits { label += " · " + ios.returnKeyType.label }
      return InlayHint(
        position: lines.position(ofByteOffset: offset, encoding: encoding), label: label,
        paddingLeft: true)
    }
  }

  // MARK: Code actions

  func codeActions(for params: CodeActionParams, encoding: PositionEncoding) -> [CodeAction] {
    guard let document = analysis.document else { return [] }
    let only = params.context.only
    var actions: [CodeAction] = []
    let requested = lines.byteRange(of: params.range, encoding: encoding)
    if CodeActionKind.quickFix.isWanted(by: only) {
      for diagnostic in analysis.diagnostics {
        let lsp = lspDiagnostic(diagnostic, in: document, encoding: encoding)
        let span = lines.byteRange(of: lsp.range, encoding: encoding)
        guard span.lowerBound <= requested.upperBound, requested.lowerBound <= span.upperBound
        else { continue }
        if let fix = diagnostic.fix, let replacements = fix.replacements, !replacements.isEmpty {
          actions.append(
            CodeAction(
              title: fix.summary + (fix.isSafe ? "" : " (review)"), kind: .quickFix,
              diagnostics: [lsp], isPreferred: fix.isSafe ? true : nil,
              edit: edit(replacements, encoding: encoding)))
        }
        let line =
          diagnostic.fieldIndex.map { document.fields[$0].position.line }
          ?? diagnostic.position.line
        if let insertion = SuppressionCommentWriter.insertion(
          disabling: diagnostic.rule, onLine: line, in: document, syntax: analysis.syntax)
        {
          actions.append(
            CodeAction(
              title: "Disable \(diagnostic.rule) on this line", kind: .quickFix,
              diagnostics: [lsp],
              edit: edit(
                [
                  Fix.Replacement(
                    byteRange: bufferOffset(
                      insertion.byteOffset, in: document)..<bufferOffset(
                        insertion.byteOffset, in: document),
                    text: insertion.text)
                ],
                encoding: encoding)))
        }
      }
    }
    let fixAll = CodeActionKind.sourceFixAll(tool: "kbtraits")
    if fixAll.isWanted(by: only) {
      let result = FixApplier.apply(analysis.diagnostics, to: document, fileBytes: buffer.bytes)
      if result.isChanged {
        let whole = lines.range(ofByteRange: 0..<buffer.bytes.count, encoding: encoding)
        actions.append(
          CodeAction(
            title: "Fix all safe kbtraits findings", kind: fixAll,
            edit: WorkspaceEdit(changes: [
              buffer.uri: [
                TextEdit(range: whole, newText: String(decoding: result.bytes, as: UTF8.self))
              ]
            ])))
      }
    }
    return actions
  }

  private func edit(_ replacements: [Fix.Replacement], encoding: PositionEncoding)
    -> WorkspaceEdit
  {
    WorkspaceEdit(changes: [
      buffer.uri: replacements.map { replacement in
        TextEdit(
          range: lines.range(ofByteRange: replacement.byteRange, encoding: encoding),
          newText: replacement.text)
      }
    ])
  }
}

/// `file://` URIs and paths.
enum DocumentURI {
  /// The path of a `file:` URI, percent-decoded; nil for another scheme (`untitled:`).
  static func path(of uri: String) -> String? {
    guard let url = URL(string: uri), url.isFileURL else { return nil }
    return url.path
  }
}
