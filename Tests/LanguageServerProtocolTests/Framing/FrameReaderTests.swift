import Foundation
import Testing

@testable import LanguageServerProtocol

@Suite("Framing: the frame reader")
struct FrameReaderTests {
  static let first = #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"é":"🙂"}}"#
  static let second = #"{"jsonrpc":"2.0","method":"initialized","params":{}}"#

  @Test func framesABodyWithItsLengthInBytes() {
    let framed = MessageFraming.frame(Data("{\"é\":1}".utf8))
    #expect(String(decoding: framed, as: UTF8.self) == "Content-Length: 8\r\n\r\n{\"é\":1}")
  }

  @Test func readsTwoMessagesSplitAtEveryByteBoundary() {
    let stream = Frames.frame(Self.first) + Frames.frame(Self.second)
    for split in 0...stream.count {
      let results = Frames.read([stream.prefix(split), stream.dropFirst(split)])
      #expect(Frames.bodies(results) == [Self.first, Self.second], "split at \(split)")
      #expect(Frames.malformed(results).isEmpty, "split at \(split)")
    }
  }

  @Test func readsTwoMessagesFedOneByteAtATime() {
    let stream = Frames.frame(Self.first) + Frames.frame(Self.second)
    let results = Frames.read(stream.map { Data([$0]) })
    #expect(Frames.bodies(results) == [Self.first, Self.second])
  }

  @Test(arguments: [
    "content-length: 2\r\n\r\n{}", "CONTENT-LENGTH:2\r\n\r\n{}", "Content-Length:   2  \r\n\r\n{}",
    "cOnTeNt-LeNgTh: 2\r\n\r\n{}",
  ])
  func headerNamesAreCaseInsensitive(stream: String) {
    #expect(Frames.bodies(Frames.read([Frames.raw(stream)])) == ["{}"])
  }

  @Test func contentTypeAndUnknownHeadersAreAcceptedAndIgnored() {
    let stream =
      "Content-Type: application/vscode-jsonrpc; charset=utf-8\r\nContent-Length: 2\r\n"
      + "X-Anything: at all\r\n\r\n{}"
    let results = Frames.read([Frames.raw(stream)])
    #expect(results == [.body(Data("{}".utf8))])
  }

  @Test func strayLineBreaksBetweenFramesAreSkipped() {
    let stream = Frames.frame("{}") + Frames.raw("\r\n\n") + Frames.frame("[]")
    #expect(Frames.bodies(Frames.read([stream])) == ["{}", "[]"])
  }

  @Test(arguments: [
    ("Content-Length 2\r\n\r\n{}", "colon"),
    ("Content-Type: x\r\n\r\n{}", "no Content-Length"),
    ("Content-Length: abc\r\n\r\n{}", "invalid"),
    ("Content-Length: 2x\r\n\r\n{}", "invalid"),
    ("Content-Length: \r\n\r\n{}", "invalid"),
    ("Content-Length: +2\r\n\r\n{}", "invalid"),
    ("Content-Length: 99999999999999999999999\r\n\r\n{}", "invalid"),
    ("Content-Length: -5\r\n\r\n{}", "negative"),
    ("Content-Length: 2\r\nContent-Length: 3\r\n\r\n{}", "two different"),
    ("Bad Name: 1\r\nContent-Length: 2\r\n\r\n{}", "token"),
  ])
  func aMalformedHeaderIsReportedAndTheNextFrameStillRead(header: String, reason: String) {
    let results = Frames.read([Frames.raw(header) + Frames.frame(Self.second)])
    let malformed = Frames.malformed(results)
    #expect(malformed.count == 1)
    #expect(malformed.first?.contains(reason) == true, "\(malformed)")
    // A bad value skips its whole block; a bad line resynchronises on the header after it.
    #expect(Frames.bodies(results).last == Self.second)
  }

  @Test func garbageBeforeAFrameIsSkipped() {
    for garbage in [
      "xyz", "}}}\r\n", "no headers here\r\n\r\n", String(repeating: "\0", count: 40),
    ] {
      let results = Frames.read([Frames.raw(garbage) + Frames.frame(Self.first)])
      #expect(Frames.malformed(results).count == 1, "\(garbage.debugDescription)")
      #expect(Frames.bodies(results) == [Self.first], "\(garbage.debugDescription)")
    }
  }

  @Test func aLengthTooShortCutsTheBodyThenTheReaderResynchronises() {
    let stream = Frames.raw("Content-Length: 5\r\n\r\n{\"a\":1}") + Frames.frame(Self.second)
    let results = Frames.read([stream])
    #expect(results.first == .body(Data("{\"a\":".utf8)))
    #expect(Frames.malformed(results).count == 1)
    #expect(Frames.bodies(results).last == Self.second)
  }

