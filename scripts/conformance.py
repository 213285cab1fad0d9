#!/usr/bin/env python3
"""Run JSONTestSuite's parsing cases through `tablegen validate --format json`.

Usage:
    python3 scripts/conformance.py --tablegen PATH_TO_BINARY

The suite lives in ../shared/testsuites/JSONTestSuite/test_parsing (data, MIT;
never copied into this project). The rules, from the suite and issue #3:

    y_*.json   must parse: no diagnostic of class "syntax"
    n_*.json   must be rejected with a positioned "syntax" diagnostic
    i_*.json   may go either way, but must appear in the report (no crash)

Files that parse are usually not specs, so structural diagnostics are
expected for them and ignored here. One tablegen process checks the whole
folder, as CI would. Prints `N passed, M failed` and exits 1 on any miss; when
../shared is absent it says so and exits 0.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parent.parent
SUITE = REPO_ROOT.parent / "shared" / "testsuites" / "JSONTestSuite" / "test_parsing"


def run_validate(binary: Path, folder: Path) -> dict:
    """The JSON report of one `tablegen validate` over the whole folder."""
    completed = subprocess.run(
        [str(binary), "validate", "--format", "json", str(folder)],
        capture_output=True, text=True, errors="replace", timeout=600,
    )
    if completed.returncode not in (0, 1, 2):
        sys.exit(f"tablegen exited with status {completed.returncode}:\n{completed.stderr}")
    return json.loads(completed.stdout)


def judge(name: str, diagnostics: list[dict]) -> str | None:
    """Why a case fails, or None when it passes."""
    syntax = [d for d in diagnostics if d["class"] == "syntax"]
    if name.startswith("y_") and syntax:
        first = syntax[0]
        return f"accepted JSON rejected at {first['line']}:{first['column']}: {first['message']}"
    if name.startswith("n_"):
        if not syntax:
            return "invalid JSON accepted"
        if any(d["line"] is None for d in syntax):
            return "rejected without a position"
    return None


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tablegen", required=True, type=Path)
    arguments = parser.parse_args()
    if not SUITE.is_dir():
        print(f"JSONTestSuite not found at {SUITE}; skipped.")
        return 0

    cases = sorted(p for p in SUITE.iterdir() if p.suffix == ".json")
    report = run_validate(arguments.tablegen.resolve(), SUITE)
    by_file: dict[str, list[dict]] = {}
    for diagnostic in report["diagnostics"]:
        by_file.setdefault(Path(diagnostic["file"]).name, []).append(diagnostic)
    reported = {Path(f["path"]).name for f in report["files"]}

    failures = []
    counts = {"y": 0, "n": 0, "i": 0}
    for case in cases:
        counts[case.name[0]] = counts.get(case.name[0], 0) + 1
        if case.name not in reported:
            failures.append(f"{case.name}: missing from the report (crash?)")
            continue
        reason = judge(case.name, by_file.get(case.name, []))
        if reason:
            failures.append(f"{case.name}: {reason}")

    for failure in failures:
        print(f"FAIL {failure}")
    print(f"JSONTestSuite: {counts['y']} y_ accepted, {counts['n']} n_ rejected, {counts['i']} i_ without a crash")
    print(f"{len(cases) - len(failures)} passed, {len(failures)} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
