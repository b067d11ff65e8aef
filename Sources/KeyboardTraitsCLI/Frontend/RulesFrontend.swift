import KeyboardTraitsLint
import KeyboardTraitsReport

/// `kbtraits rules`'s run: the rule catalogue on standard output.
struct RulesFrontend: Frontend {
  let format: RuleListFormat

  func run() -> RunOutcome {
    let output = StandardOutput()
    switch format {
    case .text: output.write(RuleDocumentation.textList())
    case .json: output.write(RuleDocumentation.json().rendered() + "\n")
    case .markdown: output.write(RuleDocumentation.catalogueMarkdown())
    }
    output.flush()
    return .success
  }
}
