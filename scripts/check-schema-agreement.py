#!/usr/bin/env python3
"""Check that tablegen's decoder and Schemas/tablegen.schema.json agree.

Usage:
    python3 scripts/check-schema-agreement.py --tablegen PATH_TO_BINARY [--verbose]

Every file below is judged twice: by the JSON Schema (after loading it the way
the spec format says: YAML 1.2 core schema, strict JSON) and by tablegen's
structural verdict. Each file has an expected verdict:

    Samples/*.yaml|*.yml|*.json     valid on both sides
    Tests/Fixtures/invalid/**       invalid on both sides (structurally wrong)
    Tests/Fixtures/semantic/**      valid on both sides (structurally fine; only
                                    the semantic checks of `tablegen validate`
                                    reject them)

A file that does not load on the Python side (bad YAML/JSON, duplicate keys,
merge keys, NaN, too large, too many alias expansions...) counts as invalid for
the schema side.

Some of what tablegen reads is beyond any JSON Schema, and the check says so
rather than hiding it: each KNOWN_DIFFERENCES entry names such a blind spot.
A file where tablegen reports a problem in one (an expression whose grammar,
references or types are wrong) is listed under its name after the results,
and counted apart; it fails only when the two verdicts also differ for a
reason outside the blind spot.

Exit status: 0 when every file agrees, 1 when some file disagrees, 2 on a hard
failure (bad arguments, a schema that is not valid JSON Schema, tablegen
crashing or exiting with a status other than 0 or 1).
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import math
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import jsonschema
import yaml
from jsonschema.exceptions import best_match

REPO_ROOT = Path(__file__).resolve().parent.parent
SCHEMA_PATH = REPO_ROOT / "Schemas" / "tablegen.schema.json"
SAMPLES_DIR = REPO_ROOT / "Samples"
INVALID_FIXTURES_DIR = REPO_ROOT / "Tests" / "Fixtures" / "invalid"
SEMANTIC_FIXTURES_DIR = REPO_ROOT / "Tests" / "Fixtures" / "semantic"

SAMPLE_SUFFIXES = (".yaml", ".yml", ".json")
# Files in fixture folders that are not specs: documentation, and the
# `.expect` sidecars that hold a JSON fixture's expected diagnostics.
# .strings and .xcstrings: translation catalogs beside a fixture, not specs.
IGNORED_FIXTURE_SUFFIXES = (".md", ".expect", ".strings", ".xcstrings")

# The limits of docs/spec-format.md ("Limits").
MAX_FILE_SIZE = 16 * 1024 * 1024
MAX_ALIAS_EXPANSION = 100_000

TABLEGEN_TIMEOUT_SECONDS = 60


@dataclasses.dataclass(frozen=True)
class KnownDifference:
    """Something tablegen checks that the JSON Schema cannot: a blind spot, listed, not hidden."""

    name: str
    why: str
    # The keys whose string values are in the blind spot: a diagnostic whose
    # JSON pointer ends in one of them falls in it.
    keys: frozenset[str]

    def covers(self, diagnostic: dict[str, Any]) -> bool:
        """Whether a tablegen diagnostic is about a value in this blind spot."""
        tokens = str(diagnostic.get("pointer") or "").split("/")
        return tokens[-1] in self.keys


KNOWN_DIFFERENCES = [
    KnownDifference(
        name="expressions are not checked by the JSON Schema",
        why=(
            "conditions (visibleIf, enableIf, requiredIf), check rules and computed defaults are strings "
            "to the schema; their grammar, references and types are checked by tablegen validate only"
        ),
        keys=frozenset({"visibleIf", "enableIf", "requiredIf", "rule", "computedDefault"}),
    ),
]

EXIT_OK = 0
EXIT_DISAGREEMENT = 1
EXIT_HARD_FAILURE = 2


class HardFailure(Exception):
    """An error that stops the check: the result would be meaningless."""


class LoadError(Exception):
    """The file is not a loadable spec document on the Python side."""


# --------------------------------------------------------------------------
# YAML 1.2 core schema loader
# --------------------------------------------------------------------------

TAG_NULL = "tag:yaml.org,2002:null"
TAG_BOOL = "tag:yaml.org,2002:bool"
TAG_INT = "tag:yaml.org,2002:int"
TAG_FLOAT = "tag:yaml.org,2002:float"

CORE_NULL = re.compile(r"^(?:~|null|Null|NULL|)$")
CORE_BOOL = re.compile(r"^(?:true|True|TRUE|false|False|FALSE)$")
CORE_INT = re.compile(r"^(?:[-+]?[0-9]+|0o[0-7]+|0x[0-9a-fA-F]+)$")
CORE_FLOAT = re.compile(
    r"^(?:[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?"
    r"|[-+]?\.(?:inf|Inf|INF)"
    r"|\.(?:nan|NaN|NAN))$"
)


class CoreSchemaLoader(yaml.SafeLoader):
    """A SafeLoader that follows the YAML 1.2 core schema, strictly.

    Plain scalars resolve to null, bool, int or float only by the core schema's
    regular expressions (so `yes`, `on`, `1:30` and `2024-01-01` are strings);
    duplicate mapping keys and `<<` merge keys are errors.
    """

    # Replace, never extend, the YAML 1.1 resolvers inherited from SafeLoader.
    yaml_implicit_resolvers: dict[str, list[tuple[str, re.Pattern[str]]]] = {}

    def construct_core_bool(self, node: yaml.ScalarNode) -> bool:
        """Construct `true|True|TRUE|false|False|FALSE`."""
        value = self.construct_scalar(node)
        if not CORE_BOOL.match(value):
            raise yaml.constructor.ConstructorError(
                None, None, f"not a YAML 1.2 boolean: {value!r}", node.start_mark
            )
        return value.lower() == "true"

    def construct_core_int(self, node: yaml.ScalarNode) -> int:
        """Construct a decimal, `0o` octal or `0x` hexadecimal integer."""
        value = self.construct_scalar(node)
        if not CORE_INT.match(value):
            raise yaml.constructor.ConstructorError(
                None, None, f"not a YAML 1.2 integer: {value!r}", node.start_mark
            )
        if value.startswith("0o"):
            return int(value[2:], 8)
        if value.startswith("0x"):
            return int(value[2:], 16)
        return int(value, 10)

    def construct_core_float(self, node: yaml.ScalarNode) -> float:
        """Construct a float, `.inf` (signed) or `.nan`."""
        value = self.construct_scalar(node)
        if not CORE_FLOAT.match(value):
            raise yaml.constructor.ConstructorError(
                None, None, f"not a YAML 1.2 float: {value!r}", node.start_mark
            )
        lowered = value.lower()
        if lowered.endswith(".inf"):
            return -math.inf if lowered.startswith("-") else math.inf
        if lowered == ".nan":
            return math.nan
        return float(value)

    def construct_mapping(self, node: yaml.Node, deep: bool = False) -> dict[Any, Any]:
        """Construct a mapping, refusing merge keys and duplicate keys."""
        if not isinstance(node, yaml.MappingNode):
            raise yaml.constructor.ConstructorError(
                None, None, f"expected a mapping node, but found {node.id}", node.start_mark
            )
        mapping: dict[Any, Any] = {}
        for key_node, value_node in node.value:
            if (
                isinstance(key_node, yaml.ScalarNode)
                and key_node.style is None
                and key_node.value == "<<"
            ):
                raise yaml.constructor.ConstructorError(
                    "while constructing a mapping", node.start_mark,
                    "merge keys (<<) are not supported", key_node.start_mark,
                )
            key = self.construct_object(key_node, deep=deep)
            try:
                hash(key)
            except TypeError:
                raise yaml.constructor.ConstructorError(
                    "while constructing a mapping", node.start_mark,
                    "found an unhashable key", key_node.start_mark,
                ) from None
            if key in mapping:
                raise yaml.constructor.ConstructorError(
                    "while constructing a mapping", node.start_mark,
                    f"found duplicate key {key!r}", key_node.start_mark,
                )
            mapping[key] = self.construct_object(value_node, deep=deep)
        return mapping


CoreSchemaLoader.add_implicit_resolver(TAG_NULL, CORE_NULL, ["~", "n", "N", ""])
CoreSchemaLoader.add_implicit_resolver(TAG_BOOL, CORE_BOOL, list("tTfF"))
# Integers before floats: the float expression also matches "12".
CoreSchemaLoader.add_implicit_resolver(TAG_INT, CORE_INT, list("-+0123456789"))
CoreSchemaLoader.add_implicit_resolver(TAG_FLOAT, CORE_FLOAT, list("-+0123456789."))
CoreSchemaLoader.add_constructor(TAG_BOOL, CoreSchemaLoader.construct_core_bool)
CoreSchemaLoader.add_constructor(TAG_INT, CoreSchemaLoader.construct_core_int)
CoreSchemaLoader.add_constructor(TAG_FLOAT, CoreSchemaLoader.construct_core_float)


def count_alias_expansion(root: yaml.Node) -> int:
    """Return how many nodes aliases add when the document is fully expanded.

    That is the size of the expanded tree minus the number of distinct nodes
    written in the file. A recursive alias (an alias inside its own anchor)
    raises LoadError.
    """
    expanded_sizes: dict[int, int] = {}
    in_progress: set[int] = set()

    def expanded_size(node: yaml.Node) -> int:
        key = id(node)
        if key in expanded_sizes:
            return expanded_sizes[key]
        if key in in_progress:
            raise LoadError("recursive alias: an anchor refers to itself")
        in_progress.add(key)
        size = 1
        if isinstance(node, yaml.SequenceNode):
            size += sum(expanded_size(child) for child in node.value)
        elif isinstance(node, yaml.MappingNode):
            size += sum(expanded_size(k) + expanded_size(v) for k, v in node.value)
        in_progress.discard(key)
        expanded_sizes[key] = size
        return size

    total = expanded_size(root)
    return total - len(expanded_sizes)


def load_yaml(data: bytes) -> Any:
    """Load exactly one YAML document under the YAML 1.2 core schema."""
    try:
        loader = CoreSchemaLoader(data)
        try:
            root = loader.get_single_node()  # refuses a second document
            if root is None:
                raise LoadError("the file holds no YAML document")
            expansion = count_alias_expansion(root)
            if expansion > MAX_ALIAS_EXPANSION:
                raise LoadError(
                    f"aliases expand to {expansion} nodes (limit {MAX_ALIAS_EXPANSION})"
                )
            return loader.construct_document(root)
        finally:
            loader.dispose()
    except yaml.MarkedYAMLError as error:
        mark = error.problem_mark or error.context_mark
        where = f"{mark.line + 1}:{mark.column + 1}: " if mark else ""
        raise LoadError(f"YAML: {where}{error.problem or error.context}") from None
    except yaml.YAMLError as error:
        raise LoadError(f"YAML: {error}") from None
    except RecursionError:
        raise LoadError("YAML: nesting too deep") from None


# --------------------------------------------------------------------------
# Strict JSON loader
# --------------------------------------------------------------------------

def _reject_duplicate_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    """object_pairs_hook for json.loads: duplicate keys are errors."""
    result: dict[str, Any] = {}
    for key, value in pairs:
        if key in result:
            raise LoadError(f"JSON: duplicate key {key!r}")
        result[key] = value
    return result


def _reject_constant(name: str) -> Any:
    """parse_constant for json.loads: NaN and Infinity are not RFC 8259 JSON."""
    raise LoadError(f"JSON: {name} is not valid JSON")


def load_json(data: bytes) -> Any:
    """Load RFC 8259 JSON: UTF-8, no duplicate keys, no NaN or Infinity."""
    try:
        text = data.decode("utf-8")
        return json.loads(
            text,
            object_pairs_hook=_reject_duplicate_keys,
            parse_constant=_reject_constant,
        )
    except UnicodeDecodeError as error:
        raise LoadError(f"JSON: not UTF-8: {error}") from None
    except json.JSONDecodeError as error:
        raise LoadError(f"JSON: {error}") from None
    except RecursionError:
        raise LoadError("JSON: nesting too deep") from None


def load_spec(path: Path) -> Any:
    """Load a spec file as a Python value; `.json` files are JSON, others YAML."""
    data = path.read_bytes()
    if len(data) > MAX_FILE_SIZE:
        raise LoadError(f"file is {len(data)} bytes (limit {MAX_FILE_SIZE})")
    if path.suffix.lower() == ".json":
        return load_json(data)
    return load_yaml(data)


# --------------------------------------------------------------------------
# The two verdicts
# --------------------------------------------------------------------------

@dataclasses.dataclass
class Verdict:
    """One side's judgement of one file."""

    valid: bool
    reason: str = ""
    # tablegen's side only: every diagnostic of the file, whatever its class.
    diagnostics: list[dict[str, Any]] = dataclasses.field(default_factory=list)

    def describe(self) -> str:
        """"valid" or "invalid"."""
        return "valid" if self.valid else "invalid"


