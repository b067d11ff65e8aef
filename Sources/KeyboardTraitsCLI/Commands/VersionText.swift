import KeyboardTraits
import KeyboardTraitsBuildInfo

/// What `kbtraits --version` prints: the version on the first line (`kbtraits 0.1.0`, which
/// scripts may read), then the libxml2 this process runs with and the commit it was built from.
enum VersionText {
  /// The three lines, without a final newline (argument-parser adds it).
  static var text: String {
    """
    kbtraits \(KeyboardTraitsVersion.current)
    libxml2 \(KeyboardTraitsVersion.libxml2)
    commit \(BuildInfo.commit ?? "unknown")
    """
  }
}
