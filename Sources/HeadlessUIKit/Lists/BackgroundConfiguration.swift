import Foundation

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
  /// How ``image`` fills the background (stored; drawn to fill).
  public var imageContentMode: View.ContentMode = .scaleToFill
  /// The edges whose insets also take the cell's layout margins (none by default).
  public var edgesAddingLayoutMarginsToBackgroundInsets: DirectionalRectEdge = []
  /// Applied to the background colour as it is resolved.
  public var backgroundColorTransformer: ConfigurationColorTransformer?
  /// Applied to the stroke colour as it is resolved.
  public var strokeColorTransformer: ConfigurationColorTransformer?
  /// A blur or vibrancy behind the content (stored; drawn as its colour).
  public var visualEffect: VisualEffect?
  /// The background's shadow (stored; shadows are not drawn yet).
  public var shadowProperties = ShadowProperties()

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
  /// A sidebar cell beside a primary sidebar: clear, as the sidebar's.
  public static func listAccompaniedSidebarCell() -> Self { clear() }
  /// A sidebar's section header: clear.
  public static func listSidebarHeader() -> Self { clear() }

  private static func filled(_ color: Color) -> Self {
    var configuration = Self()
    configuration.backgroundColor = color
    return configuration
  }

  /// The colour drawn: ``backgroundColor``, or `tintColor` when there is none, through the transformer.
  public func resolvedBackgroundColor(for tintColor: Color) -> Color {
    let color = backgroundColor ?? tintColor
    return backgroundColorTransformer.map { $0(color) } ?? color
  }

  /// The stroke's colour: ``strokeColor``, or `tintColor` when there is none, through the transformer.
  public func resolvedStrokeColor(for tintColor: Color) -> Color {
    let color = strokeColor ?? tintColor
    return strokeColorTransformer.map { $0(color) } ?? color
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

extension BackgroundConfiguration: Equatable {
  /// Equal when they draw the same: the same custom view and image objects, colours, corners, strokes, insets and
  /// transformers.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.customView === rhs.customView && lhs.cornerRadius == rhs.cornerRadius
      && lhs.backgroundInsets == rhs.backgroundInsets && lhs.backgroundColor == rhs.backgroundColor
      && lhs.strokeColor == rhs.strokeColor && lhs.strokeWidth == rhs.strokeWidth
      && lhs.strokeOutset == rhs.strokeOutset && lhs.image === rhs.image
      && lhs.backgroundColorTransformer == rhs.backgroundColorTransformer
      && lhs.strokeColorTransformer == rhs.strokeColorTransformer
  }
}

/// A shadow's colour, opacity, blur radius, offset and path (UIKit's `UIShadowProperties`).
public struct ShadowProperties: Equatable {
  /// The shadow's colour: black by default.
  public var color: Color = .black
  /// Its opacity: 0, no shadow, by default.
  public var opacity: CGFloat = 0
  /// Its blur radius.
  public var radius: CGFloat = 0
  /// How far it falls from the background.
  public var offset: CGSize = .zero
  /// Its shape; `nil` for the background's.
  public var path: BezierPath?

  public init() {}

  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.color == rhs.color && lhs.opacity == rhs.opacity && lhs.radius == rhs.radius
      && lhs.offset == rhs.offset
      && lhs.path === rhs.path
  }
}

public typealias UIBackgroundConfiguration = BackgroundConfiguration
public typealias UIShadowProperties = ShadowProperties
