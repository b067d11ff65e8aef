import KeyboardTraits
import KeyboardTraitsLint

/// What each platform shows for one field, as the one picture the HTML report puts beside it:
/// the iPhone's drawing on the left, Chrome for Android's on the right, and Firefox for
/// Android's under Chrome's only where it draws something else (otherwise a note says Firefox
/// shows the same), each under a label naming the platform.
///
/// The picture draws nothing itself: its rule in the page's stylesheet (``styleRule``) paints
/// the drawings' images (``KeyboardDrawing/image``, ``AndroidKeyboardDrawing/image``) and the
/// labels as background layers of one empty element (``element``). So each distinct
/// combination costs a few hundred bytes once per page, a field costs one short element, and a
/// browser builds no copy of a drawing per field, as `<svg><use>` would (at 7,000 fields that
/// copying was a second of a headless Chromium's time). A value is the picture, as with the
/// drawings.
public struct FieldKeyboards: Sendable, Hashable, Identifiable {
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
  private static let gap = 24
  private static let labelHeight = 18
  private static let androidX = KeyboardDrawing.width + gap

  /// Where Firefox's label starts, under Chrome's drawing.
  private var firefoxTop: Int { Self.labelHeight + chrome.height + 10 }

  /// The picture's height: the taller column.
  public var height: Int {
    let left = Self.labelHeight + ios.height
    let right =
      firefox.map { firefoxTop + Self.labelHeight + $0.height }
      ?? Self.labelHeight + chrome.height
    return max(left, right)
  }

  /// `kf-` and eight hex digits of a hash of the drawings' ids: the class of the picture's
  /// ``styleRule``. Safe in attributes and CSS selectors.
  public var id: String {
    "kf-" + SVGCanvas.hash(ios.id + chrome.id + (firefox?.id ?? ""))
  }

  /// The empty element a field shows the picture with; its size and layers come from
  /// ``styleRule`` and the page's `.kf` rule.
  public var element: String { "<i class=\"kf \(id)\"></i>" }

  /// The picture's rule in the page's stylesheet: its height, its layers (the labels, then each
  /// drawing's image by its custom property, `--kb-…` or `--ka-…`, which the page defines once)
  /// and where each goes; then, on `::before`, the picture said in words, for screen readers
  /// (CSS generated content's alternative text).
  public var styleRule: String {
    var layers: [(image: String, x: Int, y: Int)] = [
      (firefox == nil ? "var(--kf-labels-same)" : "var(--kf-labels)", 0, 0),
      ("var(--\(ios.id))", 0, Self.labelHeight),
      ("var(--\(chrome.id))", Self.androidX, Self.labelHeight),
    ]
    var words = "iPhone: \(ios.title). Android, Chrome: \(chrome.title). "
    if let firefox {
      layers += [
        ("var(--kf-firefox)", Self.androidX, firefoxTop),
        ("var(--\(firefox.id))", Self.androidX, firefoxTop + Self.labelHeight),
      ]
      words += "Android, Firefox: \(firefox.title)."
    } else {
      words += "Firefox: same as Chrome."
    }
    return ".\(id){height:\(height)px;background-image:"
      + layers.map(\.image).joined(separator: ",") + ";background-position:"
      + layers.map { "\(Self.pixels($0.x)) \(Self.pixels($0.y))" }.joined(separator: ",")
      + "}.\(id)::before{content:\"\"/" + CSSEscaping.string(words) + "}"
  }

  /// The labels over the drawings, the same in every picture: custom properties the page's
  /// stylesheet defines once. `--kf-labels` names the iPhone and Chrome, `--kf-labels-same` adds
  /// that Firefox shows what Chrome shows, `--kf-firefox` names Firefox over its own drawing.
  static var labelImages: String {
    let top =
      "<text x=\"0\" y=\"13\">iPhone</text>"
      + "<text x=\"\(androidX)\" y=\"13\">Android \u{B7} Chrome</text>"
    let same =
      "<text x=\"\(width)\" y=\"13\" text-anchor=\"end\" font-weight=\"400\">"
      + "Firefox: same as Chrome</text>"
    let firefox = "<text x=\"0\" y=\"13\">Android \u{B7} Firefox</text>"
    return "--kf-labels:\(labels(top, width: width));"
      + "--kf-labels-same:\(labels(top + same, width: width));"
      + "--kf-firefox:\(labels(firefox, width: KeyboardDrawing.width));"
  }

  /// One row of labels as a CSS image.
  private static func labels(_ texts: String, width: Int) -> String {
    CSSEscaping.svgImage(
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(labelHeight)\">"
        + "<g font-family=\"\(KeyboardDrawing.fontFamily)\" font-size=\"12\" font-weight=\"600\" "
        + "fill=\"#6e6e73\">" + texts + "</g></svg>")
  }

  private static func pixels(_ value: Int) -> String { value == 0 ? "0" : "\(value)px" }
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
