import Foundation
import TableGenTestSupport
import Testing

/// `tablegen validate` on the dynamic keys, end to end: a condition over two
/// earlier cells passes, the samples that use conditions pass without a warning, and a
/// problem inside a condition is reported at its column in the file.
@Suite("tablegen validate: conditions")
struct ConditionsCLITests {
  static func run(_ arguments: [String]) throws -> ProcessResult {
    try ProcessRunner.tablegen.run(arguments, stdin: Data(), environment: ["NO_COLOR": "1"], deadline: .seconds(60))
  }

  static func write(_ text: String, named name: String, in folder: URL) throws -> URL {
    let url = folder.appendingPathComponent(name)
    try Data(text.utf8).write(to: url)
    return url
  }

  @Test("a visibleIf over two earlier cells, a switch and a number, validates with exit 0")
  func proxyCondition() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let spec = try Self.write(
      """
      tablegen: 1
      cells:
        - type: switch
          id: proxy
          label: Use a Proxy
        - type: input
          id: proxyPort
          label: Port
          keyboard: number
        - type: input
          id: proxyUser
          label: User
          visibleIf: "{proxy} and {proxyPort} > 0"

      """, named: "proxy.yaml", in: folder)
    let result = try Self.run(["validate", spec.path])
    #expect(result.status == 0, "stderr: \(result.stderr)")
    #expect(result.stderr == "1 file, 0 errors, 0 warnings\n")
  }

  @Test("the samples with conditions, checks and computed defaults validate without a warning")
  func samples() throws {
    let result = try Self.run(["validate", "Samples/network-settings.yaml", "Samples/signup.yaml"])
    #expect(result.status == 0, "stderr: \(result.stderr)")
    // signup.yaml is in German too, every string translated (its coverage line).
    #expect(
      result.stderr == "Samples/signup.yaml: de: 32/32 strings (100%), complete\n2 files, 0 errors, 0 warnings\n")
  }

  @Test("the same condition reading a later cell fails at the '{' of the reference, with the later cell in a note")
  func forwardReference() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let spec = try Self.write(
      """
      tablegen: 1
      cells:
        - type: input
          id: proxyUser
          visibleIf: "{proxy} and {proxyPort} > 0"
        - {type: switch, id: proxy}
        - {type: input, id: proxyPort, keyboard: number}

      """, named: "forward.yaml", in: folder)
    let result = try Self.run(["validate", spec.path])
    #expect(result.status == 1)
    #expect(
      result.stderr.contains(
        "\(spec.path):5:17: error: {proxy} refers to a cell that comes later in the spec [forward-reference]"),
      "stderr: \(result.stderr)")
    #expect(result.stderr.contains("\(spec.path):5:29: error: {proxyPort} refers to a cell that comes later"))
    #expect(result.stderr.contains("note: 'proxy' is defined here (\(spec.path):6:24)"))
  }

  /// The examples of docs/diagnostics.md's Conditions group: each code's
  /// `form.yaml`, and the output the page shows for it.
  static let documentedExamples: [(code: String, spec: String, output: String)] = {
    guard let page = try? String(contentsOf: packagePath("docs/diagnostics.md"), encoding: .utf8),
      let group = page.range(of: "\n## Conditions\n")
    else { return [] }
    return page[group.upperBound...].components(separatedBy: "\n### `").dropFirst().compactMap { entry in
      guard let code = entry.split(separator: "`").first,
        let spec = entry.components(separatedBy: "```yaml\n").dropFirst().first?.components(separatedBy: "```").first,
        let console = entry.components(separatedBy: "```console\n$ tablegen validate form.yaml\n").dropFirst().first?
          .components(separatedBy: "```").first
      else { return nil }
      return (String(code), spec, console)
    }
  }()

  @Test("docs/diagnostics.md shows, for each code of the conditions, the output tablegen really prints")
  func documentedOutput() throws {
    // 17 for the conditions (secret-in-condition among them), 2 for the way to submit
    // (submit-never-shown, cancel-style-action).
    #expect(Self.documentedExamples.count == 19)
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let runner = ProcessRunner(
      executable: ProcessRunner.tablegen.executable, currentDirectory: folder, environment: ["NO_COLOR": "1"])
    for example in Self.documentedExamples {
      _ = try Self.write(example.spec, named: "form.yaml", in: folder)
      let result = try runner.run(["validate", "form.yaml"], stdin: Data(), deadline: .seconds(60))
      #expect(result.stderr == example.output, "\(example.code)")
      #expect(result.stderr.contains("[\(example.code)]"), "\(example.code)")
    }
  }
}
