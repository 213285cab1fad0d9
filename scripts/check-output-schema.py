#!/usr/bin/env python3
"""Check that `tablegen render --format json` matches its published schema.

Usage:
    python3 scripts/check-output-schema.py --tablegen PATH_TO_BINARY

Every spec in Samples/ is rendered twice, with `--format json` and with
`--format json --locations`, and each output is validated against
Schemas/tablegen-output.schema.json (JSON Schema 2020-12). One line is printed
per failed rendering (its problems joined by `; `), then a closing line
`N passed, M failed`.

Exit status: 0 when every output is valid, 1 otherwise (including a schema
that is not valid JSON Schema, or a render that fails).
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from jsonschema import Draft202012Validator
from jsonschema.exceptions import SchemaError

REPO_ROOT = Path(__file__).resolve().parent.parent
SCHEMA_PATH = REPO_ROOT / "Schemas" / "tablegen-output.schema.json"
SAMPLES_DIR = REPO_ROOT / "Samples"

SPEC_SUFFIXES = (".yaml", ".yml", ".json")
# The two renderings checked for each spec: without and with source locations.
VARIANTS: tuple[tuple[str, ...], ...] = (
    ("--format", "json"),
    ("--format", "json", "--locations"),
)
TABLEGEN_TIMEOUT_SECONDS = 60


@dataclass(frozen=True)
class Outcome:
    """The verdict on one rendering: a label, and the problems found (none when it passed)."""

    label: str
    problems: list[str]

    @property
    def passed(self) -> bool:
        """Whether the rendering rendered and matched the schema."""
        return not self.problems


def parse_arguments(argv: list[str]) -> argparse.Namespace:
    """Read the command line."""
    parser = argparse.ArgumentParser(
        description="Validate `tablegen render --format json` of every sample against "
        "Schemas/tablegen-output.schema.json."
    )
    parser.add_argument("--tablegen", required=True, type=Path, help="the tablegen binary to run")
    return parser.parse_args(argv)


def load_validator(path: Path) -> Draft202012Validator:
    """Load the schema at `path`, check it is valid JSON Schema 2020-12, and return its validator.

    Raises OSError, ValueError (bad JSON) or SchemaError.
    """
    schema = json.loads(path.read_text(encoding="utf-8"))
    Draft202012Validator.check_schema(schema)
    return Draft202012Validator(schema)


def sample_specs(directory: Path) -> list[Path]:
    """The spec files of `directory`, sorted by name."""
    # Scenario tests stand beside the specs (docs/scenario-tests.md) and are none.
    return sorted(
        p for p in directory.iterdir() if p.is_file() and p.suffix in SPEC_SUFFIXES and ".tests." not in p.name
    )


def render(tablegen: Path, spec: Path, options: tuple[str, ...]) -> tuple[Any | None, str | None]:
    """Run `tablegen render SPEC OPTIONS` and parse its output.

    Returns (document, None) on success, or (None, reason) when tablegen cannot
    run, exits non-zero, or writes something that is not JSON.
    """
    command = [str(tablegen), "render", str(spec), *options, "--color", "never"]
    try:
        result = subprocess.run(
            command, capture_output=True, text=True, encoding="utf-8", timeout=TABLEGEN_TIMEOUT_SECONDS
        )
    except (OSError, subprocess.TimeoutExpired) as error:
        return None, f"cannot run tablegen: {error}"
    if result.returncode != 0:
        detail = result.stderr.strip().splitlines()
        return None, f"tablegen exited with {result.returncode}" + (f": {detail[0]}" if detail else "")
    try:
        return json.loads(result.stdout), None
    except json.JSONDecodeError as error:
        return None, f"output is not JSON: {error}"


def schema_errors(validator: Draft202012Validator, document: Any) -> list[str]:
    """Every schema violation in `document`, as `/json/pointer: message`, in document order."""
    errors = sorted(validator.iter_errors(document), key=lambda e: [str(part) for part in e.absolute_path])
    return [f"{pointer(error.absolute_path)}: {error.message}" for error in errors]


def pointer(path: Any) -> str:
    """The JSON pointer of a jsonschema error path (`/` for the root)."""
    tokens = [str(part).replace("~", "~0").replace("/", "~1") for part in path]
    return "/" + "/".join(tokens)


def check_all(tablegen: Path, validator: Draft202012Validator, specs: list[Path]) -> Iterator[Outcome]:
    """Render each spec in each variant and judge the output against the schema."""
    for spec in specs:
        for options in VARIANTS:
            label = f"{spec.relative_to(REPO_ROOT)} ({' '.join(options)})"
            document, failure = render(tablegen, spec, options)
            problems = [failure] if failure else schema_errors(validator, document)
            yield Outcome(label, problems)


def main(argv: list[str]) -> int:
    """Run the check; return the exit status."""
    arguments = parse_arguments(argv)
    try:
        validator = load_validator(SCHEMA_PATH)
    except (OSError, ValueError, SchemaError) as error:
        message = error.message if isinstance(error, SchemaError) else str(error)
        print(f"{SCHEMA_PATH.relative_to(REPO_ROOT)}: invalid schema: {message}")
        print("0 passed, 1 failed")
        return 1

    specs = sample_specs(SAMPLES_DIR)
    passed = failed = 0
    for outcome in check_all(arguments.tablegen, validator, specs):
        if outcome.passed:
            passed += 1
            continue
        failed += 1
        print(f"FAIL {outcome.label}: {'; '.join(outcome.problems)}")
    if not specs:
        print(f"FAIL no specs found in {SAMPLES_DIR.relative_to(REPO_ROOT)}")
        failed += 1
    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
