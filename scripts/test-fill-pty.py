#!/usr/bin/env python3
"""Drive `tablegen fill` on a real pseudo-terminal with pexpect.

Usage:
    python3 scripts/test-fill-pty.py --tablegen PATH_TO_BINARY

Every run happens inside one `sh` on one pty, so that `stty -a` is read in the
same terminal before and after tablegen. The checks:

    submit       type, fix a validation error, move a picker with the arrow
                 keys, Ctrl-E into $EDITOR, Ctrl-D, y, Enter at the review:
                 the answers file holds exactly what was chosen; exit 0
    masked       the password typed never appears in the captured screen
    colour       NO_COLOR=1 draws no colour; without it the title is bold
    ctrl-c       Ctrl-C exits 130, writes no answers, stty is as before
    sigterm      SIGTERM restores the terminal, then kills tablegen (143)
    full         standard output full: exit 2 and a message, never "Submitted"
    stty         `stty -a` is identical before and after every run
    prefill      an invalid prefilled value is asked again on a terminal
    dumb         TERM=dumb on a terminal uses the line mode: no cursor movement
    resize       the form redraws at the new width when the terminal is resized
    narrow       at 30x10 every drawn line fits in 30 columns
    conditions   on Samples/network-settings.yaml, switching the proxy on
                 makes its fields appear before the review, on the
                 full screen and with --accessible (the line mode)
    ctrl-z       Ctrl-Z restores the terminal (stty as before, main screen,
                 bracketed paste off) and stops; `fg` brings raw mode and the
                 form back
    ctrl-z-echo  --accessible: after Ctrl-Z and `fg` at a secure prompt, the
                 password typed is not echoed
    paste        bracketed paste is on; a pasted "answer\ranswer\r1\r" stays in
                 the first field; 100 kB pasted into a text view is taken
                 whole (the time is printed)
    editor-signals  $EDITOR starts with SIGINT at its default, not ignored;
                 Ctrl-E with a broken TMPDIR says why in the form
    editor-terminal  with standard output redirected to the answers file, an
                 $EDITOR that prints to its standard output and error gets the
                 terminal for all three: the answers file is valid JSON with
                 the edited text and none of the editor's output; without a
                 controlling terminal (setsid) Ctrl-E says why in the form
    settings     at 100x30 and at 40x15, on Samples/settings.yaml:
                 typing 45 at Skip Forward takes 45; a section's
                 footer shows once, under its last question, the Storage row
                 under Keep Episodes, and the About section at the review,
                 with a scroll mark where the review is cut; Save
                 is the first choice and writes no $action, Clear Downloads is
                 no choice
    placeholder  at both sizes with NO_COLOR: an empty field's
                 placeholder reads "(hint: ...)", never as a typed value
    child-panes  at 80x24 and 40x15, on Samples/settings.yaml: Enter on
                 "Advanced ›" at the review enters the child pane, its Back
                 returns to the parent's review, and Save writes the pane's
                 answers nested under "advanced"
    date         at 80x24 and 40x15, on Samples/reminders.yaml: the
                 date editor's → and ↑ step a part (the minute by its
                 interval), digits type into the parts, Enter on an empty
                 required date is refused; the answers hold ISO text and the
                 switch's stored value, and --answers reads them back byte for
                 byte; every line fits the width

Prints one summary line and exits 1 when a check fails. Without pexpect it
says so and exits 0, unless CI is set (then a missing pexpect is a failure).
"""

from __future__ import annotations

import argparse
import json
import os
import re
import signal
import sys
import tempfile
import time
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parent.parent
# Every spec this script fills, by its path in the package. CellTypeCoverageTests reads this
# declaration and holds it to a cell of every type that takes an answer.
SPECS = {
    "form": "Tests/Fixtures/fill/pty.yaml",
    "conditions": "Samples/network-settings.yaml",
    "settings": "Samples/settings.yaml",
    "login": "Samples/login.yaml",
    "dates": "Samples/reminders.yaml",
}
SPEC = REPO_ROOT / SPECS["form"]
TIMEOUT = 15

from pty_support import CSI, PROMPT, Check, pexpect, pexpect_missing, stty_diff as diff, wait_for  # noqa: E402
from pty_support import Shell as PtyShell  # noqa: E402


class Shell(PtyShell):
    """This script's shell: the shared one, with its timeout."""

    def __init__(self, rows: int = 24, cols: int = 80) -> None:
        super().__init__(rows=rows, cols=cols, timeout=TIMEOUT)


SGR_COLOUR = re.compile(r"\x1b\[[0-9;]*m")


def tablegen_pid(shell_pid: int) -> int | None:
    """The pid of the tablegen the shell runs in the foreground."""
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
        except OSError:
            continue
        # pid (comm) state ppid ...
        comm = stat[stat.index("(") + 1 : stat.rindex(")")]
        ppid = int(stat[stat.rindex(")") + 2 :].split()[1])
        if ppid == shell_pid and comm.startswith("tablegen"):
            return int(entry.name)
    return None


def error_text(child) -> str:
    """Waits for the error line the form draws (`✗ ...`) and returns its text."""
    child.expect("\u2717 ([^\x1b]*)\x1b\\[K")
    return child.match.group(1)


