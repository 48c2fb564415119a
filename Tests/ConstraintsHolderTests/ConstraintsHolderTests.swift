import ConstraintsHolder
import Foundation
import Testing
import UIKitCompat

/// ConstraintsHolder (seed-semantics §9.4): keyed slots, activation by key path, misuse reported, clear-up.
@Suite struct ConstraintsHolderTests {
  let superview = UIView()
  let vw = UIView()

  init() {
    superview.identifier = "superview"
    vw.identifier = "vw"
    superview.addSubview(vw)
  }

  @Test func theReadmeFlow() {
    var first: ConstraintsHolder?
    var firstTop: NSLayoutConstraint?
    vw.updateConstraints { holder in
      holder.top = vw.topAnchor.constraint(equalTo: superview.topAnchor, constant: 20)
      holder.activate([\.top])
      first = holder
      firstTop = holder.top
    }
    #expect(firstTop?.isActive == true && !vw.translatesAutoresizingMaskIntoConstraints)  // CH-1
    vw.updateConstraints { holder in
      #expect(holder === first && holder.top === firstTop)
      holder.top?.constant = 50
    }
    #expect(firstTop?.constant == 50)
  }

  @Test func aConstraintOfAnotherKindIsRefusedByTheRuntimePath() {
    let leading = vw.leadingAnchor.constraint(equalTo: superview.leadingAnchor)
    let (_, diagnostics) = Diagnostics.collect {
      vw.updateConstraints { holder in holder[.top] = leading }
    }
    vw.updateConstraints { holder in #expect(holder.top == nil && holder[.top] == nil) }  // CH-2
    #expect(
      diagnostics.first?.message.contains("vw") == true
        && diagnostics.first?.message.contains("slot top") == true)
    #expect(diagnostics.first?.message.contains("leading") == true)
  }

  @Test func emptySlotsCannotBeActivatedOrDeactivated() {
    let (_, diagnostics) = Diagnostics.collect {
      vw.updateConstraints { holder in
        holder.top = vw.topAnchor.constraint(equalTo: superview.topAnchor)
        holder.activate([\.top, \.bottom])
        holder.deactivate([\.bottom])
      }
    }
    // CH-3: nothing activated
    vw.updateConstraints { holder in #expect(holder.top?.isActive == false) }
    // CH-3, CH-4
    #expect(diagnostics.count == 2 && diagnostics.allSatisfy { $0.message.contains("bottom") })
  }

  @Test func activeSlotsCannotBeClearedOrReplaced() {
    vw.updateConstraints { holder in
      holder.top = vw.topAnchor.constraint(equalTo: superview.topAnchor, constant: 1)
      holder.activate([\.top])
    }
    let (_, diagnostics) = Diagnostics.collect {
      vw.updateConstraints { holder in
        holder.top = nil
        holder.top = vw.topAnchor.constraint(equalTo: superview.topAnchor, constant: 2)
      }
    }
    #expect(diagnostics.count == 2)  // CH-5, CH-8
    vw.updateConstraints { holder in
      #expect(holder.top?.constant == 1)
      holder.deactivate([\.top])
      holder.top = nil
      #expect(holder.top == nil)  // CH-5 after deactivation
    }
  }

  @Test func baselinesGoToTheBaselineSlotAndTheSwapIdiomWorks() {
    vw.updateConstraints { holder in
      holder.baseline = vw.firstBaselineAnchor.constraint(equalTo: superview.topAnchor)
      #expect(holder.baseline != nil)
      holder.baseline = nil
      holder.baseline = vw.lastBaselineAnchor.constraint(equalTo: superview.bottomAnchor)
      #expect(holder.baseline?.firstAttribute == .lastBaseline)  // CH-6
      holder.leading = vw.leadingAnchor.constraint(equalTo: superview.leadingAnchor)
      holder.activate([\.leading])
      holder.deactivate([\.leading])
      holder.leading = vw.leadingAnchor.constraint(equalTo: superview.leadingAnchor, constant: 10)
      holder.activate([\.leading])
      #expect(holder.leading?.constant == 10 && holder.leading?.isActive == true)  // CH-7
      // CH-9
      #expect(holder.activeConstraints().count == 1 && holder.active()[.leading] === holder.leading)
      holder.activateAll()
      #expect(holder.all.count == 2 && holder.all.allSatisfy(\.isActive))
      holder.deactivateAll()
      #expect(holder.active().isEmpty)
    }
  }

  @Test func leavingTheTreeClearsTheHolder() {
    var top: NSLayoutConstraint?
    vw.updateConstraints { holder in
      holder.top = vw.topAnchor.constraint(equalTo: superview.topAnchor)
      holder.activate([\.top])
      top = holder.top
    }
    vw.removeFromSuperview()
    #expect(top?.isActive == false)  // CH-10
    vw.updateConstraints { holder in #expect(holder.all.isEmpty) }
  }

  @Test func holdersBelongToViewsNotIdentifiers() {
    let twin = UIView()
    twin.identifier = "vw"
    superview.addSubview(twin)
    var holders: [ConstraintsHolder] = []
    vw.updateConstraints { holders.append($0) }
    twin.updateConstraints { holders.append($0) }
    #expect(holders.count == 2 && holders[0] !== holders[1])  // CH-11
  }

  /// A holder-made layout, laid out.
  @Test func holderConstraintsLayOut() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    let box = UIView()
    root.addSubview(box)
    box.updateConstraints { holder, view in
      holder.top = view.topAnchor.constraint(equalTo: root.topAnchor, constant: 20)
      holder.leading = view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 30)
      holder.width = view.widthAnchor.constraint(equalToConstant: 40)
      holder.height = view.heightAnchor.constraint(equalToConstant: 10)
      holder.activateAll()
    }
    root.layoutIfNeeded()
    #expect(box.frame == CGRect(x: 30, y: 20, width: 40, height: 10))
  }
}
