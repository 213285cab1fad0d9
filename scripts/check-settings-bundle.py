#!/usr/bin/env python3
"""The Settings.bundle round trip on real bundles, with Python's plistlib as the
independent reader: every bundle of the corpus (Tests/Fixtures/bundles, real
apps' bundles as published), docs/examples/Settings.bundle and, when ../shared
is there, InAppSettingsKit's sample (skipped with a note when it is absent).

For each bundle: `import settings-bundle` into a temporary folder, `validate`
every spec, `export settings-bundle` every spec for both targets (the Settings
app and InAppSettingsKit), then compare each exported plist with the plist it
came from, specifier by specifier, as iOS reads them:

- Key, Type, and DefaultValue (a switch by whether it is on, as the Settings
  app decides it from TrueValue or the value's truth; any other by its value
  and plist type, integers and reals as numbers);
- TrueValue/FalseValue, Titles/Values with their plist types, Minimum/Maximum
  values, the text field traits (KeyboardType, AutocapitalizationType,
  AutocorrectionType, IsSecure, each with Apple's default when absent),
  SupportedUserInterfaceIdioms, a child pane's File and a specifier's Key;
- the strings: every Title, FooterText, Titles and ShortTitles entry, and an
  IASKOpenURLSpecifier's URL, looked up in each locale's
  <StringsTable>.strings as iOS does (the key itself when the table has no
  entry; UTF-16 and UTF-8 tables, and a table beside the plists).

plistlib must read every plist an export writes, each .strings it writes must
be UTF-8 "key" = "value"; lines, and each child pane it links must be there.
Importing an export again must give the same spec bytes, for every pane. A difference passes
only when Tests/Fixtures/bundles/documented-losses.json lists it, and then the
diagnostic code it names must have been printed for that plist or spec; every
other difference fails. `--self-test` mutates an export (a flipped switch
default, a Values entry of another plist type, a changed translation) and
checks that the comparison catches each.

Usage: scripts/check-settings-bundle.py --tablegen .build/debug/tablegen
       [--bundle PATH ...] [--self-test] [--verbose]
Exit status: 0 when every bundle round-trips or differs only as documented,
1 when a difference is not documented (or the self-test's mutation is missed),
2 on a usage error.
"""

import argparse
import concurrent.futures
import difflib
import fnmatch
import json
import os
import plistlib
import re
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CORPUS = ROOT / "Tests/Fixtures/bundles"
LOSSES = CORPUS / "documented-losses.json"
EXAMPLE = ROOT / "docs/examples/Settings.bundle"
SAMPLE = ROOT.parent / "shared/testsuites/settings-bundles/InAppSettingsKit/Settings.bundle"
TARGETS = ("settings", "iask")
DIAGNOSTIC = re.compile(r"^(?P<file>[^\n:]+):\d+:\d+: (?P<severity>error|warning|note): .*\[(?P<code>[a-z0-9-]+)\]$")

# Apple's Settings Application Schema Reference: the values of each text
# field trait, the first being what iOS uses when the key is absent or holds
# another value (InAppSettingsKit adds keyboards of its own).
TRAITS = {
    "KeyboardType": (
        "Alphabet",
        "NumbersAndPunctuation",
        "NumberPad",
        "URL",
        "EmailAddress",
        "DecimalPad",
        "PhonePad",
        "NamePhonePad",
        "AsciiCapable",
    ),
    "AutocapitalizationType": ("None", "Sentences", "Words", "AllCharacters"),
    "AutocorrectionType": ("Default", "No", "Yes"),
}
# Specifiers whose Key stores no value: paired by title, their Key compared.
KEYLESS = ("PSGroupSpecifier", "PSChildPaneSpecifier", "IASKOpenURLSpecifier", "IASKMailComposeSpecifier")
# The strings of a specifier that iOS looks up in its StringsTable.
STRING_KEYS = ("Title", "FooterText")
STRING_LIST_KEYS = ("Titles", "ShortTitles")


def run(tablegen, *arguments):
    """tablegen's exit status and output; a run past 60 s counts as exit
    status "timeout", so that a hang fails its bundle rather than the script."""
    try:
        return subprocess.run(
            [tablegen, *arguments],
            capture_output=True,
            text=True,
            env={"NO_COLOR": "1", "PATH": os.environ.get("PATH", "")},
            timeout=60,
        )
    except subprocess.TimeoutExpired as expired:
        return subprocess.CompletedProcess(expired.cmd, "timeout", "", f"{' '.join(expired.cmd)}: no answer in 60 s")


