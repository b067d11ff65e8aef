import Foundation

/// "[n/total] files, x files/s, ETA s", redrawn in place on standard error.
final class ProgressLine {
  private let total: Int
  private let start = Date()
  private var lastDraw = Date.distantPast
  private var done = 0

  init(total: Int) { self.total = total }

  /// Progress is drawn only for a person watching: standard error is a terminal, `CI` is not
  /// set and `--quiet` was not given.
  static func isWanted(quiet: Bool) -> Bool {
    !quiet && isatty(2) == 1 && ProcessInfo.processInfo.environment["CI"] == nil
  }

  func update(done: Int) {
    self.done = done
    let now = Date()
    guard done == total || now.timeIntervalSince(lastDraw) >= 0.1 else { return }
    lastDraw = now
    draw(now: now)
  }

  /// Draws the last state and ends the line.
  func finish() {
    draw(now: Date())
    FileHandle.standardError.write(Data("\n".utf8))
  }

  private func draw(now: Date) {
    let elapsed = max(now.timeIntervalSince(start), 0.001)
    let rate = Double(done) / elapsed
    let remaining = rate > 0 ? Double(total - done) / rate : 0
    let eta = done >= total ? "done in \(Self.seconds(elapsed))" : "ETA \(Self.seconds(remaining))"
    let text = "\r[\(done)/\(total)] files, \(String(format: "%.0f", rate)) files/s, \(eta)\u{1B}[K"
    FileHandle.standardError.write(Data(text.utf8))
  }

  private static func seconds(_ value: Double) -> String {
    value < 10 ? String(format: "%.1f s", value) : String(format: "%.0f s", value)
  }
}
