import Foundation

/// The number of cores the scanner may use.
enum ProcessInfoCores {
  static var active: Int { max(1, ProcessInfo.processInfo.activeProcessorCount) }
}
