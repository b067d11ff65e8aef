import FuzzDriver
import KeyboardTraits
import KeyboardTraitsLint

/// The autocomplete grammar, the processing model and the conformance checker on any value, on
/// every kind of control.
@_cdecl("FuzzAutocomplete_main")
func fuzzerEntryPoint(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
  runFuzzer(argc, argv, test: fuzzAutocomplete)
}

private func fuzzAutocomplete(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  guard let data else { return 0 }
  let value = AutocompleteValue.parse(
    String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self))
  for control in controls {
    for problem in value.problems(on: control) { _ = "\(problem)" }
  }
  return 0
}

private let controls: [AutocompleteControl] = [
  .form, .textarea, .select, .input(type: "text"), .input(type: "hidden"),
  .input(type: "number"), .input(type: "checkbox"), .input(type: "password"),
]
