import Foundation
import TableGenTestSupport
import Testing

/// `tablegen validate` on translated specs: coverage in the text
/// and JSON reports, missing translations under --strict, and the baseline
/// that lets a team turn the checks on without failing CI on day one.
@Suite("validate: translations")
struct TranslationCLITests {
  static let spec = """
    tablegen: 1
    locales: [en, de, fr]
    sourceLocale: en
    title: { en: Sign up, de: Registrieren, fr: Inscription }
    cells:
      - { type: input, id: email, label: { en: Email, de: E-Mail }, placeholder: name@example.com }

    """

  /// A folder holding `signup.yaml`; removed by the caller.
  static func folder(_ spec: String = spec) throws -> URL {
    let folder = try CLITests.temporaryFolder()
    try Data(spec.utf8).write(to: folder.appendingPathComponent("signup.yaml"))
    return folder
  }

  @Test("the text report has one coverage line per locale; missing translations are warnings, errors under --strict")
  func coverageText() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("signup.yaml").path
    let run = try CLITests.run(["validate", path])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(
      run.stderr.contains(
        "\(path):6:78: warning: 'name@example.com' (placeholder) has no de translation [missing-translation]"))
    #expect(
      run.stderr.hasSuffix(
        """
        \(path): de: 2/3 strings (66%), 1 missing
        \(path): fr: 1/3 strings (33%), 2 missing
        1 file, 0 errors, 3 warnings

        """), "\(run.stderr)")
    let strict = try CLITests.run(["validate", "--strict", path])
    #expect(strict.status == 1)
  }

  @Test("the JSON report has a coverage array and a null baseline, as its schema says")
  func coverageJSON() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("signup.yaml").path
    let run = try CLITests.run(["validate", "--format", "json", path])
    #expect(run.status == 0)
    let document = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    let coverage = try #require(document["coverage"] as? [[String: Any]])
    #expect(coverage.count == 2)
    #expect(coverage.first?["file"] as? String == path)
    #expect(coverage.first?["locale"] as? String == "de")
    #expect(coverage.first?["translated"] as? Int == 2)
    #expect(coverage.first?["total"] as? Int == 3)
    #expect(coverage.first?["missing"] as? Int == 1)
    #expect(coverage.first?["percent"] as? Int == 66)
    #expect(document["baseline"] is NSNull)
  }

  @Test("--write-baseline records today's problems and exits 0 under --strict; --baseline then passes")
  func baselineRoundTrip() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("signup.yaml").path
    let baseline = folder.appendingPathComponent("baseline.json").path
    let write = try CLITests.run(["validate", "--strict", "--write-baseline", baseline, path])
    #expect(write.status == 0, "\(write.stderr)")
    #expect(write.stderr.contains("tablegen: wrote 3 translation problems to \(baseline)"))
    let written = try String(contentsOfFile: baseline, encoding: .utf8)
    #expect(written.hasPrefix("{\n  \"tablegenBaseline\": 1,\n  \"problems\": [\n    {\"file\": \"\(path)\""))
    let check = try CLITests.run(["validate", "--strict", "--baseline", baseline, path])
    #expect(check.status == 0, "\(check.stderr)")
    #expect(check.stderr.contains("baseline \(baseline): 3 problems accepted\n"))
    #expect(check.stderr.hasSuffix("1 file, 0 errors, 0 warnings\n"))
  }

  @Test("a new problem fails under --strict; a fixed one is named so the baseline can shrink")
  func baselineNewAndGone() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("signup.yaml").path
    let baseline = folder.appendingPathComponent("baseline.json").path
    _ = try CLITests.run(["validate", "--write-baseline", baseline, path])
    // Lines move, the placeholder gets its translations, and a new string has none.
    let edited =
      "# Signup form\n"
      + Self.spec
      .replacingOccurrences(
        of: "placeholder: name@example.com",
        with: "placeholder: { en: name@example.com, de: name@beispiel.de, fr: nom@exemple.fr }")
      + "  - { type: note, text: { en: Thanks, de: Danke, fr: Merci, it: Grazie } }\n"
    try Data(edited.utf8).write(to: URL(fileURLWithPath: path))
    let run = try CLITests.run(["validate", "--strict", "--baseline", baseline, path])
    #expect(run.status == 1, "\(run.stderr)")
    #expect(run.stderr.contains("[extra-translation]"))
    #expect(!run.stderr.contains("[missing-translation]"), "\(run.stderr)")
    #expect(
      run.stderr.contains(
        """
        baseline \(baseline): 1 problem accepted; 2 entries no longer occur (write the baseline again to drop them):
          \(path): missing-translation de /cells/0/placeholder
          \(path): missing-translation fr /cells/0/placeholder

        """), "\(run.stderr)")
    let json = try CLITests.run(["validate", "--format", "json", "--baseline", baseline, path])
    let document = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    let outcome = try #require(document["baseline"] as? [String: Any])
    #expect(outcome["baselined"] as? Int == 1)
    #expect((outcome["gone"] as? [[String: Any]])?.count == 2)
  }

  @Test("a baseline that cannot be read, or is not a baseline, is a usage error with its position")
  func badBaseline() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("signup.yaml").path
    let missing = try CLITests.run(["validate", "--baseline", folder.appendingPathComponent("none.json").path, path])
    #expect(missing.status == 2)
    let bad = folder.appendingPathComponent("bad.json")
    try Data("{\"tablegenBaseline\": 1, \"problems\": {}}".utf8).write(to: bad)
    let run = try CLITests.run(["validate", "--baseline", bad.path, path])
    #expect(run.status == 2)
    #expect(
      run.stderr.contains("\(bad.path):1:37: error: 'problems' must be a list, found a mapping [type-mismatch]"),
      "\(run.stderr)")
  }

  @Test("--write-baseline never writes over a child pane or a data file the run read")
  func baselineKeepsWhatWasRead() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let form = folder.appendingPathComponent("form.yaml").path
    let pane = folder.appendingPathComponent("pane.yaml").path
    let paneText = "tablegen: 1\ncells:\n  - { type: switch, id: sync, label: Sync }\n"
    try "tablegen: 1\ncells:\n  - { type: link, id: pane, title: Pane, target: pane.yaml }\n"
      .write(toFile: form, atomically: true, encoding: .utf8)
    try paneText.write(toFile: pane, atomically: true, encoding: .utf8)
    let run = try CLITests.run(["validate", "--write-baseline", pane, form])
    #expect(run.status == 2, "\(run.stderr)")
    #expect(try String(contentsOfFile: pane, encoding: .utf8) == paneText)

    let listed = folder.appendingPathComponent("listed.yaml").path
    let data = folder.appendingPathComponent("shows.yaml").path
    let dataText = "- {name: Night Shift}\n"
    try """
    tablegen: 1
    sections:
      - rows:
          data: shows.yaml
          template: {type: value, title: "{row.name}"}

    """.write(toFile: listed, atomically: true, encoding: .utf8)
    try dataText.write(toFile: data, atomically: true, encoding: .utf8)
    let overData = try CLITests.run(["validate", "--write-baseline", data, listed])
    #expect(overData.status == 2, "\(overData.stderr)")
    #expect(try String(contentsOfFile: data, encoding: .utf8) == dataText)
  }

  // MARK: - Baselines before caps

  /// A spec in 41 languages with no translation at all: 34 strings (30 labels,
  /// a picker's label and options, a title) missing in 40 locales (1,360
  /// warnings, past the cap of 1,000 per file),
  /// and at its end one warning of another kind that the cap used to hide.
  static func manyLocales(folder: URL) throws -> String {
    let letters = "abcdefghijklmnopqrstuvwxyz".map(String.init)
    let locales = ["en"] + (letters.map { "b" + $0 } + letters.prefix(14).map { "c" + $0 })
    var lines = [
      "tablegen: 1", "locales: [\(locales.joined(separator: ", "))]", "sourceLocale: en", "title: Form", "cells:",
    ]
    lines += (0..<30).map { "  - { type: input, id: f\($0), label: Label \($0) }" }
    lines.append("  - { type: picker, id: size, label: Size, options: [1, two] }")
    let path = folder.appendingPathComponent("many.yaml").path
    try (lines.joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  @Test(
    "--write-baseline records every translation problem, past the cap; --strict --baseline then finds the warning the cap hid"
  )
  func baselineBeforeCap() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = try Self.manyLocales(folder: folder)
    let baseline = folder.appendingPathComponent("baseline.json").path
    let all = try CLITests.run(["validate", "--max-diagnostics", "0", "--format", "json", path])
    let document = try #require(try JSONSerialization.jsonObject(with: Data(all.stdout.utf8)) as? [String: Any])
    let diagnostics = try #require(document["diagnostics"] as? [[String: Any]])
    let missing = diagnostics.filter { $0["code"] as? String == "missing-translation" }.count
    #expect(missing > 1_000)

    let write = try CLITests.run(["validate", "--write-baseline", baseline, path])
    #expect(write.status == 0, "\(write.stderr)")
    #expect(
      write.stderr.contains("tablegen: wrote \(missing) translation problems to \(baseline)"),
      "\(write.stderr.suffix(300))")

    let check = try CLITests.run(["validate", "--strict", "--baseline", baseline, path])
    #expect(check.status == 1, "\(check.stderr.suffix(500))")
    #expect(check.stderr.contains("[mixed-option-types]"))
    #expect(check.stderr.hasSuffix("baseline \(baseline): \(missing) problems accepted\n1 file, 0 errors, 1 warning\n"))
  }

  @Test("a report the cap cut short says so and how to see the rest, and never passes --strict")
  func cappedReport() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = try Self.manyLocales(folder: folder)
    // An empty baseline accepts nothing: before, the cap hid the rest and --strict passed on what it showed.
    let baseline = folder.appendingPathComponent("baseline.json").path
    try "{\"tablegenBaseline\": 1, \"problems\": []}\n".write(toFile: baseline, atomically: true, encoding: .utf8)
    for arguments in [["validate", path], ["validate", "--format", "json", path]] {
      let run = try CLITests.run(arguments)
      #expect(run.status == 0, "\(run.stderr.suffix(300))")
      #expect(
        run.stderr.contains(
          "more problems were left out: each file reports at most 1000 (--max-diagnostics); --max-diagnostics 0 shows them all\n"
        ), "\(run.stderr.suffix(300))")
    }
    let strict = try CLITests.run(["validate", "--strict", "--max-diagnostics", "5", "--format", "json", path])
    #expect(strict.status == 1)
    #expect(strict.stderr.hasSuffix("and a shortened report never passes --strict\n"), "\(strict.stderr)")
  }

  @Test("render prints 20 of a spec's warnings and one line saying how many more, and that validate lists them")
  func renderShortensWarnings() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = try Self.manyLocales(folder: folder)
    let all = try CLITests.run(["validate", "--max-diagnostics", "0", "--format", "json", path])
    let document = try #require(try JSONSerialization.jsonObject(with: Data(all.stdout.utf8)) as? [String: Any])
    let total = try #require(document["diagnostics"] as? [[String: Any]]).count
    let run = try CLITests.run(["render", path])
    #expect(run.status == 0)
    #expect(run.stderr.components(separatedBy: ": warning: ").count - 1 == 20)
    #expect(
      run.stderr.hasSuffix(
        "tablegen: \(total - 20) more problems in \(path) not shown; tablegen validate \(path) lists them\n"),
      "\(run.stderr.suffix(300))")
  }
}
