import Dispatch
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Checks many specs in one process, spread across the cores. The report is
/// sorted by path, then by position, so its order never depends on timing.
public struct BatchValidator: Sendable {
  public var options: LoadOptions
  /// How many threads check files at once; by default one per core this process may run on.
  public var workerCount: Int

  public init(options: LoadOptions = .default, workerCount: Int = BatchValidator.availableCores) {
    self.options = options
    self.workerCount = max(1, workerCount)
  }

  /// A spec to check: a file, or text already read (standard input).
  public enum Input: Sendable {
    /// A file, opened by its bytes and reported under its description.
    case path(SpecPath)
    case source(SourceFile)
  }

  /// Checks every input. Each worker takes the next input from a shared counter,
  /// so a slow file holds up only its own worker, and reads every file into the
  /// same buffer, whose storage is reused whenever nothing kept the file before.
  /// Every pattern match of every file shares the run's one budget (`PatternMeter`).
  public func validate(_ inputs: [Input]) -> ValidationReport {
    PatternMeter.measuring {
      let batch = Batch(inputs: inputs)
      let options = options
      let workers = min(workerCount, inputs.count)
      if workers <= 1 {
        batch.work(options: options)
      } else {
        // The workers' threads do not inherit the meter: each is handed it.
        let meter = PatternMeter.current
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
          PatternMeter.measuring(with: meter) { batch.work(options: options) }
        }
      }
      return ValidationReport(files: batch.results)
    }
  }

  /// The processors online. (Linux's affinity mask, which `taskset` narrows, is
  /// not visible from Swift's Glibc module; a pinned run has spare workers take turns.)
  public static var availableCores: Int {
    max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
  }
}

/// The shared state of one `validate` call: the inputs, the counter that hands
/// them out, and one result slot per input. Each slot is written by exactly one
/// worker; `concurrentPerform` returns only after every worker has finished, which
/// orders every write before the read of `results`. Raw slots, because an array
/// property would be an exclusive access that concurrent writers trip over.
private final class Batch: @unchecked Sendable {
  let inputs: [BatchValidator.Input]
  private let next = Atomic<Int>(0)
  private let slots: UnsafeMutableBufferPointer<ValidationReport.FileResult?>

  init(inputs: [BatchValidator.Input]) {
    self.inputs = inputs
    slots = .allocate(capacity: inputs.count)
    slots.initialize(repeating: nil)
  }

  deinit {
    slots.deinitialize()
    slots.deallocate()
  }

  var results: [ValidationReport.FileResult] { slots.compactMap { $0 } }

  /// One worker: checks inputs until none is left.
  func work(options: LoadOptions) {
    var buffer: [UInt8] = []
    while true {
      let index = next.wrappingAdd(1, ordering: .relaxed).oldValue
      guard index < inputs.count else { return }
      slots[index] = check(inputs[index], buffer: &buffer, options: options)
    }
  }

  private func check(
    _ input: BatchValidator.Input, buffer: inout [UInt8], options: LoadOptions
  ) -> ValidationReport.FileResult {
    let file: SourceFile
    switch input {
    case .source(let source):
      file = source
    case .path(let path):
      if let problem = SpecFileReader.read(path: path, into: &buffer, options: options) {
        return ValidationReport.FileResult(path: path.description, source: nil, diagnostics: [problem])
      }
      file = SourceFile(path: path.description, bytes: buffer)
    }
    // Only the report is wanted: the cells are checked as they close and not kept.
    let checked = SpecLoader.check(file, options: options)
    let diagnostics = checked.diagnostics
    // The text is kept only for the snippets under diagnostics; a clean file's
    // bytes go back to the worker's buffer for the next file.
    var result = ValidationReport.FileResult(
      path: file.path, source: diagnostics.isEmpty ? nil : file, diagnostics: diagnostics, links: checked.links,
      coverage: checked.coverage,
      filesRead: checked.filesRead)
    (result.leftOut, result.errorsLeftOut) = (checked.leftOut, checked.errorsLeftOut)
    return result
  }
}
