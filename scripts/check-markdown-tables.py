#!/usr/bin/env python3
"""Check that `tablegen render --format markdown` reads back, row for row,
through two real GitHub-flavoured Markdown parsers: cmark-gfm (GitHub's own,
through PyPI `cmarkgfm`, with the table, autolink and strikethrough
extensions) and markdown-it-py (CommonMark with GFM tables and strikethrough).

Usage:
    python3 scripts/check-markdown-tables.py --tablegen PATH_TO_BINARY

Every spec in Samples/ and Tests/Fixtures/render/ is rendered as Markdown and
as normalised JSON. Each parser's reading of the Markdown is compared with the
JSON, block by block (docs/rendering.md, "markdown"):

- the title is a heading at the level asked for (1 by default, and 2, 3 with
  --heading-level), section headers one level below; a section without a
  header after another starts with a thematic break;
- the cells that take an answer make tables with the seven columns Field |
  Label | Description | Type | Required | Default | Details; row N of a
  table is the Nth such cell in its run, its Field reads back as the id, its
  Label as the label, its Description as the help, its Type as the cell type;
  a default of empty text reads `""`, no default `—`;
- buttons, values and links make a list, each item leading with its caption
  and id; a link cell to an http(s) URL links to exactly that URL;
- a note, a footer, a section's "Shown when …" and each "Check: …" are
  paragraphs, in order;
- no spec text became markup: the only elements inside a block are code
  spans, `<br>` and links, every link's target is exactly its text (the URL as
  the spec wrote it) and an http(s) URL: no `%5C` from an escape, no
  `&amp;amp;`, no `mailto:` or `http://www.` target guessed from a placeholder;
  no raw HTML but `<br>` reaches the page.

Text from the spec is compared after the same visible escaping tablegen
applies to control characters (an ESC shows as the four characters `\\x1b`);
line breaks read back as line breaks, except in code, where they are spaces.

Exit status: 0 when every document reads back through both parsers, 1 otherwise.
"""

from __future__ import annotations

import argparse
import json
import random
import re
import subprocess
import sys
import tempfile
from html.parser import HTMLParser
from pathlib import Path

import cmarkgfm
from cmarkgfm.cmark import Options
from markdown_it import MarkdownIt

REPO_ROOT = Path(__file__).resolve().parent.parent
SPEC_DIRS = (REPO_ROOT / "Samples", REPO_ROOT / "Tests" / "Fixtures" / "render")
FIELD_COLUMNS = ["Field", "Label", "Description", "Type", "Required", "Default", "Details"]
FIELD_TYPES = ("input", "textView", "picker", "switch", "slider", "date", "stepper")
DISPLAY_TYPES = ("button", "value", "link")
EMPTY = "\u2014"
# An http(s) URL that a link target keeps byte for byte (docs/rendering.md, "Links").
LINK_TARGET = re.compile(r"(?i:https?)://[A-Za-z0-9][A-Za-z0-9\-._~:/?#@!$&'()*+,;=]*\Z")


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
    if text is None or text.strip(" \t") == "":
        return EMPTY
    return "\n".join(visible(line) for line in lines_of(text))


# --- Reading back ------------------------------------------------------------


class Inline:
    """An inline run's plain text, and the links in it as (target, text)."""

    def __init__(self):
        self.parts: list[str] = []
        self.links: list[tuple[str, str]] = []
        self._link: tuple[str, int] | None = None

    def text(self, text: str):
        self.parts.append(text)

    def open_link(self, href: str):
        if self._link is not None:
            raise ValueError("a link inside a link")
        self._link = (href, len(self.parts))

    def close_link(self):
        if self._link is None:
            raise ValueError("a link closed that was never opened")
        href, start = self._link
        self.links.append((href, "".join(self.parts[start:])))
        self._link = None

    @property
    def value(self) -> str:
        return "".join(self.parts)


def markdown_it_inline(token) -> Inline:
    inline = Inline()
    for child in token.children or []:
        if child.type in ("text", "code_inline"):
            inline.text(child.content)
        elif child.type == "html_inline":
            if child.content.lower() not in ("<br>", "<br/>", "<br />"):
                raise ValueError(f"raw HTML leaked into the output: {child.content!r}")
            inline.text("\n")
        elif child.type in ("softbreak", "hardbreak"):
            inline.text("\n")
        elif child.type == "link_open":
            inline.open_link(child.attrGet("href"))
        elif child.type == "link_close":
            inline.close_link()
        else:
            raise ValueError(f"spec text became Markdown markup: {child.type}")
    return inline


