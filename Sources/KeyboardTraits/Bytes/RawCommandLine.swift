#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The process's arguments as the bytes the system passed, before Swift decoded them as UTF-8
/// (a file name that is not UTF-8 survives only here).
package enum RawCommandLine {
  /// Each argument's bytes, without its terminating NUL.
  package static var arguments: [[UInt8]] {
    (0..<Int(CommandLine.argc)).map { index in
      guard let raw = CommandLine.unsafeArgv[index] else { return [] }
      return Array(UnsafeRawBufferPointer(start: raw, count: strlen(raw)))
    }
  }
}
