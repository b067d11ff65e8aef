import Foundation
import KeyboardTraits
import Testing

/// What the tests that load pages in headless Chromium share: whether a browser is installed,
/// the flag that keeps it on loopback, and the pages the local server serves.
package enum RenderingFixtures {
  /// The browser the tests use (as `kbtraits` finds it), or nil when none is installed.
  package static let browser: String? = try? RenderedPageLoader.locateBrowser()

  /// Whether a browser is installed.
  package static var hasBrowser: Bool { browser != nil }

  /// Why a browser test did not run, and how to run it.
  package static let skipMessage = Comment(
    rawValue: "skipped: no Chromium installed; `apt-get install chromium` (or set CHROMIUM to a "
      + "Chromium or Chrome executable) to run the rendered-page tests")

  /// Whether `curl`, which fetches sitemaps, is on `PATH`.
  package static let hasCurl =
    ExecutableSearch.find("curl", environment: ProcessInfo.processInfo.environment) != nil

  /// Why a sitemap test did not run, and how to run it.
  package static let curlSkipMessage = Comment(
    rawValue: "skipped: no curl on PATH; `apt-get install curl` to run the sitemap-loading tests")

  /// Resolves every host name but 127.0.0.1 to nothing, so neither the pages nor Chromium's own
  /// services ever reach beyond loopback.
  package static let loopbackOnly = "--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1"

  /// A sign-up form that exists only once its script has run: an email field, a password field
  /// without autocomplete and a card number as `type=number`.
  package static let scriptedSignUp = """
    <!doctype html>
    <html lang="en"><head><meta charset="utf-8"><title>Sign up</title></head>
    <body>
    <main id="app"><p>Loading…</p></main>
    <script>
      const form = document.createElement("form");
      form.id = "signup";
      form.action = "/account/signup";
      const email = document.createElement("input");
      email.type = "email";
      email.name = "email";
      email.autocomplete = "email";
      const password = document.createElement("input");
      password.type = "password";
      password.name = "password";
      const card = document.createElement("input");
      card.type = "number";
      card.name = "card";
      card.setAttribute("autocomplete", "cc-number");
      const submit = document.createElement("button");
      submit.textContent = "Create account";
      for (const element of [email, password, card, submit]) {
        const label = document.createElement("label");
        label.textContent = element.name || "";
        if (element !== submit) { label.append(element); form.append(label); } else { form.append(element); }
      }
      const app = document.getElementById("app");
      app.replaceChildren(form);
    </script>
    </body></html>
    """

  /// The routes: the scripted page, a page that answers too late, and a sitemap listing them
  /// and a page that does not exist (404).
  package static func routes(slowDelay: Double) -> [String: LocalHTTPServer.Route] {
    [
      "/signup.html": .init(body: scriptedSignUp),
      "/slow.html": .init(body: "<!doctype html><title>Slow</title><input>", delay: slowDelay),
      "/sitemap.xml": .init(
        contentType: "application/xml",
        body: """
          <?xml version="1.0" encoding="UTF-8"?>
          <urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
            <url><loc>{{BASE}}/signup.html</loc></url>
            <url><loc>{{BASE}}/missing.html</loc></url>
            <url><loc>{{BASE}}/slow.html</loc></url>
          </urlset>
          """),
    ]
  }
}
