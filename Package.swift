// swift-tools-version: 6.2
import PackageDescription

/// Internal consistency checks (tableau invariants and the like) run in debug builds only.
let internalChecks: [SwiftSetting] = [
  .define("LAYOUT_INTERNAL_CHECKS", .when(configuration: .debug))
]

let package = Package(
  name: "LayoutRender",
  platforms: [.macOS(.v13)],
  products: [
    .library(name: "LayoutSolver", targets: ["LayoutSolver"])
  ],
  targets: [
    .target(
      name: "LayoutSolver",
      swiftSettings: internalChecks
    ),
    .testTarget(
      name: "LayoutSolverTests",
      dependencies: ["LayoutSolver"],
      swiftSettings: internalChecks
    ),
  ]
)
