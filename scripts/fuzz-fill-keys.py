#!/usr/bin/env python3
"""Random keys at `tablegen fill` on a real pseudo-terminal, to find crashes and hangs.

Usage:
    python3 scripts/fuzz-fill-keys.py --tablegen PATH [--keys 10000] [--seed N] [--spec FILE]

Runs the full-screen form of Tests/Fixtures/fill/every-field.yaml (every editor:
input, secure input, text view, picker and multiple picker with their filters,
switch, slider, the review and a confirmation) again and again, each run
starting at a random editor (the fields before it prefilled), and sends it
random keys from a seeded generator: text and characters of several scalars
(👍🏽, e + U+0301, 🇫🇷, Hangul jamo, ZWJ sequences) written in one read, editing
and moving keys, Esc alone and Esc sequences, bracketed pastes with line
breaks, Ctrl-E (an $EDITOR that writes such characters back), Ctrl-Z, and
terminal resizes. A run ends when the form does (exit 0 or 1) or by Ctrl-C
(130). Anything else is a failure: a crash (a signal, such as SIGILL from a
Swift trap), another exit status, or a form that no longer answers Ctrl-C.

Prints the seed, and on a failure the run's keys, so that
`--seed N --keys K` replays it. Exits 1 on a failure. Without pexpect it says
so and exits 0, unless CI is set (then it fails).

A text view once crashed on a character of several scalars
typed in one read; this is the fuzzer that would have found it.
"""

from __future__ import annotations

import argparse
import os
import random
import signal
import sys
import tempfile
import time
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parent.parent
SPEC = REPO_ROOT / "Tests" / "Fixtures" / "fill" / "every-field.yaml"

try:
    import pexpect
except ImportError:  # pragma: no cover - depends on the machine
    pexpect = None

# Characters of several scalars, each one grapheme: the text view's old crash.
GRAPHEMES = [
    "\U0001F44D\U0001F3FD",  # thumbs up, skin tone
    "e\u0301",  # e, combining acute
    "\U0001F1EB\U0001F1F7",  # a flag: two regional indicators
    "\u1112\u1161\u11AB",  # Hangul jamo
    "\U0001F468\u200D\U0001F469\u200D\U0001F467",  # a family: ZWJ sequence
    "1\uFE0F\u20E3",  # keycap one
    "\u0915\u094D\u0937",  # Devanagari conjunct
]
SCALARS = ["\u0301", "\U0001F3FD", "\U0001F1EB", "\u200D", "\uFE0F", "\u11AB", "日", "é", "\u202E"]
KEYS = [
    "\r", "\r", "\r", "\x7f", "\x7f", "\t", " ", " ", "y", "n", "q", "1", "2", "3", "0",
    "\x1b[A", "\x1b[B", "\x1b[C", "\x1b[D", "\x1b[H", "\x1b[F", "\x1b[5~", "\x1b[6~", "\x1b[3~", "\x1b[Z",
    "\x1bOA", "\x1b\r", "\x1b[1;5C", "\x1b[15~", "\x1b[999999999999999999999999~",
    "\x01", "\x04", "\x0b", "\x15", "\x17", "\n", "\xff",
]


def random_text(rng: random.Random, length: int) -> str:
    pieces = []
    for _ in range(length):
        roll = rng.random()
        if roll < 0.35:
            pieces.append(rng.choice(GRAPHEMES))
        elif roll < 0.5:
            pieces.append(rng.choice(SCALARS))
        else:
            pieces.append(chr(rng.randrange(0x20, 0x7F)))
    return "".join(pieces)


def next_action(rng: random.Random) -> tuple[str, str]:
    """One action: ("send", bytes), ("esc", ""), ("resize", "RxC"), ("ctrl-z", ""), ("editor", "")."""
    roll = rng.random()
    if roll < 0.30:
        return "send", random_text(rng, rng.randint(1, 6))  # several characters in one read
    if roll < 0.80:
        return "send", rng.choice(KEYS)
    if roll < 0.86:
        text = random_text(rng, rng.randint(0, 40)) + rng.choice(["", "\r", "\r\n", "\ralice\r1\r"])
        return "send", "\x1b[200~" + text + "\x1b[201~"
    if roll < 0.90:
        return "esc", ""
    if roll < 0.94:
        return "resize", f"{rng.randint(3, 40)}x{rng.randint(8, 120)}"
    if roll < 0.97:
        return "editor", ""
    if roll < 0.98:
        return "send", "\x1b[200~" + random_text(rng, 5)  # a paste that never ends
    return "ctrl-z", ""


# every-field.yaml's questions in order, with a valid answer each (YAML) and the label drawn.
FIELDS = [
    ("name", "Bench", "Name"), ("serial", "AB-1234", "Serial"), ("count", "3", "Count"),
    ("weight", "2.5", "Weight"), ("contact", "a@example.com", "Contact"), ("site", "https://example.com", "Site"),
    ("phone", "'+1 555'", "Phone"), ("pin", "'1234'", "PIN"), ("notes", "n", "Notes"), ("colour", "green", "Colour"),
    ("size", "8", "Size"), ("extras", "[Case]", "Extras"), ("wifi", "true", "Wi-Fi"), ("volume", "5", "Volume"),
    ("delivered", "'2024-05-01'", "Delivered"),
]
# Where a run starts, so that every editor gets its share of keys: input, secure
# input, text view, picker (required, then optional), multiple picker, switch, slider, date.
TARGETS = ["name", "pin", "notes", "colour", "size", "extras", "wifi", "volume", "delivered"]


class Failure(Exception):
    pass


