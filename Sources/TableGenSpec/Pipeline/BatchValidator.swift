import Dispatch

/// Checks many specs in one process, spread across the cores. The report is
/// sorted by path, then by position, so its order never depends on timing.
public struct BatchValidator: Sendable {
  public var options: LoadOptions

  public init(options: LoadOptions = .default) {
    self.options = options
  }

  /// A spec to check: a file, or text already read (standard input).
  public enum Input: Sendable {
    case path(String)
    case source(SourceFile)
  }

  public func validate(_ inputs: [Input]) -> ValidationReport {
    let results = ResultSlots(count: inputs.count)
    let options = options
    DispatchQueue.concurrentPerform(iterations: inputs.count) { index in
      results[index] = Self.check(inputs[index], options: options)
    }
    return ValidationReport(files: results.values)
  }

  private static func check(_ input: Input, options: LoadOptions) -> ValidationReport.FileResult {
    let file: SourceFile
    switch input {
    case .source(let source):
      file = source
    case .path(let path):
      switch SpecFileReader.read(path: path, options: options) {
      case .success(let read): file = read
      case .failure(let diagnostic):
        return ValidationReport.FileResult(path: path, source: nil, diagnostics: [diagnostic])
      }
    }
    let loaded = SpecLoader.load(file, options: options)
    return ValidationReport.FileResult(path: file.path, source: file, diagnostics: loaded.diagnostics)
  }
}

/// One slot per input, each written by exactly one iteration of
/// `concurrentPerform`; the join at its end orders every write before the read.
/// A raw buffer, because an array property would be an exclusive access that
/// concurrent writers trip over.
private final class ResultSlots: @unchecked Sendable {
  private let slots: UnsafeMutableBufferPointer<ValidationReport.FileResult?>

  init(count: Int) {
    slots = .allocate(capacity: count)
    slots.initialize(repeating: nil)
  }

  deinit {
    slots.deinitialize()
    slots.deallocate()
  }

  subscript(index: Int) -> ValidationReport.FileResult? {
    get { slots[index] }
    set { slots[index] = newValue }
  }

  var values: [ValidationReport.FileResult] { slots.compactMap { $0 } }
}
