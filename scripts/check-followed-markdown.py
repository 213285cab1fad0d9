#!/usr/bin/env python3
"""Check that `tablegen render --follow --format markdown SPEC` is one document
whose links between panes work in cmark-gfm, GitHub's own Markdown parser
(PyPI `cmarkgfm`, with GitHub's extensions; raw HTML kept, as GitHub keeps `<a id>`).

Usage:
    python3 scripts/check-followed-markdown.py --tablegen PATH [SPEC ...]
    (default SPEC: Samples/settings.yaml)

For each spec, the followed JSON (`render --follow --format json`) says which
panes the document holds and which link rows lead to a pane of it. In the HTML
cmark-gfm makes of the Markdown:

- every pane has exactly one element with its anchor as id, in pane order;
- every link row that leads to a pane of the document is a link `#anchor`;
- the followed JSON matches `$defs/followedDocument` of
  Schemas/tablegen-output.schema.json;
- every `#…` link resolves to an element id. GitHub's sanitiser renames each
  id to `user-content-<id>` and its page script takes `#<id>` there, so an id
  must not already start with `user-content-`, and the check is made on the
  renamed ids too.

Exit status: 0 when every document holds, 1 otherwise.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from html.parser import HTMLParser
from pathlib import Path

import cmarkgfm
import jsonschema
from cmarkgfm.cmark import Options
from referencing import Registry, Resource

REPO_ROOT = Path(__file__).resolve().parent.parent
OUTPUT_SCHEMA = REPO_ROOT / "Schemas" / "tablegen-output.schema.json"
GITHUB_PREFIX = "user-content-"


class Anchors(HTMLParser):
    """The ids of elements and the `#` targets of links, in document order."""

    def __init__(self) -> None:
        super().__init__()
        self.ids: list[str] = []
        self.fragments: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        for name, value in attrs:
            if name == "id" and value is not None:
                self.ids.append(value)
            if tag == "a" and name == "href" and value and value.startswith("#"):
                self.fragments.append(value[1:])


def render(tablegen: str, spec: str, fmt: str) -> str:
    result = subprocess.run(
        [tablegen, "render", "--follow", "--format", fmt, spec],
        cwd=REPO_ROOT, capture_output=True, text=True, check=False)
    if result.returncode != 0:
        raise SystemExit(f"{spec}: render --follow --format {fmt} exited {result.returncode}:\n{result.stderr}")
    return result.stdout


def schema_validator() -> jsonschema.Draft202012Validator:
    """A validator of `$defs/followedDocument`, whose `spec` refers back to the whole schema."""
    schema = json.loads(OUTPUT_SCHEMA.read_text())
    registry = Registry().with_resource(schema["$id"], Resource.from_contents(schema))
    return jsonschema.Draft202012Validator({"$ref": schema["$id"] + "#/$defs/followedDocument"}, registry=registry)


def followed_link_count(panes: list[dict]) -> int:
    """How many link rows lead to a pane of the document: the panes reached
    through a link, and links to panes already in it (a cycle, a shared pane)."""
    files = {pane["file"] for pane in panes}
    count = 0
    for pane in panes:
        folder = str(Path(pane["file"]).parent)
        for section in pane["spec"]["sections"]:
            for cell in section["cells"]:
                if cell["type"] != "link":
                    continue
                target = cell["target"]
                resolved = str(Path(folder) / target) if folder != "." else target
                if str(Path(resolved)) in {str(Path(f)) for f in files}:
                    count += 1
    return count


def check(tablegen: str, spec: str) -> list[str]:
    problems: list[str] = []
    document = json.loads(render(tablegen, spec, "json"))
    for error in schema_validator().iter_errors(document):
        problems.append(f"the followed JSON does not match $defs/followedDocument at {list(error.path)}: {error.message}")
    panes = document["panes"]
    markdown = render(tablegen, spec, "markdown")
    html = cmarkgfm.github_flavored_markdown_to_html(markdown, options=Options.CMARK_OPT_UNSAFE)
    found = Anchors()
    found.feed(html)
    anchors = [pane["anchor"] for pane in panes]
    pane_ids = [value for value in found.ids if value in anchors]
    if pane_ids != anchors:
        problems.append(f"pane anchors in the HTML {pane_ids}, expected {anchors} in pane order")
    if len(found.ids) != len(set(found.ids)):
        problems.append(f"an id is used twice: {found.ids}")
    for value in found.ids:
        if value.startswith(GITHUB_PREFIX):
            problems.append(f"the id {value!r} already starts with {GITHUB_PREFIX!r}; GitHub would prefix it again")
    github_ids = {GITHUB_PREFIX + value for value in found.ids}
    for fragment in found.fragments:
        if fragment not in found.ids:
            problems.append(f"the link #{fragment} leads to no element id in cmark-gfm's HTML")
        if GITHUB_PREFIX + fragment not in github_ids:
            problems.append(f"the link #{fragment} leads nowhere once GitHub prefixes ids")
    expected = followed_link_count(panes)
    if len(found.fragments) != expected:
        problems.append(f"{len(found.fragments)} links between panes, expected {expected} (one per link row to a pane)")
    if len(panes) < 2:
        problems.append("the document holds one pane: nothing was followed")
    return [f"{spec}: {problem}" for problem in problems]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tablegen", required=True, help="the tablegen binary")
    parser.add_argument("specs", nargs="*", default=["Samples/settings.yaml"])
    arguments = parser.parse_args()
    tablegen = str(Path(arguments.tablegen).resolve())
    problems: list[str] = []
    for spec in arguments.specs:
        problems += check(tablegen, spec)
    for problem in problems:
        print(problem, file=sys.stderr)
    if not problems:
        print(f"{len(arguments.specs)} followed document(s): every link between panes resolves in cmark-gfm")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
