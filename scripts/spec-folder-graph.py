#!/usr/bin/env python3
"""Which folders of Sources/TableGenSpec use which: the graph of type references.

    python3 scripts/spec-folder-graph.py [--edges] [--target Sources/TableGenSpec]

Swift has no imports between the folders of one target, so the graph is read
from the code: a folder uses another when one of its files names a type (or a
top-level function) that the other declares. Comments and string literals are
left out. Prints each folder's uses, then the strongly connected components
(the knots: folders that reach each other through a cycle), largest first; with
--edges, each use with the names that make it.
"""

import argparse
import collections
import pathlib
import re

DECLARATION = re.compile(
    r"^(?:(?:public|package|internal|private|fileprivate|final|indirect|@\w+)\s+)*"
    r"(?:struct|enum|class|protocol|actor|typealias|func)\s+([A-Za-z_]\w*)", re.M)
COMMENT = re.compile(r"//[^\n]*|/\*.*?\*/", re.S)
STRING = re.compile(r'"""(?:.|\n)*?"""|"(?:\\.|[^"\\\n])*"')
WORD = re.compile(r"\b[A-Za-z_]\w*\b")


def strip(text: str) -> str:
    return STRING.sub('""', COMMENT.sub("", text))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--target", default="Sources/TableGenSpec")
    parser.add_argument("--edges", action="store_true", help="name the types behind each use")
    args = parser.parse_args()
    root = pathlib.Path(args.target)
    texts = {}
    for path in sorted(root.rglob("*.swift")):
        relative = path.relative_to(root)
        folder = relative.parts[0] if len(relative.parts) > 1 else "."
        texts.setdefault(folder, []).append(strip(path.read_text(encoding="utf-8")))
    declared = {}
    for folder, files in texts.items():
        for text in files:
            for name in DECLARATION.findall(text):
                # Only top-level names (at column 0 after modifiers) are found, so nested
                # types and methods stay with their folder; a name declared twice is ambiguous.
                declared.setdefault(name, set()).add(folder)
    owner = {name: next(iter(folders)) for name, folders in declared.items() if len(folders) == 1}
    uses = collections.defaultdict(lambda: collections.defaultdict(set))
    for folder, files in texts.items():
        for text in files:
            for word in set(WORD.findall(text)):
                other = owner.get(word)
                if other and other != folder:
                    uses[folder][other].add(word)
    folders = sorted(texts)
    for folder in folders:
        print(f"{folder}: {', '.join(sorted(uses[folder])) or '-'}")
        if args.edges:
            for other in sorted(uses[folder]):
                print(f"    -> {other}: {', '.join(sorted(uses[folder][other]))}")
    # Tarjan's strongly connected components.
    index, low, stack, on_stack, components = {}, {}, [], set(), []

    def visit(node):
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for other in uses[node]:
            if other not in index:
                visit(other)
                low[node] = min(low[node], low[other])
            elif other in on_stack:
                low[node] = min(low[node], index[other])
        if low[node] == index[node]:
            component = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                component.append(member)
                if member == node:
                    break
            components.append(sorted(component))

    for folder in folders:
        if folder not in index:
            visit(folder)
    print("knots (folders in one cycle):")
    for component in sorted(components, key=len, reverse=True):
        if len(component) > 1:
            print(f"    {' '.join(component)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