def submit_run(shell: Shell, binary: str, folder: Path, check: Check) -> None:
    answers = folder / "answers.json"
    editor = folder / "editor.sh"
    editor.write_text("#!/bin/sh\nprintf 'from the editor\\n' > \"$1\"\n")
    editor.chmod(0o755)
    before = shell.stty()
    child = shell.child
    child.sendline(f"NO_COLOR=1 EDITOR={editor} {binary} fill {SPEC} > {answers}; echo STATUS=$?")
    screen = wait_for(child, "Email")
    child.send("alice\r")
    email_error = error_text(child)
    child.send("\x15alice@example.com\r")  # Ctrl-U clears the bad text first
    screen += wait_for(child, "Password")
    child.send("hunter2\r")
    length_error = error_text(child)
    child.send("\x15hunter2-secret\r")
    screen += wait_for(child, "Plan")
    child.send("\x1b[B")
    time.sleep(0.1)
    child.send("\x1b[B")
    screen += wait_for(child, "› 3. Team")
    child.send("\r")
    screen += wait_for(child, "Ctrl-D finish")
    child.send("draft")
    time.sleep(0.1)
    child.send("\x05")  # Ctrl-E: the editor replaces the text
    screen += wait_for(child, "from the editor")
    child.send("\x04")  # Ctrl-D finishes the text view
    screen += wait_for(child, "Newsletter")
    child.send("y")
    screen += wait_for(child, "Review")
    child.send("\r")
    child.expect(r"STATUS=(\d+)")
    status = int(child.match.group(1))
    screen += child.before
    child.expect_exact(PROMPT)
    after = shell.stty()

    expected = {"$action": "createAccount", "email": "alice@example.com", "password": "hunter2-secret",
                "plan": "Team", "bio": "from the editor", "news": True}
    try:
        got = json.loads(answers.read_text())
    except (OSError, ValueError) as error:
        got = f"unreadable: {error}"
    check.record("submit: exit 0 and the answers chosen with arrows, $EDITOR and y", status == 0 and got == expected,
                 f"status {status}, answers {got!r}")
    # The filler's words, each shown and then mended (error_text reads the ✗ line).
    check.record("validation error shown, then re-entry accepted", "Enter an email address" in email_error
                 and "Use at least 8 characters." in length_error, f"errors {email_error!r}, {length_error!r}")
    check.record("masked input never on screen", "hunter2" not in screen and "•" in screen,
                 "the password or its mask was not as expected")
    colours = [code for code in SGR_COLOUR.findall(screen) if code not in ("\x1b[0m", "\x1b[m")]
    check.record("NO_COLOR draws no colour", not colours, f"found {colours[:3]}")
    check.record("stty identical after a normal exit", before == after, diff(before, after))


def interrupt_run(shell: Shell, binary: str, folder: Path, check: Check) -> None:
    answers = folder / "interrupted.json"
    before = shell.stty()
    child = shell.child
    child.sendline(f"{binary} fill {SPEC} > {answers}; echo STATUS=$?")
    screen = wait_for(child, "Email")
    child.send("bob@exa")
    time.sleep(0.2)
    child.send("\x03")
    child.expect(r"STATUS=(\d+)")
    status = int(child.match.group(1))
    child.expect_exact(PROMPT)
    after = shell.stty()
    check.record("Ctrl-C exits 130 and writes no answers", status == 130 and answers.stat().st_size == 0,
                 f"status {status}, {answers.stat().st_size} bytes written")
    check.record("stty identical after Ctrl-C", before == after, diff(before, after))
    check.record("colour without NO_COLOR (bold title)", "\x1b[1mCreate Account" in screen, "no bold title")


def terminate_run(shell: Shell, binary: str, check: Check) -> None:
    before = shell.stty()
    child = shell.child
    child.sendline(f"{binary} fill {SPEC} > /dev/null; echo STATUS=$?")
    wait_for(child, "Email")
    pid = tablegen_pid(child.pid)
    if pid is None:
        check.record("SIGTERM restores the terminal", False, "tablegen's pid not found")
        return
    os.kill(pid, signal.SIGTERM)
    child.expect(r"STATUS=(\d+)")
    status = int(child.match.group(1))
    child.expect_exact(PROMPT)
    after = shell.stty()
    check.record("SIGTERM ends tablegen (143) with stty identical", status == 143 and before == after,
                 f"status {status}; {diff(before, after)}")


def full_run(shell: Shell, binary: str, folder: Path, check: Check) -> None:
    spec = folder / "one-switch.yaml"
    spec.write_text("tablegen: 1\ntitle: One switch\ncells:\n  - {type: switch, id: news, label: Newsletter}\n")
    child = shell.child
    child.sendline(f"NO_COLOR=1 {binary} fill {spec} > /dev/full; echo STATUS=$?")
    screen = wait_for(child, "Newsletter")
    child.send("y")
    screen += wait_for(child, "Review")
    child.send("\r")
    child.expect(r"STATUS=(\d+)")
    status = int(child.match.group(1))
    screen += child.before
    child.expect_exact(PROMPT)
    check.record("standard output full: exit 2 with a message, and no 'Submitted'",
                 status == 2 and "cannot write to standard output" in screen and "Submitted" not in screen,
                 f"status {status}, screen ends {CSI.sub('', screen)[-160:]!r}")


