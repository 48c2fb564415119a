// Views compare and hash by identity, as UIKit's views do through `NSObject`: `subviews.contains(view)`,
// `Set<UIView>` and `firstIndex(of:)` work, and two distinct views are never equal.

extension View: Hashable {
  public static func == (lhs: View, rhs: View) -> Bool { lhs === rhs }
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension LayoutGuide: Hashable {
  public static func == (lhs: LayoutGuide, rhs: LayoutGuide) -> Bool { lhs === rhs }
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
