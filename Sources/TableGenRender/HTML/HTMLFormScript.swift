import TableGenSpec

/// The page's one script: it runs the form as `tablegen fill` does. It reads
/// the spec's fields, conditions and checks from the data block, decides the
/// form in one pass in spec order after every change (the rules of
/// `ConditionEvaluator` and `FormDecision`: strict comparisons, a hidden or
/// unanswered answer reads as null), judges each value where the native
/// constraint attributes cannot say tablegen's rule exactly, and on submit
/// writes the answers JSON byte for byte as `tablegen fill` writes it.
///
/// It is the same for every spec, so its CSP hash is computed once. It uses no
/// `eval`, no inline handlers and no `innerHTML`: spec text reaches the page
/// as `textContent` only.
enum HTMLFormScript {
  static let source = #"""
    "use strict";
    (() => {
      // The kinds of control this script reads and sets (HTMLControl), and the classes of value an
      // answer holds (AnswerShape). A field of any other is a page this script cannot run.
      const controlKinds = ["entry", "check", "range", "menu", "choices"];
      const answerShapes = ["text", "number", "integer", "boolean", "option", "options", "iso8601"];

      const data = JSON.parse(document.getElementById("tablegen-data").textContent);
      const form = document.getElementById("tablegen-form");
      const answersBox = document.getElementById("tablegen-answers");
      const statusLine = document.getElementById("tablegen-status");
      const dialog = document.getElementById("tablegen-confirm");
      const fields = data.fields;
      for (const field of fields) {
        if (!controlKinds.includes(field.control) || !answerShapes.includes(field.shape)) {
          throw new Error(`field '${field.id}': a ${field.control} control of ${field.shape} answers is unknown to this script`);
        }
      }
      const byId = new Map(fields.map((field, index) => [field.id, index]));
      // A form's controls shadow its properties by name (a field named "submit" is form.submit), so the
      // form's own methods are called from its prototype, and its fields are found by their rows.
      const listen = (type, handler, capture) => EventTarget.prototype.addEventListener.call(form, type, handler, capture);
      const formIsValid = () => HTMLFormElement.prototype.checkValidity.call(form);
      const reportValidity = () => HTMLFormElement.prototype.reportValidity.call(form);
      const rowOf = new Map(Array.from(document.querySelectorAll("[data-field]"), (row) => [row.dataset.field, row]));
      const parts = fields.map((field) => {
        const row = rowOf.get(field.id);
        const inputs = Array.from(row.querySelectorAll("input, select, textarea"));
        return { row, inputs, element: field.control === "choices" ? row.querySelector("fieldset") : inputs[0],
          shown: row.querySelector("output"), error: row.querySelector(".error") };
      });
      const edited = fields.map(() => false);
      let tried = false;
      let decided = null;
      /** The button whose confirmation dialog is open. */
      let pendingChoice = null;
      /** Failing checks that no asked field can mend: they still block submitting, as under fill. */
      let unmendable = [];

      // ---- Text, as tablegen counts and trims it ----
      const segmenter = typeof Intl === "object" && Intl.Segmenter ? new Intl.Segmenter(undefined, { granularity: "grapheme" }) : null;
      const characters = (text) => (segmenter ? Array.from(segmenter.segment(text)).length : Array.from(text).length);
      const isBlank = (text) => /^\p{White_Space}*$/u.test(text);
      const trimmed = (text) => text.replace(/^\p{White_Space}+|\p{White_Space}+$/gu, "");
      const typedNumber = /^[+-]?(?:[0-9]+\.?[0-9]*|\.[0-9]+)$/;

      /** A number typed as tablegen reads it (`Number(typed:)`), or null. */
      function parseNumber(text) {
        if (!typedNumber.test(text)) return null;
        const value = Number(text);
        if (!Number.isFinite(value)) return null;
        let literal = text.startsWith("+") ? text.slice(1) : text;
        if (literal.startsWith(".")) literal = "0" + literal;
        else if (literal.startsWith("-.")) literal = "-0" + literal.slice(1);
        let json;
        if (!text.includes(".")) {
          const match = /^([+-]?)0*([0-9]*)$/.exec(text);
          const digits = match[2] || "0";
          json = (match[1] === "-" && digits !== "0" ? "-" : "") + digits;
        } else {
          json = formatNumber(value);
        }
        return { kind: "number", value, literal, json };
      }

      /** A double as tablegen prints it: whole numbers without a fraction, others as Swift's description. */
      function formatNumber(value) {
        if (Number.isInteger(value) && Math.abs(value) < 1e15) return String(value === 0 ? 0 : value);
        const [mantissa, exponentText] = value.toExponential().split("e");
        const exponent = Number(exponentText);
        if (exponent < -4 || exponent >= 16) {
          return mantissa + "e" + (exponent < 0 ? "-" : "+") + String(Math.abs(exponent)).padStart(2, "0");
        }
        const text = String(value);
        return text.includes(".") ? text : text + ".0";
      }

      // ---- Answers ----
      // An answer is {kind: "text", text} | {kind: "number", value, literal, json} | {kind: "bool", value}
      // | {kind: "option", index} | {kind: "options", indexes}; null when there is none.

      const isNumber = (field) => field.shape === "number" || field.shape === "integer";

      function typedAnswer(field, text) {
        if (isNumber(field)) {
          const number = parseNumber(trimmed(text));
          if (number) return number;
        }
        return { kind: "text", text };
      }

      const normalized = (answer) => (answer && answer.kind === "text" && isBlank(answer.text) ? null : answer);

      /** The answer that chosen option indexes stand for. */
      const chosenAnswer = (field, indexes) =>
        field.shape === "options" ? { kind: "options", indexes } : indexes.length ? { kind: "option", index: indexes[0] } : null;

      function specDefault(field) {
        if (field.default === undefined) return null;
        switch (field.shape) {
          case "boolean": return { kind: "bool", value: field.default };
          case "option": case "options": return chosenAnswer(field, field.default);
          case "text": case "number": case "integer": case "iso8601": return typedAnswer(field, field.default);
        }
        return null;
      }

      function conditionValue(field, answer) {
        if (!answer) return null;
        switch (answer.kind) {
          case "text": return answer.text;
          case "number": case "bool": return answer.value;
          case "option": return field.options[answer.index].value;
          default: return answer.indexes.map((index) => field.options[index].value);
        }
      }

      function templateText(field, answer) {
        if (!answer) return "";
        const optionText = (index) => { const option = field.options[index]; return option.literal !== undefined ? option.literal : String(option.value); };
        switch (answer.kind) {
          case "text": return answer.text;
          case "number": return answer.literal;
          case "bool": return answer.value ? "true" : "false";
          case "option": return optionText(answer.index);
          default: return answer.indexes.map(optionText).join(", ");
        }
      }

      // ---- Conditions, as ConditionEvaluator decides them ----
      function equal(a, b) {
        if (Array.isArray(a) || Array.isArray(b)) {
          return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, index) => equal(item, b[index]));
        }
        return typeof a === typeof b && a === b;
      }
      const empty = (value) => value === null || value === "" || (Array.isArray(value) && value.length === 0);

