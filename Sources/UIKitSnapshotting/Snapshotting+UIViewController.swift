public import HeadlessUIKit
public import SnapshotTesting

extension Snapshotting where Value == UIViewController, Format == UIImage {
  /// The controller's view drawn at its own size and compared exactly.
  public static var image: Snapshotting { image() }

  /// The controller shown on a screen (``ViewImageConfig``) and drawn, as swift-snapshot-testing draws it.
  ///
  /// - Parameters:
  ///   - config: The screen: size, safe area and traits.
  ///   - drawHierarchyInKeyWindow: Accepted for source compatibility; there is one way to draw here.
  ///   - precision: The share of bytes (or pixels) that must match, 0...1.
  ///   - perceptualPrecision: How close a pixel's colour must be to match, 0...1.
  ///   - size: Replaces the screen's size.
  ///   - traits: Traits over the screen's; the display scale (the main screen's when unspecified) sets the image's
  ///     pixels per point.
  /// - Returns: The strategy.
  public static func image(
    on config: ViewImageConfig, drawHierarchyInKeyWindow: Bool = false, precision: Float = 1,
    perceptualPrecision: Float = 1, size: CGSize? = nil, traits: UITraitCollection = .init()
  ) -> Snapshotting {
    let screen =
      size.map { ViewImageConfig(safeArea: config.safeArea, size: $0, traits: config.traits) }
      ?? config
    return controllerImage(
      on: screen, precision: precision, perceptualPrecision: perceptualPrecision, traits: traits)
  }

  /// The controller shown without a safe area at its view's size (or `size`) and drawn.
  ///
  /// - Parameters:
  ///   - drawHierarchyInKeyWindow: Accepted for source compatibility; there is one way to draw here.
  ///   - precision: The share of bytes (or pixels) that must match, 0...1.
  ///   - perceptualPrecision: How close a pixel's colour must be to match, 0...1.
  ///   - size: The screen's size; the controller view's when `nil`.
  ///   - traits: The traits the controller is shown with.
  /// - Returns: The strategy.
  public static func image(
    drawHierarchyInKeyWindow: Bool = false, precision: Float = 1, perceptualPrecision: Float = 1,
    size: CGSize? = nil, traits: UITraitCollection = .init()
  ) -> Snapshotting {
    controllerImage(
      on: ViewImageConfig(size: size, traits: traits), precision: precision,
      perceptualPrecision: perceptualPrecision, traits: traits)
  }

  private static func controllerImage(
    on config: ViewImageConfig, precision: Float, perceptualPrecision: Float,
    traits: UITraitCollection
  ) -> Snapshotting {
    SimplySnapshotting.image(
      precision: precision, perceptualPrecision: perceptualPrecision, scale: traits.displayScale
    ).pullback { controller in
      let host = SnapshotHost(controller, config: config, traits: traits)
      defer { host.dismiss() }
      return renderedImage(of: controller.view, scale: host.scale)
    }
  }
}

extension Snapshotting where Value == UIViewController, Format == String {
  /// The controller tree as text, in UIKit's `_printHierarchy` format without addresses.
  public static var hierarchy: Snapshotting {
    SimplySnapshotting.lines.pullback { controller in
      let host = SnapshotHost(controller, config: ViewImageConfig(), traits: .init())
      defer { host.dismiss() }
      return ControllerHierarchy(of: controller).text
    }
  }

  /// The controller's view tree as text, in UIKit's `recursiveDescription` format without addresses.
  public static var recursiveDescription: Snapshotting { recursiveDescription() }

  /// The controller's view tree as text, shown on a screen, in UIKit's `recursiveDescription` format without
  /// addresses.
  ///
  /// - Parameters:
  ///   - config: The screen.
  ///   - size: Replaces the screen's size.
  ///   - traits: Traits over the screen's.
  /// - Returns: The strategy.
  public static func recursiveDescription(
    on config: ViewImageConfig = .init(), size: CGSize? = nil, traits: UITraitCollection = .init()
  ) -> Snapshotting<UIViewController, String> {
    SimplySnapshotting.lines.pullback { controller in
      let screen = ViewImageConfig(
        safeArea: config.safeArea, size: size ?? config.size, traits: config.traits)
      let host = SnapshotHost(controller, config: screen, traits: traits)
      defer { host.dismiss() }
      return RecursiveDescription(of: controller.view).text
    }
  }
}
