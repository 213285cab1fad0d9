#!/usr/bin/env python3
"""Drive `tablegen fill --submit CMD` on a real pseudo-terminal with pexpect.

Usage:
    python3 scripts/test-fill-submit.py --tablegen PATH_TO_BINARY

Every run happens inside one `sh` on one pty, so that `stty -a` is read in the
same terminal before and after tablegen. The checks (the busy process):

    retry        full screen: a script that fails the first time (a marker
                 file) shows a spinner, then its error tail, then the review
                 again with the failure in it and every answer kept; choosing
                 again succeeds with the script's first line; exit 0, the
                 answers written, stty as before
    ctrl-c       Ctrl-C while the command runs ends it and its children
                 (SIGTERM to its process group), exits 130, writes nothing,
                 stty as before
    stubborn     a command that ignores SIGTERM is killed (SIGKILL) after the
                 grace; exit 130, stty as before
    accessible   --accessible on the terminal: plain lines, no cursor movement,
                 the retry works from the line-mode review; Ctrl-C during the
                 command exits 130 with stty as before

Prints one summary line and exits 1 when a check fails. Without pexpect it
says so and exits 0, unless CI is set (then a missing pexpect is a failure).
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import tempfile
import time
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parent.parent
SPEC = REPO_ROOT / "Samples" / "login.yaml"
TIMEOUT = 20

from pty_support import CSI, PROMPT, Check, pexpect, pexpect_missing, stty_diff as diff, wait_for  # noqa: E402
from pty_support import Shell as PtyShell  # noqa: E402


class Shell(PtyShell):
    """This script's shell: the shared one, with its timeout and NO_COLOR set."""

    def __init__(self, rows: int = 24, cols: int = 80) -> None:
        super().__init__(rows=rows, cols=cols, timeout=TIMEOUT, colour=False)


# Fails the first time (no marker yet), succeeds the second; keeps what it read.
SECOND_TIME = """#!/bin/sh
cat > "$1.json"
if [ ! -e "$1" ]; then
  : > "$1"
  sleep 1
  echo 'connecting to the server' >&2
  echo 'the server said: try again' >&2
  exit 1
fi
echo 'Ticket 42 created'
"""


def finish(shell: Shell) -> tuple[int, str]:
    """Waits for `echo STATUS=$?` and the prompt; returns the status and what came before it."""
    child = shell.child
    child.expect(r"STATUS=(\d+)")
    status = int(child.match.group(1))
    before = child.before
    child.expect_exact(PROMPT)
    return status, before


def is_running(pid: int) -> bool:
    """Whether `pid` is alive and not a zombie; waits a moment for a killed process to go."""
    for _ in range(100):
        try:
            stat = Path(f"/proc/{pid}/stat").read_text()
        except OSError:
            return False
        if stat[stat.rindex(")") + 2] == "Z":
            return False
        time.sleep(0.05)
    return True


def answer_login(child) -> str:
    screen = wait_for(child, "Email")
    child.send("alice@example.com\r")
    screen += wait_for(child, "Password")
    child.send("secret12\r")
    screen += wait_for(child, "Review")
    return screen


