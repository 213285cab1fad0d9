#!/usr/bin/env python3
"""Check that the text form's borders line up in a real terminal when labels hold emoji.

Usage:
    python3 scripts/check-emoji-width.py --tablegen PATH_TO_BINARY

It renders a spec whose labels, values, options and notes hold emoji in text
presentation (U+1F39B, U+26A0), the same with VS16, emoji in emoji
presentation, a ZWJ sequence, a flag, a keycap, CJK and a combining mark. Then,
in a private tmux server:

1. a helper inside the pane prints each line and asks the terminal where the
   cursor is (DSR, ESC [ 6 n): that is the column tmux drew the line to;
2. `tmux capture-pane` reads the screen back.

It asserts that the screen holds the lines tablegen wrote, and that wcwidth
(PyPI, the reference for terminal widths) measures every box line of the
capture at the form's width: the right border is in the same column on every
row. Where tmux draws a line to another column than wcwidth measures, it fails,
but for one known case: tmux before 3.4 draws a VS16 sequence one column wide
(tmux 3.4 draws it two, as wcwidth and current terminals do); those lines are
counted and named, not failed.

Prints the figures and exits 1 on any miss. Without tmux or wcwidth it says so
and exits 0 (.ci/run installs both first).
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

WIDTH = 60
VS16 = "\ufe0f"

SPEC = """\
tablegen: 1
title: "Studio 🎛"
sections:
  - header: "Mixer 🎛️"
    footer: "⚠️ Changes apply at once."
    cells:
      - { type: switch, id: mixer, label: "🎛 Mixer", default: true }
      - { type: switch, id: alerts, label: "⚠️ Alerts" }
      - { type: switch, id: warn, label: "⚠ Plain warning" }
      - { type: input, id: name, label: "名前", placeholder: "山田 ☔ 太郎" }
      - { type: input, id: cafe, label: "Cafe\\u0301 1️⃣", placeholder: "👨‍👩‍👧 family" }
      - type: picker
        id: region
        label: "🇬🇧 Region"
        options: ["🎛 Desk", "⚠️ Booth", "☔ Roof", "👍 Hall"]
        default: "⚠️ Booth"
      - { type: value, title: "🎛️ Console", value: "⚠ 2 of 3", accessory: disclosure }
      - type: note
        text: "🎛 then ⚠️ then ☔ then 🇬🇧 then 中文."
"""

# Runs inside the tmux pane: prints each line, then asks where the cursor is.
INSIDE = r"""
import os, re, sys, termios, tty
lines = open(sys.argv[1], encoding="utf-8").read().splitlines()
fd = sys.stdin.fileno()
saved = termios.tcgetattr(fd)
tty.setraw(fd)
columns = []
try:
    for line in lines:
        os.write(1, b"\r" + line.encode() + b"\x1b[6n")
        reply = b""
        while not reply.endswith(b"R"):
            reply += os.read(fd, 1)
        columns.append(int(re.search(rb"\[(\d+);(\d+)R", reply).group(2)) - 1)
        os.write(1, b"\r\n")
finally:
    termios.tcsetattr(fd, termios.TCSADRAIN, saved)
with open(sys.argv[2] + ".part", "w") as out:
    out.write("\n".join(map(str, columns)) + "\n")
os.rename(sys.argv[2] + ".part", sys.argv[2])
"""


def tmux_version(tmux: str) -> tuple[int, int]:
    text = subprocess.run([tmux, "-V"], capture_output=True, text=True).stdout
    match = re.search(r"(\d+)\.(\d+)", text)
    return (int(match.group(1)), int(match.group(2))) if match else (0, 0)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tablegen", required=True, help="the tablegen binary")
    args = parser.parse_args()

    tmux = shutil.which("tmux")
    if tmux is None:
        print("check-emoji-width: skipped, tmux is not installed")
        return 0
    try:
        import wcwidth
    except ImportError:
        print("check-emoji-width: skipped, the wcwidth module is not installed (pip install wcwidth)")
        return 0

    work = Path(tempfile.mkdtemp(prefix="tablegen-emoji-"))
    spec = work / "emoji.yaml"
    spec.write_text(SPEC, encoding="utf-8")
    rendered = subprocess.run(
        [args.tablegen, "render", str(spec), "--width", str(WIDTH), "--color", "never"],
        capture_output=True,
        text=True,
        encoding="utf-8",
    )
    if rendered.returncode != 0:
        print(f"check-emoji-width: tablegen render failed:\n{rendered.stderr}")
        return 1
    lines = rendered.stdout.splitlines()
    (work / "form.txt").write_text(rendered.stdout, encoding="utf-8")
    (work / "inside.py").write_text(INSIDE, encoding="utf-8")
    result = work / "columns.txt"

    socket = f"tablegen-emoji-{os.getpid()}"
    env = dict(os.environ, LANG="C.UTF-8", LC_ALL="C.UTF-8")
    command = f"{sys.executable} {work / 'inside.py'} {work / 'form.txt'} {result}; sleep 30"
    height = len(lines) + 5
    subprocess.run(
        [tmux, "-L", socket, "-f", "/dev/null", "-u", "new-session", "-d",
         "-x", str(WIDTH + 10), "-y", str(height), command],
        check=True, env=env,
    )
    try:
        deadline = time.monotonic() + 30
        while not result.exists() and time.monotonic() < deadline:
            time.sleep(0.1)
        if not result.exists():
            print("check-emoji-width: the helper inside tmux did not finish")
            return 1
        tmux_columns = [int(value) for value in result.read_text().split()]
        screen = subprocess.run(
            [tmux, "-L", socket, "capture-pane", "-p", "-t", "0", "-S", "0", "-E", str(len(lines) - 1)],
            capture_output=True, text=True, encoding="utf-8", env=env,
        ).stdout.splitlines()
    finally:
        subprocess.run([tmux, "-L", socket, "kill-server"], capture_output=True)
        shutil.rmtree(work, ignore_errors=True)

    failures = []
    if [line.rstrip() for line in screen] != [line.rstrip() for line in lines]:
        failures.append("the screen does not hold the lines tablegen wrote")
    box = [(index, line) for index, line in enumerate(screen) if line[:1] and line[0] in "╭│├╰"]
    for index, line in box:
        measured = wcwidth.wcswidth(line)
        if measured != WIDTH:
            failures.append(f"line {index + 1}: the right border is at column {measured}, not {WIDTH}: {line}")

    old_tmux = tmux_version(tmux) < (3, 4)
    agreed = 0
    known = []
    for index, (line, column) in enumerate(zip(lines, tmux_columns)):
        measured = wcwidth.wcswidth(line)
        if column == measured:
            agreed += 1
        elif old_tmux and VS16 in line:
            known.append(index + 1)
        else:
            failures.append(f"line {index + 1}: tmux draws it to column {column}, wcwidth measures {measured}: {line}")

    version = subprocess.run([tmux, "-V"], capture_output=True, text=True).stdout.strip()
    print(
        f"check-emoji-width: {len(lines)} lines, {len(box)} box lines with the right border at column {WIDTH} "
        f"by wcwidth {wcwidth.__version__}; {version} draws {agreed} lines to the column wcwidth measures"
    )
    if known:
        print(
            f"check-emoji-width: {version} draws VS16 sequences one column wide (tmux 3.4 draws them two, as "
            f"wcwidth does): lines {', '.join(map(str, known))} end one column short in this tmux"
        )
    for failure in failures:
        print(f"check-emoji-width: FAIL {failure}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