def read_markdown_it(markdown: str) -> list[tuple]:
    """Blocks in document order: (kind, level or None, content, links)."""
    md = MarkdownIt("commonmark").enable(["table", "strikethrough"])
    tokens = md.parse(markdown)
    blocks = []
    i = 0
    while i < len(tokens):
        token = tokens[i]
        kind = token.type
        if kind == "heading_open":
            inline = markdown_it_inline(tokens[i + 1])
            blocks.append(("heading", int(token.tag[1]), inline.value, inline.links))
            i += 3
        elif kind == "paragraph_open":
            inline = markdown_it_inline(tokens[i + 1])
            blocks.append(("paragraph", None, inline.value, inline.links))
            i += 3
        elif kind == "hr":
            blocks.append(("break", None, None, []))
            i += 1
        elif kind in ("table_open", "bullet_list_open"):
            closing = "table_close" if kind == "table_open" else "bullet_list_close"
            rows, row, links = [], [], []
            i += 1
            while tokens[i].type != closing:
                inner = tokens[i].type
                if inner in ("tr_open", "list_item_open"):
                    row = []
                elif inner in ("tr_close", "list_item_close"):
                    rows.append(row)
                elif inner == "inline":
                    inline = markdown_it_inline(tokens[i])
                    row.append(inline.value)
                    links += inline.links
                elif inner in ("bullet_list_open", "ordered_list_open", "blockquote_open", "heading_open", "fence"):
                    raise ValueError(f"unexpected block {inner} inside a {kind[:-5]}")
                i += 1
            if kind == "table_open":
                blocks.append(("table", None, rows, links))
            else:
                blocks.append(("list", None, [cells[0] if cells else "" for cells in rows], links))
            i += 1
        elif kind in ("html_block", "code_block", "fence", "ordered_list_open", "blockquote_open"):
            raise ValueError(f"unexpected block {kind} at line {token.map[0] + 1 if token.map else '?'}")
        else:
            i += 1
    return blocks


class CmarkReader(HTMLParser):
    """cmark-gfm's HTML as the same blocks as read_markdown_it."""

    BLOCKS = {"h1", "h2", "h3", "h4", "h5", "h6", "p", "table", "ul", "hr"}
    STRUCTURE = {"thead", "tbody", "tr", "th", "td", "li"}

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.blocks: list[tuple] = []
        self.block: tuple | None = None  # (kind, level, rows or None, links)
        self.inline: Inline | None = None
        self.row: list[str] | None = None

    def handle_starttag(self, tag, attrs):
        if tag in ("h1", "h2", "h3", "h4", "h5", "h6", "p") and self.block is None:
            kind = "paragraph" if tag == "p" else "heading"
            self.block = (kind, None if tag == "p" else int(tag[1]), None, [])
            self.inline = Inline()
        elif tag == "hr" and self.block is None:
            self.blocks.append(("break", None, None, []))
        elif tag in ("table", "ul") and self.block is None:
            self.block = ("table" if tag == "table" else "list", None, [], [])
        elif tag == "tr" and self.block and self.block[0] == "table":
            self.row = []
        elif tag in ("th", "td", "li") and self.block and self.block[0] in ("table", "list"):
            self.inline = Inline()
        elif tag in ("thead", "tbody"):
            pass
        elif tag == "br" and self.inline is not None:
            self.inline.text("\n")
        elif tag == "code" and self.inline is not None:
            pass
        elif tag == "a" and self.inline is not None:
            self.inline.open_link(dict(attrs).get("href", ""))
        else:
            raise ValueError(f"spec text became markup or HTML: <{tag}>")

    def handle_endtag(self, tag):
        if tag in ("h1", "h2", "h3", "h4", "h5", "h6", "p") and self.block and self.block[0] in ("heading", "paragraph"):
            kind, level, _, links = self.block
            self.blocks.append((kind, level, self.inline.value, links + self.inline.links))
            self.block = self.inline = None
        elif tag in ("th", "td"):
            self.row.append(self.inline.value)
            self.block[3].extend(self.inline.links)
            self.inline = None
        elif tag == "tr":
            self.block[2].append(self.row)
            self.row = None
        elif tag == "li":
            self.block[2].append(self.inline.value)
            self.block[3].extend(self.inline.links)
            self.inline = None
        elif tag in ("table", "ul"):
            self.blocks.append(self.block)
            self.block = None
        elif tag == "a":
            self.inline.close_link()

    def handle_data(self, data):
        if self.inline is not None:
            self.inline.text(data)
        elif data.strip():
            raise ValueError(f"text outside any block: {data!r}")


def read_cmark(markdown: str) -> list[tuple]:
    html = cmarkgfm.markdown_to_html_with_extensions(
        markdown, options=Options.CMARK_OPT_UNSAFE, extensions=["table", "autolink", "strikethrough"]
    )
    reader = CmarkReader()
    reader.feed(html)
    reader.close()
    return reader.blocks


# --- What the spec says the blocks are ----------------------------------------


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


