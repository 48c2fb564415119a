import Foundation

/// A rectangle that takes part in layout without drawing (UIKit's `UILayoutGuide`).
///
/// Add it to a view with ``View/addLayoutGuide(_:)`` and constrain it like a view: it can stand for a gap between
/// views or an area to centre something in. Every view also has two built-in guides,
/// ``View/layoutMarginsGuide`` and ``View/safeAreaLayoutGuide``.
@preconcurrency @MainActor
open class LayoutGuide: NSObject, LayoutItem {
  /// What a guide stands for: one the user made, or one of a view's built-in guides.
  enum Role {
    case custom
    case margins
    case safeArea
    /// A scroll view's content area: its origin is the view's, its size the content's.
    case contentArea
    /// A scroll view's frame, wherever its content is scrolled to.
    case frameArea
    /// The span between two anchors, made by `anchorWithOffset(to:)`.
    case offset
  }

  /// The view the guide belongs to, whose coordinate space ``layoutFrame`` is in.
  open weak var owningView: View?
  /// A name used in every diagnostic and dump (empty, UIKit's default, for none).
  open var identifier = ""
  private(set) var role: Role = .custom
  lazy var itemVariables = _LayoutVariables(name: identifier, owner: self)
  public var _layoutVariables: _LayoutVariables { itemVariables }
  var storedLayoutFrame: CGRect = .zero

  /// Creates a guide; add it to a view before constraining it.
  public override init() {}

  /// UIKit's archive initialiser; there are no archives here, so it makes a guide like ``init()``.
  public required init?(coder: NSCoder) {}

  /// A guide a view owns (margins, safe area …): a convenience initialiser, so that every designated one is public
  /// and a subclass inherits them all.
  convenience init(role: Role) {
    self.init()
    self.role = role
  }

  /// The guide's rectangle in its owning view's coordinates, after layout.
  open var layoutFrame: CGRect { storedLayoutFrame }

  /// The identifier, as constraints and diagnostics name the guide: `nil` when it is empty.
  public var layoutIdentifier: String? { identifier.isEmpty ? nil : identifier }

  public var layoutOwner: View? { owningView }

  // MARK: - Anchors (UIKit's, overridable)

  open var leftAnchor: LayoutXAxisAnchor { xAxisAnchor(.left) }
  open var rightAnchor: LayoutXAxisAnchor { xAxisAnchor(.right) }
  open var leadingAnchor: LayoutXAxisAnchor { xAxisAnchor(.leading) }
  open var trailingAnchor: LayoutXAxisAnchor { xAxisAnchor(.trailing) }
  open var centerXAnchor: LayoutXAxisAnchor { xAxisAnchor(.centerX) }
  open var topAnchor: LayoutYAxisAnchor { yAxisAnchor(.top) }
  open var bottomAnchor: LayoutYAxisAnchor { yAxisAnchor(.bottom) }
  open var centerYAnchor: LayoutYAxisAnchor { yAxisAnchor(.centerY) }
  open var widthAnchor: LayoutDimension { dimension(.width) }
  open var heightAnchor: LayoutDimension { dimension(.height) }

  /// The identifier if set; else the owner's name and the guide's role or index.
  public var debugName: String {
    if !identifier.isEmpty { return identifier }
    let owner = owningView?.debugName ?? "unowned"
    switch role {
    case .margins: return "\(owner).layoutMarginsGuide"
    case .safeArea: return "\(owner).safeAreaLayoutGuide"
    case .contentArea: return "\(owner).contentLayoutGuide"
    case .frameArea: return "\(owner).frameLayoutGuide"
    case .offset: return "\(owner).anchorOffset"
    case .custom:
      let index = owningView?.guides.filter { $0.role == .custom }.firstIndex { $0 === self } ?? 0
      return "\(owner).guide[\(index)]"
    }
  }
}
