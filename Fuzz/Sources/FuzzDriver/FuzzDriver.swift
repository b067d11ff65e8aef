/// libFuzzer's driver (from `libclang_rt.fuzzer_no_main`, which `Scripts/fuzz.sh` links).
@_silgen_name("LLVMFuzzerRunDriver")
private func LLVMFuzzerRunDriver(
  _ argc: UnsafeMutablePointer<CInt>,
  _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
  _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

/// Runs libFuzzer with the process's arguments, calling `test` with each input.
///
/// SwiftPM links every executable with its `main` renamed to `<Target>_main`, which clashes with
/// the `main` of libFuzzer's usual runtime; so each target defines that entry point itself and
/// hands libFuzzer's `main`-less driver its callback.
public func runFuzzer(
  _ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?,
  test: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt {
  var argc = argc
  var argv = argv
  return LLVMFuzzerRunDriver(&argc, &argv, test)
}
