import TableGenOutput
import TableGenSpec

/// `--record FILE`: the answers as a file that replays with `--answers`,
/// naming the spec they were given to by its path and a SHA-256 of its bytes,
/// so that a replay can tell when the spec has changed since:
///
/// ```json
/// {
///   "$spec": {"path": "Samples/login.yaml", "sha256": "9f86d0…"},
///   "$action": "login",
///   "username": "alice@example.com"
/// }
/// ```
///
/// Secure fields are left out unless asked for: a recording is meant to be
/// kept and shared, a password is not.
public enum RecordedAnswers {
  /// The key of the spec's path and hash. Like `$action`, it cannot be a field id.
  public static let specKey = "$spec"
  static let pathKey = "path"
  static let digestKey = "sha256"

  /// The recorded document for `result`: `$spec` first, then the answers as
  /// fill writes them, without the secure fields unless `includeSecure`.
  /// `specDigest` is `SHA256.hexDigest` of the spec's bytes.
  public static func document(
    _ result: FormResult, plan: FormPlan, specPath: String, specDigest: String, includeSecure: Bool
  ) -> JSONValue {
    let kept = includeSecure ? result : result.withoutSecureAnswers(plan: plan)  // panes' too
    let spec: JSONValue = .object([(pathKey, .string(specPath)), (digestKey, .string(specDigest))])
    guard case .object(let members) = kept.json else { return kept.json }
    return .object([(specKey, spec)] + members)
  }

  /// The format a recording is written in: the one its file name says
  /// (`.json`, `.yaml`, `.yml`), else `fallback` (`--answers-format`).
  public static func format(forPath path: String, fallback: AnswersWriter.Format) -> AnswersWriter.Format {
    switch SourceFormat.inferred(fromPath: path) {
    case .json?: .json
    case .yaml?: .yaml
    case nil: fallback
    }
  }
}

extension Prefill {
  /// The spec a recorded answers file was made from, as its `$spec` says.
  public struct RecordedSpec: Sendable {
    /// The spec's path when the answers were recorded.
    public var path: String
    /// `SHA256.hexDigest` of the spec's bytes then, in lowercase.
    public var digest: String
  }

  /// Reads `$spec`: a mapping of `path` and `sha256`, and nothing else. When
  /// `specDigest` is given and differs from the recorded one, a `spec-changed`
  /// warning at the recorded digest.
  mutating func readRecordedSpec(_ node: DocumentNode, specDigest: String?) {
    let key = RecordedAnswers.specKey
    let pointer = JSONPointer.root.appending(key)
    guard node.kind == .mapping else {
      fatal(
        .typeMismatch, "'\(key)' must be a mapping of the spec's path and sha256, found \(node.kindDescription)",
        at: node, pointer: pointer)
      return
    }
    var path: String?
    var digest: (text: String, location: Location)?
    var written: Set<String> = []
    for (name, value) in node.pairs {
      written.insert(name.scalar?.text ?? "")
      let text: String?
      if case .string(let string)? = value.scalar?.value { text = string } else { text = nil }
      let namePointer = pointer.appending(name.scalar?.text ?? "")
      switch name.scalar?.value {
      case .string(RecordedAnswers.pathKey)?:
        guard let text else {
          fatal(
            .typeMismatch, "'\(key)' path must be a string, found \(value.kindDescription)", at: value,
            pointer: namePointer)
          continue
        }
        path = text
      case .string(RecordedAnswers.digestKey)?:
        guard let text, text.utf8.count == 64, text.utf8.allSatisfy(\.isHexDigit) else {
          fatal(
            .invalidValue, "'\(key)' sha256 must be 64 hexadecimal digits, the SHA-256 of the spec's bytes",
            at: value, pointer: namePointer)
          continue
        }
        digest = (text.lowercased(), Location(range: value.range, pointer: namePointer))
      default:
        fatal(
          .unknownKey, "'\(key)' holds only the spec's path and sha256", at: name, pointer: namePointer,
          suggestion: "remove this key; --record writes '\(key)' itself")
      }
    }
    guard let path, let digest else {
      // A key written with a bad value has its own diagnostic.
      for missing in [RecordedAnswers.pathKey, RecordedAnswers.digestKey] where !written.contains(missing) {
        fatal(.missingKey, "'\(key)' has no \(missing)", at: node, pointer: pointer)
      }
      return
    }
    recordedSpec = RecordedSpec(path: path, digest: digest.text)
    if let specDigest, specDigest.lowercased() != digest.text {
      diagnostics.append(
        Diagnostic(
          .specChanged,
          "the spec has changed since these answers were recorded from '\(path)' (its SHA-256 is now "
            + "\(specDigest.prefix(12))…); they may no longer fit the form",
          at: digest.location.range, pointer: digest.location.pointer,
          suggestion: "check the answers against the form, then record them again with --record"))
    }
  }
}

extension UInt8 {
  fileprivate var isHexDigit: Bool {
    (0x30...0x39).contains(self) || (0x41...0x46).contains(self) || (0x61...0x66).contains(self)
  }
}