def stepper_run(shell: Shell, binary: str, folder: Path, check: Check) -> None:
    spec = folder / "one-stepper.yaml"
    spec.write_text("tablegen: 1\ntitle: One stepper\n"
                    "cells:\n  - {type: stepper, id: guests, label: Guests, min: 1, max: 9, step: 2, default: 3}\n")
    answers = folder / "stepper.json"
    child = shell.child
    child.sendline(f"NO_COLOR=1 {binary} fill {spec} > {answers}; echo STATUS=$?")
    screen = wait_for(child, "Guests")
    child.send("\x1b[C")  # right: one step up, 3 to 5
    screen += wait_for(child, "> 5")
    child.send("\x1b[C")
    screen += wait_for(child, "> 7")
    child.send("\r")
    screen += wait_for(child, "Review")
    child.send("\r")
    child.expect(r"STATUS=(\d+)")
    status = int(child.match.group(1))
    child.expect_exact(PROMPT)
    try:
        got = json.loads(answers.read_text())
    except (OSError, ValueError) as error:
        got = f"unreadable: {error}"
    check.record("stepper: the arrows change the number by its step, and the answer is that number",
                 status == 0 and isinstance(got, dict) and got.get("guests") == 7, f"status {status}, answers {got!r}")


def prefill_run(shell: Shell, binary: str, folder: Path, check: Check) -> None:
    answers = folder / "prefill.yaml"
    answers.write_text("email: alice\npassword: hunter2-secret\nplan: Pro\nbio: null\nnews: false\n")
    output = folder / "prefilled.json"
    child = shell.child
    child.sendline(f"{binary} fill {SPEC} --answers {answers} > {output}; echo STATUS=$?")
    screen = wait_for(child, "the prefilled answer was not accepted")
    child.send("\x15alice@example.com\r")
    screen += wait_for(child, "Review")
    child.send("\r")
    child.expect(r"STATUS=(\d+)")
    status = int(child.match.group(1))
    child.expect_exact(PROMPT)
    try:
        got = json.loads(output.read_text())
    except (OSError, ValueError) as error:
        got = f"unreadable: {error}"
    expected = {"$action": "createAccount", "email": "alice@example.com", "password": "hunter2-secret",
                "plan": "Pro", "news": False}
    check.record("an invalid prefilled value is asked again on a terminal; the valid ones are kept",
                 status == 0 and got == expected and "Password" not in screen.split("Review")[0],
                 f"status {status}, answers {got!r}")


def dumb_run(shell: Shell, binary: str, check: Check) -> None:
    child = shell.child
    child.sendline(f"TERM=dumb {binary} fill {SPEC} > /dev/null; echo STATUS=$?")
    screen = wait_for(child, "Question 1 of 5: Email (required)")
    child.send("\x04")  # end of input at the terminal: cancels
    child.expect(r"STATUS=(\d+)")
    status = int(child.match.group(1))
    screen += child.before
    child.expect_exact(PROMPT)
    check.record("TERM=dumb uses the line mode; end of input cancels (1)",
                 status == 1 and "\x1b[?1049h" not in screen and "\x1b[H" not in screen, f"status {status}")


def resize_run(shell: Shell, binary: str, check: Check) -> None:
    child = shell.child
    child.sendline(f"NO_COLOR=1 {binary} fill {SPEC} > /dev/null; echo STATUS=$?")
    wait_for(child, "Email")
    child.setwinsize(12, 40)  # the kernel sends SIGWINCH to tablegen
    # The label line is padded to the width, so this text appears only after a redraw at 40 columns.
    label = "Email *" + " " * (40 - len("Email *") - len("1/5")) + "1/5"
    try:
        child.expect_exact(label)
        redrawn = True
    except pexpect.TIMEOUT:
        redrawn = False
    child.send("\x03")
    child.expect(r"STATUS=(\d+)")
    child.expect_exact(PROMPT)
    child.setwinsize(24, 80)
    check.record("a resize redraws the form at the new width", redrawn, "no frame at 40 columns")


def narrow_run(binary: str, check: Check) -> None:
    shell = Shell(rows=10, cols=30)
    try:
        child = shell.child
        child.sendline(f"{binary} fill {SPEC} > /dev/null; echo STATUS=$?")
        screen = wait_for(child, "Email")
        child.send("alice@example.com\rhunter2-secret\r")
        screen += wait_for(child, "Plan")
        time.sleep(0.3)
        child.send("\x03")
        child.expect(r"STATUS=(\d+)")
        screen += child.before
        child.expect_exact(PROMPT)
        frames = screen.split("\x1b[?1049h", 1)[-1].split("\x1b[?1049l", 1)[0]
        # A frame starts at the home position; its lines end with a line break.
        pieces = re.split(r"\x1b\[(?:\d+;\d+)?H|\n", frames)
        lines = [CSI.sub("", piece).replace("\r", "") for piece in pieces]
        widest = max((len(line) for line in lines), default=0)
        wide = [line for line in lines if len(line) > 30]
        check.record("every line fits 30 columns", widest <= 30, f"a line is {widest} columns wide: {wide[:1]!r}")
    finally:
        shell.close()


def conditions_run(shell: Shell, binary: str, folder: Path, check: Check) -> None:
    """The proxy's fields are hidden until its switch is on, then asked before the review."""
    sample = REPO_ROOT / SPECS["conditions"]
    output = folder / "network.json"
    child = shell.child
    child.sendline(f"NO_COLOR=1 {binary} fill {sample} > {output}; echo STATUS=$?")
    wait_for(child, "Use Cellular Data")
    child.send("y")
    wait_for(child, "Stream on Cellular")
    child.send("n")
    screen = wait_for(child, "Use a Proxy")
    child.send("y")
    shown = wait_for(child, "Server")
    child.send("proxy.example.com\r")
    shown += wait_for(child, "Port")
    child.send("\r")
    shown += wait_for(child, "Proxy Needs a Password")
    child.send("n")
    shown += wait_for(child, "Bypass For")
    child.send("\r")
    shown += wait_for(child, "DNS")
    child.send("\r")
    review = wait_for(child, "Submit")
    child.send("\r")
    child.expect(r"STATUS=(\d+)")
    status = int(child.match.group(1))
    child.expect_exact(PROMPT)
    try:
        got = json.loads(output.read_text())
    except (OSError, ValueError) as error:
        got = f"unreadable: {error}"
    expected = {"cellular": True, "cellularStreaming": False, "proxy": True, "proxyHost": "proxy.example.com",
                "proxyPort": 8080, "proxyAuth": False, "dns": "automatic"}
    check.record("switching the proxy on asks its fields before the review",
                 status == 0 and got == expected and "Server" not in screen and "Review" not in shown
                 and "Server: proxy.example.com" in CSI.sub("", review),
                 f"status {status}, answers {got!r}")


