import Foundation
import Layout

/// A cell's or header's background as a value (UIKit's `UIBackgroundConfiguration`): a colour, corners, a stroke
/// and insets, or a view of your own.
public struct BackgroundConfiguration {
  public var customView: View?
  public var cornerRadius: CGFloat = 0
  public var backgroundInsets: DirectionalEdgeInsets = .zero
  public var backgroundColor: Color?
  public var strokeColor: Color?
  public var strokeWidth: CGFloat = 0
  public var strokeOutset: CGFloat = 0
  public var image: Image?

  init() {}

  /// A plain list's cell: the system background.
  public static func listPlainCell() -> Self { filled(.systemBackground) }
  /// A grouped list's cell: the secondary grouped background.
  public static func listGroupedCell() -> Self { filled(.secondarySystemGroupedBackground) }
  /// A list cell: the plain list's look.
  public static func listCell() -> Self { listPlainCell() }
  /// A sidebar cell: clear.
  public static func listSidebarCell() -> Self { clear() }
  /// A plain list's header or footer: clear (iOS 15 headers have no background at rest).
  public static func listPlainHeaderFooter() -> Self { clear() }
  /// A grouped list's header or footer: clear over the grouped background.
  public static func listGroupedHeaderFooter() -> Self { clear() }
  public static func listHeader() -> Self { clear() }
  public static func listFooter() -> Self { clear() }
  /// No background.
  public static func clear() -> Self { filled(.clear) }

  private static func filled(_ color: Color) -> Self {
    var configuration = Self()
    configuration.backgroundColor = color
    return configuration
  }

  /// The colour drawn: ``backgroundColor``, or `tintColor` when there is none.
  public func resolvedBackgroundColor(for tintColor: Color) -> Color {
    backgroundColor ?? tintColor
  }

  /// The configuration for `state`: the same (selection is drawn by the cell).
  public func updated(for state: ConfigurationState) -> Self { self }

  /// Makes `view` show this background in `bounds`: the colour, corners and stroke, within the insets; a custom
  /// view fills the same rectangle.
  func paint(_ view: View, in bounds: CGRect) {
    let insets = backgroundInsets
    view.frame = CGRect(
      x: bounds.minX + insets.leading, y: bounds.minY + insets.top,
      width: max(bounds.width - insets.leading - insets.trailing, 0),
      height: max(bounds.height - insets.top - insets.bottom, 0))
    view.backgroundColor = backgroundColor
    view.cornerRadius = cornerRadius
    view.borderColor = strokeColor
    view.borderWidth = strokeWidth
    view.isHidden = false
    if let customView {
      if customView.superview !== view { view.addSubview(customView) }
      customView.frame = view.bounds
    }
  }
}

public typealias UIBackgroundConfiguration = BackgroundConfiguration
