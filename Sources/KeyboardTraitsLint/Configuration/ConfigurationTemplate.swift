/// The commented starter `.kbtraits.yml` that `kbtraits init` writes.
public enum ConfigurationTemplate {
  /// A configuration that explains every key and the presets; as written it changes nothing
  /// from the defaults, and ``ConfigurationLoader`` reads it without a problem.
  public static let starter = """
    # kbtraits configuration: which lint rules run, and how seriously, for the HTML files in this
    # folder and every folder below it. `kbtraits show`, `lint` and `report` all read it.
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

    # Template syntax by glob, for files whose name does not say it: html, vue, svelte, angular,
    # jinja, nunjucks, twig, liquid, handlebars, mustache, erb, ejs, blade, leaf, php or astro
    # (the names --syntax takes). Template code is blanked before parsing, so positions stay
    # exact, and no rule guesses about an attribute the template decides. Globs are relative to
    # this file's folder; a nearer .kbtraits.yml's globs are tried first, and the first match
    # decides. Directory walks take the files these globs name.
    # templates:
    #   "views/**/*.tpl": jinja
    #   "emails/*.html": handlebars

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
}
