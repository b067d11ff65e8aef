/// How React DOM turns a prop of a native element into an attribute, from its source
/// (`packages/react-dom-bindings/src/client/ReactDOMComponent.js`, `setProp`, and
/// `DOMPropertyOperations.js`, `setValueForAttribute`; React 19):
///
/// - `className` is `class`, `htmlFor` is `for`, `acceptCharset` and `httpEquiv` are
///   `accept-charset` and `http-equiv` (`getAttributeAlias`); any other name goes to
///   `setAttribute`, which lower-cases it on an HTML element (`inputMode` is `inputmode`).
/// - `defaultValue` and `defaultChecked` set an input's `value` and `checked` attributes
///   (`ReactDOMInput`); on a `<textarea>` or `<select>` they set its content, not an attribute.
/// - Event handlers (`on…`), `key`, `ref`, `children`, `style`, `dangerouslySetInnerHTML` and
///   the `suppress…Warning` props are no attributes.
/// - Booleans: a boolean attribute (``booleanAttributes``) is present for a truthy value and
///   absent for a falsy one; the "booleanish" ``booleanishAttributes`` render `"true"` and
///   `"false"`; `data-*` and `aria-*` do too; on any other attribute a boolean makes React
///   remove the attribute (with a console warning).
/// - `null` and `undefined` leave any attribute out.
package enum ReactProps {
  /// What one prop becomes.
  enum Rendering: Equatable {
    /// The attribute, with its value (nil for a present boolean attribute, `""` in the DOM).
    case attribute(name: String, value: String?)
    /// An attribute whose value only the running code knows.
    case dynamic(name: String)
    /// No attribute: the prop is React's own, an event handler, or `null`/`undefined`.
    case none
    /// No attribute, because React drops a boolean on an attribute that takes text.
    case droppedBoolean(name: String, value: Bool)
  }

  /// The attribute `prop` (as written) renders on the element `element`, with `value`.
  static func rendering(of prop: String, value: JSXAttributeValue, on element: String)
    -> Rendering
  {
    guard let name = attributeName(of: prop, on: element) else { return .none }
    switch value {
    case .spread: return .none
    case .absent: return .none
    case .expression, .element: return .dynamic(name: name)
    case .bare: return boolean(true, name: name)
    case .boolean(let flag): return boolean(flag, name: name)
    case .string(let text, _, _):
      if booleanAttributes.contains(name) { return text.isEmpty ? .none : present(name) }
      return .attribute(name: name, value: text)
    case .number(let written):
      guard let number = numberText(written) else { return .dynamic(name: name) }
      if booleanAttributes.contains(name) {
        return number == "0" || number == "NaN" ? .none : present(name)
      }
      return .attribute(name: name, value: number)
    }
  }

  /// The HTML attribute a prop sets, or nil for a prop that sets none.
  package static func attributeName(of prop: String, on element: String) -> String? {
    if reservedProps.contains(prop) { return nil }
    if isEventHandler(prop) { return nil }
    if let alias = aliases[prop] { return alias }
    switch prop {
    case "defaultValue", "value": return element == "input" ? "value" : nil
    case "defaultChecked": return element == "input" ? "checked" : nil
    default: break
    }
    // `setAttribute` lower-cases names on HTML elements; `xlink:href` and the like keep theirs.
    return prop.utf8.contains(UInt8(ascii: ":")) ? prop : prop.asciiLowercased()
  }

  /// The prop React spells for an HTML attribute name (`inputmode` → `inputMode`), for fixes
  /// written in the file's own language; names React keeps lower-case come back unchanged.
  package static func propName(of attribute: String) -> String {
    propNames[attribute] ?? attribute
  }

  private static func boolean(_ flag: Bool, name: String) -> Rendering {
    if booleanAttributes.contains(name) || overloadedBooleanAttributes.contains(name) {
      return flag ? present(name) : .none
    }
    if booleanishAttributes.contains(name) || name.hasPrefix("data-") || name.hasPrefix("aria-") {
      return .attribute(name: name, value: flag ? "true" : "false")
    }
    return .droppedBoolean(name: name, value: flag)
  }

  private static func present(_ name: String) -> Rendering { .attribute(name: name, value: nil) }

  /// `'' + n` for a number literal as written, where it is a plain decimal; nil otherwise.
  private static func numberText(_ written: String) -> String? {
    var digits = Substring(written)
    let isNegative = digits.hasPrefix("-")
    if isNegative { digits = digits.dropFirst().drop { $0 == " " || $0 == "\t" } }
    guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }),
      digits == "0" || !digits.hasPrefix("0")
    else { return nil }
    if digits == "0" { return "0" }
    return (isNegative ? "-" : "") + digits
  }

  private static func isEventHandler(_ prop: String) -> Bool {
    let bytes = Array(prop.utf8.prefix(3))
    return bytes.count == 3 && (bytes[0] | 0x20) == UInt8(ascii: "o")
      && (bytes[1] | 0x20) == UInt8(ascii: "n") && bytes[2] >= UInt8(ascii: "A")
      && bytes[2] <= UInt8(ascii: "Z")
  }

  /// Props React consumes itself.
  private static let reservedProps: Set<String> = [
    "children", "key", "ref", "style", "dangerouslySetInnerHTML", "innerHTML", "innerText",
    "textContent", "suppressContentEditableWarning", "suppressHydrationWarning",
  ]

  /// `getAttributeAlias`, for HTML elements, and `setProp`'s `className` and `tabIndex`.
  private static let aliases: [String: String] = [
    "className": "class", "htmlFor": "for", "acceptCharset": "accept-charset",
    "httpEquiv": "http-equiv", "tabIndex": "tabindex",
  ]

  /// `setProp`'s "Boolean" cases, with the properties `multiple`, `muted` and `checked`, and
  /// `autoFocus` (written in server rendering; the client focuses the element instead).
  package static let booleanAttributes: Set<String> = [
    "allowfullscreen", "async", "autoplay", "controls", "default", "defer", "disabled",
    "disablepictureinpicture", "disableremoteplayback", "formnovalidate", "hidden", "inert",
    "loop", "nomodule", "novalidate", "open", "playsinline", "readonly", "required", "reversed",
    "scoped", "seamless", "itemscope", "multiple", "muted", "checked", "selected", "autofocus",
  ]

  /// `setProp`'s "Overloaded Boolean" cases: present for `true`, absent for `false`, else text.
  private static let overloadedBooleanAttributes: Set<String> = ["capture", "download"]

  /// `setProp`'s "Booleanish String" cases: `true` and `false` render as text.
  package static let booleanishAttributes: Set<String> = [
    "contenteditable", "spellcheck", "draggable", "value",
  ]

  /// React's spelling of the attributes kbtraits reads or writes in fixes (React's
  /// `possibleStandardNames`, which its development build warns with).
  private static let propNames: [String: String] = [
    "class": "className", "for": "htmlFor", "accept-charset": "acceptCharset",
    "inputmode": "inputMode", "autocomplete": "autoComplete", "autocapitalize": "autoCapitalize",
    "autocorrect": "autoCorrect", "enterkeyhint": "enterKeyHint", "spellcheck": "spellCheck",
    "readonly": "readOnly", "maxlength": "maxLength", "minlength": "minLength",
    "tabindex": "tabIndex", "autofocus": "autoFocus", "contenteditable": "contentEditable",
    "novalidate": "noValidate", "formnovalidate": "formNoValidate", "enctype": "encType",
    "formaction": "formAction", "formenctype": "formEncType", "formmethod": "formMethod",
    "formtarget": "formTarget", "writingsuggestions": "writingSuggestions",
    "autosave": "autoSave", "crossorigin": "crossOrigin", "datetime": "dateTime",
    "accesskey": "accessKey", "popovertarget": "popoverTarget",
  ]
}
