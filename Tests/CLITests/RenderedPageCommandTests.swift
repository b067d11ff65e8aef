import Foundation
import TestHelpers
import Testing

/// `--url` and `--sitemap` as users run them: pages served from 127.0.0.1, loaded in headless
/// Chromium (these tests are skipped without it) and kept on loopback.
@Suite(
  "kbtraits with rendered pages", .serialized,
  .enabled(if: RenderingFixtures.hasBrowser, RenderingFixtures.skipMessage))
struct RenderedPageCommandTests {
  private static let loopbackOnly = "--chromium-arg=" + RenderingFixtures.loopbackOnly

  private func json(_ text: String) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
  }

  @Test(
    "a sitemap: the scripted form is scanned with selectors, the 404 and the slow page fail, the run goes on",
    .enabled(if: RenderingFixtures.hasCurl, RenderingFixtures.curlSkipMessage))
  func sitemap() throws {
    let server = try LocalHTTPServer(
      routes: RenderingFixtures.routes(slowDelay: 90), maxRequests: 30, lifetime: 150)
    defer { server.stop() }
    let base = server.baseURL
    let outcome = try KBTraitsProcess.run([
      "lint", "--no-config", "--format", "json", "--sitemap", base + "/sitemap.xml",
      "--page-timeout", "15", Self.loopbackOnly,
    ])
    #expect(outcome.status == 1, "stderr: \(outcome.standardError)")
    let document = try json(outcome.standardOutput)
    let files = try #require(document["files"] as? [[String: Any]])
    #expect(
      files.map { $0["path"] as? String } == [
        base + "/signup.html", base + "/missing.html", base + "/slow.html",
      ])

    // The form exists only after its script ran; its fields are named by selector, not line.
    let signup = files[0]
    #expect((signup["page"] as? [String: Any])?["status"] as? Int == 200)
    #expect(signup["error"] is NSNull)
    let fields = try #require(signup["fields"] as? [[String: Any]])
    #expect(fields.map { $0["name"] as? String } == ["email", "password", "card"])
    #expect(fields.allSatisfy { $0["line"] == nil && $0["column"] == nil })
    #expect(
      fields.map { $0["selector"] as? String } == [
        #"form#signup > label:nth-of-type(1) > input[name="email"]"#,
        #"form#signup > label:nth-of-type(2) > input[name="password"]"#,
        #"form#signup > label:nth-of-type(3) > input[name="card"]"#,
      ])
    let keyboards = fields.map { ($0["ios"] as? [String: Any])?["keyboardType"] as? String }
    #expect(keyboards == ["emailAddress", "default", "numbersAndPunctuation"])
    #expect((fields[1]["ios"] as? [String: Any])?["secureTextEntry"] as? Bool == true)

    let diagnostics = try #require(signup["diagnostics"] as? [[String: Any]])
    let found = Set(
      diagnostics.map { "\($0["rule"] as? String ?? "") \($0["selector"] as? String ?? "")" })
    #expect(
      found.contains(
        #"password-autocomplete form#signup > label:nth-of-type(2) > input[name="password"]"#))
    #expect(
      found.contains(
        #"number-for-identifier form#signup > label:nth-of-type(3) > input[name="card"]"#))
    #expect(diagnostics.allSatisfy { $0["line"] == nil && $0["column"] == nil })

    // The 404 is a page error with its status; the slow page timed out.
    let missing = files[1]
    #expect((missing["page"] as? [String: Any])?["status"] as? Int == 404)
    #expect((missing["error"] as? [String: Any])?["kind"] as? String == "httpError")
    let slow = files[2]
    #expect((slow["error"] as? [String: Any])?["kind"] as? String == "pageTimeout")

    let summary = try #require(document["summary"] as? [String: Any])
    #expect(summary["files"] as? Int == 3)
    #expect(summary["failedFiles"] as? Int == 2)
    #expect(summary["pages"] as? Int == 3)
    #expect(summary["failedPages"] as? Int == 2)
    // Nothing was fetched but the sitemap and the pages it lists (and a favicon).
    #expect(
      Set(server.requestedPaths).isSubset(of: [
        "/sitemap.xml", "/signup.html", "/missing.html", "/slow.html", "/favicon.ico",
      ]))
  }

  @Test("one page, every lint format: URL and selector in text, SARIF, GitHub; no line anywhere")
  func formats() throws {
    let server = try LocalHTTPServer(
      routes: RenderingFixtures.routes(slowDelay: 0), maxRequests: 20, lifetime: 120)
    defer { server.stop() }
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let url = server.baseURL + "/signup.html"
    let password = #"form#signup > label:nth-of-type(2) > input[name="password"]"#
    let outcome = try KBTraitsProcess.run([
      "lint", "--no-config", "--url", url, "--url", url, Self.loopbackOnly,
      "--format", "text", "--output", folder.path("lint.txt"),
      "--format", "sarif", "--output", folder.path("lint.sarif"),
      "--format", "github", "--output", folder.path("lint.github"),
    ])
    #expect(outcome.status == 1, "stderr: \(outcome.standardError)")

    let text = try String(contentsOfFile: folder.path("lint.txt"), encoding: .utf8)
    #expect(text.contains("\(url)  \(password): error: "))
    #expect(text.contains("[password-autocomplete]"))
    #expect(!text.contains("\(url):"), "no path:line:col for a rendered page")
    #expect(text.contains("in 1 file, 1 page given (1 rendered, 0 failed)"))

    let github = try String(contentsOfFile: folder.path("lint.github"), encoding: .utf8)
    let annotation = try #require(
      github.split(separator: "\n").first { $0.contains("title=password-autocomplete") })
    #expect(annotation.hasPrefix("::error file=http%3A//127.0.0.1%3A"))
    #expect(!annotation.contains("line="))
    #expect(annotation.contains("::\(password): "))

    let sarifData = try Data(contentsOf: URL(fileURLWithPath: folder.path("lint.sarif")))
    let validator = try JSONSchemaValidator(schemaData: Data(contentsOf: TestCorpus.sarifSchema))
    #expect(validator.validate(sarifData) == [])
    let sarif = try #require(try JSONSerialization.jsonObject(with: sarifData) as? [String: Any])
    let run = try #require((sarif["runs"] as? [[String: Any]])?.first)
    let results = try #require(run["results"] as? [[String: Any]])
    let result = try #require(results.first { $0["ruleId"] as? String == "password-autocomplete" })
    let location = try #require((result["locations"] as? [[String: Any]])?.first)
    let physical = try #require(location["physicalLocation"] as? [String: Any])
    #expect((physical["artifactLocation"] as? [String: Any])?["uri"] as? String == url)
    #expect((physical["artifactLocation"] as? [String: Any])?["uriBaseId"] == nil)
    #expect(physical["region"] == nil)
    let logical = try #require((location["logicalLocations"] as? [[String: Any]])?.first)
    #expect(logical["fullyQualifiedName"] as? String == password)
    #expect(logical["kind"] as? String == "element")
    // The URL given twice was loaded once.
    #expect(server.requestedPaths.filter { $0 == "/signup.html" }.count == 1)
  }

  @Test("every page given is in the output, in order, and counted: given, rendered, failed")
  func everyPage() throws {
    let server = try LocalHTTPServer(
      routes: RenderingFixtures.routes(slowDelay: 0), maxRequests: 40, lifetime: 150)
    defer { server.stop() }
    let paths = [
      "/signup.html", "/missing.html", "/slow.html", "/missing.html?b", "/signup.html?b",
    ]
    let urls = paths.map { server.baseURL + $0 }
    let outcome = try KBTraitsProcess.run(
      ["show", "--no-config", "--format", "json", "--jobs", "4", Self.loopbackOnly]
        + urls.flatMap { ["--url", $0] })
    #expect(outcome.status == 1, "stderr: \(outcome.standardError)")
    let document = try json(outcome.standardOutput)
    let files = try #require(document["files"] as? [[String: Any]])
    #expect(files.map { $0["path"] as? String } == urls)
    #expect(files.map { $0["error"] is NSNull } == [true, false, true, false, true])
    let summary = try #require(document["summary"] as? [String: Any])
    #expect(summary["pages"] as? Int == 5)
    #expect(summary["failedPages"] as? Int == 2)
  }

  @Test("a run killed while its browsers work leaves no folder and no browser behind")
  func killedRun() throws {
    let server = try LocalHTTPServer(
      routes: RenderingFixtures.routes(slowDelay: 60), maxRequests: 20, lifetime: 90)
    defer { server.stop() }
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let process = try KBTraitsProcess.start(
      ["show", "--no-config", "--url", server.baseURL + "/slow.html", Self.loopbackOnly],
      environment: ["TMPDIR": folder.path])
    // Waits for the browser to be at work: it asked for the page, and its process group is
    // named in the run's folder.
    var groups: [pid_t] = []
    let deadline = Date().addingTimeInterval(30)
    while groups.isEmpty || !server.requestedPaths.contains("/slow.html"), Date() < deadline {
      groups = Self.processGroups(in: folder.path)
      usleep(100_000)
    }
    #expect(!groups.isEmpty, "no browser started")
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
    let cleared = Date().addingTimeInterval(15)
    while Date() < cleared, !Self.isEmptyFolder(folder.path) || !Self.living(groups).isEmpty {
      usleep(100_000)
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [])
    #expect(Self.living(groups) == [], "browser processes still running")
  }

  /// The process groups named by the runs' `process-group` files under `folder`.
  private static func processGroups(in folder: String) -> [pid_t] {
    let files = FileManager.default.enumerator(atPath: folder)?.compactMap { $0 as? String } ?? []
    return files.filter { $0.hasSuffix("/process-group") }.compactMap {
      try? String(contentsOfFile: folder + "/" + $0, encoding: .utf8)
    }.compactMap { pid_t($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
  }

  private static func isEmptyFolder(_ folder: String) -> Bool {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).isEmpty
  }

  /// The processes of `groups` that still run, from `/proc` (empty where there is none): a
  /// killed process stays a zombie until its new parent reaps it, and that is not up to us.
  private static func living(_ groups: [pid_t]) -> [String] {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    return entries.filter { $0.allSatisfy(\.isNumber) }.filter { pid in
      guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
        let close = stat.lastIndex(of: ")")
      else { return false }
      // After "pid (comm) ": state, ppid, pgrp.
      let fields = stat[stat.index(after: close)...].split(separator: " ")
      guard fields.count > 2, let group = pid_t(fields[2]) else { return false }
      return fields[0] != "Z" && groups.contains(group)
    }
  }

  @Test("show prints a SELECTOR column for a rendered page")
  func show() throws {
    let server = try LocalHTTPServer(
      routes: RenderingFixtures.routes(slowDelay: 0), maxRequests: 20, lifetime: 120)
    defer { server.stop() }
    let url = server.baseURL + "/signup.html"
    let outcome = try KBTraitsProcess.run(["show", "--no-config", "--url", url, Self.loopbackOnly])
    #expect(outcome.status == 0, "stderr: \(outcome.standardError)")
    let lines = outcome.standardOutput.split(separator: "\n").map(String.init)
    #expect(lines.first == "\(url)  (3 fields)")
    #expect(lines.dropFirst().first?.hasPrefix("  SELECTOR  ") == true)
    // Each field's line starts with its selector; its platform rows follow.
    let email = try #require(
      lines.firstIndex {
        $0.hasPrefix(#"  form#signup > label:nth-of-type(1) > input[name="email"]"#)
      })
    #expect(lines[email + 1].contains("iPhone") && lines[email + 1].contains("Email keyboard"))
    #expect(lines.last?.hasPrefix("1 file, 3 fields, 0 failed, ") == true)
    #expect(outcome.standardOutput.hasSuffix("1 page given (1 rendered, 0 failed)\n"))
  }
}

