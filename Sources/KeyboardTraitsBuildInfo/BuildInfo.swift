/// Facts about the build of this binary that only the build knows.
///
/// The commit comes from `BuildCommitPlugin`, which writes `generatedBuildCommit` when HEAD moves
/// and rewrites it only when it changes; this target is tiny, so a new commit recompiles it and
/// what reads `commit`, and the large targets stay built.
public enum BuildInfo {
  /// The git commit the package was built from, or nil when it was built outside a git checkout
  /// (a source archive) or git could not say.
  public static var commit: String? { generatedBuildCommit }
}
