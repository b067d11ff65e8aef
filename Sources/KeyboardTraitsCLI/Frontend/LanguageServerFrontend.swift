import Foundation
import KeyboardTraitsLanguageServer

/// `kbtraits lsp`'s run: the language server, over standard input and output, until the client
/// ends the session.
struct LanguageServerFrontend: Frontend {
  /// The server's own exit status: 0 after `shutdown` then `exit`, 1 otherwise (LSP's rule).
  func run() -> RunOutcome {
    // A client that goes away while the server writes must not kill it with SIGPIPE: the write
    // fails and the session ends at the end of its input.
    signal(SIGPIPE, SIG_IGN)
    let status = KBTraitsLanguageServer.serve(
      input: FileHandle.standardInput, output: FileHandle.standardOutput)
    return RunOutcome(status: status)
  }
}
