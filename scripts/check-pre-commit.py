#!/usr/bin/env python3
"""Runs the hooks of .pre-commit-hooks.yaml for real, with pre-commit, on a good and a bad spec.

    scripts/check-pre-commit.py --tablegen PATH

In a temporary git repository holding specs/good.yaml and specs/bad.yaml (an
unknown key), `pre-commit try-repo` runs this clone's `tablegen-validate-system`
hook (tablegen from PATH; the folder of --tablegen comes first on it) on each
file: it must pass on the good spec, and fail on the bad one with tablegen's
diagnostic, file:line:col and code, in its output. pre-commit keeps its clones
in the temporary folder, not in ~/.cache.
"""
import argparse
import os
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), ".."))
HOOK = "tablegen-validate-system"
GOOD = """tablegen: 1
title: Sign in
cells:
  - type: input
    id: email
    label: Email
"""
BAD = """tablegen: 1
title: Sign in
cells:
  - type: input
    id: email
    lable: Email
"""
DIAGNOSTIC = "specs/bad.yaml:6:5: error: unknown key 'lable' in an input cell [unknown-key]"


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--tablegen", required=True, help="a tablegen binary named tablegen")
    options = parser.parse_args()
    tablegen = os.path.abspath(options.tablegen)
    if os.path.basename(tablegen) != "tablegen" or not os.access(tablegen, os.X_OK):
        sys.exit(f"check-pre-commit: {tablegen} is not an executable named tablegen")
    pre_commit = shutil.which("pre-commit")
    if not pre_commit:
        sys.exit("check-pre-commit: no pre-commit on PATH (pip install -r scripts/requirements.txt)")

    failures = []
    with tempfile.TemporaryDirectory() as scratch:
        repository = os.path.join(scratch, "repository")
        os.makedirs(os.path.join(repository, "specs"))
        for name, text in (("good.yaml", GOOD), ("bad.yaml", BAD)):
            with open(os.path.join(repository, "specs", name), "w", encoding="utf-8") as spec:
                spec.write(text)
        git = ["git", "-c", "user.name=check", "-c", "user.email=check@localhost"]
        subprocess.run(git + ["init", "-q"], cwd=repository, check=True)
        subprocess.run(git + ["add", "specs"], cwd=repository, check=True)
        environment = dict(os.environ, PRE_COMMIT_HOME=os.path.join(scratch, "cache"), NO_COLOR="1",
                           PATH=os.path.dirname(tablegen) + os.pathsep + os.environ.get("PATH", ""))

        def run(spec):
            return subprocess.run([pre_commit, "try-repo", ROOT, HOOK, "--files", spec, "--color", "never"],
                                  cwd=repository, env=environment, capture_output=True, text=True)

        good = run("specs/good.yaml")
        print(f"good spec: pre-commit exited {good.returncode}")
        if good.returncode != 0:
            failures.append(f"the hook failed on the good spec:\n{good.stdout}{good.stderr}")
        bad = run("specs/bad.yaml")
        print(f"bad spec: pre-commit exited {bad.returncode}")
        if bad.returncode == 0:
            failures.append(f"the hook passed the bad spec:\n{bad.stdout}{bad.stderr}")
        elif DIAGNOSTIC not in bad.stdout:
            failures.append(f"pre-commit's output lacks tablegen's diagnostic '{DIAGNOSTIC}':\n{bad.stdout}{bad.stderr}")
        else:
            print(f"  {DIAGNOSTIC}")

    for failure in failures:
        print(f"check-pre-commit: FAILED: {failure}")
    if failures:
        return 1
    print(f"check-pre-commit: {HOOK} passes the good spec and fails the bad one with tablegen's diagnostic")
    return 0


if __name__ == "__main__":
    sys.exit(main())
