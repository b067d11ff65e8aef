import Foundation
import Testing

@testable import KeyboardTraits

/// Reading the page's status from Chromium's net log, and what the loader makes of a run.
@Suite("Chromium net log")
struct ChromiumNetLogTests {
  /// A net log with the constants Chromium writes and the given events.
  private func log(_ events: [[String: Any]], cutShort: Bool = false) throws -> Data {
    let constants: [String: Any] = [
      "logEventTypes": [
        "REQUEST_ALIVE": 2, "URL_REQUEST_START_JOB": 3,
        "HTTP_TRANSACTION_READ_RESPONSE_HEADERS": 4,
      ],
      "logEventPhase": ["PHASE_NONE": 0, "PHASE_BEGIN": 1, "PHASE_END": 2],
      "netError": ["ERR_CONNECTION_REFUSED": -102, "ERR_NAME_NOT_RESOLVED": -105],
    ]
    var data = try JSONSerialization.data(
      withJSONObject: ["constants": constants, "events": events], options: [.sortedKeys])
    if cutShort {
      // A browser killed mid-write leaves "…},\n" and no closing brackets.
      var text = String(decoding: data, as: UTF8.self)
      text.removeLast(2)
      data = Data((text + ",\n").utf8)
    }
    return data
  }

  private func event(
    _ source: Int, _ type: Int, _ phase: Int, _ params: [String: Any] = [:]
  ) -> [String: Any] {
    ["source": ["id": source, "type": 1], "type": type, "phase": phase, "params": params]
  }

  @Test("the main-frame request's last response gives the status; other requests do not count")
  func status() throws {
    let data = try log([
      event(7, 3, 1, ["url": "http://127.0.0.1:9/time", "request_type": "other"]),
      event(7, 2, 2, ["net_error": -105]),
      event(9, 3, 1, ["url": "http://127.0.0.1:8/old", "request_type": "main frame"]),
      event(9, 4, 0, ["headers": ["HTTP/1.1 301 Moved Permanently", "Location: /new"]]),
      event(9, 3, 1, ["url": "http://127.0.0.1:8/new", "request_type": "main frame"]),
      event(9, 4, 0, ["headers": ["HTTP/1.1 404 Not Found"]]),
      event(11, 3, 1, ["url": "http://127.0.0.1:8/favicon.ico", "request_type": "other"]),
      event(11, 4, 0, ["headers": ["HTTP/1.1 200 OK"]]),
    ])
    let parsed = try #require(ChromiumNetLog(data: data, pageURL: "http://127.0.0.1:8/old"))
    #expect(parsed.status == 404)
    #expect(parsed.reasonPhrase == "Not Found")
    #expect(parsed.finalURL == "http://127.0.0.1:8/new")
    #expect(parsed.netError == nil)
  }

  @Test("a network error is named, also in a log cut short")
  func netError() throws {
    let data = try log(
      [
        event(3, 3, 1, ["url": "http://127.0.0.1:1/", "request_type": "main frame"]),
        event(3, 3, 2, ["net_error": -102]),
        event(3, 2, 2, ["net_error": -102]),
      ], cutShort: true)
    let parsed = try #require(ChromiumNetLog(data: data, pageURL: "http://127.0.0.1:1/"))
    #expect(parsed.netError == "ERR_CONNECTION_REFUSED")
    #expect(parsed.status == nil)
  }

