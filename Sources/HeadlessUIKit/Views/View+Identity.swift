// Views and view controllers compare and hash by identity through `NSObject`, as UIKit's do. Layout guides, which
// are not responders here, do the same by these conformances: `subviews.contains(view)`, `Set<UILayoutGuide>`,
// `layoutGuides.firstIndex(of:)` work, and two distinct objects are never equal.

extension LayoutGuide: Hashable {
  public static func == (lhs: LayoutGuide, rhs: LayoutGuide) -> Bool { lhs === rhs }
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
