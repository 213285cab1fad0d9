import Foundation
import TableGenTestSupport
import Testing

/// `validate FOLDER` does not check as specs the files a spec of the run reads
/// as its data (README.md, `tablegen validate`).
@Suite("validate: data files in a folder")
struct FilesReadBySpecsTests {
  static let spec = """
    tablegen: 1
    sections:
      - cells:
          - type: picker
            id: show
            label: Show
            optionsFrom: {data: data/shows.yaml, value: id, label: name}
      - id: list
        rows:
          data: data/episodes.json
          template: {type: value, id: "ep-{row.id}", title: "{row.title}"}

    """

  /// A folder holding `spec.yaml` and the two data files it reads.
  static func folder() throws -> URL {
    let folder = try CLITests.temporaryFolder()
    let data = folder.appendingPathComponent("data")
    try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
    try Data(spec.utf8).write(to: folder.appendingPathComponent("spec.yaml"))
    try Data("- {id: a, name: Alpha}\n".utf8).write(to: data.appendingPathComponent("shows.yaml"))
    try Data(#"[{"id": "1", "title": "Pilot"}]"#.utf8).write(to: data.appendingPathComponent("episodes.json"))
    return folder
  }

  @Test("Samples/ passes: its data files are read as the episodes' data, not checked as specs")
  func samplesPass() throws {
    let result = try CLITests.run(["validate", "Samples/"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(!result.stderr.contains("Samples/data/"))
  }

  @Test("a folder's data files are left out; a list no spec reads is still a bad spec")
  func leftOutWhenRead() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data("- {id: b}\n".utf8).write(to: folder.appendingPathComponent("stray.yaml"))
    let result = try CLITests.run(["validate", "--format", "json", folder.path])
    #expect(result.status == 1)
    #expect(!result.stdout.contains("shows.yaml"))
    #expect(!result.stdout.contains("episodes.json"))
    #expect(result.stdout.contains("stray.yaml"))
    #expect(result.stdout.contains("type-mismatch"))
  }

  @Test("a data file named on the command line is checked as a spec")
  func namedIsChecked() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let shows = folder.appendingPathComponent("data/shows.yaml").path
    let result = try CLITests.run(["validate", folder.path, shows])
    #expect(result.status == 1)
    #expect(result.stderr.contains("\(shows):1:1: error: the top level of a spec must be a mapping, found a list"))
  }
}