def accessible_conditions_run(shell: Shell, binary: str, check: Check) -> None:
    """The proxy in the line mode on a terminal: the transcript asks the proxy's fields once it is on."""
    sample = REPO_ROOT / SPECS["conditions"]
    child = shell.child
    child.sendline(f"{binary} fill --accessible {sample} > /dev/null; echo STATUS=$?")
    transcript = wait_for(child, "Question 1 of 4: Use Cellular Data")
    child.send("\r")  # cellular and streaming keep their defaults
    transcript += wait_for(child, "Question 2 of 4: Stream on Cellular")
    child.send("\r")
    transcript += wait_for(child, "Question 3 of 4: Use a Proxy")
    for line in ("y", "proxy.example.com", "", "n", "", ""):
        child.send(line + "\r")
    transcript += wait_for(child, "Review your answers:")
    child.send("a\r")  # the review letters its choices
    child.expect(r"STATUS=(\d+)")
    status = int(child.match.group(1))
    transcript += child.before
    child.expect_exact(PROMPT)
    check.record("--accessible: the proxy's fields are asked once it is on, before the review",
                 status == 0 and "Question 4 of 8: Server (required)" in transcript
                 and transcript.index("Server (required)") < transcript.index("Review your answers:")
                 and "Server: proxy.example.com" in transcript.split("Review your answers:")[-1],
                 f"status {status}")
def stty_lines(output: str) -> str:
    """The settings `stty -a` printed, without the echoed command line."""
    return output.split("\n", 1)[-1]


def ctrl_z_run(shell: Shell, binary: str, check: Check) -> None:
    before = shell.stty()
    child = shell.child
    child.sendline(f"NO_COLOR=1 {binary} fill {SPEC} > /dev/null")
    wait_for(child, "Email")
    child.send("bob")
    time.sleep(0.3)
    child.send("\x1a")  # Ctrl-Z: a byte in raw mode, which the form turns into SIGTSTP
    child.expect_exact(PROMPT)
    stopped_screen = child.before
    stopped = shell.stty()
    check.record("Ctrl-Z: stopped with the terminal restored (stty, main screen, paste off)",
                 stty_lines(before) == stty_lines(stopped) and "\x1b[?1049l" in stopped_screen
                 and "\x1b[?2004l" in stopped_screen, diff(stty_lines(before), stty_lines(stopped)))
    child.sendline("fg")
    try:
        child.expect_exact("> bob")
        redrawn = True
    except pexpect.TIMEOUT:
        redrawn = False
    child.send("ob")  # raw mode is back: no Enter needed for the keys to arrive
    try:
        child.expect_exact("> bobob")
        raw = True
    except pexpect.TIMEOUT:
        raw = False
    child.send("\x03")
    child.expect_exact("interrupted; no answers written")
    child.expect_exact(PROMPT)
    after = shell.stty()
    check.record("Ctrl-Z then fg: the form is redrawn and in raw mode again", redrawn and raw,
                 f"redrawn {redrawn}, raw {raw}")
    check.record("stty identical after Ctrl-Z, fg and Ctrl-C", stty_lines(before) == stty_lines(after),
                 diff(stty_lines(before), stty_lines(after)))


def ctrl_z_echo_run(shell: Shell, binary: str, folder: Path, check: Check) -> None:
    answers = folder / "suspended.json"
    child = shell.child
    child.sendline(f"{binary} fill --accessible {SPEC} > {answers}")
    wait_for(child, "Question 1 of 5")
    child.send("alice@example.com\r")
    wait_for(child, "The answer is not shown as you type.")
    time.sleep(0.3)
    child.send("\x1a")  # Ctrl-Z at the secure prompt: the terminal sends SIGTSTP
    child.expect_exact(PROMPT)
    stopped = shell.stty()
    echo_back = " echo " in f" {stty_lines(stopped)} ".replace("\r\n", " ").replace("\n", " ")
    shell.run("stty echo icanon")  # as bash leaves the terminal for its prompt
    child.sendline("fg")
    time.sleep(0.5)
    child.send("hunter2-secret\r")
    screen = wait_for(child, "Question 3 of 5")
    child.send("\r.\r\r")  # the default plan, no bio, the default newsletter
    screen += wait_for(child, "Review your answers")
    child.send("a\r")  # the review letters its choices
    child.expect_exact(PROMPT)
    screen += child.before
    try:
        got = json.loads(answers.read_text())
    except (OSError, ValueError) as error:
        got = f"unreadable: {error}"
    check.record("--accessible: echo is on while stopped at a secure prompt", echo_back, "stty shows -echo")
    check.record("--accessible: after Ctrl-Z and fg the password is not echoed, and is the answer",
                 "hunter2" not in screen and isinstance(got, dict) and got.get("password") == "hunter2-secret",
                 f"password on screen: {'hunter2' in screen}; answers {got!r}")


