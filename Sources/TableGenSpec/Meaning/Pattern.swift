import CLibPCRE2

/// An input's `pattern`: read in tablegen's dialect (`PatternDialect`),
/// compiled once by PCRE2, and matched against the whole value within a
/// budget of steps, so that no pattern and no value can hang validate or fill.
///
/// Why PCRE2 with a budget rather than a linear-time engine: RE2, the linear
/// engine packaged for Debian, has only a C++ API, and a linear engine of our
/// own would be a second regex implementation to keep right on Unicode classes.
/// PCRE2 has a C API like libyaml's, and its interpreter counts every turn of
/// its matching loop against `match_limit`, so the budget is a count of steps,
/// not a timer: the same build gives the same verdict on every machine, which
/// keeps `validate` reproducible in CI. One step can scan a run of the value
/// (`.*` takes the rest of it in one turn), so a step costs up to the value's
/// length: the limit shrinks as the value grows, and steps × length stays
/// under `workBudget`. That, not the step limit alone, bounds the time. The
/// JIT is not used: it is faster, but counts the budget differently, needs
/// executable memory, and its stack would need sizing; a pattern checks one
/// short value at a time.
///
/// A value that runs out of the budget is neither a match nor a mismatch: it is
/// `tooSlow`, which validate reports as `pattern-too-slow` and fill refuses
/// with a message. docs/security.md ("Regular expressions") has the figures.
///
/// Unchecked Sendable: PCRE2 documents a compiled pattern as safe to share
/// between threads; it is never changed after `compile`, and each match has
/// its own match data and context.
final class Pattern: @unchecked Sendable {
  /// The most turns of PCRE2's matching loop one match may take, on a value of
  /// up to 100 bytes; the patterns of real forms take a few hundred.
  static let stepBudget = 1_000_000
  /// The most steps times the value's length in bytes (plus one) that one match
  /// may take: the step limit of a longer value is `workBudget / (length + 1)`
  /// (50,000 steps for 2,000 bytes). A hostile pattern and value reach it in
  /// well under half a second.
  static let workBudget = 100_000_000

  /// The step limit for a value of `length` UTF-8 bytes.
  static func stepLimit(length: Int) -> Int {
    max(1, min(stepBudget, workBudget / (length + 1)))
  }

  /// The most memory, in KiB, that one match may keep for backtracking.
  static let heapBudgetKiB: UInt32 = 32 * 1024

  /// How a value fared against the pattern.
  enum Verdict: Equatable, Sendable {
    case matches
    case doesNotMatch
    /// The match ran out of its budget before it could tell.
    case tooSlow
  }

  /// Why a pattern cannot be used, and where in it.
  struct PatternError: Error, Sendable, Equatable {
    var kind: PatternDialect.Problem.Kind
    /// The Unicode-scalar offset in the pattern of the construct at fault, when known.
    var offset: Int?
    var message: String
  }

  private let code: OpaquePointer
  /// Whether the pattern has a shape that backtracking engines (iOS, browsers)
  /// can take exponential time on; tablegen runs it under its budget all the same.
  let mayBacktrackCatastrophically: Bool

  private init(code: OpaquePointer, mayBacktrackCatastrophically: Bool) {
    self.code = code
    self.mayBacktrackCatastrophically = mayBacktrackCatastrophically
  }

  deinit {
    pcre2_code_free_8(code)
  }

  /// The compiled pattern, or what is wrong with it.
  static func compile(_ source: String) -> Result<Pattern, PatternError> {
    let translated: String
    switch PatternDialect.translate(source) {
    case .success(let text): translated = text
    case .failure(let problem):
      return .failure(PatternError(kind: problem.kind, offset: problem.offset, message: problem.message))
    }
    // Whole-value matching is the compile options, not text around the pattern:
    // anchored at both ends, `$` only at the very end, no captures, no `\C`.
    let options =
      UInt32(PCRE2_UTF) | UInt32(PCRE2_ANCHORED) | UInt32(PCRE2_ENDANCHORED) | UInt32(PCRE2_DOLLAR_ENDONLY)
      | UInt32(PCRE2_NO_AUTO_CAPTURE) | UInt32(PCRE2_NEVER_BACKSLASH_C) | UInt32(PCRE2_NEVER_UCP)
    var errorCode: Int32 = 0
    var errorOffset = 0
    var utf8 = Array(translated.utf8)
    utf8.append(0)
    let compiled = utf8.withUnsafeBufferPointer { buffer in
      pcre2_compile_8(buffer.baseAddress, buffer.count - 1, options, &errorCode, &errorOffset, nil)
    }
    guard let code = compiled else {
      // The dialect reads only what PCRE2 compiles, so this is a limit of
      // PCRE2's, such as the size of the compiled pattern.
      return .failure(PatternError(kind: .syntax, offset: nil, message: engineMessage(errorCode)))
    }
    return .success(Pattern(code: code, mayBacktrackCatastrophically: PatternShape.hasNestedQuantifier(source)))
  }

  /// How the whole of `text` fares against the pattern, within the budget.
  func verdict(_ text: String) -> Verdict {
    guard let matchData = pcre2_match_data_create_8(1, nil) else { return .tooSlow }
    defer { pcre2_match_data_free_8(matchData) }
    // A context of the match's own, for a limit that depends on the value.
    guard let context = pcre2_match_context_create_8(nil) else { return .tooSlow }
    defer { pcre2_match_context_free_8(context) }
    let length = text.utf8.count
    let meter = PatternMeter.current
    let steps = meter?.stepLimit(length: length) ?? Self.stepLimit(length: length)
    let limit = UInt32(steps)
    pcre2_set_match_limit_8(context, limit)
    pcre2_set_depth_limit_8(context, limit)
    pcre2_set_heap_limit_8(context, Self.heapBudgetKiB)
    var text = text
    let result = text.withUTF8 { buffer in
      // An empty string may have no storage; PCRE2 wants a pointer all the same.
      withUnsafePointer(to: UInt8(0)) { empty in
        // Swift strings are valid UTF-8: PCRE2 need not check again.
        pcre2_match_8(
          code, buffer.baseAddress ?? empty, buffer.count, 0, UInt32(PCRE2_NO_UTF_CHECK), matchData, context)
      }
    }
    switch result {
    case 0...: return .matches
    case PCRE2_ERROR_NOMATCH: return .doesNotMatch
    // PCRE2_ERROR_MATCHLIMIT, _DEPTHLIMIT, _HEAPLIMIT, _NOMEMORY: the budget ran
    // out. Any other error cannot happen with these options; it is no verdict either.
    default:
      meter?.chargeExhausted(limit: steps, length: length)
      return .tooSlow
    }
  }

  /// Whether the whole of `text` matches; false when the budget ran out.
  func matches(_ text: String) -> Bool {
    verdict(text) == .matches
  }

  private static func engineMessage(_ code: Int32) -> String {
    var buffer = [UInt8](repeating: 0, count: 256)
    let length = buffer.withUnsafeMutableBufferPointer { pcre2_get_error_message_8(code, $0.baseAddress, $0.count) }
    guard length > 0 else { return "PCRE2 error \(code)" }
    return String(decoding: buffer.prefix(Int(length)), as: UTF8.self)
  }
}
