import Synchronization

/// Every pattern compiled in this process, by its text. Compiling a regex is
/// the costliest step of checking a value, and the same few patterns recur in
/// field after field and file after file (`BatchValidator` checks files on
/// several threads), so each distinct text compiles once.
///
/// The cache holds at most `capacity` patterns, so that a file of a million
/// distinct patterns cannot grow it without bound; past that, patterns are
/// compiled each time they are asked for.
enum PatternCache {
  static let capacity = 4096

  private static let compiled = Mutex<[String: Result<Pattern, Pattern.PatternError>]>([:])

  /// The compiled pattern for `source`, or why it does not compile.
  static func pattern(_ source: String) -> Result<Pattern, Pattern.PatternError> {
    if let known = compiled.withLock({ $0[source] }) { return known }
    // Compiled outside the lock: two threads may compile the same text once
    // each, which is cheaper than making every other thread wait.
    let result = Pattern.compile(source)
    compiled.withLock { cache in
      if cache.count < capacity { cache[source] = result }
    }
    return result
  }

  /// Whether `source` has been compiled and kept.
  static func contains(_ source: String) -> Bool {
    compiled.withLock { $0[source] != nil }
  }
}
