import Foundation

// The values of the traits a ``TraitCollection`` holds, with UIKit's raw values; each has an unspecified case, the
// value of a collection that does not set the trait.
extension TraitCollection {
  /// UIKit's `UIUserInterfaceSizeClass`.
  public enum SizeClass: Int, Sendable {
    case unspecified, compact, regular
  }

  /// UIKit's `UIUserInterfaceStyle`.
  public enum UserInterfaceStyle: Int, Sendable {
    case unspecified, light, dark
  }

  /// UIKit's `UIUserInterfaceIdiom`: the kind of device.
  public enum UserInterfaceIdiom: Int, Sendable {
    case unspecified = -1
    case phone = 0
    case pad = 1
    case tv = 2
    case carPlay = 3
    case mac = 5
    case vision = 6
  }

  /// UIKit's `UITraitEnvironmentLayoutDirection`.
  public enum TraitEnvironmentLayoutDirection: Int, Sendable {
    case unspecified = -1
    case leftToRight = 0
    case rightToLeft = 1

    /// The trait for a layout direction.
    public init(_ direction: LayoutDirection) {
      self = direction == .rightToLeft ? .rightToLeft : .leftToRight
    }

    /// The layout direction, or `nil` when unspecified.
    public var layoutDirection: LayoutDirection? {
      switch self {
      case .unspecified: nil
      case .leftToRight: .leftToRight
      case .rightToLeft: .rightToLeft
      }
    }
  }

  /// UIKit's `UIForceTouchCapability`.
  public enum ForceTouchCapability: Int, Sendable {
    case unknown, unavailable, available
  }

  /// UIKit's `UIAccessibilityContrast`: Increase Contrast.
  public enum AccessibilityContrast: Int, Sendable {
    case unspecified = -1
    case normal = 0
    case high = 1
  }

  /// UIKit's `UIUserInterfaceLevel`: base or elevated content (sheets and popovers are elevated).
  public enum UserInterfaceLevel: Int, Sendable {
    case unspecified = -1
    case base = 0
    case elevated = 1
  }

  /// UIKit's `UILegibilityWeight`: Bold Text.
  public enum LegibilityWeight: Int, Sendable {
    case unspecified = -1
    case regular = 0
    case bold = 1
  }

  /// UIKit's `UIDisplayGamut`.
  public enum DisplayGamut: Int, Sendable {
    case unspecified = -1
    case SRGB = 0
    case P3 = 1
  }

  /// Whether the window shows as active (UIKit's `UIUserInterfaceActiveAppearance`); UIKit's raw values.
  public enum ActiveAppearance: Int, Sendable {
    case unspecified = -1
    case inactive = 0
    case active = 1
  }

  /// Whether the screen is being captured (UIKit's `UISceneCaptureState`); UIKit's raw values.
  public enum SceneCaptureState: Int, Sendable {
    case unspecified = -1
    case inactive = 0
    case active = 1
  }

  /// The kind of list a view is in (UIKit's `UIListEnvironment`); UIKit's raw values.
  public enum ListEnvironment: Int, Sendable {
    case unspecified = 0
    case none = 1
    case plain = 2
    case grouped = 3
    case insetGrouped = 4
    case sidebar = 5
    case sidebarPlain = 6
  }

  /// Whether HDR headroom may be used (UIKit's `UIHDRHeadroomUsageLimit`, iOS 26; raw values not documented, these
  /// are the order of UIKit's cases).
  public enum HDRHeadroomUsageLimit: Int, Sendable {
    case unspecified = -1
    case active = 0
    case inactive = 1
  }
}
