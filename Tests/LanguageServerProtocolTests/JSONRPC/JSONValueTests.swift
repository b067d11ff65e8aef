import Foundation
import Testing

@testable import LanguageServerProtocol

@Suite("JSON-RPC: JSON values")
struct JSONValueTests {
  static func decode(_ json: String) throws -> JSONValue {
    try JSONDecoder().decode(JSONValue.self, from: Data(json.utf8))
  }

  static func encode(_ value: JSONValue) throws -> String {
    String(decoding: try JSONCoding.encoder().encode(value), as: UTF8.self)
  }

  @Test func readsEveryKindOfValue() throws {
    let value = try Self.decode(
      #"{"n":null,"t":true,"f":false,"i":-12,"d":2.5,"s":"é/🙂","a":[1,[]],"o":{"k":{}}}"#)
    #expect(
      value
        == [
          "n": .null, "t": true, "f": false, "i": -12, "d": 2.5, "s": "é/🙂", "a": [1, []],
          "o": ["k": [:]],
        ])
  }

  @Test func integersStayExact() throws {
    // 2^53 + 1 has no exact Double: read as a Double it would become 2^53.
    for integer in [0, 1, -1, 9_007_199_254_740_993, Int.max, Int.min] {
      let value = try Self.decode(String(integer))
      #expect(value == .integer(integer))
      #expect(try Self.encode(value) == String(integer))
    }
    #expect(try Self.decode("1.5") == .double(1.5))
    #expect(try Self.decode("1e300") == .double(1e300))
    // Beyond Int: a Double, approximately.
    #expect(try Self.decode("18446744073709551616") == .double(18_446_744_073_709_551_616))
  }

  @Test func roundTripsThroughJSON() throws {
    let value: JSONValue = [
      "uri": "file:///a%20b/c.html", "version": 12, "ratio": 0.25, "list": [true, .null, "x"],
      "nested": ["deep": ["deeper": [.integer(Int.max)]]],
    ]
    let json = try Self.encode(value)
    #expect(try Self.decode(json) == value)
    #expect(json.contains("file:///a%20b/c.html"))  // Slashes are not escaped.
  }

  struct Sample: Codable, Equatable {
    var name: String
    var count: Int
    var note: String?
  }

  @Test func encodesAnyEncodableLeavingNilOptionalsOut() throws {
    let value = try JSONValue(encoding: Sample(name: "a", count: 3, note: nil))
    #expect(value == ["name": "a", "count": 3])
  }

  @Test func encodingAValueJSONCannotHoldIsAnInternalError() {
    #expect(throws: ResponseError.self) {
      try JSONValue(encoding: [Double.nan])
    }
    do {
      _ = try JSONValue(encoding: [Double.infinity])
      Issue.record("expected an error")
    } catch let error as ResponseError {
      #expect(error.code == ResponseError.Code.internalError)
    } catch {
      Issue.record("unexpected \(error)")
    }
  }

  @Test func decodesParametersIntoATypeOrFailsWithInvalidParams() throws {
    let params: JSONValue? = ["name": "a", "count": 3, "extra": true]
    #expect(try params.decode(Sample.self) == Sample(name: "a", count: 3))
    for bad: JSONValue? in [nil, ["name": "a"], ["name": "a", "count": "3"], [1]] {
      do {
        _ = try bad.decode(Sample.self)
        Issue.record("expected an error for \(String(describing: bad))")
      } catch let error as ResponseError {
        #expect(error.code == -32602)
      } catch {
        Issue.record("unexpected \(error)")
      }
    }
  }

  @Test func missingMembersAreNamedInTheError() {
    let params: JSONValue = ["name": "a"]
    #expect {
      _ = try params.decode(Sample.self)
    } throws: { error in
      (error as? ResponseError)?.message.contains("count") == true
    }
  }

  @Test func accessorsReadTheirKindOnly() {
    let value: JSONValue = ["s": "x", "i": 2, "b": false, "a": [1], "o": [:]]
    #expect(value["s"]?.stringValue == "x")
    #expect(value["i"]?.integerValue == 2)
    #expect(value["b"]?.boolValue == false)
    #expect(value["a"]?.arrayValue == [1])
    #expect(value["o"]?.objectValue == [:])
    #expect(value["s"]?.integerValue == nil)
    #expect(value["missing"] == nil)
    #expect(JSONValue.string("x")["s"] == nil)
  }
}
