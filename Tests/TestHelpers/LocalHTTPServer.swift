import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A tiny HTTP/1.1 server on 127.0.0.1 for the tests that load pages in a browser.
///
/// `{{BASE}}` in a body becomes the server's ``baseURL`` (for a sitemap that lists its pages).
///
/// It listens on an ephemeral loopback port only, answers `GET` and `HEAD` from a fixed table of
/// routes (anything else is a 404), closes every connection after one response, and stops by
/// itself: after ``maxRequests`` requests or ``lifetime`` seconds, whichever comes first, or when
/// ``stop()`` is called. Requests are bounded (16 KB of headers, 5 s to send them), so a stuck
/// client cannot hold it.
package final class LocalHTTPServer: @unchecked Sendable {
  /// What the server answers for one path.
  package struct Route: Sendable {
    package var status: Int
    package var contentType: String
    package var body: String
    /// Bytes sent as they are instead of `body` (a page in a legacy encoding).
    package var bytes: [UInt8]?
    /// Seconds to wait before answering (for timeout tests); the wait ends early on ``stop()``.
    package var delay: Double

    package init(
      status: Int = 200, contentType: String = "text/html; charset=utf-8", body: String,
      delay: Double = 0
    ) {
      self.status = status
      self.contentType = contentType
      self.body = body
      self.delay = delay
    }

    /// A route that answers with `bytes` exactly.
    package init(contentType: String, bytes: [UInt8]) {
      self.init(contentType: contentType, body: "")
      self.bytes = bytes
    }
  }

  /// The most requests answered before the server stops.
  package let maxRequests: Int
  /// The most seconds the server runs.
  package let lifetime: Double
  /// The port it listens on.
  package private(set) var port: Int = 0
  /// `http://127.0.0.1:PORT`.
  package var baseURL: String { "http://127.0.0.1:\(port)" }

  private let routes: [String: Route]
  private let lock = NSLock()
  private var listener: Int32 = -1
  private var stopped = false
  private var requestCount = 0
  private var paths: [String] = []
  private let started = Date()

  /// Starts serving `routes` (keyed by path, such as `/app.html`).
  /// - Throws: When no loopback socket can be opened.
  package init(routes: [String: Route], maxRequests: Int = 200, lifetime: Double = 180) throws {
    self.routes = routes
    self.maxRequests = maxRequests
    self.lifetime = lifetime
    try listen()
    let thread = Thread { [self] in acceptLoop() }
    thread.start()
  }

  deinit { stop() }

  /// The paths requested so far, in order (query strings included).
  package var requestedPaths: [String] {
    lock.lock()
    defer { lock.unlock() }
    return paths
  }

  /// Stops accepting; waiting slow responses end.
  package func stop() {
    lock.lock()
    let fd = listener
    let wasStopped = stopped
    stopped = true
    listener = -1
    lock.unlock()
    if !wasStopped, fd >= 0 { close(fd) }
  }

  private var isStopped: Bool {
    lock.lock()
    defer { lock.unlock() }
    return stopped || Date().timeIntervalSince(started) > lifetime || requestCount >= maxRequests
  }

  private func listen() throws {
    #if canImport(Glibc)
      let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #else
      let fd = socket(AF_INET, SOCK_STREAM, 0)
    #endif
    guard fd >= 0 else { throw Self.error("socket") }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = 0  // the system picks a free port
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard bound == 0, systemListen(fd) == 0 else {
      close(fd)
      throw Self.error("bind/listen")
    }
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    _ = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
    }
    port = Int(UInt16(bigEndian: address.sin_port))
    listener = fd
  }

  private func acceptLoop() {
    while !isStopped {
      lock.lock()
      let fd = listener
      lock.unlock()
      guard fd >= 0 else { return }
      var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
      guard poll(&poller, 1, 200) > 0 else { continue }
      let client = accept(fd, nil, nil)
      guard client >= 0 else { continue }
      lock.lock()
      requestCount += 1
      lock.unlock()
      let thread = Thread { [self] in
        handle(client)
        close(client)
      }
      thread.start()
    }
    stop()
  }

  private func handle(_ client: Int32) {
    var timeout = timeval(tv_sec: 5, tv_usec: 0)
    _ = setsockopt(
      client, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    #if canImport(Darwin)
      var one: Int32 = 1
      _ = setsockopt(client, SOL_SOCKET, SO_NOSIGPIPE, &one, socklen_t(MemoryLayout<Int32>.size))
    #endif
    var request: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while request.count < 16 * 1024, !Self.hasHeaderEnd(request) {
      let count = recv(client, &buffer, buffer.count, 0)
      guard count > 0 else { break }
      request += buffer[0..<count]
    }
    let line = String(decoding: request.prefix { $0 != 0x0D && $0 != 0x0A }, as: UTF8.self)
    let parts = line.split(separator: " ")
    guard parts.count >= 2 else { return }
    let method = String(parts[0])
    let target = String(parts[1])
    lock.lock()
    paths.append(target)
    lock.unlock()
    let path = String(target.prefix { $0 != "?" })
    let route =
      routes[path]
      ?? Route(status: 404, body: "<!doctype html><title>Not found</title><h1>Not found</h1>")
    var waited = 0.0
    while waited < route.delay, !isStopped {
      usleep(50_000)
      waited += 0.05
    }
    let body =
      route.bytes ?? Array(route.body.replacingOccurrences(of: "{{BASE}}", with: baseURL).utf8)
    let head =
      "HTTP/1.1 \(route.status) \(Self.reason(route.status))\r\n"
      + "Content-Type: \(route.contentType)\r\nContent-Length: \(body.count)\r\n"
      + "Cache-Control: no-store\r\nConnection: close\r\n\r\n"
    send(Array(head.utf8) + (method == "HEAD" ? [] : body), to: client)
  }

  private func send(_ bytes: [UInt8], to client: Int32) {
    var sent = 0
    while sent < bytes.count {
      #if canImport(Glibc)
        let flags = Int32(MSG_NOSIGNAL)
      #else
        let flags: Int32 = 0
      #endif
      let count = bytes[sent...].withUnsafeBytes {
        systemSend(client, $0.baseAddress, $0.count, flags)
      }
      guard count > 0 else { return }
      sent += count
    }
  }

  private static func hasHeaderEnd(_ bytes: [UInt8]) -> Bool {
    guard bytes.count >= 4 else { return false }
    for index in 0...(bytes.count - 4)
    where bytes[index] == 0x0D && bytes[index + 1] == 0x0A && bytes[index + 2] == 0x0D
      && bytes[index + 3] == 0x0A
    {
      return true
    }
    return false
  }

  private static func reason(_ status: Int) -> String {
    switch status {
    case 200: "OK"
    case 404: "Not Found"
    case 500: "Internal Server Error"
    default: "Status"
    }
  }

  private static func error(_ call: String) -> NSError {
    NSError(
      domain: NSPOSIXErrorDomain, code: Int(errno),
      userInfo: [NSLocalizedDescriptionKey: "\(call) failed: \(String(cString: strerror(errno)))"])
  }
}

/// `listen(2)`, named apart from the server's own `listen()`.
private func systemListen(_ fd: Int32) -> Int32 {
  listen(fd, 16)
}

/// `send(2)`, named apart from the server's own `send(_:to:)`.
private func systemSend(
  _ fd: Int32, _ buffer: UnsafeRawPointer?, _ count: Int, _ flags: Int32
) -> Int {
  send(fd, buffer, count, flags)
}
