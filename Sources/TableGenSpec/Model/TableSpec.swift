/// A whole spec: a table of sections of cells. The root of the typed model.
public struct TableSpec: Sendable {
  /// The format version the spec was written for (`tablegen: 1`).
  public var version: Int
  public var id: String?
  public var title: String?
  public var description: String?
  /// The default row height in points, an iOS layout hint.
  public var rowHeight: Double
  /// The sections in order. A spec written with the `cells` shorthand has one
  /// section with no header.
  public var sections: [Section]
  /// Whether the spec used the top-level `cells` shorthand instead of `sections`.
  public var usesCellsShorthand: Bool
  /// The table's cross-field checks, in order.
  public var checks: [Check]
  // MARK: - Localised strings
  /// `locales`, `sourceLocale`, `strings` and the inline translations (docs/spec-format.md "Translations").
  public var localization = Localization()
  public var origin: Origin

  /// The default of `rowHeight`.
  public static let defaultRowHeight = 44.0

  public init(
    version: Int, id: String? = nil, title: String? = nil, description: String? = nil,
    rowHeight: Double = TableSpec.defaultRowHeight, sections: [Section], usesCellsShorthand: Bool = false,
    checks: [Check] = [], origin: Origin
  ) {
    self.version = version
    self.id = id
    self.title = title
    self.description = description
    self.rowHeight = rowHeight
    self.sections = sections
    self.usesCellsShorthand = usesCellsShorthand
    self.checks = checks
    self.origin = origin
  }

  /// Every cell of every section, in order.
  public var cells: [Cell] {
    // Sized once: growing an array of cells by doubling copied each cell several times.
    var cells: [Cell] = []
    cells.reserveCapacity(sections.reduce(0) { $0 + $1.cells.count })
    for section in sections { cells += section.cells }
    return cells
  }

  /// The format versions this build reads.
  public static let supportedVersions = 1...1
}

/// A group of cells with an optional header and footer.
public struct Section: Sendable {
  public var id: String?
  /// `key:`: the name app code finds the section by (a Settings.bundle
  /// group's `Key`); it stores nothing.
  public var key: String?
  public var header: String?
  public var footer: String?
  /// Overrides the table's row height for this section's cells.
  public var rowHeight: Double?
  public var cells: [Cell]
  /// `visibleIf` hides the whole section; sections take no `enableIf` or `requiredIf`.
  public var conditions: Conditions
  /// The section's cross-field checks, in order.
  public var checks: [Check]
  /// `idioms:`: the devices the section shows on; empty means all.
  public var idioms: [Idiom] = []
  /// `rows:`: the recipe this section's cells were generated from, if any.
  public var rows: RowSource?
  public var origin: Origin

  public init(
    id: String? = nil, header: String? = nil, footer: String? = nil, rowHeight: Double? = nil,
    cells: [Cell], conditions: Conditions = Conditions(), checks: [Check] = [], origin: Origin
  ) {
    self.id = id
    self.header = header
    self.footer = footer
    self.rowHeight = rowHeight
    self.cells = cells
    self.conditions = conditions
    self.checks = checks
    self.origin = origin
  }
}
