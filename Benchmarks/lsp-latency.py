#!/usr/bin/env python3
"""Times `kbtraits lsp` from each edit to the diagnostics for that edit, as an editor sees it.

usage: Benchmarks/lsp-latency.py [--edits N] [--fields N] [--lines N] [--syntax jinja|vue]
                                 [--pause MS] [--opens N] [--debounce MS] [--no-build]
                                 [--kbtraits PATH] [--keep FOLDER]

It writes a template of --lines lines (2,000) with --fields form fields (200) in a temporary
folder (removed at the end; --keep writes it to FOLDER instead), starts `kbtraits lsp` (the
release build, built first unless --no-build; --kbtraits runs another binary) over standard
input and output, initializes it, opens the template and then makes --edits incremental edits
(100), one at a time: each is a `textDocument/didChange` with the next version that changes one
attribute value, inputmode="numeric" and inputmode="digits" in turn on the middle field (so every
other version has one more error). For each edit it measures the wall time from writing the
didChange to reading the `textDocument/publishDiagnostics` for that version, and checks that the
error is there exactly when the value is "digits" (a stale result would fail the check). --pause
waits between an edit's diagnostics and the next edit (default 0).

A server may debounce edits (wait for typing to pause before it lints); kbtraits' does not wait
on a timer: an edit schedules one analysis of the latest text, and edits that arrive while one
runs are folded into the next. Since each edit here waits for its diagnostics, every edit gets an
analysis of its own, and the time measured is the work itself. A debounce is subtracted in a
second line when the server's initialize result announces one (any number under a key naming
"debounce") or --debounce MS gives it. --opens N also opens N fresh copies of the template (new
URIs): the time from didOpen to its diagnostics. On Linux it prints the server's CPU time per
edit too.

It prints the median and the 95th percentile of each, and the target (issue 29): under 50 ms at
the 95th percentile, from didChange to publishDiagnostics.
"""
import argparse
import json
import os
import queue
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TARGET_MS = 50.0
TIMEOUT_S = 30.0


def build(skip):
    """The release kbtraits (built first unless `skip`)."""
    command = ["swift", "build", "-c", "release"]
    if not skip:
        subprocess.run([*command, "--product", "kbtraits"], cwd=ROOT, check=True,
                       stdout=subprocess.DEVNULL)
    bin_dir = subprocess.run([*command, "--show-bin-path"], cwd=ROOT, check=True,
                             capture_output=True, text=True).stdout.strip()
    return os.path.join(bin_dir, "kbtraits")


# The field kinds the template cycles through: (label, attributes).
FIELDS = [
    ("Email", 'type="email" name="email{n}" autocomplete="email"'),
    ("Phone", 'type="tel" name="phone{n}" autocomplete="tel"'),
    ("Postal code", 'name="postcode{n}" inputmode="numeric" autocomplete="postal-code"'),
    ("Full name", 'name="name{n}" autocomplete="name"'),
    ("Card number", 'name="card{n}" inputmode="numeric" autocomplete="cc-number"'),
    ("Quantity", 'type="number" name="quantity{n}" min="1"'),
    ("Website", 'type="url" name="site{n}" autocomplete="url"'),
    ("One-time code", 'name="otp{n}" inputmode="numeric" autocomplete="one-time-code"'),
]


def field_block(n, syntax):
    """Nine lines: one field with its label, a conditional error and some help text."""
    label, attributes = FIELDS[n % len(FIELDS)]
    attributes = attributes.format(n=n)
    if syntax == "vue":
        value = f'v-model="form.f{n}"'
        condition = (f'    <p v-if="errors.f{n}" class="error">{{{{ errors.f{n} }}}}</p>',
                     None)
        text = f"{{{{ t('help.f{n}') }}}}"
    else:
        value = f'value="{{{{ form.f{n} }}}}"'
        condition = (f"    {{% if errors.f{n} %}}<p class=\"error\">{{{{ errors.f{n} }}}}</p>",
                     "    {% endif %}")
        text = f"{{{{ _('help.f{n}') }}}}"
    lines = [
        f'  <div class="row" id="row{n}">',
        f'    <label for="f{n}">{label}</label>',
        f'    <input id="f{n}" {attributes} {value}>',
        condition[0],
        condition[1] if condition[1] else '    <span class="hint"></span>',
        f'    <p class="help">{text}</p>',
        f'    <small>Field {n} of the order form, shown to every customer.</small>',
        '  </div>',
        f'  <hr class="separator" data-row="{n}">',
    ]
    return lines


