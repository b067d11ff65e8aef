/// Git's `wildmatch` (`wildmatch.c`), byte for byte: `*`, `?`, `[...]` classes with ranges,
/// `!`/`^` negation and `[:alpha:]`-style names, `\` escapes, and with `pathname` set, `*` and `?`
/// that stop at `/` while `**` between slashes crosses them. Case-sensitive, as git is on Linux.
enum Wildmatch {
  /// Whether `pattern` matches all of `text`.
  static func matches(_ pattern: [UInt8], _ text: [UInt8], pathname: Bool) -> Bool {
    Matcher(pattern: pattern, text: text, pathname: pathname).match(0, 0) == .match
  }

  private enum Outcome: Equatable { case match, noMatch, abortAll, abortToStarStar }

  private struct Matcher {
    let pattern: [UInt8]
    let text: [UInt8]
    let pathname: Bool

    private static let star = UInt8(ascii: "*")
    private static let slash = UInt8(ascii: "/")
    private static let backslash = UInt8(ascii: "\\")
    private static let closeBracket = UInt8(ascii: "]")

    /// The byte at `index`, or 0 past the end (the C code's terminating NUL).
    private func p(_ index: Int) -> UInt8 { index < pattern.count ? pattern[index] : 0 }
    private func t(_ index: Int) -> UInt8 { index < text.count ? text[index] : 0 }

    private static func isGlobSpecial(_ byte: UInt8) -> Bool {
      byte == star || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "[") || byte == backslash
    }

    func match(_ patternStart: Int, _ textStart: Int) -> Outcome {
      var pi = patternStart
      var ti = textStart
      while p(pi) != 0 {
        var patternByte = p(pi)
        var textByte = t(ti)
        if textByte == 0 && patternByte != Self.star { return .abortAll }
        switch patternByte {
        case Self.backslash:
          // A literal match with the next byte (a trailing backslash matches nothing).
          pi += 1
          patternByte = p(pi)
          if textByte != patternByte { return .noMatch }
        case UInt8(ascii: "?"):
          if pathname && textByte == Self.slash { return .noMatch }
        case Self.star:
          var matchSlash: Bool
          pi += 1
          if p(pi) == Self.star {
            let before = pi - 2
            repeat { pi += 1 } while p(pi) == Self.star
            if !pathname {
              matchSlash = true
            } else if (before < patternStart || p(before) == Self.slash)
              && (p(pi) == 0 || p(pi) == Self.slash
                || (p(pi) == Self.backslash && p(pi + 1) == Self.slash))
            {
              // `**/` may match no folder at all: try the rest right here first.
              if p(pi) == Self.slash && match(pi + 1, ti) == .match { return .match }
              matchSlash = true
            } else {
              matchSlash = false
            }
          } else {
            matchSlash = !pathname
          }
          if p(pi) == 0 {
            // A trailing `**` matches everything; a trailing `*` only up to the next slash.
            if !matchSlash && text[min(ti, text.count)...].contains(Self.slash) { return .noMatch }
            return .match
          } else if !matchSlash && p(pi) == Self.slash {
            // One `*` followed by a slash matches the rest of this path component.
            guard let slashIndex = text[min(ti, text.count)...].firstIndex(of: Self.slash) else {
              return .noMatch
            }
            ti = slashIndex
            break
          }
          while true {
            if textByte == 0 { break }
            // Skip ahead to the literal that must follow the star.
            if !Self.isGlobSpecial(p(pi)) {
              let literal = p(pi)
              while true {
                textByte = t(ti)
                if textByte == 0 || (!matchSlash && textByte == Self.slash) { break }
                if textByte == literal { break }
                ti += 1
              }
              if textByte != literal { return .noMatch }
            }
            let outcome = match(pi, ti)
            if outcome != .noMatch {
              if !matchSlash || outcome != .abortToStarStar { return outcome }
            } else if !matchSlash && textByte == Self.slash {
              return .abortToStarStar
            }
            ti += 1
            textByte = t(ti)
          }
          return .abortAll
        case UInt8(ascii: "["):
          switch matchClass(&pi, textByte) {
          case .some(true): break
          case .some(false): return .noMatch
          case .none: return .abortAll
          }
        default:
          if textByte != patternByte { return .noMatch }
        }
        pi += 1
        ti += 1
      }
      return t(ti) != 0 ? .noMatch : .match
    }

