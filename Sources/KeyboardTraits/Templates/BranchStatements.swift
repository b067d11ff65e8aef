/// Reads the conditionals of a template from the statements its masker blanked: which opens a
/// block (`{% if %}`, `@if(…)`, `{#if …}`, `<% if x %>`, `{{#if x}}`, `#if(…):`), which starts
/// the next alternative (`{% elif %}`, `{% else %}`, `@elseif`, `{:else}`, `<% elsif %>`,
/// `{{else}}`, `#else:`, Liquid's `{% when %}`) and which closes it, in each syntax's own words,
/// into ``TemplateBranches``. Vue's `v-if`/`v-else` and Angular's `*ngIf … else` and `@if {}`
/// blocks are elements and braces, read by ``BindingMasker``.
enum BranchStatements {
  /// Reads every masked statement of `buffer` in source order into its branch recorder.
  static func read(_ buffer: inout MaskingBuffer, syntax: SourceSyntax) {
    guard let family = Family(syntax) else { return }
    let lead = family.lead
    var commentIndex = 0
    let comments = buffer.mask.comments
    for range in buffer.mask.ranges {
      // A statement in a template comment (`{% comment %}{% if %}…`) is text.
      while commentIndex < comments.count,
        comments[commentIndex].bytes.upperBound <= range.bytes.lowerBound
      {
        commentIndex += 1
      }
      if commentIndex < comments.count,
        comments[commentIndex].bytes.lowerBound < range.bytes.upperBound
      {
        continue
      }
      guard range.bytes.count <= maximumLength,
        buffer.original[range.bytes].starts(with: lead)
      else { continue }
      let text = buffer.originalString(range.bytes)
      if let statement = family.statement(Substring(text)) {
        buffer.branches.read(statement, at: range.bytes)
      }
    }
  }

  /// A statement longer than this is code, not a block's opener.
  private static let maximumLength = 2000

  /// The statement syntaxes.
  private enum Family {
    case jinja, liquid, nunjucks, handlebars, erb, ejs, blade, leaf, svelte

    init?(_ syntax: SourceSyntax) {
      switch syntax {
      case .html, .jinja, .twig: self = .jinja
      case .liquid: self = .liquid
      case .nunjucks: self = .nunjucks
      case .handlebars: self = .handlebars
      case .erb: self = .erb
      case .ejs: self = .ejs
      case .blade: self = .blade
      case .leaf: self = .leaf
      case .svelte: self = .svelte
      case .vue, .angular, .astro, .php, .mustache, .jsx, .tsx: return nil
      }
    }

    /// How every statement of the family starts (a cheap test before reading its text).
    var lead: [UInt8] {
      switch self {
      case .jinja, .liquid, .nunjucks: Array("{%".utf8)
      case .handlebars: Array("{{".utf8)
      case .erb, .ejs: Array("<%".utf8)
      case .blade: Array("@".utf8)
      case .leaf: Array("#".utf8)
      case .svelte: Array("{".utf8)
      }
    }

    func statement(_ text: Substring) -> BranchRecorder.Statement? {
      switch self {
      case .jinja, .liquid, .nunjucks:
        guard let inner = Self.inside(text, open: "{%", close: "%}", markers: "-+~") else {
          return nil
        }
        return blockStatement(Self.firstWord(inner))
      case .handlebars:
        guard let inner = Self.inside(text, open: "{{", close: "}}", markers: "~"),
          let first = inner.first
        else { return nil }
        let word = Self.firstWord(inner.dropFirst())
        switch first {
        case "#": return word.isEmpty ? nil : .open(word)
        case "/": return word.isEmpty ? nil : .close(word)
        case "^": return word.isEmpty ? .alternative : .open(word)
        default: return Self.firstWord(inner) == "else" ? .alternative : nil
        }
      case .erb: return Self.rubyStatement(text)
      case .ejs: return Self.javaScriptStatement(text)
      case .blade:
        guard text.first == "@" else { return nil }
        let name = Self.firstWord(text.dropFirst()).lowercased()
        let hasArguments = text.dropFirst(name.count + 1).drop { $0 == " " }.first == "("
        return blockStatement(name, hasArguments: hasArguments)
      case .leaf:
        guard text.first == "#" else { return nil }
        return blockStatement(Self.firstWord(text.dropFirst()))
      case .svelte:
        guard text.first == "{" else { return nil }
        let inner = text.dropFirst().drop { $0.isWhitespace }
        guard let first = inner.first else { return nil }
        let word = Self.firstWord(inner.dropFirst())
        switch first {
        case "#": return word.isEmpty ? nil : .open(word)
        case ":": return .alternative
        case "/": return word.isEmpty ? nil : .close(word)
        default: return nil
        }
      }
    }