  @Test func aLengthTooLongWaitsForBytesThatDoNotCome() {
    var reader = FrameReader()
    reader.append(Frames.raw("Content-Length: 50\r\n\r\n{}"))
    #expect(reader.next() == nil)
    #expect(reader.bufferedByteCount == 2)
  }

  @Test func truncatedInputWaitsForTheRest() {
    let stream = Frames.frame(Self.first)
    var reader = FrameReader()
    for cut in [3, 16, 19, 20, 21, stream.count - 1] {
      reader = FrameReader()
      reader.append(stream.prefix(cut))
      #expect(reader.next() == nil, "cut at \(cut)")
      reader.append(stream.dropFirst(cut))
      #expect(reader.next() == .body(Data(Self.first.utf8)), "cut at \(cut)")
      #expect(reader.next() == nil)
    }
  }

  @Test func aBodyOverTheLimitIsMalformedAtOnce() {
    var reader = FrameReader()
    reader.append(Frames.raw("Content-Length: \(64 * 1024 * 1024 + 1)\r\n\r\n{"))
    let result = reader.next()
    guard case .malformed(let reason)? = result else {
      Issue.record("expected malformed, got \(String(describing: result))")
      return
    }
    #expect(reason.contains("over the limit"))
    #expect(reader.next() == nil)
    #expect(reader.bufferedByteCount == 0)
  }

  @Test func aBodyOverTheLimitIsSkippedWhicheverWayItArrives() {
    let oversized = Frames.frame(String(repeating: "x", count: 300))
    let stream = oversized + Frames.frame(Self.second)
    for split in stride(from: 0, through: stream.count, by: 7) {
      let results = Frames.read(
        [stream.prefix(split), stream.dropFirst(split)], reader: FrameReader(maxBodyBytes: 100))
      #expect(Frames.malformed(results).count == 1, "split at \(split)")
      #expect(Frames.bodies(results) == [Self.second], "split at \(split)")
    }
  }

  @Test func aHeaderBlockOverEightKilobytesIsMalformed() {
    let padding = "X-Padding: " + String(repeating: "a", count: 9000) + "\r\n"
    var reader = FrameReader()
    reader.append(Frames.raw(padding))
    let result = reader.next()
    guard case .malformed(let reason)? = result else {
      Issue.record("expected malformed, got \(String(describing: result))")
      return
    }
    #expect(reason.contains("longer than 8192"))
    // Resynchronising keeps only what could start a `Content-Length:`.
    #expect(reader.next() == nil)
    #expect(reader.bufferedByteCount < 16)
    reader.append(Frames.frame(Self.second))
    #expect(reader.next() == .body(Data(Self.second.utf8)))
  }

  @Test func aFiveMegabyteBodyArrivesWhole() {
    let text = String(repeating: "<input type=email>\u{1F642}\r\n", count: 220_000)
    let body = Data(#"{"jsonrpc":"2.0","method":"x","params":{"text":"\#(text)"}}"#.utf8)
    #expect(body.count > 5_000_000)
    let stream = MessageFraming.frame(body) + Frames.frame(Self.second)
    let chunks = stride(from: 0, to: stream.count, by: 65_536).map {
      stream[$0..<min($0 + 65_536, stream.count)]
    }
    let results = Frames.read(chunks.map { Data($0) })
    #expect(results.count == 2)
    #expect(results.first == .body(body))
    #expect(results.last == .body(Data(Self.second.utf8)))
  }

  @Test func randomBytesNeverTrapAndNeverPileUp() {
    var generator = SeededGenerator(seed: 29)
    // A small body limit: random lengths above it are skipped rather than waited for.
    var reader = FrameReader(maxBodyBytes: 1000)
    let pieces = ["Content-Length: ", "12", "-3", "\r\n", "\r\n\r\n", "{}", ":", "x", "\u{0}", "é"]
    for _ in 0..<5_000 {
      var chunk = Data()
      for _ in 0..<Int.random(in: 1...8, using: &generator) {
        if Bool.random(using: &generator) {
          chunk.append(Data(pieces.randomElement(using: &generator)!.utf8))
        } else {
          chunk.append(UInt8.random(in: 0...255, using: &generator))
        }
      }
      reader.append(chunk)
      while reader.next() != nil {}
      // Never more than a header block and a body within the limit are held.
      #expect(reader.bufferedByteCount <= 8 * 1024 + 4 + 1000)
    }
  }
}
