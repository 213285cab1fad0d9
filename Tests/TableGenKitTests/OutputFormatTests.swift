import Foundation
import Testing

@testable import TableGenRender

/// `OutputFormats.all` is the one list of render's formats: each has its own
/// name and extensions, goldens, and its words in `render --help`, which are
/// prose and so written by hand.
@Suite("render's formats")
struct OutputFormatTests {
  @Test("names and output file extensions are each one format's")
  func distinct() {
    let names = OutputFormats.all.map(\.name)
    #expect(Set(names).count == names.count, "\(names)")
    #expect(!names.contains("prompt"), "prompt is render's way into fill, not a format")
    let extensions = OutputFormats.all.flatMap(\.fileExtensions)
    #expect(Set(extensions).count == extensions.count, "\(extensions)")
    for format in OutputFormats.all {
      #expect(OutputFormats.named(format.name)?.name == format.name)
      for fileExtension in format.fileExtensions {
        #expect(OutputFormats.forOutputPath("a/b.\(fileExtension.uppercased())")?.name == format.name)
      }
    }
    #expect(OutputFormats.forOutputPath("a.json/b") == nil)
    #expect(OutputFormats.injected.name == "markdown")
  }

  @Test("every format has goldens", arguments: OutputFormats.all.map(\.name))
  func goldens(_ name: String) {
    #expect(
      !fileNames(in: packagePath("Tests/Goldens/\(name)")).isEmpty,
      "add Tests/Goldens/\(name)/ and its cases in GoldenTests")
  }

  @Test("render --help names every format and every extension that chooses one")
  func help() throws {
    let run = try ProcessRunner.tablegen.run(["render", "--help"])
    #expect(run.status == 0)
    for format in OutputFormats.all {
      #expect(
        run.stdout.contains("\n  \(format.name.padding(toLength: 10, withPad: " ", startingAt: 0))"),
        "add a line for \(format.name) under FORMATS in RenderCommand's discussion")
      #expect(
        run.stdout.contains(" \(format.name),") || run.stdout.contains(" \(format.name) or"),
        "name \(format.name) in the --format option's help")
      for fileExtension in format.fileExtensions {
        #expect(run.stdout.contains(".\(fileExtension)"), "name .\(fileExtension) in render --help")
      }
    }
  }
}