def drain(child) -> None:
    """Reads what the form drew, so that it never blocks on a full pty."""
    while True:
        try:
            child.read_nonblocking(size=65536, timeout=0)
        except pexpect.TIMEOUT:
            return
        except pexpect.EOF:
            return


def run_session(binary: str, spec: Path, env: dict, rng: random.Random, budget: int, log: list[str],
                scratch: Path) -> int:
    """One form from start to end; returns the keys sent. Raises Failure.

    The fields before a target editor are prefilled with `--answers`, and so not
    asked: the run starts at the target.
    """
    target = rng.choice(TARGETS)
    answers = scratch / "answers.yaml"
    ids = [field for field, _, _ in FIELDS]
    prefilled = FIELDS[: ids.index(target)]
    answers.write_text("".join(f"{field}: {value}\n" for field, value, _ in prefilled))
    option = f"--answers {answers} " if prefilled else ""  # an empty answers file is an error
    log.append(f"start at {target}")
    rows, cols = rng.randint(5, 40), rng.randint(10, 120)
    child = pexpect.spawn("/bin/sh", ["-c", f"exec {binary} fill {option}{spec} > /dev/null"], env=env,
                          dimensions=(rows, cols), encoding=None, timeout=10)
    sent = 0
    try:
        try:
            child.expect_exact(b"\x1b[?1049h")  # the form is on screen (a narrow one may cut the label)
        except (pexpect.EOF, pexpect.TIMEOUT) as error:
            raise Failure(f"no form ({type(error).__name__}); it printed {child.before[-300:]!r}")
        time.sleep(0.05)
        while sent < budget and child.isalive():
            kind, value = next_action(rng)
            log.append(f"{kind} {value!r}")
            if kind == "send":
                child.send(b"\xff" if value == "\xff" else value.encode())
            elif kind == "esc":
                child.send(b"\x1b")
                time.sleep(0.05)  # a lone Esc: the form waits 30 ms for more
            elif kind == "resize":
                r, c = value.split("x")
                child.setwinsize(int(r), int(c))
            elif kind == "editor":
                child.send(b"\x05")  # Ctrl-E: only a text view opens $EDITOR; elsewhere it moves the cursor
                time.sleep(0.05)
            elif kind == "ctrl-z":
                child.send(b"\x1a")
                time.sleep(0.05)
                if child.isalive():
                    os.kill(child.pid, signal.SIGCONT)
            sent += 1
            if sent % 20 == 0:
                time.sleep(0.01)
            drain(child)
        if child.isalive():
            time.sleep(0.05)
            child.send(b"\x03")
            try:
                child.expect(pexpect.EOF, timeout=10)
            except pexpect.TIMEOUT:
                raise Failure("the form did not end on Ctrl-C within 10 s (a hang)")
        else:
            child.expect(pexpect.EOF)
        child.close()
        if child.signalstatus is not None:
            raise Failure(f"tablegen died of signal {child.signalstatus}")
        if child.exitstatus not in (0, 1, 130):
            raise Failure(f"tablegen exited with status {child.exitstatus}")
        return sent
    finally:
        if child.isalive():
            child.close(force=True)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tablegen", required=True, help="the tablegen binary to test")
    parser.add_argument("--keys", type=int, default=10000, help="keystrokes in all (default 10000)")
    parser.add_argument("--seed", type=int, default=None, help="the generator's seed (default: random, printed)")
    parser.add_argument("--spec", default=str(SPEC), help="the form (default every-field.yaml)")
    arguments = parser.parse_args()
    if pexpect is None:
        if os.environ.get("CI", "").lower() not in ("", "0", "false"):
            print("fuzz-fill-keys: FAILED: pexpect is not installed (pip install -r scripts/requirements.txt)")
            return 1
        print("fuzz-fill-keys: skipped: pexpect is not installed (pip install -r scripts/requirements.txt)")
        return 0
    seed = arguments.seed if arguments.seed is not None else random.randrange(1 << 32)
    rng = random.Random(seed)
    binary = str(Path(arguments.tablegen).resolve())
    print(f"fuzz-fill-keys: seed {seed}, {arguments.keys} keys")
    with tempfile.TemporaryDirectory(prefix="tablegen-keys-") as scratch:
        editor = Path(scratch) / "editor.sh"
        # $EDITOR writes back characters of several scalars, a CR LF and an ESC.
        editor.write_text("#!/bin/sh\nprintf 'e\\314\\201 \\360\\237\\207\\253\\r\\n\\360\\237\\207\\267\\033[2J\\n' > \"$1\"\n")
        editor.chmod(0o755)
        env = {k: v for k, v in os.environ.items() if k not in ("NO_COLOR", "VISUAL")}
        env.update(TERM="xterm-256color", LC_ALL="C.UTF-8", EDITOR=str(editor))
        total = 0
        sessions = 0
        started = time.monotonic()
        while total < arguments.keys:
            log: list[str] = []
            budget = min(arguments.keys - total, rng.randint(50, 600))
            try:
                total += run_session(binary, Path(arguments.spec), env, rng, budget, log, Path(scratch))
            except (Failure, pexpect.TIMEOUT, pexpect.EOF) as error:
                reason = error if isinstance(error, Failure) else f"{type(error).__name__} waiting for the form"
                print(f"fuzz-fill-keys: FAILED after {total} keys, in run {sessions + 1}: {reason}")
                print(f"fuzz-fill-keys: replay with --seed {seed} --keys {arguments.keys}; the run's last keys:")
                for line in log[-30:]:
                    print(f"    {line}")
                return 1
            sessions += 1
        seconds = time.monotonic() - started
    print(f"fuzz-fill-keys: {total} keys in {sessions} runs, no crash or hang ({seconds:.0f} s, seed {seed})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
