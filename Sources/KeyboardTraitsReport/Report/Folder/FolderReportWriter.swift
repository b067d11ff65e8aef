import Foundation
import KeyboardTraits
import KeyboardTraitsLint

/// Writes the HTML report as a folder (`--output DIR/`), file by file as the scan streams in,
/// with memory that does not grow with the number of fields.
///
/// A run that stays small (its single page under ``singlePageLimit`` bytes of sections) gets
/// the single self-contained page as `DIR/index.html`: one file is the simplest thing to open,
/// mail or archive. Past it, the folder holds:
/// - `index.html`: the summary (``FolderReportIndex``), small whatever the size of the run;
/// - `files/N.html`: the files in path order, at most ``filesPerPage`` files and
///   ``fieldsPerPage`` fields a page, each field a row with its findings;
/// - `situations/ID.html`, `ID-2.html`…: each keyboard situation (``KeyboardSituation``) drawn
///   once, its fields listed under it, errors first, then warnings, notes and the rest, each
///   group in path order, ``fieldsPerPage`` a page;
/// - `report.css`: the stylesheet and every drawing, once, for all pages.
///
/// While the scan runs, rows go to a ``KeyedSpool`` keyed by page (situation rows by their
/// severity, so that the most problematic come first without sorting); at the end every page
/// is written with its navigation, which needs the page counts.
final class FolderReportWriter {
  /// Past this many bytes of sections, the single page gives way to the folder: at 8 MiB the
  /// page stays under 10 MB with its head, and headless Chromium opened the 11.8 MB page of
  /// 13,809 fields 1.1 s after an empty page on a 2-core machine; the 99 MB page of 129,727
  /// fields took 6.6-9.3 s.
  static let singlePageLimit = 8 << 20
  /// Fields a detail page lists at most (up to 1 MB of rows in the generated corpus, which
  /// headless Chromium opens within half a second of an empty page).
  static let fieldsPerPage = 1_000
  /// Files a files page lists at most, with or without fields.
  static let filesPerPage = 500
  /// Bytes after which a files page takes no more fields (a row's messages have no fixed
  /// length; a situation's rows, without messages, are bounded by ``fieldsPerPage``).
  static let bytesPerPage = 2_000_000

  /// The limits of this writer: the defaults above, smaller in tests.
  let limits: (singlePage: Int, fields: Int, files: Int, bytes: Int)

  /// What a report folder holds: a folder holding anything else is not one, and is never
  /// replaced.
  static let entries: Set<String> = ["index.html", "report.css", "files", "situations"]

  /// What the writer put in the folder.
  struct Outcome {
    /// Pages beside `index.html` (0 for the single page).
    var pages: Int
    /// Bytes of every file, `index.html` and `report.css` included.
    var bytes: Int
  }

  private enum Key: Hashable {
    case filesPage(Int)
    case situation(String, Int)
    case filesPageRows
  }

  private let folder: OutputFolder
  private let spool = KeyedSpool<Key>()
  private var singlePage: LintReportSpool? = LintReportSpool()
  private var singlePageBytes = 0

  private var filesPage = 0
  private var filesOnPage = 0
  private var fieldsOnPage = 0
  private var bytesOnPage = 0
  private var page = FolderReportTallies.FilesPage(number: 0)
  private var situations: [String: FolderReportTallies.Situation] = [:]
  private var folders: [String: FolderReportTallies.Folder] = [:]
  /// The codes of the rules and keyboards in the index's rows.
  private var codes = FolderReportTallies.Codes()
  /// Where recent top and failed files are (path to files page), pruned to those listed.
  private var filePages: [String: Int] = [:]

  init(
    folder: OutputFolder, singlePageLimit: Int = singlePageLimit,
    fieldsPerPage: Int = fieldsPerPage, filesPerPage: Int = filesPerPage,
    bytesPerPage: Int = bytesPerPage
  ) {
    self.folder = folder
    limits = (singlePageLimit, max(fieldsPerPage, 1), max(filesPerPage, 1), bytesPerPage)
  }

  /// Whether the single page is still being kept: the workers render its sections only then.
  var keepsSinglePage: Bool { singlePage != nil }

  /// Adds one file: `file` for the folder, `section` for the single page (nil once it is no
  /// longer kept).
  func add(
    _ file: FolderReportFile, section: [UInt8]?, tally: ReportFileTally, summary: ReportSummary
  ) throws {
    if let singlePage, let section {
      singlePageBytes += section.count
      if singlePageBytes > limits.singlePage {
        self.singlePage = nil
      } else {
        try singlePage.write(section)
      }
    }
    if filesPage == 0 || filesOnPage >= limits.files || isFilesPageFull {
      try startFilesPage()
    }
    let startPage = filesPage
    filesOnPage += 1
    page.add(file, tally: tally)
    try write(file.head, to: .filesPage(filesPage))
    if !file.fields.isEmpty { try write(FolderReportFile.tableStart, to: .filesPage(filesPage)) }
    for field in file.fields {
      if isFilesPageFull {
        try write(FolderReportFile.tableEnd + "</section>\n", to: .filesPage(filesPage))
        try startFilesPage()
        filesOnPage += 1
        page.add(file, tally: nil)
        try write(
          file.continuedHead + FolderReportFile.tableStart,
          to: .filesPage(filesPage))
      }
      fieldsOnPage += 1
      try write(field.fileRow, to: .filesPage(filesPage))
      let id = field.situation.id
      let bucket = FolderReportTallies.Situation.bucket(field.severity)
      situations[id, default: .init(field.situation)].add(field)
      try write(field.situationRow(filesPage: filesPage), to: .situation(id, bucket))
    }
    if !file.fields.isEmpty { try write(FolderReportFile.tableEnd, to: .filesPage(filesPage)) }
    try write("</section>\n", to: .filesPage(filesPage))
    let name = FolderReportTallies.Folder.name(of: file.path)
    folders[name, default: .init(name: name, firstPage: startPage, anchor: file.anchor)]
      .add(tally)
    if summary.topFiles.contains(where: { $0.path == file.path })
      || summary.failedFiles.last?.path == file.path
    {
      filePages[file.path] = startPage
      if filePages.count > 4 * ReportSummary.maximumFailuresListed { prunePages(summary) }
    }
  }

