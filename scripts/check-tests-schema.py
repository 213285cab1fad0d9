#!/usr/bin/env python3
"""Check Schemas/tablegen-tests.schema.json against the scenario tests files.

Usage:
    python3 scripts/check-tests-schema.py --tablegen PATH_TO_BINARY

Every tests file beside a sample (Samples/*.tests.yaml, .yml, .json) must be
valid by the schema and pass `tablegen test`; every file in
Tests/Fixtures/scenarios/invalid/ must be refused by both: by the schema, and
by `tablegen test` with a problem of the file's structure (not a failed case).
The files are read as tablegen reads them (YAML 1.2 core schema, strict JSON),
by the loader of scripts/check-schema-agreement.py.

Exit status: 0 when every file agrees, 1 when one does not, 2 on a hard failure.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import subprocess
import sys
from pathlib import Path

import jsonschema

REPO_ROOT = Path(__file__).resolve().parent.parent
SCHEMA_PATH = REPO_ROOT / "Schemas" / "tablegen-tests.schema.json"
SAMPLES_DIR = REPO_ROOT / "Samples"
INVALID_DIR = REPO_ROOT / "Tests" / "Fixtures" / "scenarios" / "invalid"
TESTS_SUFFIXES = (".tests.yaml", ".tests.yml", ".tests.json")


def agreement_module():
    """scripts/check-schema-agreement.py, for its loader (its name has hyphens)."""
    spec = importlib.util.spec_from_file_location("agreement", REPO_ROOT / "scripts" / "check-schema-agreement.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules["agreement"] = module  # its dataclasses look their module up
    spec.loader.exec_module(module)
    return module


def tests_files(folder: Path) -> list[Path]:
    return sorted(p for p in folder.iterdir() if p.is_file() and p.name.lower().endswith(TESTS_SUFFIXES))


def run_tests(binary: Path, path: Path) -> tuple[int, list[dict]]:
    """`tablegen test --format json PATH`: its exit status and diagnostics."""
    result = subprocess.run(
        [str(binary), "test", "--format", "json", str(path)], capture_output=True, text=True, cwd=REPO_ROOT
    )
    try:
        document = json.loads(result.stdout)
    except json.JSONDecodeError:
        raise SystemExit(f"HARD FAILURE: tablegen test {path} wrote no JSON: {result.stderr.strip()}")
    diagnostics = document.get("diagnostics", [])
    return result.returncode, diagnostics


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tablegen", required=True, type=Path)
    args = parser.parse_args()
    agreement = agreement_module()
    schema = json.loads(SCHEMA_PATH.read_text(encoding="utf-8"))
    jsonschema.Draft202012Validator.check_schema(schema)
    validator = jsonschema.Draft202012Validator(schema)

    failures = 0
    samples = tests_files(SAMPLES_DIR)
    invalid = tests_files(INVALID_DIR) if INVALID_DIR.is_dir() else []
    if not samples:
        print("FAIL no tests files in Samples/")
        return 1
    for path, expect_valid in [(p, True) for p in samples] + [(p, False) for p in invalid]:
        name = path.relative_to(REPO_ROOT)
        try:
            document = agreement.load_spec(path)
            errors = sorted(validator.iter_errors(document), key=lambda e: list(e.path))
            schema_says = "valid" if not errors else f"invalid ({errors[0].message})"
        except agreement.LoadError as error:
            schema_says = f"invalid (does not load: {error})"
        status, diagnostics = run_tests(args.tablegen, path)
        structural = [d for d in diagnostics if d.get("class") in ("syntax", "structure")]
        if expect_valid:
            ok = schema_says == "valid" and status == 0
            tablegen_says = "passes" if status == 0 else f"exit {status}: {[d.get('code') for d in diagnostics]}"
        else:
            ok = schema_says != "valid" and status == 1 and bool(structural)
            tablegen_says = f"exit {status}, structure problems: {[d.get('code') for d in structural]}"
        print(f"{'ok  ' if ok else 'FAIL'} {name}: schema {schema_says}; tablegen {tablegen_says}")
        failures += 0 if ok else 1
    print(f"{len(samples) + len(invalid)} tests files, {failures} disagreeing")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
