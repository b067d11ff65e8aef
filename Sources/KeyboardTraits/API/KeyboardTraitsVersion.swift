/// The package version, as printed by `kbtraits --version` and in JSON output.
///
/// `current` is the one place the version is written: `Scripts/package.sh` reads it for the
/// npm packages and the wheel, and tests keep CHANGELOG.md and pyproject.toml equal to it.
public enum KeyboardTraitsVersion {
  /// The current version.
  public static let current = "0.1.0"

  /// The version of the libxml2 library this process runs with, such as "2.9.14" ("unknown" if
  /// the library does not say).
  public static var libxml2: String { LibXML2SAXParser.runtimeVersion }
}
