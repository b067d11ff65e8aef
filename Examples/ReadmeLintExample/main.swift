import KeyboardTraits
import KeyboardTraitsLint

// Linting is one import away: give the scanner a linter, and each report carries diagnostics.
let linter = Linter(configuration: LintConfiguration(disabled: ["enterkeyhint-suggest"]))
let scanner = FormScanner(linter: linter)
let html = #"<form action="/verify"><input type="number" name="otp" maxlength="6"></form>"#
let document = scanner.scan(html: html, documentURL: "https://shop.example/")
for diagnostic in linter.lint(document) {
  let where_ = "\(diagnostic.position.line):\(diagnostic.position.column)"
  print("\(where_) \(diagnostic.severity.rawValue) [\(diagnostic.rule)] \(diagnostic.message)")
  if let fix = diagnostic.fix { print("  fix: \(fix.summary)") }
}

// Files and directories, with the nearest .kbtraits.yml applied as `kbtraits lint` does.
let paths = CommandLine.arguments.dropFirst().map { $0 }
let configuration = try paths.first.flatMap(ConfigurationLoader.find(from:))
  .map(ConfigurationLoader.load(fileAt:))
let configured = FormScanner(linter: Linter(configuration: configuration?.lintConfiguration ?? LintConfiguration()))
let run = await configured.scan(paths: paths)
print("\(run.summary.errors) errors, \(run.summary.warnings) warnings, \(run.summary.notes) notes")
