import Foundation
import TableGenTestSupport
import Testing

@testable import TableGenSpec

#if canImport(Glibc)
  import Glibc
#endif

/// What an output path leads to, and the one write path (docs/security.md, "Outputs").
@Suite("Output targets and the atomic write")
struct OutputTargetTests {
  static func withFolder(_ body: (String) throws -> Void) throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try body(folder.path)
  }

  static func refusal(_ path: String, for use: OutputTarget.Use = .output, inputs: Set<FileIdentity> = []) -> String? {
    guard case .failure(let error) = OutputTarget.resolve(path, for: use, inputs: inputs) else { return nil }
    return error.description
  }

  @Test("a chain of relative symlinks leads to the final file; a new file is a file without an existing one")
  func symlinkChain() throws {
    try Self.withFolder { folder in
      try FileManager.default.createDirectory(atPath: folder + "/a/b", withIntermediateDirectories: true)
      try Data("x".utf8).write(to: URL(fileURLWithPath: folder + "/a/b/real.md"))
      try FileManager.default.createSymbolicLink(atPath: folder + "/a/middle.md", withDestinationPath: "b/real.md")
      try FileManager.default.createSymbolicLink(atPath: folder + "/top.md", withDestinationPath: "a/middle.md")
      let target = try OutputTarget.resolve(folder + "/top.md").get()
      guard case .file(let path, let existing?) = target.kind else {
        Issue.record("\(target.kind)")
        return
      }
      #expect(path == folder + "/a/b/real.md")
      #expect(existing.identity == FileIdentity(regularFileAt: folder + "/a/b/real.md"))
      #expect(target.path == folder + "/top.md")
      #expect(try OutputTarget.resolve(folder + "/new.md").get().kind == .file(path: folder + "/new.md", existing: nil))
    }
  }

  @Test("devices and FIFOs are streams; folders, loops and, for documents, streams are refused")
  func kinds() throws {
    try Self.withFolder { folder in
      #expect(
        try OutputTarget.resolve("/dev/null").get().kind == .stream(path: "/dev/null", what: "a character device"))
      #expect(mkfifo(folder + "/fifo", 0o600) == 0)
      #expect(try OutputTarget.resolve(folder + "/fifo").get().kind == .stream(path: folder + "/fifo", what: "a FIFO"))
      #expect(
        Self.refusal(folder + "/fifo", for: .document)
          == "cannot write '\(folder)/fifo': it is a FIFO, not a regular file")
      #expect(Self.refusal(folder) == "cannot write '\(folder)': it is a folder")
      try FileManager.default.createSymbolicLink(atPath: folder + "/loop", withDestinationPath: "loop")
      #expect(Self.refusal(folder + "/loop") == "cannot write '\(folder)/loop': Too many levels of symbolic links")
    }
  }

  @Test("a new file whose folder is missing, not a folder or closed to writing is refused before any write")
  func missingFolder() throws {
    try Self.withFolder { folder in
      #expect(
        Self.refusal(folder + "/missing/x.json") == "cannot write '\(folder)/missing/x.json': cannot create a file in "
          + "the folder '\(folder)/missing': No such file or directory")
      try FileManager.default.createSymbolicLink(atPath: folder + "/link.json", withDestinationPath: "gone/x.json")
      #expect(
        Self.refusal(folder + "/link.json") == "cannot write '\(folder)/link.json': cannot create a file in "
          + "the folder '\(folder)/gone': No such file or directory")
      #expect(Self.refusal("") == "cannot write '': an empty path names no file")
      // --check only compares: a missing file is its caller's message, whatever its folder.
      #expect(Self.refusal(folder + "/missing/x.md", for: .comparison) == nil)
      if geteuid() != 0 {
        try FileManager.default.createDirectory(atPath: folder + "/closed", withIntermediateDirectories: false)
        #expect(chmod(folder + "/closed", 0o500) == 0)
        defer { chmod(folder + "/closed", 0o700) }
        #expect(
          Self.refusal(folder + "/closed/x.json") == "cannot write '\(folder)/closed/x.json': cannot create a file "
            + "in the folder '\(folder)/closed': Permission denied")
      }
    }
  }

  @Test("/proc/self/fd links are open descriptors, never followed to a path")
  func descriptorLinks() throws {
    guard FileManager.default.fileExists(atPath: "/proc/self/fd") else { return }
    let target = try OutputTarget.resolve("/dev/stdout").get()
    #expect(target.kind == .stream(path: "/proc/self/fd/1", what: "an open descriptor"))
    #expect(
      Self.refusal("/dev/stdout", for: .document)?.hasSuffix("it is an open descriptor, not a regular file") == true)
  }

  @Test("an input is refused through a hard link too")
  func inputByHardLink() throws {
    try Self.withFolder { folder in
      try Data("spec".utf8).write(to: URL(fileURLWithPath: folder + "/spec.yaml"))
      #expect(link(folder + "/spec.yaml", folder + "/other.yaml") == 0)
      let inputs = Set([try #require(FileIdentity(regularFileAt: folder + "/spec.yaml"))])
      #expect(Self.refusal(folder + "/other.yaml", inputs: inputs)?.hasSuffix("it is a file this run reads") == true)
      #expect(Self.refusal(folder + "/third.yaml", inputs: inputs) == nil)
    }
  }

  @Test("the atomic write keeps the mode, and leaves no other name in the folder")
  func atomicWrite() throws {
    try Self.withFolder { folder in
      let path = folder + "/out.txt"
      try Data("old".utf8).write(to: URL(fileURLWithPath: path))
      #expect(chmod(path, 0o640) == 0)
      try AtomicFile.write("new", to: path)
      #expect(try String(contentsOfFile: path, encoding: .utf8) == "new")
      var info = stat()
      #expect(stat(path, &info) == 0 && info.st_mode & 0o7777 == 0o640)
      #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["out.txt"])
      // A folder that is not there is named as the problem.
      #expect(
        throws: AtomicFile.WriteError(
          path: folder + "/none/x.txt",
          reason: "cannot create a file in the folder '\(folder)/none': No such file or directory")
      ) {
        try AtomicFile.write("x", to: folder + "/none/x.txt")
      }
    }
  }

  /// File systems without unnamed files (and systems without /proc) get a
  /// named temporary file, written with the terminating signals held.
  @Test("the named fallback writes the same file, keeps the mode, and leaves no name behind")
  func namedFallback() throws {
    try Self.withFolder { folder in
      let path = folder + "/" + String(repeating: "n", count: 250)
      try Data("old".utf8).write(to: URL(fileURLWithPath: path))
      #expect(chmod(path, 0o604) == 0)
      AtomicFile.prefersUnnamedFiles = false
      defer { AtomicFile.prefersUnnamedFiles = true }
      try AtomicFile.write("new", to: path)
      #expect(try String(contentsOfFile: path, encoding: .utf8) == "new")
      var info = stat()
      #expect(stat(path, &info) == 0 && info.st_mode & 0o7777 == 0o604)
      #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == [String(repeating: "n", count: 250)])
    }
  }

  @Test("the folder of a path", arguments: [("a", "."), ("/a", "/"), ("a/b", "a"), ("/x/y/z.md", "/x/y")])
  func folderOf(_ path: String, _ folder: String) {
    #expect(OutputTarget.folder(of: path) == folder)
  }
}
