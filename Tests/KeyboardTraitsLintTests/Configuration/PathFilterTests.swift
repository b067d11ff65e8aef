import Foundation
import TestHelpers
import Testing

@testable import KeyboardTraits
@testable import KeyboardTraitsLint

/// One repository layout: ignore files (path → lines) and the verdicts git gives for some paths.
struct IgnoreCase: Sendable, CustomStringConvertible {
  /// Ignore file contents by folder ("" for the repository root).
  var files: [String: [String]]
  /// `(path, isDirectory, ignored)`; folders named here are created, files get empty contents.
  var checks: [(path: String, isDirectory: Bool, ignored: Bool)]
  var note: String

  var description: String { note }
}

/// The table, checked against git's documentation (gitignore(5)) and, where `git` is installed,
/// against `git check-ignore` itself.
let ignoreCases: [IgnoreCase] = [
  IgnoreCase(
    files: [
      "": [
        "# a comment", "", "\\#hash.html", "\\!bang.html", "trailing.html   ",
        "keep-space.html\\ ", "   ",
      ]
    ],
    checks: [
      ("# a comment", false, false), ("#hash.html", false, true), ("!bang.html", false, true),
      ("trailing.html", false, true), ("trailing.html   ", false, false),
      ("keep-space.html ", false, true), ("keep-space.html", false, false),
    ],
    note: "comments, blank lines, escapes, trailing spaces"),
  IgnoreCase(
    files: ["": ["*.html", "!keep.html"]],
    checks: [
      ("a.html", false, true), ("keep.html", false, false), ("sub/keep.html", false, false),
      ("sub/a.html", false, true), ("a.htm", false, false),
    ],
    note: "negation; a pattern without a slash matches at any depth"),
  IgnoreCase(
    files: ["": ["build/", "!build/keep.html"]],
    checks: [
      ("build", true, true), ("build/keep.html", false, true), ("build/x.html", false, true),
      ("other/build", true, true), ("other/build/x.html", false, true),
      ("files/build", false, false), ("notbuild/x.html", false, false),
    ],
    note: "a file cannot be re-included when its folder is excluded"),
  IgnoreCase(
    files: ["": ["build/*", "!build/keep.html"]],
    checks: [
      ("build", true, false), ("build/keep.html", false, false), ("build/x.html", false, true),
      ("build/sub", true, true), ("build/sub/keep.html", false, true),
    ],
    note: "excluding a folder's contents instead lets a file be re-included"),
  IgnoreCase(
    files: ["": ["/root.html", "docs/*.html", "nested/deep/"]],
    checks: [
      ("root.html", false, true), ("sub/root.html", false, false), ("docs/a.html", false, true),
      ("docs/sub/a.html", false, false), ("sub/docs/a.html", false, false),
      ("nested/deep", true, true), ("x/nested/deep", true, false),
      ("nested/deep/a.html", false, true),
    ],
    note: "a leading or middle slash anchors to the ignore file's folder"),
  IgnoreCase(
    files: ["": ["?.htm", "[abc]x.html", "[!0-9]y.html", "[[:digit:]]z.html", "r[a-c]-[^x].html"]],
    checks: [
      ("a.htm", false, true), ("ab.htm", false, false), ("bx.html", false, true),
      ("dx.html", false, false), ("qy.html", false, true), ("5y.html", false, false),
      ("7z.html", false, true), ("qz.html", false, false), ("rb-y.html", false, true),
      ("rb-x.html", false, false), ("rd-y.html", false, false),
    ],
    note: "?, [...] classes, ranges, negated classes and POSIX names"),
  IgnoreCase(
    files: ["": ["**/generated", "logs/**", "a/**/b.html", "**/tmp/*.html"]],
    checks: [
      ("generated", false, true), ("x/y/generated", false, true), ("logs", true, false),
      ("logs/a.html", false, true), ("logs/x/y.html", false, true), ("a/b.html", false, true),
      ("a/x/b.html", false, true), ("a/x/y/b.html", false, true), ("ab.html", false, false),
      ("tmp/x.html", false, true), ("q/tmp/x.html", false, true),
      ("q/tmp/sub/x.html", false, false),
    ],
    note: "leading **/, trailing /** and middle /**/"),
  IgnoreCase(
    files: ["": ["cache/", "a/*/c.html", "star*"]],
    checks: [
      ("cache", false, false), ("x/cache", true, true), ("x/cache/a.html", false, true),
      ("a/b/c.html", false, true), ("a/b/d/c.html", false, false), ("a/c.html", false, false),
      ("starry.html", false, true), ("sub/start", true, true),
    ],
    note: "a trailing slash matches folders only; * stays within one folder"),
  IgnoreCase(
    files: ["": ["*.html", "/sub/other.html"], "sub": ["!keep.html", "!/other.html"]],
    checks: [
      ("keep.html", false, true), ("sub/keep.html", false, false),
      ("sub/deeper/keep.html", false, false), ("sub/other.html", false, false),
      ("sub/x.html", false, true), ("sub/deeper/other.html", false, true),
    ],
    note: "a deeper ignore file wins and anchors to its own folder"),
  IgnoreCase(
    files: ["": ["a**/x.html", "q/**z.html", "\\*.lit", "dir/**/", "!dir/keep/"]],
    checks: [
      ("a/x.html", false, true), ("abc/x.html", false, true), ("abc/d/x.html", false, true),
      ("q/z.html", false, true), ("q/yz.html", false, true), ("q/y/z.html", false, false),
      ("*.lit", false, true), ("a.lit", false, false), ("dir", true, false),
      ("dir/sub", true, true), ("dir/f.html", false, false), ("dir/keep", true, false),
      ("dir/keep/a.html", false, false), ("dir/sub/a.html", false, true),
    ],
    note: "git's quirks: a literal prefix before ** is cut off first; escaped stars"),
]

