import Testing

@testable import KeyboardTraits

/// Helpers shared by the Android trait tests (`android.md`).
enum AndroidTest {
  /// What Chrome for Android does for the focused field in `html` (see ``IOSTest/field``).
  static func chrome(
    _ html: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> AndroidTraits {
    try IOSTest.field(html, sourceLocation: sourceLocation).android
  }

  /// What Firefox for Android does for the focused field in `html`.
  static func firefox(
    _ html: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> AndroidTraits {
    try IOSTest.field(html, sourceLocation: sourceLocation).firefoxAndroid
  }

  /// Chrome's EditorInfo, failing the test when there is none.
  static func chromeInfo(
    _ html: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> AndroidEditorInfo {
    try #require(
      try chrome(html, sourceLocation: sourceLocation).editorInfo, "no EditorInfo for \(html)",
      sourceLocation: sourceLocation)
  }

  /// Firefox's EditorInfo, failing the test when there is none.
  static func firefoxInfo(
    _ html: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> AndroidEditorInfo {
    try #require(
      try firefox(html, sourceLocation: sourceLocation).editorInfo, "no EditorInfo for \(html)",
      sourceLocation: sourceLocation)
  }

  /// Chrome's `EditorInfo.inputType` integer.
  static func chromeType(
    _ html: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> Int {
    try chromeInfo(html, sourceLocation: sourceLocation).inputType.rawValue
  }

  /// Firefox's `EditorInfo.inputType` integer.
  static func firefoxType(
    _ html: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> Int {
    try firefoxInfo(html, sourceLocation: sourceLocation).inputType.rawValue
  }

  /// Chrome's action for the focused field.
  static func chromeAction(
    _ html: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> AndroidIMEAction {
    try chromeInfo(html, sourceLocation: sourceLocation).imeAction
  }

  /// Firefox's action for the focused field.
  static func firefoxAction(
    _ html: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> AndroidIMEAction {
    try firefoxInfo(html, sourceLocation: sourceLocation).imeAction
  }
}
