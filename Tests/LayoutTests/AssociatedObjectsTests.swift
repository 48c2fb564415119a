import Foundation
import HeadlessUIKit
import Testing

// Keys as apps declare them: variables whose addresses name the association.
nonisolated(unsafe) private var badgeKey: UInt8 = 0
nonisolated(unsafe) private var ownerKey: UInt8 = 0

/// A stored property added to a class in an extension, the associated-object idiom.
extension View {
  fileprivate var badgeText: String? {
    get { objc_getAssociatedObject(self, &badgeKey) as? String }
    set { objc_setAssociatedObject(self, &badgeKey, newValue, .OBJC_ASSOCIATION_COPY_NONATOMIC) }
  }
}

/// Values associated with objects under keys, with the runtime's policies.
@MainActor @Suite struct AssociatedObjectsTests {
  @Test func anExtensionKeepsAValuePerObject() {
    let (first, second) = (View(), View())
    first.badgeText = "3"
    #expect(first.badgeText == "3")
    #expect(second.badgeText == nil)
    first.badgeText = nil
    #expect(first.badgeText == nil)
  }

  /// Retained values live as long as the object's association; assigned ones are not kept alive by it.
  @Test func retainAndAssignPolicies() {
    let view = View()
    weak var assigned: View?
    do {
      let kept = View()
      let other = View()
      objc_setAssociatedObject(view, &badgeKey, kept, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
      objc_setAssociatedObject(view, &ownerKey, other, .OBJC_ASSOCIATION_ASSIGN)
      assigned = other
    }
    #expect(objc_getAssociatedObject(view, &badgeKey) is View)
    #expect(assigned == nil)
    #expect(objc_getAssociatedObject(view, &ownerKey) == nil)
    objc_removeAssociatedObjects(view)
    #expect(objc_getAssociatedObject(view, &badgeKey) == nil)
  }
}
