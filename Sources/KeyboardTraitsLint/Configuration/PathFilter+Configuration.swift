import KeyboardTraits

extension PathFilter {
  /// A filter for `configuration`'s `include` and `exclude`, relative to its file's folder (or
  /// the current directory when it has no file).
  public init(
    configuration: KBTraitsConfiguration,
    ignoreFileName: String? = PathFilter.defaultIgnoreFileName, respectGitignore: Bool = false
  ) {
    self.init(
      root: configuration.folder ?? ".", include: configuration.include,
      exclude: configuration.exclude, ignoreFileName: ignoreFileName,
      respectGitignore: respectGitignore)
  }
}
