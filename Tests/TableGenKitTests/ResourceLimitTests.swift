import Glibc
import Testing

@testable import TableGenOutput
@testable import TableGenRender
@testable import TableGenSpec

/// Memory and message lengths stay bounded by the input, whatever the spec or
/// the answer (docs/security.md, "Limits").
@Suite("resource limits")
struct ResourceLimitTests {
  /// A spec of one picker with `count` options.
  static func picker(options count: Int) throws -> TableSpec {
    let options = (0..<count).map { "o\($0)" }.joined(separator: ", ")
    let text = "tablegen: 1\ncells:\n  - {type: picker, id: p, label: P, options: [\(options)]}\n"
    let loaded = SpecLoader.load(SourceFile(path: "big.yaml", bytes: Array(text.utf8)))
    return try #require(loaded.spec)
  }

  @Test("the text form is written row by row: a long picker never grows the buffer past a chunk and a row")
  func renderStreamsRows() throws {
    let spec = try Self.picker(options: 20_000)
    let sink = open("/dev/null", O_WRONLY | O_CLOEXEC)
    try #require(sink >= 0)
    defer { close(sink) }
    var output = OutputBuffer(flushingTo: sink, chunkSize: 4096)
    TextRenderer(options: TextRenderOptions(width: TextRenderOptions.maximumWidth)).render(spec, into: &output)
    output.flush()
    #expect(!output.writeFailed)
    // 20,000 rows of 400 columns are 8 MB; a chunk and a row are under 8 KiB.
    #expect(output.storage.capacity < 16 * 1024, "capacity \(output.storage.capacity)")
  }
}
