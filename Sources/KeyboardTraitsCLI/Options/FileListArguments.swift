import ArgumentParser

/// `--files-from` and `--changed-since`, for `show`, `lint` and `report`: files to scan from a
/// list rather than named one by one. Each listed file is taken or left out as a walk that
/// found it would: configuration, ignore files, `exclude` and `include` globs and file names
/// all apply, and a listed file they leave out is skipped without a warning.
struct FileListArguments: ParsableArguments {
  @Option(
    name: .customLong("files-from"),
    help: ArgumentHelp(
      "Also scan the files listed in this file, one path a line ('-': standard input); "
        + "ignored and non-HTML files are skipped silently.", valueName: "file"))
  var filesFrom: String?

  @Option(
    name: .customLong("changed-since"),
    help: ArgumentHelp(
      "Also scan the files changed since this git ref (committed since its merge base with "
        + "HEAD, staged, unstaged or untracked; deleted ones skipped), as a pull request's "
        + "check does.", valueName: "ref"))
  var changedSince: String?

  /// Whether a list was asked for (so that no path need be given).
  var isRequested: Bool { filesFrom != nil || changedSince != nil }

  /// Fails when both lists are given, when the ref is empty or looks like an option, or when
  /// standard input is both the list and an input.
  func validate(paths: [String]) throws {
    if filesFrom != nil, changedSince != nil {
      throw ValidationError(
        "--files-from and --changed-since both list the files to scan; give one of them.")
    }
    // Git would read such a ref as one of its options (`git merge-base --help` …).
    if let changedSince, changedSince.hasPrefix("-") || changedSince.isEmpty {
      throw ValidationError(
        "--changed-since '\(changedSince)' is not a ref git can take: give a branch, tag or "
          + "commit, such as --changed-since origin/main.")
    }
    if filesFrom == "-", paths.contains("-") {
      throw ValidationError(
        "--files-from - reads the list from standard input, so '-' cannot also be an input; "
          + "name the file or give the list in a file.")
    }
  }

  /// The list asked for, if any.
  var source: ListedFiles.Source? {
    if let filesFrom { return filesFrom == "-" ? .standardInput : .file(filesFrom) }
    if let changedSince { return .changedSince(changedSince) }
    return nil
  }
}
