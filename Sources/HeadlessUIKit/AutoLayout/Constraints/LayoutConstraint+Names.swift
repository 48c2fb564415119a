// UIKit's nested names, so that `NSLayoutConstraint.Attribute.top` and `.Relation.equal` read as they do in UIKit.
extension LayoutConstraint {
  public typealias Attribute = LayoutAttribute
  public typealias Relation = LayoutRelation
  public typealias Axis = LayoutAxis
}
