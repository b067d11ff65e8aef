import Testing

@testable import KeyboardTraitsLint

@Suite("Bounded memo")
struct BoundedMemoTests {
  @Test func makesEachAnswerOnceWhileItIsKept() {
    let memo = BoundedMemo<String, Int>(capacity: 4)
    var made: [String] = []
    func ask(_ key: String) -> Int {
      memo.value(for: key) { key in
        made.append(key)
        return key.count
      }
    }
    #expect(ask("email") == 5)
    #expect(ask("email") == 5)
    #expect(ask("tel") == 3)
    #expect(made == ["email", "tel"])
    #expect(memo.count == 2)
  }

  @Test func forgetsEverythingOnceFullSoMemoryStaysFlat() {
    let memo = BoundedMemo<Int, Int>(capacity: 3)
    var makes = 0
    for key in 0..<10 {
      _ = memo.value(for: key) { key in
        makes += 1
        return key * 2
      }
      #expect(memo.count <= 3)
    }
    #expect(makes == 10)
    // Making room for 9 cleared the memo: 9 is kept, 0 is long gone.
    #expect(memo.value(for: 9) { _ in -1 } == 18)
    #expect(memo.value(for: 0) { _ in -1 } == -1)
  }

  @Test func makesTheAnswersForKeysItDoesNotRememberEachTime() {
    let memo = BoundedMemo<String, Int>(capacity: 4) { $0.utf8.count <= 3 }
    var makes = 0
    for key in ["long key", "long key", "abc", "abc"] {
      let answer = memo.value(for: key) { key in
        makes += 1
        return key.count
      }
      #expect(answer == key.count)
    }
    #expect(makes == 3)
    #expect(memo.count == 1)
  }

  @Test func answersTheSameFromManyTasks() async {
    let memo = BoundedMemo<Int, Int>(capacity: 16)
    let answers = await withTaskGroup(of: Bool.self) { group in
      for task in 0..<8 {
        group.addTask {
          (0..<200).allSatisfy { step in
            let key = (task + step) % 40
            return memo.value(for: key) { $0 * $0 } == key * key
          }
        }
      }
      return await group.reduce(true) { $0 && $1 }
    }
    #expect(answers)
    #expect(memo.count <= 16)
  }
}