/// Writes `layout` into a fresh folder that is a repository root (it has `.git`), with the
/// patterns in files named `fileName`, and creates every path the checks name.
private func makeLayout(_ layout: IgnoreCase, fileName: String) throws -> TemporaryDirectory {
  let directory = try TemporaryDirectory()
  try directory.makeDirectory(".git")
  for (folder, lines) in layout.files {
    try directory.write(
      folder.isEmpty ? fileName : folder + "/" + fileName, lines.joined(separator: "\n") + "\n")
  }
  for check in layout.checks {
    if check.isDirectory {
      try directory.makeDirectory(check.path)
    } else {
      try directory.write(check.path, "")
    }
  }
  return directory
}

@Suite("PathFilter: gitignore semantics")
struct PathFilterTests {
  @Test(".kbtraitsignore follows the table", arguments: ignoreCases)
  func kbtraitsignoreTable(_ layout: IgnoreCase) throws {
    let directory = try makeLayout(layout, fileName: ".kbtraitsignore")
    defer { directory.remove() }
    let filter = PathFilter(root: directory.path)
    for check in layout.checks {
      #expect(
        filter.isExcluded(directory.path(check.path), isDirectory: check.isDirectory)
          == check.ignored, "\(layout.note): \(check.path)")
    }
  }

  @Test(".gitignore follows the same table with respectGitignore", arguments: ignoreCases)
  func gitignoreTable(_ layout: IgnoreCase) throws {
    let directory = try makeLayout(layout, fileName: ".gitignore")
    defer { directory.remove() }
    let honouring = PathFilter(root: directory.path, respectGitignore: true)
    let ignoring = PathFilter(root: directory.path)
    for check in layout.checks {
      let path = directory.path(check.path)
      #expect(
        honouring.isExcluded(path, isDirectory: check.isDirectory) == check.ignored,
        "\(layout.note): \(check.path)")
      #expect(!ignoring.isExcluded(path, isDirectory: check.isDirectory), "\(check.path)")
    }
  }

  @Test(
    "The table agrees with git check-ignore", .enabled(if: GitCheckIgnore.isAvailable),
    arguments: ignoreCases)
  func tableMatchesGit(_ layout: IgnoreCase) throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let repository = directory.path("repo")
    try GitCheckIgnore.initialise(repository)
    let tree = TemporaryDirectory(existing: repository)
    for (folder, lines) in layout.files {
      try tree.write(
        folder.isEmpty ? ".gitignore" : folder + "/.gitignore",
        lines.joined(separator: "\n") + "\n")
    }
    for check in layout.checks {
      if check.isDirectory {
        try tree.makeDirectory(check.path)
      } else {
        try tree.write(check.path, "")
      }
    }
    let ignored = try GitCheckIgnore.ignoredPaths(layout.checks.map(\.path), in: repository)
    for check in layout.checks {
      #expect(ignored.contains(check.path) == check.ignored, "\(layout.note): \(check.path)")
    }
  }
}

