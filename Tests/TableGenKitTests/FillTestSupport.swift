import Foundation
import Testing

@testable import TableGenForm
@testable import TableGenOutput
@testable import TableGenRender
@testable import TableGenSpec

/// The form of `Tests/Fixtures/fill/every-field.yaml`, which has every answerable cell type.
let everyFieldPlan: FormPlan = fillPlan(file: "Tests/Fixtures/fill/every-field.yaml")

/// The plan of a spec file in the package; records an issue when it does not load.
func fillPlan(file name: String) -> FormPlan {
  let path = packagePath(name).path
  let bytes = (try? Data(contentsOf: URL(fileURLWithPath: path))).map { Array($0) } ?? []
  let loaded = SpecLoader.load(SourceFile(path: path, bytes: bytes))
  guard let spec = loaded.spec, loaded.isValid else {
    Issue.record("\(name) does not load:\n\(describe(loaded.diagnostics))")
    return FormPlan(loadSpec("tablegen: 1\ncells: []\n").spec!)
  }
  return FormPlan(spec)
}

/// The plan of a spec written inline.
func fillPlan(yaml: String) -> FormPlan {
  let loaded = loadSpec(yaml)
  #expect(loaded.isValid, "\(describe(loaded.diagnostics))")
  return FormPlan(loaded.spec ?? loadSpec("tablegen: 1\ncells: []\n").spec!)
}

extension FormPlan {
  /// The field with `id`; records an issue when there is none.
  func field(_ id: String) -> FormField {
    guard let index = questionIndex(id: id) else {
      Issue.record("no field '\(id)'")
      return questions[0].field
    }
    return questions[index].field
  }
}

/// A number answer as typed.
func number(_ text: String) -> Answer {
  .number(Number(typed: text)!)
}

/// What `AnswerParser.parse` says: the answer, or the problems.
func parsed(_ text: String, _ field: FormField) -> Result<Answer, AnswerProblems> {
  AnswerParser.parse(text, for: field)
}