/// Without a browser (no Chromium test needs one to say so).
@Suite("kbtraits without a browser")
struct MissingBrowserTests {
  @Test(
    "a browser that is not there: exit 2 and how to install one",
    arguments: ["show", "lint", "report"])
  func missingBrowser(command: String) throws {
    let outcome = try KBTraitsProcess.run([
      command, "--url", "http://127.0.0.1:9/", "--chromium", "/nonexistent/chromium",
    ])
    #expect(outcome.status == 2)
    #expect(outcome.standardError.contains("apt-get install chromium"))
    #expect(outcome.standardError.contains("--chromium"))
    #expect(outcome.standardOutput.isEmpty)
  }

  @Test("--url takes only http and https addresses")
  func onlyWebAddresses() throws {
    let outcome = try KBTraitsProcess.run(["show", "--url", "Samples/sign-in.html"])
    #expect(outcome.status == 2)
    #expect(outcome.standardError.contains("not an http or https URL"))
  }

  @Test("--allow-host takes a host name")
  func allowHostValidation() throws {
    let outcome = try KBTraitsProcess.run(
      ["show", "--url", "http://127.0.0.1:9/", "--allow-host", "cdn.example, evil.example"])
    #expect(outcome.status == 2)
    #expect(outcome.standardError.contains("--allow-host takes a host name"))
  }
}