def paste_run(shell: Shell, binary: str, folder: Path, check: Check) -> None:
    answers = folder / "pasted.json"
    child = shell.child
    child.sendline(f"NO_COLOR=1 {binary} fill {SPEC} > {answers}; echo STATUS=$?")
    screen = wait_for(child, "Email")
    child.send("\x1b[200~alice@example.com\rsecret123\r1\r\x1b[201~")
    screen += wait_for(child, "only the first line of the paste was taken")
    stayed = "Password" not in screen
    child.send("\r")
    wait_for(child, "Password")
    child.send("hunter2-secret\r")
    wait_for(child, "Plan")
    child.send("\r")
    wait_for(child, "Ctrl-D finish")
    text = "".join(f"line {n:05d} of the pasted text\r" for n in range(3500))  # about 100 kB
    started = time.monotonic()
    child.send("\x1b[200~" + text + "end of paste\x1b[201~")
    try:
        wait_for(child, "end of paste")
        taken = True
    except pexpect.TIMEOUT:
        taken = False
    seconds = time.monotonic() - started
    child.send("\x03")
    child.expect(r"STATUS=(\d+)")
    child.expect_exact(PROMPT)
    check.record("bracketed paste is turned on; a pasted line break is not Enter",
                 "\x1b[?2004h" in screen and stayed, "bracketed paste off, or the paste answered questions")
    print(f"     ({len(text) // 1000} kB pasted into a text view in {seconds:.2f} s)")
    check.record(f"100 kB pasted into a text view is taken within {TIMEOUT} s", taken, "its end never appeared")


def editor_run(shell: Shell, binary: str, folder: Path, check: Check) -> None:
    answers = folder / "editor-signals.json"
    editor = folder / "signals.sh"
    # The editor writes the signals it ignores (SigIgn, a hex mask) as the text.
    editor.write_text("#!/bin/sh\nawk '/^SigIgn/ {print $2}' /proc/$$/status > \"$1\"\n")
    editor.chmod(0o755)
    child = shell.child
    child.sendline(f"NO_COLOR=1 EDITOR={editor} {binary} fill {SPEC} > {answers}; echo STATUS=$?")
    wait_for(child, "Email")
    child.send("alice@example.com\rhunter2-secret\r\r")
    wait_for(child, "Ctrl-D finish")
    child.send("\x05")
    time.sleep(0.5)
    child.send("\x04")
    wait_for(child, "Newsletter")
    child.send("n")
    wait_for(child, "Review")
    child.send("\r")
    child.expect(r"STATUS=(\d+)")
    child.expect_exact(PROMPT)
    try:
        mask = int(json.loads(answers.read_text())["bio"], 16)
    except (OSError, ValueError, KeyError) as error:
        mask = None
        print(f"     (no mask: {error})")
    check.record("$EDITOR starts with SIGINT not ignored", mask is not None and mask & (1 << (signal.SIGINT - 1)) == 0,
                 f"SigIgn {mask if mask is None else hex(mask)}")

    child.sendline(f"NO_COLOR=1 TMPDIR=/nonexistent/tmp {binary} fill {SPEC} > /dev/null; echo STATUS=$?")
    wait_for(child, "Email")
    child.send("alice@example.com\rhunter2-secret\r\r")
    wait_for(child, "Ctrl-D finish")
    child.send("\x05")
    try:
        child.expect_exact("cannot make a temporary file for the editor in /nonexistent/tmp")
        said = True
    except pexpect.TIMEOUT:
        said = False
    child.send("\x03")
    child.expect(r"STATUS=(\d+)")
    child.expect_exact(PROMPT)
    check.record("Ctrl-E with a broken TMPDIR says why in the form", said, "no message")


def editor_terminal_run(shell: Shell, binary: str, folder: Path, check: Check) -> None:
    answers = folder / "editor-terminal.json"
    editor = folder / "noisy.sh"
    # Prints on its standard output and error, and says whether all three are a terminal.
    editor.write_text("#!/bin/sh\n"
                      "echo 'EDITOR-STDOUT-MARK'\n"
                      "echo 'EDITOR-STDERR-MARK' >&2\n"
                      "if [ -t 0 ] && [ -t 1 ] && [ -t 2 ]; then t=terminal; else t=redirected; fi\n"
                      "printf 'edited on the %s\\n' \"$t\" > \"$1\"\n")
    editor.chmod(0o755)
    child = shell.child
    child.sendline(f"NO_COLOR=1 EDITOR={editor} {binary} fill {SPEC} > {answers}; echo STATUS=$?")
    wait_for(child, "Email")
    child.send("alice@example.com\rhunter2-secret\r\r")
    wait_for(child, "Ctrl-D finish")
    child.send("\x05")
    wait_for(child, "edited on the")
    child.send("\x04")
    wait_for(child, "Newsletter")
    child.send("n")
    wait_for(child, "Review")
    child.send("\r")
    child.expect(r"STATUS=(\d+)")
    status = int(child.match.group(1))
    child.expect_exact(PROMPT)
    raw = answers.read_bytes() if answers.exists() else b""
    try:
        bio = json.loads(raw)["bio"]
    except (ValueError, KeyError) as error:
        bio = f"not JSON with a bio: {error}"
    check.record("editor-terminal: the answers file is JSON with the edited text, the editor had the terminal",
                 status == 0 and bio == "edited on the terminal", f"status {status}, bio {bio!r}")
    check.record("editor-terminal: none of the editor's output is in the answers file",
                 b"EDITOR-STDOUT-MARK" not in raw and b"EDITOR-STDERR-MARK" not in raw, f"{len(raw)} bytes: {raw[:200]!r}")

    # No controlling terminal: the keys still come from the pty, but there is no /dev/tty to give the editor.
    child.sendline(f"NO_COLOR=1 EDITOR={editor} setsid -w {binary} fill {SPEC} > {answers}; echo STATUS=$?")
    wait_for(child, "Email")
    child.send("alice@example.com\rhunter2-secret\r\r")
    wait_for(child, "Ctrl-D finish")
    child.send("\x05")
    try:
        child.expect_exact("no terminal for the editor")
        said = True
    except pexpect.TIMEOUT:
        said = False
    child.send("\x03")
    child.expect(r"STATUS=(\d+)")
    child.expect_exact(PROMPT)
    check.record("editor-terminal: without a controlling terminal Ctrl-E says why in the form", said, "no message")


