import Foundation
import TableGenOutput
import Testing

/// Output compared byte for byte with a checked-in golden file.
public enum GoldenFile {
  /// Whether this run rewrites the goldens it compares with: `RECORD_GOLDENS=1`.
  public static let isRecording = ProcessInfo.processInfo.environment["RECORD_GOLDENS"] == "1"

  /// Records an issue with a unified diff, golden to actual, unless `actual`
  /// equals the golden file at `url`. When `recording`, first writes `actual`
  /// to `url` and says so as a known issue, so a recording run never passes
  /// silently. Returns whether they matched.
  @discardableResult
  public static func expect(
    _ actual: String, matches url: URL, recording: Bool = false, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> Bool {
    if recording {
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(actual.utf8).write(to: url, options: .atomic)
      print("recorded \(url.path)")
      withKnownIssue("RECORD_GOLDENS=1: the golden was rewritten, not compared with a reviewed copy") {
        Issue.record("recorded \(url.path)", sourceLocation: sourceLocation)
      }
    }
    guard let golden = FileManager.default.contents(atPath: url.path) else {
      Issue.record("no golden at \(url.path); run with RECORD_GOLDENS=1 to create it", sourceLocation: sourceLocation)
      return false
    }
    let diff = UnifiedDiff.diff(
      old: [UInt8](golden), new: Array(actual.utf8), oldLabel: url.path, newLabel: "actual output")
    guard !diff.isEmpty else { return true }
    Issue.record(
      "output differs from the golden (RECORD_GOLDENS=1 swift test --filter GoldenTests rewrites it):\n\(diff)",
      sourceLocation: sourceLocation)
    return false
  }
}
