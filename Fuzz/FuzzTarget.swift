/// The libFuzzer entry point: one input's bytes go through everything tablegen
/// does with a file it did not write. Compiled into the same module as the
/// TableGenKit sources by `Fuzz/build`, so it sees what the CLI sees and more.
///
/// Each input is read both as YAML and as JSON (the format decides the parser,
/// not the bytes), loaded, decoded and validated, then every reporter formats
/// the diagnostics (they quote the untrusted text) and every renderer renders
/// a decoded spec, valid or not, so a renderer cannot rely on validation. The
/// bytes are also a host document for Markdown injection.

/// Link targets are never looked up on disk: a fuzzer must not depend on the files around it.
private let context = ValidationContext(baseDirectory: "/nonexistent", fileExists: { _ in false })

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
  // The bytes as a host document for `render --inject`, whether or not they are a spec.
  if case .success(let injected) = MarkdownInjection.inject("| a |\n|---|\n", into: bytes, path: "fuzz.md") {
    consume(String(decoding: injected, as: UTF8.self))
  }
  for format in SourceFormat.allCases {
    let file = SourceFile(path: "fuzz.\(format.rawValue)", bytes: bytes, format: format)
    let loaded = SpecLoader.load(file, context: context)
    report(loaded, file: file)
    if let spec = loaded.spec { render(spec, bytes: bytes) }
  }
  return 0
}

private func report(_ loaded: LoadedSpec, file: SourceFile) {
  let report = ValidationReport(files: [.init(path: file.path, source: file, diagnostics: loaded.diagnostics)])
  for style in [TerminalStyle.plain, TerminalStyle(enabled: true)] {
    let reporter = TextReporter(style: style)
    for diagnostic in loaded.diagnostics { consume(reporter.format(diagnostic, source: file)) }
  }
  consume(TextReporter.summary(files: 1, diagnostics: loaded.diagnostics))
  let formatters: [any ReportFormatter] = [
    JSONReportFormatter(), GitHubReportFormatter(workingDirectory: "/work"), SARIFReportFormatter(workingDirectory: "/work"),
  ]
  for formatter in formatters { consume(formatter.format(report)) }
}

/// Every renderer, and injection of the Markdown into the input's own bytes
/// as the host document. A new renderer is one line here.
private func render(_ spec: TableSpec, bytes: [UInt8]) {
  consume(JSONRenderer().render(spec))
  consume(JSONRenderer(includesLocations: true).render(spec))
  consume(TextRenderer().render(spec))
  consume(TextRenderer(options: TextRenderOptions(width: 20, glyphs: .ascii, style: TerminalStyle(enabled: true))).render(spec))
  let markdown = MarkdownRenderer().render(spec)
  consume(markdown)
  if case .success(let injected) = MarkdownInjection.inject(markdown, into: bytes, path: "fuzz.md") {
    consume(String(decoding: injected, as: UTF8.self))
  }
}

/// Keeps the optimiser from dropping work whose result is unused.
@inline(never)
private func consume(_ text: String) {
  if text.utf8.count == Int.max { print(text) }
}
