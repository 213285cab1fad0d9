import TableGenOutput
import TableGenSpec

/// A child pane the review can enter: a link row whose target is a
/// spec file. Its answers are kept under the link's `id`, nested in the
/// answers document (docs/fill.md, "Child panes"); a link without an id is
/// not offered (validate warns: `child-pane-without-id`).
public struct FormPane: Sendable {
  /// The link's id: the key of the pane's answers.
  public var id: String
  /// The link's title, as the review lists it: "Advanced ›".
  public var title: String
  /// The pane's spec file, as the messages name it.
  public var file: String
  /// The link's target as written, which its text row in the spec shows.
  public var target: String
  /// The pane's own form. Its one final choice leads back to the review of
  /// the form that holds the link; its own buttons are not offered there.
  public var plan: FormPlan
  /// The other files the pane's spec read (its data files and catalogs).
  public var filesRead: [String] = []

  /// The pane of `spec`, reached through `link`, whose own panes are `panes`.
  public init(link: SpecLink, spec: TableSpec, panes: [FormPane] = []) {
    id = link.id ?? ""
    title = link.title
    file = link.path
    target = link.target
    var plan = FormPlan(spec)
    plan.choices = [
      FormChoice(title: Self.backTitle, action: nil, style: .default, confirmation: nil, isBuiltIn: true)
    ]
    plan.panes = panes
    self.plan = plan
  }

  /// The final choice of a pane: back to the review of the form that holds its link.
  public static let backTitle = "Back"

  /// Every file this pane and the panes below it were read from: no output of fill may replace one.
  public var pathsRead: [String] { [file] + filesRead + plan.panes.flatMap(\.pathsRead) }

  /// The review's line for the pane: its title and the sign of a row that opens another.
  public var reviewLine: String { title + " \u{203A}" }
}

extension FormPlan {
  /// The index of the pane whose id is `id`.
  public func paneIndex(id: String) -> Int? {
    panes.firstIndex { $0.id == id }
  }

  /// Whether `text` is the row of a link the review offers as a pane: there, the pane's own row
  /// ("Advanced ›") stands for it, so it is not shown twice.
  func isPaneLink(_ text: FormText) -> Bool {
    guard case .link(let title, let target, _) = text else { return false }
    return panes.contains { $0.title == title && $0.target == target }
  }
}

// MARK: - The session's side: each pane's answers as last left

extension FormSession {
  /// A session of pane `index`, starting from its answers as last left, or as
  /// prefilled (`--answers`, `--set`) when it was never entered: answered
  /// questions are skipped, so coming back to a pane goes to its review.
  public func paneSession(_ index: Int) -> FormSession {
    FormSession(plan: plan.panes[index].plan, prefill: panePrefill[index])
  }

  /// Keeps `result`, the answers of pane `index`, as the person comes back from it.
  public mutating func keepPane(_ index: Int, _ result: FormResult) {
    guard plan.panes.indices.contains(index) else { return }
    paneResults[index] = result
    panePrefill[index] = Prefill(result, plan: plan.panes[index].plan)
  }

  /// The results of the panes that have answers, in the spec's order, for `FormResult.panes`.
  /// A pane visited without an answer to give (About) writes nothing, not `{}`.
  var paneAnswers: [(id: String, result: FormResult)] {
    plan.panes.indices.compactMap { index in
      guard let result = paneResults[index], !result.answers.isEmpty || !result.panes.isEmpty else { return nil }
      return (plan.panes[index].id, result)
    }
  }

  /// Ends this form as a pane entered from it ended, when it was given up: the
  /// line form and the full-screen form both come back out of a pane so.
  mutating func endAsPaneEnded(_ reason: CancelReason) {
    switch reason {
    case .endOfInput: endOfInput()
    case .answerTooLong: answerTooLong()
    case .declined, .cancelChoice: decline()
    }
  }

  /// Reads the prefilled answers of each pane: its result counts even if the pane is never entered.
  mutating func preparePanes(_ prefill: Prefill?) {
    guard let prefill else { return }
    for (index, pane) in plan.panes.enumerated() {
      guard let nested = prefill.panes[pane.id] else { continue }
      panePrefill[index] = nested
      paneResults[index] = FormSession(plan: pane.plan, prefill: nested).result(action: nil)
    }
  }
}

