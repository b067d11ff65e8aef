import FuzzDriver
import KeyboardTraitsLint

/// The `.kbtraits.yml` parser (Yams underneath) on any text: it must load or throw a
/// ConfigurationError, and a loaded configuration must give a rule selection.
@_cdecl("FuzzConfiguration_main")
func fuzzerEntryPoint(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
  runFuzzer(argc, argv, test: fuzzConfiguration)
}

private func fuzzConfiguration(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  guard let data else { return 0 }
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  if let configuration = try? ConfigurationLoader.parse(text, file: "fuzz/.kbtraits.yml") {
    _ = configuration.lintConfiguration
  }
  return 0
}
