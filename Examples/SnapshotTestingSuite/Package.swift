// swift-tools-version: 6.2
// A team's package as it looks after the migration recipe (README, "Moving a swift-snapshot-testing suite"): its
// view target and its snapshot tests are unchanged UIKit code; only this manifest says how to build them on Linux.
import PackageDescription

/// `import UIKit` means layout-render's UIKit, and `import CoreGraphics` and `import QuartzCore` its facade too
/// (docs/uikit-import.md).
let uikit: [String] = [
  "-module-alias", "UIKit=UIKitFacade", "-module-alias", "CoreGraphics=CoreGraphicsFacade",
  "-module-alias", "QuartzCore=QuartzCoreFacade",
]
/// swift-snapshot-testing's UIKit strategies, which it compiles out on Linux, come with every test file.
let uikitStrategies: [String] = ["-Xfrontend", "-import-module", "-Xfrontend", "UIKitSnapshotting"]
/// `@objc` and `#selector` in a target's files, rewritten for Linux by the ObjCSyntaxPlugin (docs/uikit-import.md).
func objcSyntax(_ target: String) -> [String] {
  ["-vfsoverlay", Context.packageDirectory + "/.build/objc-syntax/\(target).yaml"]
}

let package = Package(
  name: "TeamApp",
  dependencies: [
    .package(name: "LayoutRender", path: "../.."),
    .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", exact: "1.19.7"),
  ],
  targets: [
    .target(
      name: "TeamViews",
      dependencies: [.product(name: "UIKitFacade", package: "LayoutRender")],
      resources: [.process("Resources")],
      swiftSettings: [.unsafeFlags(uikit + objcSyntax("TeamViews"))],
      plugins: [
        .plugin(name: "ObjCSyntaxPlugin", package: "LayoutRender"),
        .plugin(name: "AssetSymbolsPlugin", package: "LayoutRender"),
      ]
    ),
    .testTarget(
      name: "TeamViewsTests",
      dependencies: [
        "TeamViews",
        .product(name: "UIKitSnapshotting", package: "LayoutRender"),
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ],
      exclude: ["__Snapshots__"],
      // Fixtures the tests read with `Bundle(for: Self.self)`, as they did from the Xcode test bundle.
      resources: [.process("Fixtures")],
      swiftSettings: [.unsafeFlags(uikit + uikitStrategies + objcSyntax("TeamViewsTests"))],
      // Also lets XCTest cases marked `@MainActor` run (docs/uikit-import.md, "XCTest cases on the main actor").
      plugins: [.plugin(name: "ObjCSyntaxPlugin", package: "LayoutRender")]
    ),
  ]
)