extension Prefill {
  /// The answers of `result` as a prefill of `plan`: every answered question
  /// prefilled, every other one left out, and each pane's answers nested.
  init(_ result: FormResult, plan: FormPlan) {
    self.init()
    for (index, question) in plan.questions.enumerated() {
      values[index] = result[question.field.id].map(Value.answer) ?? .leftOut
    }
    for pane in plan.panes {
      if let nested = result.panes.first(where: { $0.id == pane.id }) {
        panes[pane.id] = Prefill(nested.result, plan: pane.plan)
      }
    }
  }
}

// MARK: - Line mode: entering a pane and coming back

extension LineForm {
  /// The pane `argument` names (its id, or its title), entered from the review.
  mutating func open(_ argument: String) -> String {
    let panes = session.plan.panes
    let lowered = argument.lowercased()
    guard
      let index = panes.firstIndex(where: { $0.id == argument })
        ?? panes.firstIndex(where: { $0.title.lowercased() == lowered })
    else {
      let known = panes.map { "'" + TerminalText.escape($0.id) + "'" }.joined(separator: ", ")
      let message =
        panes.isEmpty
        ? "this form has no child panes to open"
        : "\(TerminalText.escape(QuotedValue.quote(argument))) names no child pane; open one of \(known)"
      return "error: \(message)\n" + resume()
    }
    var parent = self
    parent.outer = []
    let stack = outer + [(parent, index)]
    self = LineForm(session: session.paneSession(index))
    outer = stack
    return "\n" + heading() + "\n" + start()
  }

  /// `:back` at a pane's first question: back to the review the pane was entered from, the pane's
  /// answers as they were before; nil outside a pane.
  mutating func leavePaneUnkept() -> String? {
    guard let (parent, _) = outer.last else { return nil }
    let rest = Array(outer.dropLast())
    self = parent
    outer = rest
    return "\n" + resume()
  }

  /// The line over a pane: the way from the form named to it ("Settings › Advanced").
  private func heading() -> String {
    let titles = outer.map { entry in entry.form.session.plan.panes[entry.pane].title }
    let root = outer.first?.form.session.plan.title.map { [$0] } ?? []
    return TerminalText.escape((root + titles).joined(separator: " \u{203A} "))
  }

  /// After a line in a pane: when the pane is done, back to the review of the
  /// form it was entered from, with its answers kept; when it was given up
  /// (`:quit`, end of input), the whole form ends so.
  mutating func leavingFinishedPane(_ output: String) -> String {
    guard case .finished(let outcome) = session.stage, let (parent, index) = outer.last else { return output }
    let rest = Array(outer.dropLast())
    self = parent
    outer = rest
    switch outcome {
    case .submitted(let result):
      session.keepPane(index, result)
      return output + "\n" + resume()
    case .cancelled(let reason):
      session.endAsPaneEnded(reason)
      return outer.isEmpty ? output : leavingFinishedPane(output)
    }
  }
}

// MARK: - Loading the panes

extension FormPlan {
  /// The plan of `spec`, read from `file`, with the child panes its links lead
  /// to, each loaded and checked as the spec itself is. A pane is offered once
  /// per link with an id; a link back to a pane on the way (a cycle) is not
  /// offered inside itself, and the walk stops `LinkedSpecs`' default depth down.
  /// Any problem of a pane (it does not load, or has errors) is returned, with
  /// the files to quote; the form is not filled then. `localize` gives each
  /// pane in the language the form is shown in.
  public static func withPanes(
    _ spec: TableSpec, file: String, options: LoadOptions = .default,
    localize: @escaping (TableSpec) -> TableSpec = { $0 }
  ) -> (plan: FormPlan, diagnostics: [Diagnostic], sources: [SourceFile]) {
    var loader = PaneLoader(options: options, localize: localize)
    var plan = FormPlan(spec)
    let path = FileIdentity(regularFileAt: file).map { [$0] } ?? []
    plan.panes = loader.panes(of: spec, file: file, path: path)
    return (plan, loader.diagnostics, loader.sources)
  }
}

/// Loads the panes of a form, depth first, each file once however many links lead to it.
private struct PaneLoader {
  let options: LoadOptions
  let localize: (TableSpec) -> TableSpec
  var diagnostics: [Diagnostic] = []
  var sources: [SourceFile] = []
  /// Each file loaded, by identity: its spec, or nil when it failed.
  private var loaded: [FileIdentity: TableSpec?] = [:]
  /// The data files and catalogs each file loaded read.
  private var filesRead: [FileIdentity: [String]] = [:]
  /// The panes made so far. A pane linked from several places is a pane of each, so without a bound
  /// two links to each next spec would make 2^depth panes: past `LinkedSpecs`' bound, none is offered.
  private var made = 0

