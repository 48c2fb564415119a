import ConstraintsHolder
import Foundation
import HeadlessUIKit
import Testing

/// ConstraintsHolder (docs/dsl-semantics.md, "ConstraintsHolder acceptance cases"): keyed slots, activation by key
/// path, misuse reported, clear-up.
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

  @Test func theReadmesMisuseIsReportedInsteadOfStoppingTheApp() {
    // The README: "fatalError: Can't assign value of ConstraintType.leading to variable of ConstraintType.top".
    let (_, diagnostics) = Diagnostics.collect {
      vw.updateConstraints { holder in
        holder.top = vw.leadingAnchor.constraint(equalTo: superview.leadingAnchor, constant: 20)
      }
    }
    vw.updateConstraints { holder in #expect(holder.top == nil) }
    #expect(diagnostics.count == 1)
    #expect(
      diagnostics.first?.message.contains("cannot put a constraint on leading into slot top")
        == true)
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

  @Test func activeSlotsCannotBeClearedButAreReplacedAsUpstream() {
    var first: NSLayoutConstraint?
    vw.updateConstraints { holder in
      holder.top = vw.topAnchor.constraint(equalTo: superview.topAnchor, constant: 1)
      holder.activate([\.top])
      first = holder.top
    }
    let (_, diagnostics) = Diagnostics.collect {
      vw.updateConstraints { holder in holder.top = nil }
    }
    #expect(diagnostics.count == 1)  // CH-5
    vw.updateConstraints { holder in
      #expect(holder.top === first)
      // Upstream's assignment replaces the slot; the earlier constraint stays active, no longer held.
      holder.top = vw.topAnchor.constraint(equalTo: superview.topAnchor, constant: 2)
      #expect(holder.top?.constant == 2 && holder.top?.isActive == false)
      #expect(first?.isActive == true)
      holder.activate([\.top])
      first?.isActive = false
      holder.deactivate([\.top])
      holder.top = nil
      #expect(holder.top == nil)  // CH-5 after deactivation
    }
  }

  @Test func plainConstraintsAreStorableAndTheKeyedAndNamedSlotsAreOne() {
    func topConstraint(_ view: UIView, to other: UIView) -> NSLayoutConstraint {
      NSLayoutConstraint(
        item: view, attribute: .top, relatedBy: .equal, toItem: other, attribute: .top,
        multiplier: 1,
        constant: 12)
    }
    vw.updateConstraints { holder in
      holder.top = topConstraint(vw, to: superview)
      #expect(holder[.top] === holder.top && holder.top?.constant == 12)
      holder[.leading] = vw.leadingAnchor.constraint(equalTo: superview.leadingAnchor, constant: 3)
      #expect(holder.leading === holder[.leading] && holder.leading?.constant == 3)
      holder.width = NSLayoutConstraint(
        item: vw, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
        multiplier: 1, constant: 40)
      holder.height = vw.heightAnchor.constraint(equalToConstant: 20)
      holder.activateAll()
    }
    superview.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
    superview.layoutIfNeeded()
    #expect(vw.frame == CGRect(x: 3, y: 12, width: 40, height: 20))
  }

  @Test func movingWithinTheTreeKeepsTheHolderLeavingItClearsIt() {
    let other = UIView()
    superview.addSubview(other)
    var top: NSLayoutConstraint?
    vw.updateConstraints { holder in
      holder.width = vw.widthAnchor.constraint(equalToConstant: 10)
      holder.activate([\.width])
      top = holder.width
    }
    other.addSubview(vw)
    #expect(top?.isActive == true)
    vw.updateConstraints { holder in #expect(holder.width === top) }
    let elsewhere = UIView()
    elsewhere.addSubview(vw)
    #expect(top?.isActive == false)
    vw.updateConstraints { holder in #expect(holder.all.isEmpty) }
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