      function valueOf(node, read) {
        if ("ref" in node) return read(node.ref);
        if ("value" in node) return node.value;
        if ("list" in node) return node.list.map((item) => valueOf(item, read));
        return holds(node, read);
      }

      function holds(node, read) {
        if (!("op" in node)) return valueOf(node, read) === true;
        switch (node.op) {
          case "not": return !holds(node.arg, read);
          case "empty": return empty(valueOf(node.arg, read));
          case "notempty": return !empty(valueOf(node.arg, read));
          case "and": return holds(node.args[0], read) && holds(node.args[1], read);
          case "or": return holds(node.args[0], read) || holds(node.args[1], read);
        }
        const left = valueOf(node.args[0], read);
        const right = valueOf(node.args[1], read);
        if (left === null || right === null) return false;
        const numbers = typeof left === "number" && typeof right === "number";
        switch (node.op) {
          case "==": return equal(left, right);
          case "!=": return !equal(left, right);
          case "<": return numbers && left < right;
          case "<=": return numbers && left <= right;
          case ">": return numbers && left > right;
          case ">=": return numbers && left >= right;
          case "in": return Array.isArray(right) && right.some((item) => equal(item, left));
          case "contains": return Array.isArray(left) && left.some((item) => equal(item, right));
        }
        return false;
      }