@Suite("PathFilter: sources, precedence and globs")
struct PathFilterSourcesTests {
  @Test(".kbtraitsignore in folders above the scanned one applies, up to the repository root")
  func parentsUpToRepositoryRoot() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write(".kbtraitsignore", "*.html\n")  // above the repository: not read
    try directory.makeDirectory("repo/.git")
    try directory.write("repo/.kbtraitsignore", "drafts/\n")
    let filter = PathFilter(root: directory.path("repo/site"))
    #expect(filter.isExcluded(directory.path("repo/site/drafts/a.html"), isDirectory: false))
    #expect(!filter.isExcluded(directory.path("repo/site/pages/a.html"), isDirectory: false))
    let exclusion = filter.exclusion(
      of: directory.path("repo/site/drafts/a.html"), isDirectory: false)
    #expect(exclusion?.source == .ignoreFile(directory.path("repo/.kbtraitsignore")))
    #expect(exclusion?.line == 1 && exclusion?.pattern == "drafts/")
    #expect(exclusion?.matchedPath == directory.path("repo/site/drafts"))
    #expect(exclusion?.description == directory.path("repo/.kbtraitsignore") + ":1:drafts/")
  }

  @Test(".kbtraitsignore can re-include what .gitignore ignores, at any depth")
  func kbtraitsignoreWinsOverGitignore() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.makeDirectory(".git")
    try directory.write(".kbtraitsignore", "!*.generated.html\n")
    try directory.write("site/.gitignore", "*.generated.html\nout.html\n")
    try directory.write(".git/info/exclude", "local.html\n")
    let filter = PathFilter(root: directory.path, respectGitignore: true)
    #expect(!filter.isExcluded(directory.path("site/a.generated.html"), isDirectory: false))
    #expect(filter.isExcluded(directory.path("site/out.html"), isDirectory: false))
    #expect(filter.isExcluded(directory.path("site/local.html"), isDirectory: false))
    #expect(
      filter.exclusion(of: directory.path("local.html"), isDirectory: false)?.source
        == .ignoreFile(directory.path(".git/info/exclude")))
  }

  @Test("a .git file (worktree, submodule) marks the work tree root; gitdir: leads to info/exclude")
  func gitFilePointsToRepository() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    // The main repository's git folder, a worktree's folder inside it, and the worktree.
    try directory.write("main/.git/info/exclude", "local.html\n")
    try directory.write("main/.git/worktrees/wt/commondir", "../..\n")
    try directory.write("wt/.git", "gitdir: ../main/.git/worktrees/wt\n")
    try directory.write("wt/.gitignore", "out/\n")
    try directory.write(".gitignore", "*.html\n")  // above the work tree: not read
    let filter = PathFilter(root: directory.path("wt"), respectGitignore: true)
    #expect(filter.isExcluded(directory.path("wt/out/a.html"), isDirectory: false))
    #expect(!filter.isExcluded(directory.path("wt/a.html"), isDirectory: false))
    #expect(
      filter.exclusion(of: directory.path("wt/site/local.html"), isDirectory: false)?.source
        == .ignoreFile(directory.path("main/.git/info/exclude")))

    // A submodule: gitdir: with an absolute path and no commondir.
    try directory.write("modules/sub/info/exclude", "private.html\n")
    try directory.write("sub/.git", "gitdir: \(directory.path("modules/sub"))\n")
    let submodule = PathFilter(root: directory.path("sub"), respectGitignore: true)
    #expect(submodule.isExcluded(directory.path("sub/private.html"), isDirectory: false))
    #expect(!submodule.isExcluded(directory.path("sub/a.html"), isDirectory: false))
  }

  @Test("a ! line that decides takes a path back; one under an excluded folder does not")
  func reincluded() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.makeDirectory(".git")
    try directory.write(".kbtraitsignore", "!node_modules/\nvendor/\n!vendor/node_modules/\n")
    let filter = PathFilter(root: directory.path)
    #expect(filter.isReincluded(directory.path("node_modules"), isDirectory: true))
    #expect(filter.isReincluded(directory.path("a/b/node_modules"), isDirectory: true))
    #expect(!filter.isReincluded(directory.path("node_modules"), isDirectory: false))
    #expect(!filter.isReincluded(directory.path("bower_components"), isDirectory: true))
    // Inside an excluded folder nothing comes back, as in git.
    #expect(!filter.isReincluded(directory.path("vendor/node_modules"), isDirectory: true))
  }

  @Test("an include glob reaches into a folder only when it names it and its path fits")
  func includeReaches() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let filter = PathFilter(
      root: directory.path,
      include: [
        "node_modules/@acme/ui/**/*.jsx", "apps/*/node_modules/kit/",
        "**/bower_components/x/*.html", "*.tpl", "**/*.vue", "!node_modules/",
      ])
    func reaches(_ folder: String, _ name: String = "node_modules") -> Bool {
      filter.includeReaches(into: directory.path(folder), naming: name)
    }
    #expect(reaches("node_modules"))
    #expect(reaches("node_modules/@acme"))
    #expect(reaches("node_modules/@acme/ui"))
    #expect(reaches("node_modules/@acme/ui/a/b"))
    #expect(!reaches("node_modules/lodash"))
    #expect(!reaches("packages/web/node_modules"))
    #expect(reaches("apps/web/node_modules"))
    #expect(reaches("apps/web/node_modules/kit/deep"))
    #expect(!reaches("apps/web/node_modules/other"))
    #expect(reaches("a/b/bower_components", "bower_components"))
    #expect(!reaches("a/b/bower_components/y", "bower_components"))
    // Outside the root no glob reaches.
    #expect(!filter.includeReaches(into: "/elsewhere/node_modules", naming: "node_modules"))
    // A basename glob reaches only when it is the name itself.
    let byName = PathFilter(root: directory.path, include: ["node_modules"])
    #expect(byName.includeReaches(into: directory.path("x/node_modules/y"), naming: "node_modules"))
  }

  @Test(".gitignore counts only inside a repository")
  func gitignoreNeedsRepository() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write("plain/.gitignore", "*.html\n")
    let filter = PathFilter(root: directory.path, respectGitignore: true)
    #expect(!filter.isExcluded(directory.path("plain/a.html"), isDirectory: false))
  }

  @Test("exclude globs are relative to the root and win over ! in ignore files")
  func excludeGlobs() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.makeDirectory(".git")
    try directory.write(".kbtraitsignore", "!vendor/keep.html\n")
    let filter = PathFilter(
      root: directory.path("web"), exclude: ["vendor/", "*.min.html", "!keep.min.html"])
    #expect(filter.isExcluded(directory.path("web/vendor/keep.html"), isDirectory: false))
    #expect(filter.isExcluded(directory.path("web/a/b.min.html"), isDirectory: false))
    #expect(!filter.isExcluded(directory.path("web/a/keep.min.html"), isDirectory: false))
    // Outside the root the globs say nothing.
    #expect(!filter.isExcluded(directory.path("vendor/x.html"), isDirectory: false))
    let exclusion = filter.exclusion(of: directory.path("web/a/b.min.html"), isDirectory: false)
    #expect(exclusion?.source == .excludeGlobs)
    #expect(exclusion?.description == "exclude[1]:*.min.html")
  }

  @Test("include globs add files by name or by folder, relative to the root")
  func includeGlobs() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let filter = PathFilter(
      root: directory.path, include: ["*.leaf", "Resources/Views/", "!*.draft.leaf"])
    #expect(filter.isIncluded(directory.path("a/b/index.leaf")))
    #expect(!filter.isIncluded(directory.path("a/b/index.draft.leaf")))
    #expect(filter.isIncluded(directory.path("Resources/Views/base.stencil")))
    #expect(!filter.isIncluded(directory.path("Resources/base.stencil")))
    #expect(!filter.isIncluded("/elsewhere/index.leaf"))
    #expect(!PathFilter(root: directory.path).isIncluded(directory.path("x.leaf")))
  }

  @Test("No ignore file name reads none; the configuration initialiser uses its folder")
  func optionsAndConfiguration() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.makeDirectory(".git")
    try directory.write(".kbtraitsignore", "*.html\n")
    let path = directory.path("site/a.html")
    #expect(
      !PathFilter(root: directory.path, ignoreFileName: nil).isExcluded(path, isDirectory: false))
    #expect(PathFilter(root: directory.path).isExcluded(path, isDirectory: false))

    let configFile = try directory.write("site/.kbtraits.yml", "exclude: [drafts/]\n")
    let configuration = try ConfigurationLoader.load(fileAt: configFile)
    let filter = PathFilter(configuration: configuration, ignoreFileName: nil)
    #expect(filter.root == directory.path("site"))
    #expect(filter.isExcluded(directory.path("site/drafts/x.html"), isDirectory: false))
    #expect(!filter.isExcluded(directory.path("drafts/x.html"), isDirectory: false))
  }

  @Test("Paths are normalised lexically before matching")
  func lexicalPaths() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let filter = PathFilter(root: directory.path + "/./", exclude: ["/out/"])
    #expect(filter.root == directory.path)
    #expect(filter.isExcluded(directory.path + "//x/../out/a.html", isDirectory: false))
    #expect(!filter.isExcluded(directory.path + "/x/out/../a.html", isDirectory: false))
    #expect(!filter.isExcluded("/", isDirectory: true))
  }

  @Test("filter(_:) drops excluded files and failures and keeps standard input")
  func filtersInputs() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let filter = PathFilter(root: directory.path, exclude: ["skip/"])
    let failure = ScanError(kind: .notFound, message: "gone")
    let inputs: [ScanInput] = [
      .file(directory.path("a.html")), .file(directory.path("skip/b.html")),
      .failed(directory.path("skip/c.html"), failure), .failed(directory.path("d.html"), failure),
      .standardInput(path: directory.path("skip/stdin.html")),
    ]
    #expect(
      filter.filter(inputs) == [
        .file(directory.path("a.html")), .failed(directory.path("d.html"), failure),
        .standardInput(path: directory.path("skip/stdin.html")),
      ])
  }
}

