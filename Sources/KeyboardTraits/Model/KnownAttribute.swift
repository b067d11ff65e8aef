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
    }
  }

  /// The attribute named `name`, ASCII case-insensitive (`inputMode` is ``inputmode``); nil for
  /// a name outside the list.
  public init?(name: String) {
    guard let known = name.withContiguousUTF8(KnownAttributeLookup.attribute(named:)) else {
      return nil
    }
    self = known
  }

  /// The attribute whose name is the UTF-8 `bytes`, ASCII case-insensitive, without making a
  /// `String` of them.
  package init?(utf8 bytes: UnsafeBufferPointer<UInt8>) {
    guard let known = KnownAttributeLookup.attribute(named: bytes) else { return nil }
    self = known
  }
}

/// Finds a ``KnownAttribute`` by name: an open-addressing table over a hash of the name's
/// length and a few of its bytes, then one byte comparison with the candidate. Most names a
/// page has (`class`, `style`, `data-*`) are not known and land on an empty slot; a Swift
/// `switch` on strings would compare them with every case.
enum KnownAttributeLookup {
  /// Slots hold a case's raw value plus one; 0 is empty. Four times as many slots as cases
  /// keeps probe runs short.
  private static let slotBits = 8
  private static let slotCount = 1 << slotBits

  private static let slots: [UInt8] = {
    var slots = [UInt8](repeating: 0, count: slotCount)
    for known in KnownAttribute.allCases {
      var slot = known.htmlName.withContiguousUTF8(slot(of:))
      while slots[slot] != 0 { slot = (slot + 1) & (slotCount - 1) }
      slots[slot] = known.rawValue + 1
    }
    return slots
  }()

  /// The names' UTF-8 bytes one after another, and where each case's starts (by raw value).
  private static let nameBytes: [UInt8] = KnownAttribute.allCases.flatMap {
    Array($0.htmlName.utf8)
  }
  private static let nameStarts: [Int] = KnownAttribute.allCases.reduce(into: [0]) {
    starts, known in starts.append(starts[starts.count - 1] + known.htmlName.utf8.count)
  }

  /// The longest name: anything longer is unknown without hashing.
  private static let longestName = KnownAttribute.allCases.map(\.htmlName.utf8.count).max() ?? 0

  static func attribute(named bytes: UnsafeBufferPointer<UInt8>) -> KnownAttribute? {
    guard bytes.count >= 2, bytes.count <= longestName else { return nil }
    var slot = slot(of: bytes)
    while true {
      let entry = slots[slot]
      if entry == 0 { return nil }
      let candidate = KnownAttribute(rawValue: entry - 1)!
      if matches(bytes, candidate) { return candidate }
      slot = (slot + 1) & (slotCount - 1)
    }
  }

  /// Whether `bytes` spell `known`'s name, ignoring ASCII case.
  private static func matches(
    _ bytes: UnsafeBufferPointer<UInt8>, _ known: KnownAttribute
  ) -> Bool {
    let start = nameStarts[Int(known.rawValue)]
    guard nameStarts[Int(known.rawValue) + 1] - start == bytes.count else { return false }
    return nameBytes.withUnsafeBufferPointer { names in
      for offset in 0..<bytes.count where bytes[offset].asciiLowercased != names[start + offset] {
        return false
      }
      return true
    }
  }

  /// The length and the first, second, middle and last bytes (ASCII letters folded to lower
  /// case), mixed by a multiplication whose top bits are the slot. Every name has two bytes.
  private static func slot(of bytes: UnsafeBufferPointer<UInt8>) -> Int {
    let count = bytes.count
    let key =
      UInt64(count) | UInt64(bytes[0] | 0x20) << 8 | UInt64(bytes[1] | 0x20) << 16
      | UInt64(bytes[count / 2] | 0x20) << 24 | UInt64(bytes[count - 1] | 0x20) << 32
    return Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> (64 - slotBits))
  }
}
