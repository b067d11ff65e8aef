// swift-tools-version: 6.0
// libFuzzer targets for KeyboardTraits, apart from the main package because they only build with
// the coverage and sanitizer flags and libFuzzer's driver that `Scripts/fuzz.sh` passes. Each
// target feeds libFuzzer's bytes to one public entry point that takes untrusted input.
import PackageDescription

let targets = [
  "FuzzScanner", "FuzzLint", "FuzzPattern", "FuzzAutocomplete", "FuzzConfiguration",
  "FuzzTemplateMasker", "FuzzBaseline",
]

let package = Package(
  name: "KeyboardTraitsFuzz",
  platforms: [.macOS(.v13)],
  dependencies: [.package(name: "KeyboardTraits", path: "..")],
  targets: [.target(name: "FuzzDriver")]
    + targets.map { name in
      .executableTarget(
        name: name,
        dependencies: [
          "FuzzDriver",
          .product(name: "KeyboardTraits", package: "KeyboardTraits"),
          .product(name: "KeyboardTraitsLint", package: "KeyboardTraits"),
        ],
        path: "Sources/\(name)")
    },
  swiftLanguageModes: [.v6]
)
