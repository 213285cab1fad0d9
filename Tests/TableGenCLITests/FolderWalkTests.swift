import Foundation
import TableGenTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// `validate` on a folder reports every entry it cannot read, and reads files
/// whose names are not UTF-8 by their bytes (docs/security.md, "Folders").
@Suite("validate: the folder walk")
struct FolderWalkTests {
  static let valid = "tablegen: 1\ncells:\n  - type: switch\n    id: a\n"
  static let invalid = "tablegen: 1\ncells:\n  - type: switch\n    id: a\n    lable: A\n"

  /// A fresh folder holding `good.yaml`, removed by the caller (with `rm -rf`,
  /// which also removes paths longer than PATH_MAX).
  static func folder() throws -> URL {
    let folder = try CLITests.temporaryFolder()
    try Data(valid.utf8).write(to: folder.appendingPathComponent("good.yaml"))
    return folder
  }

  static func remove(_ folder: URL) {
    _ = try? ProcessRunner(executable: URL(fileURLWithPath: "/bin/rm")).run(["-rf", folder.path])
  }

  /// Writes `text` to the file whose name in `folder` is the bytes `name`, which need not be UTF-8.
  static func write(_ text: String, toName name: [UInt8], in folder: URL) throws {
    let path = Array(folder.path.utf8) + [UInt8(ascii: "/")] + name + [0]
    let descriptor = path.withUnsafeBufferPointer { bytes in
      bytes.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_WRONLY | O_CREAT | O_TRUNC, 0o644) }
    }
    try #require(descriptor >= 0)
    defer { close(descriptor) }
    let written = Array(text.utf8).withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
    #expect(written == text.utf8.count)
  }

  @Test("a file whose name is not UTF-8 is checked, and named with the byte escaped")
  func nonUTF8NameInFolder() throws {
    let folder = try Self.folder()
    defer { Self.remove(folder) }
    try Self.write(Self.invalid, toName: Array("bad".utf8) + [0xFF] + Array(".yaml".utf8), in: folder)
    let run = try CLITests.run(["validate", folder.path])
    #expect(run.status == 1, "stderr: \(run.stderr)")
    #expect(run.stderr.contains("\(folder.path)/bad\\xff.yaml:5:5: error: unknown key 'lable'"), "\(run.stderr)")
    #expect(run.stderr.hasSuffix("2 files, 1 error, 0 warnings\n"))
  }

  @Test("a path argument that is not UTF-8 names the file, not a missing one")
  func nonUTF8Argument() throws {
    let folder = try Self.folder()
    defer { Self.remove(folder) }
    try Self.write(Self.invalid, toName: Array("bad".utf8) + [0xFF] + Array(".yaml".utf8), in: folder)
    // The byte cannot pass through a Swift String: the shell makes the argument.
    let shell = ProcessRunner(executable: URL(fileURLWithPath: "/bin/sh"), environment: ["NO_COLOR": "1"])
    let run = try shell.run([
      "-c", #"exec "$0" validate "$(printf '%s/bad\377.yaml' "$1")""#, CLITests.binary.path, folder.path,
    ])
    #expect(run.status == 1, "stderr: \(run.stderr)")
    #expect(run.stderr.contains("\(folder.path)/bad\\xff.yaml:5:5: error: unknown key 'lable'"), "\(run.stderr)")
  }

  @Test("a broken symbolic link and a loop of links named like specs are reported, exit 2; others are not specs")
  func brokenLinks() throws {
    let folder = try Self.folder()
    defer { Self.remove(folder) }
    try FileManager.default.createSymbolicLink(
      atPath: folder.appendingPathComponent("gone.yaml").path, withDestinationPath: "missing.yaml")
    try FileManager.default.createSymbolicLink(
      atPath: folder.appendingPathComponent("loop.yaml").path, withDestinationPath: "loop.yaml")
    // Named like no spec, a dangling link or a loop leads to no folder and no spec: not a failure.
    try FileManager.default.createSymbolicLink(
      atPath: folder.appendingPathComponent("README").path, withDestinationPath: "/nonexistent")
    try FileManager.default.createSymbolicLink(
      atPath: folder.appendingPathComponent("loop").path, withDestinationPath: "loop")
    let run = try CLITests.run(["validate", folder.path])
    #expect(run.status == 2, "stderr: \(run.stderr)")
    #expect(
      run.stderr.contains(
        "\(folder.path)/gone.yaml: error: cannot read '\(folder.path)/gone.yaml': it is a symbolic link to 'missing.yaml', which does not exist [unreadable-path]"
      ), "\(run.stderr)")
    #expect(
      run.stderr.contains(
        "\(folder.path)/loop.yaml: error: cannot read '\(folder.path)/loop.yaml': too many levels of symbolic links [unreadable-path]"
      ), "\(run.stderr)")
    #expect(!run.stderr.contains("README") && !run.stderr.contains("/loop:"), "\(run.stderr)")
  }

  @Test("a FIFO named like a spec is reported, not read (it could block) and not passed over")
  func fifoNamedLikeASpec() throws {
    let folder = try Self.folder()
    defer { Self.remove(folder) }
    #expect(mkfifo(folder.appendingPathComponent("pipe.yaml").path, 0o644) == 0)
    let run = try CLITests.run(["validate", folder.path])
    #expect(run.status == 2, "stderr: \(run.stderr)")
    #expect(
      run.stderr.contains(
        "\(folder.path)/pipe.yaml: error: cannot read '\(folder.path)/pipe.yaml': it is not a regular file [unreadable-path]"
      ), "\(run.stderr)")
  }

  @Test("a path longer than PATH_MAX is reported, exit 2")
  func longPath() throws {
    let folder = try Self.folder()
    defer { Self.remove(folder) }
    // 20 folders of 250 characters: made one inside the other, as no path to the last one can be opened.
    let name = String(repeating: "d", count: 250)
    var descriptor = open(folder.path, O_RDONLY | O_DIRECTORY)
    for _ in 0..<20 {
      #expect(mkdirat(descriptor, name, 0o755) == 0)
      let next = openat(descriptor, name, O_RDONLY | O_DIRECTORY)
      close(descriptor)
      descriptor = next
    }
    close(descriptor)
    let run = try CLITests.run(["validate", folder.path])
    #expect(run.status == 2, "stderr: \(run.stderr)")
    #expect(run.stderr.contains("the path is longer than the system's limit [unreadable-path]"), "\(run.stderr)")
  }

  @Test("a folder that cannot be opened is reported, exit 2 (as an unprivileged user)")
  func unreadableFolder() throws {
    let folder = try Self.folder()
    defer { Self.remove(folder) }
    let locked = folder.appendingPathComponent("locked")
    try FileManager.default.createDirectory(at: locked, withIntermediateDirectories: false)
    try Data(Self.invalid.utf8).write(to: locked.appendingPathComponent("inside.yaml"))
    #expect(chmod(locked.path, 0) == 0)
    defer { chmod(locked.path, 0o755) }
    // As root, chmod 000 stops nobody: drop to the user nobody with setpriv (util-linux).
    var runner = ProcessRunner.tablegen
    var arguments = ["validate", folder.path]
    if geteuid() == 0 {
      let setpriv = URL(fileURLWithPath: "/usr/bin/setpriv")
      try #require(
        FileManager.default.isExecutableFile(atPath: setpriv.path), "no setpriv to drop root's rights")
      #expect(chmod(folder.path, 0o755) == 0)
      runner.executable = setpriv
      arguments = ["--reuid=65534", "--regid=65534", "--clear-groups", CLITests.binary.path] + arguments
    }
    let run = try runner.run(arguments)
    #expect(run.status == 2, "stderr: \(run.stderr)")
    #expect(
      run.stderr.contains(
        "\(locked.path): error: cannot read the folder '\(locked.path)': permission denied [unreadable-path]"),
      "\(run.stderr)")
  }
}
