/// The libFuzzer entry point. `Fuzz/build` compiles it into one module with
/// Tests/TableGenKitTests/Support/EveryStage.swift, which holds the stages each
/// input goes through, shared with the regression tests that replay what the
/// fuzzer found, and links it with the library modules.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
  let result = runEveryStage(bytes, answering: everyFieldFormOnce)
  // validate keeps no cell (SpecLoader.check); it must report what the full load reports.
  precondition(result.checkOnlyMismatches.isEmpty, "SpecLoader.check and SpecLoader.load disagree")
  consume(result.outputBytes)
  return 0
}

/// The form the bytes answer as a `fill --answers` file; scripts/fuzz runs from the package root.
private let everyFieldFormOnce = everyFieldForm(root: ".")

/// Keeps the optimiser from dropping work whose result is unused.
@inline(never)
private func consume(_ count: Int) {
  if count == Int.min { print(count) }
}
