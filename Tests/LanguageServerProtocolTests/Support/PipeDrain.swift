import Foundation

@testable import LanguageServerProtocol

/// Reads everything written to a pipe on a thread of its own, so that writers never block on a
/// full pipe, and hands it over once the write end is closed.
final class PipeDrain: Sendable {
  private let data = Locked(Data())
  private let done = DispatchSemaphore(value: 0)

  init(_ handle: FileHandle) {
    Thread { [data, done] in
      let all = handle.readDataToEndOfFile()
      data.withLock { $0 = all }
      done.signal()
    }.start()
  }

  /// Everything read, once the write end is closed; nil if that does not happen in time.
  func finish(timeout: TimeInterval = 20) -> Data? {
    guard done.wait(timeout: .now() + timeout) == .success else { return nil }
    return data.withLock { $0 }
  }
}
