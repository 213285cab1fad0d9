#!/usr/bin/env python3
"""Look at every sample's SVG picture in a real browser (headless Chromium).

Usage:
    python3 scripts/test-pictures.py --tablegen PATH_TO_BINARY [--keep DIR]

For each sample in Samples/ and the hostile fixture Tests/Fixtures/render/
conditions.yaml, light and dark, `tablegen render --format svg` is run and:

    xml         the SVG parses as XML; it has no script, no event handler, no
                link and no image: nothing that reaches outside the file
    background  the screenshot's corner is iOS's grouped background
                (#F2F2F7 light, #000000 dark)
    groups      each section's group is drawn in the cell colour (#FFFFFF,
                #1C1C1E), 8 points inside its left edge
    rows        every line of text in the first section left ink where the
                SVG put it (pixels unlike the cell colour near its baseline)
    switches    an on switch is green at its left end (the knob is right), an
                off switch grey at its right end (the knob is left)

Rows and sections hidden as the form opens, and rows locked then, are drawn
faded (class `hidden` or `disabled`) and are left out of the colour checks.

Screenshots are taken with `chromium --headless --screenshot` at one device
pixel per point, and decoded here (PNG, with zlib only: no imaging library).
Prints one line per picture and a summary; exits 1 when a check fails.
Without Chromium it says so and exits 0, unless CI is set (then 1).
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from pathlib import Path

from png_pixels import read_png  # noqa: E402

REPO_ROOT = Path(__file__).resolve().parent.parent
SVG_NS = "{http://www.w3.org/2000/svg}"
COLOURS = {
    "light": {"background": (0xF2, 0xF2, 0xF7), "cell": (0xFF, 0xFF, 0xFF), "on": (0x34, 0xC7, 0x59),
              "off": (0xE9, 0xE9, 0xEB)},
    "dark": {"background": (0, 0, 0), "cell": (0x1C, 0x1C, 0x1E), "on": (0x30, 0xD1, 0x58),
             "off": (0x39, 0x39, 0x3D)},
}
TOLERANCE = 8


def find_chromium() -> str | None:
    for name in ("chromium", "chromium-browser", "google-chrome", "google-chrome-stable"):
        path = shutil.which(name)
        if path:
            return path
    return None


class Screenshot:
    def __init__(self, png: Path):
        self.width, self.height, self.rows = read_png(png.read_bytes())

    def pixel(self, x: float, y: float) -> tuple[int, int, int]:
        return self.rows[int(y)][int(x)]

    def ink(self, x0: float, y0: float, x1: float, y1: float, unlike: tuple[int, int, int]) -> int:
        """Pixels in the box that differ from `unlike` by more than the tolerance."""
        count = 0
        for y in range(max(int(y0), 0), min(int(y1), self.height)):
            for x in range(max(int(x0), 0), min(int(x1), self.width)):
                if not close(self.pixel(x, y), unlike):
                    count += 1
        return count


def close(a: tuple[int, ...], b: tuple[int, ...]) -> bool:
    return all(abs(p - q) <= TOLERANCE for p, q in zip(a, b))


def attr(element: ET.Element, name: str) -> float:
    return float(element.get(name, "0"))


def check_markup(svg: bytes) -> tuple[ET.Element, list[str]]:
    problems = []
    root = ET.fromstring(svg)
    for element in root.iter():
        tag = element.tag.replace(SVG_NS, "")
        if tag in ("script", "image", "foreignObject", "a", "use", "style"):
            problems.append(f"<{tag}> element")
        for name in element.attrib:
            if name.lower().startswith("on") or name.endswith("href"):
                problems.append(f"{name} attribute on <{tag}>")
    return root, problems


def screenshot(chromium: str, svg_path: Path, png_path: Path, width: int, height: int) -> None:
    command = [
        chromium, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run",
        "--force-device-scale-factor=1", "--force-color-profile=srgb", f"--window-size={width},{height}",
        f"--screenshot={png_path}", svg_path.as_uri(),
    ]
    subprocess.run(command, check=True, capture_output=True, timeout=120)


def hidden_elements(root: ET.Element) -> set[int]:
    """The elements inside a `hidden` or `disabled` group: drawn faded, as the form opens without them or locked."""
    hidden: set[int] = set()
    for group in root.iter(SVG_NS + "g"):
        if group.get("class") in ("hidden", "disabled"):
            hidden.update(id(element) for element in group.iter())
    return hidden


def check_picture(root: ET.Element, shot: Screenshot, theme: str) -> list[str]:
    colours = COLOURS[theme]
    problems = []
    hidden = hidden_elements(root)
    if not close(shot.pixel(2, 2), colours["background"]):
        problems.append(f"background at (2,2) is {shot.pixel(2, 2)}, not {colours['background']}")
    groups = [r for r in root.iter(SVG_NS + "rect") if r.get("class") == "group" and id(r) not in hidden]
    if not groups:
        problems.append("no group drawn")
    for group in groups:
        x, y, h = attr(group, "x"), attr(group, "y"), attr(group, "height")
        colour = shot.pixel(x + 8, y + h / 2)
        if not close(colour, colours["cell"]):
            problems.append(f"group at y={y:g} is {colour} 8 points in, not the cell colour {colours['cell']}")
    sections = [g for g in root.iter(SVG_NS + "g") if g.get("class") == "section"]
    if sections:
        for text in sections[0].iter(SVG_NS + "text"):
            if id(text) in hidden:
                continue
            x, y = attr(text, "x"), attr(text, "y")
            left, right = (x - 40, x) if text.get("text-anchor") == "end" else (x, x + 40)
            if shot.ink(left, y - 12, right, y + 2, colours["cell"]) < 4:
                problems.append(f"no ink for {text.text!r} at ({x:g}, {y:g}) in the first section")
    for rect in root.iter(SVG_NS + "rect"):
        kind = rect.get("class")
        if kind not in ("switch-on", "switch-off") or id(rect) in hidden:
            continue
        x, y, w, h = attr(rect, "x"), attr(rect, "y"), attr(rect, "width"), attr(rect, "height")
        probe = (x + 8, y + h / 2) if kind == "switch-on" else (x + w - 8, y + h / 2)
        expected = colours["on"] if kind == "switch-on" else colours["off"]
        colour = shot.pixel(*probe)
        if not close(colour, expected):
            problems.append(f"{kind} at ({x:g}, {y:g}) is {colour} at {probe}, not {expected}")
    return problems


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tablegen", required=True, help="the tablegen binary")
    parser.add_argument("--keep", help="keep the SVGs and screenshots in this folder")
    args = parser.parse_args()

    chromium = find_chromium()
    if chromium is None:
        print("test-pictures: no Chromium found (apt-get install chromium); skipped")
        return 1 if os.environ.get("CI") else 0

    specs = sorted((REPO_ROOT / "Samples").iterdir()) + [REPO_ROOT / "Tests/Fixtures/render/conditions.yaml"]
    folder = Path(args.keep) if args.keep else Path(tempfile.mkdtemp(prefix="tablegen-pictures-"))
    folder.mkdir(parents=True, exist_ok=True)
    failures = 0
    pictures = 0
    try:
        for spec in specs:
            if spec.suffix not in (".yaml", ".json") or ".tests." in spec.name:  # scenario tests are no specs
                continue
            for theme in ("light", "dark"):
                name = f"{spec.name}.{theme}"
                result = subprocess.run(
                    [args.tablegen, "render", str(spec), "--format", "svg", "--theme", theme],
                    capture_output=True, timeout=60)
                if result.returncode != 0:
                    print(f"FAIL {name}: tablegen exited {result.returncode}: {result.stderr.decode(errors='replace')}")
                    failures += 1
                    continue
                svg_path = folder / f"{name}.svg"
                svg_path.write_bytes(result.stdout)
                root, problems = check_markup(result.stdout)
                width, height = int(attr(root, "width")), int(attr(root, "height"))
                png_path = folder / f"{name}.png"
                screenshot(chromium, svg_path, png_path, width, height)
                shot = Screenshot(png_path)
                if (shot.width, shot.height) != (width, height):
                    problems.append(f"screenshot is {shot.width}x{shot.height}, not {width}x{height}")
                else:
                    problems += check_picture(root, shot, theme)
                pictures += 1
                if problems:
                    failures += 1
                    print(f"FAIL {name}:")
                    for problem in problems:
                        print(f"  {problem}")
                else:
                    print(f"ok   {name} ({width}x{height})")
    finally:
        if not args.keep:
            shutil.rmtree(folder, ignore_errors=True)
    print(f"test-pictures: {pictures} pictures in Chromium, {failures} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
