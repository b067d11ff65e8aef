/// The package version, as printed by `kbtraits --version` and in JSON output.
public enum KeyboardTraitsVersion {
  /// The current version.
  public static let current = "0.1.0"
}