    /// Words that open a block whose alternatives are read.
    private var openers: Set<String> {
      switch self {
      // Craft CMS's Twig adds `{% switch %}`, `{% case %}` and `{% default %}`.
      case .jinja: ["if", "for", "switch"]
      case .liquid: ["if", "unless", "case", "for"]
      case .nunjucks: ["if", "for", "switch"]
      case .leaf: ["if", "unless", "for", "while"]
      case .blade:
        [
          "if", "unless", "isset", "empty", "auth", "guest", "can", "cannot", "canany", "env",
          "production", "switch", "forelse", "foreach", "for", "while", "hassection",
          "sectionmissing",
        ]
      case .handlebars, .erb, .ejs, .svelte: []
      }
    }

    /// Words that start the next alternative of the innermost block.
    private var alternativeWords: Set<String> {
      switch self {
      // Django's `{% for %}…{% empty %}`, Jinja's and Twig's `{% for %}…{% else %}`.
      case .jinja: ["elif", "elseif", "else", "empty", "case", "default"]
      case .liquid: ["elsif", "else", "when"]
      case .nunjucks: ["elif", "elseif", "else", "case", "default"]
      case .leaf: ["elseif", "else"]
      case .blade:
        ["else", "elseif", "elsecan", "elsecannot", "elsecanany", "case", "default", "empty"]
      case .handlebars, .erb, .ejs, .svelte: []
      }
    }

    /// An opener, an alternative or a closer among the words of this family.
    private func blockStatement(_ word: String, hasArguments: Bool = false)
      -> BranchRecorder.Statement?
    {
      // Blade's `@empty($x)` opens a block; a bare `@empty` is `@forelse`'s other alternative.
      if self == .blade, word == "empty" { return hasArguments ? .open(word) : .alternative }
      if openers.contains(word) { return .open(word) }
      if alternativeWords.contains(word) { return .alternative }
      if word.hasPrefix("end"), openers.contains(String(word.dropFirst(3))) {
        return .close(String(word.dropFirst(3)))
      }
      return nil
    }

    /// ERB: `if`, `unless`, `case`, `while`, `until`, `for` and a trailing `do` open a block
    /// (`<%= form_with … do |f| %>`), `elsif`, `else` and `when` start an alternative, `end`
    /// closes the innermost block.
    private static func rubyStatement(_ text: Substring) -> BranchRecorder.Statement? {
      guard let code = inside(text, open: "<%", close: "%>", markers: "=-") else { return nil }
      let words = code.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" })
      guard let first = words.first.map(String.init) else { return nil }
      switch first {
      case "elsif", "else", "when": return .alternative
      case "end": return .close(nil)
      case "if", "unless", "case", "while", "until", "for":
        // `<% if x then y end %>` closes on its own line.
        return words.last == "end" ? nil : .open("block")
      default:
        if words.last == "do"
          || code.range(of: #"\bdo\s*\|[^|]*\|$"#, options: .regularExpression)
            != nil
        {
          return .open("block")
        }
        return nil
      }
    }

    /// EJS: `<% if (x) { %>` opens, `<% } else { %>` starts an alternative, `<% } %>` closes.
    private static func javaScriptStatement(_ text: Substring) -> BranchRecorder.Statement? {
      guard let code = inside(text, open: "<%", close: "%>", markers: "_-=") else { return nil }
      if code.hasPrefix("}") {
        let rest = code.dropFirst().drop { $0.isWhitespace }
        if rest.hasPrefix("else"), code.hasSuffix("{") { return .alternative }
        return rest.isEmpty || rest.hasPrefix(")") || rest.hasPrefix(";") ? .close(nil) : nil
      }
      guard code.hasSuffix("{") else { return nil }
      return .open(firstWord(code) == "if" ? "if" : "block")
    }

    /// The text between `open` and `close`, without whitespace-control `markers` and
    /// surrounding whitespace; nil when `text` is not written with these delimiters.
    private static func inside(_ text: Substring, open: String, close: String, markers: String)
      -> Substring?
    {
      guard text.hasPrefix(open), text.hasSuffix(close), text.count >= open.count + close.count
      else { return nil }
      var inner = text.dropFirst(open.count).dropLast(close.count)
      if let first = inner.first, markers.contains(first) { inner = inner.dropFirst() }
      if let last = inner.last, markers.contains(last) { inner = inner.dropLast() }
      inner = inner.drop { $0.isWhitespace }
      while let last = inner.last, last.isWhitespace { inner = inner.dropLast() }
      return inner
    }

    /// The identifier `text` starts with, after whitespace.
    private static func firstWord(_ text: Substring) -> String {
      let trimmed = text.drop { $0.isWhitespace }
      return String(trimmed.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
    }
  }
}
