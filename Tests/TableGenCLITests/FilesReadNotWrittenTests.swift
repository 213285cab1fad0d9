import Foundation
import TableGenTestSupport
import Testing

/// No write of a run replaces a file the run read: the spec, a child pane, a
/// data file or a catalog, the panes' own included (docs/security.md, "Never
/// over a file the run read").
@Suite("writes never replace a file the run read")
struct FilesReadNotWrittenTests {
  /// A form with a catalog, a data file and a child pane that has a data file of its own.
  static let files: [String: String] = [
    "form.yaml": """
    tablegen: 1
    locales: [en, de]
    sourceLocale: en
    strings: [de.lproj/form.strings]
    title: { en: Form, de: Formular }
    sections:
      - cells:
          - { type: switch, id: sync, label: Sync }
          - { type: link, id: pane, title: { en: Pane, de: Bereich }, target: pane.yaml }
      - rows:
          data: shows.yaml
          template: { type: value, title: "{row.name}" }

    """,
    "pane.yaml": """
    tablegen: 1
    sections:
      - cells:
          - { type: switch, id: wifi, label: Wi-Fi }
      - rows:
          data: pane-rows.yaml
          template: { type: value, title: "{row.name}" }

    """,
    "shows.yaml": "- {name: Night Shift}\n",
    "pane-rows.yaml": "- {name: Dawn}\n",
    "de.lproj/form.strings": "\"Sync\" = \"Abgleich\";\n",
  ]

  static func folder() throws -> URL {
    let folder = try temporaryFolder()
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("de.lproj"), withIntermediateDirectories: true)
    for (name, text) in files {
      try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }
    return folder
  }

  /// The commands that write FILE, each run on the form.
  static let writers: [[String]] = [
    ["fill", "FORM", "--no-input", "-o", "FILE"],
    ["fill", "FORM", "--no-input", "--record", "FILE"],
    ["render", "FORM", "--follow", "-o", "FILE"],
  ]

  @Test(
    "fill -o, fill --record and render --follow -o refuse every file the run read, and leave it as it was",
    arguments: writers, ["pane.yaml", "shows.yaml", "pane-rows.yaml", "de.lproj/form.strings"])
  func refused(_ command: [String], _ file: String) throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let target = folder.appendingPathComponent(file).path
    let arguments = command.map {
      $0 == "FORM" ? folder.appendingPathComponent("form.yaml").path : $0 == "FILE" ? target : $0
    }
    let run = try CLITests.run(arguments)
    #expect(run.status == 2, "\(run.stderr)")
    #expect(run.stderr.contains("tablegen: cannot write '\(target)': it is a file this run reads"), "\(run.stderr)")
    #expect(try String(contentsOfFile: target, encoding: .utf8) == Self.files[file])
  }

  @Test("render -o refuses the spec's data file and catalog without --follow too")
  func renderRefusesDataAndCatalog() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    for file in ["shows.yaml", "de.lproj/form.strings"] {
      let target = folder.appendingPathComponent(file).path
      let run = try CLITests.run(["render", folder.appendingPathComponent("form.yaml").path, "-o", target])
      #expect(run.status == 2, "\(run.stderr)")
      #expect(try String(contentsOfFile: target, encoding: .utf8) == Self.files[file])
    }
  }
}
