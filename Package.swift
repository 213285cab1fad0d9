// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "tablegen",
  platforms: [.macOS(.v15)],
  products: [
    .executable(name: "tablegen", targets: ["tablegen"]),
    .library(name: "TableGenKit", targets: ["TableGenKit"]),
  ],
  dependencies: [
    // The command line only; TableGenKit never imports it.
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0")
  ],
  targets: [
    // The system libyaml. It is a requirement of the product, not vendored.
    .systemLibrary(
      name: "CLibYAML",
      pkgConfig: "yaml-0.1",
      providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
    ),
    .target(
      name: "TableGenKit",
      dependencies: ["CLibYAML"]
    ),
    .executableTarget(
      name: "tablegen",
      dependencies: [
        "TableGenKit",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .testTarget(
      name: "TableGenKitTests",
      dependencies: ["TableGenKit"],
      exclude: ["yaml-test-suite-skips.txt"]
    ),
    .testTarget(
      name: "TableGenCLITests",
      dependencies: ["tablegen"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
