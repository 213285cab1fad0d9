import TableGenForm
import TableGenOutput
import TableGenSpec

/// What a new version of a spec does to the answers given to the old one
/// (docs/evolution.md). Fields are matched by id, or by a `renamedFrom` of
/// the new one, across the form and its child panes; each difference that
/// loses or changes an answer is an error or a warning with a stable code,
/// and each safe one (an addition, a widening, a declared rename) is
/// information. Every diagnostic stands in the new spec, with a note at the
/// old one.
public struct BreakingCheck: Sendable {
  /// How a file of the old version is named in notes: a git revision's
  /// copy is named `v1:Samples/login.yaml`, not by the folder it was copied to.
  public var oldName: @Sendable (String) -> String

  public init(oldName: @escaping @Sendable (String) -> String = { $0 }) {
    self.oldName = oldName
  }

  /// Every difference between `old` and `new`, in the new version's order.
  public func compare(old: SpecVersion, new: SpecVersion) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    var matchOfOld: [Int?] = Array(repeating: nil, count: old.fields.count)
    var matched = Set<Int>()
    // The new fields that may keep an old id's answers: by their id, or an id they were renamed from.
    var candidates: [String: [Int]] = [:]
    for (index, field) in new.fields.enumerated() {
      for id in [field.id] + field.field.common.renamedFrom { candidates[id, default: []].append(index) }
    }
    // First where the answer stays, then anywhere: a field found in another pane has moved.
    for samePlace in [true, false] {
      for (index, field) in old.fields.enumerated() where matchOfOld[index] == nil {
        let found = candidates[field.id]?.first { candidate in
          !matched.contains(candidate) && (!samePlace || new.fields[candidate].panes == field.panes)
        }
        guard let found else { continue }
        matchOfOld[index] = found
        matched.insert(found)
      }
    }
    for (index, field) in old.fields.enumerated() {
      guard let match = matchOfOld[index] else {
        diagnostics.append(removed(field, from: new))
        continue
      }
      diagnostics += FieldComparison(old: field, new: new.fields[match], oldName: oldName).differences()
    }
    for (index, field) in new.fields.enumerated() where !matched.contains(index) {
      let origin = field.field.common.origin
      if FieldComparison.needsAnswer(field.field) {
        diagnostics.append(
          Diagnostic(
            .requiredAddedWithoutDefault,
            "the field '\(field.place)' is new, required and has no default: answers given before do not submit",
            at: origin.range(of: "required"), pointer: origin.pointer(to: "required"),
            suggestion: "give it a default, or make it optional", file: field.file))
        continue
      }
      diagnostics.append(
        Diagnostic(
          .fieldAdded, "the field '\(field.place)' is new: answers given before leave it to its default",
          at: origin.range(of: "id"), pointer: origin.pointer(to: "id"), file: field.file))
    }
    return diagnostics.sorted(by: Diagnostic.reportOrder)
  }

  /// A field of the old version that the new one has nowhere, under its id or a `renamedFrom`.
  private func removed(_ field: SpecVersion.Field, from new: SpecVersion) -> Diagnostic {
    let origin = field.field.common.origin
    return Diagnostic(
      .fieldRemoved, "the field '\(field.place)' is gone: every answer given to it is dropped",
      at: new.tableRange, pointer: .root,
      suggestion:
        "if a field took its place, list the old id in its renamedFrom: renamedFrom: \(YAMLEmitter.scalar(field.id))",
      notes: [Diagnostic.Note("'\(field.id)' was here", at: origin.range(of: "id"), in: oldName(field.file))],
      file: new.file)
  }
}
