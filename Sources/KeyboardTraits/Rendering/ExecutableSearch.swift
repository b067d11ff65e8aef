import Foundation

/// Finds an executable by name in the folders of `PATH`, as a shell does.
package enum ExecutableSearch {
  /// The first executable file called `name` in `environment`'s `PATH` (in
  /// `/usr/local/bin:/usr/bin:/bin` when `PATH` is unset); nil when there is none.
  package static func find(_ name: String, environment: [String: String]) -> String? {
    let path = environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
    for folder in path.split(separator: ":") where !folder.isEmpty {
      let candidate = folder.hasSuffix("/") ? "\(folder)\(name)" : "\(folder)/\(name)"
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
  }
}
