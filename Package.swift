// swift-tools-version: 6.2
import PackageDescription

/// Internal consistency checks (tableau invariants and the like) run in debug builds only.
let internalChecks: [SwiftSetting] = [
  .define("LAYOUT_INTERNAL_CHECKS", .when(configuration: .debug))
]

/// What the targets that use UIKit's types compile with: Swift 5 mode, as most UIKit code is written.
///
/// UIKit's classes and protocols are isolated to the main actor as Apple declares them, with `@preconcurrency`
/// (docs/uikit-import.md, "Main-actor isolation"). Swift 5 mode enforces none of that isolation, so these targets
/// call views from tests, renderers and strategies as UIKit code written before strict concurrency does; Swift 6 mode
/// would warn at each call. Targets that never touch a view (the solver, PNG encoding, the command) stay in Swift 6
/// mode with full data-race checking.
let uikitClient: [SwiftSetting] = internalChecks + [.swiftLanguageMode(.v5)]

/// Library evolution, for the modules that keep Cairo, Pango and libpng out of their interfaces (see Render below).
///
/// A resilient module gets a warning for every use of a module built without library evolution, Foundation above
/// all: thousands of lines that would drown every other warning. So these targets build with warnings suppressed,
/// and `Scripts/check-warnings.sh` (part of `make test`) builds them again with `LAYOUT_RENDER_WARNINGS=1`, which
/// turns warnings on, and fails on any warning but that one.
let resilient: SwiftSetting = .unsafeFlags(
  ["-enable-library-evolution"]
    + (Context.environment["LAYOUT_RENDER_WARNINGS"] == nil ? ["-suppress-warnings"] : []))