def retry_run(shell: Shell, binary: str, folder: Path, check: Check) -> None:
    script = folder / "second-time.sh"
    script.write_text(SECOND_TIME)
    marker = folder / "marker"
    answers = folder / "answers.json"
    before = shell.stty()
    child = shell.child
    child.sendline(f"{binary} fill {SPEC} --submit 'sh {script} {marker}' > {answers}; echo STATUS=$?")
    screen = answer_login(child)
    child.send("\r")  # the review starts on Log in; digits edit answers
    progress = wait_for(child, "Submitting…")
    progress += wait_for(child, "the server said: try again")
    # The review comes back on the alternate screen with the failure as its message.
    review = wait_for(child, "the submission failed (exit status 1)")
    time.sleep(0.2)
    child.send("\r")  # the review starts on Log in; digits edit answers
    status, rest = finish(shell)
    after = shell.stty()
    try:
        got = json.loads(answers.read_text())
    except (OSError, ValueError) as error:
        got = f"unreadable: {error}"
    expected = {"$action": "login", "username": "alice@example.com", "password": "secret12"}
    check.record("retry: exit 0 and the answers written after the second submission",
                 status == 0 and got == expected, f"status {status}, answers {got!r}")
    try:
        received = json.loads(Path(f"{marker}.json").read_text())
    except (OSError, ValueError) as error:
        received = f"unreadable: {error}"
    check.record("retry: the command read the answers JSON", received == expected, f"read {received!r}")
    check.record("retry: a spinner with the time spent while the command runs",
                 re.search(r"[⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏] Submitting… [01]s", progress) is not None, repr(progress[-200:]))
    check.record("retry: the error tail on the screen after the failure",
                 "Submission failed (exit status 1):" in progress and "connecting to the server" in progress,
                 repr(progress[-300:]))
    check.record("retry: the review again, every answer kept", "alice@example.com" in review, repr(review[-300:]))
    check.record("retry: the command's first line confirms", "Submitted: Ticket 42 created" in rest, repr(rest[-300:]))
    check.record("retry: the password never on screen", "secret12" not in screen + progress + review + rest,
                 "the password was drawn")
    check.record("retry: stty identical after", before == after, diff(before, after))


def interrupt_run(shell: Shell, binary: str, folder: Path, check: Check, stubborn: bool) -> None:
    name = "stubborn" if stubborn else "ctrl-c"
    pids = folder / f"{name}.pids"
    answers = folder / f"{name}.json"
    trap = "trap '' TERM; " if stubborn else ""
    # The shell and a child of it: the whole group must go.
    command = f"{trap}sleep 60 & echo \\$! \\$\\$ > {pids}; wait; sleep 60"
    before = shell.stty()
    child = shell.child
    child.sendline(f"{binary} fill {SPEC} --submit \"{command}\" > {answers}; echo STATUS=$?")
    answer_login(child)
    child.send("\r")  # the review starts on Log in; digits edit answers
    wait_for(child, "Submitting…")
    for _ in range(100):
        if pids.exists() and pids.read_text().strip():
            break
        time.sleep(0.05)
    time.sleep(0.2)
    child.send("\x03")
    status, rest = finish(shell)
    after = shell.stty()
    numbers = [int(word) for word in pids.read_text().split()] if pids.exists() else []
    alive = [pid for pid in numbers if is_running(pid)]
    check.record(f"{name}: Ctrl-C during the command exits 130 and writes nothing",
                 status == 130 and answers.stat().st_size == 0, f"status {status}, {answers.stat().st_size} bytes")
    check.record(f"{name}: the command and its children are ended", len(numbers) == 2 and not alive,
                 f"pids {numbers}, alive {alive}")
    check.record(f"{name}: says the command was ended", "the --submit command was ended" in rest, repr(rest[-200:]))
    check.record(f"{name}: stty identical after", before == after, diff(before, after))


def accessible_run(shell: Shell, binary: str, folder: Path, check: Check) -> None:
    script = folder / "second-time-accessible.sh"
    script.write_text(SECOND_TIME)
    marker = folder / "marker-accessible"
    answers = folder / "accessible.json"
    before = shell.stty()
    child = shell.child
    child.sendline(f"{binary} fill --accessible {SPEC} --submit 'sh {script} {marker}' > {answers}; echo STATUS=$?")
    wait_for(child, "Email")
    child.sendline("alice@example.com")
    wait_for(child, "Password")
    child.sendline("secret12")
    wait_for(child, "Enter a letter")
    child.sendline("a")
    transcript = wait_for(child, "Back to the review")
    transcript += wait_for(child, "Enter a letter")
    child.sendline("a")
    status, rest = finish(shell)
    transcript += rest
    after = shell.stty()
    moves = CSI.findall(transcript)
    check.record("accessible: the retry from the line-mode review exits 0",
                 status == 0 and answers.stat().st_size > 0, f"status {status}")
    check.record("accessible: plain lines, no cursor movement", not moves and "Submitting…\r\n" in transcript
                 and "Submitted: Ticket 42 created" in transcript, f"found {moves[:3]}, {transcript[-300:]!r}")
    check.record("accessible: stty identical after", before == after, diff(before, after))

    before = shell.stty()
    child.sendline(f"{binary} fill --accessible {SPEC} --submit 'sleep 60' > {answers}; echo STATUS=$?")
    wait_for(child, "Email")
    child.sendline("alice@example.com")
    wait_for(child, "Password")
    child.sendline("secret12")
    wait_for(child, "Enter a letter")
    child.sendline("a")
    wait_for(child, "Submitting…")
    time.sleep(0.3)
    child.send("\x03")
    status, _ = finish(shell)
    after = shell.stty()
    check.record("accessible: Ctrl-C during the command exits 130", status == 130, f"status {status}")
    check.record("accessible: stty identical after Ctrl-C", before == after, diff(before, after))


