# Sourced by the release and install checks (smoke-release.sh, test-install.sh,
# test-action.sh): counts the checks that passed and failed. A failure is printed at once and
# the script goes on, so that one run shows every problem; each script ends on its tally.
failures=0
checks=0

fail() {
  echo "FAIL: $*" >&2
  failures=$((failures + 1))
}

pass() { checks=$((checks + 1)); }

# expect DESCRIPTION COMMAND...: the command succeeds.
expect() {
  local description=$1
  shift
  if "$@"; then pass; else fail "$description"; fi
}
