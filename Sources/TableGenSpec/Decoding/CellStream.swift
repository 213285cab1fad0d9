/// Decodes each cell as its mapping closes, while the file is still being
/// loaded, and has the builder release the cell's nodes: a spec's document
/// then never holds more than one cell's subtree beside the table's skeleton,
/// and memory does not grow with the file beyond the model.
///
/// A cell is an item of a `cells` list directly under the root or under a
/// section of the root's `sections`. `SpecDecoder` later walks the skeleton
/// and takes each released cell's result from here, so what it reports is
/// exactly what decoding the whole tree would report.
///
/// With a `StreamingCheck` (`SpecLoader.check`), a cell is not kept at all:
/// its own checks run as it closes, and only their findings wait for the walk.
final class CellStream: DocumentObserver {
  /// One decoded cell's problems, and where it is.
  struct Result {
    var diagnostics: [Diagnostic]
    /// Its translated strings.
    var translations: [InlineText]
    var place: Place
  }

  /// Where a cell is: its section's index (-1 for the root's `cells`) and its own.
  struct Place: Equatable {
    var section: Int
    var cell: Int

    /// The cell's pointer: `/sections/1/cells/2`, or `/cells/2` under the root.
    var pointer: JSONPointer {
      section < 0
        ? JSONPointer(["cells", String(cell)]) : JSONPointer(["sections", String(section), "cells", String(cell)])
    }
  }

  /// The results in chunks, so that the walk can free each chunk once it has
  /// taken every cell of it: the cells are then not held twice at the end.
  /// Beside them, the cells (when kept) or their findings (when checked).
  private var chunks: [[Result]] = []
  private var cells: [[Cell?]] = []
  private var findings: [[CellFindings?]] = []
  private var taken: [Int] = []
  /// How many cells were decoded as they closed.
  private(set) var count = 0
  private static let chunkSize = 512
  /// Whether a taken chunk may be freed: not when an alias repeated released cells.
  var mayFreeTakenResults = true
  private var decoder = CellDecoder()
  private var diagnosticCount = 0
  private let maxDiagnostics: Int
  /// The checks each cell is given to instead of being kept; nil to keep the cells.
  let checking: StreamingCheck?

  init(maxDiagnostics: Int, checking: StreamingCheck? = nil) {
    self.maxDiagnostics = maxDiagnostics
    self.checking = checking
  }

  func mappingClosed(_ index: Int, in builder: inout DocumentBuilder) {
    guard let place = Self.cellPlace(builder) else { return }
    // Past the limit the report is cut anyway: the cell is released unread.
    guard diagnosticCount <= maxDiagnostics else {
      builder.release(index, payload: -1)
      return
    }
    let cell = decoder.decode(index, in: builder.document, pointer: place.pointer)
    let diagnostics = decoder.diagnostics
    decoder.diagnostics.removeAll(keepingCapacity: true)
    let translations = decoder.translations
    decoder.translations.removeAll()
    guard builder.release(index, payload: Int32(count)) else {
      // An anchor may copy the cell: it stays, and is decoded again where it is walked.
      return
    }
    diagnosticCount += diagnostics.count
    if count % Self.chunkSize == 0 {
      chunks.append([])
      chunks[chunks.count - 1].reserveCapacity(Self.chunkSize)
      taken.append(0)
      if checking == nil {
        cells.append([])
        cells[cells.count - 1].reserveCapacity(Self.chunkSize)
      } else {
        findings.append([])
        findings[findings.count - 1].reserveCapacity(Self.chunkSize)
      }
    }
    chunks[chunks.count - 1].append(Result(diagnostics: diagnostics, translations: translations, place: place))
    if let checking {
      // Whether the cell is sound is judged at the walk, when every error is known.
      var found: CellFindings?
      if let cell { found = CellFindings(cell, in: checking.context, keepsStrings: checking.keepsStrings) }
      findings[findings.count - 1].append(found)
    } else {
      cells[cells.count - 1].append(cell)
    }
    count += 1
  }

