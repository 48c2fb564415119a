public import HeadlessUIKit

/// A screen to snapshot a controller on (swift-snapshot-testing's `ViewImageConfig`): its size in points, its
/// safe-area insets and its traits.
///
/// The presets (``iPhoneX``, ``iPadPro11`` …) are swift-snapshot-testing's, with its sizes, insets and traits
/// (docs/snapshot-testing-uikit.md lists them).
public struct ViewImageConfig: Sendable {
  /// A phone held upright or on its side.
  public enum Orientation: Sendable {
    case landscape
    case portrait
  }

  /// A tablet held upright or on its side, with the app full screen or sharing it in Split View.
  public enum TabletOrientation: Sendable {
    /// The app's share of an upright screen.
    public enum PortraitSplits: Sendable {
      case oneThird
      case twoThirds
      case full
    }

    /// The app's share of a screen on its side.
    public enum LandscapeSplits: Sendable {
      case oneThird
      case oneHalf
      case twoThirds
      case full
    }

    case landscape(splitView: LandscapeSplits)
    case portrait(splitView: PortraitSplits)
  }

  /// The insets the screen's edges keep clear.
  public var safeArea: UIEdgeInsets
  /// The screen in points; `nil` keeps the controller view's own size.
  public var size: CGSize?
  /// The screen's traits.
  public var traits: UITraitCollection

  /// - Parameters:
  ///   - safeArea: The insets the screen's edges keep clear.
  ///   - size: The screen in points; `nil` keeps the controller view's own size.
  ///   - traits: The screen's traits.
  public init(
    safeArea: UIEdgeInsets = .zero, size: CGSize? = nil, traits: UITraitCollection = .init()
  ) {
    self.safeArea = safeArea
    self.size = size
    self.traits = traits
  }
}
