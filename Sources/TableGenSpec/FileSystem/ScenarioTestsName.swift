/// How a scenario tests file is named (docs/scenario-tests.md): the tests of
/// `signup.yaml` are `signup.tests.yaml` (or `.tests.yml`, `.tests.json`)
/// beside it. A folder walk for specs leaves these out; one for tests takes only them.
public enum ScenarioTestsName {
  /// The endings of a tests file's name, in lower case.
  public static let endings = SpecFileFinder.extensions.map { ".tests" + $0 }

  /// Whether a file name (its bytes) is a tests file's, in any case.
  public static func isTestsFile(_ name: [UInt8]) -> Bool { SpecFileFinder.name(name, endsInOneOf: endings) }

  /// Whether the path's last component is a tests file's name.
  public static func isTestsFile(path: String) -> Bool {
    isTestsFile(Array((path.split(separator: "/").last.map(String.init) ?? path).utf8))
  }

  /// The specs a tests file at `path` stands beside, in the order they are looked for:
  /// `a/signup.tests.yaml` → `a/signup.yaml`, `a/signup.yml`, `a/signup.json`. Empty when the name is no tests file's.
  public static func specCandidates(forTestsPath path: String) -> [String] {
    let lowered = path.lowercased()
    guard let ending = endings.first(where: { lowered.hasSuffix($0) }) else { return [] }
    let stem = String(path.dropLast(ending.count))
    return SpecFileFinder.extensions.map { stem + $0 }
  }
}
