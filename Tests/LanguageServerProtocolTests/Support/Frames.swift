import Foundation

@testable import LanguageServerProtocol

/// Building and reading frames in tests.
enum Frames {
  /// `body` framed as a client frames it.
  static func frame(_ body: String) -> Data {
    MessageFraming.frame(Data(body.utf8))
  }

  /// Raw bytes, for headers written by hand.
  static func raw(_ text: String) -> Data {
    Data(text.utf8)
  }

  /// Every frame a fresh reader takes out of `chunks`, fed one after the other, calling
  /// `next()` after each.
  static func read(_ chunks: [Data], reader: FrameReader = FrameReader()) -> [FrameResult] {
    var reader = reader
    var results: [FrameResult] = []
    for chunk in chunks {
      reader.append(chunk)
      while let result = reader.next() {
        results.append(result)
      }
    }
    return results
  }

  /// The bodies among `results`, as strings.
  static func bodies(_ results: [FrameResult]) -> [String] {
    results.compactMap { result in
      guard case .body(let data) = result else { return nil }
      return String(decoding: data, as: UTF8.self)
    }
  }

  /// The reasons of the malformed results.
  static func malformed(_ results: [FrameResult]) -> [String] {
    results.compactMap { result in
      guard case .malformed(let reason) = result else { return nil }
      return reason
    }
  }
}

/// A deterministic pseudo-random generator (SplitMix64), so that "random" input is the same at
/// every run.
struct SeededGenerator: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
