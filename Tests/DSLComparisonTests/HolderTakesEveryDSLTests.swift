import Foundation
import LayoutRender
import Testing

/// A ConstraintsHolder slot takes the constraints the other DSLs make, as upstream's `NSLayoutConstraint?` slots
/// do, and the README's `Constraints.ConstraintType` spelling compiles with everything imported.
@Suite struct HolderTakesEveryDSLTests {
  @Test func magAndYaltaResultsGoIntoSlots() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    let box = UIView()
    root.addSubview(box)
    box.updateConstraints { holder in
      holder.top = box.topAnchor == root.topAnchor + 10
      holder.leading = box.al.leading.align(with: root.al.leading, offset: 20)
      holder.width = box.widthAnchor == 30
      holder.height = box.al.height.set(15)
      holder.activateAll()
    }
    root.layoutIfNeeded()
    #expect(box.frame == CGRect(x: 20, y: 10, width: 30, height: 15))
    var active: [Constraints.ConstraintType: NSLayoutConstraint] = [:]
    box.updateConstraints { holder in active = holder.active() }
    #expect(Set(active.keys) == [.top, .leading, .width, .height])
  }
}
