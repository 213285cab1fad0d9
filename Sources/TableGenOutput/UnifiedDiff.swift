/// A unified diff (`diff -u` style, three lines of context) between two texts,
/// for showing why a generated file is stale.
public enum UnifiedDiff {
  /// The diff from `old` to `new` with the given file labels, or "" when equal.
  /// Lines are escaped for the terminal: the diff is for reading, not for `patch`.
  public static func diff(old: [UInt8], new: [UInt8], oldLabel: String, newLabel: String, context: Int = 3) -> String {
    guard old != new else { return "" }
    let a = lines(of: old)
    let b = lines(of: new)
    let edits = script(a, b)
    var output = "--- \(TerminalText.escape(oldLabel))\n+++ \(TerminalText.escape(newLabel))\n"
    for hunk in hunks(edits, context: context) {
      output += hunk.header
      for edit in hunk.edits {
        switch edit {
        case .same(let i, _): output += " " + display(a[i])
        case .delete(let i): output += "-" + display(a[i])
        case .insert(let j): output += "+" + display(b[j])
        }
      }
    }
    return output
  }

  private struct Line: Equatable {
    var text: String
    var hasNewline: Bool
  }

  private static func lines(of bytes: [UInt8]) -> [Line] {
    var result: [Line] = []
    var start = 0
    while start < bytes.count {
      let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n"))
      result.append(
        Line(text: String(decoding: bytes[start..<(end ?? bytes.count)], as: UTF8.self), hasNewline: end != nil))
      start = (end ?? bytes.count) + 1
    }
    return result
  }

  private static func display(_ line: Line) -> String {
    var text = line.text
    if text.last == "\r" { text.removeLast() }  // "\r\n" is one Character
    return TerminalText.escape(text) + (line.hasNewline ? "\n" : "\n\\ No newline at end of file\n")
  }

  private enum Edit {
    case same(Int, Int)
    case delete(Int)
    case insert(Int)
  }

  /// The edit script: the common head and tail, and between them a longest
  /// common subsequence; past a size limit the middle is replaced whole, so a
  /// huge file costs bounded time and memory.
  private static func script(_ a: [Line], _ b: [Line]) -> [Edit] {
    var head = 0
    while head < a.count, head < b.count, a[head] == b[head] { head += 1 }
    var tail = 0
    while tail < a.count - head, tail < b.count - head, a[a.count - 1 - tail] == b[b.count - 1 - tail] { tail += 1 }
    let n = a.count - head - tail
    let m = b.count - head - tail
    var edits: [Edit] = (0..<head).map { .same($0, $0) }
    if n > 0, m > 0, n * m <= 4_000_000 {
      // lengths[i][j]: the LCS of a[head+i...] and b[head+j...], row-major.
      var lengths = [Int32](repeating: 0, count: (n + 1) * (m + 1))
      for i in stride(from: n - 1, through: 0, by: -1) {
        for j in stride(from: m - 1, through: 0, by: -1) {
          lengths[i * (m + 1) + j] =
            a[head + i] == b[head + j]
            ? lengths[(i + 1) * (m + 1) + j + 1] + 1
            : max(lengths[(i + 1) * (m + 1) + j], lengths[i * (m + 1) + j + 1])
        }
      }
      var i = 0
      var j = 0
      while i < n || j < m {
        if i < n, j < m, a[head + i] == b[head + j] {
          edits.append(.same(head + i, head + j))
          i += 1
          j += 1
        } else if i < n, j == m || lengths[(i + 1) * (m + 1) + j] >= lengths[i * (m + 1) + j + 1] {
          // Deletions before insertions, as diff prints them.
          edits.append(.delete(head + i))
          i += 1
        } else {
          edits.append(.insert(head + j))
          j += 1
        }
      }
    } else {
      edits += (0..<n).map { .delete(head + $0) }
      edits += (0..<m).map { .insert(head + $0) }
    }
    edits += (0..<tail).map { .same(a.count - tail + $0, b.count - tail + $0) }
    return edits
  }

  private struct Hunk {
    var header: String
    var edits: ArraySlice<Edit>
  }

  /// Changes closer than twice the context share a hunk, as in `diff -u`.
  private static func hunks(_ edits: [Edit], context: Int) -> [Hunk] {
    // The old and new lines consumed before each edit, for the hunk headers.
    var oldBefore: [Int] = []
    var newBefore: [Int] = []
    var old = 0
    var new = 0
    for edit in edits {
      oldBefore.append(old)
      newBefore.append(new)
      switch edit {
      case .same:
        old += 1
        new += 1
      case .delete: old += 1
      case .insert: new += 1
      }
    }
    let changes = edits.indices.filter {
      if case .same = edits[$0] { return false }
      return true
    }
    var hunks: [Hunk] = []
    var index = 0
    while index < changes.count {
      let firstChange = changes[index]
      while index + 1 < changes.count, changes[index + 1] - changes[index] <= 2 * context { index += 1 }
      let lastChange = changes[index]
      index += 1
      let start = max(firstChange - context, 0)
      let end = min(lastChange + context, edits.count - 1)
      let slice = edits[start...end]
      let oldCount = slice.filter { if case .insert = $0 { return false } else { return true } }.count
      let newCount = slice.filter { if case .delete = $0 { return false } else { return true } }.count
      // An empty side names the line before the hunk, as diff does.
      let oldStart = oldBefore[start] + (oldCount > 0 ? 1 : 0)
      let newStart = newBefore[start] + (newCount > 0 ? 1 : 0)
      hunks.append(Hunk(header: "@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@\n", edits: slice))
    }
    return hunks
  }
}
