import KeyboardTraits

/// Which attribute names are real and which misspell a keyboard attribute: the real ones to
/// leave alone, and the common misspellings of the keyboard attributes (`attribute-typo`
/// reports them; advice on an attribute waits until its misspelling is renamed).
enum AttributeSpelling {
  /// The keyboard attributes whose misspellings are reported.
  static let fieldTargets: [String] = [
    "autocapitalize", "autocorrect", "autocomplete", "inputmode", "enterkeyhint", "spellcheck",
    "pattern", "type",
  ]

  /// The keyboard attributes that mean something on a `<form>` (its fields inherit them).
  static let formTargets: [String] = [
    "autocapitalize", "autocorrect", "autocomplete", "spellcheck",
  ]

  /// Misspellings more than one edit away, seen in real pages and copied guides.
  static let knownMisspellings: [String: String] = [
    "autocapitalization": "autocapitalize", "autocapitalisation": "autocapitalize",
    "auto-capitalize": "autocapitalize", "auto-capitalise": "autocapitalize",
    "autocap": "autocapitalize", "autocapitalise": "autocapitalize",
    "autocorrection": "autocorrect", "auto-correct": "autocorrect",
    "auto-correction": "autocorrect", "autocorrecting": "autocorrect",
    "autocomplete-type": "autocomplete", "autocompletetype": "autocomplete",
    "x-autocompletetype": "autocomplete", "auto-complete": "autocomplete",
    "autocompletion": "autocomplete", "auto-completion": "autocomplete",
    "input-mode": "inputmode", "input_mode": "inputmode", "keyboardtype": "inputmode",
    "keyboard-type": "inputmode", "keyboard_type": "inputmode", "keyboardmode": "inputmode",
    "keyboard-mode": "inputmode", "enterkey": "enterkeyhint", "enter-key": "enterkeyhint",
    "enterkeyhints": "enterkeyhint", "enter-key-hint": "enterkeyhint",
    "enterkeytype": "enterkeyhint", "returnkeytype": "enterkeyhint",
    "return-key-type": "enterkeyhint", "returnkey": "enterkeyhint",
    "spellchecking": "spellcheck", "spell-check": "spellcheck", "spell-checking": "spellcheck",
    "spellcheck-enabled": "spellcheck", "inputtype": "type", "input-type": "type",
    "input_type": "type",
  ]

  /// Attributes of HTML (every element, since editing hosts can be any element), obsolete
  /// presentational attributes, and browser-specific attributes that are real. `aria-*`,
  /// `data-*` and `on*` names are known by prefix.
  static let knownAttributes: Set<String> = [
    // Global attributes.
    "accesskey", "anchor", "autocapitalize", "autocorrect", "autofocus", "class",
    "contenteditable", "dir", "draggable", "enterkeyhint", "exportparts", "hidden", "id",
    "inert", "inputmode", "is", "itemid", "itemprop", "itemref", "itemscope", "itemtype", "lang",
    "nonce", "part", "popover", "role", "slot", "spellcheck", "style", "tabindex", "title",
    "translate", "writingsuggestions", "virtualkeyboardpolicy", "xmlns", "headingoffset",
    "headingreset", "about", "property", "resource", "typeof", "vocab", "prefix", "datatype",
    "rev", "inlist", "content",
    // Forms and form controls.
    "accept", "accept-charset", "action", "alpha", "alt", "autocomplete", "capture", "checked",
    "colorspace", "cols", "dirname", "disabled", "enctype", "for", "form", "formaction",
    "formenctype", "formmethod", "formnovalidate", "formtarget", "height", "label", "list",
    "max", "maxlength", "method", "min", "minlength", "multiple", "name", "novalidate",
    "pattern", "placeholder", "popovertarget", "popovertargetaction", "readonly", "required",
    "rows", "selected", "size", "src", "step", "switch", "target", "type", "value", "width",
    "wrap", "command", "commandfor", "usemap", "ismap",
    // Browser-specific but real.
    "autosave", "results", "incremental", "webkitdirectory", "directory", "mozdirectory",
    "mozactionhint", "x-webkit-speech", "x-webkit-grammar", "x-moz-errormessage",
    "x-inputmode", "x-ms-format-detection", "x-apple-data-detectors", "nwdirectory",
    "nwsaveas", "mozbrowser", "x-ms-acceleratorkey",
    // Links, media, embedded content, tables, metadata.
    "href", "hreflang", "download", "ping", "rel", "referrerpolicy", "media", "sizes",
    "srcset", "loading", "decoding", "fetchpriority", "crossorigin", "integrity", "async",
    "defer", "charset", "http-equiv", "datetime", "cite", "open", "start", "reversed", "span",
    "colspan", "rowspan", "headers", "scope", "abbr", "high", "low", "optimum", "kind",
    "srclang", "default", "controls", "autoplay", "loop", "muted", "playsinline", "poster",
    "preload", "sandbox", "allow", "allowfullscreen", "srcdoc", "data", "shadowrootmode",
    "shadowrootdelegatesfocus", "shadowrootclonable", "shadowrootserializable", "blocking",
    "closedby", "shape", "coords", "attributionsrc", "elementtiming", "manifest", "version",
    "profile", "scheme",
    // Obsolete but still parsed.
    "align", "valign", "bgcolor", "background", "border", "cellpadding", "cellspacing", "char",
    "charoff", "clear", "color", "compact", "face", "frame", "frameborder", "hspace", "vspace",
    "language", "longdesc", "marginheight", "marginwidth", "noresize", "noshade", "nowrap",
    "rules", "scrolling", "summary", "axis", "codebase", "classid", "archive", "declare",
    "standby", "text", "link", "vlink", "alink", "lowsrc", "event", "datasrc", "datafld",
    "dataformatas", "valuetype", "codetype",
  ]

  /// Whether `name` is an attribute to leave alone: a known one, a namespaced or
  /// framework binding (`xml:lang`, `:type`, `@input`, `[value]`, `v-model`), or one of the
  /// open-ended families (`data-*`, `aria-*`, event handlers).
  static func isKnown(_ name: String) -> Bool {
    if knownAttributes.contains(name) { return true }
    if name.hasPrefix("data-") || name.hasPrefix("aria-") { return true }
    if name.hasPrefix("on"), name.count > 2 { return true }
    return !name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }
  }

  /// The keyboard attribute `name` misspells, if any.
  static func target(for name: String, among targets: [String]) -> String? {
    if let known = knownMisspellings[name] { return targets.contains(known) ? known : nil }
    // One edit from a short name like `type` is too easy to reach by accident below 3 letters.
    guard name.count >= 3 else { return nil }
    return EditDistance.nearest(to: name, in: targets, maxDistance: 1)
  }
}

extension FormField {
  /// Whether the field has a misspelling of `target` (`tpye` for `type`): advice on `target`
  /// waits for it to be renamed, since the renamed value decides.
  func misspells(_ target: String) -> Bool {
    attributes.contains {
      !AttributeSpelling.isKnown($0.name)
        && AttributeSpelling.target(for: $0.name, among: AttributeSpelling.fieldTargets) == target
    }
  }
}
