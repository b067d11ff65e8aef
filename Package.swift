// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "KeyboardTraits",
  platforms: [.macOS(.v13)],
  products: [
    .library(name: "KeyboardTraits", targets: ["KeyboardTraits"]),
    .executable(name: "kbtraits", targets: ["kbtraits"]),
    .plugin(name: "LintFormsPlugin", targets: ["LintFormsPlugin"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
  ],
  targets: [
    .systemLibrary(
      name: "CLibXML2",
      pkgConfig: "libxml-2.0",
      providers: [.apt(["libxml2-dev"]), .brew(["libxml2"])]
    ),
    .target(name: "KeyboardTraits", dependencies: ["CLibXML2", "Yams"]),
    .target(
      name: "KeyboardTraitsCLI",
      dependencies: [
        "KeyboardTraits",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .executableTarget(name: "kbtraits", dependencies: ["KeyboardTraitsCLI"]),
    .plugin(
      name: "LintFormsPlugin",
      capability: .command(
        intent: .custom(
          verb: "lint-forms",
          description: "Lint the package's HTML forms for the iOS keyboard with kbtraits"),
        permissions: []),
      dependencies: ["kbtraits"]),
    // The README's library example, compiled so that it stays true (a test compares the two).
    .executableTarget(
      name: "ReadmeExample", dependencies: ["KeyboardTraits"], path: "Examples/ReadmeExample"),
    .testTarget(
      name: "KeyboardTraitsTests", dependencies: ["KeyboardTraits"],
      exclude: ["Reporting/Goldens", "Baseline/Goldens"]),
    .testTarget(
      name: "CLITests",
      dependencies: ["KeyboardTraitsCLI", "KeyboardTraits"],
      exclude: ["Goldens"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
