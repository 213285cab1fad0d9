#!/usr/bin/env python3
"""Check that `tablegen render --format markdown` reads back, cell for cell,
through a real GitHub-flavoured Markdown parser.

Usage:
    python3 scripts/check-markdown-tables.py --tablegen PATH_TO_BINARY

Every spec in Samples/ and Tests/Fixtures/render/ is rendered as Markdown and
as normalised JSON. The Markdown is parsed with markdown-it-py (CommonMark
plus the GFM tables extension) and compared with the JSON:

- there is one table per section, each with the five header columns
  Field | Type | Required | Default | Details, and every row has five cells;
- row N of a section's table is cell N of that section: its Field cell reads
  back as the cell's label (or title) and id, its Type cell as the cell type,
  so no text leaked across a column;
- the title, the headers and the footers read back as the spec's text;
- a section's `visibleIf` reads back as a paragraph "Shown when …" under its
  header, and each check as a paragraph "Check: …" ending with its message, after
  its section's footer (or, for the table's checks, at the end);
- the only raw HTML in the output is the `<br>` that stands for a line break.

Text from the spec is compared after the same visible escaping tablegen
applies to control characters (an ESC shows as the four characters `\\x1b`).

Exit status: 0 when every document reads back, 1 otherwise.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from pathlib import Path

from markdown_it import MarkdownIt

REPO_ROOT = Path(__file__).resolve().parent.parent
SPEC_DIRS = (REPO_ROOT / "Samples", REPO_ROOT / "Tests" / "Fixtures" / "render")
COLUMNS = ["Field", "Type", "Required", "Default", "Details"]
EMPTY = "\u2014"


def visible(text: str) -> str:
    """Control characters as tablegen shows them (TerminalText.escape)."""
    out = []
    for ch in text:
        code = ord(ch)
        if ch == "\t":
            out.append(" ")
        elif code <= 0x1F or 0x7F <= code <= 0x9F:
            out.append("\\x%02x" % code)
        elif code in (0x200E, 0x200F, 0x2028, 0x2029, 0xFEFF) or 0x202A <= code <= 0x202E or 0x2066 <= code <= 0x2069:
            out.append("\\u{%x}" % code)
        else:
            out.append(ch)
    return "".join(out)


def lines_of(text: str) -> list[str]:
    return text.replace("\r\n", "\n").replace("\r", "\n").split("\n")


def as_read(text: str | None) -> str:
    """The text a reader sees for a spec string rendered as inline Markdown."""
    if text is None or text.strip(" ") == "":
        return EMPTY
    return "\n".join(visible(line) for line in lines_of(text))


def inline_text(token) -> str:
    """An inline token's plain text: text and code as written, <br> as a newline."""
    parts = []
    for child in token.children or []:
        if child.type in ("text", "code_inline"):
            parts.append(child.content)
        elif child.type == "html_inline":
            if child.content.lower() not in ("<br>", "<br/>", "<br />"):
                raise ValueError(f"raw HTML leaked into the output: {child.content!r}")
            parts.append("\n")
        elif child.type in ("softbreak", "hardbreak"):
            parts.append("\n")
        elif child.type.endswith("_open") or child.type.endswith("_close"):
            raise ValueError(f"spec text became Markdown markup: {child.type}")
    return "".join(parts)


def read_back(markdown: str):
    """Headings, paragraphs and tables, in document order."""
    md = MarkdownIt("commonmark").enable("table")
    tokens = md.parse(markdown)
    blocks = []
    i = 0
    while i < len(tokens):
        token = tokens[i]
        if token.type == "heading_open":
            blocks.append(("heading", token.tag, inline_text(tokens[i + 1])))
            i += 3
        elif token.type == "paragraph_open":
            blocks.append(("paragraph", None, inline_text(tokens[i + 1])))
            i += 3
        elif token.type == "table_open":
            rows = []
            row = None
            i += 1
            while tokens[i].type != "table_close":
                kind = tokens[i].type
                if kind == "tr_open":
                    row = []
                elif kind == "tr_close":
                    rows.append(row)
                elif kind == "inline":
                    row.append(inline_text(tokens[i]))
                i += 1
            blocks.append(("table", None, rows))
            i += 1
        elif token.type in ("html_block", "code_block", "fence", "bullet_list_open", "ordered_list_open", "blockquote_open", "hr"):
            raise ValueError(f"unexpected block {token.type} at line {token.map[0] + 1 if token.map else '?'}")
        else:
            i += 1
    return blocks


