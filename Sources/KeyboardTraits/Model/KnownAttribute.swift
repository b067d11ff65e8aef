/// An attribute kbtraits reads: its predictions, rules and reports ask for these by case
/// (`field[.inputmode]`, `field.has(.required)`), so a misspelt name is a compile error and a
/// lookup is a read of the table ``FieldAttributes`` fills once.
///
/// Cases are the HTML names, a hyphen starting a capital (`aria-label` is ``ariaLabel``).
/// Attributes outside this list (`data-*`, the names a typo rule compares) are looked up by
/// name.
public enum KnownAttribute: UInt8, CaseIterable, Sendable, Hashable {
  // What the keyboard shows and the typing aids on it.
  case type, inputmode, enterkeyhint, autocapitalize, autocorrect, spellcheck
  case writingsuggestions, autocomplete, virtualkeyboardpolicy, passwordrules
  // Constraints and state.
  case pattern, min, max, step, minlength, maxlength, size, multiple, accept, list
  case required, readonly, disabled, value, checked
  // What names and labels the field.
  case name, id, `class`, title, placeholder, ariaLabel, ariaLabelledby, ariaAutocomplete
  case ariaMultiline, role, `for`
  // Focus and editing.
  case hidden, inert, contenteditable, tabindex, autofocus
  // The form and links.
  case form, action, method, novalidate, href, rows
  // What makes another element focusable or a likely captcha.
  case src, controls
  // Script that acts as the user types (a form that is never submitted).
  case oninput, onchange

  /// The attribute's name in HTML, lower-case (`aria-label`).
  public var htmlName: String {
    switch self {
    case .type: "type"
    case .inputmode: "inputmode"
    case .enterkeyhint: "enterkeyhint"
    case .autocapitalize: "autocapitalize"
    case .autocorrect: "autocorrect"
    case .spellcheck: "spellcheck"
    case .writingsuggestions: "writingsuggestions"
    case .autocomplete: "autocomplete"
    case .virtualkeyboardpolicy: "virtualkeyboardpolicy"
    case .passwordrules: "passwordrules"
    case .pattern: "pattern"
    case .min: "min"
    case .max: "max"
    case .step: "step"
    case .minlength: "minlength"
    case .maxlength: "maxlength"
    case .size: "size"
    case .multiple: "multiple"
    case .accept: "accept"
    case .list: "list"
    case .required: "required"
    case .readonly: "readonly"
    case .disabled: "disabled"
    case .value: "value"
    case .checked: "checked"
    case .name: "name"
    case .id: "id"
    case .class: "class"
    case .title: "title"
    case .placeholder: "placeholder"
    case .ariaLabel: "aria-label"
    case .ariaLabelledby: "aria-labelledby"
    case .ariaAutocomplete: "aria-autocomplete"
    case .ariaMultiline: "aria-multiline"
    case .role: "role"
    case .for: "for"
    case .hidden: "hidden"
    case .inert: "inert"
    case .contenteditable: "contenteditable"
    case .tabindex: "tabindex"
    case .autofocus: "autofocus"
    case .form: "form"
    case .action: "action"
    case .method: "method"
    case .novalidate: "novalidate"
    case .href: "href"
    case .rows: "rows"
    case .src: "src"
    case .controls: "controls"
    case .oninput: "oninput"
    case .onchange: "onchange"
    }
  }

  /// The attribute named `name`, ASCII case-insensitive (`inputMode` is ``inputmode``); nil for
  /// a name outside the list.
  public init?(name: String) {
    guard let known = name.withUTF8Chunk(KnownAttributeLookup.attribute(named:)) else {
      return nil
    }
    self = known
  }

  /// The attribute whose name is the UTF-8 `bytes`, ASCII case-insensitive, without making a
  /// `String` of them.
  package init?(utf8 bytes: ByteChunk) {
    guard let known = KnownAttributeLookup.attribute(named: bytes) else { return nil }
    self = known
  }
}

/// Finds a ``KnownAttribute`` by name: an open-addressing table over a hash of the name,
/// lower-cased and read as three eight-byte words, then one comparison of those words with the
/// candidate's. Most names a page has (`class`, `style`, `data-*`) are not known and land on an
/// empty slot; a Swift `switch` on strings would compare them with every case.
enum KnownAttributeLookup {
  /// A name as the lookup compares it: its bytes, ASCII lower-cased and zero-padded, and its
  /// length (which tells `type` from `type\0`).
  private struct PackedName: Equatable {
    var words: (UInt64, UInt64, UInt64)
    var count: Int

    init(_ bytes: ByteChunk) {
      words = (
        ByteWord.asciiLowercased(ByteWord.loadPadded(bytes, at: 0)),
        ByteWord.asciiLowercased(ByteWord.loadPadded(bytes, at: 8)),
        ByteWord.asciiLowercased(ByteWord.loadPadded(bytes, at: 16))
      )
      count = bytes.count
    }

    static func == (lhs: PackedName, rhs: PackedName) -> Bool {
      lhs.count == rhs.count && lhs.words == rhs.words
    }

    /// The home slot: the words mixed by multiplications whose top bits are kept.
    var slot: Int {
      let mixed =
        (words.0 &* 0x9E37_79B9_7F4A_7C15) ^ (words.1 &* 0xC2B2_AE3D_27D4_EB4F) ^ words.2
        ^ UInt64(count)
      return Int(truncatingIfNeeded: (mixed &* 0x1656_67B1_9E37_79F9) >> UInt64(64 - slotBits))
    }
  }

  /// The longest name the words hold.
  private static let longestName = 24
  private static let slotBits = 8
  /// About five times as many slots as cases keeps probe runs short.
  private static let slotCount = 1 << slotBits

  /// The slots, each a case's raw value plus one (0 is empty), and the cases' names by raw
  /// value: one value, so that a lookup reads one global.
  private struct Tables {
    var slots: [UInt8]
    var names: [PackedName]
  }

  private static let tables: Tables = {
    let names = KnownAttribute.allCases.map { known in
      let name = known.htmlName
      precondition(name.utf8.count <= longestName, "\(name) is longer than the lookup reads")
      return name.withUTF8Chunk(PackedName.init)
    }
    var slots = [UInt8](repeating: 0, count: slotCount)
    for (raw, name) in names.enumerated() {
      var slot = name.slot
      while slots[slot] != 0 { slot = (slot + 1) & (slotCount - 1) }
      slots[slot] = UInt8(raw + 1)
    }
    return Tables(slots: slots, names: names)
  }()

  static func attribute(named bytes: ByteChunk) -> KnownAttribute? {
    guard bytes.count >= 2, bytes.count <= longestName else { return nil }
    let name = PackedName(bytes)
    let tables = tables
    var slot = name.slot
    while true {
      let entry = tables.slots[slot]
      if entry == 0 { return nil }
      if tables.names[Int(entry - 1)] == name { return KnownAttribute(rawValue: entry - 1) }
      slot = (slot + 1) & (slotCount - 1)
    }
  }
}
