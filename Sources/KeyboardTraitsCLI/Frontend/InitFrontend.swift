import Foundation
import KeyboardTraits
import KeyboardTraitsLint

/// `kbtraits init`'s run: writes the commented starter `.kbtraits.yml` in the current
/// directory, with a `components:` proposal for the JSX and template components found here.
struct InitFrontend: Frontend {
  /// `--force`: replace an existing configuration file.
  let force: Bool

  /// Exit status 2 when the file exists (without `force`) or cannot be written.
  func run() -> RunOutcome {
    let name = ConfigurationLoader.fileNames[0]
    let existing = ConfigurationLoader.fileNames.filter {
      FileManager.default.fileExists(atPath: $0)
    }
    if let first = existing.first, !force {
      return fail(
        "\(first) already exists; edit it, or pass --force to replace it with the starter")
    }
    let survey = Self.surveyComponents()
    do {
      // As `>` writes: a .kbtraits.yml that is a link (to a shared file) is written through.
      try OutputFile.write(
        Array(ConfigurationTemplate.starter(components: survey).utf8), to: name)
    } catch {
      return fail(error.description)
    }
    // .kbtraits.yml is read first, so a .kbtraits.yaml beside it would be ignored: say so.
    for other in existing where other != name {
      FileHandle.standardError.write(
        Data("note: \(other) is still there; \(name) is read first, so remove \(other)\n".utf8))
    }
    print("Wrote \(name); `kbtraits lint .` now reads it.")
    if let summary = Self.summary(of: survey) { print(summary) }
    return .success
  }

  /// The JSX components in the `.jsx` and `.tsx` files (and the files `syntax:` globs make JSX),
  /// and the wrapper components of template files that the map does not read yet, in the files
  /// that `kbtraits lint .` would read here, walked as it walks them: ignore files, `exclude`
  /// globs and the folders a walk skips apply. A configuration with problems (one being
  /// replaced with --force, or one above) is left out of the walk rather than stopping `init`.
  static func surveyComponents() -> ComponentSurvey {
    var survey = ComponentSurvey()
    let settings = ScanPlan.Settings(paths: ["."], baseURL: nil, concurrency: 1)
    let plan = [[], ["--no-config"]].lazy.compactMap { arguments in
      (try? ConfigurationArguments.parse(arguments)).flatMap {
        try? ScanPlan(settings, configuration: $0)
      }
    }.first
    guard let plan else { return survey }
    let maxSize = ScanOptions().maxFileSize
    for case .file(let path) in plan.inputs() {
      let options = plan.group(forPath: path).options
      let syntax = options.syntax(forPath: path)
      guard case .success(let bytes) = FileReader.read(path, maxSize: maxSize) else { continue }
      if syntax.isJSX {
        survey.add(bytes, syntax: syntax)
      } else {
        survey.addTemplate(bytes, syntax: syntax, map: options.components)
      }
    }
    return survey
  }

  /// "3 .jsx/.tsx files", "2 template files with components", "3 .jsx/.tsx files and 1
  /// template file with components".
  static func filesRead(by survey: ComponentSurvey) -> String {
    let jsx = survey.fileCount
    let templates = survey.templateFileCount
    let plural = { (count: Int) in count == 1 ? "" : "s" }
    let jsxFiles = "\(jsx) .jsx/.tsx file\(plural(jsx))"
    let templateFiles = "\(templates) template file\(plural(templates)) with components"
    if templates == 0 { return jsxFiles }
    return jsx == 0 ? templateFiles : "\(jsxFiles) and \(templateFiles)"
  }

  /// One line on what the survey found, or nil when there was no JSX file.
  static func summary(of survey: ComponentSurvey) -> String? {
    guard survey.fileCount + survey.templateFileCount > 0 else { return nil }
    let files = filesRead(by: survey)
    let entries = survey.entries
    guard !entries.isEmpty else {
      return "Read \(files): no component receives keyboard props, so no components: map is "
        + "proposed."
    }
    let uses = entries.reduce(0) { $0 + $1.uses }
    let found =
      entries.count == 1
      ? "1 component receives keyboard props" : "\(entries.count) components receive keyboard props"
    let limit = ConfigurationTemplate.componentLimit
    let which = entries.count > limit ? "the \(limit) most used" : "each"
    return "Read \(files): \(found) (\(uses) use\(uses == 1 ? "" : "s")); "
      + "\(ConfigurationLoader.fileNames[0]) proposes an element for \(which) under components:, "
      + "commented: guesses to confirm."
  }

  private func fail(_ message: String) -> RunOutcome {
    FileHandle.standardError.write(Data("error: \(message)\n".utf8))
    return .usageError
  }
}
