import Foundation
import TableGenTestSupport
import Testing

/// Every command that writes a file leaves it holding either its old content or
/// the complete new content, even when the process is killed (SIGKILL, which
/// nothing can catch) at any moment, and never touches the spec it reads.
///
/// Each writer is killed many times on a spec large enough that a run takes a
/// while. Half the kills come at a random moment of the later part of a run
/// (rendering comes first, writing last); the other half come a random instant
/// after the writer opens its temporary file, to land between its creation and
/// the rename over the target. The test asserts that some kills landed there,
/// so the window is known to have been hit. The temporary file has no name
/// while it is written (O_TMPFILE), so even SIGKILL leaves nothing behind.
/// While a run goes on, the target is read over and over: no reader may ever
/// see a partial file.
///
/// The moments come from a seeded generator. Every failure names the seed;
/// `NOTHING_LOST_SEED=<seed> swift test --filter NothingLostTests` repeats them.
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

  /// When a run is killed.
  enum KillMoment: CustomStringConvertible {
    /// This long after the start.
    case after(Duration)
    /// This long after the writer is first seen holding its temporary file open.
    case afterTemporaryFile(Duration)

    var description: String {
      switch self {
      case .after(let delay): "\(delay) after the start"
      case .afterTemporaryFile(let delay): "\(delay) after the temporary file was opened"
      }
    }
  }

  @Test("the target is old or complete new content, the spec unchanged, however the writer ends", arguments: writers)
  func killedAtRandom(_ writer: Writer) throws {
    var random = SeededGenerator(environment: "NOTHING_LOST_SEED")
    let seed = "seed \(random.seed) (NOTHING_LOST_SEED=\(random.seed) repeats it)"
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let spec = folder.appendingPathComponent("form.yaml").path
    let target = folder.appendingPathComponent(writer.target).path
    try Data(Self.largeSpec.utf8).write(to: URL(fileURLWithPath: spec))
    let specBefore = try snapshot(spec)
    let old = Data(writer.oldContent.utf8)
    let arguments = writer.arguments(spec, target)
    func temporaryFiles() -> [String] {
      ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasPrefix(".tg-") }
    }
    /// Whether the writer holds a temporary file of the folder open: unnamed
    /// (/proc shows "<folder>/#<inode> (deleted)") or, where the system has no
    /// unnamed files, a `.tg-` one.
    func writingTemporary(_ process: Int32) -> Bool {
      let descriptors = "/proc/\(process)/fd"
      return ((try? FileManager.default.contentsOfDirectory(atPath: descriptors)) ?? []).contains { name in
        guard let path = try? FileManager.default.destinationOfSymbolicLink(atPath: descriptors + "/" + name),
          path.hasPrefix(folder.path + "/")
        else { return false }
        let file = path.dropFirst(folder.path.count + 1)
        return file.hasPrefix("#") || file.hasPrefix(".tg-")
      }
    }

    // A full run gives the new content and the time a run takes.
    try old.write(to: URL(fileURLWithPath: target))
    let full = try run(arguments, target: target, old: old, new: nil, writingTemporary: writingTemporary, kill: nil)
    #expect(full.status == 0, "a full run failed")
    let new = try Data(contentsOf: URL(fileURLWithPath: target))
    #expect(new != old && !new.isEmpty)
    #expect(try snapshot(spec) == specBefore, "the spec changed")
    #expect(temporaryFiles().isEmpty, "a full run left its temporary file")

    var outcomes = (old: 0, new: 0)
    var killsInWindow = 0
    for index in 0..<Self.killsPerWriter {
      try old.write(to: URL(fileURLWithPath: target))
      let moment: KillMoment =
        index.isMultiple(of: 2)
        ? .after(full.duration * Double.random(in: 0.5...1.05, using: &random))
        : .afterTemporaryFile(.microseconds(Int.random(in: 0...500, using: &random)))
      let result = try run(
        arguments, target: target, old: old, new: new, writingTemporary: writingTemporary, kill: moment)
      let context = "\(seed), kill \(index + 1) at \(moment)"
      let after = try Data(contentsOf: URL(fileURLWithPath: target))
      #expect(after == old || after == new, "\(context): the target is neither old nor new (\(after.count) bytes)")
      if after == new { outcomes.new += 1 } else if after == old { outcomes.old += 1 }
      #expect(result.partialReads == 0, "\(context): a reader saw a partial file \(result.partialReads) times")
      #expect(try snapshot(spec) == specBefore, "\(context): the spec changed")

      // A kill after the temporary file was opened that leaves the target
      // old came between the file's creation and the rename.
      if result.killedAfterTemporaryOpened, after == old { killsInWindow += 1 }
      // The file is named only for the instant between linking it and the
      // rename (SIGKILL cannot be held off there): if a kill ever lands in it,
      // what is left is the complete new content, never a part of it.
      for name in temporaryFiles() {
        #expect(
          try Data(contentsOf: folder.appendingPathComponent(name)) == new,
          "\(context): \(name) was left behind with part of the new content")
        try FileManager.default.removeItem(at: folder.appendingPathComponent(name))
      }
    }
    #expect(outcomes.old + outcomes.new == Self.killsPerWriter, "\(seed): \(outcomes)")
    #expect(
      killsInWindow > 0,
      "\(seed): no kill landed between the temporary file's creation and the rename, so the window went untested")
    // Nothing else is ever created beside the target.
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    #expect(names == [writer.target, "form.yaml"].sorted(), "\(seed): unexpected files \(names)")
  }

  // MARK: Running and killing

  struct Run {
    var status: Int32
    var endedBySignal: Bool
    var duration: Duration
    /// How often a concurrent read of the target saw neither the old nor the new content.
    var partialReads: Int
    /// Whether the kill came after the writer was seen holding its temporary file open.
    var killedAfterTemporaryOpened: Bool
  }

  /// Runs tablegen, reading the target while it runs, and kills it with
  /// SIGKILL at `moment` unless it has finished by then.
  private func run(
    _ arguments: [String], target: String, old: Data, new: Data?, writingTemporary: (Int32) -> Bool,
    kill moment: KillMoment?
  ) throws -> Run {
    var partialReads = 0
    var temporarySeen: Duration?
    var sawTemporary = false
    let result = try withoutActuallyEscaping(writingTemporary) { writingTemporary in
      var killed = false
      func kill(_ process: RunningProcess) {
        if !killed, writingTemporary(process.processIdentifier) { sawTemporary = true }
        killed = true
        process.kill()
      }
      return try ProcessRunner.tablegen.run(arguments, pollInterval: .microseconds(100)) { process in
        if temporarySeen == nil, case .afterTemporaryFile? = moment, writingTemporary(process.processIdentifier) {
          temporarySeen = process.elapsed
        }
        switch moment {
        case .after(let delay)? where process.elapsed >= delay:
          kill(process)
        case .afterTemporaryFile(let delay)? where temporarySeen.map { process.elapsed >= $0 + delay } ?? false:
          kill(process)
        default:
          if let new, let seen = try? Data(contentsOf: URL(fileURLWithPath: target)), seen != old, seen != new {
            partialReads += 1
          }
        }
      }
    }
    return Run(
      status: result.status, endedBySignal: result.endedBySignal, duration: result.duration, partialReads: partialReads,
      killedAfterTemporaryOpened: (temporarySeen != nil || sawTemporary) && result.endedBySignal)
  }

  /// The spec's bytes and modification time.
  private struct Snapshot: Equatable {
    var bytes: Data
    var modified: timespec
    static func == (lhs: Snapshot, rhs: Snapshot) -> Bool {
      lhs.bytes == rhs.bytes && lhs.modified.tv_sec == rhs.modified.tv_sec
        && lhs.modified.tv_nsec == rhs.modified.tv_nsec
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
      lines += [
        "  - id: section\(section)", "    header: Section \(section)", "    footer: Generated for the kill test.",
        "    cells:",
      ]
      for cell in 0..<12 {
        let id = "s\(section)c\(cell)"
        switch cell % 6 {
        case 0:
          lines += [
            "      - type: input", "        id: \(id)", "        label: Discount Code",
            "        pattern: '[A-Z]+-[0-9]{2}'",
            "        default: WELCOME-10",
          ]
        case 1:
          lines += [
            "      - type: picker", "        id: \(id)", "        label: Cake",
            "        options: [Sponge, Carrot, Lemon]",
            "        default: Lemon",
          ]
        case 2:
          lines += ["      - type: switch", "        id: \(id)", "        label: Gift Box", "        default: true"]
        case 3:
          lines += [
            "      - type: slider", "        id: \(id)", "        label: Tip", "        min: 0", "        max: 20",
            "        step: 2.5", "        default: 10",
          ]
        case 4:
          lines += ["      - type: value", "        id: \(id)", "        title: Subtotal", "        value: £32.00"]
        default:
          lines += [
            "      - type: note", "        text: Cakes are baked to order; the ones ordered by noon ship the next day.",
          ]
        }
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }()
}
