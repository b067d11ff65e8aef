import Foundation
import KeyboardTraits
import KeyboardTraitsLint

/// What the server knows about one open document: scanned and linted exactly as `kbtraits lint`
/// would scan and lint the file at its path (its `.kbtraits.yml` cascade, its syntax, its
/// components), or the reason it gets no findings.
struct DocumentAnalysis {
  /// The scan; nil for an ignored or unreadable document.
  var document: ScannedDocument?
  /// The findings, after inline suppressions.
  var diagnostics: [Diagnostic] = []
  /// The syntax the text was read as.
  var syntax: SourceSyntax
  /// The platforms the configuration targets (the hover shows them).
  var platforms: Set<TargetPlatform> = .allPlatforms
  /// The configured rule documentation, for each finding's link.
  var rulesURL: RuleDocumentationURL?
  /// Why the document gets no findings: an ignore file or exclude glob names it.
  var ignoredBecause: String?
  /// Why the text could not be scanned (binary content).
  var error: ScanError?
}

/// The configuration of a workspace, resolved per file as the CLI resolves it, and reloaded
/// when a configuration or ignore file changes.
final class LintWorkspace: @unchecked Sendable {
  /// The workspace folder: ignore files are read from it down (nil: each file's own folder).
  let root: String?
  private let lock = NSLock()
  private var resolver = ConfigurationResolver(lookup: .cascade)
  /// The ignore-file filter of each folder walks start from: it reads each ignore file once,
  /// not at every keystroke.
  private var ignoreFilters: [String: PathFilter] = [:]

  init(root: String?) {
    self.root = root
  }

  /// Forgets every configuration and ignore file read so far.
  func reloadConfiguration() {
    lock.withLock {
      resolver = ConfigurationResolver(lookup: .cascade)
      ignoreFilters.removeAll()
    }
  }

  /// The configuration errors met so far, one line each (`file:line:column: message`).
  var configurationErrors: [String] {
    lock.withLock { resolver.errors.map(\.description) }
  }

  /// Scans and lints `bytes`, the text of the document at `path` (nil for an unsaved one),
  /// whose editor language is `languageId`.
  func analyze(path: String?, bytes: [UInt8], languageId: String?) -> DocumentAnalysis {
    let folder = path.map { ($0 as NSString).deletingLastPathComponent } ?? root ?? "."
    let cascade = lock.withLock {
      path.map { resolver.cascade(forFile: $0) } ?? resolver.cascade(forFolder: folder)
    }
    let settings = cascade.settings
    var options = ScanOptions(baseURL: settings.baseURL, concurrency: 1)
    options.syntaxRules = cascade.syntaxRules
    options.components = settings.components.applied()
    // A saved file is read as a walk would read it; an unsaved one as its language says.
    let syntax: SourceSyntax?
    if let path {
      syntax =
        options.syntaxRules?.syntax(for: path) ?? SourceSyntax(fileName: path)
        ?? (InputDiscovery.isHTMLFileName(path)
          || cascade.globFilters.contains { $0.isIncluded(path) } ? .html : nil)
    } else {
      syntax = Self.syntax(languageId: languageId)
    }
    var analysis = DocumentAnalysis(
      syntax: syntax ?? .html, platforms: settings.platforms, rulesURL: settings.rulesURL)
    guard let syntax else {
      analysis.ignoredBecause = "kbtraits reads only HTML, template and JSX files"
      return analysis
    }
    if let path, let reason = ignoreReason(path, cascade: cascade) {
      analysis.ignoredBecause = reason
      return analysis
    }
    let url = settings.baseURL ?? path.map(FileURL.string(forPath:)) ?? "about:blank"
    do {
      let document = try FormScanner(options: options).scan(
        bytes: bytes, documentURL: url, syntax: syntax)
      analysis.document = document
      analysis.diagnostics = Linter(configuration: settings.lintConfiguration).lint(document)
    } catch {
      analysis.error = error
    }
    return analysis
  }

  /// Why `path` is left out of a lint run: a folder skipped by default, an ignore file or an
  /// exclude glob; nil when it is linted.
  private func ignoreReason(_ path: String, cascade: ConfigurationCascade) -> String? {
    let components = path.split(separator: "/").dropLast()
    if let skipped = components.first(where: {
      InputDiscovery.defaultSkippedFolderNames.contains(String($0))
    }) {
      return "it is under \(skipped)/, which kbtraits skips by default"
    }
    let base = root ?? (path as NSString).deletingLastPathComponent
    let ignoreFilter = lock.withLock { () -> PathFilter in
      if let known = ignoreFilters[base] { return known }
      let filter = PathFilter(root: base, respectGitignore: true)
      ignoreFilters[base] = filter
      return filter
    }
    let filters = [ignoreFilter] + cascade.globFilters
    for filter in filters {
      if let exclusion = filter.exclusion(of: path, isDirectory: false) {
        return "an ignore pattern excludes it (\(exclusion.description))"
      }
    }
    return nil
  }

  /// The syntax an editor's language id names (VS Code's ids and the common extensions').
  static func syntax(languageId: String?) -> SourceSyntax? {
    guard let languageId = languageId?.lowercased() else { return nil }
    switch languageId {
    case "html", "xhtml": return .html
    case "javascriptreact", "jsx": return .jsx
    case "typescriptreact", "tsx": return .tsx
    case "jinja", "jinja-html", "jinja2", "django-html": return .jinja
    case "erb", "html.erb", "eruby": return .erb
    case "handlebars", "hbs": return .handlebars
    case "blade", "php.blade": return .blade
    default: return SourceSyntax(rawValue: languageId)
    }
  }
}
