import Foundation
import TableGenTestSupport
import Testing

/// Data that standard output refuses (here a full disk, /dev/full) is an
/// error, never a success: a CI job must not go on with nothing written.
@Suite("A refused standard output")
struct FullOutputTests {
  static let commands: [[String]] = [
    ["render", "Samples/login.yaml"],
    ["render", "Samples/login.yaml", "--format", "json"],
    ["render", "Samples/login.yaml", "--format", "markdown"],
    ["validate", "--format", "json", "Samples/login.yaml"],
    ["validate", "--format", "sarif", "Samples/login.yaml"],
    ["validate", "--format", "github", "Tests/Fixtures/semantic/constant-condition-blank.yaml"],
    // --check's diff goes to standard output; README.md is only compared, never written.
    ["render", "Samples/login.yaml", "--output", "README.md", "--check"],
    [
      "fill", "Tests/Fixtures/fill/every-field.yaml", "--answers", "Tests/Fixtures/fill/answers-valid.yaml",
      "--no-input",
    ],
  ]

  @Test("exits 2 and says why when standard output is full", arguments: commands)
  func fullDisk(_ arguments: [String]) throws {
    guard FileManager.default.isWritableFile(atPath: "/dev/full") else { return }
    let process = Process()
    process.executableURL = ProcessRunner.tablegen.executable
    process.arguments = arguments
    process.currentDirectoryURL = packageRoot
    process.environment = ProcessInfo.processInfo.environment.merging(["NO_COLOR": "1"]) { $1 }
    process.standardInput = FileHandle.nullDevice
    let full: FileHandle = try #require(FileHandle(forWritingAtPath: "/dev/full"))
    process.standardOutput = full
    let errors = Pipe()
    process.standardError = errors
    try process.run()
    let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 2, "stderr: \(stderr)")
    #expect(stderr.hasSuffix("tablegen: cannot write to standard output: No space left on device\n"), "\(stderr)")
  }

  @Test("the line mode does not say Submitted before a write that fails")
  func lineModeSaysNothingFirst() throws {
    guard FileManager.default.isWritableFile(atPath: "/dev/full") else { return }
    let process = Process()
    process.executableURL = ProcessRunner.tablegen.executable
    process.arguments = ["fill", "Samples/login.yaml"]
    process.currentDirectoryURL = packageRoot
    process.environment = ProcessInfo.processInfo.environment.merging(["NO_COLOR": "1"]) { $1 }
    let input = Pipe()
    process.standardInput = input
    let full: FileHandle = try #require(FileHandle(forWritingAtPath: "/dev/full"))
    process.standardOutput = full
    let errors = Pipe()
    process.standardError = errors
    try process.run()
    input.fileHandleForWriting.write(Data("ann@example.com\nsecret123\na\n".utf8))
    try input.fileHandleForWriting.close()
    let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 2, "stderr: \(stderr)")
    #expect(!stderr.contains("Submitted"), "\(stderr)")
    #expect(stderr.hasSuffix("tablegen: cannot write to standard output: No space left on device\n"), "\(stderr)")
  }
}
