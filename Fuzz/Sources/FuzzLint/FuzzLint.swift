import FuzzDriver
import KeyboardTraits
import KeyboardTraitsLint

/// The whole lint of one document, with every rule on (the strict preset's selection), so that
/// no rule's assumptions about the scanned fields go unexercised.
@_cdecl("FuzzLint_main")
func fuzzerEntryPoint(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
  runFuzzer(argc, argv, test: fuzzLint)
}

private func fuzzLint(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  guard let data else { return 0 }
  let bytes = UnsafeBufferPointer(start: data, count: size)
  guard let document = try? FormScanner().scan(bytes: bytes, documentURL: "https://fuzz.example/")
  else { return 0 }
  for diagnostic in everyRule.lint(document) { _ = diagnostic.message.utf8.count }
  return 0
}

private let everyRule = Linter(
  configuration: LintConfiguration(enabled: Set(RuleRegistry.all.map { $0.id })))
