import Testing

@testable import TableGenForm
@testable import TableGenOutput
@testable import TableGenSpec

/// Conditions, checks and computed defaults put on a spec by hand, so that
/// fill's handling of them is tested apart from how the decoder reads them.
struct Dynamics {
  var visibleIf: [String: String] = [:]
  var enableIf: [String: String] = [:]
  var requiredIf: [String: String] = [:]
  /// By picker id, then option value: the option's `visibleIf`.
  var optionVisibleIf: [String: [String: String]] = [:]
  /// By section index.
  var sectionVisibleIf: [Int: String] = [:]
  var computedDefault: [String: String] = [:]
  /// Table checks: rule, message, field.
  var checks: [(rule: String, message: String, field: String)] = []
}

/// A condition parsed from `text` (written alone, so its positions are on line 1).
func condition(_ text: String) -> Condition {
  var diagnostics: [Diagnostic] = []
  guard let condition = ConditionParser.parse(text, diagnostics: &diagnostics) else {
    Issue.record("'\(text)' does not parse: \(describe(diagnostics))")
    return ConditionParser.parse("true", diagnostics: &diagnostics)!
  }
  return condition
}

func template(_ text: String) -> Template {
  var diagnostics: [Diagnostic] = []
  guard let template = TemplateParser.parse(text, diagnostics: &diagnostics) else {
    Issue.record("'\(text)' does not parse: \(describe(diagnostics))")
    return Template(text: text, parts: [.text(text)], range: SourceRange(at: .start))
  }
  return template
}

/// The spec of `yaml` with `dynamics` put on its cells, sections and table.
func dynamicSpec(_ yaml: String, _ dynamics: Dynamics) -> TableSpec {
  let loaded = loadSpec(yaml)
  #expect(loaded.isValid, "\(describe(loaded.diagnostics))")
  guard var spec = loaded.spec else { return loadSpec("tablegen: 1\ncells: []\n").spec! }
  for sectionIndex in spec.sections.indices {
    if let text = dynamics.sectionVisibleIf[sectionIndex] {
      spec.sections[sectionIndex].conditions.visibleIf = condition(text)
    }
    for cellIndex in spec.sections[sectionIndex].cells.indices {
      spec.sections[sectionIndex].cells[cellIndex] = dynamics.apply(to: spec.sections[sectionIndex].cells[cellIndex])
    }
  }
  spec.checks = dynamics.checks.map { check in
    Check(
      rule: condition(check.rule), message: check.message, field: check.field,
      origin: Origin(range: SourceRange(at: .start), pointer: JSONPointer(["checks", "0"])))
  }
  return spec
}

func dynamicPlan(_ yaml: String, _ dynamics: Dynamics) -> FormPlan {
  FormPlan(dynamicSpec(yaml, dynamics))
}

extension Dynamics {
  func apply(to cell: Cell) -> Cell {
    guard let id = cell.common.id else { return cell }
    var common = cell.common
    common.conditions = Conditions(
      visibleIf: visibleIf[id].map(condition), enableIf: enableIf[id].map(condition),
      requiredIf: requiredIf[id].map(condition))
    switch cell {
    case .input(var input):
      input.common = common
      input.computedDefault = computedDefault[id].map(template)
      return .input(input)
    case .textView(var textView):
      textView.common = common
      textView.computedDefault = computedDefault[id].map(template)
      return .textView(textView)
    case .picker(var picker):
      picker.common = common
      for index in picker.options.indices {
        let value = picker.options[index].value.description
        picker.options[index].visibleIf = optionVisibleIf[id]?[value].map(condition)
      }
      return .picker(picker)
    case .switch, .slider, .date, .stepper:
      var cell = cell
      cell.common = common
      return cell
    case .button, .value, .link, .note:
      return cell
    }
  }
}
