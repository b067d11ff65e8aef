import Foundation
import Testing

@testable import LanguageServerProtocol

@Suite("JSON-RPC: parsing messages")
struct IncomingMessageTests {
  static func parse(_ json: String) -> Result<IncomingMessage, ResponseError> {
    IncomingMessage.parse(Data(json.utf8))
  }

  static func error(_ json: String) -> ResponseError? {
    guard case .failure(let error) = parse(json) else { return nil }
    return error
  }

  @Test func readsARequestWithANumberOrAStringID() {
    #expect(
      Self.parse(#"{"jsonrpc":"2.0","id":7,"method":"textDocument/hover","params":{"a":1}}"#)
        == .success(.request(id: .number(7), method: "textDocument/hover", params: ["a": 1])))
    #expect(
      Self.parse(#"{"jsonrpc":"2.0","id":"x-1","method":"shutdown"}"#)
        == .success(.request(id: .string("x-1"), method: "shutdown", params: nil)))
    #expect(
      Self.parse(#"{"jsonrpc":"2.0","id":1,"method":"m","params":[1,"b"]}"#)
        == .success(.request(id: .number(1), method: "m", params: [1, "b"])))
    #expect(
      Self.parse(#"{"jsonrpc":"2.0","id":1,"method":"m","params":null}"#)
        == .success(.request(id: .number(1), method: "m", params: nil)))
  }

  @Test func readsANotification() {
    #expect(
      Self.parse(#"{"method":"initialized","params":{},"jsonrpc":"2.0"}"#)
        == .success(.notification(method: "initialized", params: [:])))
  }

  @Test func readsResponses() {
    #expect(
      Self.parse(#"{"jsonrpc":"2.0","id":3,"result":null}"#)
        == .success(.response(id: .number(3), result: .null, error: nil)))
    #expect(
      Self.parse(#"{"jsonrpc":"2.0","id":"s","result":{"ok":true}}"#)
        == .success(.response(id: .string("s"), result: ["ok": true], error: nil)))
    let error = ResponseError(code: -32601, message: "no", data: [1])
    #expect(
      Self.parse(#"{"jsonrpc":"2.0","id":null,"error":{"code":-32601,"message":"no","data":[1]}}"#)
        == .success(.response(id: nil, result: nil, error: error)))
  }

  @Test(arguments: ["", "{", "{\"jsonrpc\" \"2.0\"}", "nul", "\u{FF}", "[1,2"])
  func textThatIsNotJSONIsAParseError(body: String) {
    #expect(Self.error(body)?.code == -32700)
    #expect(Self.error(body)?.requestID == nil)
  }

  @Test func invalidUTF8IsAParseError() {
    #expect(IncomingMessage.parse(Data([0x7B, 0xFF, 0xFE, 0x7D])).failureCode == -32700)
  }

  @Test func deepNestingIsAnErrorNotACrash() {
    let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
    #expect(Self.error(deep)?.code == -32700)
  }

  @Test(arguments: [
    ("1", nil), ("\"text\"", nil), ("[]", nil),
    (#"[{"jsonrpc":"2.0","id":1,"method":"m"}]"#, nil),
    (#"{"id":4,"method":"m"}"#, RequestID.number(4)),
    (#"{"jsonrpc":"1.0","id":"a","method":"m"}"#, RequestID.string("a")),
    (#"{"jsonrpc":2,"id":5,"method":"m"}"#, RequestID.number(5)),
    (#"{"jsonrpc":"2.0","id":6,"method":3}"#, RequestID.number(6)),
    (#"{"jsonrpc":"2.0","id":7,"method":"m","params":"x"}"#, RequestID.number(7)),
    (#"{"jsonrpc":"2.0","id":true,"method":"m"}"#, nil),
    (#"{"jsonrpc":"2.0","id":1.5,"method":"m"}"#, nil),
    (#"{"jsonrpc":"2.0","id":null,"method":"m"}"#, nil),
    (#"{"jsonrpc":"2.0"}"#, nil),
    (#"{"jsonrpc":"2.0","id":8}"#, RequestID.number(8)),
    (#"{"jsonrpc":"2.0","id":9,"result":1,"error":{"code":1,"message":"m"}}"#, RequestID.number(9)),
    (#"{"jsonrpc":"2.0","id":10,"error":"bad"}"#, RequestID.number(10)),
  ])
  func jsonThatIsNotAMessageIsAnInvalidRequestWithItsID(body: String, id: RequestID?) {
    let error = Self.error(body)
    #expect(error?.code == -32600)
    #expect(error?.requestID == id)
  }

  @Test func errorCodesAreJSONRPCAndLSPs() {
    #expect(ResponseError.parseError.code == -32700)
    #expect(ResponseError.invalidRequest.code == -32600)
    #expect(ResponseError.methodNotFound("x/y").code == -32601)
    #expect(ResponseError.methodNotFound("x/y").message.contains("x/y"))
    #expect(ResponseError.invalidParams("bad position").code == -32602)
    #expect(ResponseError.invalidParams("bad position").message == "bad position")
    #expect(ResponseError.internalError.code == -32603)
    #expect(ResponseError.serverNotInitialized.code == -32002)
    #expect(ResponseError.requestCancelled.code == -32800)
    #expect(ResponseError.contentModified.code == -32801)
  }

  @Test func aResponseErrorEncodesWithoutItsRequestIDOrANilData() throws {
    let error = ResponseError.invalidRequest("no", id: .number(3))
    let json = String(decoding: try JSONCoding.encoder().encode(error), as: UTF8.self)
    #expect(json == #"{"code":-32600,"message":"no"}"#)
  }

  @Test func requestIDsRoundTrip() throws {
    for id in [RequestID.number(0), .number(-3), .number(Int.max), .string(""), .string("é")] {
      let data = try JSONEncoder().encode(id)
      #expect(try JSONDecoder().decode(RequestID.self, from: data) == id)
    }
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(RequestID.self, from: Data("true".utf8))
    }
    #expect(RequestID.number(4).description == "4")
    #expect(RequestID.string("a").description == "\"a\"")
  }
}

extension Result where Failure == ResponseError {
  /// The error's code, for a failure.
  var failureCode: Int? {
    guard case .failure(let error) = self else { return nil }
    return error.code
  }
}
