import Foundation

/// Loads web pages in headless Chromium, lets their scripts run, and returns the DOM the browser
/// built (``RenderedPage``), for forms that exist only after JavaScript made them.
///
/// ```swift
/// let loader = RenderedPageLoader(browserPath: try RenderedPageLoader.locateBrowser())
/// let report = await FormScanner().report(forPageAt: "https://shop.example/signup", loader: loader)
/// for field in report.fields { print(field.selector ?? "", field.ios.keyboardDescription) }
/// ```
///
/// Each page gets its own browser process and a fresh profile in a temporary folder, removed
/// afterwards, and by a guardian process should this one crash or be killed:
/// `chromium --headless=new --disable-gpu --dump-dom --virtual-time-budget=MS`, plus
/// `--no-sandbox` only when running as root (Chromium refuses to start as root with its
/// sandbox). Chromium's own background services (sync, component updates, autofill,
/// translation, metrics) are switched off by flags.
///
/// **Hosts**: the browser resolves only the page's own host and ``allowedHosts``
/// (`--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE <host> …`); every other name fails to
/// resolve, so Chromium reaches neither Google's update and sign-in servers nor a third-party
/// host the page did not ask you about. Add the hosts a page needs (a CDN) to ``allowedHosts``;
/// set ``restrictsHosts`` to false, or pass your own `--host-resolver-rules` in
/// ``extraArguments``, to leave resolution to the browser.
///
/// **Status codes** come from the browser's own network log (`--log-net-log`): the page's
/// main-frame request, followed through redirects, gives the HTTP status and any network error
/// (`ERR_CONNECTION_REFUSED`, `ERR_NAME_NOT_RESOLVED`), so nothing is fetched twice and the
/// status is the one the rendered DOM came with. **Timeouts**: a page that is still loading
/// after ``pageTimeout`` seconds has its browser and every process it started killed.
public struct RenderedPageLoader: Sendable {
  /// The browser executable.
  public var browserPath: String
  /// How long scripts may run, in milliseconds of the browser's virtual time
  /// (`--virtual-time-budget`); virtual time waits for pending network requests.
  public var renderWait: Int
  /// The most seconds a page may take, after which its browser is killed.
  public var pageTimeout: Double
  /// More Chromium flags, placed before the address (`--host-resolver-rules=…`,
  /// `--proxy-server=…`, `--window-size=…`).
  public var extraArguments: [String]
  /// The folder in which each page's browser profile folder is made (and removed); nil for the
  /// system's temporary folder.
  public var temporaryFolder: String?
  /// Hosts the browser may resolve besides the page's own (the other pages of a run, a CDN);
  /// patterns such as `*.cdn.example` are Chromium's.
  public var allowedHosts: [String]
  /// Whether every host but the page's and ``allowedHosts`` fails to resolve; ignored when
  /// ``extraArguments`` has its own `--host-resolver-rules`.
  public var restrictsHosts: Bool

  /// Creates a loader for the browser at `browserPath`.
  public init(
    browserPath: String, renderWait: Int = 2000, pageTimeout: Double = 30,
    extraArguments: [String] = [], temporaryFolder: String? = nil, allowedHosts: [String] = [],
    restrictsHosts: Bool = true
  ) {
    self.allowedHosts = allowedHosts
    self.restrictsHosts = restrictsHosts
    self.browserPath = browserPath
    self.renderWait = renderWait
    self.pageTimeout = pageTimeout
    self.extraArguments = extraArguments
    self.temporaryFolder = temporaryFolder
  }

  /// No browser was found, or the one named cannot be run.
  public struct BrowserNotFound: Error, Sendable, Hashable, CustomStringConvertible {
    /// What was looked for and how to install a browser.
    public var message: String
    /// The message.
    public var description: String { message }
  }

  /// The executable names searched for on `PATH`, in order.
  public static let browserNames = [
    "chromium", "chromium-browser", "google-chrome", "google-chrome-stable",
  ]

  /// Finds the browser to use: `explicitPath` (`--chromium`), else the `CHROMIUM` environment
  /// variable, else the first of ``browserNames`` on `PATH`.
  /// - Throws: ``BrowserNotFound`` saying how to install one.
  public static func locateBrowser(
    explicitPath: String? = nil,
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) throws(BrowserNotFound) -> String {
    let install =
      "install Chromium (`apt-get install chromium` on Debian and Ubuntu) or name a Chromium or "
      + "Chrome executable with --chromium PATH or the CHROMIUM environment variable"
    for (path, origin) in [(explicitPath, "--chromium"), (environment["CHROMIUM"], "CHROMIUM")] {
      guard let path, !path.isEmpty else { continue }
      let resolved =
        path.contains("/") ? path : ExecutableSearch.find(path, environment: environment)
      guard let resolved, FileManager.default.isExecutableFile(atPath: resolved) else {
        throw BrowserNotFound(message: "\(origin) '\(path)' is not an executable file; \(install).")
      }
      return resolved
    }
    for name in browserNames {
      if let found = ExecutableSearch.find(name, environment: environment) { return found }
    }
    throw BrowserNotFound(
      message: "no Chromium found (looked for \(browserNames.joined(separator: ", ")) on PATH); "
        + "\(install).")
  }

