import Foundation

/// The bars a view controller's content sits between, before safe areas (UIKit's `UILayoutSupport`, iOS 7–10).
///
/// `topLayoutGuide` runs from the view's top to the top of its safe area, `bottomLayoutGuide` from the bottom of
/// the safe area to the view's bottom, so code written for them lays out as it does with the safe area.
/// As in UIKit it is an object protocol (`NSObjectProtocol`), so code may hold one as a class-bound value.
@preconcurrency @MainActor
public protocol LayoutSupport: NSObjectProtocol {
  /// How far the guide extends into the view (the safe-area inset on its side, after layout).
  var length: CGFloat { get }
  var topAnchor: LayoutYAxisAnchor { get }
  var bottomAnchor: LayoutYAxisAnchor { get }
  /// The guide's height: its ``length``, as a dimension that can be constrained.
  var heightAnchor: LayoutDimension { get }
}

final class SafeAreaBar: NSObject, LayoutSupport {
  let view: View
  let isTop: Bool

  init(view: View, isTop: Bool) {
    self.view = view
    self.isTop = isTop
  }

  lazy var heightAnchor: LayoutDimension = topAnchor.anchorWithOffset(to: bottomAnchor)

  var length: CGFloat { isTop ? view.safeAreaInsets.top : view.safeAreaInsets.bottom }
  var topAnchor: LayoutYAxisAnchor {
    isTop ? view.topAnchor : view.safeAreaLayoutGuide.bottomAnchor
  }
  var bottomAnchor: LayoutYAxisAnchor {
    isTop ? view.safeAreaLayoutGuide.topAnchor : view.bottomAnchor
  }
}

public typealias UILayoutSupport = LayoutSupport

extension LayoutPriority {
  /// A window-resizing drag that may resize its scene: 510 (UIKit's `UILayoutPriorityDragThatCanResizeScene`).
  public static let dragThatCanResizeScene = LayoutPriority(510)
  /// What keeps a scene's size as it is: 500 (UIKit's `UILayoutPrioritySceneSizeStayPut`).
  public static let sceneSizeStayPut = LayoutPriority(500)
  /// A drag that may not resize its scene: 490 (UIKit's `UILayoutPriorityDragThatCannotResizeScene`).
  public static let dragThatCannotResizeScene = LayoutPriority(490)
}
