import Foundation
import TableGenTestSupport
import Testing

@testable import TableGenSpec

/// The rule for every file a spec names, on its own: what stays inside the
/// spec's folder tree is read, whatever its spelling; what leads out is not
/// (docs/security.md, "Files a spec names").
@Suite("SpecRelativeFile")
struct SpecRelativeFileTests {
  @Test("'..' and symbolic links that stay inside are read; out of the folder, by any spelling, is refused")
  func containment() throws {
    let root = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    let folder = root.appendingPathComponent("spec")
    let manager = FileManager.default
    try manager.createDirectory(at: folder.appendingPathComponent("sub"), withIntermediateDirectories: true)
    try Data("inside\n".utf8).write(to: folder.appendingPathComponent("data.yaml"))
    try Data("outside\n".utf8).write(to: root.appendingPathComponent("secret.yaml"))
    try manager.createSymbolicLink(
      atPath: folder.appendingPathComponent("sub/alias.yaml").path, withDestinationPath: "../data.yaml")
    try manager.createSymbolicLink(
      atPath: folder.appendingPathComponent("out.yaml").path, withDestinationPath: "../secret.yaml")
    try manager.createSymbolicLink(
      atPath: folder.appendingPathComponent("up").path, withDestinationPath: "..")

    func read(_ written: String) -> Result<String, SpecRelativeFile.Problem> {
      SpecRelativeFile(written, from: folder.path).read().map { String(decoding: $0.bytes, as: UTF8.self) }
    }
    #expect(read("data.yaml") == .success("inside\n"))
    #expect(read("./sub/../data.yaml") == .success("inside\n"))
    #expect(read("sub/alias.yaml") == .success("inside\n"))
    #expect(read("../secret.yaml") == .failure(.leadsOut))
    #expect(read("sub/../../secret.yaml") == .failure(.leadsOut))
    #expect(read("out.yaml") == .failure(.leadsOut))
    #expect(read("up/secret.yaml") == .failure(.leadsOut))
    #expect(read(root.appendingPathComponent("secret.yaml").path) == .failure(.absolute))
    #expect(read("missing.yaml") == .failure(.missing))
    #expect(read("sub") == .failure(.notRegular("a folder")))
    #expect(SpecRelativeFile("./sub/../data.yaml", from: folder.path).path == folder.path + "/sub/../data.yaml")
  }

  @Test("a path is joined as it is written, less its '.' and empty steps, whichever way the join takes")
  func joinDropsDotAndEmptySteps() {
    let cases: [(written: String, folder: String, path: String)] = [
      ("data.yaml", "Samples", "Samples/data.yaml"),
      ("data/shows.yaml", "Samples", "Samples/data/shows.yaml"),
      ("./data.yaml", "Samples", "Samples/data.yaml"),
      ("a//b.yaml", "Samples/", "Samples/a/b.yaml"),
      ("a/./b.yaml", ".", "a/b.yaml"),
      ("../x.yaml", "specs", "specs/../x.yaml"),
      (".hidden.yaml", "specs", "specs/.hidden.yaml"),
      ("a./b..yaml", "specs", "specs/a./b..yaml"),
      ("/abs/x.yaml", "specs", "/abs/x.yaml"),
      ("/", "specs", "/"),
      ("", ".", "."),
      (".", "specs", "specs"),
      ("sub/", "/tmp/spec", "/tmp/spec/sub"),
    ]
    for (written, folder, path) in cases {
      #expect(SpecRelativeFile.join(written, to: folder) == path, "\(written) in \(folder)")
    }
  }
}
