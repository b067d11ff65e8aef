import FuzzDriver
@_spi(Fuzzing) import KeyboardTraits

/// The template masker: the first byte chooses the syntax, the rest is the template. The mask
/// must keep its promises (``TemplateMaskProbe/brokenPromise(in:syntax:)``), and scanning the
/// template with its run-time variants must never crash.
@_cdecl("FuzzTemplateMasker_main")
func fuzzerEntryPoint(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
  runFuzzer(argc, argv, test: fuzzTemplateMasker)
}

private func fuzzTemplateMasker(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  guard let data else { return 0 }
  let (syntax, template) = TemplateMaskProbe.split(Array(UnsafeBufferPointer(start: data, count: size)))
  if let broken = TemplateMaskProbe.brokenPromise(in: template, syntax: syntax) {
    fatalError("\(syntax): \(broken)")
  }
  _ = TemplateMaskProbe.scanWithVariants(template, syntax: syntax)
  return 0
}