def typed_ahead_run(shell: Shell, binary: str, folder: Path, check: Check) -> None:
    """A line typed while the command runs (in the line mode on a terminal) is not an answer to the review
    that comes back: that review has not been read yet."""
    script = folder / "second-time-typed.sh"
    script.write_text(SECOND_TIME)
    marker = folder / "marker-typed"
    answers = folder / "typed.json"
    child = shell.child
    child.sendline(f"{binary} fill --accessible {SPEC} --submit 'sh {script} {marker}' > {answers}; echo STATUS=$?")
    wait_for(child, "Email")
    child.sendline("alice@example.com")
    wait_for(child, "Password")
    child.sendline("secret12")
    wait_for(child, "Enter a letter")
    child.sendline("a")
    wait_for(child, "Submitting…")
    child.sendline("a")  # typed ahead, while the command runs (it fails after a second)
    wait_for(child, "Back to the review")
    wait_for(child, "Enter a letter")
    child.sendline("b")
    status, rest = finish(shell)
    check.record("typed ahead: a line typed while the command runs does not submit again from the review",
                 status == 1 and "Submitted" not in rest, f"status {status}, {rest[-200:]!r}")


def long_error_run(shell: Shell, binary: str, folder: Path, check: Check) -> None:
    """An error of one 10 kB line (a server's JSON, say): the review that comes back keeps its choices."""
    answers = folder / "long-error.json"
    command = "cat > /dev/null; head -c 10000 /dev/zero | tr '\\\\0' e >&2; echo ' the reason' >&2; exit 1"
    child = shell.child
    child.sendline(f"{binary} fill {SPEC} --submit \"{command}\" > {answers}; echo STATUS=$?")
    answer_login(child)
    child.send("\r")  # the review starts on Log in; digits edit answers
    wait_for(child, "Submission failed (exit status 1):")
    # Up to the keys' line of the review's frame: its choices, then its message ending in the reason.
    review = wait_for(child, "q quit")
    time.sleep(0.3)
    child.send("q")
    wait_for(child, "Quit without submitting?")
    child.send("y")  # q asks first
    status, _ = finish(shell)
    check.record("long error: the review after a 10 kB error line still shows its choices and the reason",
                 status == 1 and "  Cancel" in review
                 and "the reason" in review.rpartition("the submission failed (exit status 1)")[2],
                 f"status {status}, {review[-300:]!r}")


def tty_run(shell: Shell, binary: str, folder: Path, check: Check) -> None:
    """A command that reads the terminal fails at once (it has none), rather than stop unseen in the background."""
    answers = folder / "tty.json"
    child = shell.child
    child.sendline(f"{binary} fill {SPEC} --submit 'cat > /dev/null; read line < /dev/tty' > {answers}; echo STATUS=$?")
    answer_login(child)
    child.send("\r")  # the review starts on Log in; digits edit answers
    review = wait_for(child, "the submission failed")
    time.sleep(0.3)
    child.send("q")
    wait_for(child, "Quit without submitting?")
    child.send("y")
    status, _ = finish(shell)
    check.record("tty: a command that reads /dev/tty fails, and the review comes back",
                 status == 1 and "Submission failed (exit status" in review, f"status {status}, {review[-200:]!r}")