def settings_run(binary: str, folder: Path, rows: int, cols: int, check: Check) -> None:
    """Numbers in pickers and section footers, on a real terminal of `cols` x `rows`."""
    sample = REPO_ROOT / SPECS["settings"]
    output = folder / f"settings-{cols}.json"
    size = f"{cols}x{rows}"
    footer = "Continuous playback starts"
    shell = Shell(rows=rows, cols=cols)
    try:
        child = shell.child
        child.sendline(f"NO_COLOR=1 {binary} fill {sample} > {output}; echo STATUS=$?")
        wait_for(child, "Continuous Playback")
        child.send("\r")
        wait_for(child, "Speed")
        child.send("\r")
        before = wait_for(child, "Skip Forward")
        child.send("45")
        wait_for(child, "Filter: 45")
        child.send("\r")
        before += wait_for(child, "Skip Back")
        shown_once = footer not in before
        wait_for(child, footer)  # under Skip Back, the section's last question
        child.send("\r")
        wait_for(child, "Download on Wi-Fi Only")
        child.send("\r")
        wait_for(child, "Keep Episodes")
        wait_for(child, "Storage: 1.2 GB")
        child.send("\r")
        wait_for(child, "New Episodes")
        child.send("\r")
        wait_for(child, "Weekly Digest")
        child.send("\r")
        if cols >= 100:
            review = wait_for(child, "Review")
            review += wait_for(child, "Tideline never sells your listening history.")
            review += wait_for(child, "\u203a Save")
        else:
            review = wait_for(child, "more above")  # the choice is in view, the answers above it cut
            review += wait_for(child, "\u203a Save")
            child.send("\x1b[H")  # Home: the first answer, so the choices are below the cut
            review += wait_for(child, "more below")
        plain = CSI.sub("", review)
        child.send("\x1b[F\x1b[A" if cols < 100 else "")  # End, then up: back to Save, above Cancel
        time.sleep(0.2)
        child.send("\r")  # Enter on Save: at the review digits edit answers, and never save
        child.expect(r"STATUS=(\d+)")
        status = int(child.match.group(1))
        child.expect_exact(PROMPT)
        try:
            got = json.loads(output.read_text())
        except (OSError, ValueError) as error:
            got = f"unreadable: {error}"
        check.record(f"{size}: typing 45 at Skip Forward (10, 15, 30, 45, 60) takes 45, not 60",
                     status == 0 and isinstance(got, dict) and got.get("skipForward") == 45,
                     f"status {status}, answers {got!r}")
        # A settings screen is saved; its in-place action is a row, never a final choice.
        choices = plain  # the screens from the review on
        check.record(f"{size}: Save is the first choice and saves without $action; Clear Downloads is no choice",
                     status == 0 and isinstance(got, dict) and "$action" not in got and "\u203a Save" in choices
                     and "Clear Downloads" not in choices.rpartition("\u203a Save")[2],
                     f"status {status}, answers {got!r}, review ends {choices[-200:]!r}")
        check.record(f"{size}: a section's footer shows once, under its last question; Storage under Keep Episodes",
                     shown_once, "the Playback footer was drawn before its last question")
        if cols >= 100:
            check.record(f"{size}: the About section shows whole at the review, before the choices",
                         "Version: 2.4.1" in plain and "Privacy Policy" in plain
                         and plain.rindex("Review") < plain.rindex("Version: 2.4.1")
                         and plain.rindex("Tideline never sells") < plain.rindex("\u203a Save"),
                         f"review ends {plain[-300:]!r}")
        else:
            check.record(f"{size}: the review marks where it is cut: more above, more below",
                         "more above" in plain and "more below" in plain, "no scroll mark")
    finally:
        shell.close()


def placeholder_run(binary: str, rows: int, cols: int, check: Check) -> None:
    """Without colour a placeholder is marked as a hint in words."""
    sample = REPO_ROOT / SPECS["login"]
    shell = Shell(rows=rows, cols=cols)
    try:
        child = shell.child
        child.sendline(f"NO_COLOR=1 {binary} fill {sample} > /dev/null; echo STATUS=$?")
        screen = wait_for(child, "> (hint: name@example.com)")
        child.send("ann@example.com\r")
        screen += wait_for(child, "> (hint: At least 8 characters)")
        child.send("x")
        screen += wait_for(child, "> \u2022")
        child.send("\x03")
        child.expect(r"STATUS=(\d+)")
        child.expect_exact(PROMPT)
        colours = [code for code in SGR_COLOUR.findall(screen) if code not in ("\x1b[0m", "\x1b[m")]
        check.record(f"{cols}x{rows}: NO_COLOR: placeholders read '(hint: ...)' and no colour is drawn", not colours,
                     f"found {colours[:3]}")
    finally:
        shell.close()


