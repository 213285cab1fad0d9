import Foundation
import Testing

/// Every file a spec names (a link's target, a data file, a catalog) is a
/// regular file inside the spec's folder tree, read without blocking; a linked
/// file that is not a tablegen spec is one diagnostic that shows none of its
/// lines (docs/security.md, "Files a spec names").
@Suite("files a spec names")
struct FilesASpecNamesTests {
  /// Fake credentials, shaped as Docker's `config.json` and gcloud's application default credentials.
  static let dockerAuth = "ZmFrZXVzZXI6RmFrZURvY2tlclNlY3JldA=="
  static let clientSecret = "GOCSPX-FakeClientSecret0123"
  static let refreshToken = "1//0FakeRefreshTokenNotReal"
  static let secrets = [dockerAuth, clientSecret, refreshToken]

  static let dockerConfig = """
    {
      "auths": {
        "registry.example.com": {
          "auth": "\(dockerAuth)"
        }
      }
    }

    """
  static let gcloudCredentials = """
    client_id: 764086051850-fake.apps.googleusercontent.com
    client_secret: \(clientSecret)
    refresh_token: \(refreshToken)
    type: authorized_user

    """

  /// A spec whose one link, with an id, leads to `target`.
  static func linking(_ target: String) -> String {
    "tablegen: 1\ntitle: Form\ncells:\n  - type: link\n    id: pane\n    title: More\n    target: \(target)\n"
  }

  /// A temporary folder holding `outside/` (the credentials) and `form/` (the specs).
  struct Layout {
    var root: URL
    var form: URL { root.appendingPathComponent("form") }
    var outside: URL { root.appendingPathComponent("outside") }

    init() throws {
      root = try CLITests.temporaryFolder()
      try FileManager.default.createDirectory(at: form, withIntermediateDirectories: true)
      try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
      try Data(dockerConfig.utf8).write(to: outside.appendingPathComponent("config.json"))
      try Data(gcloudCredentials.utf8).write(to: outside.appendingPathComponent("credentials.yaml"))
    }

    /// Writes `form/NAME.yaml` linking `target`, and returns its path.
    func spec(_ name: String, linking target: String) throws -> String {
      let url = form.appendingPathComponent(name + ".yaml")
      try Data(linking(target).utf8).write(to: url)
      return url.path
    }
  }

  /// Every command that reads a linked pane, in every report format.
  static func runs(_ spec: String) -> [[String]] {
    ["text", "json", "sarif", "github"].map { ["validate", "--format", $0, spec] } + [
      ["fill", "--no-input", spec], ["render", "--follow", spec], ["render", "--follow", "--format", "json", spec],
    ]
  }

  static func expectNoSecret(_ result: CLITests.Result, _ arguments: [String]) {
    for secret in secrets {
      #expect(!result.stdout.contains(secret), "\(arguments): stdout \(result.stdout)")
      #expect(!result.stderr.contains(secret), "\(arguments): stderr \(result.stderr)")
    }
    #expect(!result.stderr.contains("auths") && !result.stderr.contains("client_secret"), "\(arguments)")
  }

  @Test(
    "a link out of the spec's folder (by '..', absolute, through a symlink) is refused; no command prints a secret",
    arguments: ["config.json", "credentials.yaml"], ["dotdot", "absolute", "symlink"])
  func outsideLinks(credentials: String, way: String) throws {
    let layout = try Layout()
    defer { try? FileManager.default.removeItem(at: layout.root) }
    let target: String
    switch way {
    case "dotdot": target = "../outside/" + credentials
    case "absolute": target = layout.outside.appendingPathComponent(credentials).path
    default:
      target = "creds-" + credentials
      try FileManager.default.createSymbolicLink(
        atPath: layout.form.appendingPathComponent(target).path, withDestinationPath: "../outside/" + credentials)
    }
    let spec = try layout.spec("form", linking: target)
    for arguments in Self.runs(spec) {
      let result = try CLITests.run(arguments, deadline: 30)
      #expect(result.status != 0, "\(arguments)")
      Self.expectNoSecret(result, arguments)
    }
    let text = try CLITests.run(["validate", spec], deadline: 30)
    #expect(text.status == 1)
    #expect(text.stderr.contains("form.yaml:7:13: error: the link target "), "\(text.stderr)")
    #expect(text.stderr.contains("[file-outside-spec-folder]"), "\(text.stderr)")
    #expect(text.stderr.components(separatedBy: "error:").count == 2, "one diagnostic: \(text.stderr)")
  }

