#!/usr/bin/env python3
"""Fill each sample's HTML form in headless Chromium and hold it to `tablegen fill`.

    python3 scripts/test-html-form.py --tablegen .build/debug/tablegen [--screenshots DIR] [--spec NAME]

For every sample (and the hostile render fixtures):

- valid: the form is filled with valid answers by real key presses and clicks
  (twice: switches off and first options, then on and last options, so that
  conditions hide and show fields; and with values at the edge of a rule that
  tablegen accepts), and submitted with its first default-style button. The answers JSON the page
  writes must pass `tablegen fill SPEC --answers FILE --no-input` and come out
  byte for byte the same.
- invalid: one field at a time gets a value tablegen refuses (too short, too
  long, a bad pattern or format, out of range, a required field left empty, a
  failing check). The browser must refuse to submit, and its first invalid
  element must be the field tablegen's diagnostics name for the same answers.
- security: the page loads with no console error (so its Content-Security-Policy
  let its own script and style run), and hostile text shows as text: no element,
  attribute or script came from a spec string.
- screenshots: each sample light and dark, with a check that the title, the
  grouped rows and the page background have the theme's colours where expected.

Prints the figures: forms filled, answers compared, invalid answers refused at
the same field as tablegen. Exits 1 on the first disagreement of each kind
(all are listed), 0 when everything agrees.
"""

import argparse
import json
import os
import pathlib
import re
import subprocess
import sys
import tempfile

from png_pixels import read_png  # noqa: E402

ROOT = pathlib.Path(__file__).resolve().parent.parent
SPECS = sorted(path for path in (ROOT / "Samples").iterdir() if path.is_file()) + [  # not Samples/data/
    ROOT / "Tests/Fixtures/render/conditions.yaml",
    ROOT / "Tests/Fixtures/render/html-hostile.yaml",
    ROOT / "Tests/Fixtures/render/html-shadowing.yaml",
    ROOT / "Tests/Fixtures/render/bool-options.yaml",
]

# Valid answers the generic rules below cannot guess (a pattern, a check), by spec and field.
VALID = {
    "controls.yaml": {"discountCode": "SPRING-24"},
    "signup.yaml": {"password": "secret12", "passwordConfirmation": "secret12", "terms": True, "quietUntil": "7"},
    "conditions.yaml": {"on": True, "limit": "5"},
    "html-shadowing.yaml": {"constructor": "abc"},
    # A stepper on a step above the default, which shows the switch whose condition reads it.
    "reminders.yaml": {"snoozeMinutes": "30"},
}

# Values at the edge of a rule that tablegen accepts, and so must the browser: lengths are
# characters, not UTF-16 units (an emoji is one character and two units).
ACCEPTED = {
    "controls.yaml": [("fullName", "😀" * 60), ("discountCode", "ABCDEFGHI-12"), ("quantity", "020")],
    "login.yaml": [("password", "é" * 8)],
    "reminders.yaml": [("startDate", "2024-02-29"), ("quietFrom", "23:45")],
}

