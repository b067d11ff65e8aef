#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The POSIX calls that fill or drain byte buffers, over arrays: each is one call, and reports
/// a failure as the call does (-1 or nil, with `errno` set), so that callers keep their own
/// retry and error handling.
package enum FileBytes {
  /// One `read(2)` from `descriptor` into `bytes[offset...]`: the count read, 0 at the end of
  /// the input, -1 on failure.
  package static func read(_ descriptor: Int32, into bytes: inout [UInt8], at offset: Int) -> Int {
    precondition(offset >= 0 && offset <= bytes.count, "offset out of bounds")
    let capacity = bytes.count - offset
    return bytes.withUnsafeMutableBytes { buffer in
      systemRead(descriptor, buffer.baseAddress! + offset, capacity)
    }
  }

  /// One `pread(2)` from `descriptor` at `fileOffset` into `bytes[offset...]`: the count read,
  /// 0 at the end of the file, -1 on failure.
  package static func read(
    _ descriptor: Int32, into bytes: inout [UInt8], at offset: Int, fileOffset: Int
  ) -> Int {
    precondition(offset >= 0 && offset <= bytes.count, "offset out of bounds")
    let capacity = bytes.count - offset
    return bytes.withUnsafeMutableBytes { buffer in
      pread(descriptor, buffer.baseAddress! + offset, capacity, off_t(fileOffset))
    }
  }

  /// One `write(2)` of `bytes` to `descriptor`: the count written (maybe fewer), -1 on failure.
  package static func write(_ bytes: ArraySlice<UInt8>, to descriptor: Int32) -> Int {
    bytes.withUnsafeBytes { systemWrite(descriptor, $0.baseAddress, $0.count) }
  }

  /// What the symbolic link at `path` (a C string) holds, or nil on failure.
  package static func readLink(_ path: [CChar]) -> [UInt8]? {
    var buffer = [UInt8](repeating: 0, count: Int(PATH_MAX) + 1)
    let length = buffer.withUnsafeMutableBufferPointer { target in
      target.withMemoryRebound(to: CChar.self) { readlink(path, $0.baseAddress!, $0.count) }
    }
    guard length > 0 else { return nil }
    return Array(buffer[..<length])
  }
}

/// `read(2)` and `write(2)`, named apart from `FileBytes.read` and `FileBytes.write`, which
/// shadow them inside the enum.
private func systemRead(
  _ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int
) -> Int {
  read(descriptor, buffer, count)
}

private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
  write(descriptor, buffer, count)
}