def code_read(text: str) -> str:
    """A code span's text as read: line breaks as spaces."""
    return " ".join(visible(line) for line in lines_of(text))


def expected_default(cell: dict) -> str | None:
    """What the Default column reads for the defaults whose form matters; None to skip."""
    if cell["type"] not in ("input", "textView", "picker"):
        return None
    default = cell.get("default")
    if default is None or default == []:
        return EMPTY
    if default == "":
        return '""'
    return None


def expected_item(cell: dict) -> Words:
    caption = as_read(cell.get("title"))
    lead = caption + (f" ({visible(cell['id'])})" if cell.get("id") is not None else "")
    if cell["type"] == "value" and cell.get("value") is not None:
        # A value row bound to a key shows the title its options give the stored value.
        shown = next((o["label"] for o in cell.get("options", []) if str(o["value"]) == str(cell["value"])), None)
        lead += ": " + as_read(shown if shown is not None else cell["value"])
    elif cell["type"] == "link":
        lead += ": opens " + code_read(cell["target"])
    return Words(lead.lstrip(" "))


def expected_blocks(spec: dict, level: int):
    """The blocks, and the link targets that must appear (a link cell's URL)."""
    blocks, targets = [], []
    if spec.get("title") is not None:
        blocks.append(("heading", level, as_read(spec["title"]).lstrip(" ")))
    if spec.get("description") is not None:
        blocks.append(("paragraph", None, as_read(spec["description"]).lstrip(" ")))
    for index, section in enumerate(spec["sections"]):
        if section.get("header") is not None:
            blocks.append(("heading", level + 1, as_read(section["header"]).lstrip(" ")))
        elif index > 0:
            blocks.append(("break", None, None))
        if "visibleIf" in section:
            blocks.append(("paragraph", None, Words("Shown when ")))
        for cell in section["cells"]:
            kind = cell["type"]
            last = blocks[-1]
            if kind in FIELD_TYPES:
                row = [
                    visible(cell["id"]) if cell.get("id") is not None else EMPTY,
                    as_read(cell.get("label")),
                    as_read(cell.get("help")),
                    kind,
                    "yes" if cell.get("required") else "no",
                    expected_default(cell),
                ]
                if last[0] == "table":
                    last[2].append(row)
                else:
                    blocks.append(("table", None, [FIELD_COLUMNS, row]))
            elif kind in DISPLAY_TYPES:
                if last[0] == "list":
                    last[2].append(expected_item(cell))
                else:
                    blocks.append(("list", None, [expected_item(cell)]))
                if kind == "link" and LINK_TARGET.match(cell["target"]):
                    targets.append(cell["target"])
            else:
                text = as_read(cell.get("text")).lstrip(" ")
                blocks.append(("paragraph", None, Words(text) if "visibleIf" in cell else text))
        if section.get("footer") is not None:
            blocks.append(("paragraph", None, as_read(section["footer"]).lstrip(" ")))
        blocks += [("paragraph", None, check_words(check)) for check in section.get("checks", [])]
    blocks += [("paragraph", None, check_words(check)) for check in spec.get("checks", [])]
    return blocks, targets


def compare(actual: list[tuple], expected: list[tuple], targets: list[str]) -> list[str]:
    problems = []
    for kind, _, _, links in actual:
        for href, text in links:
            if href != text or not LINK_TARGET.match(href):
                problems.append(f"a link in a {kind} goes to {href!r} but reads {text!r}")
    found = {href for block in actual for href, _ in block[3]}
    problems += [f"the link cell's URL {target!r} is not a link" for target in targets if target not in found]
    if len(actual) != len(expected):
        return problems + [f"{len(actual)} blocks read back, {len(expected)} expected: {[b[0] for b in actual]}"]
    for number, (got, want) in enumerate(zip(actual, expected), 1):
        if got[0] != want[0] or got[1] != want[1]:
            problems.append(f"block {number}: {got[0]} {got[1]}, expected {want[0]} {want[1]}")
        elif isinstance(want[2], Words):
            if not want[2].matches(got[2]):
                problems.append(f"block {number} ({got[0]}): read back {got[2]!r}, expected {want[2]!r}")
        elif got[0] == "list":
            if len(got[2]) != len(want[2]):
                problems.append(f"block {number}: {len(got[2])} items, expected {len(want[2])}")
            for index, (item, wanted) in enumerate(zip(got[2], want[2]), 1):
                if not wanted.matches(item):
                    problems.append(f"block {number} item {index}: read back {item!r}, expected {wanted!r}")
        elif got[0] == "table":
            rows, wanted = got[2], want[2]
            if rows[0] != FIELD_COLUMNS:
                problems.append(f"block {number}: header {rows[0]}")
            if len(rows) != len(wanted):
                problems.append(f"block {number}: {len(rows) - 1} rows, expected {len(wanted) - 1}")
            for index, (row, want_row) in enumerate(zip(rows[1:], wanted[1:]), 1):
                if len(row) != len(FIELD_COLUMNS):
                    problems.append(f"block {number} row {index}: {len(row)} cells, expected {len(FIELD_COLUMNS)}: {row}")
                    continue
                for column, (cell, wanted_cell) in enumerate(zip(row, want_row)):
                    if wanted_cell is not None and cell != wanted_cell:
                        problems.append(
                            f"block {number} row {index} {FIELD_COLUMNS[column]}: read back {cell!r}, expected {wanted_cell!r}"
                        )
        elif got[2] != want[2]:
            problems.append(f"block {number} ({got[0]}): read back {got[2]!r}, expected {want[2]!r}")
    return problems


