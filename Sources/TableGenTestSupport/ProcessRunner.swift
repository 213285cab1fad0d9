import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a finished process left: its exit status, its output and how it ended.
public struct ProcessResult: Sendable {
  /// The exit status, or the number of the signal that ended the process.
  public var status: Int32
  public var stdout: String
  public var stderr: String
  /// Whether the process ran past its deadline and was killed (a hang).
  public var timedOut: Bool
  /// Whether a signal ended the process (then `status` is its number).
  public var endedBySignal: Bool
  /// How long the process ran. For scheduling work against a run, never for asserting speed.
  public var duration: Duration
}

/// The process while it runs, as `whileRunning` sees it.
public struct RunningProcess: Sendable {
  public let processIdentifier: Int32
  /// The time since the process started.
  public let elapsed: Duration

  /// Ends the process with SIGKILL, which it cannot catch.
  public func kill() {
    _ = sendSignal(processIdentifier, SIGKILL)
  }
}

/// Runs a program to its end with given arguments, standard input and
/// environment, and returns its status and output. Each run has a deadline
/// that only stops a hang: a process past it is killed, and the run is
/// recorded as an issue of the current test.
public struct ProcessRunner: Sendable {
  public var executable: URL
  public var currentDirectory: URL?
  /// Variables set on top of this process's environment in every run.
  public var environment: [String: String]

  public init(executable: URL, currentDirectory: URL? = nil, environment: [String: String] = [:]) {
    self.executable = executable
    self.currentDirectory = currentDirectory
    self.environment = environment
  }

  /// The built `tablegen`, run in the package root with NO_COLOR set, so that
  /// its output is the same on a terminal and in CI.
  public static let tablegen = ProcessRunner(
    executable: builtProduct(named: "tablegen"), currentDirectory: packageRoot,
    // LC_ALL: specs show in their source locale, whatever the machine's.
    environment: ["NO_COLOR": "1", "LC_ALL": "C.UTF-8"])

  /// Runs the program and waits for it to end. Output goes through files, so
  /// that a large output can never fill a pipe and block the child.
  ///
  /// - Parameters:
  ///   - arguments: The arguments after the program's name.
  ///   - stdin: The bytes on its standard input, which then ends.
  ///   - extra: Variables set on top of the runner's for this run.
  ///   - deadline: How long the run may take before it is taken for a hang.
  ///   - pollInterval: How often `whileRunning` is called.
  ///   - whileRunning: Called over and over while the process runs, for tests
  ///     that watch its files or kill it at a chosen moment.
  ///   - sourceLocation: Where a hang is reported.
  /// - Returns: The status and output of the ended process.
  /// - Throws: When the program cannot be started or its output cannot be read.
  public func run(
    _ arguments: [String], stdin: Data = Data(), environment extra: [String: String] = [:],
    deadline: Duration = .seconds(60), pollInterval: Duration = .milliseconds(1),
    whileRunning: ((RunningProcess) -> Void)? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> ProcessResult {
    let scratch = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: scratch) }
    let outURL = scratch.appendingPathComponent("stdout")
    let errURL = scratch.appendingPathComponent("stderr")
    let inURL = scratch.appendingPathComponent("stdin")
    _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
    _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
    _ = FileManager.default.createFile(atPath: inURL.path, contents: stdin)
    let out = try FileHandle(forWritingTo: outURL)
    let err = try FileHandle(forWritingTo: errURL)
    let input = try FileHandle(forReadingFrom: inURL)
    defer {
      try? out.close()
      try? err.close()
      try? input.close()
    }

    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if let currentDirectory { process.currentDirectoryURL = currentDirectory }
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }.merging(extra) { $1 }
    process.standardOutput = out
    process.standardError = err
    process.standardInput = input
    let ended = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in ended.signal() }

    let clock = ContinuousClock()
    let start = clock.now
    try process.run()
    var timedOut = false
    if let whileRunning {
      while process.isRunning {
        if clock.now - start >= deadline {
          timedOut = true
          break
        }
        whileRunning(RunningProcess(processIdentifier: process.processIdentifier, elapsed: clock.now - start))
        usleep(UInt32(clamping: pollInterval.microseconds))
      }
    } else {
      timedOut = ended.wait(timeout: .now() + .microseconds(deadline.microseconds)) == .timedOut
    }
    if timedOut {
      _ = sendSignal(process.processIdentifier, SIGKILL)
      Issue.record(
        "\(executable.lastPathComponent) \(arguments.joined(separator: " ")) was still running after \(deadline) and was killed",
        sourceLocation: sourceLocation)
    }
    process.waitUntilExit()
    let duration = clock.now - start
    return ProcessResult(
      status: process.terminationStatus,
      stdout: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
      stderr: String(decoding: try Data(contentsOf: errURL), as: UTF8.self),
      timedOut: timedOut,
      endedBySignal: process.terminationReason == .uncaughtSignal,
      duration: duration)
  }

  /// The product `name` built beside the test bundle (the products folder that
  /// holds the `.xctest`), else `.build/debug/<name>`.
  public static func builtProduct(named name: String) -> URL {
    let manager = FileManager.default
    var folder = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL
    // Walk up from the test bundle (or the runner inside it) to the products folder.
    for _ in 0..<4 {
      folder = folder.deletingLastPathComponent()
      let candidate = folder.appendingPathComponent(name)
      var isDirectory: ObjCBool = false
      if manager.fileExists(atPath: candidate.path, isDirectory: &isDirectory), !isDirectory.boolValue,
        manager.isExecutableFile(atPath: candidate.path)
      {
        return candidate
      }
    }
    return packageRoot.appendingPathComponent(".build/debug/\(name)")
  }
}

extension Duration {
  fileprivate var microseconds: Int {
    let (seconds, attoseconds) = components
    return Int(clamping: seconds) &* 1_000_000 &+ Int(attoseconds / 1_000_000_000_000)
  }
}

/// `kill(2)`, under a name that the `kill()` method does not shadow.
private func sendSignal(_ process: Int32, _ signal: Int32) -> Int32 {
  kill(process, signal)
}