def load_validator() -> jsonschema.Draft202012Validator:
    """Load the schema, check it against the 2020-12 metaschema, and return a validator."""
    try:
        schema = json.loads(SCHEMA_PATH.read_text(encoding="utf-8"))
    except (OSError, ValueError) as error:
        raise HardFailure(f"cannot read {SCHEMA_PATH}: {error}") from None
    try:
        jsonschema.Draft202012Validator.check_schema(schema)
    except jsonschema.SchemaError as error:
        raise HardFailure(f"{SCHEMA_PATH} is not a valid 2020-12 schema: {error.message}") from None
    return jsonschema.Draft202012Validator(schema)


def schema_verdict(validator: jsonschema.Draft202012Validator, path: Path) -> Verdict:
    """Judge a file with the JSON Schema; a file that does not load is invalid."""
    try:
        document = load_spec(path)
    except LoadError as error:
        return Verdict(False, f"does not load: {error}")
    error = best_match(validator.iter_errors(document))
    if error is None:
        return Verdict(True)
    return Verdict(False, f"{error.json_path}: {error.message}")


def tablegen_structurally_valid(binary: Path, path: Path) -> Verdict:
    """Ask tablegen whether a file is structurally valid.

    Runs `tablegen validate --format json PATH` and counts only diagnostics of
    the `syntax` and `structure` classes: the semantic checks are tablegen's
    own and the schema cannot express them. Exit status 0 or 1 is a verdict;
    anything else (or no exit within the timeout) is a HardFailure.
    """
    command = [str(binary), "validate", "--format", "json", str(path)]
    try:
        completed = subprocess.run(
            command,
            cwd=REPO_ROOT,
            capture_output=True,
            text=True,
            errors="replace",
            timeout=TABLEGEN_TIMEOUT_SECONDS,
        )
    except OSError as error:
        raise HardFailure(f"cannot run {binary}: {error}") from None
    except subprocess.TimeoutExpired:
        raise HardFailure(
            f"{' '.join(command)} did not finish within {TABLEGEN_TIMEOUT_SECONDS} s"
        ) from None
    if completed.returncode not in (0, 1):
        raise HardFailure(
            f"{' '.join(command)} exited with status {completed.returncode}\n{completed.stderr.strip()}"
        )
    try:
        report = json.loads(completed.stdout)
    except json.JSONDecodeError as error:
        raise HardFailure(f"{' '.join(command)} printed invalid JSON: {error}") from None
    structural = [
        d for d in report["diagnostics"]
        if d["class"] in ("syntax", "structure") and d["severity"] == "error"
    ]
    return Verdict(not structural, describe_diagnostics(structural), report["diagnostics"])


