import Foundation
import Testing

@testable import KeyboardTraits
@testable import KeyboardTraitsLint
@testable import KeyboardTraitsReport

/// The parts of the folder report: the spool that holds its pages, the situations it groups
/// fields by, and the numbers it prints.
@Suite("Report: folder parts")
struct FolderReportPartsTests {
  @Test("a keyed spool gives each key's bytes back in order, through memory and its file")
  func keyedSpool() throws {
    let folder = try ReportTestSupport.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    // 1 KiB in memory: most appends go to the file, some stay buffered.
    let spool = KeyedSpool<Int>(memoryLimit: 1 << 10, folder: folder.path)
    var expected: [Int: [UInt8]] = [:]
    for step in 0..<3_000 {
      // Keys in an order that jumps about, the same every run.
      let key = step * 7_919 % 40
      let bytes = Array("\(step):\(key);".utf8)
      try spool.append(bytes, to: key)
      expected[key, default: []] += bytes
    }
    // A long append goes to the file at once.
    let long = [UInt8](repeating: 0x41, count: KeyedSpool<Int>.bufferLimit * 2 + 3)
    try spool.append(long, to: 7)
    expected[7, default: []] += long
    // The file is unlinked as soon as it is made: nothing is left in the folder.
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    for (key, bytes) in expected {
      var read: [UInt8] = []
      try spool.read(key) { read += $0 }
      #expect(read == bytes, "key \(key)")
      #expect(!spool.contains(key))
    }
    var nothing: [UInt8] = []
    try spool.read(99) { nothing += $0 }
    #expect(nothing.isEmpty)
  }

  @Test(
    "fields that open the same keyboards share a situation; Enter, case or autocorrection split it")
  func situations() {
    let document = FormScanner().scan(
      html: """
        <form action="/s"><input type=email name=a><input type=email name=b placeholder=x>
        <input type=email name=c enterkeyhint=send><input name=d autocapitalize=off>
        <input name=e autocorrect=off autocapitalize=off></form>
        """)
    let situations = document.fields.map(KeyboardSituation.init(field:))
    #expect(situations[0] == situations[1] && situations[0].id == situations[1].id)
    #expect(situations[0].id != situations[2].id, "another Enter key")
    #expect(situations[3].id != situations[4].id, "autocorrection")
    #expect(situations[0].id.count == 17 && situations[0].id.hasPrefix("s"))
    #expect(
      KeyboardSituation.words(situations[0].iPhone).hasPrefix("Email keyboard \u{B7} Enter: "))
    #expect(KeyboardSituation.words(situations[4].android).contains("no autocorrection"))
    let checkbox = KeyboardSituation(
      field: FormScanner().scan(html: "<input type=checkbox>").fields[0])
    #expect(KeyboardSituation.words(checkbox.iPhone) == checkbox.iPhone.keyboard)
  }

  @Test("numbers for people: grouped digits and sizes")
  func numbers() {
    #expect(NumberText.grouped(0) == "0")
    #expect(NumberText.grouped(999) == "999")
    #expect(NumberText.grouped(1_000) == "1,000")
    #expect(NumberText.grouped(129_727) == "129,727")
    #expect(NumberText.grouped(-1_234_567) == "-1,234,567")
    #expect(NumberText.size(812) == "812 bytes")
    #expect(NumberText.size(452_312) == "452 kB")
    #expect(NumberText.size(2_140_000) == "2.1 MB")
    #expect(NumberText.size(197_000_000) == "197 MB")
    #expect(NumberText.size(1_849_000_000) == "1,849 MB")
  }
}