  init(options: LoadOptions, localize: @escaping (TableSpec) -> TableSpec) {
    self.options = options
    self.localize = localize
  }

  /// The panes of `spec`'s links; `path` holds the files on the way from the form named.
  mutating func panes(of spec: TableSpec, file: String, path: [FileIdentity]) -> [FormPane] {
    let limits = LinkedSpecs()
    guard path.count <= limits.maximumDepth else { return [] }
    var panes: [FormPane] = []
    for link in spec.followedLinks(in: .forSpec(at: file), file: file) where link.id != nil {
      guard made < limits.maximumPanes else { break }
      made += 1
      guard let identity = link.file.identity(), !path.contains(identity),
        let child = load(link, identity: identity)
      else { continue }
      let nested = self.panes(of: child, file: link.path, path: path + [identity])
      var pane = FormPane(link: link, spec: child, panes: nested)
      pane.filesRead = filesRead[identity] ?? []
      panes.append(pane)
    }
    return panes
  }

  private mutating func load(_ link: SpecLink, identity: FileIdentity) -> TableSpec? {
    if let known = loaded[identity] { return known }
    var spec: TableSpec?
    switch link.readPane(options: options) {
    case .failure(let problem):
      diagnostics.append(problem)
    case .success(let file):
      let checked = SpecLoader.load(file, options: options)
      filesRead[identity] = checked.filesRead
      if checked.isValid {
        spec = checked.spec.map(localize)  // the pane in the form's language
      } else {
        diagnostics += checked.diagnostics
        sources.append(file)
      }
    }
    loaded[identity] = spec
    return spec
  }
}

extension FormResult {
  /// The result without the answers of secure fields, its panes' included, for a recording.
  func withoutSecureAnswers(plan: FormPlan) -> FormResult {
    var kept = self
    let secure = Set(plan.questions.lazy.map(\.field).filter(\.isSecure).map(\.id))
    kept.answers.removeAll { secure.contains($0.id) }
    kept.panes = panes.map { entry in
      guard let pane = plan.panes.first(where: { $0.id == entry.id }) else { return entry }
      return (entry.id, entry.result.withoutSecureAnswers(plan: pane.plan))
    }
    return kept
  }
}

// MARK: - Full screen: entering a pane and coming back

extension InteractiveForm {
  /// Enters pane `index` from the review, whose row `row` is highlighted again on the way back.
  mutating func enterPane(_ index: Int, returningTo row: Int) -> Effect {
    var parent = self
    parent.outer = []
    parent.returnRow = row
    let stack = outer + [(parent, index)]
    let titles = trail + [session.plan.title ?? session.plan.panes[index].title]
    var child = InteractiveForm(session: session.paneSession(index))
    child.glyphs = glyphs
    child.pageSize = pageSize
    child.outer = stack
    child.trail = titles
    self = child
    return .none
  }

  /// Esc at a pane's first question: back to the review the pane was entered from, the pane's answers
  /// as they were before (a pane's answers are kept by its Back); false outside a pane.
  mutating func leavePaneUnkept() -> Bool {
    guard let (parent, _) = outer.last else { return false }
    let rest = Array(outer.dropLast())
    let pageSize = pageSize
    self = parent
    outer = rest
    self.pageSize = pageSize
    prepareEditor()
    return true
  }

  /// After a key in a pane: when the pane is done, back to the review of the form it was entered
  /// from, with its answers kept; when it was given up (`q`, end of input), the whole form ends so.
  mutating func leavingFinishedPane(_ effect: Effect) -> Effect {
    guard case .finished(let outcome) = session.stage, let (parent, index) = outer.last else { return effect }
    let rest = Array(outer.dropLast())
    let pageSize = pageSize
    self = parent
    outer = rest
    self.pageSize = pageSize
    switch outcome {
    case .submitted(let result):
      session.keepPane(index, result)
      prepareEditor()
      return .none
    case .cancelled(let reason):
      session.endAsPaneEnded(reason)
      prepareEditor()
      return outer.isEmpty ? .finished : leavingFinishedPane(.finished)
    }
  }
}
