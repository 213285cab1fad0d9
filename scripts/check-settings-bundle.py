#!/usr/bin/env python3
"""The Settings.bundle round trip through the command line, with Python's
plistlib as the independent reader: each bundle is imported into specs, each
spec is exported (for InAppSettingsKit) where it and the specs it links to
validate, and the export is imported again, which must give the same spec
bytes. plistlib must read every exported plist, and each .strings file must be
UTF-8 "key" = "value"; pairs.

The bundles are docs/examples/Settings.bundle and, when ../shared is there,
InAppSettingsKit's sample (../shared/testsuites/settings-bundles); the sample
is skipped with a note when ../shared is absent.

Usage: scripts/check-settings-bundle.py --tablegen .build/debug/tablegen
Exit status: 0 when every check passes, 1 when one fails.
"""

import argparse
import plistlib
import re
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SAMPLE = ROOT.parent / "shared/testsuites/settings-bundles/InAppSettingsKit/Settings.bundle"
PAIR = re.compile(r'^"(?:[^"\\]|\\.)*" = "(?:[^"\\]|\\.)*";$')


def run(tablegen, *arguments):
    return subprocess.run([tablegen, *arguments], capture_output=True, text=True, env={"NO_COLOR": "1"}, timeout=60)


def check_exported(folder, problems):
    for path in sorted(folder.rglob("*.plist")):
        try:
            plistlib.loads(path.read_bytes())
        except Exception as error:  # plistlib raises several types
            problems.append(f"{path}: plistlib cannot read it: {error}")
    for path in sorted(folder.rglob("*.strings")):
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if not PAIR.match(line):
                problems.append(f"{path}:{number}: not a \"key\" = \"value\"; pair: {line!r}")


def check_bundle(tablegen, bundle, scratch, problems):
    specs = scratch / "specs"
    result = run(tablegen, "import", "settings-bundle", str(bundle), "-o", str(specs))
    if result.returncode != 0:
        problems.append(f"{bundle}: import exits {result.returncode}: {result.stderr[-500:]}")
        return 0
    exported = 0
    for spec in sorted(specs.glob("*.yaml")):
        target = scratch / "export" / spec.stem
        result = run(tablegen, "export", "settings-bundle", str(spec), "-o", str(target), "--target", "iask")
        if result.returncode == 1:
            continue  # the spec, or one it links to, has errors: the unit test round-trips its model instead
        if result.returncode != 0:
            problems.append(f"{spec.name}: export exits {result.returncode}: {result.stderr[-500:]}")
            continue
        exported += 1
        check_exported(target, problems)
        again = scratch / "again" / spec.stem
        result = run(tablegen, "import", "settings-bundle", str(target), "-o", str(again))
        if result.returncode != 0:
            problems.append(f"{spec.name}: import of the export exits {result.returncode}")
            continue
        for written in sorted(again.glob("*.yaml")):
            original = spec if written.name == "root.yaml" else specs / written.name
            if not original.exists() or written.read_bytes() != original.read_bytes():
                problems.append(f"{spec.name}: {written.name} differs after export and import")
    return exported


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--tablegen", required=True)
    tablegen = str(Path(parser.parse_args().tablegen).resolve())
    bundles = [ROOT / "docs/examples/Settings.bundle"]
    if SAMPLE.is_dir():
        bundles.append(SAMPLE)
    else:
        print(f"skipped: {SAMPLE} is absent (InAppSettingsKit's sample is not part of the package)")
    problems = []
    for bundle in bundles:
        with tempfile.TemporaryDirectory() as scratch:
            exported = check_bundle(tablegen, bundle, Path(scratch), problems)
            print(f"{bundle.name} ({bundle.parent.name}): {exported} specs exported, read back by plistlib, imported again")
    for problem in problems:
        print(problem, file=sys.stderr)
    print("settings-bundle round trip: " + ("FAILED" if problems else "passed"))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
