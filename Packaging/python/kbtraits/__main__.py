"""`python -m kbtraits ARGS…` runs the installed binary with ARGS, in place of this process."""

import os
import sys

from kbtraits import find_kbtraits_bin

if __name__ == "__main__":
    try:
        binary = find_kbtraits_bin()
    except FileNotFoundError as error:
        print(error, file=sys.stderr)
        # 2, as kbtraits' own status for a run that could not start: 1 means findings.
        sys.exit(2)
    os.execv(binary, [binary, *sys.argv[1:]])
