import KeyboardTraits
import TestHelpers
import Testing

@testable import KeyboardTraitsCLI

/// The files of a plan come from its first walk, replayed, or from a second walk when the first
/// found more than the replay limit: both give the same inputs, duplicates and notes.
@Suite("Scan plan inputs")
struct ScanPlanReplayTests {
  @Test("the replayed first walk gives what a second walk gives")
  func replayMatchesSecondWalk() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    for name in ["a.html", "b/c.html", "b/d.htm", "b-e.html", "notes.txt"] {
      try directory.write(name, "<input>")
    }
    try directory.makeDirectory("empty")
    try directory.symlink("link", to: "b")
    let paths = [directory.path, directory.path("empty"), directory.path("missing.html")]
    let arguments = try ConfigurationArguments.parse(["--no-config"])

    func inputs(replayLimit: Int) throws -> (
      inputs: [ScanInput], duplicates: Int, notes: [String]
    ) {
      var settings = ScanPlan.Settings(paths: paths, baseURL: nil, concurrency: 1)
      settings.replayLimit = replayLimit
      let plan = try ScanPlan(settings, configuration: arguments)
      #expect(plan.inputCount == 5)
      let planned = plan.inputs()
      let taken = Array(planned)
      return (taken, planned.duplicateCount, planned.notes)
    }
    let replayed = try inputs(replayLimit: 5)
    let walkedAgain = try inputs(replayLimit: 4)
    #expect(replayed.inputs.map(\.path) == walkedAgain.inputs.map(\.path))
    #expect(
      replayed.inputs.map(\.path).map { String($0.dropFirst(directory.path.count)) } == [
        "/a.html", "/b-e.html", "/b/c.html", "/b/d.htm", "/missing.html",
      ])
    // The link's two files are b's.
    #expect(replayed.duplicates == 2)
    #expect(replayed.duplicates == walkedAgain.duplicates)
    #expect(replayed.notes == walkedAgain.notes)
    #expect(replayed.notes.contains { $0.hasPrefix(directory.path("empty") + ": no HTML file") })
  }
}
