import KeyboardTraits

/// The settings of one `.kbtraits.yml` file: which rules run and how seriously, which files are
/// scanned and with which syntax, which JSX components render form fields, the platforms, the
/// base URL and where the rules are documented.
///
/// ```yaml
/// extends: recommended        # or strict
/// rules:
///   password-autocomplete: error
///   implicit-input-type: warning          # turns on a rule that is off by default
///   pattern-redundant-anchors: off
///   otp-autocomplete: { severity: note }  # the long form; `options` is accepted there too
/// include: ["**/*.leaf"]      # scanned in addition to *.html, *.htm, *.xhtml
/// exclude: ["build/", "vendor/**/*.html"]
/// platforms: [ios, android, firefox-android]
/// base-url: https://shop.example/   # `baseURL` is accepted as an alias
/// rules-url: https://docs.example/kbtraits/rules.md   # links each rule as rules.md#<rule-id>
/// syntax:                     # syntax by glob; names as for --syntax (`templates:` is an alias)
///   "views/**/*.tpl": jinja
///   "emails/*.html": handlebars
///   "src/**/*.js": jsx
/// components:                 # JSX components and the element each renders
///   Input: input
///   PasswordInput: { element: input, type: password }   # attributes it sets itself
///   Form.Input: input
/// ```
///
/// - `recommended` runs every rule that is on by default, at its default severity.
/// - `strict` runs every rule, including those that are off by default, and raises the rules whose
///   default severity is `note` to `warning`, so that `--max-warnings` counts them.
/// - A level under `rules` wins over the preset: `off` switches a rule off in either preset, and
///   any other level switches it on at that severity.
/// - `include` and `exclude` use `.gitignore` syntax and are relative to the configuration file's
///   folder. `include` adds files to the default HTML extensions; `exclude` removes files and whole
///   folders and wins over everything else, including `!` lines in `.kbtraitsignore`.
/// - `rules-url` is the page that documents every rule with an anchor per rule id (the published
///   `docs/rules.md`); SARIF links each rule to it as `<rules-url>#<rule-id>`. Without it no
///   report links to rule documentation anywhere. `--rules-url` wins over it.
/// - `syntax` gives files a syntax (`SourceSyntax`, the names `--syntax` takes: a template
///   language, or `jsx`/`tsx` for JavaScript and TypeScript read for their JSX) by
///   `.gitignore`-syntax globs relative to the file's folder; the first matching glob decides,
///   and directory walks take the files they match (so `"src/**/*.js": jsx` makes a walk read
///   `.js` files). Files it does not name get the syntax of their extension (`.vue`, `.j2`,
///   `.blade.php`, `.jsx`, `.tsx`, …), else plain HTML. `--syntax` wins over it. `templates` is
///   the key's older name, still accepted; a file may not write both.
/// - `components` maps JSX component names (`Input`, or a member name such as `Form.Input`) to
///   the element each renders (one of `ComponentMap/mappableElements`), in the short form
///   `Input: input` or the long form `PasswordInput: { element: input, type: password }`, whose
///   other keys are attributes the component sets itself (HTML names; React's `autoComplete`,
///   `className` and `htmlFor` are accepted as `autocomplete`, `class` and `for`). A component
///   without an entry renders nothing the scanner reads.
/// - Levels accept the aliases users type (``RuleLevel/aliases``): `warn`, `info`, `none`,
///   `ignore`, `false`, and ESLint's `0`, `1`, `2`.
/// - Files cascade, as in ESLint and SwiftLint: a file applies to its folder and everything
///   below, merged with the files in the folders above it up to one that says `root: true` (or
///   the filesystem root). The nearer file wins key by key: `rules` merge per rule id;
///   `extends`, `platforms`, `base-url` and `rules-url` come from the nearest file that sets them;
///   every file's `include` and `exclude` apply, each relative to its own folder; every file's
///   `syntax` globs apply, each relative to its own folder, the nearest file's first (so a
///   nearer file's glob decides over a farther one's for the files both match); `components`
///   merge per component name, as `rules` do per rule id (every file's entries apply, the
///   nearest file's entry winning for a name several files map). See
///   ``ConfigurationCascade``. This type holds one file's settings; ``sources`` says which keys it
///   set, and where.
/// - `platforms` names the platforms the pages target (``TargetPlatform``: `ios`, `android`,
///   `firefox-android`; all three by default). It decides which keyboards `kbtraits show`, the CSV
///   and Markdown reports and SARIF show, and the rules that compare iOS with Chrome for Android
///   (``crossPlatformRules``) run only when both `ios` and `android` are named. `--platform` on
///   the command line wins over it.
public struct KBTraitsConfiguration: Sendable, Hashable {
  /// A starting set of rules that `rules` adjusts.
  public enum Preset: String, Sendable, CaseIterable {
    /// The rules that are on by default, at their default severities.
    case recommended
    /// Every rule, with notes raised to warnings.
    case strict
  }

  /// How seriously a rule is taken; `off` does not run it.
  public enum RuleLevel: String, Sendable, CaseIterable {
    /// The rule does not run.
    case off
    /// Findings are notes.
    case note
    /// Findings are warnings.
    case warning
    /// Findings are errors.
    case error

    /// Other words accepted for each level, in the order they are listed in messages: `warn`
    /// and `info` for their long names, `none`, `ignore` and `false` for `off`, and ESLint's
    /// numeric levels `0`, `1`, `2` (also quoted).
    public static let aliases: [(name: String, level: RuleLevel)] = [
      ("warn", .warning), ("info", .note), ("none", .off), ("ignore", .off), ("false", .off),
      ("0", .off), ("1", .warning), ("2", .error),
    ]

