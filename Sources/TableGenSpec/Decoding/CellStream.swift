/// Decodes each cell as its mapping closes, while the file is still being
/// loaded, and has the builder release the cell's nodes: a spec's document
/// then never holds more than one cell's subtree beside the table's skeleton,
/// and memory does not grow with the file beyond the model.
///
/// A cell is an item of a `cells` list directly under the root or under a
/// section of the root's `sections`. `SpecDecoder` later walks the skeleton
/// and takes each released cell's result from here, so what it reports is
/// exactly what decoding the whole tree would report.
final class CellStream: DocumentObserver {
  /// One decoded cell: the cell, when it decoded, and its problems.
  struct Result {
    var cell: Cell?
    var diagnostics: [Diagnostic]
    /// The pointer it was decoded under.
    var pointer: JSONPointer
    /// The same as indices: the section (-1 under the root's `cells`) and the cell.
    var place: Place
  }

  /// Where a cell is: its section's index (-1 for the root's `cells`) and its own.
  struct Place: Equatable {
    var section: Int
    var cell: Int
  }

  /// The results in chunks, so that the walk can free each chunk once it has
  /// taken every cell of it: the cells are then not held twice at the end.
  private var chunks: [[Result]] = []
  private var taken: [Int] = []
  private var count = 0
  private static let chunkSize = 512
  /// Whether a taken chunk may be freed: not when an alias repeated released cells.
  var mayFreeTakenResults = true
  private var decoder = CellDecoder()
  private var diagnosticCount = 0
  private let maxDiagnostics: Int

  init(maxDiagnostics: Int) {
    self.maxDiagnostics = maxDiagnostics
  }

  func mappingClosed(_ index: Int, in builder: inout DocumentBuilder) {
    guard let (pointer, place) = Self.cellPointer(builder) else { return }
    // Past the limit the report is cut anyway: the cell is released unread.
    guard diagnosticCount <= maxDiagnostics else {
      builder.release(index, payload: -1)
      return
    }
    let cell = decoder.decode(index, in: builder.document, pointer: pointer)
    let diagnostics = decoder.diagnostics
    decoder.diagnostics.removeAll(keepingCapacity: true)
    guard builder.release(index, payload: Int32(count)) else {
      // An anchor may copy the cell: it stays, and is decoded again where it is walked.
      return
    }
    diagnosticCount += diagnostics.count
    if count % Self.chunkSize == 0 {
      chunks.append([])
      chunks[chunks.count - 1].reserveCapacity(Self.chunkSize)
      taken.append(0)
    }
    chunks[chunks.count - 1].append(Result(cell: cell, diagnostics: diagnostics, pointer: pointer, place: place))
    count += 1
  }

  /// The cell released as `payload`, for the cell at `index` of the `cells`
  /// list of `owner`, with its problems appended to `diagnostics`. An alias
  /// can repeat a released cell elsewhere; that copy is reported under its own pointer.
  func take(_ payload: Int, owner: JSONPointer, at place: Place, diagnostics: inout [Diagnostic]) -> Cell? {
    let chunk = payload / Self.chunkSize
    let slot = payload % Self.chunkSize
    guard payload >= 0, chunk < chunks.count, slot < chunks[chunk].count else { return nil }
    let index = place.cell
    guard chunks[chunk][slot].place == place else {
      var result = chunks[chunk][slot]
      result.repoint(to: owner.appending("cells").appending(index))
      diagnostics += result.diagnostics
      return result.cell
    }
    diagnostics += chunks[chunk][slot].diagnostics
    guard mayFreeTakenResults else { return chunks[chunk][slot].cell }
    // Moved out, not copied: each result is taken once.
    var cell: Cell?
    swap(&cell, &chunks[chunk][slot].cell)
    taken[chunk] += 1
    if taken[chunk] == chunks[chunk].count { chunks[chunk] = [] }
    return cell
  }

  /// The pointer of the mapping that just closed, when it is a cell.
  private static func cellPointer(_ builder: DocumentBuilder) -> (JSONPointer, Place)? {
    // The closed mapping is already attached to its list, the innermost open collection.
    guard let list = builder.frame(outward: 0), !list.isMapping,
      let owner = builder.frame(outward: 1), owner.isMapping, isKey(owner.pendingKey, "cells", in: builder.document)
    else { return nil }
    let cellIndex = String(list.children - 1)
    if builder.depth == 2, owner.node == 0 {
      return (JSONPointer(["cells", cellIndex]), Place(section: -1, cell: list.children - 1))
    }
    guard builder.depth == 4, let sections = builder.frame(outward: 2), !sections.isMapping,
      let root = builder.frame(outward: 3), root.node == 0, isKey(root.pendingKey, "sections", in: builder.document)
    else { return nil }
    // The section is still open, so it is not yet counted among the list's children.
    return (
      JSONPointer(["sections", String(sections.children), "cells", cellIndex]),
      Place(section: sections.children, cell: list.children - 1)
    )
  }

  /// Whether `node` is a key the decoder reads as `name`.
  private static func isKey(_ node: Int, _ name: StaticString, in document: Document) -> Bool {
    guard node >= 0 else { return false }
    let slot = document.nodes[node]
    guard slot.kind == .scalar, slot.scalarClass != .null, !slot.isIgnoredKey else { return false }
    return document.textEquals(node, UnsafeRawBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount))
  }
}

extension CellStream.Result {
  /// Moves the result to `pointer`: its own pointer, its diagnostics' and its cell's.
  mutating func repoint(to pointer: JSONPointer) {
    let old = self.pointer
    func moved(_ target: JSONPointer) -> JSONPointer {
      guard target.tokens.starts(with: old.tokens) else { return target }
      return JSONPointer(pointer.tokens + target.tokens.dropFirst(old.tokens.count))
    }
    for index in diagnostics.indices {
      if let target = diagnostics[index].pointer { diagnostics[index].pointer = moved(target) }
    }
    cell = cell.map { $0.movingOrigin(to: pointer) }
    self.pointer = pointer
  }
}

extension Cell {
  /// The same cell with its origin's pointer set to `pointer`.
  fileprivate func movingOrigin(to pointer: JSONPointer) -> Cell {
    func moved<C>(_ cell: C, _ common: WritableKeyPath<C, CellCommon>) -> C {
      var cell = cell
      cell[keyPath: common].origin.pointer = pointer
      return cell
    }
    switch self {
    case .input(let cell): return .input(moved(cell, \.common))
    case .textView(let cell): return .textView(moved(cell, \.common))
    case .picker(let cell): return .picker(moved(cell, \.common))
    case .switch(let cell): return .switch(moved(cell, \.common))
    case .slider(let cell): return .slider(moved(cell, \.common))
    case .button(let cell): return .button(moved(cell, \.common))
    case .value(let cell): return .value(moved(cell, \.common))
    case .link(let cell): return .link(moved(cell, \.common))
    case .note(let cell): return .note(moved(cell, \.common))
    }
  }
}
