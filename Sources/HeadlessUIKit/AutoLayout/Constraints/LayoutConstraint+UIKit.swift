import Foundation

// What UIKit's NSLayoutConstraint offers besides its items and numbers: the anchors it relates, `Any`-typed items,
// NSObject identity, and the archiving flag.

extension LayoutConstraint {
  /// UIKit's initialiser with untyped items, as code that takes items from a dictionary calls it.
  ///
  /// An item that is not a view or a layout guide is reported, naming its type; the constraint is then refused
  /// when activated (UIKit raises an exception there).
  public convenience init(
    item: Any, attribute firstAttribute: LayoutAttribute, relatedBy relation: LayoutRelation,
    toItem secondItem: Any?, attribute secondAttribute: LayoutAttribute, multiplier: CGFloat = 1,
    constant: CGFloat = 0, file: String = #fileID, line: Int = #line
  ) {
    let first = item as? LayoutItem
    let second = secondItem.flatMap { $0 as? LayoutItem }
    for (value, typed) in [(item as Any?, first as LayoutItem?), (secondItem, second)] {
      if let value, typed == nil {
        Diagnostics.report(
          Diagnostic(
            .error,
            "\(type(of: value)) is not a view or a layout guide; the constraint cannot be activated",
            file: file, line: line))
      }
    }
    self.init(
      checkedItem: first, attribute: firstAttribute, relatedBy: relation, toItem: second,
      attribute: secondAttribute, multiplier: multiplier, constant: constant)
  }
}
