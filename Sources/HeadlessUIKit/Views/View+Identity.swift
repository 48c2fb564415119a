// Views, guides and view controllers compare and hash by identity, as UIKit's do through `NSObject`:
// `subviews.contains(view)`, `Set<UIView>`, `viewControllers.firstIndex(of:)` work, and two distinct objects are
// never equal.

extension View: Hashable {
  public static func == (lhs: View, rhs: View) -> Bool { lhs === rhs }
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension LayoutGuide: Hashable {
  public static func == (lhs: LayoutGuide, rhs: LayoutGuide) -> Bool { lhs === rhs }
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension ViewController: Hashable {
  public static func == (lhs: ViewController, rhs: ViewController) -> Bool { lhs === rhs }
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