# --- reading a bundle as iOS does ------------------------------------------


def decode_strings(data):
    """A .strings file's text: UTF-16 with a byte order mark, else UTF-8."""
    if data.startswith(b"\xff\xfe") or data.startswith(b"\xfe\xff"):
        return data.decode("utf-16")
    if data.startswith(b"\xef\xbb\xbf"):
        data = data[3:]
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        return data.decode("utf-16")


def parse_strings(data):
    """A .strings table as Foundation reads it: binary or XML plist, or the
    old-style "key" = "value"; pairs with comments and escapes."""
    if data.startswith(b"bplist") or data.lstrip().startswith(b"<?xml"):
        return {str(k): str(v) for k, v in plistlib.loads(data).items()}
    text = decode_strings(data)
    table, index, length = {}, 0, len(text)

    def skip():
        nonlocal index
        while index < length:
            if text[index].isspace():
                index += 1
            elif text.startswith("/*", index):
                end = text.find("*/", index + 2)
                index = length if end < 0 else end + 2
            elif text.startswith("//", index):
                end = text.find("\n", index)
                index = length if end < 0 else end + 1
            else:
                return

    def token():
        nonlocal index
        skip()
        if index >= length:
            raise ValueError("unexpected end")
        if text[index] != '"':
            start = index
            while index < length and (text[index].isalnum() or text[index] in "_.-$:/"):
                index += 1
            if start == index:
                raise ValueError(f"unexpected {text[index]!r} at {index}")
            return text[start:index]
        index += 1
        out = []
        while index < length and text[index] != '"':
            char = text[index]
            if char == "\\" and index + 1 < length:
                index += 1
                char = text[index]
                if char in "uU" and re.match(r"[0-9a-fA-F]{4}", text[index + 1 : index + 5]):
                    out.append(chr(int(text[index + 1 : index + 5], 16)))
                    index += 5
                    continue
                out.append({"n": "\n", "t": "\t", "r": "\r", "0": "\0"}.get(char, char))
            else:
                out.append(char)
            index += 1
        index += 1
        return "".join(out)

    while True:
        skip()
        if index >= length:
            return table
        key = token()
        skip()
        if index < length and text[index] == ";":
            table[key] = key
            index += 1
            continue
        if index >= length or text[index] != "=":
            raise ValueError(f"expected = after {key!r}")
        index += 1
        table[key] = token()
        skip()
        if index < length and text[index] == ";":
            index += 1


def locale_name(folder):
    """The language a *.lproj folder stands for, spelt one way (pt_BR and
    pt-BR are one language to iOS); Base is no language."""
    name = folder.name[: -len(".lproj")]
    return None if name == "Base" else name.replace("_", "-").lower()


class Bundle:
    """A Settings.bundle folder as iOS reads it: its plists and, for each
    language folder, its strings tables."""

    def __init__(self, folder):
        self.folder = folder
        self.tables = {}  # locale -> table name -> {key: value}
        self.shared = {}  # table name -> {key: value}: a table beside the plists, for every language
        self.problems = []
        for path in sorted(folder.glob("*.strings")):
            try:
                self.shared[path.stem] = parse_strings(path.read_bytes())
            except (ValueError, UnicodeDecodeError, plistlib.InvalidFileException) as error:
                self.problems.append(f"{path}: not a strings table iOS reads: {error}")
        for lproj in sorted(folder.glob("*.lproj")):
            locale = locale_name(lproj)
            if locale is None or not lproj.is_dir():
                continue
            for path in sorted(lproj.glob("*.strings")):
                try:
                    self.tables.setdefault(locale, {})[path.stem] = parse_strings(path.read_bytes())
                except (ValueError, UnicodeDecodeError, plistlib.InvalidFileException) as error:
                    self.problems.append(f"{path}: not a strings table iOS reads: {error}")

    def plist(self, name):
        return plistlib.loads((self.folder / name).read_bytes())

    def plists(self):
        return sorted(path.name for path in self.folder.glob("*.plist"))

    def lookup(self, locale, table, key):
        """What the Settings app shows for a string in a locale: the
        language's table, else the table beside the plists, else the key."""
        found = self.tables.get(locale, {}).get(table)
        if found is None and locale is None and table not in self.shared:
            # A bundle read in no particular language (its original had no
            # language folders): iOS takes English, or its only language.
            only = self.tables.get("en") or (next(iter(self.tables.values())) if len(self.tables) == 1 else {})
            found = only.get(table)
        if found is None:
            found = self.shared.get(table, {})
        return found.get(key, key)