  @Test("the loader turns a run into a page or the right error")
  func outcomes() throws {
    let loader = RenderedPageLoader(browserPath: "/bin/false", pageTimeout: 7)
    let url = "http://127.0.0.1:8/old"
    func outcome(
      _ status: Int32?, timedOut: Bool = false, output: String = "", error: String = ""
    ) -> ChildProcess.Outcome {
      ChildProcess.Outcome(
        exitStatus: status, timedOut: timedOut, standardOutput: Data(output.utf8),
        standardError: error)
    }
    #expect(
      throws: ScanError(
        kind: .pageTimeout,
        message: "\(url): the page did not finish loading within 7 s (--page-timeout); the browser "
          + "was stopped.")
    ) {
      try loader.page(from: outcome(nil, timedOut: true), url: url, netLog: nil)
    }
    let notFound = try log([
      event(9, 3, 1, ["url": url, "request_type": "main frame"]),
      event(9, 4, 0, ["headers": ["HTTP/1.1 404 Not Found"]]),
    ])
    #expect(
      throws: ScanError(
        kind: .httpError,
        message: "\(url): the server answered HTTP 404 Not Found; nothing was "
          + "scanned.", httpStatus: 404)
    ) {
      try loader.page(from: outcome(0, output: "<html></html>"), url: url, netLog: notFound)
    }
    #expect(
      throws: ScanError(
        kind: .pageLoadFailed,
        message: "\(url): the browser could not load the page (ERR_UNSAFE_PORT).")
    ) {
      try loader.page(
        from: outcome(
          0,
          error: "[1:1:ERROR:headless_command_handler.cc] Page load failed: "
            + "net::ERR_UNSAFE_PORT\n"), url: url, netLog: nil)
    }
    let page = try loader.page(
      from: outcome(0, output: "<html><body><input></body></html>"), url: url, netLog: nil)
    #expect(page.url == url && page.finalURL == url && page.status == nil)
  }

  @Test("the command line: headless, no sandbox only as root, a fresh profile, the wait")
  func arguments() {
    let loader = RenderedPageLoader(
      browserPath: "chromium", renderWait: 1500, extraArguments: ["--lang=en"])
    let asRoot = loader.arguments(
      for: "https://a.example/", profile: "/t/p", netLog: "/t/n", isRoot: true)
    #expect(asRoot.prefix(3) == ["--headless=new", "--disable-gpu", "--no-sandbox"])
    #expect(asRoot.contains("--user-data-dir=/t/p") && asRoot.contains("--log-net-log=/t/n"))
    #expect(asRoot.contains("--dump-dom") && asRoot.contains("--virtual-time-budget=1500"))
    #expect(asRoot.suffix(2) == ["--lang=en", "https://a.example/"])
    let asUser = loader.arguments(
      for: "https://a.example/", profile: "/t/p", netLog: "/t/n", isRoot: false)
    #expect(!asUser.contains("--no-sandbox"))
  }

  @Test("hosts: only the page's host and the allowed ones resolve, with the quieting flags")
  func hostRestriction() {
    let loader = RenderedPageLoader(
      browserPath: "chromium", extraArguments: ["--lang=en"],
      allowedHosts: ["cdn.example", "Shop.example", "*.fonts.example"])
    let arguments = loader.arguments(
      for: "https://Shop.example:8443/signup", profile: "/t/p", netLog: "/t/n", isRoot: false)
    #expect(
      arguments.contains(
        "--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE shop.example , EXCLUDE cdn.example , "
          + "EXCLUDE *.fonts.example"))
    for flag in [
      "--disable-background-networking", "--disable-component-update", "--disable-sync",
      "--no-first-run", "--no-default-browser-check", "--disable-domain-reliability",
      "--disable-client-side-phishing-detection", "--metrics-recording-only",
    ] {
      #expect(arguments.contains(flag), "\(flag)")
    }
    // The user's flags and the address stay last.
    #expect(arguments.suffix(2) == ["--lang=en", "https://Shop.example:8443/signup"])

    let loopback = RenderedPageLoader(browserPath: "chromium").arguments(
      for: "http://127.0.0.1:8080/a.html", profile: "/t/p", netLog: "/t/n", isRoot: false)
    #expect(loopback.contains("--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1"))
    #expect(RenderedPageLoader.host(of: "http://[::1]:8080/") == "::1")
  }

  @Test("hosts: the user's own --host-resolver-rules, or restrictsHosts false, replace ours")
  func ownHostRules() {
    for own in ["--host-resolver-rules=MAP * 127.0.0.1", "-host-resolver-rules=MAP * 127.0.0.1"] {
      let loader = RenderedPageLoader(browserPath: "chromium", extraArguments: [own])
      let arguments = loader.arguments(
        for: "https://a.example/", profile: "/t/p", netLog: "/t/n", isRoot: false)
      #expect(arguments.filter { $0.contains("host-resolver-rules") } == [own])
    }
    let open = RenderedPageLoader(browserPath: "chromium", restrictsHosts: false)
    #expect(
      !open.arguments(for: "https://a.example/", profile: "/t/p", netLog: "/t/n", isRoot: false)
        .contains { $0.contains("host-resolver-rules") })
  }

  @Test("no browser: a clear error that says how to install one")
  func browserNotFound() {
    let environment = ["PATH": "/nonexistent"]
    #expect(throws: RenderedPageLoader.BrowserNotFound.self) {
      try RenderedPageLoader.locateBrowser(environment: environment)
    }
    do {
      _ = try RenderedPageLoader.locateBrowser(
        explicitPath: "/no/such/chromium", environment: environment)
      Issue.record("expected an error")
    } catch {
      #expect(error.message.contains("--chromium '/no/such/chromium' is not an executable file"))
      #expect(error.message.contains("apt-get install chromium"))
    }
    #expect(
      (try? RenderedPageLoader.locateBrowser(environment: [
        "PATH": "/nonexistent", "CHROMIUM": "/bin/sh",
      ]))
        == "/bin/sh")
  }
}
