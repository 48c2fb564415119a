// UIKit's names for the layout types, so that layout code written for UIKit compiles here with only its import
// changed (`import UIKit` becomes `import UIKitCompat`, or `import LayoutRender` for a whole scene).
@_exported import Layout

public typealias UIView = View
public typealias UILayoutGuide = LayoutGuide
public typealias NSLayoutConstraint = LayoutConstraint
public typealias UILayoutPriority = LayoutPriority
public typealias UIEdgeInsets = EdgeInsets
public typealias NSDirectionalEdgeInsets = DirectionalEdgeInsets
public typealias NSLayoutAnchor = LayoutAnchor
public typealias NSLayoutXAxisAnchor = LayoutXAxisAnchor
public typealias NSLayoutYAxisAnchor = LayoutYAxisAnchor
public typealias NSLayoutDimension = LayoutDimension
public typealias UIUserInterfaceLayoutDirection = LayoutDirection
public typealias UIStackView = StackView
public typealias UIViewController = ViewController
public typealias UIColor = Color

// The Swift 4 spellings that 2017–2018 code (the seeds' era) uses.
public typealias NSLayoutAttribute = LayoutAttribute
public typealias NSLayoutRelation = LayoutRelation
public typealias UILayoutConstraintAxis = LayoutAxis

extension View {
  /// UIKit's `UIView.AutoresizingMask`.
  public typealias AutoresizingMask = Layout.AutoresizingMask
}