# Pieces of text around links: schemes, hosts, addresses, and what Markdown escapes.
ATOMS = [
    "https://", "http://", "HTTPS://", "ftp://", "mailto:", "xmpp:", "www.", "WWW.", "@", ".", ",", ":", ";", "/", "?", "=",
    "#", "&", "amp;", "&amp;", "%41", "%", "_", "-", "+", "~", "*", "`", "|", "\\", "<", ">", "(", ")", "[", "]",
    "{", "}", "!", "'", '"', " ", " ", " ", "\n", "a", "b_c", "example", "com", "x.y", "1", "\u00e9", "\u2014",
]


def random_spec(seed: int, count: int) -> dict:
    """A spec whose help, captions, values and notes are random strings of ATOMS."""
    generator = random.Random(seed)

    def text() -> str:
        while True:
            value = "".join(generator.choice(ATOMS) for _ in range(generator.randint(1, 12))).strip(" ")
            if value and not value.endswith("\n") and not value.startswith("\n"):
                return value.replace(" \n", "\n").replace("\n ", "\n")

    cells = []
    for index in range(count):
        cells.append({"type": "input", "id": f"f{index}", "label": text(), "help": text()})
        cells.append({"type": "value", "id": f"v{index}", "title": text(), "value": text()})
        cells.append({"type": "note", "text": text()})
    return {"tablegen": 1, "title": text(), "sections": [{"header": text(), "footer": text(), "cells": cells}]}


def check(tablegen: str, path: Path, level: int) -> list[str]:
    def run(*arguments: str) -> str:
        result = subprocess.run([tablegen, "render", str(path), *arguments], capture_output=True, text=True)
        if result.returncode != 0:
            raise ValueError(f"render {' '.join(arguments)} exited {result.returncode}: {result.stderr.strip()}")
        return result.stdout

    spec = json.loads(run("--format", "json"))
    markdown = run("--format", "markdown", *(["--heading-level", str(level)] if level != 1 else []))
    expected, targets = expected_blocks(spec, level)
    problems = []
    for name, reader in (("cmark-gfm", read_cmark), ("markdown-it-py", read_markdown_it)):
        try:
            actual = reader(markdown)
        except ValueError as error:
            problems.append(f"{name}: {error}")
            continue
        problems += [f"{name}: {problem}" for problem in compare(actual, expected, targets)]
    return problems


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--tablegen", required=True, help="path to the tablegen binary")
    parser.add_argument("--seed", type=int, default=1, help="seed of the random strings (default: 1)")
    parser.add_argument("--random", type=int, default=300, help="random strings of each kind (default: 300)")
    args = parser.parse_args()
    specs = sorted(
        p for d in SPEC_DIRS for p in d.iterdir()
        if p.suffix in (".yaml", ".yml", ".json") and ".tests." not in p.name  # scenario tests are no specs
    )
    passed = failed = 0
    for path in specs:
        # Every document at the default level; the fixtures also at the deepest.
        for level in (1, 5) if "Fixtures" in path.parts else (1,):
            problems = check(args.tablegen, path, level)
            name = f"{path.relative_to(REPO_ROOT)} (heading level {level})"
            if problems:
                failed += 1
                for problem in problems:
                    print(f"{name}: {problem}")
            else:
                passed += 1
    # Seeded random text around URLs, addresses and hosts, in a table, a list and paragraphs.
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "random.json"
        path.write_text(json.dumps(random_spec(args.seed, args.random)), encoding="utf-8")
        problems = check(args.tablegen, path, 1)
        for problem in problems[:20]:
            print(f"random strings (--seed {args.seed}): {problem}")
        passed, failed = (passed, failed + 1) if problems else (passed + 1, failed)
    print(f"{passed} passed, {failed} failed, through cmark-gfm and markdown-it-py")
    return 0 if failed == 0 and passed > 0 else 1


if __name__ == "__main__":
    sys.exit(main())
