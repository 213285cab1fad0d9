"""What the pseudo-terminal scripts share (test-fill-pty.py, test-fill-submit.py):
a shell on a pty with a known prompt, named checks, waiting for text, and the
comparison of `stty -a` before and after a run. Tests only; needs pexpect.
"""
from __future__ import annotations

import os
import re

try:
    import pexpect
except ImportError:  # pragma: no cover - depends on the machine
    pexpect = None

PROMPT = "PTYSH$ "

# Escape sequences that move the cursor, edit the screen or style text.
CSI = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]")


def pexpect_missing(script: str) -> int | None:
    """When pexpect is not installed: says so and gives the exit status (a
    failure under CI, a skip elsewhere); None when it is there."""
    if pexpect is not None:
        return None
    hint = "pexpect is not installed (pip install -r scripts/requirements.txt)"
    if os.environ.get("CI", "").lower() not in ("", "0", "false"):
        print(f"{script}: FAILED: {hint}")
        return 1
    print(f"{script}: skipped: {hint}")
    return 0


class Check:
    """Collects named results; a failure carries its reason."""

    def __init__(self) -> None:
        self.results: list[tuple[str, str | None]] = []

    def record(self, name: str, ok: bool, reason: str = "") -> None:
        self.results.append((name, None if ok else reason or "failed"))
        print(f"{'ok  ' if ok else 'FAIL'} {name}{'' if ok else ': ' + reason}")

    @property
    def failures(self) -> list[str]:
        return [f"{name} ({reason})" for name, reason in self.results if reason]

    def summary(self, script: str) -> int:
        """Prints the last line and gives the exit status: 1 when a check failed."""
        total = len(self.results)
        if self.failures:
            print(f"{script}: {len(self.failures)} of {total} checks failed: {'; '.join(self.failures)}")
            return 1
        print(f"{script}: {total} checks passed")
        return 0


class Shell:
    """One `sh -i` on a pty with a known prompt, without the caller's VISUAL and
    EDITOR; NO_COLOR set only when `colour` is False."""

    def __init__(self, rows: int = 24, cols: int = 80, timeout: float = 15, colour: bool = True) -> None:
        env = {k: v for k, v in os.environ.items() if k not in ("NO_COLOR", "VISUAL", "EDITOR")}
        env.update(TERM="xterm-256color", PS1=PROMPT, LC_ALL="C.UTF-8")
        if not colour:
            env["NO_COLOR"] = "1"
        self.child = pexpect.spawn("/bin/sh", ["-i"], env=env, dimensions=(rows, cols),
                                   encoding="utf-8", codec_errors="replace", timeout=timeout)
        self.child.expect_exact(PROMPT)

    def run(self, command: str) -> str:
        """Runs a command to completion and returns what it printed."""
        self.child.sendline(command)
        self.child.expect_exact(PROMPT)
        return self.child.before

    def stty(self) -> str:
        return self.run("stty -a")

    def close(self) -> None:
        self.child.sendline("exit")
        self.child.close(force=True)


def wait_for(child, text: str) -> str:
    """Waits for `text` on the screen; returns everything drawn up to it."""
    child.expect_exact(text)
    return child.before + child.after


def stty_diff(before: str, after: str) -> str:
    """What changed between two `stty -a` outputs; empty when nothing did."""
    if before == after:
        return ""
    changed = [f"{a!r} -> {b!r}" for a, b in zip(before.split(";"), after.split(";")) if a != b]
    return "stty changed: " + ", ".join(changed[:4])
