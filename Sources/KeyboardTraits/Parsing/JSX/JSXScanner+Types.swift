/// TypeScript's types, where a `<` is never JSX: they are skipped token by token, following
/// their brackets, until what ends them.
extension JSXScanner {
  /// What a type's tokens have reached.
  private struct TypeState {
    /// Open `(`, `[`, `{` and `<` inside the type.
    var nesting = 0
    /// Whether the last token can end a type (a name, a literal, a closing bracket), so that a
    /// `{` after it is a function body rather than an object type.
    var canEnd = false
  }

  /// Words after which a type continues (`keyof T`, `T extends U`, `x is string`).
  private static let typeOperatorWords: [JSXKeyword] = [
    .keyof, .typeof, .extends, .infer, .is, .asserts, .readonly, .unique, .new, .in, .as,
    .satisfies,
  ]

  /// An annotation after `:`, up to what ends it at its own level: `=`, `,`, `;`, a closing
  /// bracket, a function body's `{`, for a return type the arrow `=>`, or a line break after a
  /// complete type (`let a: T` without a `;`) that no operator continues.
  mutating func skipAnnotation(isReturnType: Bool) {
    var state = TypeState()
    while !isStopped {
      let lineBreakBefore = skipTriviaNoting()
      guard position < bytes.count else { return }
      let byte = bytes[position]
      if state.nesting == 0 {
        if lineBreakBefore, state.canEnd, !Self.continuesType(byte) { return }
        let next = self.byte(at: position + 1)
        switch byte {
        case UInt8(ascii: "=") where next == UInt8(ascii: ">"):
          if isReturnType { return }
        case UInt8(ascii: "="), UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ")"),
          UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: ">"):
          return
        case UInt8(ascii: "{") where state.canEnd:
          return
        default: break
        }
      }
      stepType(&state)
    }
  }

  /// `type Name<T> = …`, from after `type` to the `;` or the line break that ends it.
  mutating func skipTypeAlias() {
    var state = TypeState()
    var sawEquals = false
    while !isStopped {
      let lineBreakBefore = skipTriviaNoting()
      guard position < bytes.count else { return }
      let byte = bytes[position]
      if state.nesting == 0 {
        if byte == UInt8(ascii: ";") {
          position += 1
          return
        }
        if byte == UInt8(ascii: "}") || byte == UInt8(ascii: ")") { return }
        // Without a `;`, a line break after a complete type ends it, unless an operator
        // continues it on the next line.
        if sawEquals, lineBreakBefore, state.canEnd, !Self.continuesType(byte) { return }
        if byte == UInt8(ascii: "="), self.byte(at: position + 1) != UInt8(ascii: ">") {
          sawEquals = true
          state.canEnd = false
          position += 1
          continue
        }
      }
      stepType(&state)
    }
  }

  /// `interface Name<T> extends Base { … }`, from after `interface` to its closing `}`.
  mutating func skipInterface() {
    var state = TypeState()
    while !isStopped {
      skipTrivia()
      guard position < bytes.count else { return }
      let isBody = state.nesting == 0 && bytes[position] == UInt8(ascii: "{")
      stepType(&state)
      if isBody {
        // The body is done when its brace closes.
        while !isStopped, state.nesting > 0, position < bytes.count {
          skipTrivia()
          guard position < bytes.count else { break }
          stepType(&state)
        }
        return
      }
    }
  }

  /// Type arguments or parameters from their `<` to just after the matching `>`.
  mutating func skipTypeArguments() {
    var state = TypeState()
    repeat {
      skipTrivia()
      guard position < bytes.count else { break }
      stepType(&state)
    } while !isStopped && state.nesting > 0
  }

  /// One token of a type.
  private mutating func stepType(_ state: inout TypeState) {
    let byte = bytes[position]
    switch byte {
    case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: "<"):
      guard enter() else { return }
      state.nesting += 1
      state.canEnd = false
      position += 1
    case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: ">"):
      if state.nesting > 0 {
        state.nesting -= 1
        depth -= 1
      }
      state.canEnd = true
      position += 1
    case UInt8(ascii: "="):
      state.canEnd = false
      position += self.byte(at: position + 1) == UInt8(ascii: ">") ? 2 : 1
    case UInt8(ascii: "\""), UInt8(ascii: "'"):
      skipString()
      state.canEnd = true
    case UInt8(ascii: "`"):
      scanTemplate()
      state.canEnd = true
    case UInt8(ascii: "0")...UInt8(ascii: "9"):
      skipNumber()
      state.canEnd = true
    default:
      if Self.startsIdentifier(byte) {
        let start = position
        skipIdentifier()
        let keyword = JSXKeyword.named(bytes, start..<position)
        state.canEnd = !(keyword.map(Self.typeOperatorWords.contains) ?? false)
      } else {
        state.canEnd = false
        position += 1
      }
    }
  }

  /// Skips white space and comments; true when a line break was among them.
  private mutating func skipTriviaNoting() -> Bool {
    let start = position
    skipTrivia()
    return bytes[start..<position].contains(0x0A) || bytes[start..<position].contains(0x0D)
  }

  /// Whether a line that starts with `byte` continues the type before it.
  private static func continuesType(_ byte: UInt8) -> Bool {
    [
      UInt8(ascii: "|"), UInt8(ascii: "&"), UInt8(ascii: "."), UInt8(ascii: "?"),
      UInt8(ascii: ":"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: ","),
      UInt8(ascii: "="), UInt8(ascii: "["),
    ].contains(byte)
  }
}