def describe_diagnostics(diagnostics: list[dict[str, Any]]) -> str:
    """`line:column message [code]` for each, joined."""
    return "; ".join(f"{d['line']}:{d['column']} {d['message']} [{d['code']}]" for d in diagnostics)


# --------------------------------------------------------------------------
# Files and reporting
# --------------------------------------------------------------------------

@dataclasses.dataclass
class Case:
    """A file and the verdict both sides must give it."""

    path: Path
    expect_valid: bool


def fixture_files(folder: Path) -> list[Path]:
    """Every spec file under a fixture folder (hidden files and docs skipped)."""
    return sorted(
        path
        for path in folder.rglob("*")
        if path.is_file()
        and not any(part.startswith(".") for part in path.relative_to(folder).parts)
        and path.suffix.lower() not in IGNORED_FIXTURE_SUFFIXES
        # data/ holds the data files of rows from data, not specs.
        and path.relative_to(folder).parts[0] != "data"
    )


def collect_cases() -> list[Case]:
    """The samples and the fixtures, each with its expected verdict."""
    cases = [
        Case(path, True)
        for path in sorted(SAMPLES_DIR.iterdir())
        if path.is_file() and path.suffix.lower() in SAMPLE_SUFFIXES
        and ".tests." not in path.name.lower()  # scenario tests beside the specs (docs/scenario-tests.md)
    ] if SAMPLES_DIR.is_dir() else []
    for folder, expect_valid in ((INVALID_FIXTURES_DIR, False), (SEMANTIC_FIXTURES_DIR, True)):
        if folder.is_dir():
            cases.extend(Case(path, expect_valid) for path in fixture_files(folder))
        else:
            print(f"note: {folder.relative_to(REPO_ROOT)} does not exist; skipped")
    return cases


