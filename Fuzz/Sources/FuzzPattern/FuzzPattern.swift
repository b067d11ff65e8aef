import FuzzDriver
import KeyboardTraitsLint

/// The `v`-mode pattern parser and the alphabet builder on any string.
@_cdecl("FuzzPattern_main")
func fuzzerEntryPoint(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
  runFuzzer(argc, argv, test: fuzzPattern)
}

private func fuzzPattern(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  guard let data else { return 0 }
  let pattern = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  _ = HTMLPattern.validate(pattern)
  if case .success(let ast) = HTMLPattern.parse(pattern) { _ = PatternAlphabet(ast) }
  return 0
}
