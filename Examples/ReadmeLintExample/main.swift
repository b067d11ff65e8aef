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

// Files and directories, under the current folder's configuration: its .kbtraits.yml merged
// with those above it (`kbtraits lint` resolves this for each file's own folder).
let paths = CommandLine.arguments.dropFirst().map { $0 }
let resolver = ConfigurationResolver(lookup: .cascade)
let settings = resolver.cascade(forFolder: ".").settings
if let problem = resolver.errors.first { fatalError("\(problem)") }
let configured = FormScanner(linter: Linter(configuration: settings.lintConfiguration))
let run = await configured.scan(paths: paths)
print("\(run.summary.errors) errors, \(run.summary.warnings) warnings, \(run.summary.notes) notes")
