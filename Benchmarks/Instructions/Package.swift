// swift-tools-version: 6.0
// A single-threaded lint for `valgrind --tool=callgrind`, apart from the main package so that
// `swift build` and `swift test` never build it. Benchmarks/callgrind.sh builds and runs it.
import PackageDescription

let package = Package(
  name: "KeyboardTraitsInstructions",
  platforms: [.macOS(.v13)],
  dependencies: [.package(name: "KeyboardTraits", path: "../..")],
  targets: [
    .executableTarget(
      name: "SingleThreadLint",
      dependencies: [
        .product(name: "KeyboardTraits", package: "KeyboardTraits"),
        .product(name: "KeyboardTraitsLint", package: "KeyboardTraits"),
      ])
  ],
  swiftLanguageModes: [.v6]
)