  /// The cell released as `payload`, for the cell at `index` of the `cells`
  /// list of `owner`, with its problems appended to `diagnostics`. An alias
  /// can repeat a released cell elsewhere; that copy is reported under its own pointer.
  /// When the cells are checked instead of kept, its findings go to the checks and the result is nil.
  /// Its translated strings are appended to `translations`, under the copy's pointer for a copy.
  func take(
    _ payload: Int, owner: JSONPointer, at place: Place, diagnostics: inout [Diagnostic],
    translations: inout [InlineText]
  ) -> Cell? {
    let chunk = payload / Self.chunkSize
    let slot = payload % Self.chunkSize
    guard payload >= 0, chunk < chunks.count, slot < chunks[chunk].count else { return nil }
    let result = chunks[chunk][slot]
    // Built only when needed: for a copy, or for a duplicate id.
    func pointer() -> JSONPointer { owner.appending("cells").appending(place.cell) }
    let isCopy = result.place != place
    let first = diagnostics.count
    if isCopy {
      let old = result.place.pointer
      let new = pointer()
      for var diagnostic in result.diagnostics {
        diagnostic.pointer = diagnostic.pointer?.moved(from: old, to: new)
        diagnostics.append(diagnostic)
      }
    } else if !result.diagnostics.isEmpty {
      diagnostics += result.diagnostics
    }
    if isCopy, !result.translations.isEmpty {
      let old = result.place.pointer
      let new = pointer()
      translations += result.translations.map { $0.moved(from: old, to: new) }
    } else {
      translations += result.translations
    }
    var cell: Cell?
    if let checking {
      if var found = findings[chunk][slot] {
        if isCopy { found = found.repointed(from: result.place.pointer, to: pointer()) }
        checking.cell(
          found, ownDiagnostics: diagnostics[first...], texts: result.translations[...], pointer: pointer())
      }
    } else if isCopy {
      cell = cells[chunk][slot].map { $0.movingOrigin(to: pointer()) }
    } else if !mayFreeTakenResults {
      cell = cells[chunk][slot]
    } else {
      // Moved out, not copied: each result is taken once.
      swap(&cell, &cells[chunk][slot])
    }
    guard !isCopy, mayFreeTakenResults else { return cell }
    taken[chunk] += 1
    if taken[chunk] == chunks[chunk].count {
      chunks[chunk] = []
      if checking == nil { cells[chunk] = [] } else { findings[chunk] = [] }
    }
    return cell
  }

  /// The place of the mapping that just closed, when it is a cell.
  private static func cellPlace(_ builder: DocumentBuilder) -> Place? {
    // The closed mapping is already attached to its list, the innermost open collection.
    guard let list = builder.frame(outward: 0), !list.isMapping,
      let owner = builder.frame(outward: 1), owner.isMapping, isKey(owner.pendingKey, "cells", in: builder.document)
    else { return nil }
    if builder.depth == 2, owner.node == 0 {
      return Place(section: -1, cell: list.children - 1)
    }
    guard builder.depth == 4, let sections = builder.frame(outward: 2), !sections.isMapping,
      let root = builder.frame(outward: 3), root.node == 0, isKey(root.pendingKey, "sections", in: builder.document)
    else { return nil }
    // The section is still open, so it is not yet counted among the list's children.
    return Place(section: sections.children, cell: list.children - 1)
  }

  /// Whether `node` is a key the decoder reads as `name`.
  private static func isKey(_ node: Int, _ name: StaticString, in document: Document) -> Bool {
    guard node >= 0 else { return false }
    let slot = document.nodes[node]
    guard slot.kind == .scalar, slot.scalarClass != .null, !slot.isIgnoredKey else { return false }
    return document.textEquals(node, UnsafeRawBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount))
  }
}

extension Cell {
  /// The same cell with its origin's pointer set to `pointer`.
  fileprivate func movingOrigin(to pointer: JSONPointer) -> Cell {
    var cell = self
    cell.common.origin.pointer = pointer
    return cell
  }
}
