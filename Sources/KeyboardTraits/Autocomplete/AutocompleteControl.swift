/// The control an autocomplete attribute sits on (decides which field names are allowed).
public enum AutocompleteControl: Sendable, Hashable {
  /// A `<form>` element, whose autocomplete is only `on` or `off`.
  case form
  /// A `<textarea>` element; accepts every field name.
  case textarea
  /// A `<select>` element; accepts every field name but not `webauthn`.
  case select
  /// An `<input>` in the given state, lowercased; an unknown or missing type is "text".
  case input(type: String)
}

extension AutocompleteControl {
  /// How the control reads in a message: `<input type=number>`, `<textarea>`.
  package var markup: String {
    switch self {
    case .form: "<form>"
    case .textarea: "<textarea>"
    case .select: "<select>"
    case .input: "<input type=\(inputType ?? "text")>"
    }
  }

  /// The normalised input state, or `nil` for non-input controls. Normalising here keeps the
  /// checker right even when a caller passes `Number` or an unknown type.
  package var inputType: String? {
    guard case .input(let type) = self else { return nil }
    let lowered = type.asciiLowercased()
    return Self.knownInputTypes.contains(lowered) ? lowered : "text"
  }

  /// Whether the attribute applies at all; buttons, checkables and file pickers ignore it.
  package var acceptsAutocomplete: Bool {
    guard let type = inputType else { return true }
    return !Self.inapplicableTypes.contains(type)
  }

  /// Whether the control takes `on`/`off` but no field name (pickers and `<form>`).
  package var acceptsOnlyOnOff: Bool {
    if self == .form { return true }
    guard let type = inputType else { return false }
    return Self.onOffOnlyTypes.contains(type)
  }

  /// Whether this is `<input type=hidden>`, which needs detail tokens rather than `on`/`off`.
  package var isHidden: Bool { inputType == "hidden" }

  /// The control groups whose field names are conforming on this control.
  package var allowedGroups: Set<AutofillControlGroup> {
    switch self {
    case .form: return []
    case .textarea, .select: return Self.allGroups
    case .input:
      switch inputType ?? "text" {
      case "hidden": return Self.allGroups
      case "text", "search": return Self.singleLineGroups
      case "password": return [.password]
      case "email": return [.username]
      case "url": return [.url]
      case "tel": return [.tel]
      case "number": return [.numeric]
      case "month": return [.month]
      case "date": return [.date]
      default: return []
      }
    }
  }

  // Built once: the checker asks for a field's groups for every token it reads.
  private static let allGroups = Set(AutofillControlGroup.allCases)
  private static let singleLineGroups = allGroups.subtracting([.multiline])

  private static let inapplicableTypes: Set<String> = [
    "checkbox", "radio", "file", "submit", "image", "reset", "button",
  ]
  private static let onOffOnlyTypes: Set<String> = [
    "color", "range", "time", "week", "datetime-local",
  ]
  private static let knownInputTypes: Set<String> = [
    "hidden", "text", "search", "url", "tel", "email", "password", "date", "month", "week",
    "time", "datetime-local", "number", "range", "color", "checkbox", "radio", "file", "submit",
    "image", "reset", "button",
  ]
}