SETTINGS_ROOT_ANSWERS = {
    "continuousPlayback": True, "playbackSpeed": 1, "skipForward": 30, "skipBack": 15, "wifiOnly": True,
    "keepEpisodes": "latest3", "newEpisodes": True, "weeklyDigest": False,
}


def child_pane_run(binary: str, folder: Path, rows: int, cols: int, check: Check) -> None:
    """From the review of Samples/settings.yaml (every answer of its own given with --answers),
    Enter on "Advanced ›" enters the child pane; its answers are taken, its Back returns to the parent's
    review, and Save writes the pane's answers nested under "advanced"."""
    sample = REPO_ROOT / SPECS["settings"]
    answers = folder / f"settings-root-{cols}.json"
    answers.write_text(json.dumps(SETTINGS_ROOT_ANSWERS))
    output = folder / f"settings-panes-{cols}.json"
    size = f"{cols}x{rows}"
    shell = Shell(rows=rows, cols=cols)
    try:
        child = shell.child
        child.sendline(f"NO_COLOR=1 {binary} fill {sample} --answers {answers} -o {output}; echo STATUS=$?")
        wait_for(child, "\u203a Save")
        # Rows: 8 answers, Advanced ›, About Tideline ›, Save, Cancel. End is Cancel; three up is Advanced.
        child.send("\x1b[F")
        time.sleep(0.1)
        child.send("\x1b[A\x1b[A\x1b[A")
        time.sleep(0.3)  # only the changed rows are drawn again: nothing new to wait for
        child.send("\r")
        pane = wait_for(child, "Streaming Quality")
        pane += wait_for(child, "Automatic")
        child.send("\x1b[B")  # High
        time.sleep(0.1)
        child.send("\r")
        pane += wait_for(child, "Episode Cache")
        child.send("\r")  # keeps 500
        pane += wait_for(child, "Send Crash Reports")
        child.send("n")
        pane += wait_for(child, "Proxy Host")
        child.send("\r")  # left out
        pane += wait_for(child, "\u203a Back")
        child.send("\r")
        # The parent's review, its Advanced row highlighted again (at 40x15 the choices are below the cut).
        back = wait_for(child, "About Tideline \u203a")
        time.sleep(0.2)
        child.send("\x1b[B\x1b[B")  # from Advanced, past About Tideline, to Save
        time.sleep(0.2)
        child.send("\r")
        child.expect(r"STATUS=(\d+)")
        status = int(child.match.group(1))
        child.expect_exact(PROMPT)
        try:
            got = json.loads(output.read_text())
        except (OSError, ValueError) as error:
            got = f"unreadable: {error}"
        plain_pane = CSI.sub("", pane)
        check.record(f"{size}: Enter on 'Advanced \u203a' at the review enters the child pane, titled with the way there",
                     "Settings \u203a Advanced" in plain_pane and "Streaming Quality" in plain_pane,
                     f"pane screens end {plain_pane[-300:]!r}")
        check.record(f"{size}: the pane's Back returns to the parent's review, the pane's row highlighted",
                     "\u203a Advanced \u203a" in CSI.sub("", back),
                     f"after Back {CSI.sub('', back)[-300:]!r}")
        expected = dict(SETTINGS_ROOT_ANSWERS)
        expected["advanced"] = {"streamQuality": "high", "cacheSize": 500, "sendCrashReports": False}
        check.record(f"{size}: Save writes the pane's answers nested under its link's id",
                     status == 0 and got == expected, f"status {status}, answers {got!r}")
    finally:
        shell.close()



def frame_lines(screen: str) -> list[str]:
    """The lines drawn on the alternate screen, without escape codes."""
    frames = screen.split("\x1b[?1049h", 1)[-1].split("\x1b[?1049l", 1)[0]
    pieces = re.split(r"\x1b\[(?:\d+;\d+)?H|\n", frames)
    return [CSI.sub("", piece).replace("\r", "") for piece in pieces]