@Suite("PathFilter: wildmatch")
struct WildmatchTests {
  /// Cases from git's t/t3070-wildmatch.sh (the `wildmatch` column): pattern, text, whether
  /// `*` stops at slashes (WM_PATHNAME), and the result.
  static let cases: [(pattern: String, text: String, pathname: Bool, matches: Bool)] = [
    ("foo", "foo", true, true), ("bar", "foo", true, false), ("???", "foo", true, true),
    ("??", "foo", true, false), ("*", "foo", true, true), ("f*", "foo", true, true),
    ("*f", "foo", true, false), ("*foo*", "foo", true, true), ("*ob*a*r*", "foobar", true, true),
    ("*ab", "aaaaaaabababab", true, true), ("foo\\*", "foo*", true, true),
    ("foo\\*bar", "foobar", true, false), ("f\\\\oo", "f\\oo", true, true),
    ("*[al]?", "ball", true, true), ("[ten]", "ten", true, false), ("**[!te]", "ten", true, true),
    ("**[!ten]", "ten", true, false), ("t[a-g]n", "ten", true, true),
    ("t[!a-g]n", "ten", true, false), ("t[!a-g]n", "ton", true, true),
    ("t[^a-g]n", "ton", true, true), ("a[]]b", "a]b", true, true), ("a[]-]b", "a-b", true, true),
    ("a[]-]b", "a]b", true, true), ("a[]-]b", "aab", true, false), ("a[]a-]b", "aab", true, true),
    ("]", "]", true, true), ("foo*bar", "foo/baz/bar", true, false),
    ("foo*bar", "foo/baz/bar", false, true), ("foo**bar", "foo/baz/bar", true, false),
    ("foo/**/bar", "foo/bar", true, true), ("foo/**/bar", "foo/b/a/z/bar", true, true),
    ("**/foo", "foo", true, true), ("**/foo", "XXX/foo", true, true),
    ("**/foo", "bar/baz/foo", true, true), ("*/foo", "bar/baz/foo", true, false),
    ("**/bar*", "foo/bar/baz", true, false), ("**/bar/*", "deep/foo/bar/baz", true, true),
    ("**/bar/*", "deep/foo/bar/baz/", true, false), ("**/bar/**", "deep/foo/bar/baz/", true, true),
    ("**/bar/*", "deep/foo/bar", true, false), ("**/bar/**", "deep/foo/bar/", true, true),
    ("*/bar/**", "foo/bar/baz/x", true, true), ("*/*/*", "foo/bba/arr", true, true),
    ("*/*/*", "foo/bb/aa/rr", true, false), ("**/**/**", "foo/bb/aa/rr", true, true),
    ("*X*i", "abcXdefXghi", true, true), ("*/*X*/*/*i", "ab/cXd/efXg/hi", true, true),
    ("**/*X*/**/*i", "ab/cXd/efXg/hi", true, true),
    ("[[:alpha:]][[:digit:]][[:upper:]]", "a1B", true, true),
    ("[[:digit:][:upper:][:space:]]", "a", true, false),
    ("[[:digit:][:upper:][:space:]]", "A", true, true), ("[a-c[:digit:]x-z]", "5", true, true),
    ("[a-c[:digit:]x-z]", "q", true, false), ("[[:nonsense:]]", "n", true, false),
    ("a[", "a[", true, false), ("[!a]", "/", true, false), ("[!a]", "/", false, true),
  ]

