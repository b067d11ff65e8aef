/// The words that change what may follow them, recognised from bytes without making a String
/// for every identifier of the file.
enum JSXKeyword: CaseIterable {
  // An expression may follow.
  case `return`, `typeof`, `instanceof`, `in`, `of`, `new`, `delete`, `void`, `throw`, `yield`
  case `await`, `extends`, `export`, `declare`, `case`, `default`
  // A statement follows.
  case `else`, `do`, `try`, `finally`
  // A parenthesised head follows.
  case `if`, `while`, `for`, `with`, `switch`, `catch`
  // A declaration's body follows.
  case `class`, `enum`
  // TypeScript.
  case `type`, `interface`, `keyof`, `infer`, `is`, `asserts`, `readonly`, `unique`, `as`
  case `satisfies`, `const`
  // Literals in attribute values.
  case `true`, `false`, `null`, `undefined`

  /// The keyword spelled by `bytes[range]`, or nil.
  static func named(_ bytes: [UInt8], _ range: Range<Int>) -> JSXKeyword? {
    let length = range.count
    guard length >= 2, length <= 10, length < spellings.count else { return nil }
    let first = bytes[range.lowerBound]
    for (keyword, spelling) in spellings[length] where spelling[0] == first {
      if bytes[range].elementsEqual(spelling) { return keyword }
    }
    return nil
  }

  /// Each keyword's bytes, by length.
  private static let spellings: [[(JSXKeyword, [UInt8])]] = {
    var table = [[(JSXKeyword, [UInt8])]](repeating: [], count: 11)
    for keyword in allCases {
      let spelling = Array("\(keyword)".utf8)
      table[spelling.count].append((keyword, spelling))
    }
    return table
  }()
}
