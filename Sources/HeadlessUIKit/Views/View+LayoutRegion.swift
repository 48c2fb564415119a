import Foundation

extension View {
  /// An area of a view that content is laid out in (UIKit's `UIView.LayoutRegion`, iOS 26).
  ///
  /// The safe area, the margins or the readable content area. Corner adaptation keeps content clear of a window's rounded corners;
  /// the screens here have none to keep clear of, so a region is the same with it or without.
  public struct LayoutRegion: Hashable, Sendable {
    /// The axis along which content moves in to clear a corner.
    public enum AdaptivityAxis: Hashable, Sendable {
      case horizontal, vertical
    }

    enum Kind: Hashable, Sendable {
      case safeArea, margins, readableContent
    }

    let kind: Kind
    /// The axis content moves in along to clear a corner, if any.
    public let cornerAdaptation: AdaptivityAxis?

    /// The view's safe area.
    public static func safeArea(cornerAdaptation: AdaptivityAxis? = nil) -> LayoutRegion {
      LayoutRegion(kind: .safeArea, cornerAdaptation: cornerAdaptation)
    }

    /// The view's layout margins.
    public static func margins(cornerAdaptation: AdaptivityAxis? = nil) -> LayoutRegion {
      LayoutRegion(kind: .margins, cornerAdaptation: cornerAdaptation)
    }

    /// The view's readable content area.
    public static func readableContent(cornerAdaptation: AdaptivityAxis? = nil) -> LayoutRegion {
      LayoutRegion(kind: .readableContent, cornerAdaptation: cornerAdaptation)
    }
  }

  /// The guide of `region`: the safe area, margins or readable content guide.
  public func layoutGuide(for region: LayoutRegion) -> LayoutGuide {
    switch region.kind {
    case .safeArea: safeAreaLayoutGuide
    case .margins: layoutMarginsGuide
    case .readableContent: readableContentGuide
    }
  }

  /// How far `region` is inside the view's edges, from the current frames.
  public func edgeInsets(for region: LayoutRegion) -> EdgeInsets {
    switch region.kind {
    case .safeArea: return safeAreaInsets
    case .margins: return layoutMargins
    case .readableContent:
      let frame = readableContentGuide.layoutFrame
      return EdgeInsets(
        top: frame.minY, left: frame.minX, bottom: bounds.height - frame.maxY,
        right: bounds.width - frame.maxX)
    }
  }

  /// How far `region` is inside the view's edges, leading and trailing by the view's layout direction.
  public func directionalEdgeInsets(for region: LayoutRegion) -> DirectionalEdgeInsets {
    let insets = edgeInsets(for: region)
    let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
    return DirectionalEdgeInsets(
      top: insets.top, leading: rightToLeft ? insets.right : insets.left, bottom: insets.bottom,
      trailing: rightToLeft ? insets.left : insets.right)
  }
}
