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

  @Option(name: [.short, .customLong("jobs")], help: "Scan this many files at once (default: one per core).")
  var jobs: Int?

  @Option(
    name: .customLong("syntax"),
    help: ArgumentHelp(
      "Read every input, standard input included, as this template syntax instead of by its "
        + "file name: \(TemplateSyntax.names.joined(separator: ", ")).",
      valueName: "name"))
  var syntax: TemplateSyntax?

  func validate() throws {
    if let baseURL, URL(string: baseURL)?.scheme == nil {
      throw ValidationError(
        "--base-url '\(baseURL)' is not an absolute URL; write it like https://example.com/.")
    }
    if let jobs, jobs < 1 { throw ValidationError("--jobs must be 1 or more, not \(jobs).") }
  }

  /// Fails unless paths (or, with `pagesGiven`, pages to load) were given (a command checks
  /// this itself, since `lint --print-config` needs none).
  func validatePaths(pagesGiven: Bool = false) throws {
    if paths.isEmpty, !pagesGiven {
      throw ValidationError(
        "Give at least one HTML file or directory, '-' for standard input, or --url or "
          + "--sitemap for web pages.")
    }
  }

  /// How many files are scanned at once.
  var concurrency: Int { jobs ?? ScanOptions.defaultConcurrency }

  /// The settings a ``ScanPlan`` needs from these arguments.
  func settings(standardInputName: String?, includesPages: Bool = false) -> ScanPlan.Settings {
    ScanPlan.Settings(
      paths: paths, baseURL: baseURL, concurrency: concurrency, syntax: syntax,
      standardInputName: standardInputName, includesPages: includesPages)
  }
}

extension TemplateSyntax: ExpressibleByArgument {}

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
