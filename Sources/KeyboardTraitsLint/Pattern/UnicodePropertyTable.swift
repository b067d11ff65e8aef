import KeyboardTraits

/// The ECMAScript tables of names accepted inside `\p{…}` and `\P{…}`.
///
/// ECMA-262 requires exact, case-sensitive spelling (no UAX #44 loose matching).
enum UnicodePropertyTable {
  /// Canonical General_Category value for every accepted spelling (ECMA-262 table 68,
  /// from PropertyValueAliases.txt).
  static let generalCategories: [String: String] = {
    let groups: [[String]] = [
      ["C", "Other"], ["Cc", "Control", "cntrl"], ["Cf", "Format"],
      ["Cn", "Unassigned"], ["Co", "Private_Use"], ["Cs", "Surrogate"],
      ["L", "Letter"], ["LC", "Cased_Letter"], ["Ll", "Lowercase_Letter"],
      ["Lm", "Modifier_Letter"], ["Lo", "Other_Letter"], ["Lt", "Titlecase_Letter"],
      ["Lu", "Uppercase_Letter"], ["M", "Mark", "Combining_Mark"], ["Mc", "Spacing_Mark"],
      ["Me", "Enclosing_Mark"], ["Mn", "Nonspacing_Mark"], ["N", "Number"],
      ["Nd", "Decimal_Number", "digit"], ["Nl", "Letter_Number"], ["No", "Other_Number"],
      ["P", "Punctuation", "punct"], ["Pc", "Connector_Punctuation"],
      ["Pd", "Dash_Punctuation"], ["Pe", "Close_Punctuation"],
      ["Pf", "Final_Punctuation"], ["Pi", "Initial_Punctuation"],
      ["Po", "Other_Punctuation"], ["Ps", "Open_Punctuation"], ["S", "Symbol"],
      ["Sc", "Currency_Symbol"], ["Sk", "Modifier_Symbol"], ["Sm", "Math_Symbol"],
      ["So", "Other_Symbol"], ["Z", "Separator"], ["Zl", "Line_Separator"],
      ["Zp", "Paragraph_Separator"], ["Zs", "Space_Separator"],
    ]
    var table: [String: String] = [:]
    for group in groups {
      for name in group { table[name] = group[0] }
    }
    return table
  }()

  /// Canonical binary property name for every accepted spelling (ECMA-262 table 69).
  static let binaryProperties: [String: String] = {
    let groups: [[String]] = [
      ["ASCII"], ["ASCII_Hex_Digit", "AHex"], ["Alphabetic", "Alpha"], ["Any"],
      ["Assigned"], ["Bidi_Control", "Bidi_C"], ["Bidi_Mirrored", "Bidi_M"],
      ["Case_Ignorable", "CI"], ["Cased"], ["Changes_When_Casefolded", "CWCF"],
      ["Changes_When_Casemapped", "CWCM"], ["Changes_When_Lowercased", "CWL"],
      ["Changes_When_NFKC_Casefolded", "CWKCF"], ["Changes_When_Titlecased", "CWT"],
      ["Changes_When_Uppercased", "CWU"], ["Dash"], ["Default_Ignorable_Code_Point", "DI"],
      ["Deprecated", "Dep"], ["Diacritic", "Dia"], ["Emoji"], ["Emoji_Component", "EComp"],
      ["Emoji_Modifier", "EMod"], ["Emoji_Modifier_Base", "EBase"],
      ["Emoji_Presentation", "EPres"], ["Extended_Pictographic", "ExtPict"],
      ["Extender", "Ext"], ["Grapheme_Base", "Gr_Base"], ["Grapheme_Extend", "Gr_Ext"],
      ["Hex_Digit", "Hex"], ["IDS_Binary_Operator", "IDSB"],
      ["IDS_Trinary_Operator", "IDST"], ["ID_Continue", "IDC"], ["ID_Start", "IDS"],
      ["Ideographic", "Ideo"], ["Join_Control", "Join_C"],
      ["Logical_Order_Exception", "LOE"], ["Lowercase", "Lower"], ["Math"],
      ["Noncharacter_Code_Point", "NChar"], ["Pattern_Syntax", "Pat_Syn"],
      ["Pattern_White_Space", "Pat_WS"], ["Quotation_Mark", "QMark"], ["Radical"],
      ["Regional_Indicator", "RI"], ["Sentence_Terminal", "STerm"], ["Soft_Dotted", "SD"],
      ["Terminal_Punctuation", "Term"], ["Unified_Ideograph", "UIdeo"],
      ["Uppercase", "Upper"], ["Variation_Selector", "VS"], ["White_Space", "space"],
      ["XID_Continue", "XIDC"], ["XID_Start", "XIDS"],
    ]
    var table: [String: String] = [:]
    for group in groups {
      for name in group { table[name] = group[0] }
    }
    return table
  }()

  /// Binary properties of strings (ECMA-262 table 70); only valid in v mode, never negated.
  static let stringProperties: Set<String> = [
    "Basic_Emoji", "Emoji_Keycap_Sequence", "RGI_Emoji_Modifier_Sequence",
    "RGI_Emoji_Flag_Sequence", "RGI_Emoji_Tag_Sequence", "RGI_Emoji_ZWJ_Sequence",
    "RGI_Emoji",
  ]

  /// Accepted spellings of the two non-binary property names, mapped to their canonical form.
  static let propertyNames: [String: String] = [
    "General_Category": "General_Category", "gc": "General_Category",
    "Script": "Script", "sc": "Script",
    "Script_Extensions": "Script_Extensions", "scx": "Script_Extensions",
  ]
}
