import Foundation

// Paths and files of the package, for tests that read samples, fixtures and
// goldens, or write into a scratch folder.

/// The package's root folder: two levels above this file
/// (`Sources/TableGenTestSupport/PackageFiles.swift`).
public let packageRoot: URL = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent()  // TableGenTestSupport
  .deletingLastPathComponent()  // Sources
  .deletingLastPathComponent()

/// A file or folder inside the package, by its path from the package root.
public func packagePath(_ relative: String) -> URL {
  packageRoot.appendingPathComponent(relative)
}

/// The bytes of a file inside the package, such as a sample or a fixture.
public func packageBytes(_ relative: String) throws -> [UInt8] {
  try [UInt8](Data(contentsOf: packagePath(relative)))
}

/// The text of a file inside the package, which must be UTF-8.
public func packageText(_ relative: String) throws -> String {
  try String(contentsOf: packagePath(relative), encoding: .utf8)
}

/// The names of the regular files directly inside `folder`, sorted, leaving out
/// hidden ones; empty when the folder does not exist.
public func fileNames(in folder: URL) -> [String] {
  let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
  return names.filter { name in
    var isDirectory: ObjCBool = false
    // A scenario tests file (`signup.tests.yaml`) stands beside a spec but is none.
    let lowered = name.lowercased()
    return !name.hasPrefix(".") && ![".tests.yaml", ".tests.yml", ".tests.json"].contains(where: lowered.hasSuffix)
      && FileManager.default.fileExists(atPath: folder.appendingPathComponent(name).path, isDirectory: &isDirectory)
      && !isDirectory.boolValue
  }.sorted()
}

/// `../shared/testsuites` beside the package, or nil when it is absent: a
/// user's clone has no such folder, and the conformance tests then skip.
public let sharedTestSuites: URL? = {
  let url = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/testsuites").standardizedFileURL
  var isDirectory: ObjCBool = false
  guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue else {
    return nil
  }
  return url
}()

/// A fresh, empty temporary folder; the caller removes it.
public func temporaryFolder() throws -> URL {
  let url = FileManager.default.temporaryDirectory.appendingPathComponent("tablegen-test-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  return url
}