  /// Flags that keep Chromium's own services quiet: no sync, component or extension updates,
  /// autofill or translation requests, metrics uploads or first-run pages.
  static let quietFlags = [
    "--no-first-run", "--no-default-browser-check", "--disable-background-networking",
    "--disable-component-update", "--disable-default-apps", "--disable-sync",
    "--disable-extensions", "--disable-domain-reliability",
    "--disable-client-side-phishing-detection", "--disable-breakpad", "--disable-crash-reporter",
    "--metrics-recording-only",
    "--disable-features=AutofillServerCommunication,OptimizationHints,Translate,MediaRouter,"
      + "NetworkTimeServiceQuerying",
  ]

  /// The browser's command line for one page.
  func arguments(for url: String, profile: String, netLog: String, isRoot: Bool) -> [String] {
    var arguments = ["--headless=new", "--disable-gpu"]
    if isRoot { arguments.append("--no-sandbox") }
    arguments += Self.quietFlags
    arguments += [
      "--user-data-dir=\(profile)", "--log-net-log=\(netLog)", "--dump-dom",
      "--virtual-time-budget=\(renderWait)",
    ]
    if let rule = hostResolverRules(for: url) { arguments.append("--host-resolver-rules=\(rule)") }
    return arguments + extraArguments + [url]
  }

  /// `MAP * ~NOTFOUND , EXCLUDE <host> …` for the page's host and ``allowedHosts`` (lower-cased,
  /// each once), or nil when hosts are not restricted: ``restrictsHosts`` is false or
  /// ``extraArguments`` sets its own rules.
  func hostResolverRules(for url: String) -> String? {
    guard restrictsHosts, !extraArguments.contains(where: Self.isHostResolverRules) else {
      return nil
    }
    var hosts: [String] = []
    for host in (Self.host(of: url).map { [$0] } ?? []) + allowedHosts {
      let host = host.lowercased()
      if !host.isEmpty, !hosts.contains(host) { hosts.append(host) }
    }
    return (["MAP * ~NOTFOUND"] + hosts.map { "EXCLUDE \($0)" }).joined(separator: " , ")
  }

  /// The host of an address, as the browser resolves it (IPv6 without brackets), or nil.
  public static func host(of url: String) -> String? {
    guard let host = URL(string: url)?.host, !host.isEmpty else { return nil }
    let bare =
      host.hasPrefix("[") && host.hasSuffix("]") ? String(host.dropFirst().dropLast()) : host
    return bare.lowercased()
  }

  /// Whether a flag is `--host-resolver-rules` (Chromium also takes one dash).
  private static func isHostResolverRules(_ flag: String) -> Bool {
    let name = flag.drop { $0 == "-" }
    return name == "host-resolver-rules" || name.hasPrefix("host-resolver-rules=")
  }

  /// Whether `url` is an address this loader opens: absolute `http` or `https` with a host.
  public static func isLoadable(_ url: String) -> Bool {
    guard let parsed = URL(string: url), let scheme = parsed.scheme?.lowercased(),
      scheme == "http" || scheme == "https", let host = parsed.host, !host.isEmpty
    else { return false }
    return true
  }

  /// Loads `url`, runs its scripts and returns the DOM.
  /// - Throws: ``ScanError`` of kind ``ScanError/Kind/httpError`` (with
  ///   ``ScanError/httpStatus``) when the server answered 400 or more,
  ///   ``ScanError/Kind/pageTimeout`` when the page took longer than ``pageTimeout``, and
  ///   ``ScanError/Kind/pageLoadFailed`` for anything else (a network error, a browser that
  ///   would not start or crashed).
  public func load(_ url: String) async throws(ScanError) -> RenderedPage {
    guard Self.isLoadable(url) else {
      throw ScanError(
        kind: .pageLoadFailed, message: "\(url): not an http or https URL; give files as paths.")
    }
    let folder: URL
    do {
      let base = temporaryFolder.map { URL(fileURLWithPath: $0, isDirectory: true) }
      folder = try RunFolders.shared.makeFolder("chromium", in: base)
    } catch {
      throw ScanError(
        kind: .pageLoadFailed,
        message: "\(url): cannot create a temporary browser profile: \(error.localizedDescription)")
    }
    defer { RunFolders.shared.removeFolder(folder) }
    let netLog = folder.appendingPathComponent("net-log.json")
    let outcome: ChildProcess.Outcome
    do {
      outcome = try await ChildProcess.run(
        executable: browserPath,
        arguments: arguments(
          for: url, profile: folder.appendingPathComponent("profile").path, netLog: netLog.path,
          isRoot: geteuid() == 0),
        timeout: pageTimeout, folder: folder)
    } catch {
      throw ScanError(
        kind: .pageLoadFailed,
        message: "\(url): cannot start the browser \(browserPath): \(error.localizedDescription)")
    }
    return try page(from: outcome, url: url, netLog: try? Data(contentsOf: netLog))
  }