      const conditionHolds = (condition, read, otherwise) => (condition ? holds(condition.tree, read) : otherwise);

      // ---- Computed defaults ----
      const folding = new Map();
      for (const [letters, base] of [["àáâãäåāăą", "a"], ["çćĉċč", "c"], ["ďđ", "d"], ["èéêëēĕėęě", "e"], ["ĝğġģ", "g"], ["ĥħ", "h"],
        ["ìíîïĩīĭįı", "i"], ["ĵ", "j"], ["ķ", "k"], ["ĺļľŀł", "l"], ["ñńņňŉ", "n"], ["òóôõöøōŏő", "o"], ["ŕŗř", "r"], ["śŝşš", "s"],
        ["ţťŧ", "t"], ["ùúûüũūŭůűų", "u"], ["ŵ", "w"], ["ýÿŷ", "y"], ["źżž", "z"], ["ð", "d"], ["þ", "th"], ["ß", "ss"], ["æ", "ae"],
        ["œ", "oe"], ["ĳ", "ij"]]) {
        for (const letter of letters) folding.set(letter, base);
      }

      function slug(text) {
        let result = "";
        let dash = false;
        const append = (piece) => { if (dash && result) result += "-"; dash = false; result += piece; };
        for (const character of text.toLowerCase()) {
          const code = character.codePointAt(0);
          if (code < 0x80) {
            if (/[a-z0-9]/.test(character)) append(character); else dash = true;
          } else if (folding.has(character)) {
            append(folding.get(character));
          } else if (code >= 0x300 && code <= 0x36f) {
            continue;
          } else {
            dash = true;
          }
        }
        return result;
      }

      const filters = new Map([["lower", (text) => text.toLowerCase()], ["upper", (text) => text.toUpperCase()], ["trim", trimmed], ["slug", slug]]);
      const encoder = new TextEncoder();

