import Testing

@testable import KeyboardTraits

/// The "Predicting keyboards" article's Android snippet, compiled and run as written there: the
/// printed lines are the ones its comments show.
@Suite("DocC: Predicting keyboards")
struct PredictingKeyboardsArticleTests {
  @Test("the landing page's example prints what its comments say")
  func landingPage() {
    let document = FormScanner().scan(html: #"<input type="email" name="login">"#)
    #expect(document.fields[0].ios.keyboardDescription == "Email keyboard")
    #expect(document.fields[0].android.keyboardDescription == "Email keyboard with a Go key")
  }

  @Test("'Read what Android shows' prints what the article says")
  func readWhatAndroidShows() {
    let html = """
      <form action="/account/login">
        <input type="email" name="login" autocomplete="username">
        <input type="text" name="zip" pattern="[0-9]*">
        <input type="password" name="pw">
      </form>
      """
    let document = FormScanner().scan(html: html, documentURL: "https://shop.example/")
    var printed: [String] = []
    func print(_ items: Any...) { printed.append(items.map { "\($0)" }.joined(separator: " ")) }

    // From the article, verbatim:
    for field in document.fields {
      let chrome = field.android
      var line = "\(field.tagSummary) → \(chrome.keyboardDescription)"
      if let inputType = chrome.editorInfo?.inputType {
        line += ", inputType 0x\(String(inputType.rawValue, radix: 16, uppercase: true))"
        for flag in inputType.flags { line += " \(flag.rawValue)" }
      }
      if field.firefoxAndroid.keyboardDescription != chrome.keyboardDescription {
        line += "; Firefox: \(field.firefoxAndroid.keyboardDescription)"
      }
      print(line)
    }

    #expect(
      printed == [
        #"<input type="email" name="login"> → Email keyboard with a Next key, inputType 0xD1"#,
        #"<input type="text" name="zip"> → QWERTY with a Next key, inputType 0xC0A1 capSentences autoCorrect"#,
        #"<input type="password" name="pw"> → Password keyboard with a Go key, inputType 0xE1"#,
      ], "\(printed)")
  }
}

/// The "Scan templates" snippet of the article, run as written there.
@Suite("DocC: Predicting keyboards, templates")
struct PredictingKeyboardsTemplatesArticleTests {
  @Test("'Scan templates' prints what the article says")
  func scanTemplates() {
    var printed: [String] = []
    func print(_ items: Any...) { printed.append(items.map { "\($0)" }.joined(separator: " ")) }

    // From the article, verbatim:
    let vue = """
      <template>
        <form @submit.prevent="save">
          <input :type="kind" name="email" autocomplete="email">
          <input name="code" inputmode="numeric" :placeholder="hint">
        </form>
      </template>
      """
    let document = FormScanner().scan(html: vue, syntax: .vue)
    for field in document.fields {
      let unknown = field.unknownIOSTraits.map(\.trait)
      print(
        field.name ?? "", field.position.line, field.position.column, field.dynamicAttributes,
        unknown.isEmpty ? field.ios.keyboardDescription : "unknown: \(unknown)")
    }

    #expect(
      printed == [
        #"email 3 5 ["type"] unknown: ["keyboard", "keyboardType", "autocapitalizationType", "#
          + #""autocorrectionType", "secureTextEntry", "inlinePredictionType"]"#,
        #"code 4 5 ["placeholder"] Number pad"#,
      ], "\(printed)")
  }
}

/// The "Scan React components" snippet of the article, run as written there.
@Suite("DocC: Predicting keyboards, React components")
struct PredictingKeyboardsReactArticleTests {
  @Test("'Scan React components' prints what the article says")
  func scanReactComponents() {
    var printed: [String] = []
    func print(_ items: Any...) { printed.append(items.map { "\($0)" }.joined(separator: " ")) }

    // From the article, verbatim:
    var options = ScanOptions()
    options.components = ComponentMap([
      "Input": .init(element: "input"),
      "PasswordInput": .init(
        element: "input", attributes: [.init(name: "type", value: "password")]),
    ])
    let jsx = """
      export function SignIn({ show }) {
        return (
          <form action="/session">
            <Input type="email" name="email" autoComplete="username" />
            <PasswordInput name="password" autoCorrect={false} />
            <input name="code" type={show ? "text" : "password"} inputMode="numeric" />
            <Button>Sign in</Button>
          </form>
        );
      }
      """
    let document = FormScanner(options: options).scan(html: jsx, syntax: .jsx)
    for field in document.fields {
      let unknown = field.unknownIOSTraits.map(\.trait)
      let keyboard = unknown.isEmpty ? field.ios.keyboardDescription : "unknown: \(unknown)"
      let place = "\(field.position.line):\(field.position.column)"
      print(field.name ?? "", place, field.dynamicAttributes, keyboard)
      for prop in field.droppedAttributes {
        print("  React drops", prop.name, "=", prop.value, "at", prop.position.line)
      }
    }

    #expect(
      printed == [
        "email 4:7 [] Email keyboard",
        "password 5:7 [] Default keyboard (secure)",
        "  React drops autocorrect = false at 5",
        #"code 6:7 ["type"] unknown: ["keyboard", "autocapitalizationType", "#
          + #""autocorrectionType", "secureTextEntry", "inlinePredictionType"]"#,
      ], "\(printed)")
  }
}
