import KeyboardTraits
import KeyboardTraitsLint

/// What a user meets when a field is focused: the keyboards the iPhone and Android open (the
/// picture the report draws, ``FieldKeyboards``, with each return key and shift state) and, on
/// each, the Enter key, the capitalisation and whether it autocorrects. Fields in one situation
/// look and behave alike to the person typing, so the folder report draws each situation once
/// and lists its fields under it.
///
/// The autofill content type is left out: it changes the suggestions above the keyboard, not
/// the keyboard, and keeping it would split one keyboard into a situation per token.
public struct KeyboardSituation: Sendable, Hashable, Identifiable {
  /// The picture: iPhone, Chrome for Android and (where it differs) Firefox for Android.
  public var picture: FieldKeyboards
  /// The iPhone's keyboard in words (``PlatformKeyboardSummary``, content type left out).
  public var iPhone: PlatformKeyboardSummary
  /// Chrome for Android's keyboard in words (content type left out).
  public var android: PlatformKeyboardSummary

  /// The situation of `field`.
  public init(field: FormField) {
    picture = FieldKeyboards(field: field)
    iPhone = Self.withoutContentType(PlatformKeyboardSummary(field, on: .ios))
    android = Self.withoutContentType(PlatformKeyboardSummary(field, on: .android))
  }

  /// `s` and sixteen hex digits of a 64-bit FNV-1a hash of what the situation is: the name of
  /// its pages, safe in file names, attributes and URLs.
  public var id: String {
    var text = picture.ios.id + "|" + picture.chrome.id + "|" + (picture.firefox?.id ?? "")
    text += "|" + iPhone.cells.joined(separator: "|") + "|" + android.cells.joined(separator: "|")
    return "s" + FNV1a64.hexDigest(of: text)
  }

  /// Whether the iPhone and Android keyboards differ in kind (``FieldKeyboards/difference``).
  public var differs: Bool { picture.difference != nil }

  /// The iPhone's keyboard as the report's keyboard filter names it
  /// (`IOSTraits.keyboardDescription`).
  public var iPhoneKeyboard: String { picture.ios.caption }

  /// One platform's keyboard in a short line: "Email keyboard · Enter: Next · no capitals ·
  /// no autocorrection"; only the keyboard where the platform has no such traits for the field.
  public static func words(_ summary: PlatformKeyboardSummary) -> String {
    var parts = [summary.keyboard]
    if summary.enterKey != "-" { parts.append("Enter: " + summary.enterKey) }
    switch summary.capitalization {
    case "-": break
    case "none": parts.append("no capitals")
    case "allCharacters": parts.append("all capitals")
    default: parts.append("capitalises " + summary.capitalization)
    }
    switch summary.autocorrection {
    case "-": break
    case "no": parts.append("no autocorrection")
    case "yes": parts.append("autocorrects")
    default: parts.append("autocorrection as the user set it")
    }
    return parts.joined(separator: " \u{B7} ")
  }

  private static func withoutContentType(
    _ summary: PlatformKeyboardSummary
  ) -> PlatformKeyboardSummary {
    var summary = summary
    summary.contentType = "-"
    return summary
  }
}