      /** The template's text, or null when it would pass 65,536 bytes (FormDecision.computedDefaultLimit). */
      function renderTemplate(template, text) {
        let result = "";
        for (const part of template.parts) {
          result += "text" in part ? part.text : part.filters.reduce((piece, name) => filters.get(name)(piece), text(part.ref));
          if (encoder.encode(result).length > \#(ComputedText.maxBytes)) return null;
        }
        return result;
      }

      // ---- Controls, by the kind the data block names ----
      const part = (field) => parts[byId.get(field.id)];
      /** The element that stands for the field: its input, textarea, menu or group of choices. */
      const control = (field) => part(field).element;
      // Radio buttons or checkboxes: each option's, then "(leave out)".
      const choiceInputs = (field) => part(field).inputs.filter((input) => input.value !== "");
      const leaveOutInput = (field) => part(field).inputs.find((input) => input.value === "");

      function controlAnswer(field) {
        const element = control(field);
        switch (field.control) {
          case "entry": case "range": return typedAnswer(field, element.value);
          case "check": return { kind: "bool", value: element.checked };
          case "menu": return chosenAnswer(field, Array.from(element.selectedOptions, (option) => option.value).filter((value) => value !== "").map(Number));
          case "choices": return chosenAnswer(field, choiceInputs(field).filter((input) => input.checked).map((input) => Number(input.value)));
        }
        return null;
      }

      function showAnswer(field, answer) {
        const element = control(field);
        const indexes = !answer ? [] : answer.kind === "option" ? [answer.index] : answer.kind === "options" ? answer.indexes : [];
        switch (field.control) {
          case "entry": case "range":
            element.value = answer ? (answer.kind === "number" ? answer.json : answer.text) : "";
            showValue(field);
            return;
          case "check": element.checked = !!(answer && answer.value); return;
          case "menu":
            for (const option of element.options) option.selected = option.value === "" ? indexes.length === 0 : indexes.includes(Number(option.value));
            return;
          case "choices": {
            for (const input of choiceInputs(field)) input.checked = indexes.includes(Number(input.value));
            const leaveOut = leaveOutInput(field);
            if (leaveOut) leaveOut.checked = indexes.length === 0;
          }
        }
      }

      /** A range's value, in the output beside it. */
      function showValue(field) {
        const shown = part(field).shown;
        if (shown) shown.textContent = control(field).value;
      }

      function namesHiddenOption(answer, offered) {
        if (!answer || !offered) return false;
        if (answer.kind === "option") return !offered.includes(answer.index);
        if (answer.kind === "options") return answer.indexes.some((index) => !offered.includes(index));
        return false;
      }

      // ---- The one pass, in spec order (FormDecision) ----
      function decide() {
        const values = fields.map(() => null);
        const texts = fields.map(() => "");
        const read = (id) => (byId.has(id) ? values[byId.get(id)] : null);
        const text = (id) => (byId.has(id) ? texts[byId.get(id)] : "");
        const sections = data.sections.map(() => null);
        const sectionShown = (index) => {
          if (sections[index] === null) sections[index] = conditionHolds(data.sections[index].visibleIf, read, true);
          return sections[index];
        };
        const states = fields.map((field, index) => {
          const state = { visible: false, enabled: false, required: false, offered: null, answer: null, defaultAnswer: null };
          if (!sectionShown(field.section) || !conditionHolds(field.visibleIf, read, true)) return state;
          if (field.options && field.options.some((option) => option.visibleIf)) {
            state.offered = field.options.map((option, at) => (conditionHolds(option.visibleIf, read, true) ? at : -1)).filter((at) => at >= 0);
            if (state.offered.length === 0) return state;
          }
          state.visible = true;
          state.enabled = conditionHolds(field.enableIf, read, true);
          state.required = field.required || conditionHolds(field.requiredIf, read, false);
          let defaultAnswer = specDefault(field);
          if (field.computedDefault) {
            const computed = renderTemplate(field.computedDefault, text);
            defaultAnswer = computed === null || isBlank(computed) ? null : typedAnswer(field, computed);
            if (state.enabled && !edited[index]) control(field).value = computed === null ? "" : computed;
          }
          if (namesHiddenOption(defaultAnswer, state.offered)) defaultAnswer = null;
          state.defaultAnswer = defaultAnswer;
          if (!state.enabled) {
            showAnswer(field, defaultAnswer);
            state.answer = normalized(defaultAnswer);
          } else {
            let answer = controlAnswer(field);
            if (namesHiddenOption(answer, state.offered)) {
              // An answer naming an option that is not offered counts as unset: the default, when offered.
              showAnswer(field, defaultAnswer);
              answer = defaultAnswer;
            }
            state.answer = normalized(answer);
          }
          values[index] = conditionValue(field, state.answer);
          texts[index] = templateText(field, state.answer);
          return state;
        });
        data.sections.forEach((_, index) => sectionShown(index));
        const rows = data.rows.map((row) => sections[row.section] && conditionHolds(row.visibleIf, read, true));
        return { states, sections, rows, values };
      }

      // ---- Judging a value by tablegen's rules, with fill's words for each (the field's advice) ----
      function formatHolds(format, text) {
        switch (format) {
          case "ascii": return /^[\x00-\x7f]*$/.test(text);
          case "digits": return /^[0-9]*$/.test(text);
          case "email": {
            const parts = text.split("@");
            return parts.length === 2 && parts[0] !== "" && !/\p{White_Space}/u.test(text) && parts[1].split(".").length >= 2 && parts[1].split(".").every((label) => label !== "");
          }
          case "url": {
            const colon = text.indexOf(":");
            const ok = colon > 0 && !/\p{White_Space}/u.test(text) && /^[A-Za-z][A-Za-z0-9+.-]*$/.test(text.slice(0, colon));
            const rest = text.slice(colon + 1);
            return ok && (rest.startsWith("//") ? Array.from(rest).length > 2 && rest[2] !== "/" : rest !== "");
          }
          case "phone": return /[0-9]/.test(text) && /^[0-9 +\-().]*$/.test(text);
        }
        return true;
      }

      /** The rules every value obeys as text: the lengths, then the pattern. */
      function textProblem(field, text) {
        const length = characters(text);
        if ((field.minLength !== undefined && length < field.minLength) || (field.maxLength !== undefined && length > field.maxLength)) return field.advice.length;
        if (field.pattern !== undefined) {
          let pattern = null;
          try { pattern = new RegExp(`^(?:${field.pattern})$`, "v"); } catch (error) { pattern = null; }
          if (pattern && !pattern.test(text)) return field.advice.pattern;
        }
        return null;
      }

      /** Whether `value` lies on a step of `step` from `base`, allowing for binary fractions (0.1 steps). */
      function onStep(value, base, step) {
        const steps = (value - base) / step;
        return Math.abs(steps - Math.round(steps)) <= 1e-9 * Math.max(1, Math.abs(steps));
      }

      /** ISO dates and times compare part by part, as numbers (a year may have more than four digits). */
      function compareISO(a, b) {
        const left = a.split(/[^0-9]+/).map(Number);
        const right = b.split(/[^0-9]+/).map(Number);
        for (let index = 0; index < Math.min(left.length, right.length); index++) {
          if (left[index] !== right[index]) return left[index] < right[index] ? -1 : 1;
        }
        return 0;
      }

      /** What is wrong with the field's value, as fill's sentence; null when nothing is (or the browser's own check says it). */
      function ownProblem(field, state) {
        const advice = field.advice;
        const answer = state.answer;
        switch (field.shape) {
          case "boolean": return null;
          case "option": return state.required && !answer ? advice.required : null;
          case "options": return state.required && (!answer || answer.indexes.length === 0) ? advice.required : null;
        }
        const element = control(field);
        const raw = element.value;
        if (element.validity.badInput) return advice.value || null;
        if (isBlank(raw)) return field.holdsValue ? advice.value : state.required ? advice.required : null;
        switch (field.shape) {
          case "text": return (field.format !== undefined && !formatHolds(field.format, raw) ? advice.format : null) || textProblem(field, raw);
          case "iso8601":
            if ((field.earliest !== undefined && compareISO(raw, field.earliest) < 0) || (field.latest !== undefined && compareISO(raw, field.latest) > 0)) return advice.range;
            if (field.minuteStep !== undefined && Number(raw.slice(raw.indexOf("T") + 1).split(":")[1]) % field.minuteStep !== 0) return advice.step;
            return null;
        }
        // A number: whole when it must be, inside its bounds, on its step; then its text as the answers write it.
        if (!answer || answer.kind !== "number" || (field.shape === "integer" && !Number.isInteger(answer.value))) return advice.value;
        if ((field.min !== undefined && answer.value < field.min) || (field.max !== undefined && answer.value > field.max)) return advice.range;
        if (field.step !== undefined && field.step > 0 && !onStep(answer.value, field.min || 0, field.step)) return advice.step || null;
        return textProblem(field, answer.json);
      }

      /** Fill's sentence for what the browser's own check refuses (a date before its min, a step missed). */
      function nativeProblem(field, element) {
        const validity = element.validity;
        if (validity.valueMissing) return field.advice.required || null;
        if (validity.badInput) return field.advice.value || null;
        if (validity.rangeUnderflow || validity.rangeOverflow) return field.advice.range || null;
        if (validity.stepMismatch) return field.advice.step || null;
        if (validity.patternMismatch) return field.advice.pattern || null;
        if (validity.tooShort || validity.tooLong) return field.advice.length || null;
        return null;
      }

      /** The element that carries a field's validity: its control, or its first offered choice. */
      function anchor(field) {
        if (field.control !== "choices") return control(field);
        return choiceInputs(field).find((input) => !input.disabled) || choiceInputs(field)[0];
      }

      // ---- Applying a decision to the page ----
      function refresh() {
        const decision = decide();
        decided = decision;
        data.sections.forEach((_, index) => { document.getElementById("section-" + index).hidden = !decision.sections[index]; });
        data.rows.forEach((row, index) => {
          const element = document.getElementById(row.element);
          element.hidden = !decision.rows[index];
          const button = element.querySelector("button");
          if (button) button.disabled = !decision.rows[index];
        });
        const messages = fields.map(() => null);
        fields.forEach((field, index) => {
          const state = decision.states[index];
          const element = control(field);
          const row = part(field).row;
          row.hidden = !state.visible;
          row.classList.toggle("is-disabled", state.visible && !state.enabled);
          row.classList.toggle("is-required", state.visible && state.required);
          const active = state.visible && state.enabled;
          const inputs = field.control === "choices" ? part(field).inputs : [element];
          for (const input of inputs) {
            const offered = input.value === "" || !state.offered || state.offered.includes(Number(input.value));
            if (input.closest(".choice")) input.closest(".choice").hidden = !offered;
            input.disabled = !active || !offered;
            input.setCustomValidity("");
            // One checkbox of a group cannot be required, and a field that always holds a value never is.
            if (!field.holdsValue && field.shape !== "options") input.required = state.required;
          }
          if (field.control === "menu") {
            for (const option of element.options) {
              const offered = option.value === "" || !state.offered || state.offered.includes(Number(option.value));
              option.hidden = !offered;
              option.disabled = !offered;
            }
          }
          if (active) messages[index] = ownProblem(field, state) || nativeProblem(field, anchor(field)) || null;
        });
        // Checks: each fails when every field its rule reads is answered and the rule does not hold;
        // it is shown at its field when that is asked, else at the last asked field its rule reads.
        // A field with a problem of its own is told that first, as fill lists a value's problems before checks.
        const answered = (id) => {
          if (!byId.has(id)) return null;
          const state = decision.states[byId.get(id)];
          return state.visible ? conditionValue(fields[byId.get(id)], state.answer) : null;
        };
        let checks = data.checks || [];
        data.sections.forEach((section, index) => { if (decision.sections[index]) checks = checks.concat(section.checks || []); });
        unmendable = [];
        const asked = (index) => index !== undefined && decision.states[index].visible && decision.states[index].enabled;
        for (const check of checks) {
          const unsettled = (id) => answered(id) === null || messages[byId.get(id)] !== null;
          if (check.rule.dependsOn.some(unsettled) || holds(check.rule.tree, answered)) continue;
          let at = byId.get(check.field);
          if (!asked(at)) at = Math.max(-1, ...check.rule.dependsOn.map((id) => byId.get(id)).filter(asked));
          if (at >= 0) { if (messages[at] === null) messages[at] = check.message; } else unmendable.push(`field '${check.field}': ${check.message}`);
        }
        fields.forEach((field, index) => {
          if (messages[index] !== null) anchor(field).setCustomValidity(messages[index]);
          const line = part(field).error;
          const element = anchor(field);
          const message = element && !element.disabled && !element.validity.valid ? element.validationMessage : "";
          line.textContent = tried ? message : "";
          line.hidden = !tried || message === "";
        });
      }

      // ---- The answers, as `tablegen fill` writes them ----
      function jsonString(text) {
        let result = "\"";
        for (const character of text) {
          const code = character.codePointAt(0);
          switch (character) {
            case "\"": result += "\\\""; break;
            case "\\": result += "\\\\"; break;
            case "\n": result += "\\n"; break;
            case "\r": result += "\\r"; break;
            case "\t": result += "\\t"; break;
            case "\b": result += "\\b"; break;
            case "\f": result += "\\f"; break;
            case "\u2028": result += "\\u2028"; break;
            case "\u2029": result += "\\u2029"; break;
            default: result += code < 0x20 || code === 0x7f ? "\\u00" + code.toString(16).padStart(2, "0") : character;
          }
        }
        return result + "\"";
      }

      function jsonAnswer(field, answer) {
        const option = (index) => { const item = field.options[index]; return item.json !== undefined ? item.json : jsonString(item.value); };
        switch (answer.kind) {
          case "text": return jsonString(answer.text);
          case "number": return answer.json;
          case "bool": // what the answers hold for on and off, when the field says (onValue/offValue)
            return field.stored ? field.stored[answer.value ? "on" : "off"] : answer.value ? "true" : "false";
          case "option": return option(answer.index);
          default: return answer.indexes.length ? "[\n    " + answer.indexes.map(option).join(",\n    ") + "\n  ]" : "[]";
        }
      }

      function answersJSON(action) {
        const members = [];
        if (action !== null) members.push("  " + jsonString("$action") + ": " + jsonString(action));
        fields.forEach((field, index) => {
          const state = decided.states[index];
          if (state.visible && state.answer) members.push("  " + jsonString(field.id) + ": " + jsonAnswer(field, state.answer));
        });
        return members.length ? "{\n" + members.join(",\n") + "\n}\n" : "{}\n";
      }

      function finish(action, title) {
        answersBox.textContent = answersJSON(action);
        answersBox.hidden = false;
        statusLine.textContent = `Submitted: ${title}.`;
      }

      function buttonOf(element) {
        const index = data.rows.findIndex((row) => row.button && document.getElementById(row.element).contains(element));
        return index >= 0 ? data.rows[index].button : null;
      }

      // ---- Events ----
      // Answers shown for an earlier submit are stale once anything changes.
      const stale = () => { answersBox.hidden = true; statusLine.textContent = ""; };
      listen("input", (event) => {
        stale();
        const row = event.target.closest("[data-field]");
        const index = row ? byId.get(row.dataset.field) : undefined;
        if (index !== undefined && fields[index].computedDefault && event.isTrusted) edited[index] = true;
        if (index !== undefined) showValue(fields[index]);
        refresh();
      });
      listen("change", () => { stale(); refresh(); });
      listen("invalid", () => { if (!tried) { tried = true; refresh(); } }, true);

      listen("click", (event) => {
        const button = event.target.closest("button");
        if (!button) return;
        if (button.type === "submit") {
          // A blank text is no answer: cleared before the browser judges it, as fill leaves it out.
          fields.forEach((field, index) => {
            const state = decided.states[index];
            if (field.control === "entry" && state.visible && state.enabled && isBlank(control(field).value)) control(field).value = "";
          });
          refresh();
          return;
        }
        const spec = buttonOf(button);
        // An action acts in place whatever its style, as in tablegen fill: a cancel-style action declines nothing.
        if (spec && spec.role === "action") {
          statusLine.textContent = `${spec.title} acts in place; the form stays open.`;
        } else if (button.dataset.builtIn === "cancel" || (spec && spec.style === "cancel")) {
          answersBox.textContent = "";
          answersBox.hidden = true;
          statusLine.textContent = "Cancelled: no answers are written.";
        }
      });

      listen("submit", (event) => {
        event.preventDefault();
        refresh();
        if (!formIsValid()) { tried = true; refresh(); reportValidity(); return; }
        if (unmendable.length) { answersBox.hidden = true; statusLine.textContent = "error: " + unmendable[0]; return; }
        const submitter = event.submitter;
        const spec = submitter ? buttonOf(submitter) : null;
        if (!spec) { finish(null, submitter ? submitter.textContent : "Submit"); return; }
        if (!spec.confirm) { finish(spec.action, spec.title); return; }
        dialog.querySelector(".confirm-title").textContent = spec.confirm.title;
        dialog.querySelector(".confirm-message").textContent = spec.confirm.message;
        dialog.querySelector(".confirm-yes").textContent = spec.title;
        pendingChoice = spec;
        dialog.showModal();
      });

      dialog.querySelector(".confirm-yes").addEventListener("click", () => {
        dialog.close();
        if (pendingChoice) finish(pendingChoice.action, pendingChoice.title);
        pendingChoice = null;
      });
      dialog.querySelector(".confirm-no").addEventListener("click", () => { pendingChoice = null; dialog.close(); });

      refresh();
      document.documentElement.dataset.ready = "true";
    })();
    """#
}