# --- what is compared --------------------------------------------------------


def typed(value):
    """A plist value with its type, integers and reals as one kind (iOS's
    NSNumber compares them by value)."""
    if isinstance(value, bool):
        return ("bool", value)
    if isinstance(value, (int, float)):
        return ("number", float(value))
    if isinstance(value, list):
        return ("array", tuple(typed(item) for item in value))
    if isinstance(value, dict):
        return ("dict", tuple(sorted((k, typed(v)) for k, v in value.items())))
    return (type(value).__name__, value)


def shown(value):
    kind, inner = value
    if kind == "array":
        return "[" + ", ".join(shown(item) for item in inner) + "]"
    if kind == "number":
        return f"<number {inner:g}>"
    return f"<{kind} {inner!r}>" if kind != "NoneType" else "(absent)"


def same_nsobject(a, b):
    """-[NSObject isEqual:] on two plist values: NSNumbers, booleans among
    them, compare by value."""
    numbers = (bool, int, float)
    if isinstance(a, numbers) and isinstance(b, numbers):
        return float(a) == float(b)
    return typed(a) == typed(b)


def switch_is_on(specifier):
    """Whether the Settings app shows a toggle on at its DefaultValue: equal
    to TrueValue when there is one, else the value's boolValue (YES, true and
    non-zero numbers are on)."""
    value = specifier.get("DefaultValue")
    if "TrueValue" in specifier:
        return same_nsobject(value, specifier["TrueValue"])
    if isinstance(value, str):
        # -[NSString boolValue]: after spaces, a sign and zeros, Y, y, T, t or a digit 1-9.
        rest = value.lstrip(" \t\n").lstrip("+-").lstrip("0")
        return rest[:1] != "" and rest[:1] in "YyTt123456789"
    return bool(value)


def facts(bundle, specifier, table):
    """Every fact of one specifier that the round trip must keep, by name."""
    kind = specifier.get("Type")
    out = {"Type": ("string", kind), "Key": typed(specifier.get("Key"))}
    if kind == "PSToggleSwitchSpecifier":
        out["DefaultValue"] = ("on", switch_is_on(specifier))
        out["TrueValue"] = typed(specifier.get("TrueValue", True))
        out["FalseValue"] = typed(specifier.get("FalseValue", False))
    elif "DefaultValue" in specifier or kind in (
        "PSMultiValueSpecifier",
        "PSRadioGroupSpecifier",
        "PSSliderSpecifier",
        "PSTextFieldSpecifier",
    ):
        out["DefaultValue"] = typed(specifier.get("DefaultValue"))
    if "Values" in specifier or kind in ("PSMultiValueSpecifier", "PSRadioGroupSpecifier"):
        out["Values"] = typed(specifier.get("Values"))
    for key in ("MinimumValue", "MaximumValue"):
        if key in specifier or kind == "PSSliderSpecifier":
            out[key] = typed(specifier.get(key))
    if kind == "PSTextFieldSpecifier":
        for key, values in TRAITS.items():
            value = specifier.get(key)
            out[key] = ("string", value if value in values else values[0])
        out["IsSecure"] = ("bool", specifier.get("IsSecure") is True)
    idioms = specifier.get("SupportedUserInterfaceIdioms", ["Phone", "Pad"])
    out["SupportedUserInterfaceIdioms"] = (
        ("idioms", tuple(sorted(map(str, idioms)))) if isinstance(idioms, list) else typed(idioms)
    )
    locales = sorted(bundle.tables) or [None]
    if kind == "PSChildPaneSpecifier":
        out["File"] = typed(specifier.get("File"))
    elif kind == "IASKOpenURLSpecifier" and isinstance(specifier.get("File"), str):
        # InAppSettingsKit opens [specifier localizedObjectForKey:kIASKFile]:
        # the URL is looked up in the strings table like a title.
        out["File strings"] = ("strings", tuple((loc, bundle.lookup(loc, table, specifier["File"])) for loc in locales))
    for key in STRING_KEYS:
        # No title and an empty one show the same: nothing.
        text = specifier.get(key)
        text = text if isinstance(text, str) else ""
        out[f"{key} strings"] = ("strings", tuple((loc, bundle.lookup(loc, table, text) if text else "") for loc in locales))
    for key in STRING_LIST_KEYS:
        if isinstance(specifier.get(key), list):
            out[f"{key} strings"] = (
                "strings",
                tuple((loc, tuple(bundle.lookup(loc, table, str(item)) for item in specifier[key])) for loc in locales),
            )
    return out


