import Foundation

/// What Chromium's net log (`--log-net-log`, the chrome://net-export format) says about the
/// page's own request: the main-frame navigation.
///
/// The log is JSON: `constants` maps event type names to numbers (and net error names to codes),
/// and `events` lists every network event with its `source` (one id per request), `type`,
/// `phase` and `params`. The navigation is the first `URL_REQUEST_START_JOB` whose
/// `request_type` is `main frame` (or, in versions without that parameter, whose URL is the
/// page's). Redirects stay on the same source, so its last `URL_REQUEST_START_JOB` gives the
/// final URL, its last `HTTP_TRANSACTION_READ_RESPONSE_HEADERS` the status line, and the end of
/// its `REQUEST_ALIVE` a net error such as `ERR_CONNECTION_REFUSED`.
struct ChromiumNetLog {
  /// The navigation's final URL (after redirects).
  var finalURL: String?
  /// The HTTP status code of the last response, when one arrived.
  var status: Int?
  /// The reason phrase of that response (`Not Found`), when it had one.
  var reasonPhrase: String?
  /// The net error name (`ERR_NAME_NOT_RESOLVED`) when the request failed.
  var netError: String?

  /// Reads a net log; nil when it is not one or has no navigation for `url`.
  init?(data: Data, pageURL url: String) {
    guard let root = Self.parse(data),
      let constants = root["constants"] as? [String: Any],
      let events = root["events"] as? [[String: Any]],
      let types = constants["logEventTypes"] as? [String: Int]
    else { return nil }
    let phases = constants["logEventPhase"] as? [String: Int] ?? [:]
    let begin = phases["PHASE_BEGIN"] ?? 1
    let end = phases["PHASE_END"] ?? 2
    let errorNames = Dictionary(
      ((constants["netError"] as? [String: Int]) ?? [:]).map { ($1, $0) },
      uniquingKeysWith: { first, _ in first })
    guard let startJob = types["URL_REQUEST_START_JOB"] else { return nil }
    let responseHeaders = types["HTTP_TRANSACTION_READ_RESPONSE_HEADERS"]
    let requestAlive = types["REQUEST_ALIVE"]

    var navigation: Int?
    for event in events {
      guard let source = (event["source"] as? [String: Any])?["id"] as? Int,
        let type = event["type"] as? Int
      else { continue }
      let params = event["params"] as? [String: Any] ?? [:]
      let phase = event["phase"] as? Int
      if navigation == nil {
        guard type == startJob, phase == begin else { continue }
        let requestType = params["request_type"] as? String
        let isMainFrame =
          requestType.map { $0 == "main frame" } ?? ((params["url"] as? String) == url)
        guard isMainFrame else { continue }
        navigation = source
      }
      guard source == navigation else { continue }
      if type == startJob, phase == begin, let jobURL = params["url"] as? String {
        finalURL = jobURL
      } else if type == responseHeaders, let headers = params["headers"] as? [String],
        let statusLine = headers.first
      {
        // "HTTP/1.1 404 Not Found"; HTTP/2 and QUIC responses are logged the same way.
        let parts = statusLine.split(separator: " ", maxSplits: 2)
        if parts.count >= 2, let code = Int(parts[1]) {
          status = code
          reasonPhrase = parts.count == 3 ? String(parts[2]) : nil
        }
      } else if type == requestAlive || type == startJob, phase == end,
        let code = params["net_error"] as? Int, code != 0
      {
        netError = errorNames[code] ?? "net error \(code)"
      }
    }
    guard navigation != nil else { return nil }
  }

  /// The JSON object; a log cut short (the browser was killed) is closed first.
  private static func parse(_ data: Data) -> [String: Any]? {
    if let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] {
      return object
    }
    var text = String(decoding: data, as: UTF8.self)
    while let last = text.last, last.isWhitespace || last == "," { text.removeLast() }
    return try? JSONSerialization.jsonObject(with: Data((text + "]}").utf8)) as? [String: Any]
  }
}
