// swift-tools-version:6.0
import PackageDescription

// The targets follow the data, and each may import only the ones before it,
// so an arrow running back up the flow is a build error:
//
//   TableGenOutput (the ground floor: text and byte primitives) → TableGenSpec
//   CLibYAML, CLibPCRE2, TableGenOutput → TableGenSpec → TableGenRender, TableGenForm → tablegen (the CLI)
//   TableGenSpec, TableGenForm → TableGenScenarios → tablegen
//   TableGenSpec, TableGenOutput → TableGenSettingsBundle → tablegen
//   TableGenSpec, TableGenForm → TableGenEvolution (a spec's versions compared) → tablegen
//   CProcessTether → tablegen (Linux: how --submit's command starts)
//
// docs/architecture.md names what lives in each one.
let package = Package(
  name: "tablegen",
  platforms: [.macOS(.v15)],
  products: [
    .executable(name: "tablegen", targets: ["tablegen"]),
    .library(
      name: "TableGenKit",
      targets: [
        "TableGenSpec", "TableGenOutput", "TableGenRender", "TableGenForm", "TableGenSettingsBundle",
        "TableGenScenarios", "TableGenEvolution",
      ]),
  ],
  dependencies: [
    // The command line only; no library target imports it.
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0")
  ],
  targets: [
    // The system libyaml. It is a requirement of the product, not vendored.
    .systemLibrary(
      name: "CLibYAML",
      pkgConfig: "yaml-0.1",
      providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
    ),
    // The system PCRE2, which matches every input pattern under a step budget,
    // so that no pattern can hang validate or fill. Also a requirement, not vendored.
    .systemLibrary(
      name: "CLibPCRE2",
      pkgConfig: "libpcre2-8",
      providers: [.apt(["libpcre2-dev"]), .brew(["pcre2"])]
    ),
    // fork-to-exec code in C for `fill --submit` (prctl, which posix_spawn cannot
    // set): the command never outlives tablegen. A header only, on Linux.
    .systemLibrary(name: "CProcessTether"),
    // Bytes to a checked, typed spec: document, loading, decoding, model,
    // the meaning of each cell type, validation, and the pipeline.
    .target(
      name: "TableGenSpec",
      dependencies: ["CLibYAML", "CLibPCRE2", "TableGenOutput"]
    ),
    // The ground floor: text and byte primitives with no knowledge of specs,
    // written once for every target above it: terminal escaping and display
    // width, wrapping, JSON quoting and writing, unified diffs, SHA-256.
    .target(name: "TableGenOutput"),
    // A checked spec to text, Markdown and JSON; diagnostics to text, JSON,
    // SARIF and GitHub annotations.
    .target(
      name: "TableGenRender",
      dependencies: ["TableGenSpec", "TableGenOutput"]
    ),
    // The fill form: plan, session, screens and answers. It reads what a cell
    // means from TableGenSpec, never from the renderers.
    .target(
      name: "TableGenForm",
      dependencies: ["TableGenSpec", "TableGenOutput"]
    ),
    // Scenario tests (`tablegen test`): cases of answers run through the fill
    // form's unattended fill, and what each expects of the form.
    .target(
      name: "TableGenScenarios",
      dependencies: ["TableGenSpec", "TableGenForm", "TableGenOutput"]
    ),
    // Settings.bundle plists (XML and binary) to specs and back, with the
    // plist's own positions; no Foundation property-list coding, which keeps none.
    .target(
      name: "TableGenSettingsBundle",
      dependencies: ["TableGenSpec", "TableGenOutput"]
    ),
    // Two versions of a spec compared: what the new one does to the answers
    // of the old (`breaking`), and recorded answers replayed through fill's
    // unattended checks.
    .target(
      name: "TableGenEvolution",
      dependencies: ["TableGenSpec", "TableGenForm", "TableGenOutput"]
    ),
    .executableTarget(
      name: "tablegen",
      dependencies: [
        "TableGenSpec", "TableGenOutput", "TableGenRender", "TableGenForm", "TableGenSettingsBundle",
        "TableGenScenarios", "TableGenEvolution",
        .target(name: "CProcessTether", condition: .when(platforms: [.linux])),
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    // What the test targets share: package paths and files, the one process
    // runner, golden comparison with a diff, a seeded generator. Tests only.
    .target(
      name: "TableGenTestSupport",
      dependencies: ["TableGenOutput"]
    ),
    .testTarget(
      name: "TableGenKitTests",
      dependencies: [
        "TableGenSpec", "TableGenOutput", "TableGenRender", "TableGenForm", "TableGenSettingsBundle",
        "TableGenScenarios", "TableGenEvolution", "TableGenTestSupport",
      ],
      exclude: ["yaml-test-suite-skips.txt"]
    ),
    .testTarget(
      name: "TableGenCLITests",
      dependencies: ["tablegen", "TableGenTestSupport"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