def date_run(binary: str, folder: Path, rows: int, cols: int, check: Check) -> None:
    """On Samples/reminders.yaml at `cols` x `rows`: the date editor's keys on a real terminal
    (→ to a part, ↑ steps it, the minute by its interval, digits type into the parts, Enter on an empty
    required date is refused), the answers written as ISO text and the switch's stored value, and
    `--answers` reading them back byte for byte."""
    sample = REPO_ROOT / SPECS["dates"]
    output = folder / f"reminders-{cols}.json"
    size = f"{cols}x{rows}"
    shell = Shell(rows=rows, cols=cols)
    try:
        child = shell.child
        child.sendline(f"NO_COLOR=1 {binary} fill {sample} > {output}; echo STATUS=$?")
        screen = wait_for(child, "> 2026-11-24")
        child.send("\x1b[C")
        time.sleep(0.1)
        child.send("\x1b[C")
        screen += wait_for(child, "^^ day")
        child.send("\x1b[A")
        screen += wait_for(child, "> 2026-11-25")
        child.send("\r")
        screen += wait_for(child, "> 22:00")
        child.send("\x1b[C")
        screen += wait_for(child, "^^ minute")
        child.send("\x1b[A")
        screen += wait_for(child, "> 22:15")
        child.send("\r")
        screen += wait_for(child, "> YYYY-MM-DD hh:mm")
        child.send("\r")
        refused = error_text(child)
        child.send("\x1b[A")
        screen += wait_for(child, "> 2026-01-01 09:00")
        child.send("\x1b[C")
        screen += wait_for(child, "^^ month")
        for digits, shown in (("03", "> 2026-03-01 09:00"), ("04", "> 2026-03-04 09:00"), ("10", "> 2026-03-04 10:00"),
                              ("30", "> 2026-03-04 10:30")):
            child.send(digits)
            screen += wait_for(child, shown)
        child.send("\r")
        screen += wait_for(child, "Dark Mode")
        child.send("n")
        screen += wait_for(child, "Repeat")
        child.send("\r")
        screen += wait_for(child, "Sound")
        child.send("\r")
        screen += wait_for(child, "Side-by-Side Lists")
        child.send("\r")
        screen += wait_for(child, "Snooze For")
        child.send("\x1b[B")  # down: one step of 5, 10 to 5
        screen += wait_for(child, "> 5")
        child.send("\r")
        screen += wait_for(child, "Review")
        child.send("\r")
        child.expect(r"STATUS=(\d+)")
        status = int(child.match.group(1))
        screen += child.before
        child.expect_exact(PROMPT)
        written = output.read_text() if output.exists() else ""
        try:
            got = json.loads(written)
        except ValueError:
            got = written
        expected = {"startDate": "2026-11-25", "quietFrom": "22:15", "nextCheckIn": "2026-03-04T10:30",
                    "darkMode": "NO", "repeatEvery": "weekly", "sound": "chime", "splitView": False,
                    "snoozeMinutes": 5}
        check.record(f"{size}: date editor: the parts stepped and typed give ISO answers, the switch its stored value",
                     status == 0 and got == expected, f"status {status}, answers {got!r}")
        check.record(f"{size}: date editor: Enter on an empty required date is refused", refused.startswith("Enter a value; this field is required"), f"error {refused!r}")
        shell.run(f"{binary} fill {sample} --answers {output} --no-input > {output}.again; echo AGAIN=$?")
        again = Path(f"{output}.again").read_text() if Path(f"{output}.again").exists() else ""
        check.record(f"{size}: date editor: --answers reads the written answers back byte for byte",
                     again == written and written != "", f"wrote {written!r}, read back {again!r}")
        lines = frame_lines(screen)
        widest = max((len(line) for line in lines), default=0)
        check.record(f"{size}: date editor: every line fits {cols} columns", widest <= cols,
                     f"a line is {widest} columns wide: {[line for line in lines if len(line) > cols][:1]!r}")
    finally:
        shell.close()



def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tablegen", required=True, help="the tablegen binary to test")
    arguments = parser.parse_args()
    missing = pexpect_missing("test-fill-pty")
    if missing is not None:
        return missing
    binary = str(Path(arguments.tablegen).resolve())
    check = Check()
    with tempfile.TemporaryDirectory(prefix="tablegen-pty-") as scratch:
        folder = Path(scratch)
        shell = Shell()
        try:
            for run in (lambda: submit_run(shell, binary, folder, check),
                        lambda: interrupt_run(shell, binary, folder, check),
                        lambda: terminate_run(shell, binary, check),
                        lambda: full_run(shell, binary, folder, check),
                        lambda: prefill_run(shell, binary, folder, check),
                        lambda: stepper_run(shell, binary, folder, check),
                        lambda: dumb_run(shell, binary, check),
                        lambda: resize_run(shell, binary, check),
                        lambda: conditions_run(shell, binary, folder, check),
                        lambda: accessible_conditions_run(shell, binary, check),
                        lambda: ctrl_z_run(shell, binary, check),
                        lambda: ctrl_z_echo_run(shell, binary, folder, check),
                        lambda: paste_run(shell, binary, folder, check),
                        lambda: editor_run(shell, binary, folder, check),
                        lambda: editor_terminal_run(shell, binary, folder, check)):
                try:
                    run()
                except (pexpect.TIMEOUT, pexpect.EOF) as error:
                    check.record("a run finished without a timeout", False, type(error).__name__)
                    shell.close()
                    shell = Shell()
        finally:
            shell.close()
        try:
            narrow_run(binary, check)
        except (pexpect.TIMEOUT, pexpect.EOF) as error:
            check.record("narrow run finished", False, type(error).__name__)
        for rows, cols in ((30, 100), (15, 40)):
            for name, run in (("settings", lambda: settings_run(binary, folder, rows, cols, check)),
                              ("placeholder", lambda: placeholder_run(binary, rows, cols, check))):
                try:
                    run()
                except (pexpect.TIMEOUT, pexpect.EOF) as error:
                    check.record(f"{name} run at {cols}x{rows} finished", False, type(error).__name__)
        for rows, cols in ((24, 80), (15, 40)):
            try:
                child_pane_run(binary, folder, rows, cols, check)
            except (pexpect.TIMEOUT, pexpect.EOF) as error:
                check.record(f"child-pane run at {cols}x{rows} finished", False, type(error).__name__)
        # The date editor at 80x24 and 40x15.
        for rows, cols in ((24, 80), (15, 40)):
            for name, run in (("date", lambda: date_run(binary, folder, rows, cols, check)),):
                try:
                    run()
                except (pexpect.TIMEOUT, pexpect.EOF) as error:
                    check.record(f"{name} run at {cols}x{rows} finished", False, type(error).__name__)
    return check.summary("test-fill-pty")


if __name__ == "__main__":
    sys.exit(main())
