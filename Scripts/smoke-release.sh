#!/usr/bin/env bash
# Runs the release build the way users run it: rendered pages with 1, 2, 5 and 20 addresses at
# --jobs 1 and --jobs 4, five times each, then show, lint in every format, lint --cache, report
# in every format, --fix on a copy of Samples, and language server sessions. Every run must end
# as it should, report every page given in order, write only where it was told to, and leave
# nothing in its temporary folder.
#
#   Scripts/smoke-release.sh [KBTRAITS]      (default: builds .build/release/kbtraits)
#
# The rendered-page runs need Chromium (skipped with a message without it) and python3, which
# serves the pages on 127.0.0.1.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ $# -ge 1 ]; then
  kbtraits=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
else
  swift build -c release --product kbtraits
  kbtraits=$PWD/.build/release/kbtraits
fi

work=$(mktemp -d "${TMPDIR:-/tmp}/kbtraits-smoke.XXXXXX")
server_pid=
cleanup() {
  if [ -n "$server_pid" ]; then kill "$server_pid" 2>/dev/null || true; fi
  rm -rf "$work"
}
trap cleanup EXIT

# The checks' tally: fail, pass and expect (the script runs from the repository's top).
. Scripts/lib/check-tally.sh

# Each run of kbtraits gets a temporary folder of its own, which must be empty afterwards.
run_tmp="$work/tmp"
mkdir -p "$run_tmp"
expect_clean_tmp() {
  local leftovers
  leftovers=$(ls -A "$run_tmp")
  if [ -n "$leftovers" ]; then
    fail "$1 left files in its temporary folder: $leftovers"
    rm -rf "${run_tmp:?}"/*
  else
    pass
  fi
}

# --- rendered pages -------------------------------------------------------------------------
browser=${CHROMIUM:-$(command -v chromium || command -v chromium-browser || true)}
if [ -z "$browser" ]; then
  echo "smoke: rendered pages skipped: no Chromium (apt-get install chromium)"
elif ! command -v python3 >/dev/null; then
  echo "smoke: rendered pages skipped: no python3 to serve them (apt-get install python3)"
else
  site="$work/site"
  mkdir -p "$site"
  for i in $(seq 1 20); do
    printf '<!doctype html><title>Page %s</title><form action="/s"><input type="email" name="e%s"><input type="number" name="card%s" autocomplete="cc-number"></form>\n' \
      "$i" "$i" "$i" >"$site/p$i.html"
  done
  # A loopback server that writes its port to a file; it stops by itself after ten minutes.
  python3 - "$site" "$work/port" <<'PY' &
import functools, http.server, sys, threading
class Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass
handler = functools.partial(Quiet, directory=sys.argv[1])
server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
with open(sys.argv[2] + ".tmp", "w") as port:
    port.write(str(server.server_address[1]))
import os; os.rename(sys.argv[2] + ".tmp", sys.argv[2])
threading.Timer(600, server.shutdown).start()
server.serve_forever()
PY
  server_pid=$!
  for _ in $(seq 1 100); do [ -s "$work/port" ] && break; sleep 0.1; done
  base="http://127.0.0.1:$(cat "$work/port")"

  for count in 1 2 5 20; do
    for jobs in 1 4; do
      # From five addresses on, the last one is missing: a failed page, counted as such.
      urls=()
      for i in $(seq 1 "$count"); do
        if [ "$count" -ge 5 ] && [ "$i" -eq "$count" ]; then
          urls+=("$base/missing-$i.html")
        else
          urls+=("$base/p$i.html")
        fi
      done
      failed=$([ "$count" -ge 5 ] && echo 1 || echo 0)
      for round in 1 2 3 4 5; do
        name="--url x$count --jobs $jobs (round $round)"
        args=()
        for url in "${urls[@]}"; do args+=(--url "$url"); done
        status=0
        TMPDIR=$run_tmp "$kbtraits" show --no-config --format json --jobs "$jobs" "${args[@]}" \
          >"$work/pages.json" 2>"$work/pages.err" || status=$?
        expected_status=$([ "$failed" -gt 0 ] && echo 1 || echo 0)
        if [ "$status" -ne "$expected_status" ]; then
          fail "$name: exit $status, expected $expected_status: $(tail -3 "$work/pages.err")"
          continue
        fi
        if python3 - "$work/pages.json" "$failed" "${urls[@]}" <<'PY'; then pass; else fail "$name: output"; fi
import json, sys
document = json.load(open(sys.argv[1]))
failed, urls = int(sys.argv[2]), sys.argv[3:]
paths = [f["path"] for f in document["files"]]
errors = [f["path"] for f in document["files"] if f["error"] is not None]
summary = document["summary"]
problems = []
if paths != urls: problems.append(f"pages {paths} != {urls}")
if len(errors) != failed: problems.append(f"failed pages {errors}, expected {failed}")
if summary["pages"] != len(urls) or summary["failedPages"] != failed:
    problems.append(f"summary {summary}")
fields = sum(len(f["fields"]) for f in document["files"])
if fields != 2 * (len(urls) - failed): problems.append(f"{fields} fields")
for problem in problems: print("  " + problem, file=sys.stderr)
sys.exit(1 if problems else 0)
PY
        expect_clean_tmp "$name"
      done
    done
  done
  # One more through lint and report: the same loader behind every command.
  for command in lint report; do
    status=0
    (cd "$work" && TMPDIR=$run_tmp "$kbtraits" "$command" --no-config --jobs 4 \
      --url "$base/p1.html" --url "$base/p2.html" --format json --output "$work/$command-pages.json" \
      >"$work/$command-pages.out" 2>&1) || status=$?
    expected=$([ "$command" = lint ] && echo 1 || echo 0)
    if [ "$status" -eq "$expected" ]; then pass; else fail "$command --url: exit $status"; fi
    expect_clean_tmp "$command --url"
  done
fi

# --- Samples ----------------------------------------------------------------------------------
status=0
TMPDIR=$run_tmp "$kbtraits" show Samples >"$work/show.txt" 2>&1 || status=$?
if [ "$status" -eq 0 ] && grep -Eq "^[0-9]+ files, [0-9]+ fields, 0 failed" "$work/show.txt"; then pass; else
  fail "show Samples: exit $status: $(tail -2 "$work/show.txt")"
fi
expect_clean_tmp "show"

formats=(text json sarif github junit checkstyle gitlab rdjson)
args=()
for format in "${formats[@]}"; do args+=(--format "$format" --output "$work/lint.$format"); done
status=0
TMPDIR=$run_tmp "$kbtraits" lint --no-config "${args[@]}" Samples >"$work/lint.out" 2>&1 || status=$?
if [ "$status" -eq 1 ]; then pass; else fail "lint Samples: exit $status, expected 1 (it has errors)"; fi
expect_clean_tmp "lint"
if python3 - "$work" <<'PY'; then pass; else fail "lint outputs"; fi
import json, sys, xml.etree.ElementTree as ElementTree
work = sys.argv[1]
for name in ("json", "sarif", "gitlab", "rdjson"):
    document = json.load(open(f"{work}/lint.{name}"))
    assert document, name
for name in ("junit", "checkstyle"):
    ElementTree.parse(f"{work}/lint.{name}")
text = open(f"{work}/lint.text").read()
assert "error" in text and "[password-autocomplete]" in text, "text report"
github = open(f"{work}/lint.github").read()
assert github.startswith("::"), "github annotations"
PY

status=0
(cd "$work" && TMPDIR=$run_tmp "$kbtraits" report --no-config --quiet \
  --format html --output report.html --format markdown --output report.md \
  --format json --output report.json --format csv --output report.csv \
  "$OLDPWD/Samples" >"$work/report.out" 2>&1) || status=$?
if [ "$status" -eq 0 ] && [ -s "$work/report.html" ] && [ -s "$work/report.md" ] \
  && [ -s "$work/report.csv" ] && python3 -c "import json,sys; json.load(open(sys.argv[1]))" \
  "$work/report.json"; then pass; else fail "report Samples: exit $status: $(tail -2 "$work/report.out")"; fi
expect_clean_tmp "report"

# The report as a folder: the same pages at --jobs 1 and --jobs 4 (Samples, and the corpus when
# KBTRAITS_CORPUS names it), its temporary file gone, nothing left beside the folder.
for source in "$PWD/Samples" ${KBTRAITS_CORPUS:+"$KBTRAITS_CORPUS"}; do
  mkdir -p "$work/folders"
  for jobs in 1 4; do
    status=0
    TMPDIR=$run_tmp "$kbtraits" report --no-config --quiet --one-page-limit 0 --jobs "$jobs" \
      --output "$work/folders/jobs$jobs/" "$source" >"$work/folder.out" 2>&1 || status=$?
    # Exit status 1 only says that the corpus holds files that cannot be read.
    if [ "$status" -le 1 ] && [ -s "$work/folders/jobs$jobs/index.html" ] \
      && [ -s "$work/folders/jobs$jobs/report.css" ] && [ -d "$work/folders/jobs$jobs/files" ]; then
      pass
    else
      fail "report --output DIR/ $source --jobs $jobs: exit $status: $(tail -2 "$work/folder.out")"
    fi
    expect_clean_tmp "report --output DIR/ --jobs $jobs"
  done
  if diff -rq "$work/folders/jobs1" "$work/folders/jobs4" >"$work/diff.out"; then pass; else
    fail "report --output DIR/ $source: --jobs 1 and --jobs 4 differ: $(head -3 "$work/diff.out")"
  fi
  leftovers=$(ls -A "$work/folders")
  if [ "$leftovers" = "jobs1"$'\n'"jobs4" ]; then pass; else
    fail "report --output DIR/ left more than its folders: $leftovers"
  fi
  rm -rf "$work/folders"
done

# lint --cache in the release build (workers read the cache with pread while the consuming
# thread writes the new one): every format byte-equal to a run without it, cold and warm, at
# --jobs 1 and --jobs 4, over Samples and the corpus when KBTRAITS_CORPUS names it.
for source in "$PWD/Samples" ${KBTRAITS_CORPUS:+"$KBTRAITS_CORPUS"}; do
  for jobs in 1 4; do
    for run in plain cold warm; do
      args=()
      for format in "${formats[@]}"; do
        args+=(--format "$format" --output "$work/cache-$run.$format")
      done
      [ "$run" = plain ] || args+=(--cache --cache-location "$work/lint-cache")
      status=0
      TMPDIR=$run_tmp "$kbtraits" lint --no-config --jobs "$jobs" "${args[@]}" "$source" \
        >"$work/cache-$run.out" 2>"$work/cache-$run.err" || status=$?
      echo "$status" >"$work/cache-$run.status"
      expect_clean_tmp "lint --cache ($run, --jobs $jobs)"
    done
    for run in cold warm; do
      differing=()
      for part in "${formats[@]}" out err status; do
        cmp -s "$work/cache-plain.$part" "$work/cache-$run.$part" || differing+=("$part")
      done
      if [ ${#differing[@]} -eq 0 ]; then pass; else
        fail "lint --cache $source --jobs $jobs ($run) differs from a run without it: ${differing[*]}"
      fi
    done
    rm -f "$work"/cache-* "$work/lint-cache"
  done
done

cp -R Samples "$work/fixed"
status=0
TMPDIR=$run_tmp "$kbtraits" lint --no-config --fix "$work/fixed" >"$work/fix.out" 2>&1 || status=$?
# lint exits 1 on these findings; the counts come from the JSON it writes.
count_findings() {
  TMPDIR=$run_tmp "$kbtraits" lint --no-config --format json --output "$work/count.json" "$1" \
    >"$work/count.out" 2>&1 || true
  python3 -c "import json,sys; print(sum(len(f['diagnostics']) for f in json.load(open(sys.argv[1]))['files']))" \
    "$work/count.json"
}
before=$(count_findings Samples)
after=$(count_findings "$work/fixed")
if [ "$status" -le 1 ] && [ "$after" -lt "$before" ] && ! diff -rq Samples "$work/fixed" >"$work/diff.out"; then
  pass
else
  fail "--fix: exit $status, findings $before before and $after after"
fi
expect_clean_tmp "--fix"

# The language server in the release build: a session through its stdio framing, with edits
# arriving while analyses run (the server's two queues), a malformed frame, and an exit status.
lsp_session() {
  TMPDIR=$run_tmp python3 - "$kbtraits" <<'PY'
import json, subprocess, sys
server = subprocess.Popen([sys.argv[1], "lsp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                          stderr=subprocess.DEVNULL)
def send(message):
    body = json.dumps(dict(message, jsonrpc="2.0")).encode()
    server.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
    server.stdin.flush()
def receive(matches):
    while True:
        length = None
        while True:
            line = server.stdout.readline()
            if not line:
                sys.exit("the server closed its output")
            if line == b"\r\n":
                break
            name, _, value = line.decode().partition(":")
            if name.lower() == "content-length":
                length = int(value)
        message = json.loads(server.stdout.read(length))
        if matches(message):
            return message
uri = "file:///smoke/a.html"
line = '  <label>Zip <input name="zip" inputmode="%s"></label>'
send({"id": 1, "method": "initialize", "params": {"capabilities": {}}})
receive(lambda m: m.get("id") == 1)
send({"method": "initialized", "params": {}})
send({"method": "textDocument/didOpen", "params": {"textDocument": {
    "uri": uri, "languageId": "html", "version": 1,
    "text": "<form>\n" + line % "digits" + "\n</form>\n"}}})
server.stdin.write(b"Content-Length: 5\r\n\r\n{bad}")
for version in range(2, 31):
    value = "numeric" if version % 2 else "digits"
    send({"method": "textDocument/didChange", "params": {
        "textDocument": {"uri": uri, "version": version},
        "contentChanges": [{"text": "<form>\n" + line % value + "\n</form>\n"}]}})
last = receive(lambda m: m.get("method") == "textDocument/publishDiagnostics"
               and m["params"].get("version") == 30)
codes = [d["code"] for d in last["params"]["diagnostics"]]
assert "inputmode-invalid" in codes, codes
send({"id": 2, "method": "textDocument/hover", "params": {
    "textDocument": {"uri": uri}, "position": {"line": 1, "character": 20}}})
hover = receive(lambda m: m.get("id") == 2)
assert "Default keyboard" in hover["result"]["contents"]["value"], hover
send({"id": 3, "method": "shutdown"})
receive(lambda m: m.get("id") == 3)
send({"method": "exit"})
sys.exit(server.wait(timeout=20))
PY
}
for run in 1 2 3 4 5; do
  if lsp_session >"$work/lsp.out" 2>&1; then pass; else fail "lsp session $run: $(cat "$work/lsp.out")"; fi
done
expect_clean_tmp "lsp"

echo "smoke-release: $checks passed, $failures failed"
[ "$failures" -eq 0 ]