  /// Interprets a finished browser run.
  func page(
    from outcome: ChildProcess.Outcome, url: String, netLog: Data?
  ) throws(ScanError) -> RenderedPage {
    if outcome.timedOut {
      throw ScanError(
        kind: .pageTimeout,
        message: "\(url): the page did not finish loading within \(Self.seconds(pageTimeout)) "
          + "(--page-timeout); the browser was stopped.")
    }
    let log = netLog.flatMap { ChromiumNetLog(data: $0, pageURL: url) }
    if let status = log?.status, status >= 400 {
      let reason = log?.reasonPhrase.map { " \($0)" } ?? ""
      throw ScanError(
        kind: .httpError,
        message: "\(url): the server answered HTTP \(status)\(reason); nothing was scanned.",
        httpStatus: status)
    }
    if let netError = log?.netError ?? Self.pageLoadError(in: outcome.standardError) {
      throw ScanError(
        kind: .pageLoadFailed,
        message: "\(url): the browser could not load the page (\(netError)).")
    }
    guard outcome.exitStatus == 0 else {
      let detail = Self.lastMessage(in: outcome.standardError).map { ": \($0)" } ?? ""
      let ending = outcome.exitStatus.map { "exited with status \($0)" } ?? "was killed"
      throw ScanError(
        kind: .pageLoadFailed, message: "\(url): the browser \(ending)\(detail)")
    }
    let html = String(decoding: outcome.standardOutput, as: UTF8.self)
    guard !html.isEmpty else {
      throw ScanError(kind: .pageLoadFailed, message: "\(url): the browser returned no DOM.")
    }
    return RenderedPage(url: url, finalURL: log?.finalURL, status: log?.status, html: html)
  }

  /// Headless Chromium's "Page load failed: net::ERR_…" line, as `ERR_…`.
  static func pageLoadError(in standardError: String) -> String? {
    guard let range = standardError.range(of: "Page load failed: net::") else { return nil }
    let rest = standardError[range.upperBound...]
    let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
    return name.isEmpty ? nil : String(name)
  }

  /// The last line of standard error that is not D-Bus noise (a headless machine has no bus).
  private static func lastMessage(in standardError: String) -> String? {
    standardError.split(whereSeparator: \.isNewline).last {
      !$0.contains("dbus") && !$0.contains("D-Bus")
        && !$0.trimmingCharacters(in: .whitespaces).isEmpty
    }.map(String.init)
  }

  private static func seconds(_ value: Double) -> String {
    value == value.rounded() ? "\(Int(value)) s" : "\(value) s"
  }

}

extension RenderedPageLoader {
  /// Loads every address with at most `concurrency` browsers at once and returns one input per
  /// address, in the order given: ``ScanInput/renderedPage(_:)``, or
  /// ``ScanInput/failedPage(url:_:)`` with the reason.
  public func inputs(for urls: [String], concurrency: Int = 2) async -> [ScanInput] {
    var results = [ScanInput?](repeating: nil, count: urls.count)
    await withTaskGroup(of: (Int, ScanInput).self) { group in
      let width = max(1, concurrency)
      for (index, url) in urls.enumerated() {
        if index >= width, let (finished, input) = await group.next() {
          results[finished] = input
        }
        group.addTask { (index, await input(for: url)) }
      }
      for await (finished, input) in group { results[finished] = input }
    }
    return zip(urls, results).map { url, result in
      result
        ?? .failedPage(
          url: url,
          ScanError(kind: .pageLoadFailed, message: "\(url): the page was never loaded."))
    }
  }

  /// Loads `url` as a scan input: ``ScanInput/renderedPage(_:)``, or
  /// ``ScanInput/failedPage(url:_:)`` with the reason.
  public func input(for url: String) async -> ScanInput {
    do throws(ScanError) {
      // A statement of its own: Swift 6.3 at -O loses the other tuple elements of a result
      // such as `(index, .renderedPage(try await load(url)))` (docs/notes/swift-async-tuple.md).
      let page = try await load(url)
      return .renderedPage(page)
    } catch {
      return .failedPage(url: url, error)
    }
  }
}
