/// A spec file taken as far through the pipeline as it goes: loaded, decoded,
/// and checked for meaning wherever its structure is sound.
public struct LoadedSpec: Sendable {
  public var file: SourceFile
  /// The typed spec, when the file holds a structurally valid spec.
  public var spec: TableSpec?
  /// Every problem found, each naming the file, in report order.
  public var diagnostics: [Diagnostic]
  /// The child panes the spec's links lead to, in document order, for `LinkedSpecs` to follow.
  public var links: [SpecLink] = []
  // MARK: - Translation checks
  /// How far the spec is translated into each locale it declares besides its source.
  public var coverage: [LocaleCoverage] = []
  /// The other files the spec reads, resolved from its folder: its data files (`rows:`,
  /// `optionsFrom:`) and its catalogs (`strings:`). They are not specs, and `validate` leaves them
  /// out of a folder it walks; no write of the run replaces one (docs/security.md).
  public var filesRead: [String] = []

  /// How many problems the cap (`LoadOptions.maxDiagnostics`) left out, and how many of them are
  /// errors: a report with some left out was not shown whole, and never passes `--strict`.
  public var leftOut = 0
  public var errorsLeftOut = 0

  /// Every file this spec was loaded from: its own, then `filesRead`.
  public var pathsRead: [String] { [file.path] + filesRead }

  /// Whether the spec can be rendered: it decoded and no check found an error.
  public var isValid: Bool { spec != nil && !diagnostics.hasErrors }
}

/// The library's front door: from bytes to a checked, typed spec.
public enum SpecLoader {
  /// Loads and decodes `file`, then runs the semantic checks on every cell
  /// that decoded soundly, even while another cell has a structural error, so
  /// that one run reports both. A cell with a structural error of its own is
  /// left out of the checks, and so are the whole-table checks that a cell
  /// left out could set off (an "empty" section whose cells failed to decode).
  /// The spec is kept, and can be rendered, only when no structural error exists.
  /// `context` defaults to the spec's own folder for resolving link targets.
  public static func load(
    _ file: SourceFile, options: LoadOptions = .default, context: ValidationContext? = nil
  ) -> LoadedSpec {
    run(file, options: options, context: context, keepsCells: true)
  }

  /// Checks `file` as `load` does, with the same diagnostics, but keeps no
  /// cell: each one is checked as its mapping closes and then dropped, so
  /// memory does not grow with the number of cells. For callers that need
  /// only the report, such as `validate`. The `spec` returned, when the file
  /// is structurally valid, is the table and its sections (ids, headers,
  /// footers) without their cells.
  public static func check(
    _ file: SourceFile, options: LoadOptions = .default, context: ValidationContext? = nil
  ) -> LoadedSpec {
    run(file, options: options, context: context, keepsCells: false)
  }

  private static func run(
    _ file: SourceFile, options: LoadOptions, context: ValidationContext?, keepsCells: Bool
  ) -> LoadedSpec {
    // Every pattern match of this file shares the run's one budget of work (`PatternMeter`).
    PatternMeter.measuring { runMeasured(file, options: options, context: context, keepsCells: keepsCells) }
  }

