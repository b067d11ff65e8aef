import KeyboardTraits
import KeyboardTraitsLint

/// What each platform shows for one field, as the one picture the HTML report puts beside it:
/// the iPhone's drawing on the left, Chrome for Android's on the right, and Firefox for
/// Android's under Chrome's only where it draws something else (otherwise a note says Firefox
/// shows the same), each under a label naming the platform.
///
/// The picture draws nothing itself: it places the platforms' own symbols
/// (``KeyboardDrawing/symbol``, ``AndroidKeyboardDrawing/symbol``) with `<use>`, so each distinct
/// combination costs a few hundred bytes once per page and a field still shows it with one
/// `<use>` (``reference``). A value is the picture, as with the drawings.
public struct FieldKeyboards: Sendable, Hashable {
  /// What iOS shows.
  public var ios: KeyboardDrawing
  /// What Chrome for Android shows (Android WebView and Samsung Internet share it).
  public var chrome: AndroidKeyboardDrawing
  /// What Firefox for Android shows, or nil when it is Chrome's drawing.
  public var firefox: AndroidKeyboardDrawing?

  /// Creates the picture; a Firefox drawing equal to Chrome's is dropped.
  public init(
    ios: KeyboardDrawing, chrome: AndroidKeyboardDrawing, firefox: AndroidKeyboardDrawing? = nil
  ) {
    self.ios = ios
    self.chrome = chrome
    self.firefox = firefox == chrome ? nil : firefox
  }

  /// The picture for `field`.
  public init(field: FormField) {
    self.init(
      ios: KeyboardDrawing(traits: field.ios),
      chrome: AndroidKeyboardDrawing(traits: field.android, inputType: field.inputType),
      firefox: AndroidKeyboardDrawing(traits: field.firefoxAndroid, inputType: field.inputType))
  }

  /// How the iPhone's keyboard and Android's (Chrome's) differ in kind, or nil when they show
  /// the same kind of keyboard, picker or nothing. The action key, the shift state and the
  /// look of a picker do not count: a number pad is a number pad, a `<select>`'s wheel and its
  /// option list are both the options.
  public var difference: KeyboardDifference? {
    let iPhone = ios.layout.comparison
    let android = chrome.layout.comparison
    guard iPhone.kind != android.kind else { return nil }
    return KeyboardDifference(iPhone: iPhone.name, android: android.name)
  }

  /// The picture's width: two drawings and the gap between them.
  public static let width = KeyboardDrawing.width * 2 + gap
  /// The height of most pictures (a keyboard or picker with its label), which a field's
  /// ``reference`` leaves to the stylesheet.
  public static let defaultHeight = labelHeight + KeyboardDrawing.keyboardHeight
    + KeyboardDrawing.captionHeight
  private static let gap = 24
  private static let labelHeight = 18
  private static let androidX = KeyboardDrawing.width + gap

  /// Where Firefox's drawing starts, under Chrome's.
  private var firefoxTop: Int { Self.labelHeight + chrome.height + 10 }

  /// The picture's height: the taller column.
  public var height: Int {
    let left = Self.labelHeight + ios.height
    let right = firefox.map { firefoxTop + Self.labelHeight + $0.height }
      ?? Self.labelHeight + chrome.height
    return max(left, right)
  }

  /// The id of the picture's ``symbol``: `kf-` and eight hex digits of a hash of the drawings'
  /// ids. Safe in attributes and URL fragments.
  public var symbolID: String {
    "kf-" + SVGCanvas.hash(ios.symbolID + chrome.symbolID + (firefox?.symbolID ?? ""))
  }

  /// The picture as a `<symbol>` that places the drawings' symbols, to be put once in a page's
  /// `<defs>` with theirs. `data-keyboard` holds the iPhone's caption (the field's iOS keyboard
  /// description), which the report's filter reads.
  public var symbol: String {
    var labels =
      "<text x=\"0\" y=\"13\">iPhone</text>"
      + "<text x=\"\(Self.androidX)\" y=\"13\">Android \u{B7} Chrome</text>"
    var uses =
      Self.use(ios.symbolID, x: 0, y: Self.labelHeight, height: ios.height)
      + Self.use(chrome.symbolID, x: Self.androidX, y: Self.labelHeight, height: chrome.height)
    if let firefox {
      labels +=
        "<text x=\"\(Self.androidX)\" y=\"\(firefoxTop + 13)\">Android \u{B7} Firefox</text>"
      uses += Self.use(
        firefox.symbolID, x: Self.androidX, y: firefoxTop + Self.labelHeight,
        height: firefox.height)
    } else {
      labels +=
        "<text x=\"\(Self.width)\" y=\"13\" text-anchor=\"end\" font-weight=\"400\">"
        + "Firefox: same as Chrome</text>"
    }
    return "<symbol id=\"\(symbolID)\" viewBox=\"0 0 \(Self.width) \(height)\" "
      + "data-keyboard=\"\(HTMLEscaping.attribute(ios.caption))\">"
      + "<g font-family=\"\(KeyboardDrawing.fontFamily)\" font-size=\"12\" font-weight=\"600\" "
      + "fill=\"#6e6e73\">" + labels + "</g>" + uses + "</symbol>"
  }

