#!/usr/bin/env python3
"""Runs every console example in README.md and docs/*.md and compares the
output with what the page shows, so that the docs cannot drift from tablegen.

A ```console block is a list of commands, each a line starting with `$ `,
each followed by the output it shows (standard output and standard error as
they interleave on a terminal). Every command runs through bash in a scratch
folder that holds a copy of Samples/, Schemas/ and docs/examples/, with `tablegen` on the PATH,
NO_COLOR=1, TERM=dumb, COLUMNS=80 and no standard input. The commands of one
block share the folder, so a later one sees what an earlier one wrote. A
block indented inside a list item is run too, its indent removed.

Two HTML comments, invisible on GitHub, say what a block needs:

    <!-- file: form.yaml -->      before a ```yaml or ```json block: write it
                                   into the scratch folder of the console
                                   blocks that follow on the page (until
                                   another block of the same name)
    <!-- example: skip REASON --> before a ```console block: do not run it,
                                   and say why (a terminal, timings, a path
                                   that only exists on the reader's machine)
    <!-- example: valid spec -->  before a ```yaml or ```json block: it is a
                                   whole spec, and `tablegen validate --strict`
                                   must find nothing in it

A line holding only `…` in the shown output matches any number of lines.

Usage: scripts/check-doc-examples.py --tablegen .build/debug/tablegen [FILE.md ...]
Exit status: 0 when every example matches, 1 when one does not, 2 on bad usage.
"""

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FENCE = re.compile(r"^( *)```(\w*)\s*$")
DIRECTIVE = re.compile(r"^\s*<!--\s*(file|example):\s*(.*?)\s*-->\s*$")
TIMEOUT = 60
# What a reader of a fresh clone has at hand: the examples name these folders.
COPIED = ("Samples", "Schemas", "docs/examples")


class Block:
    def __init__(self, path, line, language, text, directive):
        self.path, self.line, self.language, self.text, self.directive = path, line, language, text, directive


def blocks_of(path):
    """Yields the fenced blocks of a Markdown file, each with the directive
    comment (if any) that stands right before it."""
    lines = path.read_text(encoding="utf-8").split("\n")
    directive = None
    index = 0
    while index < len(lines):
        line = lines[index]
        match = FENCE.match(line)
        if match:
            # A block inside a list item is indented; its lines lose that indent.
            indent, start = match.group(1), index
            index += 1
            body = []
            while index < len(lines) and lines[index].rstrip() != indent + "```":
                body.append(lines[index][len(indent):] if lines[index].startswith(indent) else lines[index])
                index += 1
            yield Block(path, start + 1, match.group(2), "\n".join(body), directive)
            directive = None
        elif DIRECTIVE.match(line):
            directive = DIRECTIVE.match(line).groups()
        elif line.strip():
            directive = None
        index += 1


def commands_of(text):
    """Splits a console block into (command, shown output lines)."""
    commands = []
    for line in text.split("\n"):
        if line.startswith("$ "):
            commands.append([line[2:], []])
        elif commands:
            commands[-1][1].append(line)
        elif line.strip():
            raise ValueError("output before the first '$ ' command")
    return [(command, shown) for command, shown in commands]


def matches(shown, actual):
    """Whether the actual lines match the shown ones, `…` matching any lines."""
    if not shown:
        return not actual
    if shown[0] == "…":
        return any(matches(shown[1:], actual[skip:]) for skip in range(len(actual) + 1))
    return bool(actual) and shown[0] == actual[0] and matches(shown[1:], actual[1:])


