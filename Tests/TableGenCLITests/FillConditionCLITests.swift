import Foundation
import Testing

/// `tablegen fill` on the samples with conditions, checks and computed
/// defaults: unattended, and through a pipe in line mode.
@Suite("tablegen fill: conditions")
struct FillConditionCLITests {
  @Test("--no-input leaves hidden fields out, takes disabled defaults and warns of each dropped answer")
  func hiddenAndDisabled() throws {
    let run = try FillCLITests.fill([
      "Samples/network-settings.yaml", "--answers", "Tests/Fixtures/fill/network-proxy-off.yaml", "--no-input",
    ])
    #expect(run.status == 0, "stderr: \(run.stderr)")
    #expect(
      run.stdout == """
        {
          "cellular": false,
          "cellularStreaming": false,
          "proxy": false,
          "dns": "automatic"
        }

        """)
    let warnings = run.stderr.split(separator: "\n").filter { $0.contains("warning:") }
    #expect(
      warnings == [
        "Tests/Fixtures/fill/network-proxy-off.yaml:3:20: warning: field 'cellularStreaming' (Stream on Cellular) is disabled (enableIf: {cellular}), so its answer is dropped and its default kept [dropped-answer]",
        "Tests/Fixtures/fill/network-proxy-off.yaml:5:12: warning: field 'proxyHost' (Server) is hidden (visibleIf: {proxy}), so its answer is dropped [dropped-answer]",
        "Tests/Fixtures/fill/network-proxy-off.yaml:6:6: warning: field 'dns' (DNS) is given 'proxy', an option not offered now (its visibleIf does not hold), so the answer is dropped [dropped-answer]",
      ])
  }

  @Test("--no-input with the proxy on asks for its fields: the required server is missing")
  func shownFieldsRequired() throws {
    let folder = try CLITests.temporaryFolder()
    let answers = folder.appendingPathComponent("answers.json")
    try Data(#"{"proxy": true, "proxyAuth": true, "proxyUser": "ann"}"#.utf8).write(to: answers)
    let run = try FillCLITests.fill(["Samples/network-settings.yaml", "--answers", answers.path, "--no-input"])
    #expect(run.status == 2)
    #expect(run.stdout.isEmpty)
    let errors = run.stderr.split(separator: "\n").filter { $0.contains("error:") }
    #expect(
      errors == [
        "Samples/network-settings.yaml:28:13: error: the required field 'proxyHost' (Server) has no answer [missing-key]",
        "Samples/network-settings.yaml:52:13: error: the required field 'proxyPassword' (Password) has no answer [missing-key]",
      ])
  }

  @Test("a failing cross-field check exits 2, at the field's answer, naming the field; its line is not shown")
  func failingCheck() throws {
    let run = try FillCLITests.fill([
      "Samples/signup.yaml", "--answers", "Tests/Fixtures/fill/signup-mismatch.yaml", "--no-input",
    ])
    #expect(run.status == 2)
    #expect(run.stdout.isEmpty)
    #expect(
      run.stderr == """
        Tests/Fixtures/fill/signup-mismatch.yaml:6:23: error: field 'passwordConfirmation' (Confirm Password): The two passwords differ. Type the same password twice. [failed-check]
           = the check's rule: {passwordConfirmation} == {password}

        """)
  }

  @Test("a failing check on a field with no written answer is reported at the rule in the spec")
  func failingCheckAtRule() throws {
    let folder = try CLITests.temporaryFolder()
    let answers = folder.appendingPathComponent("answers.yaml")
    try Data("first: Ann\nlast: Lee\nemail: ann@example.com\npassword: secret12\npasswordConfirmation: secret12\n".utf8)
      .write(to: answers)
    let run = try FillCLITests.fill(["Samples/signup.yaml", "--answers", answers.path, "--no-input"])
    #expect(run.status == 2)
    #expect(
      run.stderr.hasPrefix(
        """
        Samples/signup.yaml:117:11: error: field 'terms' (I Accept the Terms of Service): Accept the terms of service to create your account. [failed-check]
         117 |   - rule: "{terms}"

        """))
  }

  @Test("--no-input derives a computed default from the answers")
  func computedDefault() throws {
    let folder = try CLITests.temporaryFolder()
    let answers = folder.appendingPathComponent("answers.yaml")
    try Data(
      "first: Ann Marie\nlast: O'Neil\nemail: ann@example.com\npassword: secret12\npasswordConfirmation: secret12\nterms: true\n"
        .utf8
    ).write(to: answers)
    let run = try FillCLITests.fill(["Samples/signup.yaml", "--answers", answers.path, "--no-input"])
    #expect(run.status == 0, "stderr: \(run.stderr)")
    let object = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
    #expect(object?["username"] as? String == "ann-marie.o-neil")
    #expect(object?["familyName"] == nil)
  }

  @Test("line mode with answers: a prefilled answer for a hidden field is dropped with a warning once the form is done")
  func lineModeDroppedAnswer() throws {
    let run = try FillCLITests.fill(
      ["Samples/network-settings.yaml", "--answers", "Tests/Fixtures/fill/network-proxy-off.yaml"], input: "\na\n")
    #expect(run.status == 0, "stderr: \(run.stderr)")
    // cellular, streaming and proxy are prefilled (and counted); DNS ('proxy' is not offered) is asked with its default.
    #expect(run.stderr.contains("Question 3 of 3: DNS\n"))
    // An answers file is never quoted (docs/security.md, "Secrets"): no source lines under its warnings.
    #expect(
      run.stderr.hasSuffix(
        """
        > Submitted: Submit.
        Tests/Fixtures/fill/network-proxy-off.yaml:3:20: warning: field 'cellularStreaming' (Stream on Cellular) is disabled (enableIf: {cellular}), so its answer is dropped and its default kept [dropped-answer]
        Tests/Fixtures/fill/network-proxy-off.yaml:5:12: warning: field 'proxyHost' (Server) is hidden (visibleIf: {proxy}), so its answer is dropped [dropped-answer]
        Tests/Fixtures/fill/network-proxy-off.yaml:6:6: warning: field 'dns' (DNS) is given 'proxy', an option not offered now (its visibleIf does not hold), so the answer is dropped [dropped-answer]

        """))
    #expect(run.stdout.contains(#""dns": "automatic""#))
  }

  @Test("through a pipe, an invalid prefilled value for a field the answers hide is dropped, not an error")
  func invalidButHidden() throws {
    let folder = try CLITests.temporaryFolder()
    let answers = folder.appendingPathComponent("answers.yaml")
    try Data("proxy: false\nproxyPort: abc\n".utf8).write(to: answers)
    let hidden = try FillCLITests.fill(
      ["Samples/network-settings.yaml", "--answers", answers.path], input: "\n\n\na\n")
    #expect(hidden.status == 0, "stderr: \(hidden.stderr)")
    #expect(
      hidden.stderr.contains("answers.yaml:2:12: warning: field 'proxyPort' (Port) is hidden (visibleIf: {proxy})"))
    try Data("proxy: true\nproxyPort: abc\n".utf8).write(to: answers)
    let shown = try FillCLITests.fill(["Samples/network-settings.yaml", "--answers", answers.path], input: "\n\n\na\n")
    #expect(shown.status == 2)
    #expect(
      shown.stderr.contains(
        "answers.yaml:2:12: error: field 'proxyPort' (Port): Enter a whole number from 1 to 65535. [invalid-value]"))
  }

  @Test("--no-input with the only submit button hidden: said at the visibleIf that hides it, its own or its section's")
  func hiddenSubmitButton() throws {
    let folder = try CLITests.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let own = folder.appendingPathComponent("s.yaml")
    try Data(
      """
      tablegen: 1
      cells:
        - {type: switch, id: a, label: A}
        - {type: button, id: go, title: Go, action: go, visibleIf: "false"}

      """.utf8
    ).write(to: own)
    let run = try FillCLITests.fill([own.path, "--no-input"])
    #expect(run.status == 2)
    #expect(
      run.stderr.hasPrefix(
        "\(own.path):4:62: error: the form has no button to submit with: 'Go' is hidden by its visibleIf [missing-key]\n"
      ))
    #expect(run.stderr.hasSuffix("   = 'Go' is shown only when its visibleIf holds: false\n"))
    #expect(!run.stderr.contains("<action>"))

    let section = folder.appendingPathComponent("section.yaml")
    try Data(
      """
      tablegen: 1
      sections:
        - cells:
            - {type: switch, id: a, label: A}
        - visibleIf: "{a}"
          cells:
            - {type: button, id: go, title: Go, action: go}
            - {type: button, id: wipe, title: Wipe, action: wipe, style: destructive}
        - cells:
            - {type: button, id: reset, title: Reset, action: reset, style: destructive}

      """.utf8
    ).write(to: section)
    let hidden = try FillCLITests.fill([section.path, "--no-input"])
    #expect(hidden.status == 2)
    #expect(
      hidden.stderr.hasPrefix(
        "\(section.path):5:16: error: the form has no button to submit with: 'Go' is hidden by its section's visibleIf [missing-key]\n"
      ))
    #expect(hidden.stderr.hasSuffix("   = name a button that is shown in the --answers file: \"$action\": \"reset\"\n"))
  }

  @Test("line mode: switching the proxy on asks its fields before the review, which lists only visible answers")
  func lineTranscript() throws {
    // cellular (default on), streaming (enabled, default off), proxy on, server, port, auth off,
    // bypass, DNS, then the review: proxy off from the review, and submit.
    let input = "\n\ny\nproxy.example.com\n3128\nn\n\n3\n:edit 3\nn\n\na\n"
    let run = try FillCLITests.fill(["Samples/network-settings.yaml"], input: input)
    #expect(run.status == 0, "stderr: \(run.stderr)")
    #expect(run.stderr.contains("> Question 4 of 8: Server (required)\n"))
    #expect(run.stderr.contains("  3. Through the Proxy\n"))
    #expect(
      run.stderr.contains(
        """
        > Review your answers:
          1. Use Cellular Data: On
          2. Stream on Cellular: Off
          3. Use a Proxy: On
          4. Server: proxy.example.com
          5. Port: 3128
          6. Proxy Needs a Password: Off
          7. Bypass For: (left out)
          8. DNS: Through the Proxy
        """))
    // Turning the proxy off hides 'Through the Proxy': DNS is asked again, with two options.
    #expect(
      run.stderr.contains(
        """
        Question 4 of 4: DNS
        Choose one option.
          1. Automatic (chosen)
          2. Encrypted (DNS over HTTPS)
        Enter a number from 1 to 2.
        Enter alone keeps: Automatic
        > Review your answers:
        """))
    #expect(
      run.stdout == """
        {
          "cellular": true,
          "cellularStreaming": false,
          "proxy": false,
          "dns": "automatic"
        }

        """)
  }
}