  /// Writes every page and `index.html`, and puts the folder in place.
  func finish(summary: ReportSummary) throws -> Outcome {
    try closeFilesPage()
    if let singlePage {
      let renderer = HTMLReportRenderer()
      let index = LintReportFileSink(
        try folder.create("index.html"), name: folder.path + "index.html")
      try index.write(renderer.begin() + renderer.header(summary: summary))
      try singlePage.copy(to: index)
      try index.write(renderer.end(summary: summary))
      try index.flush()
      let bytes = folder.measure().bytes
      try folder.commit()
      return Outcome(pages: 0, bytes: bytes)
    }
    prunePages(summary)
    let shell = FolderReportShell(
      summary: summary, filesPages: filesPage, fieldsPerPage: limits.fields,
      filesPerPage: limits.files)
    let css = try pageSink("report.css")
    try css.write(FolderReportAssets.style + HTMLReportRenderer.drawingsStyle(summary))
    try css.flush()
    var pages = 0
    for number in stride(from: 1, through: filesPage, by: 1) {
      let sink = try pageSink("files/\(number).html")
      try sink.write(shell.filesPageStart(number))
      try spool.read(.filesPage(number)) { try sink.write($0) }
      try sink.write(shell.pageEnd)
      try sink.flush()
      pages += 1
    }
    let ranked = situations.values.sorted(by: FolderReportTallies.Situation.ranksBefore)
    for tally in ranked {
      pages += try writeSituation(tally, shell: shell)
    }
    let index = try pageSink("index.html")
    try index.write(
      FolderReportIndex(
        summary: summary, situations: ranked, folders: Array(folders.values), filePages: filePages,
        shell: shell, pages: pages
      ).start(&codes))
    try spool.read(.filesPageRows) { try index.write($0) }
    try index.write(FolderReportIndex.end(summary: summary, codes: codes))
    try index.flush()
    let bytes = folder.measure().bytes
    try folder.commit()
    return Outcome(pages: pages, bytes: bytes)
  }

  /// One situation's pages: its rows, errors first, cut every ``fieldsPerPage``.
  private func writeSituation(
    _ tally: FolderReportTallies.Situation, shell: FolderReportShell
  ) throws -> Int {
    let count = (tally.fields + limits.fields - 1) / limits.fields
    var number = 0
    var rows = 0
    var sink: LintReportFileSink?
    func next() throws {
      if let sink {
        try sink.write(shell.situationPageEnd)
        try sink.flush()
      }
      number += 1
      let opened = try pageSink("situations/" + tally.pageName(number))
      try opened.write(shell.situationPageStart(tally, page: number, of: count))
      sink = opened
      rows = 0
    }
    try next()
    for bucket in 0..<FolderReportTallies.Situation.bucketCount {
      var partial: [UInt8] = []
      try spool.read(.situation(tally.situation.id, bucket)) { chunk in
        partial.append(contentsOf: chunk)
        var start = 0
        while let end = partial[start...].firstIndex(of: 0x0A) {
          if rows == limits.fields { try next() }
          try sink?.write(Array(partial[start...end]))
          rows += 1
          start = end + 1
        }
        partial.removeFirst(start)
      }
    }
    try sink?.write(shell.situationPageEnd)
    try sink?.flush()
    return number
  }

  /// Whether the current files page takes no more fields.
  private var isFilesPageFull: Bool {
    fieldsOnPage >= limits.fields || bytesOnPage >= limits.bytes
  }

  private func startFilesPage() throws {
    try closeFilesPage()
    filesPage += 1
    filesOnPage = 0
    fieldsOnPage = 0
    bytesOnPage = 0
    page = FolderReportTallies.FilesPage(number: filesPage)
  }

  /// Adds the current files page's row to the index's list of pages.
  private func closeFilesPage() throws {
    guard page.number > 0, page.files > 0 else { return }
    page.fields = fieldsOnPage
    try write(page.indexRow(&codes), to: .filesPageRows)
    page = FolderReportTallies.FilesPage(number: 0)
  }

  private func write(_ text: String, to key: Key) throws {
    if case .filesPage = key { bytesOnPage += text.utf8.count }
    try spool.append(Array(text.utf8), to: key)
  }

  private func pageSink(_ name: String) throws -> LintReportFileSink {
    LintReportFileSink(try folder.create(name), name: folder.path + name)
  }

  /// Keeps only the pages of the files the summary lists.
  private func prunePages(_ summary: ReportSummary) {
    let listed = Set(summary.topFiles.map(\.path) + summary.failedFiles.map(\.path))
    filePages = filePages.filter { listed.contains($0.key) }
  }
}
