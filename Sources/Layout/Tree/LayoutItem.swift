import Foundation
import LayoutSolver

/// Something constraints can relate: a ``View`` or a ``LayoutGuide`` (UIKit's layout items).
public protocol LayoutItem: AnyObject {
  /// A name used in every diagnostic and dump.
  var identifier: String? { get }
  /// The view whose coordinate space the item belongs to: the view itself, or a guide's owning view.
  var layoutOwner: View? { get }
  /// A stable readable name: the identifier if set, else the type and the item's position in its tree.
  var debugName: String { get }
}

/// The four solver variables of a layout item, in scene coordinates: its left and top edges and its size.
final class ItemVariables {
  let left: Variable
  let top: Variable
  let width: Variable
  let height: Variable

  init(name: String) {
    left = Variable("\(name).left")
    top = Variable("\(name).top")
    width = Variable("\(name).width")
    height = Variable("\(name).height")
  }

  var all: [Variable] { [left, top, width, height] }

  /// The solved rectangle in scene coordinates.
  var rect: CGRect { CGRect(x: left.value, y: top.value, width: width.value, height: height.value) }
}

extension LayoutItem {
  /// The item's solver variables.
  var variables: ItemVariables {
    if let view = self as? View { return view.itemVariables }
    if let guide = self as? LayoutGuide { return guide.itemVariables }
    preconditionFailure("LayoutItem is implemented by View and LayoutGuide only")
  }
}
