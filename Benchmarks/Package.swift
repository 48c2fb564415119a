// swift-tools-version: 6.2
// The benchmarks live in their own package so that the main build never compiles them. Run them with
// `make bench` (release mode only; see README.md).
import PackageDescription

let package = Package(
  name: "LayoutRenderBenchmarks",
  platforms: [.macOS(.v13)],
  dependencies: [.package(name: "LayoutRender", path: "..")],
  targets: [
    .executableTarget(
      name: "SolverBenchmarks",
      dependencies: [.product(name: "LayoutSolver", package: "LayoutRender")]
    ),
    .executableTarget(
      name: "LayoutBenchmarks",
      dependencies: [
        .product(name: "HeadlessUIKit", package: "LayoutRender"),
        .product(name: "LayoutSolver", package: "LayoutRender"),
      ]
    ),
    .executableTarget(
      name: "RenderBenchmarks",
      dependencies: [
        .product(name: "LayoutRender", package: "LayoutRender"),
        .product(name: "LayoutLint", package: "LayoutRender"),
        .product(name: "SnapshotCore", package: "LayoutRender"),
      ]
    ),
  ]
)
