import KeyboardTraits

// One call from HTML to fields: what does each one open on an iPhone?
let html = """
  <form action="/account/login">
    <input type="email" name="login" autocomplete="username">
    <input type="text" name="zip" pattern="[0-9]*">
    <input type="password" name="pw">
  </form>
  """
let document = FormScanner().scan(html: html, documentURL: "https://shop.example/")
for field in document.fields {
  let ios = field.ios
  print("\(field.tagSummary): \(ios.keyboardDescription), return key \(ios.returnKeyType.rawValue)")
}

// Many files or directories at once, on every core, in path order.
let run = await FormScanner().scan(paths: CommandLine.arguments.dropFirst().map { $0 })
print("\(run.summary.files) files, \(run.summary.fields) fields, \(run.summary.failedFiles) failed")