    /// Matches `textByte` against the class opening at `pi` and leaves `pi` on its `]`; `nil`
    /// when the class is malformed (git then gives up on the whole pattern).
    private func matchClass(_ pi: inout Int, _ textByte: UInt8) -> Bool? {
      pi += 1
      var classByte = p(pi)
      if classByte == UInt8(ascii: "^") { classByte = UInt8(ascii: "!") }
      let negated = classByte == UInt8(ascii: "!")
      if negated {
        pi += 1
        classByte = p(pi)
      }
      var previous: UInt8 = 0
      var matched = false
      repeat {
        if classByte == 0 { return nil }
        if classByte == Self.backslash {
          pi += 1
          classByte = p(pi)
          if classByte == 0 { return nil }
          if textByte == classByte { matched = true }
        } else if classByte == UInt8(ascii: "-") && previous != 0 && p(pi + 1) != 0
          && p(pi + 1) != Self.closeBracket
        {
          pi += 1
          classByte = p(pi)
          if classByte == Self.backslash {
            pi += 1
            classByte = p(pi)
            if classByte == 0 { return nil }
          }
          if textByte <= classByte && textByte >= previous { matched = true }
          classByte = 0  // a range cannot start another range
        } else if classByte == UInt8(ascii: "[") && p(pi + 1) == UInt8(ascii: ":") {
          let nameStart = pi + 2
          pi = nameStart
          while p(pi) != 0 && p(pi) != Self.closeBracket { pi += 1 }
          classByte = p(pi)
          if classByte == 0 { return nil }
          let nameLength = pi - nameStart - 1
          if nameLength < 0 || p(pi - 1) != UInt8(ascii: ":") {
            // No closing `:]`: the `[` is an ordinary member of the set.
            pi = nameStart - 2
            classByte = UInt8(ascii: "[")
            if textByte == classByte { matched = true }
          } else {
            let name = String(
              decoding: pattern[nameStart..<(nameStart + nameLength)], as: UTF8.self)
            guard let isMember = Self.characterClass(name) else { return nil }
            if isMember(textByte) { matched = true }
            classByte = 0
          }
        } else if textByte == classByte {
          matched = true
        }
        previous = classByte
        pi += 1
        classByte = p(pi)
      } while classByte != Self.closeBracket
      if matched == negated || (pathname && textByte == Self.slash) { return false }
      return true
    }

    /// The POSIX classes in the C locale.
    private static func characterClass(_ name: String) -> ((UInt8) -> Bool)? {
      let digit: (UInt8) -> Bool = { (0x30...0x39).contains($0) }
      let upper: (UInt8) -> Bool = { (0x41...0x5A).contains($0) }
      let lower: (UInt8) -> Bool = { (0x61...0x7A).contains($0) }
      let alpha: (UInt8) -> Bool = { upper($0) || lower($0) }
      let graph: (UInt8) -> Bool = { (0x21...0x7E).contains($0) }
      switch name {
      case "alnum": return { alpha($0) || digit($0) }
      case "alpha": return alpha
      case "blank": return { $0 == 0x20 || $0 == 0x09 }
      case "cntrl": return { $0 < 0x20 || $0 == 0x7F }
      case "digit": return digit
      case "graph": return graph
      case "lower": return lower
      case "print": return { (0x20...0x7E).contains($0) }
      case "punct": return { graph($0) && !alpha($0) && !digit($0) }
      case "space": return { $0 == 0x20 || (0x09...0x0D).contains($0) }
      case "upper": return upper
      case "xdigit":
        return { digit($0) || (0x41...0x46).contains($0) || (0x61...0x66).contains($0) }
      default: return nil
      }
    }
  }
}
