import ArgumentParser
import Foundation
import KeyboardTraits
import KeyboardTraitsLint
import KeyboardTraitsReport

/// The inputs and scan settings shared by `show`, `lint` and `report`.
struct ScanArguments: ParsableArguments {
  @Argument(help: "HTML files or directories to scan ('-' for standard input).")
  var paths: [String] = []

  @Option(
    name: .customLong("base-url"),
    help: "Resolve relative form actions against this URL instead of each file's file:// URL.")
  var baseURL: String?

  @Option(
    name: [.short, .customLong("jobs")],
    help: "Scan this many files at once (default: one per core).")
  var jobs: Int?

  @Option(
    name: .customLong("max-file-size"),
    help: ArgumentHelp(
      "Skip files larger than this without reading them (each counts as failed): a number of "
        + "bytes, or with K, M or G for powers of 1024, such as 512K or 2G (default: "
        + "\(FileSizeLimit.defaultText)).",
      valueName: "size"))
  var maxFileSize: String?

  @Option(
    name: .customLong("syntax"),
    help: ArgumentHelp(
      "Read every input, standard input included, as this syntax instead of by its file name: "
        + "a template language, or jsx or tsx for JavaScript or TypeScript with JSX.",
      valueName: "name"))
  var syntax: SourceSyntax?

  @OptionGroup var fileList: FileListArguments

  func validate() throws {
    try fileList.validate(paths: paths)
    if let baseURL, URL(string: baseURL)?.scheme == nil {
      throw ValidationError(
        "--base-url '\(baseURL)' is not an absolute URL; write it like https://example.com/.")
    }
    if let jobs, jobs < 1 { throw ValidationError("--jobs must be 1 or more, not \(jobs).") }
    _ = try maxFileSizeBytes
  }

  /// `--max-file-size` in bytes, else the scanner's default.
  var maxFileSizeBytes: Int {
    get throws {
      guard let maxFileSize else { return ScanOptions().maxFileSize }
      guard let bytes = ByteCount.parse(maxFileSize) else {
        throw ValidationError(
          "--max-file-size '\(maxFileSize)' is not a size. Give a number of bytes, or one with "
            + "K, M or G (powers of 1024), such as 512K, 300M or 2G.")
      }
      return bytes
    }
  }

  /// Fails unless paths (or, with `pagesGiven`, pages to load) were given, and each path names
  /// something: a path that does not exist is a usage error, as in ESLint, not a file that
  /// failed (a command checks this itself, since `lint --print-config` needs none).
  func validatePaths(pagesGiven: Bool = false) throws {
    if paths.isEmpty, !pagesGiven, !fileList.isRequested {
      throw ValidationError(
        "Give at least one HTML file or directory, '-' for standard input, --files-from or "
          + "--changed-since for a list of files, or --url or --sitemap for web pages.")
    }
    // lstat: a dangling link exists, and is reported as a broken link with the other files.
    let missing = paths.filter { path in
      guard path != "-" else { return false }
      var info = stat()
      return lstat(PathName.cString(CommandLinePath.escaped(path)), &info) != 0
        && (errno == ENOENT || errno == ENOTDIR)
    }
    guard !missing.isEmpty else { return }
    let names = missing.map { "'\($0)'" }.joined(separator: ", ")
    throw ValidationError(
      "No such file or directory: \(names). Check the path\(missing.count == 1 ? "" : "s"); "
        + "name HTML files or folders that exist.")
  }

  /// How many files are scanned at once.
  var concurrency: Int { jobs ?? ScanOptions.defaultConcurrency }

  /// The settings a ``ScanPlan`` needs from these arguments.
  func settings(standardInputName: String?, includesPages: Bool = false) -> ScanPlan.Settings {
    ScanPlan.Settings(
      paths: paths.map(CommandLinePath.escaped), baseURL: baseURL, concurrency: concurrency,
      // Validated with the arguments: a bad size never gets here.
      maxFileSize: (try? maxFileSizeBytes) ?? ScanOptions().maxFileSize, syntax: syntax,
      standardInputName: standardInputName, includesPages: includesPages,
      fileList: fileList.source)
  }
}

extension SourceSyntax: ExpressibleByArgument {}

/// A path argument in the escaped form every path has (`PathName`).
///
/// Swift decodes arguments as UTF-8, putting U+FFFD where a byte is not, which would lose a
/// file name that is not UTF-8; such an argument is taken again from the process's raw `argv`.
enum CommandLinePath {
  static func escaped(_ argument: String) -> String {
    guard argument.unicodeScalars.contains("\u{FFFD}") else {
      return PathName.escaped(text: argument)
    }
    for bytes in RawCommandLine.arguments
    where String(decoding: bytes, as: UTF8.self) == argument {
      return PathName.escaped(bytes)
    }
    return PathName.escaped(text: argument)
  }

  /// Whether `path` names a folder: it ends in `/`, or a folder is there.
  static func namesFolder(_ path: String) -> Bool {
    var isFolder: ObjCBool = false
    return path.hasSuffix("/")
      || (FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
        && isFolder.boolValue)
  }
}

/// How `--max-file-size`'s help shows the default limit.
enum FileSizeLimit {
  static var defaultText: String {
    let bytes = ScanOptions().maxFileSize
    return bytes % (1 << 20) == 0 ? "\(bytes >> 20)M" : "\(bytes)"
  }
}

/// `--rules-url`, for the commands whose output links rules to their documentation.
struct RulesURLArgument: ParsableArguments {
  @Option(
    name: .customLong("rules-url"),
    help: ArgumentHelp(
      "The page that documents the rules, with an anchor per rule id (such as the published "
        + "docs/rules.md); rules link to URL#<rule-id>. Without it, no rule links anywhere.",
      valueName: "URL"))
  var text: String?

  func validate() throws {
    _ = try url
  }

  /// The checked URL, or nil when the option was not given.
  var url: RuleDocumentationURL? {
    get throws {
      guard let text else { return nil }
      do {
        return try RuleDocumentationURL(validating: text)
      } catch {
        throw ValidationError("--rules-url: \(error.reason).")
      }
    }
  }
}