# Values tablegen refuses that need the spec's meaning: failing checks and such.
INVALID = {
    "signup.yaml": [("passwordConfirmation", "secret13"), ("quietUntil", "0"), ("terms", False)],
    "controls.yaml": [("discountCode", "spring-24"), ("quantity", "2.5")],
    "conditions.yaml": [("limit", "0")],
    # Off the minute interval, before the min, after the max, and left empty.
    "reminders.yaml": [("quietFrom", "22:07"), ("nextCheckIn", "2025-12-31T09:00"),
                       ("nextCheckIn", "2027-01-01T09:00"), ("nextCheckIn", ""),
                       # A stepper's value off its step, and one that is not whole.
                       ("snoozeMinutes", "7"), ("snoozeMinutes", "12.5")],
    # The spec's own words reach the person: a patternMessage, and a check's message.
    "html-hostile.yaml": [("name", "<x>", "</script><img src=x onerror=window.pwned=true>."),
                          ("name", "x", "</script><script>window.pwned = true</script>")],
    # Ids that name the form's own members (submit, elements, constructor): checks and rules still read them.
    "html-shadowing.yaml": [("submit", "7", "Submit may not be more than elements."), ("constructor", "ABC"),
                            ("__proto__", "z" * 41)],
}


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tablegen", default=str(ROOT / ".build/debug/tablegen"))
    parser.add_argument("--screenshots", default=None, help="folder for the screenshots (default: a temporary one)")
    parser.add_argument("--chromium", default="/usr/bin/chromium")
    parser.add_argument("--chromedriver", default="/usr/bin/chromedriver")
    parser.add_argument("--spec", action="append", default=[],
                        help="fill only this spec (a file name, such as signup.yaml); may be repeated")
    args = parser.parse_args()
    specs = [spec for spec in SPECS if not args.spec or spec.name in args.spec]

    try:
        from selenium import webdriver
        from selenium.webdriver.chrome.service import Service
    except ImportError:
        print("skipped: selenium is not installed (pip install selenium)")
        return 0
    if not (os.path.exists(args.chromium) and os.path.exists(args.chromedriver)):
        print("skipped: no Chromium (apt-get install chromium chromium-driver)")
        return 0

    options = webdriver.ChromeOptions()
    options.binary_location = args.chromium
    for flag in ["--headless=new", "--no-sandbox", "--disable-gpu", "--window-size=800,1400",
                 "--disable-dev-shm-usage", "--force-device-scale-factor=1", "--lang=en-US"]:
        options.add_argument(flag)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    driver = webdriver.Chrome(service=Service(args.chromedriver), options=options)
    work = pathlib.Path(tempfile.mkdtemp(prefix="tablegen-html-"))
    shots = pathlib.Path(args.screenshots) if args.screenshots else work / "screenshots"
    shots.mkdir(parents=True, exist_ok=True)
    run = Run(driver, args.tablegen, work)
    try:
        for spec in specs:
            print(f"{spec.name}", flush=True)
            run.sample(spec)
            for theme in ["light", "dark"]:
                run.screenshot(spec, theme, shots)
        if not args.spec:
            run.hostile_text()
            run.buttons()
    finally:
        driver.quit()

    print(f"forms filled: {run.filled}")
    print(f"answers compared (byte for byte with tablegen fill --answers --no-input): {run.compared}")
    print(f"invalid answers refused at the same field as tablegen: {run.refused_alike} of {run.invalid_tried}")
    if not args.spec:
        print("buttons checked (a confirmed destructive submit, a cancel, an in-place action, a cancel-style action):"
              f" {run.buttons_checked} of 4")
    print(f"screenshots checked: {run.screenshots} (in {shots})")
    for failure in run.failures:
        print("FAIL:", failure)
    return 1 if run.failures else 0