let package = Package(
  name: "LayoutRender",
  products: [
    .library(name: "LayoutSolver", targets: ["LayoutSolver"]),
    .library(name: "HeadlessUIKit", targets: ["HeadlessUIKit"]),
    // `import UIKit` on Linux: a target aliases the name to this module (docs/uikit-import.md).
    .library(
      name: "UIKitFacade",
      targets: [
        "UIKitFacade", "CoreGraphicsFacade", "QuartzCoreFacade", "MessageUIFacade",
        "SafariServicesFacade", "OSLogFacade",
      ]),
    .library(name: "Yalta", targets: ["Yalta"]),
    .library(name: "Mag", targets: ["Mag"]),
    .library(name: "StraitJacket", targets: ["StraitJacket"]),
    .library(name: "ConstraintsHolder", targets: ["ConstraintsHolder"]),
    .library(name: "Render", targets: ["Render"]),
    .library(name: "LayoutLint", targets: ["LayoutLint"]),
    .library(name: "LayoutRender", targets: ["LayoutRender"]),
    .library(name: "LayoutSnapshotTesting", targets: ["LayoutSnapshotTesting"]),
    .library(name: "SnapshotCore", targets: ["SnapshotCore"]),
    .library(name: "SceneSnapshotting", targets: ["SceneSnapshotting"]),
    .library(name: "LayoutRenderSnapshotting", targets: ["LayoutRenderSnapshotting"]),
    .library(name: "UIKitSnapshotting", targets: ["UIKitSnapshotting"]),
    // What `layout-render` links scene files against: the umbrella as one shared library.
    .library(
      name: "LayoutRenderShared", type: .dynamic,
      targets: [
        "LayoutRender", "SceneHost", "UIKitFacade", "CoreGraphicsFacade", "QuartzCoreFacade",
        "MessageUIFacade", "SafariServicesFacade", "OSLogFacade", "PlaygroundSupportFacade",
      ]),
    .executable(name: "layout-render", targets: ["LayoutRenderCommand"]),
    // `swift package layout-render …` from a package that depends on this one.
    .plugin(name: "LayoutRenderPlugin", targets: ["LayoutRenderPlugin"]),
    // Objective-C-only syntax in a team's package targets (docs/uikit-import.md).
    .plugin(name: "ObjCSyntaxPlugin", targets: ["ObjCSyntaxPlugin"]),
    // Xcode's generated asset symbols for a team's targets (docs/asset-catalogs.md).
    .plugin(name: "AssetSymbolsPlugin", targets: ["AssetSymbolsPlugin"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", exact: "1.19.7"),
  ],
  targets: [
    .target(
      name: "LayoutSolver",
      swiftSettings: internalChecks,
      // `Double.rounded()` and friends call the C library's `round`, `floor`, `ceil`, `trunc`, `rint`: libm, which
      // only Foundation would otherwise bring in.
      linkerSettings: [.linkedLibrary("m")]
    ),
    .target(
      name: "HeadlessUIKit",
      dependencies: ["LayoutSolver", "RenderCore", "CPangoCairo"],
      // Resilient for the same reason as Render (below): text is measured with Pango and `CGContext` draws with
      // Cairo, neither of which clients need to see.
      swiftSettings: uikitClient + [
        resilient
      ]
    ),
    // UIKit's names and nothing else: what `import UIKit` means here (the importing target aliases the module).
    .target(
      name: "UIKitFacade",
      dependencies: ["HeadlessUIKit", "_Testing_UIKit"],
      swiftSettings: uikitClient
    ),
    // What `import CoreGraphics` and `import QuartzCore` mean (aliased like UIKit): the UIKit facade again.
    .target(name: "CoreGraphicsFacade", dependencies: ["UIKitFacade"], swiftSettings: uikitClient),
    .target(name: "QuartzCoreFacade", dependencies: ["UIKitFacade"], swiftSettings: uikitClient),
    // What `import MessageUI` means (aliased like UIKit): the compose controllers, never sending.
    .target(name: "MessageUIFacade", dependencies: ["UIKitFacade"], swiftSettings: uikitClient),
    // What `import SafariServices` means (aliased like UIKit): the in-app browser, which loads no page.
    .target(
      name: "SafariServicesFacade", dependencies: ["UIKitFacade"], swiftSettings: uikitClient),
    // What `import os` means (aliased like UIKit): os_log and Logger, shown on standard error.
    .target(name: "OSLogFacade", swiftSettings: uikitClient),
    // Stands in for Swift Testing's UIKit cross-import overlay, which Linux toolchains lack.
    .target(name: "_Testing_UIKit"),
    // What `import PlaygroundSupport` means in a scene file: the page and its live view.
    .target(
      name: "PlaygroundSupportFacade",
      dependencies: ["HeadlessUIKit"],
      swiftSettings: uikitClient
    ),
    .target(
      name: "Yalta",
      dependencies: ["HeadlessUIKit"],
      swiftSettings: uikitClient
    ),
    .systemLibrary(
      name: "CPangoCairo", pkgConfig: "pangocairo",
      providers: [.apt(["libpango1.0-dev", "libcairo2-dev"])]),
    .systemLibrary(name: "CPNG", pkgConfig: "libpng16", providers: [.apt(["libpng-dev"])]),
    .target(
      name: "CPNGWriter", dependencies: ["CPNG"],
      linkerSettings: [.linkedLibrary("z"), .linkedLibrary("pthread")]),
    .plugin(
      name: "LayoutRenderPlugin",
      capability: .command(
        intent: .custom(
          verb: "layout-render",
          description: "Render, check or record scene files with the layout-render command"),
        permissions: [
          .writeToPackageDirectory(
            reason:
              "layout-render writes rendered scenes, snapshot references and reports into the package"
          )
        ])
      // No dependency on the command's target: SwiftPM refuses a plugin dependency on an executable target that a
      // product also uses (swift-package-manager issue 8831), so the plugin asks SwiftPM to build the product.
    ),
    // Neutralises Objective-C-only syntax (`@objc`, `#selector`) in UIKit code, keeping lines and columns.
    .target(name: "ObjCSyntax", swiftSettings: internalChecks),
    // The same for a package target's files, before it compiles: a build tool plugin, its tool, and a VFS overlay
    // the target passes to the compiler (docs/uikit-import.md).
    .executableTarget(
      name: "ObjCSyntaxRewrite", dependencies: ["ObjCSyntax"], swiftSettings: internalChecks),
    .plugin(
      name: "ObjCSyntaxPlugin", capability: .buildTool(), dependencies: ["ObjCSyntaxRewrite"]),
    // Xcode's generated asset symbols (`UIColor.brand`) for a team's target with asset catalogs.
    .executableTarget(name: "AssetSymbols", swiftSettings: internalChecks),
    .plugin(name: "AssetSymbolsPlugin", capability: .buildTool(), dependencies: ["AssetSymbols"]),
    // Starts the command's children in their own process groups, killed when the command dies.
    .target(name: "CProcess"),
    // The JPEG decoder and encoder over libjpeg-turbo (asset catalogs' photos, `UIImage.jpegData`).
    .target(name: "CJPEGCodec", linkerSettings: [.linkedLibrary("jpeg")]),
    .target(
      name: "RenderCore",
      dependencies: ["CPNGWriter", "CJPEGCodec"],
      // Resilient for the same reason as Render (below): clients need not see libpng.
      swiftSettings: internalChecks + [
        resilient
      ]
    ),
    .target(
      name: "SceneProtocol",
      dependencies: ["RenderCore"],
      swiftSettings: internalChecks
    ),
    .target(
      name: "Render",
      dependencies: [
        "HeadlessUIKit", "CPangoCairo", "CPNGWriter", "RenderCore",
      ],
      // Library evolution hides Render's `internal import`s of Cairo, Pango and libpng from its clients: a scene
      // file compiled by `layout-render` then needs neither their headers nor clang modules built from them
      // (a first run is about 0.4 s faster). The compiler's warnings that Foundation and LayoutSolver are not resilient
      // are expected here (they ship with Render): see `resilient` above.
      swiftSettings: uikitClient + [
        resilient
      ]
    ),
    .target(
      name: "LayoutRender",
      dependencies: [
        "ConstraintsHolder", "Mag", "Render", "StraitJacket", "HeadlessUIKit", "Yalta",
      ],
      swiftSettings: uikitClient
    ),
    // The layout lint: defects found by inspecting a laid-out tree, in every variant of the matrix.
    .target(
      name: "LayoutLint",
      dependencies: ["HeadlessUIKit", "Render", "RenderCore"],
      swiftSettings: uikitClient
    ),
    .target(
      name: "SceneHost",
      dependencies: [
        "Render", "HeadlessUIKit", "SceneProtocol", "PlaygroundSupportFacade", "LayoutLint",
      ],
      swiftSettings: uikitClient
    ),
    .executableTarget(
      name: "LayoutRenderCommand",
      dependencies: [
        "SceneProtocol", "SnapshotCore", "RenderCore", "CProcess", "ObjCSyntax",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      swiftSettings: internalChecks
    ),
    .target(
      name: "SnapshotCore",
      dependencies: ["RenderCore"],
      swiftSettings: internalChecks
    ),
    .target(
      name: "LayoutSnapshotTesting",
      dependencies: ["SnapshotCore", "Render", "HeadlessUIKit", "LayoutLint"],
      swiftSettings: uikitClient
    ),
    .target(
      name: "SceneSnapshotting",
      dependencies: [
        "LayoutSnapshotTesting", "Render", "SnapshotCore",
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ],
      swiftSettings: uikitClient
    ),
    // The former name of SceneSnapshotting, for packages that import it.
    .target(
      name: "LayoutRenderSnapshotting", dependencies: ["SceneSnapshotting"],
      swiftSettings: uikitClient),
    // swift-snapshot-testing's UIKit strategies (views, controllers, layers, images, device presets) for Linux,
    // where that library compiles its own out; a test target imports it implicitly (docs/snapshot-testing-uikit.md).
    .target(
      name: "UIKitSnapshotting",
      dependencies: [
        "SceneSnapshotting", "LayoutSnapshotTesting", "LayoutLint", "Render", "SnapshotCore",
        "HeadlessUIKit", "UIKitFacade",
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ],
      swiftSettings: uikitClient
    ),
    .testTarget(
      name: "SnapshotTestingInteropTests",
      dependencies: [
        "SceneSnapshotting", "LayoutRenderSnapshotting", "LayoutSnapshotTesting", "SnapshotCore",
        "LayoutRender",
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ],
      swiftSettings: uikitClient
    ),
    // A team's swift-snapshot-testing suite, unchanged: `import UIKit`, and the UIKit strategies imported implicitly
    // (the set-up the README's migration recipe gives).
    .testTarget(
      name: "UIKitSnapshottingTests",
      dependencies: [
        "UIKitFacade", "MessageUIFacade", "SafariServicesFacade", "OSLogFacade",
        "UIKitSnapshotting",
        "SnapshotCore",
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ],
      exclude: ["__Snapshots__"],
      resources: [.process("Resources")],
      swiftSettings: uikitClient + [
        .unsafeFlags([
          "-module-alias", "UIKit=UIKitFacade", "-module-alias", "MessageUI=MessageUIFacade",
          "-module-alias", "SafariServices=SafariServicesFacade", "-module-alias", "os=OSLogFacade",
          "-Xfrontend", "-import-module", "-Xfrontend", "UIKitSnapshotting",
        ])
      ]
    ),
    .testTarget(
      name: "SnapshotTests",
      dependencies: ["LayoutSnapshotTesting", "SnapshotCore", "LayoutRender"],
      swiftSettings: uikitClient
    ),
    .testTarget(
      name: "CommandTests",
      dependencies: ["Render", "SceneProtocol"],
      swiftSettings: uikitClient
    ),
    .testTarget(
      name: "LayoutLintTests",
      dependencies: ["LayoutLint", "LayoutRender", "LayoutSnapshotTesting"],
      swiftSettings: uikitClient
    ),
    .testTarget(
      name: "SeedSnippetTests",
      dependencies: ["LayoutRender"],
      swiftSettings: uikitClient
    ),
    .testTarget(
      name: "DSLComparisonTests",
      dependencies: ["LayoutRender"],
      swiftSettings: uikitClient
    ),
    .testTarget(
      name: "RenderTests",
      dependencies: ["Render", "LayoutRender", "CPNGWriter"],
      exclude: ["Fixtures"],
      swiftSettings: uikitClient
    ),
    .target(
      name: "Mag",
      dependencies: ["HeadlessUIKit"],
      swiftSettings: uikitClient
    ),
    .target(
      name: "StraitJacket",
      dependencies: ["HeadlessUIKit"],
      swiftSettings: uikitClient
    ),
    .target(
      name: "ConstraintsHolder",
      dependencies: ["HeadlessUIKit"],
      swiftSettings: uikitClient
    ),
    .testTarget(
      name: "ConstraintsHolderTests",
      dependencies: ["ConstraintsHolder", "HeadlessUIKit"],
      swiftSettings: uikitClient
    ),
    .testTarget(
      name: "StraitJacketTests",
      dependencies: ["StraitJacket", "HeadlessUIKit"],
      swiftSettings: uikitClient
    ),
    .testTarget(
      name: "MagTests",
      dependencies: ["Mag", "HeadlessUIKit"],
      swiftSettings: uikitClient
    ),
    .testTarget(
      name: "YaltaTests",
      dependencies: ["Yalta"],
      swiftSettings: uikitClient
    ),
    .testTarget(
      name: "LayoutTests",
      dependencies: ["HeadlessUIKit"],
      swiftSettings: uikitClient
    ),
    // UIKit's inventory compiled against the facade (Scripts/uikit-parity.py generates `Generated/`).
    .testTarget(
      name: "UIKitParityTests",
      dependencies: ["UIKitFacade"],
      swiftSettings: uikitClient + [.unsafeFlags(["-module-alias", "UIKit=UIKitFacade"])]
    ),
    .testTarget(
      name: "ObjCSyntaxTests",
      dependencies: ["ObjCSyntax"],
      swiftSettings: internalChecks
    ),
    .testTarget(
      name: "LayoutSolverTests",
      dependencies: ["LayoutSolver"],
      swiftSettings: internalChecks
    ),
  ]
)
