#!/usr/bin/env python3
"""Lints the GitHub Action (action.yml) and the README's workflow examples with actionlint.

    scripts/lint-actions.py [--actionlint PATH]

actionlint reads workflows, not an action's metadata, so the script gives it
three kinds of workflow in a scratch repository:

  * each ```yaml block of README.md that holds `jobs:`, as it is;
  * the same, with `uses: OWNER/tablegen@…` pointing at the local action
    (`uses: ./`), so that actionlint checks the inputs it passes against
    action.yml's;
  * action.yml's steps as the steps of a job of a reusable workflow whose
    inputs are the action's, so that its expressions are type-checked and its
    `run:` scripts go through shellcheck (when shellcheck is installed).

It also fails when a `run:` script of action.yml holds a `${{ }}` expression:
the action's inputs (paths and refs from a pull request's workflow) reach the
shell only as environment variables, so that no input's text becomes script
(docs/security.md, "The GitHub Action").

Exits 1 and prints actionlint's findings when there are any.
"""
import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile

import yaml

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), ".."))
FENCE = re.compile(r"^```(\w*)\s*$")
ACTION_USE = re.compile(r"uses: \S+/tablegen@\S+")


def readme_workflows():
    """The ```yaml blocks of README.md that are workflows (they hold `jobs:`)."""
    blocks, current, language = [], None, None
    with open(os.path.join(ROOT, "README.md"), encoding="utf-8") as readme:
        for line in readme:
            fence = FENCE.match(line)
            if fence and current is None:
                current, language = [], fence.group(1)
            elif fence:
                if language == "yaml" and any(text.startswith("jobs:") for text in current):
                    blocks.append("".join(current))
                current = None
            elif current is not None:
                current.append(line)
    return blocks


def action_as_workflow():
    """action.yml's steps as a job of a reusable workflow with the action's inputs."""
    with open(os.path.join(ROOT, "action.yml"), encoding="utf-8") as file:
        action = yaml.safe_load(file)
    if action["runs"]["using"] != "composite":
        sys.exit("lint-actions: action.yml is not a composite action")
    inputs = {name: {"type": "string", "default": spec.get("default", "")}
              for name, spec in action["inputs"].items()}
    workflow = {
        "name": "action.yml's steps",
        "on": {"workflow_call": {"inputs": inputs}},
        "jobs": {"action": {"runs-on": "ubuntu-latest", "steps": action["runs"]["steps"]}},
    }
    return yaml.safe_dump(workflow, sort_keys=False)


def expressions_in_scripts():
    """The `run:` scripts of action.yml that expand an expression into their text."""
    with open(os.path.join(ROOT, "action.yml"), encoding="utf-8") as file:
        steps = yaml.safe_load(file)["runs"]["steps"]
    return [step.get("name") or step.get("id") or f"step {number}"
            for number, step in enumerate(steps, 1) if "${{" in step.get("run", "")]


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--actionlint", default=shutil.which("actionlint"), type=os.path.abspath,
                        help="the actionlint to run")
    options = parser.parse_args()
    if not options.actionlint:
        sys.exit("lint-actions: no actionlint on PATH (pip install -r scripts/requirements.txt)")
    expanding = expressions_in_scripts()
    if expanding:
        print(f"lint-actions: FAILED: action.yml's run: scripts expand ${{{{ }}}} into their text, pass it "
              f"through env: instead: {', '.join(expanding)}")
        return 1
    examples = readme_workflows()
    if not examples:
        sys.exit("lint-actions: README.md has no workflow example (a ```yaml block with jobs:)")

    with tempfile.TemporaryDirectory() as scratch:
        # actionlint finds the repository, and with it `uses: ./`, by its .git folder.
        subprocess.run(["git", "init", "-q", scratch], check=True)
        workflows = os.path.join(scratch, ".github", "workflows")
        os.makedirs(workflows)
        shutil.copy(os.path.join(ROOT, "action.yml"), scratch)
        files = []
        for number, example in enumerate(examples, 1):
            local = ACTION_USE.sub("uses: ./", example)
            if local == example:
                sys.exit(f"lint-actions: README.md's workflow example {number} does not use the action")
            for name, text in ((f"readme-{number}.yml", example), (f"readme-{number}-local.yml", local)):
                files.append(os.path.join(workflows, name))
                with open(files[-1], "w", encoding="utf-8") as out:
                    out.write(text)
        files.append(os.path.join(workflows, "action-steps.yml"))
        with open(files[-1], "w", encoding="utf-8") as out:
            out.write(action_as_workflow())
        result = subprocess.run([options.actionlint, "-no-color"] + [os.path.relpath(f, scratch) for f in files],
                                cwd=scratch, capture_output=True, text=True)
        shellcheck = "with shellcheck" if shutil.which("shellcheck") else "without shellcheck (not installed)"
        if result.returncode != 0:
            print(result.stdout + result.stderr)
            print(f"lint-actions: FAILED: actionlint found problems in {len(files)} workflows ({shellcheck})")
            return 1
        print(f"lint-actions: actionlint passes on {len(examples)} README workflow(s), the same using ./action.yml, "
              f"and action.yml's steps ({shellcheck})")
        return 0


if __name__ == "__main__":
    sys.exit(main())