class Words:
    """A paragraph of tablegen's own words around spec text: its start, and its end when known."""

    def __init__(self, prefix: str, suffix: str = ""):
        self.prefix = prefix
        self.suffix = suffix

    def matches(self, text: str) -> bool:
        return text.startswith(self.prefix) and text.endswith(self.suffix)

    def __repr__(self) -> str:
        return f"{self.prefix!r} … {self.suffix!r}"


def check_words(check: dict) -> Words:
    """A check's paragraph: `Check: <rule>; otherwise, <field> shows "<message>"`."""
    message = "\n".join(visible(line) for line in lines_of(check["message"]))
    return Words("Check: ", f' shows "{message}"')


def expected_blocks(spec: dict):
    blocks = []
    if spec.get("title") is not None:
        blocks.append(("heading", "h1", as_read(spec["title"]).lstrip(" ")))
    if spec.get("description") is not None:
        blocks.append(("paragraph", None, as_read(spec["description"]).lstrip(" ")))
    for section in spec["sections"]:
        if section.get("header") is not None:
            blocks.append(("heading", "h2", as_read(section["header"]).lstrip(" ")))
        if "visibleIf" in section:
            blocks.append(("paragraph", None, Words("Shown when ")))
        rows = [COLUMNS]
        for cell in section["cells"]:
            caption = cell.get("label") if "label" in cell else cell.get("title")
            ident = cell.get("id")
            if caption is not None and ident is not None:
                field = f"{as_read(caption)} ({visible(ident)})"
            elif caption is not None:
                field = as_read(caption)
            elif ident is not None:
                field = visible(ident)
            else:
                field = EMPTY
            rows.append([field, cell["type"]])
        blocks.append(("table", None, rows))
        if section.get("footer") is not None:
            blocks.append(("paragraph", None, as_read(section["footer"]).lstrip(" ")))
        blocks += [("paragraph", None, check_words(check)) for check in section.get("checks", [])]
    blocks += [("paragraph", None, check_words(check)) for check in spec.get("checks", [])]
    return blocks


def check(tablegen: str, path: Path) -> list[str]:
    def run(fmt: str) -> str:
        result = subprocess.run([tablegen, "render", str(path), "--format", fmt], capture_output=True, text=True)
        if result.returncode != 0:
            raise ValueError(f"render --format {fmt} exited {result.returncode}: {result.stderr.strip()}")
        return result.stdout

    spec = json.loads(run("json"))
    actual = read_back(run("markdown"))
    expected = expected_blocks(spec)
    problems = []
    if len(actual) != len(expected):
        return [f"{len(actual)} blocks read back, {len(expected)} expected: {[b[0] for b in actual]}"]
    for number, (got, want) in enumerate(zip(actual, expected), 1):
        if got[0] != want[0] or got[1] != want[1]:
            problems.append(f"block {number}: {got[0]} {got[1]}, expected {want[0]} {want[1]}")
        elif isinstance(want[2], Words):
            if not want[2].matches(got[2]):
                problems.append(f"block {number} ({got[0]}): read back {got[2]!r}, expected {want[2]!r}")
        elif got[0] != "table":
            if got[2] != want[2]:
                problems.append(f"block {number} ({got[0]}): read back {got[2]!r}, expected {want[2]!r}")
        else:
            rows, wanted = got[2], want[2]
            if rows[0] != COLUMNS:
                problems.append(f"block {number}: header {rows[0]}")
            if len(rows) != len(wanted):
                problems.append(f"block {number}: {len(rows) - 1} rows, expected {len(wanted) - 1}")
            for index, (row, want_row) in enumerate(zip(rows[1:], wanted[1:]), 1):
                if len(row) != len(COLUMNS):
                    problems.append(f"block {number} row {index}: {len(row)} cells, expected {len(COLUMNS)}: {row}")
                elif row[:2] != want_row:
                    problems.append(f"block {number} row {index}: read back {row[:2]}, expected {want_row}")
                elif row[2] not in ("yes", "no", EMPTY):
                    problems.append(f"block {number} row {index}: Required is {row[2]!r}")
    return problems


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--tablegen", required=True, help="path to the tablegen binary")
    args = parser.parse_args()
    specs = sorted(p for d in SPEC_DIRS for p in d.iterdir() if p.suffix in (".yaml", ".yml", ".json"))
    passed = failed = 0
    for path in specs:
        try:
            problems = check(args.tablegen, path)
        except ValueError as error:
            problems = [str(error)]
        name = path.relative_to(REPO_ROOT)
        if problems:
            failed += 1
            for problem in problems:
                print(f"{name}: {problem}")
        else:
            passed += 1
    print(f"{passed} passed, {failed} failed")
    return 0 if failed == 0 and passed > 0 else 1


if __name__ == "__main__":
    sys.exit(main())
