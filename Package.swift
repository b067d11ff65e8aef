// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "KeyboardTraits",
  platforms: [.macOS(.v13)],
  products: [
    .library(name: "KeyboardTraits", targets: ["KeyboardTraits"]),
    .library(name: "KeyboardTraitsLint", targets: ["KeyboardTraitsLint"]),
    .library(name: "KeyboardTraitsReport", targets: ["KeyboardTraitsReport"]),
    .executable(name: "kbtraits", targets: ["kbtraits"]),
    .plugin(name: "LintFormsPlugin", targets: ["LintFormsPlugin"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
    // Only for `swift package generate-documentation` (Scripts/check-docs.sh); no target uses it.
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
  ],
  targets: [
    .systemLibrary(
      name: "CLibXML2",
      pkgConfig: "libxml-2.0",
      providers: [.apt(["libxml2-dev"]), .brew(["libxml2"])]
    ),
    // Scanning and prediction: discovery, decoding, the libxml2 scanner, the model, the trait
    // resolvers and the JSON contract.
    .target(name: "KeyboardTraits", dependencies: ["CLibXML2"]),
    // The rule engine and built-in rules, configuration, suppressions, baseline, fixing and the
    // lint reporters.
    .target(name: "KeyboardTraitsLint", dependencies: ["KeyboardTraits", "Yams"]),
    // The batch report: summary, renderers and keyboard drawings.
    .target(name: "KeyboardTraitsReport", dependencies: ["KeyboardTraits", "KeyboardTraitsLint"]),
    // The language server (`kbtraits lsp`): documents to scans, findings, hovers and fixes.
    .target(
      name: "KeyboardTraitsLanguageServer",
      dependencies: [
        "KeyboardTraits", "KeyboardTraitsLint", "KeyboardTraitsReport", "LanguageServerProtocol",
      ]),
    // The commit `kbtraits --version` prints, written by BuildCommitPlugin when HEAD moves; a
    // target of its own so that a new commit rebuilds one small file, not the large targets.
    .target(name: "KeyboardTraitsBuildInfo", plugins: ["BuildCommitPlugin"]),
    .plugin(name: "BuildCommitPlugin", capability: .buildTool()),
    .target(
      name: "KeyboardTraitsCLI",
      dependencies: [
        "KeyboardTraits", "KeyboardTraitsLint", "KeyboardTraitsReport",
        "KeyboardTraitsLanguageServer", "KeyboardTraitsBuildInfo",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .executableTarget(name: "kbtraits", dependencies: ["KeyboardTraitsCLI"]),
    // The Language Server Protocol over stdio: framing, JSON-RPC, the LSP types, position
    // conversion and the lifecycle. Knows nothing of kbtraits, so it depends on nothing here.
    .target(name: "LanguageServerProtocol"),
    .plugin(
      name: "LintFormsPlugin",
      capability: .command(
        intent: .custom(
          verb: "lint-forms",
          description: "Lint the package's HTML forms for the iOS keyboard with kbtraits"),
        permissions: []),
      dependencies: ["kbtraits"]),
    // The README's library examples, compiled so that they stay true (a test compares them).
    .executableTarget(
      name: "ReadmeExample", dependencies: ["KeyboardTraits"], path: "Examples/ReadmeExample"),
    .executableTarget(
      name: "ReadmeLintExample", dependencies: ["KeyboardTraits", "KeyboardTraitsLint"],
      path: "Examples/ReadmeLintExample"),
    // Tests, split like the modules; helpers they share live in TestHelpers.
    .target(name: "TestHelpers", dependencies: ["KeyboardTraits"], path: "Tests/TestHelpers"),
    .testTarget(name: "KeyboardTraitsTests", dependencies: ["KeyboardTraits", "TestHelpers"]),
    .testTarget(
      name: "KeyboardTraitsLintTests",
      dependencies: ["KeyboardTraits", "KeyboardTraitsLint", "TestHelpers"],
      exclude: ["Reporting/Goldens", "Baseline/Goldens"]),
    .testTarget(
      name: "KeyboardTraitsReportTests",
      dependencies: ["KeyboardTraits", "KeyboardTraitsLint", "KeyboardTraitsReport", "TestHelpers"]),
    .testTarget(
      name: "KeyboardTraitsLanguageServerTests",
      dependencies: [
        "KeyboardTraitsLanguageServer", "KeyboardTraits", "KeyboardTraitsLint", "TestHelpers",
        "LanguageServerProtocol",
      ]),
    // The scanner against Chromium's DOM, one page per case; skipped without a browser.
    .testTarget(
      name: "BrowserConformanceTests", dependencies: ["KeyboardTraits", "TestHelpers"]),
    .testTarget(
      name: "CLITests",
      dependencies: [
        "KeyboardTraitsCLI", "KeyboardTraits", "KeyboardTraitsLint", "KeyboardTraitsReport",
        "TestHelpers", "Yams",
      ],
      exclude: ["Goldens", "Editors"]
    ),
    .testTarget(name: "LanguageServerProtocolTests", dependencies: ["LanguageServerProtocol"]),
  ],
  swiftLanguageModes: [.v6]
)