class Run:
    def __init__(self, driver, tablegen, work):
        self.driver = driver
        self.tablegen = tablegen
        self.work = work
        self.filled = self.compared = self.refused_alike = self.invalid_tried = self.screenshots = 0
        self.buttons_checked = 0
        self.failures = []

    # ---- pages ----

    def render(self, spec, theme="light"):
        page = self.work / f"{spec.name}.{theme}.html"
        result = subprocess.run([self.tablegen, "render", str(spec), "--format", "html", "--theme", theme,
                                 "-o", str(page)], capture_output=True, text=True)
        if result.returncode != 0:
            raise SystemExit(f"render failed for {spec}: {result.stderr}")
        return page

    def open(self, page):
        self.driver.get(page.as_uri())
        self.driver.get_log("browser")  # drop what an earlier page left
        ready = self.driver.execute_script("return document.documentElement.dataset.ready")
        errors = [entry["message"] for entry in self.driver.get_log("browser") if entry["level"] == "SEVERE"]
        if ready != "true" or errors:
            self.failures.append(f"{page.name}: the script did not run ({errors})")
        return self.driver.execute_script("return JSON.parse(document.getElementById('tablegen-data').textContent)")

    def js(self, script, *args):
        return self.driver.execute_script(script, *args)

    # ---- filling ----

    def fields_in_order(self, data):
        return data["fields"]

    def is_active(self, field):
        return self.js(
            "const e = document.getElementById('tg-' + arguments[0]); const row = e.closest('.row');"
            "return !row.hidden && !row.closest('section').hidden && !row.classList.contains('is-disabled');",
            field["id"])

    def valid_value(self, spec, field, variant=0):
        """A value for the field, chosen from its control and its answer's rules as the data block gives them."""
        given = VALID.get(spec.name, {})
        if field["id"] in given:
            return given[field["id"]]
        control, shape = field["control"], field["shape"]
        if control == "check":
            return variant == 0
        if control == "range":
            return "step"  # one step up with the arrow key
        if control in ("menu", "choices"):
            # The last offered option (all offered ones, when multiple); in the other variant the first
            # (none, when multiple).
            return "last" if variant == 0 else "first"
        if shape == "iso8601":
            return ("date", variant)  # chosen from the control's own bounds in set_value
        if shape in ("integer", "number"):
            low, high = field.get("min"), field.get("max")
            value = low if low is not None else (high if high is not None and high < 1 else 1)
            if shape == "integer":
                value = int(-(-value // 1))
            return format_number(value)
        if self.tag(field) == "textarea":
            return "Two lines\nof text"
        fmt = field.get("format", "text")
        minimum = field.get("minLength", 0)
        base = {"email": "ann@example.com", "url": "https://example.com/a", "phone": "+44 20 7946 0000",
                "digits": "0123", "ascii": "Plain text", "text": "Ann Lee é 😀"}[fmt]
        while len(base) < minimum:
            base += "x" if fmt not in ("digits", "phone") else "0"
        if field.get("maxLength") is not None:
            base = base[: field["maxLength"]]
        return base

    def tag(self, field):
        return self.js("return document.getElementById('tg-' + arguments[0]).tagName.toLowerCase()", field["id"])

    def set_value(self, field, value):
        """Types or clicks `value` into the field as a person would."""
        from selenium.webdriver.common.keys import Keys
        element = self.driver.find_element("id", "tg-" + field["id"])
        control = field["control"]
        if control == "entry" and field["shape"] == "iso8601":
            self.set_date(field, element, value)
        elif control == "entry":
            # Select all and delete, as a person would: trusted key presses, so a computed default
            # knows it was edited (element.clear() leaves no trace the page can trust).
            self.js("arguments[0].scrollIntoView({block: 'center'})", element)
            element.send_keys(Keys.CONTROL, "a")
            element.send_keys(Keys.DELETE)
            if value:
                element.send_keys(value)
        elif control == "check":
            if element.is_selected() != value:
                self.js("arguments[0].scrollIntoView({block: 'center'})", element)
                element.click()
        elif control == "range":
            if value == "step":
                self.js("arguments[0].scrollIntoView({block: 'center'})", element)
                element.send_keys(Keys.ARROW_RIGHT if element.get_attribute("value") != element.get_attribute("max")
                                  else Keys.ARROW_LEFT)
        else:
            self.choose(field, element, value)

    # The browser's value is tablegen's ISO answer, so a date is set as that text, as the page's own
    # picker would set it (typing into a date control follows the browser's locale, not the value).
    DATE_EXAMPLES = {"date": ("2026-11-24", "2027-02-28"), "time": ("14:30", "08:45"),
                     "datetime-local": ("2026-11-24T14:30", "2027-02-28T08:45")}

    def set_date(self, field, element, value):
        if isinstance(value, tuple):
            variant = value[1]
            kind = element.get_attribute("type")
            low, high = element.get_attribute("min"), element.get_attribute("max")
            # Never emptied here: an optional field left out takes its default again when read back.
            value = (low or self.DATE_EXAMPLES[kind][0]) if variant == 0 else (high or self.DATE_EXAMPLES[kind][1])
        self.js("arguments[0].scrollIntoView({block: 'center'}); arguments[0].value = arguments[1];"
                "arguments[0].dispatchEvent(new Event('input', {bubbles: true}));"
                "arguments[0].dispatchEvent(new Event('change', {bubbles: true}));", element, value)

    def choose(self, field, element, value):
        if element.tag_name == "select":
            from selenium.webdriver.support.ui import Select
            menu = Select(element)
            offered = [o for o in menu.options if o.get_attribute("value") != "" and not o.get_property("hidden")]
            if value == "none":
                menu.select_by_value("")
            elif value == "first":
                menu.select_by_value(offered[0].get_attribute("value"))
            else:
                menu.select_by_value(offered[-1].get_attribute("value"))
            return
        boxes = self.js(
            "return Array.from(document.querySelectorAll('input')).filter(b => b.name === arguments[0]"
            " && b.value !== '' && !b.disabled && !b.closest('.choice').hidden)", field["id"])
        for index, box in enumerate(boxes):
            multiple = field["shape"] == "options"
            if value == "first":
                want = not multiple and index == 0
            else:
                want = value != "none" and (multiple or index == len(boxes) - 1)
            if box.is_selected() != want and (want or multiple):
                self.js("arguments[0].scrollIntoView({block: 'center'})", box)
                box.click()
        if value == "none" and field["shape"] != "options":
            leave_out = self.js("return Array.from(document.querySelectorAll('input'))"
                                ".find(b => b.name === arguments[0] && b.value === '')", field["id"])
            if leave_out is not None:
                self.js("arguments[0].scrollIntoView({block: 'center'})", leave_out)
                leave_out.click()

    def fill(self, spec, data, override=None, variant=0):
        for field in self.fields_in_order(data):
            if not self.is_active(field):
                continue
            if override and override[0] == field["id"]:
                self.set_value(field, override[1])
            else:
                self.set_value(field, self.valid_value(spec, field, variant))

    def submit(self):
        """Clicks the first offered default-style submit button (the one --no-input takes)."""
        buttons = [b for b in self.driver.find_elements("css selector", "button[type=submit]")
                   if b.is_displayed() and b.is_enabled() and "style-default" in b.get_attribute("class")]
        if not buttons:
            return False
        self.js("arguments[0].scrollIntoView({block: 'center'})", buttons[0])
        buttons[0].click()
        if self.js("return document.getElementById('tablegen-confirm').open"):
            self.driver.find_element("css selector", "#tablegen-confirm .confirm-yes").click()
        return True

    def answers(self):
        return self.js("const p = document.getElementById('tablegen-answers'); return p.hidden ? null : p.textContent")

    def first_invalid(self):
        # The form's own getter: a field named "elements" shadows form.elements.
        return self.js(
            "const form = document.getElementById('tablegen-form');"
            "const e = Array.from(Object.getOwnPropertyDescriptor(HTMLFormElement.prototype, 'elements').get.call(form))"
            ".find(e => e.willValidate && !e.validity.valid); return e ? [e.name, e.validationMessage] : null")

    def fill_answers(self, spec, text):
        path = self.work / "answers.json"
        path.write_text(text, encoding="utf-8")
        return subprocess.run([self.tablegen, "fill", str(spec), "--answers", str(path), "--no-input"],
                              capture_output=True, text=True)

    # ---- the checks ----

    def valid_fill(self, spec, page, variant, override=None):
        """Fills the form validly, submits, and holds the answers to tablegen; returns them."""
        label = f"{spec.name} (variant {variant}{', ' + override[0] if override else ''})"
        data = self.open(page)
        self.fill(spec, data, override=override, variant=variant)
        if not self.submit():
            self.failures.append(f"{label}: no submit button")
            return None
        answers = self.answers()
        if answers is None:
            self.failures.append(f"{label}: the valid form did not submit: {self.first_invalid()}")
            return None
        self.filled += 1
        result = self.fill_answers(spec, answers)
        if result.returncode != 0 or result.stdout != answers:
            self.failures.append(f"{label}: tablegen fill disagrees (exit {result.returncode}):\n"
                                 f"browser:\n{answers}\ntablegen:\n{result.stdout}{result.stderr}")
        else:
            self.compared += 1
        return answers

    def sample(self, spec):
        page = self.render(spec)
        answers = None
        for variant in (1, 0):  # switches off and first options, then switches on and last options
            answers = self.valid_fill(spec, page, variant) or answers
        for field_id, value in ACCEPTED.get(spec.name, []):
            self.valid_fill(spec, page, 0, override=(field_id, value))
        if answers is None:
            return
        valid = json.loads(answers)
        for case in self.invalid_cases(spec, self.open(page)):
            self.invalid(spec, page, valid, *case)

    def invalid_cases(self, spec, data):
        """One value tablegen refuses per rule each field has."""
        cases = []
        for field in data["fields"]:
            fid, control, shape = field["id"], field["control"], field["shape"]
            if field.get("visibleIf") or field.get("enableIf"):
                continue  # asked only under conditions the generic answers may not meet
            typed = control == "entry" and shape in ("text", "integer", "number")
            if field.get("required") and typed:
                cases.append((fid, ""))
                cases.append((fid, "   "))
            # A person can empty a menu, or leave a radio group without a default unchosen; a chosen
            # radio button cannot be unchosen.
            if field.get("required") and shape == "option" and (
                    control == "menu" or not field.get("default")):
                cases.append((fid, "none"))
            if not typed:
                continue
            if shape in ("integer", "number"):
                if "min" in field:
                    cases.append((fid, format_number(field["min"] - 1)))
                if "max" in field:
                    cases.append((fid, format_number(field["max"] + 1)))
                cases.append((fid, "1e3"))  # a browser's number; tablegen takes no exponent
                continue
            bad = {"email": "ann@example", "url": "example.com", "phone": "call me", "digits": "12a4",
                   "ascii": "café"}.get(field.get("format"))
            if bad:
                cases.append((fid, bad))
            if field.get("minLength", 0) > 1:
                cases.append((fid, "😀" * (field["minLength"] - 1)))
            if "maxLength" in field:
                cases.append((fid, "é" * (field["maxLength"] + 1)))
        return cases + INVALID.get(spec.name, [])

    def invalid(self, spec, page, valid, field_id, value, message=None):
        self.invalid_tried += 1
        data = self.open(page)
        self.fill(spec, data, override=(field_id, value))
        self.submit()
        browser = self.first_invalid()
        submitted = self.answers()
        # The same answers for tablegen: the valid ones, with this field's value as typed (or left out).
        answers = dict(valid)
        # A field emptied (or a picker set to choose nothing) is a written null: not the default.
        answers[field_id] = None if value in ("", "none") else value
        result = self.fill_answers(spec, json.dumps(answers, ensure_ascii=False, indent=2) + "\n")
        named = re.findall(r": error: .*?field '([^']+)'", result.stderr)
        label = f"{spec.name}: {field_id} = {value!r}"
        if result.returncode != 2 or not named:
            self.failures.append(f"{label}: tablegen accepts it (exit {result.returncode}), the test is wrong")
        elif submitted is not None or browser is None:
            self.failures.append(f"{label}: the browser submitted it; tablegen refuses it at {named[0]}")
        elif browser[0] != named[0] or not browser[1] or (message is not None and browser[1] != message):
            self.failures.append(f"{label}: the browser refuses it at {browser[0]} ({browser[1]!r}), "
                                 f"tablegen at {named[0]}" + (f", saying {message!r}" if message else ""))
        else:
            self.refused_alike += 1

    def hostile_text(self):
        """Spec strings built to break out of text, attributes and the script stay text."""
        page = self.render(ROOT / "Tests/Fixtures/render/html-hostile.yaml")
        self.open(page)
        found = self.js(
            "return {img: document.querySelectorAll('img').length, scripts: document.scripts.length,"
            " handlers: Array.from(document.querySelectorAll('*')).flatMap(e => Array.from(e.attributes))"
            ".filter(a => a.name.startsWith('on')).length, pwned: window.pwned === true,"
            " hrefs: Array.from(document.querySelectorAll('a')).map(a => a.getAttribute('href')),"
            " title: document.querySelector('h1').textContent,"
            " overflow: Math.max(...[document.documentElement, ...document.querySelectorAll('.group')]"
            ".map(e => e.scrollWidth - e.clientWidth))}")
        if found["img"] or found["scripts"] != 2 or found["handlers"] or found["pwned"]:
            self.failures.append(f"hostile text became markup: {found}")
        if any(not re.match(r"^(https?:|mailto:)", href or "") for href in found["hrefs"]):
            self.failures.append(f"a link target other than https, http or mailto became a link: {found['hrefs']}")
        if found["overflow"] > 0:
            self.failures.append(f"a long word runs {found['overflow']} pixels past the page or its group (cut off) instead of wrapping")
        if "</script>" not in found["title"]:
            self.failures.append(f"the hostile title is not shown as text: {found['title']!r}")

    def buttons(self):
        """A destructive button confirms first and then submits its action; a cancel button and an
        in-place action (`role: action`) write no answers; an in-place action of the cancel style
        declines nothing."""
        spec = ROOT / "Samples/controls.yaml"
        data = self.open(self.render(spec))
        self.fill(spec, data)
        clear = self.driver.find_element("css selector", "button[data-action=clearForm]")
        self.js("arguments[0].scrollIntoView({block: 'center'})", clear)
        clear.click()
        if not self.js("return document.getElementById('tablegen-confirm').open") or self.answers() is not None:
            self.failures.append("controls.yaml: Clear Form did not ask before submitting")
            return
        self.driver.find_element("css selector", "#tablegen-confirm .confirm-yes").click()
        answers = self.answers()
        result = self.fill_answers(spec, answers or "")
        if not answers or '"$action": "clearForm"' not in answers or result.stdout != answers:
            self.failures.append(f"controls.yaml: Clear Form's answers disagree with tablegen: {answers}")
        cancel = self.driver.find_element("css selector", "button[data-action=cancel]")
        self.js("arguments[0].scrollIntoView({block: 'center'})", cancel)
        cancel.click()
        if self.answers() is not None:
            self.failures.append("controls.yaml: Cancel left answers on the page")
        spec = ROOT / "Samples/settings.yaml"
        self.open(self.render(spec))
        action = self.driver.find_element("css selector", "button[data-role=action]")
        self.js("arguments[0].scrollIntoView({block: 'center'})", action)
        action.click()
        if self.answers() is not None or action.get_attribute("type") != "button":
            self.failures.append("settings.yaml: an in-place action submitted the form")
        # A cancel-style action still acts in place, as in tablegen fill: it declines nothing.
        spec = self.work / "cancel-style-action.yaml"
        spec.write_text("tablegen: 1\ntitle: Cache\ncells:\n"
                        "  - {type: input, id: name, label: Name}\n"
                        "  - {type: button, id: clear, title: Clear Cache, role: action, style: cancel}\n")
        self.open(self.render(spec))
        self.driver.find_element("css selector", "[name=name]").send_keys("kept")
        self.driver.find_element("css selector", "button[data-role=action]").click()
        status = self.js("return document.getElementById('tablegen-status').textContent")
        kept = self.js("return document.querySelector('[name=name]').value")
        if "Cancelled" in status or kept != "kept" or "acts in place" not in status:
            self.failures.append(f"a cancel-style in-place action declined the form: {status!r}, {kept!r}")
        self.buttons_checked = 4 - sum(1 for f in self.failures if "Clear Form" in f or "Cancel left" in f
                                       or "in-place action" in f)

    # ---- screenshots ----

    def screenshot(self, spec, theme, folder):
        page = self.render(spec, theme)
        self.open(page)
        path = folder / f"{spec.name}.{theme}.png"
        self.driver.save_screenshot(str(path))
        places = self.js(
            "const r = (e) => { if (!e) return null; const b = e.getBoundingClientRect();"
            " return [b.left, b.top, b.width, b.height]; };"
            "return {title: r(document.querySelector('h1')), group: r(document.querySelector('.section:not([hidden]) .group'))}")
        bottom = max([8] + [int(p[1] + p[3]) + 2 for p in places.values() if p] )
        width, height, pixels = read_png(path.read_bytes(), rows_needed=min(bottom, 400))
        height = len(pixels)
        colours = {"light": {"bg": (0xF2, 0xF2, 0xF7), "cell": (0xFF, 0xFF, 0xFF), "text": "dark"},
                   "dark": {"bg": (0, 0, 0), "cell": (0x1C, 0x1C, 0x1E), "text": "light"}}[theme]

        def at(x, y):
            x, y = int(min(max(x, 0), width - 1)), int(min(max(y, 0), height - 1))
            return pixels[y][x]

        problems = []
        if at(4, 4) != colours["bg"]:
            problems.append(f"the background at (4, 4) is {at(4, 4)}, not {colours['bg']}")
        group = places["group"]
        if group and group[1] + 20 < height and at(group[0] + group[2] - 6, group[1] + 22) != colours["cell"]:
            problems.append(f"the first group's cell colour is {at(group[0] + group[2] - 6, group[1] + 22)}")
        title = places["title"]
        if title and title[1] + title[3] < height:
            inked = sum(1 for y in range(int(title[1]), int(title[1] + title[3]))
                        for x in range(int(title[0]), int(title[0] + min(title[2], 300)))
                        if (sum(at(x, y)) < 200) == (colours["text"] == "dark") and at(x, y) != colours["bg"])
            if inked < 30:
                problems.append(f"the title has no text drawn ({inked} pixels)")
        if problems:
            self.failures.append(f"screenshot {path.name}: " + "; ".join(problems))
        else:
            self.screenshots += 1


def format_number(value):
    return str(int(value)) if float(value).is_integer() else str(value)



if __name__ == "__main__":
    sys.exit(main())