def signature(bundle, table, specifier):
    """What pairs an original specifier with its export: a child pane's File,
    a group's title as the source language shows it (their Keys are compared
    as facts), else its type and Key, else its title."""
    kind = specifier.get("Type")
    source = "en" if "en" in bundle.tables else (sorted(bundle.tables) or [None])[0]
    if kind == "IASKOpenURLSpecifier" and isinstance(specifier.get("File"), str):
        return (kind, "url", bundle.lookup(source, table, specifier["File"]))
    if specifier.get("File") is not None:
        return (kind, "file", str(specifier["File"]))
    if specifier.get("Key") is not None and kind not in KEYLESS:
        return (kind, "key", str(specifier["Key"]))
    title = specifier.get("Title") or specifier.get("FooterText") or ""
    return (kind, "title", bundle.lookup(source, table, str(title)))


def specifiers(plist):
    items = plist.get("PreferenceSpecifiers", [])
    return [item for item in items if isinstance(item, dict)] if isinstance(items, list) else []


def strings_table(plist, name):
    table = plist.get("StringsTable")
    return table if isinstance(table, str) else Path(name).stem


def compare_plists(original, original_name, exported, exported_name):
    """The differences between two plists, each as (specifier, fact, was, now)."""
    old_plist, new_plist = original.plist(original_name), exported.plist(exported_name)
    old_table, new_table = strings_table(old_plist, original_name), strings_table(new_plist, exported_name)
    old_items, new_items = specifiers(old_plist), specifiers(new_plist)
    old_sigs = [signature(original, old_table, item) for item in old_items]
    new_sigs = [signature(exported, new_table, item) for item in new_items]
    # Locales are compared as the original has them: an export missing one
    # shows its keys there, as iOS would.
    exported_view = ExportView(exported, sorted(original.tables))
    differences = []
    matcher = difflib.SequenceMatcher(a=old_sigs, b=new_sigs, autojunk=False)
    for tag, a0, a1, b0, b1 in matcher.get_opcodes():
        if tag == "equal":
            for old, new, sig in zip(old_items[a0:a1], new_items[b0:b1], old_sigs[a0:a1], strict=True):
                was = facts(original, old, old_table)
                now = facts(exported_view, new, new_table)
                for fact in sorted(set(was) | set(now)):
                    if was.get(fact, ("NoneType", None)) != now.get(fact, ("NoneType", None)):
                        differences.append((sig, fact, was.get(fact, ("NoneType", None)), now.get(fact, ("NoneType", None))))
            continue
        for sig in old_sigs[a0:a1]:
            differences.append((sig, "specifier", ("present", sig[0]), ("NoneType", None)))
        for sig in new_sigs[b0:b1]:
            differences.append((sig, "specifier", ("NoneType", None), ("present", sig[0])))
    return differences


class ExportView:
    """An exported bundle looked up in the original's locales."""

    def __init__(self, bundle, locales):
        self.bundle, self.tables = bundle, {locale: None for locale in locales}

    def lookup(self, locale, table, key):
        return self.bundle.lookup(locale, table, key)


# --- documented losses --------------------------------------------------------


def load_losses():
    entries = json.loads(LOSSES.read_text(encoding="utf-8"))["losses"]
    for entry in entries:
        entry.setdefault("type", "*")
        for field in ("bundle", "plist", "type", "specifier", "fact", "target", "code", "why"):
            if field not in entry:
                raise SystemExit(f"{LOSSES}: an entry has no {field!r}: {entry}")
    return entries


