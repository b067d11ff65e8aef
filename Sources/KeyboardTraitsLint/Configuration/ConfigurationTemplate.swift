import KeyboardTraits

/// The commented starter `.kbtraits.yml` that `kbtraits init` writes.
public enum ConfigurationTemplate {
  /// A configuration that explains every key and the presets; as written it changes nothing
  /// from the defaults, and ``ConfigurationLoader`` reads it without a problem.
  public static let starter = head + tail

  /// The starter up to the `syntax:` section, included.
  private static let head = """
    # kbtraits configuration: which lint rules run, and how seriously, for the HTML, template and
    # JSX files in this folder and every folder below it. `kbtraits show`, `lint` and `report`
    # all read it.
    #
    # Files cascade: a .kbtraits.yml in a subfolder is merged over this one for the files under
    # it, and its settings win key by key (rules merge rule by rule). The search upward stops at
    # a file that says `root: true`. See what applies to a file with
    # `kbtraits lint --print-config path/to/page.html`.

    # Stop here: ignore .kbtraits.yml files in the folders above this one.
    # root: true

    # The preset the rule levels start from:
    #   recommended  every rule that is on by default, at its default severity
    #   strict       every rule, including the opt-in ones, with notes raised to warnings
    extends: recommended

    # Levels by rule id, over the preset. `kbtraits rules` lists the ids and `kbtraits explain ID`
    # explains one. Levels: error, warning, note, off; also warn, info, none, ignore, false, and
    # ESLint's 2 (error), 1 (warning), 0 (off). Any level but off turns an opt-in rule on.
    rules:
      # password-autocomplete: error
      # enterkeyhint-suggest: off

    # Files to scan besides *.html, *.htm, *.xhtml and template files (.vue, .svelte, .j2,
    # .blade.php, ...): .gitignore-syntax globs, relative to this file's folder.
    include: []
    # Files and folders to skip, in the same syntax; they win over everything else.
    # .kbtraitsignore (and .gitignore in a git work tree) exclude files too.
    exclude: []

    # Syntax by glob, for files whose name does not say it: html, vue, svelte, angular, jinja,
    # nunjucks, twig, liquid, handlebars, mustache, erb, ejs, blade, leaf, php, astro, or jsx and
    # tsx for JavaScript and TypeScript with JSX (the names --syntax takes). .jsx and .tsx files
    # are read as JSX anyway; .js, .mjs and .ts files only when a glob here names them. Template
    # code is blanked before parsing, so positions stay exact, and no rule guesses about an
    # attribute the template or an {expression} decides. Globs are relative to this file's
    # folder; a nearer .kbtraits.yml's globs are tried first, and the first match decides.
    # Directory walks take the files these globs name. (`templates:` is this key's old name.)
    # syntax:
    #   "views/**/*.tpl": jinja
    #   "emails/*.html": handlebars
    #   "src/**/*.js": jsx


    """

  /// The starter from the `platforms:` section on.
  private static let tail = """
    # The platforms your pages target: ios (Safari), android (Chrome, WebView, Samsung Internet)
    # and firefox-android; all three by default. Only their keyboards are shown (show, reports,
    # SARIF); the rules that compare iOS with Chrome for Android need both ios and android.
    # platforms: [ios, android, firefox-android]

    # The absolute URL relative form actions resolve against, instead of each file's file:// URL
    # (WebKit reads the resolved action, so it changes the return key and autocorrection).
    # base-url: https://shop.example/

    # The page that documents every rule with an anchor per rule id (your published copy of
    # docs/rules.md); reports then link each rule to <rules-url>#<rule-id>.
    # rules-url: https://docs.example/kbtraits/rules.md

    """

  /// The most components the proposed `components:` block lists.
  package static let componentLimit = 30

  /// The starter, with a commented `components:` block proposing an element for the components
  /// `survey` found receiving keyboard props (at most `limit` of them, the most used first);
  /// without any, the plain ``starter``. Uncommented, the block is a valid `components:` key.
  package static func starter(
    components survey: ComponentSurvey, limit: Int = componentLimit
  ) -> String {
    let entries = survey.entries
    guard !entries.isEmpty else { return starter }
    let block = componentsBlock(
      entries, fileCount: survey.fileCount, templateFileCount: survey.templateFileCount,
      limit: limit)
    return head + block + "\n" + tail
  }

  /// The commented `components:` block: what the key does, then one entry per component with
  /// its uses.
  static func componentsBlock(
    _ entries: [ComponentSurvey.Entry], fileCount: Int, templateFileCount: Int = 0, limit: Int
  ) -> String {
    let jsxFiles = fileCount == 1 ? "the .jsx/.tsx file" : "the \(fileCount) .jsx/.tsx files"
    let templateFiles =
      templateFileCount == 1 ? "the template file" : "the \(templateFileCount) template files"
    let files =
      templateFileCount == 0
      ? jsxFiles : fileCount == 0 ? templateFiles : "\(jsxFiles) and \(templateFiles)"
    var lines = [
      "# JSX components that render form fields. kbtraits reads a component only when it is",
      "# mapped here: `Input: input` reads <Input …> as an <input> and its props as the input's",
      "# attributes; `{ element: input, type: password }` adds attributes the component sets",
      "# itself. Member names (Form.Input) can be mapped too; a nearer .kbtraits.yml's entry wins",
      "# for the same name. Elements: "
        + ComponentMap.mappableElements.sorted().joined(separator: ", ") + ".",
      "#",
    ]
    if templateFileCount > 0 {
      lines += [
        "# In templates a tag is mapped as written (x-email-input; Vue also matches",
        "# XEmailInput). The wrappers of Element, Vuetify, BootstrapVue, Quasar, Ant Design Vue,",
        "# PrimeVue and Laravel Breeze/Jetstream are read without an entry (docs/components.md);",
        "# `el-input: none` turns one off.",
        "#",
      ]
    }
    lines += [
      "# `kbtraits init` found these components receiving keyboard props (type, inputMode,",
      "# autoComplete, …) in \(files) below this folder, the most used first. The",
      "# elements and types are GUESSES from their names: check each against the component's",
      "# source, then uncomment the entries you confirm.",
      "# components:",
    ]
    let shown = entries.prefix(limit)
    let values = shown.map { "\($0.name): \(ComponentMap.yamlValue(of: $0.proposal))" }
    // The counts line up after the longest entry (up to a point).
    let width = min(values.map(\.count).max() ?? 0, 56)
    for (entry, value) in zip(shown, values) {
      let padding = String(repeating: " ", count: max(0, width - value.count))
      let uses = "\(count(entry.uses, "use")) in \(count(entry.files, "file"))"
      lines.append("#   \(value)\(padding)  # \(uses)")
    }
    if entries.count > shown.count {
      let rest = entries.count - shown.count
      lines.append(
        "#   # and \(count(rest, "more component")), each used at most "
          + "\(count(entries[shown.count].uses, "time"))")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// "1 use", "3 uses".
  private static func count(_ number: Int, _ noun: String) -> String {
    "\(number) \(noun)\(number == 1 ? "" : "s")"
  }
}
