import Foundation
import TableGenTestSupport
import Testing

/// `--locale` and the environment's language on render and fill:
/// Samples/signup.yaml declares en and de.
@Suite("tablegen --locale")
struct LocaleCLITests {
  static func render(_ arguments: [String], environment: [String: String] = [:]) throws -> ProcessResult {
    try ProcessRunner.tablegen.run(
      ["render", "Samples/signup.yaml"] + arguments, environment: environment, deadline: .seconds(60))
  }

  static let germanTitle = "Konto anlegen\n═════════════\n"

  @Test("--locale de shows the German text, and says nothing on standard error")
  func german() throws {
    let result = try Self.render(["--locale", "de"])
    #expect(result.status == 0)
    #expect(result.stdout.hasPrefix(Self.germanTitle))
    #expect(result.stdout.contains("Benutzername *"))
    #expect(result.stderr.isEmpty)
  }

  @Test("LANG=de_DE.UTF-8 falls back to de, quietly; LC_ALL wins over LANG, and C is the source locale")
  func environment() throws {
    let fromLang = try Self.render([], environment: ["LC_ALL": "", "LANG": "de_DE.UTF-8"])
    #expect(fromLang.stdout.hasPrefix(Self.germanTitle))
    #expect(fromLang.stderr.isEmpty)
    let fromMessages = try Self.render([], environment: ["LC_ALL": "", "LC_MESSAGES": "de_AT", "LANG": "en_US.UTF-8"])
    #expect(fromMessages.stdout.hasPrefix(Self.germanTitle))
    let posix = try Self.render([], environment: ["LC_ALL": "C", "LANG": "de_DE.UTF-8"])
    #expect(posix.stdout.hasPrefix("Create Your Account\n"))
  }

  @Test("--locale de-AT falls back to de with a warning naming the spec's locales")
  func regional() throws {
    let result = try Self.render(["--locale", "de-AT"])
    #expect(result.status == 0)
    #expect(result.stdout.hasPrefix(Self.germanTitle))
    #expect(
      result.stderr == "tablegen: warning: the spec has no locale 'de-AT'; it has en, de, so it is shown in 'de'\n")
  }

  @Test("an unknown locale is a warning, and the spec is shown in its source locale")
  func unknown() throws {
    let result = try Self.render(["--locale", "fr", "--format", "markdown"])
    #expect(result.status == 0)
    #expect(result.stdout.contains("Create Your Account"))
    #expect(result.stderr == "tablegen: warning: the spec has no locale 'fr'; it has en, de, so it is shown in 'en'\n")
  }

  @Test("a malformed --locale is a usage error")
  func malformed() throws {
    let result = try Self.render(["--locale", "de AT"])
    #expect(result.status == 64 || result.status == 2)
    #expect(result.stderr.contains("BCP 47"))
  }

  @Test("a malformed --locale is shown escaped, never as control bytes on the terminal")
  func malformedIsEscaped() throws {
    let result = try Self.render(["--locale", "de\u{1b}[2J"])
    #expect(result.status == 2)
    #expect(result.stderr.contains("not 'de\\x1b[2J'"))
    #expect(!result.stderr.contains("\u{1b}"))
  }

  @Test("fill asks in German and records the same answers as in English")
  func fill() throws {
    let answers = [
      "--no-input", "--set", "first=Ada", "--set", "last=Lovelace", "--set", "email=ada@example.com",
      "--set", "password=correct horse", "--set", "passwordConfirmation=correct horse", "--set", "terms=true",
    ]
    let english = try ProcessRunner.tablegen.run(["fill", "Samples/signup.yaml"] + answers, deadline: .seconds(60))
    let german = try ProcessRunner.tablegen.run(
      ["fill", "Samples/signup.yaml", "--locale", "de"] + answers, deadline: .seconds(60))
    #expect(english.status == german.status)
    #expect(!english.stdout.isEmpty)
    #expect(english.stdout == german.stdout)
  }
}