def documented(losses, bundle_name, plist_name, target, sig, fact):
    """The entries of the table that allow this difference."""
    return [
        entry
        for entry in losses
        if fnmatch.fnmatchcase(bundle_name, entry["bundle"])
        and fnmatch.fnmatchcase(plist_name, entry["plist"])
        and fnmatch.fnmatchcase(sig[0] or "" if sig else "", entry["type"])
        and fnmatch.fnmatchcase(sig[2] if sig else "", entry["specifier"])
        and fnmatch.fnmatchcase(fact, entry["fact"])
        and entry["target"] in ("*", target)
    ]


def printed(stderr, code, file_hint):
    """Whether a diagnostic with that code was printed about that file."""
    for line in stderr.splitlines():
        match = DIAGNOSTIC.match(line)
        if match and match["code"] == code and (file_hint is None or Path(match["file"]).name == file_hint):
            return True
    return False


# --- the round trip -------------------------------------------------------------


WRITTEN_PAIR = re.compile(r'^"(?:[^"\\]|\\.)*" = "(?:[^"\\]|\\.)*";$')


def written_format_problems(folder):
    """What export promises of the .strings it writes: UTF-8, one
    "key" = "value"; pair a line."""
    problems = []
    for path in sorted(folder.rglob("*.strings")):
        try:
            lines = path.read_text(encoding="utf-8").splitlines()
        except UnicodeDecodeError as error:
            problems.append(f"{path}: not UTF-8: {error}")
            continue
        for number, line in enumerate(lines, 1):
            if not WRITTEN_PAIR.match(line):
                problems.append(f'{path}:{number}: not a "key" = "value"; pair: {line!r}')
    return problems


def spec_name(plist_name):
    stem = plist_name[: -len(".plist")]
    if stem.startswith("Root"):
        stem = "root" + stem[4:]
    return stem + ".yaml"


class Report:
    def __init__(self, name):
        self.name, self.failures, self.allowed = name, [], []

    def fail(self, category, text):
        self.failures.append((category, text))