def one_line(text: str) -> str:
    """Fold a multi-line message into one line."""
    return " | ".join(line.strip() for line in text.splitlines() if line.strip())


@dataclasses.dataclass
class Outcome:
    """One file's result: whether both sides agree with the expectation, and
    what tablegen found in each known blind spot of the schema."""

    passed: bool
    known: dict[str, list[dict[str, Any]]]


def in_known_difference(diagnostic: dict[str, Any]) -> KnownDifference | None:
    """The blind spot a diagnostic falls in, if any."""
    return next((known for known in KNOWN_DIFFERENCES if known.covers(diagnostic)), None)


def check_case(
    case: Case, validator: jsonschema.Draft202012Validator, binary: Path, verbose: bool
) -> Outcome:
    """Judge one file on both sides; print a line if they disagree."""
    relative = case.path.relative_to(REPO_ROOT)
    expected = "valid" if case.expect_valid else "invalid"
    schema = schema_verdict(validator, relative)
    tool = tablegen_structurally_valid(binary, relative)
    known: dict[str, list[dict[str, Any]]] = {}
    for diagnostic in tool.diagnostics:
        if difference := in_known_difference(diagnostic):
            known.setdefault(difference.name, []).append(diagnostic)
    if not tool.valid and case.expect_valid:
        # A structural error inside a blind spot is no disagreement: the schema cannot see it.
        outside = [
            d for d in tool.diagnostics
            if d["class"] in ("syntax", "structure") and d["severity"] == "error" and not in_known_difference(d)
        ]
        if not outside:
            tool = Verdict(True, "", tool.diagnostics)
    passed = schema.valid == case.expect_valid and tool.valid == case.expect_valid
    if passed:
        if verbose:
            print(f"ok   {relative}: {expected} (schema and tablegen agree)")
    else:
        schema_detail = f" ({one_line(schema.reason)})" if schema.reason else ""
        tool_detail = f": {one_line(tool.reason)}" if tool.reason.strip() else ""
        print(
            f"FAIL {relative}: expected {expected}; "
            f"schema says {schema.describe()}{schema_detail}; "
            f"tablegen says {tool.describe()}{tool_detail}"
        )
    return Outcome(passed, known)


