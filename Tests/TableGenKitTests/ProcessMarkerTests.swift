import Foundation
import TableGenTestSupport
import Testing

/// Code, comments, test names, scripts, CI and docs say what a thing is and why,
/// never which ticket, reviewer or round of work made it: such a note means nothing
/// to the next reader and goes stale at once. This scan holds that for every
/// folder a reader opens. The patterns are built from pieces, so this file does not
/// match them itself.
@Suite("Sources, tests, scripts and docs name no process")
struct ProcessMarkerTests {
  /// The folders and files scanned, from the package root.
  static let scanned = [
    "Sources", "Tests", "Fuzz", "scripts", "docs", "Schemas", "Samples", ".ci/run", "README.md", "Package.swift",
  ]

  /// Imported Settings bundles are third-party files, quoted as they are.
  static let leftOut = ["Tests/Fixtures/bundles/"]

  /// A ticket number, a person by letter, a review finding or defect by number,
  /// or a note about when a change was made.
  static let patternSources = [
    "[Ii]" + "ssues? [0-9]+",
    "[Ee]" + "ngineer [A-Z]\\b",
    "\\(" + "engineer",
    "engineer" + "'s",
    "fix after" + " merge",
    "[Ff]" + "indings? [0-9]+",
    "[Dd]" + "efects? [0-9]+",
    // Figures measured against a ticket, or a heading per round of work, name the process too.
    "\\b[Tt]he " + "issue('s)?\\b",
    "\\b[Tt]his " + "round\\b",
    "\\b[Rr]" + "ound [0-9]+\\b",
    "\\b[Ff]irst " + "round\\b",
  ]

  static func patterns() throws -> [NSRegularExpression] {
    try patternSources.map { try NSRegularExpression(pattern: $0) }
  }

  /// Every regular UTF-8 file under `scanned`, by its path from the package root.
  static func files() -> [String] {
    var paths: [String] = []
    for entry in scanned {
      let url = packagePath(entry)
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else { continue }
      guard isDirectory.boolValue else {
        paths.append(entry)
        continue
      }
      let walk = FileManager.default.enumerator(at: url, includingPropertiesForKeys: [.isRegularFileKey])
      while let file = walk?.nextObject() as? URL {
        guard (try? file.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { continue }
        let relative = entry + "/" + file.standardizedFileURL.path.dropFirst(url.standardizedFileURL.path.count + 1)
        if !leftOut.contains(where: relative.hasPrefix) { paths.append(relative) }
      }
    }
    return paths.sorted()
  }

  @Test("no file names the process that made it")
  func noProcessMarkers() throws {
    let files = Self.files()
    #expect(files.contains("Sources/TableGenSpec/Diagnostics/DiagnosticCode.swift"))
    #expect(files.contains("docs/diagnostics.md"))
    let patterns = try Self.patterns()
    var found: [String] = []
    for path in files {
      guard let text = try? packageText(path) else { continue }  // not UTF-8: not prose
      for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
        let line = String(line)
        let range = NSRange(line.startIndex..., in: line)
        if patterns.contains(where: { $0.firstMatch(in: line, range: range) != nil }) {
          found.append("\(path):\(index + 1): \(line.trimmingCharacters(in: .whitespaces))")
        }
      }
    }
    #expect(found.isEmpty, "say what the thing is instead:\n\(found.joined(separator: "\n"))")
  }

  @Test("the scan finds a marker when one is there")
  func patternsMatch() throws {
    let patterns = try Self.patterns()
    let lines = [
      "// MARK: - " + "is" + "sue 13: plists", "(" + "eng" + "ineer G)", "fix after" + " merge",
      "(75× in the " + "issue)", "## Round" + " 1: profiles", "before this " + "round's speed work",
      "<!-- measured for the " + "issue -->",
    ]
    for line in lines {
      let range = NSRange(line.startIndex..., in: line)
      #expect(patterns.contains { $0.firstMatch(in: line, range: range) != nil }, "\(line)")
    }
  }
}