def round_trip(tablegen, bundle_dir, name, scratch, losses, report, mutate=None):
    original = Bundle(bundle_dir)
    for problem in original.problems:
        report.fail("strings-unreadable", problem)
    specs = scratch / "specs"
    result = run(tablegen, "import", "settings-bundle", str(bundle_dir), "-o", str(specs))
    import_stderr = result.stderr
    if result.returncode != 0:
        report.fail("import-exit", f"import exits {result.returncode}: {result.stderr.strip().splitlines()[-1:]}")
        if not specs.is_dir():
            return
    plist_of = {spec_name(plist): plist for plist in original.plists()}
    for spec in sorted(specs.glob("*.yaml")):
        if spec.name not in plist_of:
            report.fail("import-names", f"{spec.name} matches no plist of the bundle")
    validated = run(tablegen, "validate", *[str(s) for s in sorted(specs.glob("*.yaml"))])
    errors = [
        line for line in validated.stderr.splitlines() if (match := DIAGNOSTIC.match(line)) and match["severity"] == "error"
    ]
    for line in errors:
        report.fail("validate-error", line.replace(str(specs) + "/", ""))
    if validated.returncode != 0 and not errors:
        report.fail(
            "validate-exit", f"validate exits {validated.returncode} with no error: {validated.stderr.strip().splitlines()[-1:]}"
        )
    for plist in original.plists():
        spec = specs / spec_name(plist)
        if not spec.exists():
            if not any(
                printed(import_stderr, code, plist)
                for code in ("not-carried-over", "plist-syntax", "plist-invalid-value", "plist-object-reference")
            ):
                report.fail("import-dropped", f"{plist}: no spec written, and no diagnostic says why")
            continue
        for target in TARGETS:
            export = scratch / "export" / target / spec.stem
            result = run(tablegen, "export", "settings-bundle", str(spec), "-o", str(export), "--target", target)
            if result.returncode != 0:
                report.fail("export-exit", f"{spec.name} --target {target}: export exits {result.returncode}")
                continue
            if mutate:
                mutate(export)
            exported = Bundle(export)
            for problem in exported.problems + written_format_problems(export):
                report.fail("strings-unreadable", f"--target {target}: {problem}")
            unreadable = False
            for path in sorted(export.glob("*.plist")):
                try:
                    plistlib.loads(path.read_bytes())
                except Exception as error:  # plistlib raises several types
                    report.fail("plist-unreadable", f"{spec.name} --target {target}: plistlib cannot read {path.name}: {error}")
                    unreadable = True
            if unreadable or not (export / "Root.plist").exists():
                continue
            for sig, fact, was, now in compare_plists(original, plist, exported, "Root.plist"):
                label = f"{plist} {sig[0]} {sig[1]}={sig[2]!r} {fact}: {shown(was)} -> {shown(now)} (--target {target})"
                entries = documented(losses, name, plist, target, sig, fact)
                diagnosed = [
                    e for e in entries if printed(import_stderr, e["code"], plist) or printed(result.stderr, e["code"], spec.name)
                ]
                if not entries:
                    report.fail(
                        fact if fact != "specifier" else ("specifier-dropped" if now[1] is None else "specifier-added"), label
                    )
                elif not diagnosed:
                    codes = ", ".join(sorted({e["code"] for e in entries}))
                    report.fail("loss-not-diagnosed", f"{label}: documented as [{codes}], which was not printed")
                else:
                    report.allowed.append(f"{label} [{diagnosed[0]['code']}]")
            again = scratch / "again" / target / spec.stem
            result2 = run(tablegen, "import", "settings-bundle", str(export), "-o", str(again))
            if result2.returncode != 0:
                report.fail("reimport-exit", f"{spec.name} --target {target}: importing the export exits {result2.returncode}")
                continue
            for path in sorted(export.glob("*.plist")):
                for item in specifiers(plistlib.loads(path.read_bytes())):
                    child = item.get("File")
                    if (
                        item.get("Type") == "PSChildPaneSpecifier"
                        and isinstance(child, str)
                        and not (export / f"{child}.plist").exists()
                    ):
                        report.fail(
                            "child-pane-missing",
                            f"{spec.name} --target {target}: {path.name} links to {child}.plist, which the export lacks",
                        )
            # The export imported again: its root is this spec, its panes the specs it links to.
            pairs = [(again / "root.yaml", spec)] + [
                (written, specs / written.name) for written in sorted(again.glob("*.yaml")) if written.name != "root.yaml"
            ]
            for written, first in pairs:
                if written.exists() and first.exists() and written.read_bytes() == first.read_bytes():
                    continue
                entries = [
                    e
                    for e in documented(losses, name, plist, target, None, "reimport")
                    if printed(result.stderr, e["code"], first.name)
                ]
                if entries:
                    report.allowed.append(f"{first.name} --target {target}: re-import differs [{entries[0]['code']}]")
                    continue
                diff = difflib.unified_diff(
                    first.read_text().splitlines() if first.exists() else [],
                    written.read_text().splitlines() if written.exists() else [],
                    lineterm="",
                    n=0,
                )
                lines = [line for line in diff if line[:1] in "+-" and line[:3] not in ("+++", "---")][:4]
                report.fail(
                    "reimport-differs", f"{first.name} (export of {spec.name} --target {target}) imported again differs: {lines}"
                )


def corpus_bundles():
    bundles = sorted(path for path in CORPUS.glob("*/*.bundle") if path.is_dir())
    return [(f"{path.parent.name}/{path.name}", path) for path in bundles]


def check_one(tablegen, name, folder, losses):
    report = Report(name)
    with tempfile.TemporaryDirectory() as scratch:
        round_trip(tablegen, folder, name, Path(scratch), losses, report)
    return report


def check(tablegen, bundles, losses, verbose):
    # The bundles run side by side (each is a chain of tablegen processes);
    # their reports print in order.
    with concurrent.futures.ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
        reports = list(pool.map(lambda bundle: check_one(tablegen, *bundle, losses), bundles))
    for report in reports:
        status = "ok" if not report.failures else f"{len(report.failures)} undocumented differences"
        print(f"{report.name}: {status}; {len(report.allowed)} documented losses")
        shown_failures = report.failures if verbose else report.failures[:12]
        for category, text in shown_failures:
            print(f"  [{category}] {text}")
        if len(shown_failures) < len(report.failures):
            print(f"  … {len(report.failures) - len(shown_failures)} more (--verbose lists them)")
    return reports


