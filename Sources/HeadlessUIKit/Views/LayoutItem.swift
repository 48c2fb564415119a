import Foundation
import LayoutSolver

/// Something constraints can relate: a ``View`` or a ``LayoutGuide`` (UIKit's layout items).
@preconcurrency @MainActor
public protocol LayoutItem: AnyObject {
  /// A name used in every diagnostic and dump.
  var layoutIdentifier: String? { get }
  /// The view whose coordinate space the item belongs to: the view itself, or a guide's owning view.
  var layoutOwner: View? { get }
  /// A stable readable name: the identifier if set, else the type and the item's position in its tree.
  var debugName: String { get }
  /// The item's solver variables. Not API (underscored): the engine's fast path to them.
  var _layoutVariables: _LayoutVariables { get }

  /// The left edge.
  var leftAnchor: LayoutXAxisAnchor { get }
  /// The right edge.
  var rightAnchor: LayoutXAxisAnchor { get }
  /// The leading edge: left in left-to-right layouts, right in right-to-left ones.
  var leadingAnchor: LayoutXAxisAnchor { get }
  /// The trailing edge.
  var trailingAnchor: LayoutXAxisAnchor { get }
  /// The horizontal centre.
  var centerXAnchor: LayoutXAxisAnchor { get }
  /// The top edge.
  var topAnchor: LayoutYAxisAnchor { get }
  /// The bottom edge.
  var bottomAnchor: LayoutYAxisAnchor { get }
  /// The vertical centre.
  var centerYAnchor: LayoutYAxisAnchor { get }
  /// The width.
  var widthAnchor: LayoutDimension { get }
  /// The height.
  var heightAnchor: LayoutDimension { get }
}

/// The four solver variables of a layout item: its left and top edges in its coordinate parent's space (its frame,
/// for a view) and its size.
///
/// Public only so that ``LayoutItem`` can require it; not API.
public final class _LayoutVariables {
  let left: Variable
  let top: Variable
  let width: Variable
  let height: Variable
  /// The item's anchors, made on first use (`LayoutItem.xAxisAnchor(_:)` and its kin): a short list searched in
  /// order, since an item has a handful (a dictionary hashed on every look-up and grew by rehashing). (Exclusive
  /// access is not checked at run time: it is read for every anchor asked for, on the main actor, as items are.)
  @exclusivity(unchecked) var anchors: [(attribute: LayoutAttribute, anchor: AnyObject)] = []

  init(name: String, owner: LayoutItem) {
    left = Variable("\(name).left")
    top = Variable("\(name).top")
    width = Variable("\(name).width")
    height = Variable("\(name).height")
    for variable in [left, top, width, height] { variable.owner = owner }
  }

  var all: [Variable] { [left, top, width, height] }

  /// The solved rectangle, in the coordinate parent's space.
  var rect: CGRect { CGRect(x: left.value, y: top.value, width: width.value, height: height.value) }
}

extension LayoutItem {
  /// The item's solver variables.
  var variables: _LayoutVariables { _layoutVariables }

  /// The view whose coordinates the item's left and top are measured in: a view's superview, a guide's owning
  /// view; `nil` for a root (measured in the scene).
  var coordinateParent: View? {
    if let view = self as? View { return view.storedSuperview }
    return (self as? LayoutGuide)?.owningView
  }
}
