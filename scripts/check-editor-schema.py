#!/usr/bin/env python3
"""Check that the editor schema takes every spec tablegen takes.

Usage:
    python3 scripts/check-editor-schema.py --tablegen PATH_TO_BINARY [--check-jsonschema PATH]

An editor that checks specs through Schemas/tablegen.schema.json (VS Code with
the YAML extension, JetBrains IDEs) must never mark a spec that `tablegen
validate` accepts. This runs `check-jsonschema --schemafile
Schemas/tablegen.schema.json`, the checker those editors' schema store is tested
with, over every spec that `tablegen validate` accepts (no errors; warnings
allowed) among:

- the samples (Samples/, every folder below it);
- the fixtures (Tests/Fixtures/, every folder below it): the valid ones;
- the specs of the docs: docs/examples/, and every ```yaml block of README.md
  and docs/*.md that is a whole spec (it has a `tablegen:` line);
- the specs that `tablegen import settings-bundle` writes for the docs' example
  bundle (docs/examples/Settings.bundle) and for InAppSettingsKit's sample
  (../shared/testsuites/settings-bundles/InAppSettingsKit/Settings.bundle;
  skipped with a note when ../shared is absent).

A file that `validate` refuses is not asked about: the schema may refuse it
or not (scripts/check-schema-agreement.py holds the fixtures that must fail
both). Exit status: 0 when the schema takes every spec, 1 when it refuses
some (each named with check-jsonschema's reason), 2 on a hard failure.
"""

from __future__ import annotations

import argparse
import json
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SCHEMA = ROOT / "Schemas" / "tablegen.schema.json"
IASK_SAMPLE = ROOT.parent / "shared/testsuites/settings-bundles/InAppSettingsKit/Settings.bundle"
DOCS_BUNDLE = ROOT / "docs/examples/Settings.bundle"
SPEC_SUFFIXES = (".yaml", ".yml", ".json")
# Imported Settings bundles are plists; their specs are made by the import below.
LEFT_OUT = ("Tests/Fixtures/bundles/",)
TIMEOUT_SECONDS = 300


class HardFailure(Exception):
    """The check cannot give a verdict."""


def run(command: list[str]) -> subprocess.CompletedProcess[str]:
    try:
        return subprocess.run(
            command, cwd=ROOT, capture_output=True, text=True, errors="replace",
            env={"NO_COLOR": "1", "PATH": "/usr/bin:/bin"}, timeout=TIMEOUT_SECONDS,
        )
    except (OSError, subprocess.TimeoutExpired) as error:
        raise HardFailure(f"{command[0]}: {error}") from None


def files_under(folder: Path) -> list[Path]:
    """The spec-like files under a folder of the package, hidden ones and LEFT_OUT skipped."""
    return sorted(
        path for path in folder.rglob("*")
        if path.is_file() and path.suffix.lower() in SPEC_SUFFIXES
        and not any(part.startswith(".") for part in path.relative_to(ROOT).parts)
        and not str(path.relative_to(ROOT)).startswith(LEFT_OUT)
    )


FENCE = re.compile(r"^```yaml\s*$")


def doc_specs(scratch: Path) -> list[Path]:
    """Every ```yaml block of README.md and docs/*.md that is a whole spec, written to scratch."""
    written = []
    for page in [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]:
        lines = page.read_text(encoding="utf-8").splitlines()
        index = 0
        while index < len(lines):
            if FENCE.match(lines[index]):
                start = index + 1
                end = start
                while end < len(lines) and lines[end].strip() != "```":
                    end += 1
                body = lines[start:end]
                if any(line.startswith("tablegen:") for line in body):
                    target = scratch / "docs" / f"{page.stem}-line-{start + 1}.yaml"
                    target.parent.mkdir(parents=True, exist_ok=True)
                    target.write_text("\n".join(body) + "\n", encoding="utf-8")
                    written.append(target)
                index = end
            index += 1
    return written


def imported_specs(tablegen: str, bundle: Path, target: Path) -> list[Path]:
    """The specs `tablegen import settings-bundle` writes for a bundle."""
    result = run([tablegen, "import", "settings-bundle", str(bundle), "-o", str(target)])
    if result.returncode != 0:
        raise HardFailure(f"import of {bundle} exits {result.returncode}: {result.stderr[-800:]}")
    return sorted(target.rglob("*.yaml"))


def accepted_by_validate(tablegen: str, files: list[Path]) -> list[Path]:
    """The files `tablegen validate` reports no error in."""
    result = run([tablegen, "validate", "--format", "json", *map(str, files)])
    # 2 is also a verdict here: a docs block may name a file that is not beside it (an I/O error in that file).
    if result.returncode not in (0, 1, 2):
        raise HardFailure(f"tablegen validate exits {result.returncode}: {result.stderr[-800:]}")
    try:
        report = json.loads(result.stdout)
    except json.JSONDecodeError as error:
        raise HardFailure(f"tablegen validate printed no JSON report: {error}") from None
    errors = {entry["path"]: entry["errors"] for entry in report["files"]}
    return [path for path in files if errors.get(str(path), 1) == 0]


def display(path: Path) -> str:
    try:
        return str(path.relative_to(ROOT))
    except ValueError:
        return str(path)


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--tablegen", required=True, type=Path, help="path to the tablegen binary")
    parser.add_argument(
        "--check-jsonschema", default=shutil.which("check-jsonschema") or str(Path(sys.executable).parent / "check-jsonschema"),
        help="the check-jsonschema command (default: the one on PATH, or beside this Python)",
    )
    arguments = parser.parse_args(argv)
    tablegen = str(arguments.tablegen.resolve())
    if not Path(arguments.check_jsonschema).is_file():
        print(f"error: no check-jsonschema at {arguments.check_jsonschema} (pip install check-jsonschema)", file=sys.stderr)
        return 2
    try:
        with tempfile.TemporaryDirectory(prefix="tablegen-editor-schema-") as folder:
            scratch = Path(folder)
            groups = {
                "samples": files_under(ROOT / "Samples"),
                "fixtures": files_under(ROOT / "Tests" / "Fixtures"),
                "docs": files_under(ROOT / "docs" / "examples") + doc_specs(scratch),
                "import of docs/examples/Settings.bundle": imported_specs(tablegen, DOCS_BUNDLE, scratch / "docs-bundle"),
            }
            if IASK_SAMPLE.is_dir():
                groups["import of InAppSettingsKit's sample"] = imported_specs(tablegen, IASK_SAMPLE, scratch / "iask")
            else:
                print(f"skipped: {IASK_SAMPLE} is absent (InAppSettingsKit's sample is not part of the package)")
            accepted: list[Path] = []
            for name, files in groups.items():
                valid = accepted_by_validate(tablegen, files) if files else []
                print(f"{name}: {len(valid)} of {len(files)} files accepted by tablegen validate")
                if not valid:
                    raise HardFailure(f"no spec of {name} is accepted by tablegen validate: the check would check nothing")
                accepted += valid
            result = run([arguments.check_jsonschema, "--schemafile", str(SCHEMA), *map(str, accepted)])
            if result.returncode == 0:
                print(f"check-jsonschema takes all {len(accepted)} specs that tablegen validate accepts")
                return 0
            output = (result.stdout + result.stderr).replace(str(scratch) + "/", "")
            print(output.rstrip())
            print(
                "FAILED: Schemas/tablegen.schema.json refuses specs that tablegen validate accepts; "
                "make the schema say what the decoder reads (Tests: SchemaVocabularyTests)", file=sys.stderr,
            )
            return 1
    except HardFailure as failure:
        print(f"error: {failure}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