def run_example(block, files, tablegen, scratch_root):
    folder = Path(tempfile.mkdtemp(dir=scratch_root))
    for name in COPIED:
        shutil.copytree(ROOT / name, folder / name)
    for name, text in files.items():
        target = folder / name
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(text + "\n", encoding="utf-8")
    bin_folder = folder / ".bin"
    bin_folder.mkdir()
    (bin_folder / "tablegen").symlink_to(tablegen)
    environment = {
        "PATH": f"{bin_folder}:/usr/bin:/bin",
        "HOME": str(folder),
        "NO_COLOR": "1",
        "TERM": "dumb",
        "COLUMNS": "80",
        "LANG": "C.UTF-8",
    }
    problems = []
    for command, shown in commands_of(block.text):
        # `# …` after a command is a remark for the reader, as in a shell.
        try:
            process = subprocess.run(
                ["bash", "-c", command],
                cwd=folder,
                env=environment,
                stdin=subprocess.DEVNULL,
                stdout=subprocess.PIPE,
                stderr=subprocess.STDOUT,
                timeout=TIMEOUT,
            )
            actual = process.stdout.decode("utf-8", "replace").split("\n")
        except subprocess.TimeoutExpired:
            problems.append(f"$ {command}\n  timed out after {TIMEOUT} s")
            continue
        while actual and actual[-1] == "":
            actual.pop()
        while shown and shown[-1] == "":
            shown.pop()
        if not matches(shown, actual):
            diff = "\n".join(
                ["  shown:"] + [f"    {line}" for line in shown] + ["  actual:"] + [f"    {line}" for line in actual]
            )
            problems.append(f"$ {command}\n{diff}")
    return problems


def check_valid_spec(block, tablegen, scratch_root):
    """The diagnostics of a spec block that should have none; empty when it has none."""
    folder = Path(tempfile.mkdtemp(dir=scratch_root))
    # Beside a copy of Schemas/, so that a relative `$schema` path means what it says.
    shutil.copytree(ROOT / "Schemas", folder / "Schemas")
    (folder / "docs").mkdir()
    spec = folder / "docs" / ("example.json" if block.language == "json" else "example.yaml")
    spec.write_text(block.text + "\n", encoding="utf-8")
    process = subprocess.run(
        [str(tablegen), "validate", "--strict", str(spec)],
        env={"NO_COLOR": "1", "PATH": "/usr/bin:/bin"},
        stdin=subprocess.DEVNULL,
        capture_output=True,
        timeout=TIMEOUT,
    )
    return "" if process.returncode == 0 else process.stderr.decode("utf-8", "replace").rstrip()


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--tablegen", required=True, help="the tablegen binary to run")
    parser.add_argument("files", nargs="*", help="Markdown files (default: README.md and docs/*.md)")
    arguments = parser.parse_args()
    tablegen = Path(arguments.tablegen).resolve()
    if not os.access(tablegen, os.X_OK):
        print(f"check-doc-examples: {arguments.tablegen} is not an executable", file=sys.stderr)
        return 2
    paths = [Path(p) for p in arguments.files] or [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]

    ran = skipped = failed = 0
    with tempfile.TemporaryDirectory(prefix="tablegen-doc-examples-") as scratch_root:
        for path in paths:
            files = {}
            for block in blocks_of(path):
                where = f"{path.relative_to(ROOT) if path.is_absolute() else path}:{block.line}"
                if block.directive and block.directive[0] == "file":
                    files[block.directive[1]] = block.text
                    continue
                if block.directive == ("example", "valid spec"):
                    ran += 1
                    problems = check_valid_spec(block, tablegen, scratch_root)
                    if problems:
                        failed += 1
                        print(f"FAIL {where}: not a valid spec\n  " + problems.replace("\n", "\n  "))
                    continue
                if block.language != "console":
                    continue
                if block.directive and block.directive[0] == "example" and block.directive[1].startswith("skip"):
                    skipped += 1
                    reason = block.directive[1][len("skip") :].strip() or "no reason given"
                    print(f"skip {where}: {reason}")
                    continue
                ran += 1
                try:
                    problems = run_example(block, files, tablegen, scratch_root)
                except ValueError as error:
                    problems = [str(error)]
                if problems:
                    failed += 1
                    print(f"FAIL {where}")
                    for problem in problems:
                        print("  " + problem.replace("\n", "\n  "))
    print(f"{ran} examples run, {ran - failed} match, {failed} differ, {skipped} skipped with a reason")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
