import Foundation
import Testing

@testable import TableGenSpec

/// Every `DiagnosticCode` is produced by a fixture or by a named test, so that
/// no code is published that nothing shows can happen.
///
/// A code that `validate` gives for one spec has a fixture
/// (`Tests/Fixtures/invalid/` or `semantic/`, checked by `FixtureTests`), and
/// a Settings.bundle lint code has a plist fixture (`Tests/Fixtures/settings-lint/`,
/// checked by `PlistLintTests`). The other codes come from fill, the walk over
/// child panes, the folder walk, Markdown injection, plist reading, import and
/// export; each is listed in `producedByTests` with the test that produces it,
/// and that test must name the code.
@Suite("Every diagnostic code is produced by a fixture or a named test")
struct DiagnosticCoverageTests {
  /// A test function, by its file in the package and its name.
  struct NamedTest: Sendable, CustomStringConvertible {
    var file: String
    var function: String
    var description: String { "\(function) in \(file)" }
  }

  /// The codes no single spec given to `SpecLoader` produces, each with a test that does.
  static let producedByTests: [DiagnosticCode: NamedTest] = [
    // The walk over the child panes links lead to (LinkedSpecs).
    .childPaneCycle: NamedTest(file: "Tests/TableGenKitTests/ChildPaneValidationTests.swift", function: "cycleOfMany"),
    .childPaneNotFollowed: NamedTest(
      file: "Tests/TableGenKitTests/ChildPaneValidationTests.swift", function: "bounded"),
    .unreadableChildPane: NamedTest(
      file: "Tests/TableGenKitTests/ChildPaneValidationTests.swift", function: "unreadable"),
    // fill, from the answers it is given.
    .droppedAnswer: NamedTest(file: "Tests/TableGenKitTests/FillConditionUnattendedTests.swift", function: "dropped"),
    .failedCheck: NamedTest(file: "Tests/TableGenKitTests/FillConditionUnattendedTests.swift", function: "failedCheck"),
    .specChanged: NamedTest(file: "Tests/TableGenKitTests/FillReplayTests.swift", function: "changedSpec"),
    // Reading files and folders: a fixture would have to be 16 MiB, missing or unreadable.
    .fileTooLarge: NamedTest(file: "Tests/TableGenKitTests/YAMLRulesTests.swift", function: "fileTooLarge"),
    .unreadableFile: NamedTest(
      file: "Tests/TableGenKitTests/BatchValidatorTests.swift", function: "readIntoBufferReplaces"),
    .unreadablePath: NamedTest(file: "Tests/TableGenCLITests/FolderWalkTests.swift", function: "unreadableFolder"),
    // Work past a budget: a fixture would have to hold the data files that cross it.
    .budgetExceeded: NamedTest(file: "Tests/TableGenKitTests/WorkBudgetTests.swift", function: "recipeProduct"),
    // A linked file that is not a spec: the fixture walk checks each file alone, not the panes it links.
    .childPaneNotASpec: NamedTest(
      file: "Tests/TableGenCLITests/FilesASpecNamesTests.swift", function: "insideNotASpec"),
    // render --inject into a Markdown file.
    .invalidMarkers: NamedTest(file: "Tests/TableGenKitTests/MarkdownInjectionTests.swift", function: "unpaired"),
    // Reading plists, for import and lint.
    .plistSyntax: NamedTest(file: "Tests/TableGenKitTests/PlistReaderTests.swift", function: "syntaxDefects"),
    .plistInvalidValue: NamedTest(file: "Tests/TableGenKitTests/PlistReaderTests.swift", function: "invalidValues"),
    .plistObjectReference: NamedTest(
      file: "Tests/TableGenKitTests/PlistBinaryTests.swift", function: "sharedExpansion"),
    // Settings.bundle import and export.
    .notCarriedOver: NamedTest(
      file: "Tests/TableGenKitTests/SettingsBundleMappingTests.swift", function: "hostileShapes"),
    .targetCannotShow: NamedTest(
      file: "Tests/TableGenCLITests/SettingsBundleCLITests.swift", function: "exportForTheSettingsApp"),
    .missingBundleDefault: NamedTest(
      file: "Tests/TableGenCLITests/SettingsBundleCLITests.swift", function: "exportForTheSettingsApp"),
    // tablegen test, from a case of a tests file beside a spec.
    .scenarioFailed: NamedTest(file: "Tests/TableGenKitTests/ScenarioTests.swift", function: "mutation"),
    // breaking: two versions of a spec in git, and answers recorded from the first (docs/evolution.md).
    .fieldRemoved: NamedTest(file: "Tests/TableGenCLITests/BreakingCLITests.swift", function: "eachRule"),
    .fieldTypeChanged: NamedTest(file: "Tests/TableGenCLITests/BreakingCLITests.swift", function: "eachRule"),
    .optionRemoved: NamedTest(file: "Tests/TableGenCLITests/BreakingCLITests.swift", function: "eachRule"),
    .optionValueChanged: NamedTest(file: "Tests/TableGenCLITests/BreakingCLITests.swift", function: "eachRule"),
    .multipleChanged: NamedTest(file: "Tests/TableGenCLITests/BreakingCLITests.swift", function: "eachRule"),
    .requiredAddedWithoutDefault: NamedTest(
      file: "Tests/TableGenCLITests/BreakingCLITests.swift", function: "eachRule"),
    .rangeNarrowed: NamedTest(file: "Tests/TableGenCLITests/BreakingCLITests.swift", function: "eachRule"),
    .secureChanged: NamedTest(file: "Tests/TableGenCLITests/BreakingCLITests.swift", function: "eachRule"),
    .switchValuesChanged: NamedTest(file: "Tests/TableGenCLITests/BreakingCLITests.swift", function: "eachRule"),
    .fieldMovedPane: NamedTest(file: "Tests/TableGenCLITests/BreakingCLITests.swift", function: "eachRule"),
    .fieldAdded: NamedTest(file: "Tests/TableGenCLITests/BreakingCLITests.swift", function: "eachRule"),
    .optionAdded: NamedTest(file: "Tests/TableGenCLITests/BreakingCLITests.swift", function: "eachRule"),
    .rangeWidened: NamedTest(file: "Tests/TableGenCLITests/BreakingCLITests.swift", function: "eachRule"),
    .answersNotReplayed: NamedTest(file: "Tests/TableGenCLITests/BreakingCLITests.swift", function: "eachRule"),
    .fieldRenamed: NamedTest(file: "Tests/TableGenCLITests/BreakingCLITests.swift", function: "declared"),
    .storageKeyChanged: NamedTest(file: "Tests/TableGenCLITests/BreakingCLITests.swift", function: "declared"),
    .optionRenamed: NamedTest(file: "Tests/TableGenCLITests/BreakingCLITests.swift", function: "declared"),
    .migratedAnswer: NamedTest(file: "Tests/TableGenCLITests/BreakingCLITests.swift", function: "declared"),
  ]

