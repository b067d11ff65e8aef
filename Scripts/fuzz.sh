#!/usr/bin/env bash
# Runs the libFuzzer targets in Fuzz/ (address sanitizer on) for a given time each.
# Usage: Scripts/fuzz.sh SECONDS [TARGET ...]    (targets: see Fuzz/Package.swift; default all)
# Seeds come from the repository (Tests/Fixtures, Samples, rule examples are in the code); the
# growing corpus is kept in Fuzz/corpus/TARGET and crashes in Fuzz/crashes/TARGET (both
# ignored by git). A crash stops that target and the script exits 1 at the end; add the input
# to Tests/Fixtures/fuzz-regressions/TARGET/ so the regression tests replay it.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ $# -lt 1 ]; then
  echo "usage: $0 SECONDS [TARGET ...]" >&2
  exit 2
fi
seconds="$1"; shift
targets=("$@")
if [ ${#targets[@]} -eq 0 ]; then
  targets=(FuzzScanner FuzzLint FuzzPattern FuzzAutocomplete FuzzConfiguration FuzzTemplateMasker
    FuzzBaseline)
fi

# Coverage and AddressSanitizer on every Swift module, and libFuzzer's driver without its main
# (FuzzDriver calls it; see there why).
driver="$(ls /opt/swift/usr/lib/clang/*/lib/linux/libclang_rt.fuzzer_no_main-x86_64.a 2>/dev/null \
  || true)"
driver="${driver:-$(find "$(dirname "$(command -v swiftc)")/../lib" -name 'libclang_rt.fuzzer_no_main-*.a' | head -1)}"
if [ -z "$driver" ]; then
  echo "error: libclang_rt.fuzzer_no_main was not found next to swiftc; fuzzing needs the Swift toolchain's clang runtime" >&2
  exit 2
fi
# New files in the main package are missed by a cached build manifest, so none is kept.
flags=(-c release --package-path Fuzz --scratch-path Fuzz/.build --disable-build-manifest-caching
  -Xswiftc -sanitize=address -Xswiftc -sanitize-coverage=edge,inline-8bit-counters,pc-table,trace-cmp
  -Xswiftc -parse-as-library -Xlinker "$driver" -Xlinker -lstdc++)
mkdir -p Fuzz/crashes
for target in "${targets[@]}"; do
  # A failed build must stop the run: the old binary would fuzz old code.
  if ! swift build "${flags[@]}" --product "$target" >Fuzz/crashes/build.log 2>&1; then
    grep -E "error:" Fuzz/crashes/build.log | sort -u | head -20 >&2
    echo "error: building $target failed; see Fuzz/crashes/build.log" >&2
    exit 2
  fi
done
bin="$(swift build "${flags[@]}" --show-bin-path)"

seed() {  # target folder: copies the seeds for one target into its corpus folder once
  local target="$1" dir="$2"
  if [ -n "$(ls -A "$dir" 2>/dev/null)" ]; then return 0; fi
  case "$target" in
    FuzzScanner|FuzzLint)
      find Tests/Fixtures/corpus Samples -type f -name '*.htm*' -size -64k \
        | while read -r f; do cp "$f" "$dir/$(cksum <"$f" | cut -d' ' -f1)"; done ;;
    FuzzPattern)
      grep -rhoE 'pattern="[^"]*"' Tests/Fixtures/corpus Samples | sed 's/^pattern="//; s/"$//' \
        | sort -u | while IFS= read -r p; do printf '%s' "$p" >"$dir/$(printf '%s' "$p" | cksum | cut -d' ' -f1)"; done ;;
    FuzzAutocomplete)
      for v in "section-a shipping work tel" "username webauthn" "off" "cc-number" "nope" \
        "billing home email webauthn" "work,email"; do
        printf '%s' "$v" >"$dir/$(printf '%s' "$v" | cksum | cut -d' ' -f1)"; done ;;
    FuzzTemplateMasker)
      # The first byte chooses the syntax (TemplateMaskProbe.split, 16 syntaxes): every template
      # fixture under every syntax, so each masker also meets the others' delimiters.
      local index f
      for index in $(seq 0 15); do
        find Tests/Fixtures/templates -type f ! -name '*.json' | while read -r f; do
          { printf "\\$(printf '%03o' "$index")"; cat "$f"; } \
            >"$dir/$index-$(cksum <"$f" | cut -d' ' -f1)"
        done
      done ;;
    FuzzConfiguration)
      printf 'extends: strict\nrules:\n  password-autocomplete: warning\n  enterkeyhint-suggest: off\ninclude: ["**/*.leaf"]\nexclude: ["vendor/"]\nplatforms: [ios, android]\nbase-url: https://shop.example/\n' >"$dir/full.yml"
      printf 'rules: {otp-autocomplete: {severity: note}}\nroot: true\n' >"$dir/long-form.yml" ;;
    FuzzBaseline)
      printf '{\n  "version": 1,\n  "entries": [\n    {\n      "rule": "inputmode-invalid",\n      "path": "a/b.html",\n      "sourceLine": "<input inputmode=\\"nums\\">",\n      "message": "\\u00e9 \\"quoted\\" \\\\ done"\n    },\n    {"rule":"r","path":"a/b.html","sourceLine":"","message":"m"}\n  ]\n}\n' >"$dir/two.json"
      printf '{"entries":[],"version":1,"extra":{"nested":[1,2.5e3,true,null,"x"]}}' >"$dir/keys.json"
      printf '{"version":2,"entries":[]}' >"$dir/version.json" ;;
  esac
}

status=0
for target in "${targets[@]}"; do
  corpus="Fuzz/corpus/$target"; crashes="Fuzz/crashes/$target"
  mkdir -p "$corpus" "$crashes"
  seed "$target" "$corpus"
  extra=("Tests/Fixtures/fuzz-regressions/$target")
  [ -d "${extra[0]}" ] || extra=()
  echo "== $target: ${seconds}s"
  if ! ASAN_OPTIONS=detect_leaks=0 "$bin/$target" "$corpus" "${extra[@]}" \
      -max_total_time="$seconds" -max_len=65536 -rss_limit_mb=4096 -timeout=20 \
      -artifact_prefix="$crashes/" -print_final_stats=1 2>"Fuzz/crashes/$target.log"; then
    echo "$target: crash or failure; see Fuzz/crashes/$target.log and $crashes/" >&2
    status=1
  fi
  grep -E "^stat::(number_of_executed_units|peak_rss_mb)|^Done|^#[0-9]+.*DONE" "Fuzz/crashes/$target.log" || true
done
exit "$status"
