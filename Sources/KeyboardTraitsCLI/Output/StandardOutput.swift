import Foundation
import KeyboardTraitsLint
import KeyboardTraitsReport

/// Buffered writes to standard output (one `print` per field would dominate the run time).
final class StandardOutput: @unchecked Sendable {
  private var buffer: [UInt8] = []
  private let handle = FileHandle.standardOutput

  func write(_ text: String) {
    buffer.append(contentsOf: text.utf8)
    if buffer.count >= 1 << 16 { flush() }
  }

  /// Lets `body` append UTF-8 bytes straight into the buffer.
  func write(_ body: (inout [UInt8]) -> Void) {
    body(&buffer)
    if buffer.count >= 1 << 16 { flush() }
  }

  func flush() {
    guard !buffer.isEmpty else { return }
    handle.write(Data(buffer))
    buffer.removeAll(keepingCapacity: true)
  }
}