  @Test("git's wildmatch cases")
  func gitCases() {
    for item in Self.cases {
      #expect(
        Wildmatch.matches(Array(item.pattern.utf8), Array(item.text.utf8), pathname: item.pathname)
          == item.matches, "\(item.pattern) ~ \(item.text) (pathname: \(item.pathname))")
    }
  }

  @Test("Lines are parsed as git parses them")
  func lineParsing() throws {
    #expect(IgnorePattern(line: Array("".utf8), number: 1) == nil)
    #expect(IgnorePattern(line: Array("# x".utf8), number: 1) == nil)
    #expect(IgnorePattern(line: Array("   ".utf8), number: 1) == nil)
    #expect(IgnorePattern(line: Array("!".utf8), number: 1) == nil)
    let crlf = try #require(IgnorePattern(line: Array("dist/ \r".utf8), number: 3))
    #expect(crlf.text == "dist/" && crlf.mustBeDirectory && crlf.matchesBasename && crlf.line == 3)
    let anchored = try #require(IgnorePattern(line: Array("!/a/b*".utf8), number: 1))
    #expect(anchored.isNegated && !anchored.matchesBasename && anchored.literalPrefixLength == 4)
    #expect(IgnorePattern.trimmingTrailingSpaces(Array("a\\  ".utf8)) == Array("a\\ ".utf8))
    #expect(IgnorePattern.trimmingTrailingSpaces(Array("a \\".utf8)) == Array("a \\".utf8))
  }
}

