import Foundation
import TableGenTestSupport
import Testing

/// `export settings-bundle -o DIR` and `import settings-bundle -o DIR` write
/// inside DIR only: a symbolic link already in DIR (git commits them) that
/// leads out of it is refused, never written through (docs/security.md,
/// "Writes inside a target folder").
@Suite("writes inside a target folder")
struct FolderWriteTests {
  /// How a link planted in the target folder leads out of it.
  enum Planted: String, CaseIterable, CustomTestStringConvertible {
    /// A link to an executable script outside, relative (`../outside/run.sh`).
    case fileRelative
    /// The same by an absolute path.
    case fileAbsolute
    /// A link to a folder outside, in the place of a folder the command makes.
    case folder
    /// A link to a file not there yet, outside.
    case dangling
    /// Links that lead to links, the last one out.
    case chain

    var testDescription: String { rawValue }
  }

  /// A temporary folder holding `outside/run.sh` (mode 0755), `spec.yaml` and the folder `out`.
  struct Setup {
    let root: URL
    var outside: URL { root.appendingPathComponent("outside") }
    var script: URL { outside.appendingPathComponent("run.sh") }
    var out: URL { root.appendingPathComponent("out") }
    static let scriptText = "#!/bin/sh\necho safe\n"

    init() throws {
      root = try temporaryFolder()
      try FileManager.default.createDirectory(
        at: root.appendingPathComponent("outside"), withIntermediateDirectories: true)
      try FileManager.default.createDirectory(at: root.appendingPathComponent("out"), withIntermediateDirectories: true)
      try Self.scriptText.write(to: root.appendingPathComponent("outside/run.sh"), atomically: true, encoding: .utf8)
      try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
      try """
      tablegen: 1
      locales: [en, fr]
      sourceLocale: en
      title: { en: Settings, fr: Réglages }
      cells:
        - { type: switch, id: sync, label: { en: Sync, fr: Synchroniser }, default: true }

      """.write(to: root.appendingPathComponent("spec.yaml"), atomically: true, encoding: .utf8)
    }

    /// Plants `planted` in `out` where the command would write `file` (or, for a folder, `folder`).
    func plant(_ planted: Planted, file: String, folder: String) throws {
      let manager = FileManager.default
      let at = { (name: String) in self.out.appendingPathComponent(name).path }
      switch planted {
      case .fileRelative: try manager.createSymbolicLink(atPath: at(file), withDestinationPath: "../outside/run.sh")
      case .fileAbsolute: try manager.createSymbolicLink(atPath: at(file), withDestinationPath: script.path)
      case .folder: try manager.createSymbolicLink(atPath: at(folder), withDestinationPath: outside.path)
      case .dangling:
        try manager.createSymbolicLink(
          atPath: at(file), withDestinationPath: outside.appendingPathComponent("new").path)
      case .chain:
        try manager.createSymbolicLink(atPath: at(file), withDestinationPath: "a")
        try manager.createSymbolicLink(atPath: at("a"), withDestinationPath: "b")
        try manager.createSymbolicLink(atPath: at("b"), withDestinationPath: "../outside/run.sh")
      }
    }

    /// The outside folder is as it was: the script's text and mode, and nothing added.
    func expectOutsideUntouched(sourceLocation: SourceLocation = #_sourceLocation) throws {
      #expect(
        try String(contentsOf: script, encoding: .utf8) == Self.scriptText, sourceLocation: sourceLocation)
      let mode = try FileManager.default.attributesOfItem(atPath: script.path)[.posixPermissions] as? Int
      #expect(mode == 0o755, sourceLocation: sourceLocation)
      #expect(fileNames(in: outside) == ["run.sh"], sourceLocation: sourceLocation)
    }
  }

  @Test(
    "export refuses a link in the bundle folder that leads out of it: the file outside keeps its text and mode",
    arguments: Planted.allCases)
  func exportRefusesLinkOut(_ planted: Planted) throws {
    let setup = try Setup()
    defer { try? FileManager.default.removeItem(at: setup.root) }
    try setup.plant(planted, file: "Root.plist", folder: "fr.lproj")
    let run = try CLITests.run([
      "export", "settings-bundle", setup.root.appendingPathComponent("spec.yaml").path, "-o", setup.out.path,
    ])
    #expect(run.status == 2, "\(run.stderr)")
    let link = planted == .folder ? "fr.lproj" : planted == .chain ? "b" : "Root.plist"
    #expect(
      run.stderr.contains(
        "'\(setup.out.path)/\(link)' is a symbolic link that leads out of the folder '\(setup.out.path)'; "
          + "tablegen does not write through it"), "\(run.stderr)")
    try setup.expectOutsideUntouched()
    // Every file is checked before the first is written: the folder is as it was.
    #expect(!FileManager.default.fileExists(atPath: setup.out.appendingPathComponent("en.lproj").path))
  }

  @Test(
    "import refuses a link in the specs folder that leads out of it: the file outside keeps its text and mode",
    arguments: [Planted.fileRelative, .fileAbsolute, .dangling, .chain])
  func importRefusesLinkOut(_ planted: Planted) throws {
    let setup = try Setup()
    defer { try? FileManager.default.removeItem(at: setup.root) }
    let bundle = setup.root.appendingPathComponent("Settings.bundle")
    let exported = try CLITests.run([
      "export", "settings-bundle", setup.root.appendingPathComponent("spec.yaml").path, "-o", bundle.path,
    ])
    #expect(exported.status == 0, "\(exported.stderr)")
    try setup.plant(planted, file: "root.yaml", folder: "")
    let run = try CLITests.run(["import", "settings-bundle", bundle.path, "-o", setup.out.path])
    #expect(run.status == 2, "\(run.stderr)")
    let link = planted == .chain ? "b" : "root.yaml"
    #expect(
      run.stderr.contains("'\(setup.out.path)/\(link)' is a symbolic link that leads out of the folder"),
      "\(run.stderr)")
    try setup.expectOutsideUntouched()
  }

  @Test("a link that stays inside the target folder is written through, and stays a link")
  func linkInsideIsFollowed() throws {
    let setup = try Setup()
    defer { try? FileManager.default.removeItem(at: setup.root) }
    let real = setup.out.appendingPathComponent("real")
    try FileManager.default.createDirectory(at: real, withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: setup.out.appendingPathComponent("Root.plist").path, withDestinationPath: "real/../real/Root.plist")
    let run = try CLITests.run([
      "export", "settings-bundle", setup.root.appendingPathComponent("spec.yaml").path, "-o", setup.out.path,
    ])
    #expect(run.status == 0, "\(run.stderr)")
    let written = try String(contentsOf: real.appendingPathComponent("Root.plist"), encoding: .utf8)
    #expect(written.contains("<string>PSToggleSwitchSpecifier</string>"))
    let kind =
      try FileManager.default.attributesOfItem(atPath: setup.out.appendingPathComponent("Root.plist").path)[
        .type] as? FileAttributeType
    #expect(kind == .typeSymbolicLink)
    try setup.expectOutsideUntouched()
  }
}
