import TableGenOutput
import TableGenSpec

/// The answers of an answers file that the form's conditions leave out. They
/// are warnings, not errors: the file may well have been written for another
/// path through the form.
extension Prefill {
  /// A `dropped-answer` warning, positioned at the answer (or naming its
  /// `--set` argument), for each value given to a field that `decision` hides
  /// or disables, or that names an option its picker does not offer now.
  public func warnings(for decision: FormDecision, plan: FormPlan) -> [Diagnostic] {
    var warnings: [Diagnostic] = []
    for index in values.keys.sorted() where decision.states.indices.contains(index) {
      guard let origin = origin(of: index), let reason = dropReason(index, decision: decision, plan: plan) else {
        continue
      }
      let field = plan.questions[index].field
      warnings.append(
        Diagnostic(
          .droppedAnswer, "field \(field.reference) \(reason)", at: origin.range,
          pointer: origin.pointer, file: origin.file))
    }
    // `--ask` of a field the conditions hide, given no value (a value's warning above says it): not asked, and why.
    for index in asked.sorted() where values[index] == nil && decision.states.indices.contains(index) {
      guard !decision.states[index].isVisible, let reason = dropReason(index, decision: decision, plan: plan) else {
        continue
      }
      let field = plan.questions[index].field
      let hidden = reason.replacing(", so its answer is dropped", with: "")
      warnings.append(
        Diagnostic(
          .droppedAnswer, "field \(field.reference) \(hidden), so it was not asked", at: nil,
          file: Self.shown(option: "--ask", field.id)))
    }
    return warnings
  }

  /// The file's diagnostics, but for the problems of values `decision` drops:
  /// a value the conditions leave out is not judged.
  public func diagnostics(keptBy decision: FormDecision, plan: FormPlan) -> [Diagnostic] {
    let dropped = Set(
      values.keys.filter { isDropped($0, decision: decision, plan: plan) }.map {
        plan.questions[$0].field.id
      })
    // A value's pointer is its field's id under the answers' base.
    let depth = base.tokens.count
    return diagnostics.filter { diagnostic in
      let tokens = diagnostic.pointer?.tokens ?? []
      return !(tokens.count > depth && dropped.contains(tokens[depth]))
    }
  }

  /// Whether the value given for question `index` is dropped by the conditions, as opposed to judged on its own.
  func isDropped(_ index: Int, decision: FormDecision, plan: FormPlan) -> Bool {
    dropReason(index, decision: decision, plan: plan) != nil
  }

  private func dropReason(_ index: Int, decision: FormDecision, plan: FormPlan) -> String? {
    let state = decision.states[index]
    let conditions = plan.questions[index].field.conditions
    if !state.isVisible, state.offeredOptions == [] {
      return "offers no option now (no option's visibleIf holds), so its answer is dropped"
    }
    if !state.isVisible {
      // Cite the condition that is false: the section's when the section is hidden, else the field's own.
      let sectionIndex = plan.questions[index].section
      let section = plan.sections[sectionIndex].conditions.visibleIf
      let condition =
        !decision.sectionVisible[sectionIndex]
        ? section.map { "its section's \($0.text)" } ?? "" : conditions.visibleIf?.text ?? ""
      return "is hidden (visibleIf: \(condition)), so its answer is dropped"
    }
    if !state.isEnabled {
      // The very default a disabled field keeps (fill's own output, given back) is no news.
      if case .answer(let answer)? = values[index], answer == state.value { return nil }
      if case .leftOut? = values[index], state.value == nil { return nil }
      let condition = conditions.enableIf?.text ?? ""
      return "is disabled (enableIf: \(condition)), so its answer is dropped and its default kept"
    }
    if case .answer(let answer)? = values[index], case .picker(let picker) = decision.field(at: index).cell {
      let offered = picker.options.map(\.value)
      let values: [PickerCell.OptionValue]
      switch answer {
      case .option(let value): values = [value]
      case .options(let list): values = list
      default: values = []
      }
      if let hidden = values.first(where: { !offered.contains($0) }) {
        return "is given '\(hidden.description)', an option not offered now (its visibleIf does not hold), "
          + "so the answer is dropped"
      }
    }
    return nil
  }
}

extension Prefill {
  /// The warnings for the answers `result` was submitted with: the conditions
  /// decided from the submitted answers are the ones the form ended with, since
  /// a field left out of them reads as `null` either way.
  public func warnings(after result: FormResult, plan: FormPlan) -> [Diagnostic] {
    let decision = FormDecision(plan: plan) { index in .answer(result[plan.questions[index].field.id]) }
    return warnings(for: decision, plan: plan)
  }
}
