import Foundation

/// New private folders with short, unique names.
package enum UniqueFolder {
  /// A new folder `prefix-XXXXXX` in `base`, made by `mkdtemp` (mode 0700, never an existing
  /// one). Short names matter below it: Chromium's Unix socket paths may not exceed 107 bytes.
  /// - Throws: an error whose description is the system's reason.
  package static func make(_ prefix: String, in base: URL) throws -> URL {
    var template = Array(base.appendingPathComponent("\(prefix)-XXXXXX").path.utf8CString)
    guard mkdtemp(&template) != nil else {
      throw CocoaError.error(
        .fileWriteUnknown,
        userInfo: [NSLocalizedDescriptionKey: String(cString: strerror(errno))], url: base)
    }
    let path = String(
      decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    return URL(fileURLWithPath: path, isDirectory: true)
  }
}