  /// The codes the fixtures of `invalid/`, `semantic/` and `settings-lint/` expect.
  static func codesOfFixtures() throws -> Set<DiagnosticCode> {
    var codes: Set<DiagnosticCode> = []
    for fixture in FixtureTests.fixtures {
      let bytes = try [UInt8](Data(contentsOf: FixtureTests.root.appendingPathComponent(fixture)))
      codes.formUnion(try FixtureTests.expectations(of: fixture, bytes: bytes).map(\.code))
    }
    for name in fileNames(in: PlistLintTests.fixtures) where name.hasSuffix(".plist") {
      let text = try String(contentsOf: PlistLintTests.fixtures.appendingPathComponent(name), encoding: .utf8)
      for expectation in PlistLintTests.expectations(in: text) {
        if let code = expectation.split(separator: " ").first.flatMap({ DiagnosticCode(rawValue: String($0)) }) {
          codes.insert(code)
        }
      }
    }
    return codes
  }

  /// The text of a test function: from its `@Test` (whose arguments may hold the
  /// cases) to the next test, function or the end of its type.
  static func body(of test: NamedTest) throws -> String? {
    let text = try packageText(test.file)
    guard let function = text.range(of: "func \(test.function)(") else { return nil }
    let attribute = text[..<function.lowerBound].range(of: "\n  @Test", options: .backwards)
    let rest = text[function.upperBound...]
    let end = ["\n  @Test", "\n  func ", "\n  static func ", "\n}\n"].compactMap { rest.range(of: $0)?.lowerBound }
      .min()
    return String(text[(attribute?.upperBound ?? function.lowerBound)..<(end ?? rest.endIndex)])
  }

  @Test("every diagnostic code has a fixture, or a named test that produces it and names it")
  func everyCodeIsProduced() throws {
    let fixtures = try Self.codesOfFixtures()
    for code in DiagnosticCode.allCases where !fixtures.contains(code) {
      guard let test = Self.producedByTests[code] else {
        Issue.record(
          Comment(
            rawValue:
              "nothing produces '\(code.rawValue)': add a fixture Tests/Fixtures/semantic/\(code.rawValue).yaml (or"
              + " invalid/ for a syntax or structure code) that states `# expect: \(code.rawValue) <line>:<column>`;"
              + " or, when no spec given to validate can produce it, a test that does, named in"
              + " DiagnosticCoverageTests.producedByTests"))
        continue
      }
      guard let body = try Self.body(of: test) else {
        Issue.record(
          Comment(
            rawValue:
              "'\(code.rawValue)' is said to be produced by \(test), which does not exist: name the test that does"))
        continue
      }
      #expect(
        body.contains(code.rawValue) || body.contains(".\(code)"),
        "\(test) does not name '\(code.rawValue)': assert the code there, or name the test that does")
    }
  }

  @Test("a code with a fixture is not also listed as produced only by a test")
  func listIsCurrent() throws {
    let fixtures = try Self.codesOfFixtures()
    let both = Self.producedByTests.keys.filter { fixtures.contains($0) }.map(\.rawValue).sorted()
    #expect(both.isEmpty, "remove \(both) from DiagnosticCoverageTests.producedByTests: a fixture produces them")
  }
}
