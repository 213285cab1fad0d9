import Foundation
import TableGenTestSupport
import Testing

/// Bash completion offers file names where a command takes a file: a spec,
/// `--output`, `--inject` and `--answers`. The script tablegen generates is
/// loaded into a real bash and asked, as bash-completion would ask it.
@Suite("Shell completion offers file names")
struct ShellCompletionTests {
  @Test(
    "bash completes file names for specs, --output, --inject, --answers, --record, --picture and validate's paths",
    arguments: [
      (["tablegen", "render", "Samples/lo"], ["Samples/login.yaml"]),
      (["tablegen", "fill", "Samples/pro"], ["Samples/profile.json"]),
      (["tablegen", "render", "Samples/login.yaml", "--output", "Samples/lo"], ["Samples/login.yaml"]),
      (["tablegen", "render", "Samples/login.yaml", "--inject", "REA"], ["README.md"]),
      (["tablegen", "fill", "Samples/login.yaml", "--answers", "Samples/pro"], ["Samples/profile.json"]),
      (["tablegen", "validate", "Sampl"], ["Samples"]),
      (["tablegen", "fill", "Samples/login.yaml", "--record", "Samples/pro"], ["Samples/profile.json"]),
      (
        ["tablegen", "render", "Samples/login.yaml", "--inject", "R.md", "--picture", "docs/images/lo"],
        [
          "docs/images/login.svg"
        ]
      ),
    ])
  func bashCompletesFiles(_ words: [String], _ expected: [String]) throws {
    guard FileManager.default.isExecutableFile(atPath: "/bin/bash") else { return }
    let script = try CLITests.run(["--generate-completion-script", "bash"])
    #expect(script.status == 0)
    let folder = try CLITests.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let scriptFile = folder.appendingPathComponent("tablegen.bash")
    try script.stdout.write(to: scriptFile, atomically: true, encoding: .utf8)
    // What bash-completion does on Tab: set COMP_* and call the function with
    // the command, the current word and the previous one.
    let quoted = words.map { "'\($0)'" }.joined(separator: " ")
    let driver = """
      source '\(scriptFile.path)'
      COMP_WORDS=(\(quoted)); COMP_CWORD=$((${#COMP_WORDS[@]} - 1))
      COMP_LINE="${COMP_WORDS[*]}"; COMP_POINT=${#COMP_LINE}; COMPREPLY=()
      _tablegen tablegen "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD - 1]}"
      printf '%s\\n' "${COMPREPLY[@]}"
      """
    let bash = ProcessRunner(executable: URL(fileURLWithPath: "/bin/bash"), currentDirectory: CLITests.packageRoot)
    let result = try bash.run(["-c", driver])
    #expect(result.status == 0, "stderr: \(result.stderr)")
    #expect(result.stdout.split(separator: "\n").map(String.init).sorted() == expected, "words: \(words)")
  }
}