    /// The level a configuration names: its own name or one of ``aliases``; `nil` for any other
    /// word.
    public init?(named name: String) {
      if let level = RuleLevel(rawValue: name) {
        self = level
      } else if let alias = Self.aliases.first(where: { $0.name == name }) {
        self = alias.level
      } else {
        return nil
      }
    }

    /// The severity findings get at this level; `nil` for `off`.
    public var severity: Severity? {
      switch self {
      case .off: nil
      case .note: .note
      case .warning: .warning
      case .error: .error
      }
    }
  }

  /// The preset the rule levels start from; `recommended` unless the file says otherwise.
  public var extends: Preset
  /// Levels by rule id, overriding the preset.
  public var rules: [String: RuleLevel]
  /// Globs (`.gitignore` syntax) of extra files to scan, relative to the configuration's folder.
  public var include: [String]
  /// Globs (`.gitignore` syntax) of files and folders not to scan, relative to the same folder.
  public var exclude: [String]
  /// The platforms to report on; all three by default.
  public var platforms: Set<TargetPlatform>
  /// The absolute URL relative form actions resolve against, instead of each file's `file://` URL.
  public var baseURL: String?
  /// Where the rules are documented (`rules-url`); nil links them nowhere.
  public var rulesURL: RuleDocumentationURL?
  /// Whether the file said `root: true`: configuration files in the folders above do not apply.
  public var isRoot: Bool
  /// Syntaxes by glob (`syntax:`, or its alias `templates:`), in the order written.
  public var syntax: [SourceSyntaxRules.Rule] = []
  /// The JSX components that render a native element (`components:`).
  public var components = ComponentMap()
  /// The file the configuration came from; `nil` for the defaults or parsed text.
  public var file: String?
  /// The digest (``ContentDigest``) and byte count of the bytes ``file`` was read from, so that
  /// results kept between runs (`kbtraits lint --cache`) name the very text these settings came
  /// from, not the file as it may be by then; `nil` for a configuration not read from a file.
  package var sourceDigest: String?
  /// Where each setting was made, by key: `extends`, `platforms`, `base-url`, `rules-url`,
  /// `root`, `rules.<rule-id>`, `include[<index>]`, `exclude[<index>]`, `syntax.<glob>` (also
  /// for a glob written under `templates:`), `components.<name>`. A setting without an
  /// entry was not made, and keeps its default (or, in a cascade, the farther file's value).
  public var sources: [String: ConfigurationSource]

  /// The defaults: `recommended`, no rule overrides, no globs, every platform, no base URL and
  /// no rules URL.
  public init() {
    extends = .recommended
    rules = [:]
    include = []
    exclude = []
    platforms = .allPlatforms
    baseURL = nil
    rulesURL = nil
    isRoot = false
    file = nil
    sources = [:]
  }

  /// The folder `include` and `exclude` are relative to: the configuration file's folder, or
  /// `nil` when the configuration did not come from a file.
  public var folder: String? {
    guard let file else { return nil }
    guard let slash = file.lastIndex(of: "/") else { return "." }
    return slash == file.startIndex ? "/" : String(file[..<slash])
  }

  /// The `syntax:` globs, relative to ``folder``; nil when there are none.
  public var syntaxRules: SourceSyntaxRules? {
    syntax.isEmpty ? nil : SourceSyntaxRules(root: folder ?? ".", rules: syntax)
  }

  /// The `syntax:` globs by their older name.
  @available(*, deprecated, renamed: "syntax")
  public var templates: [SourceSyntaxRules.Rule] {
    get { syntax }
    set { syntax = newValue }
  }

  /// Rules that compare the iOS keyboard with Chrome for Android's, off unless ``platforms``
  /// holds both ``TargetPlatform/ios`` and ``TargetPlatform/android``.
  public static let crossPlatformRules: Set<String> = [
    "platform-divergence", "inputmode-ignored-on-android", "enterkeyhint-ignored-on-android",
  ]

  /// Whether ``platforms`` holds both sides the ``crossPlatformRules`` compare: iOS and Chrome
  /// for Android.
  public var targetsBothCrossPlatformSides: Bool {
    platforms.contains(.ios) && platforms.contains(.android)
  }

  /// Rules about what Chrome for Android alone does, off unless it is targeted.
  public static let androidRules: Set<String> = [
    "inputmode-multiline-on-android", "password-inputmode-numeric",
    "autocapitalize-numeric-keypad",
  ]

  /// The rules that say nothing to a site targeting only `platforms`: the cross-platform rules
  /// unless both iOS and Chrome for Android are targeted, the Android rules unless Chrome is.
  public static func rulesOff(targeting platforms: Set<TargetPlatform>) -> Set<String> {
    var off: Set<String> = []
    if !platforms.contains(.ios) || !platforms.contains(.android) {
      off.formUnion(crossPlatformRules)
    }
    if !platforms.contains(.android) { off.formUnion(androidRules) }
    return off
  }

  /// The rule selection the linter runs with.
  public var lintConfiguration: LintConfiguration {
    var configuration = LintConfiguration()
    if extends == .strict {
      for type in RuleRegistry.all {
        configuration.enabled.insert(type.id)
        if type.description.severity == .note { configuration.severities[type.id] = .warning }
      }
    }
    // Rules that compare iOS with Android say nothing to a site that targets one, and rules
    // about Android browsers nothing to a site that targets iOS alone.
    configuration.disabled.formUnion(Self.rulesOff(targeting: platforms))
    for (id, level) in rules {
      if let severity = level.severity {
        configuration.enabled.insert(id)
        configuration.disabled.remove(id)
        configuration.severities[id] = severity
      } else {
        configuration.enabled.remove(id)
        configuration.disabled.insert(id)
        configuration.severities[id] = nil
      }
    }
    return configuration
  }
}
