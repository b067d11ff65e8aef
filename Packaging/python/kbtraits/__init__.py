"""The `kbtraits` wheel: the prebuilt `kbtraits` binary, installed as the `kbtraits` script.

pip puts the binary itself on PATH (it travels in the wheel's `.data/scripts/`, as ruff's does);
this package only lets `python -m kbtraits` find and run it.
"""

import os
import sys
import sysconfig


def find_kbtraits_bin() -> str:
    """The path of the installed `kbtraits` binary: the environment's scripts folder, then the
    user scheme's (for `pip install --user`)."""
    name = "kbtraits" + (sysconfig.get_config_var("EXE") or "")
    candidates = [os.path.join(sysconfig.get_path("scripts"), name)]
    if sys.version_info >= (3, 10):
        user_scheme = sysconfig.get_preferred_scheme("user")
    else:
        user_scheme = "posix_user"
    candidates.append(os.path.join(sysconfig.get_path("scripts", scheme=user_scheme), name))
    for path in candidates:
        if os.path.isfile(path):
            return path
    raise FileNotFoundError(
        "kbtraits: the kbtraits binary is not where pip installs it ("
        + " or ".join(candidates)
        + "); reinstall the wheel with `pip install --force-reinstall kbtraits`."
    )
