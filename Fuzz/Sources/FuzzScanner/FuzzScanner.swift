import FuzzDriver
import KeyboardTraits

/// The scanner on raw bytes: encoding detection (BOM, meta prescan, legacy encodings), NULs,
/// libxml2's recovery, the builder. Every input must scan or fail with a ScanError, never crash.
@_cdecl("FuzzScanner_main")
func fuzzerEntryPoint(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
  runFuzzer(argc, argv, test: fuzzScanner)
}

private func fuzzScanner(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  guard let data else { return 0 }
  let bytes = UnsafeBufferPointer(start: data, count: size)
  if let document = try? FormScanner().scan(bytes: bytes, documentURL: "https://fuzz.example/") {
    for field in document.fields { _ = field.ios.keyboardDescription }
  }
  return 0
}
