import Foundation
import TableGenTestSupport
import Testing

/// `tablegen --version` and CHANGELOG.md say the same version: the top entry's,
/// with `-dev` while that entry is unreleased, and exactly it once it is dated.
@Suite("--version agrees with CHANGELOG.md")
struct VersionTests {
  /// The version and the date (or "Unreleased") of CHANGELOG.md's first
  /// `## [x.y.z] - …` heading.
  static func topEntry() throws -> (version: String, date: String)? {
    let heading = /^## \[(\d+\.\d+\.\d+(?:-[0-9A-Za-z.]+)?)\] - (\S+)$/
    for line in try packageText("CHANGELOG.md").split(separator: "\n") {
      if let match = try heading.wholeMatch(in: String(line)) {
        return (String(match.1), String(match.2))
      }
    }
    return nil
  }

  @Test("--version is CHANGELOG.md's top entry, with -dev while it is unreleased")
  func versionMatchesChangelog() throws {
    let entry = try #require(try Self.topEntry(), "CHANGELOG.md has no '## [x.y.z] - date' heading")
    let result = try ProcessRunner.tablegen.run(["--version"])
    #expect(result.status == 0)
    let expected: String
    if entry.date == "Unreleased" {
      expected = entry.version + "-dev"
    } else {
      #expect(
        entry.date.wholeMatch(of: /\d{4}-\d{2}-\d{2}/) != nil,
        "CHANGELOG.md's top entry is dated '\(entry.date)', neither 'Unreleased' nor YYYY-MM-DD")
      expected = entry.version
    }
    #expect(result.stdout == expected + "\n", "CHANGELOG.md's top entry says \(entry.version) - \(entry.date)")
  }
}