  @Test(
    "a credentials file inside the folder is one child-pane-not-a-spec at the link, and none of its lines is shown",
    arguments: [("config.json", dockerConfig), ("credentials.yaml", gcloudCredentials)])
  func insideNotASpec(name: String, content: String) throws {
    let layout = try Layout()
    defer { try? FileManager.default.removeItem(at: layout.root) }
    try Data(content.utf8).write(to: layout.form.appendingPathComponent(name))
    let spec = try layout.spec("form", linking: name)
    for arguments in Self.runs(spec) {
      let result = try CLITests.run(arguments, deadline: 30)
      #expect(result.status != 0, "\(arguments)")
      Self.expectNoSecret(result, arguments)
    }
    // Export follows links to child panes too.
    let bundle = layout.root.appendingPathComponent("Settings.bundle").path
    let export = try CLITests.run(["export", "settings-bundle", spec, "-o", bundle], deadline: 30)
    #expect(export.status != 0)
    Self.expectNoSecret(export, ["export"])
    #expect(export.stderr.contains("[child-pane-not-a-spec]"), "\(export.stderr)")
    let text = try CLITests.run(["validate", spec], deadline: 30)
    #expect(text.status == 1)
    #expect(
      text.stderr.hasPrefix(
        "\(spec):7:13: error: the child pane '\(name)' is not a tablegen spec (its top level is not a mapping with a"
          + " 'tablegen' version key), so it is not checked and none of its lines is shown [child-pane-not-a-spec]"),
      "\(text.stderr)")
    #expect(text.stderr.contains("1 file, 1 error, 0 warnings"), "\(text.stderr)")
    let json = try CLITests.run(["validate", "--format", "json", spec], deadline: 30)
    #expect(json.stdout.components(separatedBy: "\"child-pane-not-a-spec\"").count == 2, "\(json.stdout)")
    #expect(!json.stdout.contains("\"file\" : \"\(layout.form.appendingPathComponent(name).path)\""))
  }

  @Test(
    "a --baseline that is a committed link to a credentials file: its problems show none of its lines or values",
    arguments: [
      // As written, and on one line (as `jq -c` writes it), so that the line of an error holds the secret.
      ("config.json", nil), ("credentials.yaml", nil),
      ("compact.json", "{\"auths\": {\"registry.example.com\": {\"auth\": \"\(dockerAuth)\"}}}\n"),
      ("first.yaml", "client_secret: \(clientSecret)\nrefresh_token: \(refreshToken)\n"),
    ])
  func baselineLinkedOut(credentials: String, content: String?) throws {
    let layout = try Layout()
    defer { try? FileManager.default.removeItem(at: layout.root) }
    if let content { try Data(content.utf8).write(to: layout.outside.appendingPathComponent(credentials)) }
    let spec = layout.form.appendingPathComponent("form.yaml").path
    try Data("tablegen: 1\ntitle: Form\ncells:\n  - type: note\n    id: n\n    text: Hi\n".utf8).write(
      to: URL(fileURLWithPath: spec))
    let baseline = layout.form.appendingPathComponent("baseline.json").path
    try FileManager.default.createSymbolicLink(atPath: baseline, withDestinationPath: "../outside/" + credentials)
    for format in ["text", "json", "sarif", "github"] {
      let arguments = ["validate", "--strict", "--format", format, "--baseline", baseline, spec]
      let result = try CLITests.run(arguments, deadline: 30)
      #expect(result.status == 2, "\(arguments)")
      Self.expectNoSecret(result, arguments)
      #expect(result.stderr.contains("baseline.json:1:"), "\(arguments): \(result.stderr)")
    }
  }

  @Test(
    "import of a bundle holding links out (a plist, a strings file) and a FIFO: refused at each, no secret, no hang")
  func bundleFiles() throws {
    let layout = try Layout()
    defer { try? FileManager.default.removeItem(at: layout.root) }
    let manager = FileManager.default
    let bundle = layout.form.appendingPathComponent("Settings.bundle")
    try manager.createDirectory(at: bundle.appendingPathComponent("de.lproj"), withIntermediateDirectories: true)
    try Data(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict><key>PreferenceSpecifiers</key><array>
      <dict><key>Type</key><string>PSToggleSwitchSpecifier</string><key>Title</key><string>Sync</string>
      <key>Key</key><string>sync</string><key>DefaultValue</key><true/></dict>
      </array></dict></plist>

      """.utf8
    ).write(to: bundle.appendingPathComponent("Root.plist"))
    // On one line, so that the line of an error would hold the secret.
    try Data("{\"auths\": {\"registry.example.com\": {\"auth\": \"\(Self.dockerAuth)\"}}}\n".utf8).write(
      to: layout.outside.appendingPathComponent("compact.json"))
    try manager.createSymbolicLink(
      atPath: bundle.appendingPathComponent("Child.plist").path, withDestinationPath: "../../outside/compact.json")
    try manager.createSymbolicLink(
      atPath: bundle.appendingPathComponent("de.lproj/Root.strings").path,
      withDestinationPath: layout.outside.appendingPathComponent("credentials.yaml").path)
    #expect(mkfifo(bundle.appendingPathComponent("Pipe.plist").path, 0o600) == 0)
    let out = layout.root.appendingPathComponent("specs").path
    let result = try CLITests.run(["import", "settings-bundle", bundle.path, "-o", out], deadline: 30)
    Self.expectNoSecret(result, ["import"])
    #expect(!result.stderr.contains("registry.example.com"), "\(result.stderr)")
    #expect(
      result.stderr.contains(
        "Settings.bundle/Child.plist: error: cannot read 'Child.plist': it is a symbolic link that leads out of"
          + " the bundle's folder, and only files inside it are read [file-outside-spec-folder]"),
      "\(result.stderr)")
    #expect(result.stderr.contains("[file-outside-spec-folder]"), "\(result.stderr)")
    #expect(
      result.stderr.contains("Settings.bundle/de.lproj/Root.strings: error: cannot read 'de.lproj/Root.strings'"),
      "\(result.stderr)")
    #expect(
      result.stderr.contains(
        "Settings.bundle/Pipe.plist: error: cannot read 'Pipe.plist': it is a FIFO, not a regular file"
          + " [not-a-regular-file]"),
      "\(result.stderr)")
  }

  @Test("validate FOLDER follows no symbolic link out of the folder: an error, and no secret printed")
  func folderWalk() throws {
    let layout = try Layout()
    defer { try? FileManager.default.removeItem(at: layout.root) }
    let manager = FileManager.default
    try Data("tablegen: 1\ncells: [{type: note, text: Hi}]\n".utf8).write(
      to: layout.form.appendingPathComponent("ok.yaml"))
    try manager.createSymbolicLink(
      atPath: layout.form.appendingPathComponent("inner.yaml").path, withDestinationPath: "ok.yaml")
    try manager.createSymbolicLink(
      atPath: layout.form.appendingPathComponent("leak.yaml").path, withDestinationPath: "../outside/credentials.yaml")
    try manager.createSymbolicLink(
      atPath: layout.form.appendingPathComponent("shared").path, withDestinationPath: "../outside")
    for format in ["text", "json", "sarif", "github"] {
      let result = try CLITests.run(["validate", "--format", format, layout.form.path], deadline: 30)
      #expect(result.status == 2, "\(format): \(result.stderr)")
      Self.expectNoSecret(result, [format])
    }
    let text = try CLITests.run(["validate", layout.form.path], deadline: 30)
    for name in ["leak.yaml", "shared"] {
      #expect(
        text.stderr.contains(
          "\(layout.form.path)/\(name): error: cannot read '\(layout.form.path)/\(name)': it is a symbolic link that"
            + " leads out of the folder '\(layout.form.path)', and a folder walk reads only what the folder holds"
            + " [unreadable-path]"), "\(text.stderr)")
    }
    // ok.yaml and inner.yaml are checked; the two links are the errors.
    #expect(text.stderr.hasSuffix("4 files, 2 errors, 0 warnings\n"), "\(text.stderr)")
  }

  @Test("a linked spec with a syntax error still shows its own lines: it is a spec")
  func brokenSpecIsShown() throws {
    let layout = try Layout()
    defer { try? FileManager.default.removeItem(at: layout.root) }
    try Data("tablegen: 1\ncells: [\n".utf8).write(to: layout.form.appendingPathComponent("child.yaml"))
    let result = try CLITests.run(["validate", try layout.spec("form", linking: "child.yaml")], deadline: 30)
    #expect(result.status == 1)
    #expect(result.stderr.contains("child.yaml:3:1: error:"), "\(result.stderr)")
  }

  /// The special files of the finding: a FIFO with no writer, a folder, a link to /dev/stdin.
  enum Special: String, CaseIterable, Sendable {
    case fifo, folder, standardInput

    func make(at url: URL) throws {
      switch self {
      case .fifo: #expect(mkfifo(url.path, 0o600) == 0)
      case .folder: try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
      case .standardInput:
        try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: "/dev/stdin")
      }
    }

    var expected: String {
      switch self {
      case .fifo: "it is a FIFO, not a regular file [not-a-regular-file]"
      case .folder: "it is a folder, not a regular file [not-a-regular-file]"
      case .standardInput:
        "the path leads out of the spec's folder (by '..' or through a symbolic link), and a spec may name only files"
          + " in its own folder or below it [file-outside-spec-folder]"
      }
    }
  }

  @Test(
    "a link, a data file or a catalog that is a FIFO, a folder or a link to /dev/stdin: a precise error, no hang",
    arguments: Special.allCases, ["link", "data", "catalog"])
  func specialFiles(_ special: Special, use: String) throws {
    let folder = try CLITests.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("de.lproj"), withIntermediateDirectories: true)
    let (name, spec, prefix): (String, String, String)
    switch use {
    case "link":
      name = "pane.yaml"
      spec = Self.linking(name)
      prefix = "spec.yaml:7:13: error: the link target 'pane.yaml' cannot be used: "
    case "data":
      name = "data.yaml"
      spec = "tablegen: 1\nsections:\n  - rows: {data: data.yaml, template: {type: note, text: \"{row.t}\"}}\n"
      prefix =
        "spec.yaml:3:18: error: the data file 'data.yaml' cannot be read (looked for '\(folder.path)/data.yaml'): "
    default:
      name = "de.lproj/Root.strings"
      spec = "tablegen: 1\nlocales: [en, de]\nstrings: [de.lproj/Root.strings]\ncells: [{type: note, text: Hi}]\n"
      prefix = "spec.yaml:3:11: error: cannot read the catalog 'de.lproj/Root.strings': "
    }
    try special.make(at: folder.appendingPathComponent(name))
    let specURL = folder.appendingPathComponent("spec.yaml")
    try Data(spec.utf8).write(to: specURL)
    // A hang is killed at the deadline and recorded as an issue.
    for arguments in [
      ["validate", specURL.path], ["render", "--follow", specURL.path], ["fill", "--no-input", specURL.path],
    ] {
      let result = try CLITests.run(arguments, deadline: 15)
      #expect(result.status == 1 || result.status == 2, "\(arguments): \(result.stderr)")
      #expect(result.stderr.contains(folder.path + "/" + prefix + special.expected), "\(arguments): \(result.stderr)")
      #expect(!result.stderr.contains("does not exist"))
    }
  }
}
