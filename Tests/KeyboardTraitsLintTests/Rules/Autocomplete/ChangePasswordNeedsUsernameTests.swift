import Foundation
import Testing

@testable import KeyboardTraits
@testable import KeyboardTraitsLint

/// A change or reset form without an account name, and the hidden field its fix inserts.
@Suite("Change-password forms without a username")
struct ChangePasswordNeedsUsernameTests {
  static let resetForm = """
    <form action="/password/reset" method="post">
      <input type="hidden" name="token" value="8f3a">
      <label for="p1">New password</label>
      <input type="password" id="p1" name="password" autocomplete="new-password">
      <label for="p2">Confirm password</label>
      <input type="password" id="p2" name="confirm" autocomplete="new-password">
      <button>Save</button>
    </form>
    <form action="/account/password" method="post">
      <label>Current <input type="password" name="old" autocomplete="current-password"></label>
      <label>New <input type="password" name="new" autocomplete="new-password"></label>
      <button>Change password</button>
    </form>
    """

  @Test("the insertion is an empty range at the password's tag, or at the label wrapping it")
  func replacements() throws {
    let bytes = Array(Self.resetForm.utf8)
    let document = try FormScanner().scan(bytes: bytes)
    let found = Linter().lint(document).filter { $0.rule == "change-password-needs-username" }
    #expect(found.count == 2)
    let text = Self.resetForm
    let starts = [
      text.range(of: "<input type=\"password\" id=\"p1\"")!,
      text.range(of: "<label>Current")!,
    ].map { text.utf8.distance(from: text.startIndex, to: $0.lowerBound) }
    for (diagnostic, start) in zip(found, starts) {
      let replacement = try #require(diagnostic.fix?.replacements?.first)
      #expect(replacement.byteRange == start..<start)
      #expect(replacement.text.hasPrefix("<input type=\"text\" name=\"username\""))
      #expect(diagnostic.fix?.isSafe == false)
    }
  }

  @Test("following the fix leaves no finding on the inserted field, and the finding goes")
  func fixIsCoherent() throws {
    let bytes = Array(Self.resetForm.utf8)
    let document = try FormScanner().scan(bytes: bytes)
    let before = Linter().lint(document)
    let result = FixApplier.apply(
      before.filter { $0.rule == "change-password-needs-username" }, to: document,
      fileBytes: bytes, includingUnsafe: true)
    #expect(result.applied.count == 2)
    let fixed = try FormScanner().scan(bytes: result.bytes)
    let after = Linter().lint(fixed)
    let inserted = fixed.fields.indices.filter {
      fixed.fields[$0].attributes[.autocomplete] == "username"
    }
    #expect(inserted.count == 2)
    #expect(after.filter { inserted.contains($0.fieldIndex ?? -1) }.isEmpty)
    #expect(Set(after.map(\.rule)).isSubset(of: Set(before.map(\.rule))))
    #expect(!after.contains { $0.rule == "change-password-needs-username" })
  }

  @Test("--fix with unsafe fixes applies both insertions after checking the fixed file")
  func fixFile() throws {
    let folder = try FixHarness.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("reset.html").path
    try Data(Self.resetForm.utf8).write(to: URL(fileURLWithPath: path))
    let result = try FixApplier.fixFile(
      atPath: path, linter: Linter(), includingUnsafe: true)
    #expect(result.skipped.isEmpty, "\(result.skipped.map(\.reason))")
    #expect(result.applied.filter { $0.rule == "change-password-needs-username" }.count == 2)
  }

  @Test("an insertion is refused in JSX")
  func refusedInJSX() throws {
    let result = try FixHarness.apply(
      [.insertBefore(markup: "<input hidden>")],
      to: #"const F = () => <input type="password" />;"#, syntax: .jsx)
    #expect(result.applied.isEmpty)
  }
}
