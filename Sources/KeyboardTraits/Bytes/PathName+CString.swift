extension PathName {
  /// Calls `body` with the NUL-terminated file system path `shown` stands for.
  ///
  /// Kept for the command line's `lstat` of its arguments; elsewhere
  /// `cString(_:)` hands the path to C without a pointer in Swift.
  package static func withFileSystemPath<Result>(
    _ shown: String, _ body: (UnsafePointer<CChar>) throws -> Result
  ) rethrows -> Result {
    try cString(shown).withUnsafeBufferPointer { try body($0.baseAddress!) }
  }
}
