import Foundation
import Testing

/// Every command that writes a file leaves it holding either its old content or
/// the complete new content, even when the process is killed (SIGKILL, which
/// nothing can catch) at a random moment, and never touches the spec it reads.
///
/// Each writer is killed many times, at moments spread over the later part of
/// a full run (when rendering is done and the file is being written), on a
/// spec large enough that the run takes a while. While a run goes on, the
/// target is read over and over: no reader may ever see a partial file.
@Suite("Nothing lost when a writer is killed")
struct NothingLostTests {
  /// A command that writes `target`, given the spec's and the target's paths.
  struct Writer: CustomTestStringConvertible, Sendable {
    var name: String
    var target: String
    var oldContent: String
    var arguments: @Sendable (_ spec: String, _ target: String) -> [String]
    var testDescription: String { name }
  }

  static let markdownDocument = """
    # Checkout form

    <!-- BEGIN_TABLEGEN -->
    an old table
    <!-- END_TABLEGEN -->

    Text after the table.

    """

  /// One entry per writing command.
  static let writers: [Writer] = [
    Writer(name: "render --format json --output", target: "form.json", oldContent: "{\"old\": true}\n") {
      ["render", $0, "--format", "json", "--output", $1]
    },
    Writer(name: "render --format text --output", target: "form.txt", oldContent: "old text\n") {
      ["render", $0, "--format", "text", "--output", $1]
    },
    Writer(name: "render --format markdown --output", target: "form.md", oldContent: "old markdown\n") {
      ["render", $0, "--format", "markdown", "--output", $1]
    },
    Writer(name: "render --inject", target: "README.md", oldContent: markdownDocument) {
      ["render", $0, "--inject", $1]
    },
    // Every field of the spec has a default, so --no-input answers them all.
    Writer(name: "fill --no-input --output", target: "answers.json", oldContent: "{\"old\": true}\n") {
      ["fill", "--no-input", "--answers-format", "json", "--output", $1, $0]
    },
  ]

  static let killsPerWriter = 12

  @Test("the target is old or complete new content, the spec unchanged, however the writer ends", arguments: writers)
  func killedAtRandom(_ writer: Writer) throws {
    let folder = try CLITests.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let spec = folder.appendingPathComponent("form.yaml").path
    let target = folder.appendingPathComponent(writer.target).path
    try Data(Self.largeSpec.utf8).write(to: URL(fileURLWithPath: spec))
    let specBefore = try snapshot(spec)
    let old = Data(writer.oldContent.utf8)
    let arguments = writer.arguments(spec, target)

    // A full run gives the new content and the time a run takes.
    try old.write(to: URL(fileURLWithPath: target))
    let full = try run(arguments, target: target, old: old, new: nil, killAfter: nil)
    #expect(full.status == 0, "a full run failed")
    let new = try Data(contentsOf: URL(fileURLWithPath: target))
    #expect(new != old && !new.isEmpty)
    #expect(try snapshot(spec) == specBefore, "the spec changed")

    var outcomes = (old: 0, new: 0)
    for _ in 0..<Self.killsPerWriter {
      try old.write(to: URL(fileURLWithPath: target))
      // Rendering comes first and writing last, so the kills favour the end of a run.
      let delay = full.seconds * Double.random(in: 0.5...1.05)
      let result = try run(arguments, target: target, old: old, new: new, killAfter: delay)
      let after = try Data(contentsOf: URL(fileURLWithPath: target))
      #expect(after == old || after == new, "killed after \(delay) s: the target is neither old nor new (\(after.count) bytes)")
      if after == new { outcomes.new += 1 } else if after == old { outcomes.old += 1 }
      #expect(result.partialReads == 0, "a reader saw a partial file \(result.partialReads) times")
      #expect(try snapshot(spec) == specBefore, "the spec changed")
    }
    #expect(outcomes.old + outcomes.new == Self.killsPerWriter)
    // A killed writer may leave its hidden temporary file (SIGKILL cannot be
    // caught); it never has the target's name, and the target is never it.
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    for name in names where name != "form.yaml" && name != writer.target {
      #expect(name.hasPrefix(".\(writer.target).tablegen-"), "unexpected file \(name)")
    }
  }

  // MARK: Running and killing

  struct Run {
    var status: Int32
    var seconds: Double
    /// How often a concurrent read of the target saw neither the old nor the new content.
    var partialReads: Int
  }

  /// Runs tablegen, reading the target while it runs, and kills it with
  /// SIGKILL after `killAfter` seconds unless it has finished by then.
  private func run(_ arguments: [String], target: String, old: Data, new: Data?, killAfter: Double?) throws -> Run {
    let process = Process()
    process.executableURL = CLITests.binary
    process.arguments = arguments
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    let start = Date()
    try process.run()
    var partialReads = 0
    while process.isRunning {
      if let killAfter, Date().timeIntervalSince(start) >= killAfter {
        kill(process.processIdentifier, SIGKILL)
        break
      }
      if let new, let seen = try? Data(contentsOf: URL(fileURLWithPath: target)), seen != old, seen != new {
        partialReads += 1
      }
      usleep(500)
    }
    process.waitUntilExit()
    return Run(status: process.terminationStatus, seconds: Date().timeIntervalSince(start), partialReads: partialReads)
  }

  /// The spec's bytes and modification time.
  private struct Snapshot: Equatable {
    var bytes: Data
    var modified: timespec
    static func == (lhs: Snapshot, rhs: Snapshot) -> Bool {
      lhs.bytes == rhs.bytes && lhs.modified.tv_sec == rhs.modified.tv_sec && lhs.modified.tv_nsec == rhs.modified.tv_nsec
    }
  }

  private func snapshot(_ path: String) throws -> Snapshot {
    var info = stat()
    guard stat(path, &info) == 0 else { throw POSIXError(.ENOENT) }
    return Snapshot(bytes: try Data(contentsOf: URL(fileURLWithPath: path)), modified: info.st_mtim)
  }

  /// A valid spec of about 130 kB: 60 sections of every kind of cell, so that a
  /// debug build takes a noticeable time to render it.
  static let largeSpec: String = {
    var lines = ["tablegen: 1", "id: checkout", "title: Checkout", "sections:"]
    for section in 0..<60 {
      lines += ["  - id: section\(section)", "    header: Section \(section)", "    footer: Generated for the kill test.", "    cells:"]
      for cell in 0..<12 {
        let id = "s\(section)c\(cell)"
        switch cell % 6 {
        case 0:
          lines += ["      - type: input", "        id: \(id)", "        label: Discount Code", "        pattern: '[A-Z]+-[0-9]{2}'",
                    "        default: WELCOME-10"]
        case 1:
          lines += ["      - type: picker", "        id: \(id)", "        label: Cake", "        options: [Sponge, Carrot, Lemon]",
                    "        default: Lemon"]
        case 2: lines += ["      - type: switch", "        id: \(id)", "        label: Gift Box", "        default: true"]
        case 3:
          lines += ["      - type: slider", "        id: \(id)", "        label: Tip", "        min: 0", "        max: 20",
                    "        step: 2.5", "        default: 10"]
        case 4: lines += ["      - type: value", "        id: \(id)", "        title: Subtotal", "        value: £32.00"]
        default: lines += ["      - type: note", "        text: Cakes are baked to order; the ones ordered by noon ship the next day."]
        }
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }()
}