def self_test(tablegen, losses):
    """The comparison catches a flipped switch default, a Values entry of
    another plist type and a changed translation in an export, and a
    documented loss passes only when its diagnostic was printed."""
    fixture = ROOT / "docs/examples/Settings.bundle"

    def edit_root(change):
        def mutate(export):
            path = export / "Root.plist"
            plist = plistlib.loads(path.read_bytes())
            change(specifiers(plist))
            path.write_bytes(plistlib.dumps(plist))

        return mutate

    # Each mutation changes the first thing of its kind in every export (the
    # example's child pane has none, and is left as it is).
    def flip_default(items):
        for item in (item for item in items if item.get("Type") == "PSToggleSwitchSpecifier"):
            item["DefaultValue"] = item.get("FalseValue", False) if switch_is_on(item) else item.get("TrueValue", True)
            return

    def retype_values(items):
        for item in (item for item in items if item.get("Type") == "PSMultiValueSpecifier" and item.get("Values")):
            item["Values"][0] = str(item["Values"][0])
            return

    def retranslate(export):
        path = export / "de.lproj/Root.strings"
        lines = path.read_text(encoding="utf-8").splitlines() if path.exists() else []
        if not lines:
            return
        lines[0] = lines[0][: lines[0].rindex('"', 0, -2) + 1] + 'Anders";'
        path.write_text("\n".join(lines) + "\n", encoding="utf-8")

    # A difference the table documents passes only when its diagnostic was printed: one documented under
    # a code no run prints must still fail, as loss-not-diagnosed.
    undiagnosed = losses + [
        {
            "bundle": "*",
            "plist": "*",
            "type": "*",
            "specifier": "*",
            "fact": "DefaultValue",
            "target": "*",
            "code": "no-such-code",
            "why": "self-test",
        }
    ]

    ok = True
    for label, mutation, fact, table in (
        ("a flipped switch default", edit_root(flip_default), "DefaultValue", losses),
        ("a Values entry of another plist type", edit_root(retype_values), "Values", losses),
        ("a changed German translation", retranslate, "* strings", losses),
        ("a documented loss whose diagnostic was not printed", edit_root(flip_default), "loss-not-diagnosed", undiagnosed),
    ):
        report = Report("self-test")
        with tempfile.TemporaryDirectory() as scratch:
            round_trip(tablegen, fixture, "self-test", Path(scratch), table, report, mutate=mutation)
        caught = [text for category, text in report.failures if fnmatch.fnmatchcase(category, fact)]
        print(f"self-test, {label}: " + ("caught: " + caught[0] if caught else "MISSED"))
        ok = ok and bool(caught)
    return ok


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--tablegen", required=True)
    parser.add_argument("--bundle", action="append", type=Path, help="check only this bundle folder (repeatable)")
    parser.add_argument("--self-test", action="store_true", help="also check that the comparison catches mutations")
    parser.add_argument("--verbose", action="store_true", help="list every difference")
    arguments = parser.parse_args()
    tablegen = str(Path(arguments.tablegen).resolve())
    losses = load_losses()
    if arguments.bundle:
        bundles = [(str(path), path.resolve()) for path in arguments.bundle]
    else:
        bundles = corpus_bundles() + [("docs/examples/Settings.bundle", EXAMPLE)]
        if SAMPLE.is_dir():
            bundles.append(("InAppSettingsKit sample", SAMPLE))
        else:
            print(f"skipped: {SAMPLE} is absent (InAppSettingsKit's sample is not part of the package)")
    reports = check(tablegen, bundles, losses, arguments.verbose)
    failed = [report for report in reports if report.failures]
    ok = not failed
    if arguments.self_test:
        ok = self_test(tablegen, losses) and ok
    counts = {}
    for report in failed:
        for category, _ in report.failures:
            counts[category] = counts.get(category, 0) + 1
    print(f"settings-bundle round trip: {len(reports) - len(failed)} of {len(reports)} bundles pass", end="")
    print(
        "" if not counts else "; undocumented: " + ", ".join(f"{n} {c}" for c, n in sorted(counts.items(), key=lambda x: -x[1]))
    )
    print("settings-bundle round trip: " + ("passed" if ok else "FAILED"))
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