  /// The small SVG element a field shows the picture with; its width, and the height of most
  /// pictures, come from the page's stylesheet.
  public var reference: String {
    let height = height
    let size = height == Self.defaultHeight ? "" : " height=\"\(height)\""
    return "<svg\(size)><use href=\"#\(symbolID)\"/></svg>"
  }

  private static func use(_ id: String, x: Int, y: Int, height: Int) -> String {
    "<use href=\"#\(id)\"\(x == 0 ? "" : " x=\"\(x)\"") y=\"\(y)\" "
      + "width=\"\(KeyboardDrawing.width)\" height=\"\(height)\"/>"
  }
}

/// Where a field's iPhone and Android keyboards differ in kind: each side's keyboard, named.
public struct KeyboardDifference: Sendable, Hashable, CustomStringConvertible {
  /// What the iPhone shows ("numbers and punctuation").
  public var iPhone: String
  /// What Android (Chrome) shows ("number pad with a decimal key").
  public var android: String

  /// Creates a difference.
  public init(iPhone: String, android: String) {
    self.iPhone = iPhone
    self.android = android
  }

  /// "iPhone numbers and punctuation, Android number pad with a decimal key".
  public var description: String { "iPhone \(iPhone), Android \(android)" }
}

/// The kinds of keyboard compared across platforms (``FieldKeyboards/difference``).
enum KeyboardKind: Hashable {
  case letters, email, url, numbersAndPunctuation, digits, decimal, phone
  case options, date, month, week, time, colour, file, nothing, disabled
}

extension KeyboardDrawing.Layout {
  /// The layout's kind and its name in a difference.
  var comparison: (kind: KeyboardKind, name: String) {
    switch self {
    case .qwerty: (.letters, "QWERTY")
    case .webSearch: (.letters, "web search QWERTY")
    case .email: (.email, "email keyboard")
    case .url: (.url, "URL keyboard")
    case .numbersAndPunctuation: (.numbersAndPunctuation, "numbers and punctuation")
    case .numberPad: (.digits, "number pad")
    case .decimalPad: (.decimal, "decimal pad")
    case .phonePad: (.phone, "phone pad")
    case .picker: (.options, "option wheel")
    case .datePicker: (.date, "date picker")
    case .monthPicker: (.month, "month picker")
    case .weekPicker: (.week, "week picker")
    case .timePicker: (.time, "time picker")
    case .colorPicker: (.colour, "colour picker")
    case .fileUpload: (.file, "file menu")
    case .noKeyboard: (.nothing, "no keyboard")
    case .disabled: (.disabled, "nothing (disabled)")
    }
  }
}

extension AndroidKeyboardDrawing.Layout {
  /// The layout's kind and its name in a difference.
  var comparison: (kind: KeyboardKind, name: String) {
    switch self {
    case .qwerty: (.letters, "QWERTY")
    case .password: (.letters, "password QWERTY")
    case .email: (.email, "email keyboard")
    case .url: (.url, "URL keyboard")
    case .numberPad: (.digits, "number pad")
    case .pinPad: (.digits, "PIN pad")
    case .decimalPad: (.decimal, "number pad with a decimal key")
    case .phonePad: (.phone, "phone dial pad")
    case .optionList: (.options, "option list")
    case .datePicker: (.date, "date picker")
    case .monthPicker: (.month, "month picker")
    case .weekPicker: (.week, "week picker")
    case .timePicker: (.time, "time picker")
    case .colorPicker: (.colour, "colour picker")
    case .fileChooser: (.file, "file chooser")
    case .noKeyboard: (.nothing, "no keyboard")
    case .manual: (.nothing, "no keyboard until a script asks")
    case .disabled: (.disabled, "nothing (disabled)")
    }
  }
}