def template(fields, total_lines, syntax):
    """The template's lines, and the (line, start, end) of the middle field's inputmode value."""
    if syntax == "vue":
        head = ["<template>", '  <form action="/orders" method="post">']
        tail = ['    <button type="submit">Order</button>', "  </form>", "</template>", "",
                "<script setup>", "const form = {}", "const errors = {}", "</script>"]
    else:
        head = ['{% extends "base.html" %}', "{% block content %}",
                '<form action="/orders/{{ order.id }}" method="post">']
        tail = ['  <button type="submit">Order</button>', "</form>", "{% endblock %}"]
    lines = list(head)
    middle = None
    for n in range(fields):
        block = field_block(n, syntax)
        if middle is None and n >= fields // 2 and 'inputmode="numeric"' in block[2]:
            column = block[2].index('inputmode="numeric"') + len('inputmode="')
            middle = (len(lines) + 2, column, column + len("numeric"))
        lines.extend(block)
    # Comments fill the template up to the requested length.
    filler = "{# order form #}" if syntax == "jinja" else "<!-- order form -->"
    while len(lines) + len(tail) < total_lines:
        lines.append(filler)
    lines.extend(tail)
    return lines, middle


class Server:
    """`kbtraits lsp` over pipes: frames written by the caller, read by a thread into a queue
    with the time each one was complete."""

    def __init__(self, command, cwd):
        self.process = subprocess.Popen(command, cwd=cwd, stdin=subprocess.PIPE,
                                        stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        self.messages = queue.Queue()
        self.next_id = 0
        self.stderr = []
        threading.Thread(target=self._read, daemon=True).start()
        threading.Thread(target=self._drain_stderr, daemon=True).start()

    def _read(self):
        stream = self.process.stdout
        while True:
            length = None
            while True:
                line = stream.readline()
                if not line:
                    self.messages.put((time.perf_counter(), None))
                    return
                line = line.strip()
                if not line:
                    break
                name, _, value = line.partition(b":")
                if name.strip().lower() == b"content-length":
                    length = int(value)
            body = stream.read(length)
            self.messages.put((time.perf_counter(), json.loads(body)))

    def _drain_stderr(self):
        for line in self.process.stderr:
            self.stderr.append(line.decode("utf-8", "replace"))

    def send(self, message):
        body = json.dumps(message).encode()
        self.process.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        self.process.stdin.flush()
        return time.perf_counter()

    def notify(self, method, params):
        return self.send({"jsonrpc": "2.0", "method": method, "params": params})

    def request(self, method, params):
        self.next_id += 1
        self.send({"jsonrpc": "2.0", "id": self.next_id, "method": method, "params": params})
        return self.wait(lambda m: m.get("id") == self.next_id and "method" not in m)[1]

    def wait(self, matches):
        """The first message `matches` accepts, with the time it arrived; requests from the
        server are answered (with null) on the way."""
        deadline = time.perf_counter() + TIMEOUT_S
        while True:
            try:
                arrived, message = self.messages.get(timeout=max(0.0, deadline - time.perf_counter()))
            except queue.Empty:
                raise SystemExit(f"no answer from the server within {TIMEOUT_S:.0f} s")
            if message is None:
                raise SystemExit("the server closed its output:\n" + "".join(self.stderr[-20:]))
            if "method" in message and "id" in message:
                self.send({"jsonrpc": "2.0", "id": message["id"], "result": None})
                continue
            if matches(message):
                return arrived, message

    def stop(self):
        try:
            self.request("shutdown", None)
            self.notify("exit", None)
            self.process.wait(timeout=10)
        except Exception:
            self.process.kill()
            self.process.wait()


def cpu_seconds(pid):
    """The user and system CPU time of process `pid` so far (Linux's /proc), or None."""
    try:
        with open(f"/proc/{pid}/stat") as stat:
            fields = stat.read().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    except (OSError, ValueError, IndexError):
        return None


def find_debounce(value):
    """A number under a key naming "debounce" anywhere in `value`, in milliseconds."""
    if isinstance(value, dict):
        for key, item in value.items():
            name = key.lower()
            if "debounce" in name and isinstance(item, (int, float)):
                in_seconds = name.endswith(("seconds", "secs")) and "milli" not in name
                return float(item) * (1000.0 if in_seconds else 1.0)
            found = find_debounce(item)
            if found is not None:
                return found
    elif isinstance(value, list):
        for item in value:
            found = find_debounce(item)
            if found is not None:
                return found
    return None


def percentile(values, fraction):
    """The nearest-rank percentile."""
    ordered = sorted(values)
    rank = max(1, int(round(fraction * len(ordered) + 0.4999)))
    return ordered[min(rank, len(ordered)) - 1]


def file_uri(path):
    return "file://" + "/".join(
        re.sub(r"[^A-Za-z0-9._~/-]", lambda m: "".join(f"%{b:02X}" for b in m.group().encode()),
               part) for part in path.split("/"))


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--edits", type=int, default=100)
    parser.add_argument("--fields", type=int, default=200)
    parser.add_argument("--lines", type=int, default=2000)
    parser.add_argument("--syntax", choices=["jinja", "vue"], default="jinja")
    parser.add_argument("--pause", type=float, default=0.0, metavar="MS",
                        help="wait between one edit's diagnostics and the next edit")
    parser.add_argument("--opens", type=int, default=20, metavar="N",
                        help="fresh copies to open, timing didOpen to diagnostics (0: none)")
    parser.add_argument("--debounce", type=float, metavar="MS",
                        help="the server's debounce, when its initialize result does not say")
    parser.add_argument("--no-build", action="store_true",
                        help="use the release kbtraits already built")
    parser.add_argument("--kbtraits", metavar="PATH", help="run this kbtraits binary instead")
    parser.add_argument("--keep", metavar="FOLDER", help="write the template here and keep it")
    arguments = parser.parse_args()
    if arguments.fields < 1 or arguments.edits < 1:
        parser.error("--fields and --edits must be at least 1")

    kbtraits = os.path.abspath(arguments.kbtraits) if arguments.kbtraits else build(
        arguments.no_build)
    if not os.access(kbtraits, os.X_OK):
        raise SystemExit(f"no kbtraits at {kbtraits}")
    extension = ".jinja" if arguments.syntax == "jinja" else ".vue"
    folder = arguments.keep or tempfile.mkdtemp(prefix="kbt-lsp-latency.")
    os.makedirs(folder, exist_ok=True)
    try:
        run(arguments, kbtraits, os.path.realpath(folder), extension)
    finally:
        if not arguments.keep:
            shutil.rmtree(folder, ignore_errors=True)


def run(arguments, kbtraits, folder, extension):
    lines, middle = template(arguments.fields, arguments.lines, arguments.syntax)
    if middle is None:
        raise SystemExit("no field with inputmode=\"numeric\" in the second half to edit")
    text = "\n".join(lines) + "\n"
    with open(os.path.join(folder, ".kbtraits.yml"), "w") as config:
        config.write("root: true\n")
    path = os.path.join(folder, "order" + extension)
    with open(path, "w") as page:
        page.write(text)
    uri = file_uri(path)
    language = "jinja" if arguments.syntax == "jinja" else "vue"

    server = Server([kbtraits, "lsp"], folder)
    try:
        initialized = server.request("initialize", {
            "processId": os.getpid(),
            "clientInfo": {"name": "lsp-latency.py"},
            "rootUri": file_uri(folder),
            "workspaceFolders": [{"uri": file_uri(folder), "name": "bench"}],
            "capabilities": {
                "general": {"positionEncodings": ["utf-16"]},
                "textDocument": {
                    "synchronization": {"didSave": True, "dynamicRegistration": False},
                    "publishDiagnostics": {"versionSupport": True},
                    "hover": {"contentFormat": ["markdown", "plaintext"]},
                },
            },
            "initializationOptions": {"inlayHints": False},
        })
        if "error" in initialized:
            raise SystemExit(f"initialize failed: {initialized['error']}")
        result = initialized.get("result") or {}
        server.notify("initialized", {})
        announced = find_debounce(result)
        debounce = announced if announced is not None else arguments.debounce
        server_name = (result.get("serverInfo") or {}).get("name", "?")
        server_version = (result.get("serverInfo") or {}).get("version", "")

        def diagnostics_for(target, version):
            return server.wait(lambda m: m.get("method") == "textDocument/publishDiagnostics"
                               and m["params"].get("uri") == target
                               and m["params"].get("version") == version)

        # Open: the first lint of the template (not debounced).
        sent = server.notify("textDocument/didOpen", {"textDocument": {
            "uri": uri, "languageId": language, "version": 1, "text": text}})
        arrived, opened = diagnostics_for(uri, 1)
        first_open_ms = (arrived - sent) * 1000
        baseline_errors = count_errors(opened)

        line, start, end = middle
        value_length = end - start
        latencies = []
        cpu_before = cpu_seconds(server.process.pid)
        version = 1
        for edit in range(arguments.edits):
            value = "digits" if edit % 2 == 0 else "numeric"
            version += 1
            change = {"range": {"start": {"line": line, "character": start},
                                "end": {"line": line, "character": start + value_length}},
                      "text": value}
            value_length = len(value)
            sent = server.notify("textDocument/didChange", {
                "textDocument": {"uri": uri, "version": version}, "contentChanges": [change]})
            arrived, published = diagnostics_for(uri, version)
            latencies.append((arrived - sent) * 1000)
            expected = baseline_errors + (1 if value == "digits" else 0)
            if count_errors(published) != expected or (
                    value == "digits") != has_rule(published, "inputmode-invalid", line):
                raise SystemExit(
                    f"version {version} ({value}): {count_errors(published)} errors, expected "
                    f"{expected} with inputmode-invalid on line {line} only for 'digits'")
            if arguments.pause:
                time.sleep(arguments.pause / 1000)
        cpu_after = cpu_seconds(server.process.pid)

        opens = []
        for copy in range(arguments.opens):
            copy_uri = uri.replace("order" + extension, f"order-copy{copy}{extension}")
            sent = server.notify("textDocument/didOpen", {"textDocument": {
                "uri": copy_uri, "languageId": language, "version": 1, "text": text}})
            arrived, _ = diagnostics_for(copy_uri, 1)
            opens.append((arrived - sent) * 1000)
            server.notify("textDocument/didClose", {"textDocument": {"uri": copy_uri}})
    finally:
        server.stop()

    print(f"kbtraits: {kbtraits} ({server_name} {server_version})".rstrip())
    print(f"template: {len(lines):,} lines, {arguments.fields} fields, {len(text.encode()):,} bytes "
          f"({arguments.syntax}), {baseline_errors} errors and "
          f"{len(opened['params']['diagnostics'])} diagnostics in all; editing line {line + 1}")
    print(f"first didOpen -> publishDiagnostics: {first_open_ms:.1f} ms")
    print(f"{len(latencies)} edits, didChange -> publishDiagnostics of that version "
          f"(--pause {arguments.pause:g} ms):")
    print(f"  median {statistics.median(latencies):.1f} ms, p95 {percentile(latencies, 0.95):.1f} ms, "
          f"min {min(latencies):.1f} ms, max {max(latencies):.1f} ms")
    if cpu_before is not None and cpu_after is not None:
        print(f"  the server's CPU time per edit: {(cpu_after - cpu_before) * 1000 / len(latencies):.1f} ms "
              f"(all its threads)")
    for parity, value in ((0, "digits"), (1, "numeric")):
        part = latencies[parity::2]
        if part:
            print(f"  edits to \"{value}\": median {statistics.median(part):.1f} ms, "
                  f"p95 {percentile(part, 0.95):.1f} ms")
    if debounce is not None:
        source = "announced by the server" if announced is not None else "from --debounce"
        work = [value - debounce for value in latencies]
        print(f"  debounce {debounce:g} ms ({source}); without it: median "
              f"{statistics.median(work):.1f} ms, p95 {percentile(work, 0.95):.1f} ms")
    else:
        print("  debounce: none announced by the server (--debounce MS subtracts one)")
    if opens:
        print(f"{len(opens)} fresh didOpen -> publishDiagnostics: median "
              f"{statistics.median(opens):.1f} ms, p95 {percentile(opens, 0.95):.1f} ms")
    p95 = percentile(latencies, 0.95)
    verdict = "met" if p95 < TARGET_MS else "not met"
    print(f"target: p95 under {TARGET_MS:g} ms from didChange to publishDiagnostics: {verdict} "
          f"({p95:.1f} ms end to end)")
    return 0


def count_errors(message):
    return sum(1 for d in message["params"]["diagnostics"] if d.get("severity") == 1)


def has_rule(message, rule, line):
    return any(d.get("code") == rule and d["range"]["start"]["line"] == line
               for d in message["params"]["diagnostics"])


if __name__ == "__main__":
    sys.exit(main())