/// Runs the real `git check-ignore` in a private repository (no user or system configuration).
enum GitCheckIgnore {
  static let executable: String? = ["/usr/bin/git", "/usr/local/bin/git", "/opt/homebrew/bin/git"]
    .first { FileManager.default.isExecutableFile(atPath: $0) }

  static var isAvailable: Bool { executable != nil }

  static func initialise(_ repository: String) throws {
    try FileManager.default.createDirectory(atPath: repository, withIntermediateDirectories: true)
    _ = try run(["init", "-q", repository], in: repository, input: nil)
  }

  /// The paths among `paths` that git ignores (`--no-index`, so tracking does not matter).
  static func ignoredPaths(_ paths: [String], in repository: String) throws -> Set<String> {
    let output = try run(
      ["check-ignore", "--no-index", "--stdin", "-z"], in: repository,
      input: paths.joined(separator: "\0") + "\0")
    return Set(output.split(separator: "\0").map(String.init))
  }

  private static func run(_ arguments: [String], in folder: String, input: String?) throws -> String
  {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable ?? "git")
    process.arguments = arguments
    process.currentDirectoryURL = URL(fileURLWithPath: folder)
    // No global configuration: HOME is the test's folder, which has no .gitconfig (/dev/null
    // is not trusted to be empty: an older build could replace it with a regular file).
    process.environment = [
      "HOME": folder, "GIT_CONFIG_NOSYSTEM": "1", "XDG_CONFIG_HOME": folder,
      "PATH": "/usr/bin:/bin",
    ]
    let stdout = Pipe()
    let stdin = Pipe()
    process.standardOutput = stdout
    process.standardInput = stdin
    try process.run()
    if let input { stdin.fileHandleForWriting.write(Data(input.utf8)) }
    try stdin.fileHandleForWriting.close()
    let data = stdout.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    // check-ignore exits 1 when nothing is ignored; anything above is a real failure.
    guard process.terminationStatus <= 1 else {
      throw CocoaError(.executableLoad, userInfo: ["arguments": arguments])
    }
    return String(decoding: data, as: UTF8.self)
  }
}
