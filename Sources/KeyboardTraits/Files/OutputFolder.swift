import Foundation

/// A folder kbtraits writes whole (`kbtraits report --output DIR/`): built under a hidden
/// temporary name beside it and put in its place once complete (``commit()``), so that no
/// reader sees half a report and a failed run leaves the folder as it was.
///
/// The folder may be new, empty, or a report kbtraits wrote before (its `index.html` names
/// kbtraits as its generator, and it holds nothing else but the report's own files): that one
/// is replaced. Any other folder is left alone with an error that says so, so that a mistyped
/// `--output ~/` never deletes anything. A symbolic link to a folder is followed. The parent
/// folder must exist, as for a file.
package final class OutputFolder {
  /// The path as it was given (escaped form, ``PathName``).
  package let path: String
  /// The folder written, links followed.
  private let target: URL
  /// Where the report is built until ``commit()``.
  private var staging: URL?
  /// What a previous report holds at most: anything else means the folder is not one.
  private let reportEntries: Set<String>
  /// The text whose presence in `index.html` marks a folder kbtraits wrote.
  private let marker: String

  /// Prepares to write the folder at `path`; `reportEntries` are the names a report folder
  /// holds, and `marker` the text that identifies its `index.html`.
  /// - Throws: ``OutputFileError`` saying what is in the way and what to do.
  package init(
    path: String, reportEntries: Set<String>, marker: String
  ) throws(OutputFileError) {
    self.path = path
    self.reportEntries = reportEntries
    self.marker = marker
    let bytes = PathName.fileSystemPath(path)
    guard let given = String(validating: bytes, as: UTF8.self) else {
      throw OutputFileError(
        path: path, reason: "a report folder's name must be UTF-8; choose another name")
    }
    let url = URL(fileURLWithPath: given).resolvingSymlinksInPath()
    target = url
    let manager = FileManager.default
    var isFolder: ObjCBool = false
    if manager.fileExists(atPath: url.path, isDirectory: &isFolder) {
      guard isFolder.boolValue else {
        throw OutputFileError(
          path: path, reason: "it is a file, not a folder; remove it or choose another name")
      }
      try checkReplaceable(url)
    } else {
      let parent = url.deletingLastPathComponent()
      guard manager.fileExists(atPath: parent.path, isDirectory: &isFolder), isFolder.boolValue
      else {
        throw OutputFileError(
          path: path, reason: "the folder \(parent.path) does not exist; create it first")
      }
    }
    let staging = url.deletingLastPathComponent().appendingPathComponent(
      ".\(url.lastPathComponent).kbtraits-\(UUID().uuidString.prefix(8))")
    do {
      try manager.createDirectory(at: staging, withIntermediateDirectories: false)
    } catch {
      throw OutputFileError(
        path: path,
        reason: "cannot create \(staging.path) to build it in (\(error.localizedDescription)); "
          + "check that its folder can be written")
    }
    self.staging = staging
  }

  deinit { discard() }

  /// Creates the file `relativePath` (folders in it are created) and opens it for writing.
  package func create(_ relativePath: String) throws(OutputFileError) -> FileHandle {
    guard let staging else {
      throw OutputFileError(
        path: path, reason: "it was already finished; this is a bug in kbtraits")
    }
    let url = staging.appendingPathComponent(relativePath)
    let manager = FileManager.default
    do {
      try manager.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    } catch {
      throw OutputFileError(path: path, reason: "cannot create a folder in it: \(error)")
    }
    guard manager.createFile(atPath: url.path, contents: nil),
      let handle = FileHandle(forWritingAtPath: url.path)
    else {
      throw OutputFileError(path: path, reason: "cannot create \(relativePath) in it")
    }
    return handle
  }

  /// The number of files and bytes written so far.
  package func measure() -> (files: Int, bytes: Int) {
    guard let staging,
      let walk = FileManager.default.enumerator(
        at: staging, includingPropertiesForKeys: [.fileSizeKey, .isRegularFileKey])
    else { return (0, 0) }
    var files = 0
    var bytes = 0
    for case let url as URL in walk {
      let values = try? url.resourceValues(forKeys: [.fileSizeKey, .isRegularFileKey])
      guard values?.isRegularFile == true else { continue }
      files += 1
      bytes += values?.fileSize ?? 0
    }
    return (files, bytes)
  }

  /// Puts the finished folder in place of the old one, which is then removed.
  package func commit() throws(OutputFileError) {
    guard let staging else { return }
    let manager = FileManager.default
    var old: URL?
    if manager.fileExists(atPath: target.path) {
      let aside = target.deletingLastPathComponent().appendingPathComponent(
        ".\(target.lastPathComponent).kbtraits-old-\(UUID().uuidString.prefix(8))")
      do {
        try manager.moveItem(at: target, to: aside)
      } catch {
        throw OutputFileError(
          path: path, reason: "cannot move the old report aside: \(error.localizedDescription)")
      }
      old = aside
    }
    do {
      try manager.moveItem(at: staging, to: target)
    } catch {
      if let old { try? manager.moveItem(at: old, to: target) }
      throw OutputFileError(
        path: path, reason: "cannot put the new report in place: \(error.localizedDescription)")
    }
    self.staging = nil
    if let old { try? manager.removeItem(at: old) }
  }

  /// Removes what was built: the folder is left as it was.
  package func discard() {
    if let staging { try? FileManager.default.removeItem(at: staging) }
    staging = nil
  }

  /// Throws unless `url` is empty or a report kbtraits wrote.
  private func checkReplaceable(_ url: URL) throws(OutputFileError) {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
    guard !entries.isEmpty else { return }
    let index = url.appendingPathComponent("index.html")
    let head =
      (try? FileHandle(forReadingFrom: index))
      .flatMap { try? $0.read(upToCount: 4096) }
      .map { String(decoding: $0, as: UTF8.self) } ?? ""
    guard head.contains(marker), Set(entries).isSubset(of: reportEntries) else {
      throw OutputFileError(
        path: path,
        reason: "it holds files kbtraits did not write; name a new or empty folder, or one "
          + "that holds an earlier kbtraits report")
    }
  }
}
