import Foundation
import Testing

@testable import TableGenSpec

/// The baseline of accepted translation problems: keyed by file,
/// code, locale and pointer, never by line; written sorted and read back.
@Suite("Translation baseline")
struct BaselineTests {
  static let spec = """
    tablegen: 1
    locales: [en, de]
    title: { en: Sign up, de: Registrieren }
    cells:
      - { type: input, id: email, label: Email }
      - { type: input, id: name, label: Name, placeholder: { en: "%@", de: "%d" } }
    """

  static func report(_ yaml: String, path: String = "signup.yaml") -> ValidationReport {
    let loaded = SpecLoader.check(SourceFile(path: path, bytes: Array(yaml.utf8), format: .yaml))
    return ValidationReport(files: [
      ValidationReport.FileResult(
        path: path, source: nil, diagnostics: loaded.diagnostics, coverage: loaded.coverage)
    ])
  }

  @Test("records the translation problems only, sorted, as deterministic JSON that reads back")
  func writeAndRead() throws {
    let withOtherProblem = Self.spec + "\n  - { type: input, id: email }\n"
    let baseline = Baseline(report: Self.report(withOtherProblem))
    #expect(baseline.entries.map(\.code) == ["missing-translation", "missing-translation", "placeholder-mismatch"])
    #expect(
      baseline.json == """
        {
          "tablegenBaseline": 1,
          "problems": [
            {"file": "signup.yaml", "code": "missing-translation", "locale": "de", "pointer": "/cells/0/label"},
            {"file": "signup.yaml", "code": "missing-translation", "locale": "de", "pointer": "/cells/1/label"},
            {"file": "signup.yaml", "code": "placeholder-mismatch", "locale": "de", "pointer": "/cells/1/placeholder"}
          ]
        }

        """)
    let (read, problems) = Baseline.read(SourceFile(path: "b.json", bytes: Array(baseline.json.utf8)))
    #expect(problems.isEmpty)
    #expect(read == baseline)
  }

  @Test("a baseline drops what it accepts, even after lines move, and names what no longer occurs")
  func apply() throws {
    let baseline = Baseline(report: Self.report(Self.spec))
    // Two lines above everything, the label fixed, and a new untranslated string.
    let edited =
      "# moved\n\n"
      + Self.spec
      .replacingOccurrences(of: "label: Email", with: "label: { en: Email, de: E-Mail }")
      + "\n  - { type: note, text: Thanks }\n"
    let applied = baseline.apply(to: Self.report(edited), path: "baseline.json")
    #expect(applied.diagnostics.map(\.code) == [.missingTranslation])
    #expect(applied.diagnostics.first?.pointer?.description == "/cells/2/text")
    let outcome = try #require(applied.baseline)
    #expect(outcome.baselined == 2)
    #expect(
      outcome.gone == [
        Baseline.Entry(file: "signup.yaml", code: "missing-translation", locale: "de", pointer: "/cells/0/label")
      ])
  }

  @Test("entries of files not checked this run are not reported gone")
  func otherFiles() {
    let baseline = Baseline(entries: [
      Baseline.Entry(file: "other.yaml", code: "missing-translation", locale: "de", pointer: "/title")
    ])
    let applied = baseline.apply(to: Self.report(Self.spec), path: "b.json")
    #expect(applied.baseline?.gone.isEmpty == true)
    #expect(applied.baseline?.baselined == 0)
  }

  @Test(
    "a file that is not a baseline is a positioned problem",
    arguments: [
      ("[]", Expected(.missingKey, 1, 1)),
      ("{\"tablegenBaseline\": 2, \"problems\": []}", Expected(.unsupportedVersion, 1, 22)),
      (
        "{\"tablegenBaseline\": 1, \"problems\": [{\"file\": \"a\", \"code\": 3, \"locale\": \"de\", \"pointer\": \"\"}]}",
        Expected(.typeMismatch, 1, 60)
      ),
      ("{\"tablegenBaseline\": 1, \"problems\": [], \"extra\": 1}", Expected(.unknownKey, 1, 41)),
      ("{\"tablegenBaseline\": 1, \"problems\": [", Expected(.syntaxError, 1, 38)),
    ])
  func malformed(_ text: String, _ expected: Expected) {
    let (baseline, problems) = Baseline.read(SourceFile(path: "b.json", bytes: Array(text.utf8)))
    #expect(baseline == nil)
    #expect(
      problems.map { Expected($0.code, $0.range?.start.line ?? 0, $0.range?.start.column ?? 0) }.first == expected,
      "\(describe(problems))")
    #expect(problems.allSatisfy { $0.file == "b.json" })
  }
}
