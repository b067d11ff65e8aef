import KeyboardTraits
import KeyboardTraitsLint

/// What the folder report's index counts while the scan streams: per situation, per folder and
/// per files page. Each is bounded by the situations, folders or pages there are, never by
/// the fields.
enum FolderReportTallies {
  /// Short codes for the rules and keyboards the index's rows name in their `data-r` and
  /// `data-k`: each a number in order of first use, which the index's `#codes` element turns
  /// back into names for the script. A files page's row names all the rules and keyboards on
  /// its page: by name it was 2 kB, most of the index.
  struct Codes {
    private(set) var ruleNames: [String] = []
    private(set) var keyboardNames: [String] = []
    private var ruleCodes: [String: Int] = [:]
    private var keyboardCodes: [String: Int] = [:]

    /// `rules`, each as its code, in the order of the codes.
    mutating func rules(_ rules: some Sequence<String>) -> String {
      codes(rules, in: &ruleCodes, list: &ruleNames).joined(separator: " ")
    }

    /// `keyboards`, each as its code, one per line.
    mutating func keyboards(_ keyboards: some Sequence<String>) -> String {
      codes(keyboards, in: &keyboardCodes, list: &keyboardNames).joined(separator: "\n")
    }

    /// The element that gives the codes back their names, for the script.
    var element: String {
      "<div id=\"codes\" hidden data-rule-codes=\""
        + HTMLEscaping.attribute(ruleNames.joined(separator: " ")) + "\" data-keyboard-codes=\""
        + HTMLEscaping.attribute(keyboardNames.joined(separator: "\n")) + "\"></div>\n"
    }

    private func codes(
      _ names: some Sequence<String>, in table: inout [String: Int], list: inout [String]
    ) -> [String] {
      // Sorted first: a set's order changes from run to run, and so would the codes.
      names.sorted().map { name in
        if let code = table[name] { return code }
        table[name] = list.count
        list.append(name)
        return list.count - 1
      }.sorted().map(String.init)
    }
  }

  /// One keyboard situation's fields.
  struct Situation {
    /// The situation.
    var situation: KeyboardSituation
    /// Its fields.
    var fields = 0
    /// Its fields by their most serious finding: errors, warnings, notes, none.
    var buckets = [0, 0, 0, 0]
    /// Its fields per rule of their findings.
    var rules: [String: Int] = [:]

    /// The groups a situation's fields are listed in, most serious first.
    static let bucketCount = 4

    init(_ situation: KeyboardSituation) { self.situation = situation }

    /// The group of a field whose most serious finding is `severity`.
    static func bucket(_ severity: Severity?) -> Int {
      switch severity {
      case .error: 0
      case .warning: 1
      case .note: 2
      case nil: 3
      }
    }

    /// Counts `field`.
    mutating func add(_ field: FolderReportFile.Field) {
      fields += 1
      buckets[Self.bucket(field.severity)] += 1
      for rule in field.rules { rules[rule, default: 0] += 1 }
    }

    /// The file name of page `number` (from 1) of the situation's fields.
    func pageName(_ number: Int) -> String {
      number == 1 ? "\(situation.id).html" : "\(situation.id)-\(number).html"
    }

    /// Most fields with errors first, then warnings, notes, most fields, id.
    static func ranksBefore(_ lhs: Situation, _ rhs: Situation) -> Bool {
      let left = (lhs.buckets[0], lhs.buckets[1], lhs.buckets[2], lhs.fields)
      let right = (rhs.buckets[0], rhs.buckets[1], rhs.buckets[2], rhs.fields)
      return left != right ? left > right : lhs.situation.id < rhs.situation.id
    }
  }

  /// One folder's files.
  struct Folder {
    /// The folder's path (`.` for files at the top).
    var name: String
    /// The files page of its first file, and that file's anchor.
    var firstPage: Int
    var anchor: String
    var files = 0
    var fields = 0
    var findings = 0
    var errors = 0

    init(name: String, firstPage: Int, anchor: String) {
      self.name = name
      self.firstPage = firstPage
      self.anchor = anchor
    }

    /// Counts one file.
    mutating func add(_ tally: ReportFileTally) {
      files += 1
      fields += tally.totals.fields
      findings += tally.findings
      errors += tally.totals.errors
    }

    /// The folder of `path`: everything before its last `/`, or `.`.
    static func name(of path: String) -> String {
      guard let slash = path.lastIndex(of: "/") else { return "." }
      return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// Most findings first, then most errors, then by name.
    static func ranksBefore(_ lhs: Folder, _ rhs: Folder) -> Bool {
      if lhs.findings != rhs.findings { return lhs.findings > rhs.findings }
      if lhs.errors != rhs.errors { return lhs.errors > rhs.errors }
      return lhs.name.utf8.lexicographicallyPrecedes(rhs.name.utf8)
    }
  }

  /// One files page, for its row in the index: what it holds, its first and last paths and the
  /// folders in between (at most ``folderLimit``), which the index's file filter searches. Not
  /// every path: the index would then grow with the files, 45 bytes each.
  struct FilesPage {
    var number: Int
    var files = 0
    var fields = 0
    var findings = 0
    var firstPath = ""
    var lastPath = ""
    var folders: [String] = []
    var rules: Set<String> = []
    var keyboards: Set<String> = []
    var differs = false

    init(number: Int) { self.number = number }

    /// Counts `file` (its findings only where it starts: `tally` is nil on the page a long
    /// file continues on).
    mutating func add(_ file: FolderReportFile, tally: ReportFileTally?) {
      files += 1
      findings += tally?.findings ?? 0
      if files == 1 { firstPath = file.path }
      lastPath = file.path
      let folder = Folder.name(of: file.path)
      if folders.count < Self.folderLimit, folders.last != folder, !folders.contains(folder) {
        folders.append(folder)
      }
      rules.formUnion(file.rules)
      keyboards.formUnion(file.keyboards)
      differs = differs || file.differs
    }

    /// How many folders a page's row names for the file filter.
    static let folderLimit = 20

    /// The page's row in the index's table of files pages, its rules and keyboards as `codes`.
    func indexRow(_ codes: inout Codes) -> String {
      let range =
        files == 1
        ? HTMLReportRenderer.breakable(firstPath)
        : HTMLReportRenderer.breakable(firstPath) + " \u{2026} "
          + HTMLReportRenderer.breakable(lastPath)
      let searched = [firstPath, lastPath] + folders
      return "<tr data-r=\"\(codes.rules(rules))\" "
        + "data-k=\"\(HTMLEscaping.attribute(codes.keyboards(keyboards)))\""
        + (differs ? " data-d" : "")
        + " data-p=\"\(HTMLEscaping.attribute(searched.joined(separator: "\n")))\">"
        + "<td><a href=\"files/\(number).html\">\(number)</a></td><td>\(range)</td>"
        + "<td class=\"num\">\(NumberText.grouped(files))</td>"
        + "<td class=\"num\">\(NumberText.grouped(fields))</td>"
        + "<td class=\"num\">\(NumberText.grouped(findings))</td></tr>\n"
    }
  }
}