def stop_run(shell: Shell, binary: str, folder: Path, check: Check) -> None:
    """Ctrl-Z during the spinner: the shell gets its terminal as it was; `fg` brings the wait back to its end."""
    answers = folder / "stop.json"
    before = shell.stty()
    child = shell.child
    # No "; echo STATUS" after it: the shell drops the rest of a stopped list; `$?` after fg is the job's.
    child.sendline(f"{binary} fill {SPEC} --submit 'cat > /dev/null; sleep 2; echo done' > {answers}")
    answer_login(child)
    child.send("\r")  # the review starts on Log in; digits edit answers
    wait_for(child, "Submitting…")
    time.sleep(0.3)
    child.send("\x1a")
    child.expect_exact(PROMPT)
    stopped = shell.stty()
    rest = shell.run("fg")
    child.sendline("echo STATUS=$?")
    status, _ = finish(shell)
    after = shell.stty()
    check.record("ctrl-z: the shell's stty while stopped is as before", before == stopped, diff(before, stopped))
    check.record("ctrl-z: after fg the command's confirmation and exit 0",
                 status == 0 and "Submitted: done" in rest, f"status {status}, {rest[-200:]!r}")
    check.record("ctrl-z: stty identical after", before == after, diff(before, after))


def narrow_run(binary: str, folder: Path, check: Check) -> None:
    """A terminal narrower than the spinner's line: a redraw that wraps leaves a line behind each time."""
    columns = 12
    shell = Shell()
    try:
        answers = folder / "narrow.json"
        child = shell.child
        child.sendline(f"{binary} fill {SPEC} --submit 'sleep 1.5; echo ok' > {answers}; echo STATUS=$?")
        answer_login(child)
        # Narrowed at the review, which redraws; then the spinner runs at 12 columns.
        child.setwinsize(24, columns)
        time.sleep(0.3)
        child.send("\r")  # the review starts on Log in; digits edit answers
        status, rest = finish(shell)
        # Each redraw is CR, the line, then "erase to the end of the line".
        drawn = re.findall(r"\r([^\r\x1b]*)\x1b\[K", rest)
        spinner = [line for line in drawn if line[:1] in "⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏" and line]
        wide = [line for line in spinner if len(line) >= columns]
        check.record("narrow: the spinner's line fits a 12-column terminal (no wrapped copies left behind)",
                     status == 0 and spinner and not wide, f"status {status}, lines {wide[:2]!r}")
    finally:
        shell.close()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tablegen", required=True, help="the tablegen binary to test")
    arguments = parser.parse_args()
    missing = pexpect_missing("test-fill-submit")
    if missing is not None:
        return missing
    binary = str(Path(arguments.tablegen).resolve())
    check = Check()
    with tempfile.TemporaryDirectory(prefix="tablegen-submit-") as scratch:
        folder = Path(scratch)
        shell = Shell()
        try:
            runs = [("retry", lambda: retry_run(shell, binary, folder, check)),
                    ("ctrl-c", lambda: interrupt_run(shell, binary, folder, check, stubborn=False)),
                    ("stubborn", lambda: interrupt_run(shell, binary, folder, check, stubborn=True)),
                    ("accessible", lambda: accessible_run(shell, binary, folder, check)),
                    ("typed ahead", lambda: typed_ahead_run(shell, binary, folder, check)),
                    ("long error", lambda: long_error_run(shell, binary, folder, check)),
                    ("tty", lambda: tty_run(shell, binary, folder, check)),
                    ("ctrl-z", lambda: stop_run(shell, binary, folder, check)),
                    ("narrow", lambda: narrow_run(binary, folder, check))]
            for name, run in runs:
                try:
                    run()
                except (pexpect.TIMEOUT, pexpect.EOF) as error:
                    # The run's name, and the screen's last bytes: what it waited for and never saw.
                    seen = repr((shell.child.before or "")[-300:]) if shell.child else ""
                    check.record(f"the {name} run finished without a timeout", False, f"{type(error).__name__}: {seen}")
                    shell.close()
                    shell = Shell()
        finally:
            shell.close()
    return check.summary("test-fill-submit")


if __name__ == "__main__":
    sys.exit(main())