def print_known_differences(cases: list[Case], outcomes: list[Outcome]) -> int:
    """List each blind spot of the schema and the files where tablegen found a
    problem in it; returns how many files were listed."""
    listed = 0
    print("Known differences (the JSON Schema cannot check these; listed, not failed):")
    for difference in KNOWN_DIFFERENCES:
        files = [
            (case, outcome.known[difference.name])
            for case, outcome in zip(cases, outcomes)
            if difference.name in outcome.known
        ]
        print(f"- {difference.name}: {difference.why}; {len(files)} files")
        for case, diagnostics in files:
            print(f"    {case.path.relative_to(REPO_ROOT)}: {describe_diagnostics(diagnostics)}")
        listed += len(files)
    return listed


def parse_arguments(argv: list[str]) -> argparse.Namespace:
    """Parse the command line."""
    parser = argparse.ArgumentParser(
        description="Check that tablegen's decoder and the JSON Schema agree on the samples and fixtures."
    )
    parser.add_argument("--tablegen", required=True, type=Path, help="path to the tablegen binary")
    parser.add_argument("--verbose", action="store_true", help="print every file's verdicts")
    return parser.parse_args(argv)


def main(argv: list[str]) -> int:
    """Run the check; returns the exit status."""
    arguments = parse_arguments(argv)
    binary = arguments.tablegen.resolve()
    try:
        if not binary.is_file():
            raise HardFailure(f"no tablegen binary at {arguments.tablegen}")
        validator = load_validator()
        cases = collect_cases()
        print(f"Checking schema agreement of {len(cases)} files with {binary}")
        outcomes = [check_case(case, validator, binary, arguments.verbose) for case in cases]
    except HardFailure as failure:
        print(f"error: {failure}", file=sys.stderr)
        return EXIT_HARD_FAILURE
    known = print_known_differences(cases, outcomes)
    failed = sum(1 for outcome in outcomes if not outcome.passed)
    print(f"{len(outcomes) - failed} passed, {failed} failed, {known} with known differences")
    return EXIT_DISAGREEMENT if failed else EXIT_OK


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
