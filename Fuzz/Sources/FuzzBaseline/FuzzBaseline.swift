import FuzzDriver
import Foundation
import KeyboardTraitsLint

/// The baseline reader (`--baseline FILE`, read a piece at a time) on any bytes: loading must give
/// a baseline or throw a BaselineError, and the digest index `kbtraits lint` loads must agree
/// with the whole load on which files are baselines.
@_cdecl("FuzzBaseline_main")
func fuzzerEntryPoint(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
  runFuzzer(argc, argv, test: fuzzBaseline)
}

/// One file per process, rewritten for each input: both readers take a path.
private let path = NSTemporaryDirectory() + "kbtraits-fuzz-baseline-\(getpid()).json"

private func fuzzBaseline(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  guard let data else { return 0 }
  FileManager.default.createFile(atPath: path, contents: Data(bytes: data, count: size))
  let loaded = Result { try Baseline.load(from: path) }
  let indexed = Result { try BaselineIndex(contentsOf: path) }
  switch (loaded, indexed) {
  case (.success, .success), (.failure, .failure):
    break
  default:
    fatalError("Baseline.load and BaselineIndex disagree: \(loaded) vs \(indexed)")
  }
  if case .failure(let error) = loaded, !(error is BaselineError) {
    fatalError("Baseline.load threw \(type(of: error)), not a BaselineError")
  }
  return 0
}