  private static func runMeasured(
    _ file: SourceFile, options: LoadOptions, context: ValidationContext?, keepsCells: Bool
  ) -> LoadedSpec {
    let context = context ?? .forSpec(at: file.path)
    // A spec that may hold a rows or options recipe is checked on its expanded cells, so it keeps them.
    let keepsCells = keepsCells || RowExpansion.mayHoldRecipes(file.bytes)
    let checking =
      keepsCells
      ? nil
      : StreamingCheck(context: context, keepsStrings: KeyScreen.mayHold(["locale", "Locale"], in: file.bytes))
    // Cells are decoded as they close, so the document never holds more than
    // the table's skeleton and one cell.
    let stream = CellStream(maxDiagnostics: options.maxDiagnostics, checking: checking)
    let (document, loadDiagnostics) = DocumentLoader.loadDocument(file, options: options, observer: stream)
    var diagnostics = loadDiagnostics
    var spec: TableSpec?
    var links: [SpecLink] = []
    var coverage: [LocaleCoverage] = []
    var filesRead: [String] = []
    // Decoding goes on after recoverable load errors (a duplicate key), so every
    // structural problem is reported in one run; the spec is kept only when sound.
    if let document, !document.nodes.isEmpty, loadDiagnostics.count <= options.maxDiagnostics {
      checking?.prepare(for: document, cellCount: stream.count, knownErrors: loadDiagnostics)
      let decoded = SpecDecoder(maxDiagnostics: options.maxDiagnostics).decodeModel(document, root: 0, streamed: stream)
      diagnostics += decoded.diagnostics
      if var model = decoded.spec, diagnostics.count <= options.maxDiagnostics {
        // A semantic error found while decoding (a condition that does not parse) leaves the model whole.
        let isComplete = !diagnostics.hasStructuralErrors
        let hasEveryID = !diagnostics.mayHideAnID
        // MARK: Rows and options from data, expanded before every check.
        if checking == nil, RowExpansion.hasRecipes(model) {
          var expansion = RowExpansion(
            document: document, specPath: file.path, folder: context.baseDirectory, options: options)
          model = expansion.expand(model)
          diagnostics += expansion.diagnostics
          filesRead += expansion.dataPaths
        }
        links = checking?.links ?? model.followedLinks(in: context, file: file.path)
        // The catalogs named under `strings:`, read beside the spec
        // (before the translation checks, which read them). Their problems join the
        // report after the checks, whose error offsets are the spec's own.
        var catalogProblems: [Diagnostic] = []
        if !model.localization.catalogs.isEmpty {
          catalogProblems = CatalogLoader.load(
            &model.localization, baseDirectory: context.baseDirectory, options: options)
          let folder = context.baseDirectory
          filesRead += model.localization.catalogs.map { folder == "." ? $0.path : folder + "/" + $0.path }
        }
        // The strings of the sound cells, for the translation checks.
        var strings: [LocalizableString]
        if let checking {
          diagnostics += checking.finish(
            model, diagnostics: diagnostics, isComplete: isComplete, hasEveryID: hasEveryID)
          if isComplete { spec = model }
          strings = LocalizableStrings.of(model) + checking.strings
        } else if isComplete {
          spec = model
          diagnostics += Validator().validate(model, in: context)
          strings = LocalizableStrings.of(model)
        } else {
          let sound = model.keepingCells(outside: diagnostics)
          diagnostics += Validator().validate(sound, in: context, isComplete: false, hasEveryID: hasEveryID)
          strings = LocalizableStrings.of(sound)
        }
        let translations = TranslationRules.check(
          model.localization, strings: strings, specPath: file.path, catalogsRead: !catalogProblems.hasErrors)
        diagnostics += catalogProblems + translations.diagnostics
        coverage = translations.coverage
      }
    }
    // The source locale's text in the model, once checked (the checks
    // read what was written first, on both paths). The catalogs were read before the translation checks.
    if let model = spec, !model.localization.inline.isEmpty {
      spec = model.usingSourceText()
    }
    diagnostics = RowExpansion.collapsingRepeats(diagnostics)
    // A diagnostic already naming its file (a catalog's, a data file's) keeps it.
    for index in diagnostics.indices where diagnostics[index].file == nil { diagnostics[index].file = file.path }
    diagnostics.sort(by: Diagnostic.reportOrder)
    let leftOut = limit(&diagnostics, to: options.maxDiagnostics) { options.uncapped.spares($0, in: file.path) }
    for index in links.indices { links[index].linkingFile = file.path }
    var loaded = LoadedSpec(
      file: file, spec: spec, diagnostics: diagnostics, links: links, coverage: coverage,
      filesRead: filesRead)
    (loaded.leftOut, loaded.errorsLeftOut) = leftOut
    return loaded
  }

  /// Keeps the first `limit` diagnostics in report order; the last one kept
  /// says that more were found. The stages stop one past the limit, so how
  /// many more is not known. Errors stay errors: a kept one is enough.
  /// Keeps the first `limit` of `diagnostics` that `spares` does not spare,
  /// and every one it spares; the last one counted says that the rest were
  /// left out. How many were left out, and how many of them are errors.
  @discardableResult
  static func limit(
    _ diagnostics: inout [Diagnostic], to limit: Int, sparing spares: (Diagnostic) -> Bool = { _ in false }
  ) -> (count: Int, errors: Int) {
    guard limit > 0, diagnostics.count > limit else { return (0, 0) }
    var kept: [Diagnostic] = []
    var counted = 0
    var lastCounted = 0
    var leftOut = (count: 0, errors: 0)
    for diagnostic in diagnostics {
      if spares(diagnostic) {
        kept.append(diagnostic)
      } else if counted < limit {
        lastCounted = kept.count
        kept.append(diagnostic)
        counted += 1
      } else {
        leftOut.count += 1
        if diagnostic.severity == .error { leftOut.errors += 1 }
      }
    }
    if leftOut.count > 0 {
      kept[lastCounted].notes.append(
        Diagnostic.Note(
          "only the first \(limit) problems in this file are shown, and checking stopped there; fix these and run again",
          at: nil))
    }
    diagnostics = kept
    return leftOut
  }
}

extension LoadOptions.Uncapped {
  /// Whether the cap leaves `diagnostic`, a problem of the spec at `path`, alone.
  func spares(_ diagnostic: Diagnostic, in path: String) -> Bool {
    switch self {
    case .none: false
    case .accepted(let baseline): baseline.accepts(diagnostic, in: path)
    case .translations: Baseline.Entry(diagnostic, file: path) != nil
    }
  }
}

extension TableSpec {
  /// The spec without the cells that hold the start of an error of `diagnostics`:
  /// the cells that decoded soundly.
  func keepingCells(outside diagnostics: [Diagnostic]) -> TableSpec {
    let errors = ErrorOffsets(diagnostics)
    func isSound(_ cell: Cell) -> Bool {
      let range = cell.common.origin.range
      return !errors.hasError(from: range.start.offset, through: range.end.offset)
    }
    var spec = self
    for index in spec.sections.indices {
      spec.sections[index].cells.removeAll { !isSound($0) }
    }
    return spec
  }
}
